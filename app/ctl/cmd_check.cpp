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
        "requirements.txt names).\n\nOn a cluster whose login node is not the machine the job "
        "uses (its profile sets software.login_node_unlike_compute: other processors, no GPUs), "
        "this is only a quick first look on the wrong machine: what the login node lacks is "
        "shown as advice, and only `slipwayctl doctor` counts.\n\nExit status: 0 when nothing "
        "found stops the submission (on such a cluster: nothing but a quick first look, so run "
        "the doctor); 1 when something does (an error of the spec, an environment that is not "
        "set up, or, where the login node is like the compute nodes, a module or import that "
        "is missing)."));
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
    int exitCode = 0;
    const std::optional<LoadedSpec> loaded =
        loadSpecOption(parser, QStringLiteral("check"), exitCode);
    if (!loaded) {
        return exitCode;
    }
    const compose::JobSpec &spec = loaded->spec;
    const site::SiteProfile *profile = &loaded->profile;
    const QString projectFolder = specProjectFolder(parser, spec);
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
    const QString firstLookOnly = profile->loginNodeUnlikeCompute;
    if (!checkEnvironmentOnCluster(*runner, script.resolvedSpec, projectFolder, firstLookOnly)) {
        return 1;
    }
    if (firstLookOnly.isEmpty()) {
        printOut(QStringLiteral("No problems found."));
    } else {
        printOut(QStringLiteral("Nothing on the login node stops the submission, but that was "
                                "only a quick first look on the wrong machine. Run slipwayctl "
                                "doctor --spec FILE: its result is the one that counts."));
    }
    return 0;
}

} // namespace

const CommandRegistration checkCommand{
    {"check", "Check a JobSpec on its cluster without submitting (--spec FILE [--project DIR])",
     &runCheck}};

} // namespace slipway::ctl
