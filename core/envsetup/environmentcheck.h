#pragma once

#include "common/commandrunner.h"
#include "compose/finding.h"
#include "compose/jobspec.h"

#include <QFuture>
#include <QString>
#include <QStringList>

namespace slipway::envsetup {

// What the check on the login node is asked: the job's environment and what the job needs
// from it.
struct EnvironmentCheckRequest
{
    compose::JobEnvironment environment;
    QStringList modules;       // import names (ImportScanner::isModuleName)
    QStringList distributions; // requirements.txt names (ImportScanner::isDistributionName)
    // A training script that is already on the cluster: its top-level imports are read there
    // (by the environment's Python, with ast) and checked too. Relative to `remoteWorkdir`.
    QString remoteEntry;
    QString remoteWorkdir;
    bool tensorboard = false; // "Start TensorBoard in the job"
    QString tensorboardSetup; // the job's command that makes tensorboard available, or empty
};

// What the login node said.
struct EnvironmentCheckResult
{
    bool answered = false;           // the check ran and printed its report
    QString error;                   // why it did not, in plain words
    bool environmentMissing = false; // the venv or conda environment does not exist (yet)
    bool modulesFailed = false;      // `module load` failed
    QString moduleError;             // its last error line
    bool pythonFailed = false;       // the environment's Python did not run the check
    QString pythonError;
    QStringList missingModules;
    QStringList missingDistributions;
    bool scriptUnreadable = false; // the remote training script could not be opened
    int scriptSyntaxLine = 0;      // > 0: Python could not read the script (its line)
    bool tensorboardChecked = false;
    bool tensorboardMissing = false;
    QStringList offeredModules; // what the module system lists ("TensorBoard/2.20.0")
};

// The pre-flight check of a job's environment on the login node, in ONE remote command: load
// the modules, see that the venv or conda environment exists and activate it, look for
// `tensorboard` when the job starts it, and ask the environment's Python (importlib's
// find_spec, and importlib.metadata for requirements.txt names) for what the script imports.
// Every name is validated first and handed to Python as an argument, never as code.
class EnvironmentCheck final
{
public:
    // The command for a login shell; `refused` gets the names that were left out (not valid).
    static QString command(const EnvironmentCheckRequest &request, QStringList *refused = nullptr);
    static EnvironmentCheckResult parse(const CommandResult &result);

    // The findings, in plain words naming the fields as the user sees them. A missing import is
    // matched to a module the login node offers (result.offeredModules) or a pip package.
    static compose::Findings findings(const EnvironmentCheckRequest &request,
                                      const EnvironmentCheckResult &result);

    // Where the profile says the login node is not the machine the job uses (`why`, in plain
    // words), what the login node found cannot stop a submission: its problems become advice
    // that points to the environment doctor. A missing venv or conda environment stays
    // blocking (the file systems are the same).
    static compose::Findings asFirstLook(const compose::Findings &findings, const QString &why);

    // The module of `offered` ("TensorBoard/2.20.0") that provides import `name`, or empty.
    static QString moduleProviding(const QString &name, const QStringList &offered);
    // The pip package that usually provides import `name` ("PIL" -> "Pillow").
    static QString pipPackageFor(const QString &name);

    // Runs the check; a request with words outside the rules is answered without running.
    static QFuture<EnvironmentCheckResult> run(CommandRunner *runner,
                                               const EnvironmentCheckRequest &request);
};

} // namespace slipway::envsetup
