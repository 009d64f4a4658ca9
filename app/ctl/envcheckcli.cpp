#include "envcheckcli.h"

#include "command.h"
#include "common/terminaltext.h"
#include "envsetup/environmentcheck.h"
#include "envsetup/importscanner.h"

#include <QEventLoop>
#include <QFutureWatcher>

namespace slipway::ctl {

namespace {} // namespace

QString findingLine(const compose::Finding &f)
{
    QString field;
    if (!f.field.isEmpty()) {
        const QString label = compose::Finding::fieldLabel(f.field);
        field = printableText(f.field) +
                (label == f.field ? QString() : QStringLiteral(" (") + label + QLatin1Char(')')) +
                QStringLiteral(": ");
    }
    return QStringLiteral("%1: %2%3")
        .arg(compose::Finding::severityName(f.severity), field, printableText(f.message));
}

bool checkEnvironmentOnCluster(CommandRunner &runner, const compose::JobSpec &resolvedSpec,
                               const QString &projectFolder)
{
    envsetup::EnvironmentCheckRequest request;
    request.environment = resolvedSpec.environment;
    const QString recipe = request.environment.recipe;
    const bool builtInJob =
        recipe == QLatin1String("virtualenv-wheelhouse") || recipe == QLatin1String("container");
    request.tensorboard = resolvedSpec.tensorboard && !builtInJob;
    request.tensorboardSetup = resolvedSpec.tensorboardSetup;
    compose::Findings findings;
    if (projectFolder.isEmpty() && !builtInJob) {
        // The script is on the cluster already: read there.
        request.remoteEntry = resolvedSpec.entry;
        request.remoteWorkdir = resolvedSpec.workdir;
    }
    if (!projectFolder.isEmpty() && !builtInJob) {
        const envsetup::ProjectNeeds needs =
            envsetup::ImportScanner::scan(projectFolder, resolvedSpec.entry);
        request.modules = needs.modules;
        request.distributions = needs.requirements;
        for (const QString &problem : needs.problems) {
            findings << compose::Finding{
                compose::Finding::Severity::Advice, QStringLiteral("entry"), problem, {}};
        }
    }
    printErr(QStringLiteral("Checking the environment on the login node (a quick first look; "
                            "slipwayctl doctor checks it in a job on the machine the job uses)…"));
    QFuture<envsetup::EnvironmentCheckResult> future =
        envsetup::EnvironmentCheck::run(&runner, request);
    if (!future.isFinished()) {
        QEventLoop loop;
        QFutureWatcher<envsetup::EnvironmentCheckResult> watcher;
        QObject::connect(&watcher, &QFutureWatcher<envsetup::EnvironmentCheckResult>::finished,
                         &loop, &QEventLoop::quit);
        watcher.setFuture(future);
        if (!future.isFinished()) {
            loop.exec();
        }
    }
    findings = envsetup::EnvironmentCheck::findings(request, future.result()) + findings;
    for (const compose::Finding &f : std::as_const(findings)) {
        printErr(findingLine(f));
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
