// `slipwayctl check --spec FILE [--project DIR]`: the pre-flight of `submit`, without
// submitting: the composition's findings, then the check on the login node (environment set up,
// modules load, the script's imports and requirements.txt, tensorboard for the job).

#include "command.h"
#include "envcheckcli.h"
#include "specfile.h"

#include "common/terminaltext.h"
#include "compose/scriptcomposer.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

namespace slipway::ctl {
namespace {

int runCheck(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Check a JobSpec as submit would, without submitting or uploading anything: the "
        "composition's rules, then, on the login node, that the environment is set up and loads, "
        "and that it has what the entry script of the project folder imports (and what its "
        "requirements.txt names). Exit status 1 when something would stop the submission."));
    parser.addHelpOption();
    parser.addOption(
        {QStringLiteral("spec"), QStringLiteral("The JobSpec file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("project"),
                      QStringLiteral("The project folder whose entry script's imports are "
                                     "checked (default: the spec's \"project\")."),
                      QStringLiteral("DIR")});
    addConnectionOptions(parser);
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        return *done;
    }
    LoadedSpec loaded = loadSpecOption(parser, QStringLiteral("check"));
    if (!loaded.ok()) {
        return loaded.exitCode;
    }
    const compose::JobSpec &spec = *loaded.spec;
    const site::SiteProfile *profile = loaded.profile;
    QString projectFolder = parser.value(QStringLiteral("project"));
    if (projectFolder.isEmpty() && !spec.project.isEmpty()) {
        const QString specPath = parser.value(QStringLiteral("spec"));
        projectFolder = QDir::isAbsolutePath(spec.project) || specPath == QLatin1String("-")
                            ? spec.project
                            : QFileInfo(specPath).absoluteDir().filePath(spec.project);
    }
    const compose::ComposedScript script = compose::ScriptComposer::compose(spec, *profile);
    for (const compose::Finding &f : script.findings) {
        printErr(findingLine(f));
    }
    if (script.blocked()) {
        printErr(QStringLiteral("The job would be refused: fix the errors above."));
        return 1;
    }
    if (profile->scheduler == site::SchedulerKind::Local) {
        printErr(QStringLiteral("The local profile has no login node to check on."));
        return 0;
    }
    const QString host = parser.isSet(QStringLiteral("host")) ? parser.value(QStringLiteral("host"))
                                                              : profile->primaryLoginHost();
    QString error;
    QObject context;
    auto *runner = ssh::SshCommandRunner::create(host, parser.value(QStringLiteral("F")), nullptr,
                                                 &error, &context);
    if (!runner) {
        printErr(error);
        return 1;
    }
    if (!checkEnvironmentOnCluster(*runner, script.resolvedSpec, projectFolder)) {
        return 1;
    }
    printOut(QStringLiteral("No problems found."));
    return 0;
}

} // namespace

const CommandRegistration checkCommand{
    {"check", "Check a JobSpec on its cluster without submitting (--spec FILE [--project DIR])",
     &runCheck}};

} // namespace slipway::ctl
