// slipwayctl envs and setup: the CLI twins of the New run wizard's Environment step. `envs`
// lists what a cluster offers (modules, conda environments, venvs) and can check the torch in a
// spec's environment; `setup` runs a spec's one-time set-up script on the login node with its
// output streamed.

#include "command.h"
#include "specfile.h"

#include "common/terminaltext.h"
#include "compose/scriptcomposer.h"
#include "compose/specwords.h"
#include "envsetup/environmentdiscovery.h"
#include "envsetup/environmentsetup.h"
#include "site/profileregistry.h"
#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QFile>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace slipway::ctl {
namespace {

bool parseArgs(QCommandLineParser &parser, const QStringList &arguments, int *exitCode)
{
    parser.addHelpOption();
    addConnectionOptions(parser);
    if (const std::optional<int> done = parseCommandLine(parser, arguments)) {
        *exitCode = *done;
        return false;
    }
    return true;
}

// Connects through Slipway's own SSH core (the set-up needs a streamed channel).
ssh::SshCommandRunner *connect(const QCommandLineParser &parser, const site::SiteProfile &profile,
                               QObject *parent)
{
    const QString host = parser.isSet(QStringLiteral("host")) ? parser.value(QStringLiteral("host"))
                                                              : profile.primaryLoginHost();
    QString error;
    auto *runner = ssh::SshCommandRunner::create(host, parser.value(QStringLiteral("F")), nullptr,
                                                 &error, parent);
    if (!runner) {
        printErr(error);
    }
    return runner;
}

int runEnvs(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("List the modules, conda environments and venvs a cluster offers. With "
                       "--spec, also import torch in that spec's environment."));
    parser.addOption(
        {QStringLiteral("profile"), QStringLiteral("Site profile id."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("spec"),
                      QStringLiteral("JobSpec whose environment is checked for torch."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    int code = 0;
    if (!parseArgs(parser, arguments, &code)) {
        return code;
    }
    std::optional<compose::JobSpec> spec;
    if (parser.isSet(QStringLiteral("spec"))) {
        spec = readSpecFile(parser.value(QStringLiteral("spec")), QStringLiteral("envs"));
        if (!spec) {
            return 1;
        }
    }
    const QString id = parser.isSet(QStringLiteral("profile"))
                           ? parser.value(QStringLiteral("profile"))
                           : (spec ? spec->profile : QString());
    const site::ProfileRegistry registry({site::ProfileRegistry::defaultUserFolder()});
    const site::SiteProfile *profile = registry.find(id);
    if (!profile) {
        printErr(QStringLiteral("slipwayctl envs: give a known profile with --profile ID (or a "
                                "--spec that names one). Known: %1")
                     .arg(registry.ids().join(QStringLiteral(", "))));
        return 2;
    }
    QObject context;
    ssh::SshCommandRunner *runner = connect(parser, *profile, &context);
    if (!runner) {
        return 1;
    }
    envsetup::EnvironmentDiscovery discovery(runner, *profile);
    QEventLoop loop;
    envsetup::DiscoveredEnvironments all;
    int failures = 0;
    QObject::connect(&discovery, &envsetup::EnvironmentDiscovery::found, &loop,
                     [&all](const envsetup::DiscoveredEnvironments &e) { all << e; });
    QObject::connect(&discovery, &envsetup::EnvironmentDiscovery::stepFailed, &loop,
                     [&failures](const QString &step, const QString &message) {
                         ++failures;
                         printErr(QStringLiteral("%1: %2").arg(step, printableText(message)));
                     });
    QObject::connect(&discovery, &envsetup::EnvironmentDiscovery::finished, &loop,
                     &QEventLoop::quit);
    discovery.start();
    loop.exec();

    QJsonObject json;
    QJsonArray list;
    for (const envsetup::DiscoveredEnvironment &e : all) {
        list.append(
            QJsonObject{{QStringLiteral("kind"), envsetup::DiscoveredEnvironment::kindName(e.kind)},
                        {QStringLiteral("name"), e.name},
                        {QStringLiteral("path"), e.path},
                        {QStringLiteral("where"), e.detail}});
        if (!parser.isSet(QStringLiteral("json"))) {
            printOut(QStringLiteral("%1 %2%3").arg(
                envsetup::DiscoveredEnvironment::kindName(e.kind).leftJustified(7),
                printableText(e.name),
                e.path.isEmpty() ? QString() : QStringLiteral("  ") + printableText(e.path)));
        }
    }
    json.insert(QStringLiteral("module_system"), discovery.moduleSystem());
    json.insert(QStringLiteral("environments"), list);
    bool torchOk = true;
    if (spec) {
        auto future = discovery.checkTorch(spec->environment);
        QFutureWatcher<envsetup::TorchInfo> watcher;
        QObject::connect(&watcher, &QFutureWatcher<envsetup::TorchInfo>::finished, &loop,
                         &QEventLoop::quit);
        watcher.setFuture(future);
        if (!future.isFinished()) {
            loop.exec();
        }
        const envsetup::TorchInfo info = future.result();
        torchOk = info.imported;
        json.insert(QStringLiteral("torch"),
                    QJsonObject{{QStringLiteral("imported"), info.imported},
                                {QStringLiteral("version"), info.version},
                                {QStringLiteral("cuda_built"), info.cudaBuilt},
                                {QStringLiteral("cuda_version"), info.cudaVersion},
                                {QStringLiteral("error"), info.error}});
        if (!parser.isSet(QStringLiteral("json"))) {
            printOut(info.imported
                         ? QStringLiteral("torch %1, CUDA %2")
                               .arg(info.version, info.cudaBuilt ? info.cudaVersion
                                                                 : QStringLiteral("not built in"))
                         : QStringLiteral("torch: %1").arg(printableText(info.error)));
        }
    }
    if (parser.isSet(QStringLiteral("json"))) {
        printOut(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented)));
    }
    return failures == 0 && torchOk ? 0 : 1;
}

int runSetup(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Run a JobSpec's one-time environment set-up (create the venv or conda "
                       "environment, install packages) on the login node, streaming its "
                       "output."));
    parser.addOption(
        {QStringLiteral("spec"), QStringLiteral("The JobSpec."), QStringLiteral("FILE")});
    int code = 0;
    if (!parseArgs(parser, arguments, &code)) {
        return code;
    }
    int exitCode = 0;
    const std::optional<LoadedSpec> loaded =
        loadSpecOption(parser, QStringLiteral("setup"), exitCode);
    if (!loaded) {
        return exitCode;
    }
    const site::SiteProfile *profile = &loaded->profile;
    const compose::ComposedScript composed =
        compose::ScriptComposer::compose(loaded->spec, *profile);
    if (composed.lines.isEmpty()) {
        // The spec could not be composed at all (an unknown recipe, a word the module tool or
        // conda would run as code): nothing is sent to the cluster.
        for (const compose::Finding &f : composed.findings) {
            if (f.severity == compose::Finding::Severity::Blocking) {
                printErr(QStringLiteral("error: %1%2")
                             .arg(f.field.isEmpty() ? QString()
                                                    : printableText(f.field) + QStringLiteral(": "),
                                  printableText(f.message)));
            }
        }
        printErr(QStringLiteral("Nothing was run on the cluster: fix the errors above."));
        return 1;
    }
    if (composed.setupLines.isEmpty()) {
        printOut(QStringLiteral("The %1 recipe needs no set-up on the login node.")
                     .arg(composed.resolvedSpec.environment.recipe));
        return 0;
    }
    QObject context;
    ssh::SshCommandRunner *runner = connect(parser, *profile, &context);
    if (!runner) {
        return 1;
    }
    envsetup::EnvironmentSetup setup(runner->connection());
    QEventLoop loop;
    bool succeeded = false;
    QObject::connect(&setup, &envsetup::EnvironmentSetup::outputLine, &loop,
                     [](const QString &line, bool standardError) {
                         standardError ? printErr(line) : printOut(line);
                     });
    QObject::connect(&setup, &envsetup::EnvironmentSetup::finished, &loop,
                     [&](bool ok, const QString &message) {
                         succeeded = ok;
                         ok ? printOut(message) : printErr(message);
                         loop.quit();
                     });
    if (setup.start(composed.setupText(), *profile, composed.resolvedSpec.environment)) {
        loop.exec();
    }
    return succeeded ? 0 : 1;
}

} // namespace

const CommandRegistration envsCommand{
    {"envs", "List a cluster's modules, conda environments and venvs (--profile ID)", &runEnvs}};
const CommandRegistration setupCommand{
    {"setup", "Run a JobSpec's one-time environment set-up on the login node", &runSetup}};

} // namespace slipway::ctl
