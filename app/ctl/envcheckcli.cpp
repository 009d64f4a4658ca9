#include "envcheckcli.h"

#include "command.h"
#include "common/terminaltext.h"
#include "envsetup/environmentcheck.h"
#include "envsetup/importscanner.h"

#include <QEventLoop>
#include <QFutureWatcher>

namespace slipway::ctl {

namespace {

// The name a spec field has in the New run wizard, for the CLI's lines.
QString wizardName(const QString &field)
{
    if (field == QLatin1String("entry")) {
        return QStringLiteral("Training script");
    }
    if (field == QLatin1String("environment.path")) {
        return QStringLiteral("Environment folder");
    }
    if (field == QLatin1String("environment.modules")) {
        return QStringLiteral("Modules to load");
    }
    if (field == QLatin1String("tensorboard")) {
        return QStringLiteral("Start TensorBoard in the job");
    }
    if (field == QLatin1String("project")) {
        return QStringLiteral("requirements.txt");
    }
    return QStringLiteral("Environment");
}

} // namespace

bool checkEnvironmentOnCluster(CommandRunner &runner, const JobSpec &resolvedSpec,
                               const QString &projectFolder)
{
    EnvironmentCheckRequest request;
    request.environment = resolvedSpec.environment;
    const QString recipe = request.environment.recipe;
    const bool builtInJob =
        recipe == QLatin1String("virtualenv-wheelhouse") || recipe == QLatin1String("container");
    request.tensorboard = resolvedSpec.tensorboard && !builtInJob;
    request.tensorboardSetup = resolvedSpec.tensorboardSetup;
    Findings findings;
    if (!projectFolder.isEmpty() && !builtInJob) {
        const ProjectNeeds needs = ImportScanner::scan(projectFolder, resolvedSpec.entry);
        request.modules = needs.modules;
        request.distributions = needs.requirements;
        for (const QString &problem : needs.problems) {
            findings << Finding{Finding::Severity::Advice, QStringLiteral("entry"), problem, {}};
        }
    }
    printErr(QStringLiteral("Checking the environment on the login node…"));
    QFuture<EnvironmentCheckResult> future = EnvironmentCheck::run(&runner, request);
    if (!future.isFinished()) {
        QEventLoop loop;
        QFutureWatcher<EnvironmentCheckResult> watcher;
        QObject::connect(&watcher, &QFutureWatcher<EnvironmentCheckResult>::finished, &loop,
                         &QEventLoop::quit);
        watcher.setFuture(future);
        if (!future.isFinished()) {
            loop.exec();
        }
    }
    findings = EnvironmentCheck::findings(request, future.result()) + findings;
    for (const Finding &f : std::as_const(findings)) {
        printErr(QStringLiteral("%1: %2 (%3): %4")
                     .arg(Finding::severityName(f.severity), f.field, wizardName(f.field),
                          printableText(f.message)));
    }
    if (hasBlocking(findings)) {
        printErr(QStringLiteral("The job would be refused, so nothing was uploaded or submitted: "
                                "fix the errors above. For a venv or conda environment that is "
                                "not set up yet: slipwayctl setup --spec FILE."));
        return false;
    }
    return true;
}

} // namespace slipway::ctl
