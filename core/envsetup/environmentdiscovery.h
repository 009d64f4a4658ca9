#pragma once

#include "common/commandrunner.h"
#include "envsetup/discoveredenvironment.h"
#include "envsetup/torchprobe.h"
#include "site/siteprofile.h"

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace slipway::envsetup {

// Finds, over a CommandRunner (a login shell on the cluster), what a user can run Python in:
// the modules (Lmod's `module -t avail`, Environment Modules' `module avail -t`), the conda
// environments (`conda env list --json` when conda is on PATH), and the venvs already in the
// user's home and in the profile's environment folder. The steps run one after the other; each
// reports what it found as soon as it has it. Nothing blocks; cancel() stops the command that
// runs. Use from one thread.
class EnvironmentDiscovery final : public QObject
{
    Q_OBJECT

public:
    EnvironmentDiscovery(CommandRunner *runner, site::SiteProfile profile,
                         QObject *parent = nullptr);

    // Starts (again) from the first step; a discovery in progress is cancelled first.
    void start();
    void cancel();
    bool isRunning() const { return m_running; }

    // The module system found by the modules step: "lmod", "environment-modules", "none", or
    // empty before that step has answered.
    QString moduleSystem() const { return m_moduleSystem; }

    // The versions of module `name` (`module spider NAME` on Lmod, `module avail -t NAME`
    // otherwise). Cancellable.
    QFuture<QStringList> moduleVersions(const QString &name);

    // The torch version in `environment` and whether CUDA is built in. Cancellable.
    QFuture<TorchInfo> checkTorch(const compose::JobEnvironment &environment);

    // The commands of the three steps, exposed for tests.
    static QString modulesCommand();
    static QString condaCommand();
    QStringList venvRoots() const;

Q_SIGNALS:
    // `step` is "modules", "conda" or "venvs"; `done` of `total` steps are finished.
    void progress(const QString &step, int done, int total);
    void found(const slipway::envsetup::DiscoveredEnvironments &environments);
    // A step that could not run; the others still do. Plain language.
    void stepFailed(const QString &step, const QString &message);
    void finished(bool cancelled);

private:
    void runStep(int index);

    QPointer<CommandRunner> m_runner;
    site::SiteProfile m_profile;
    QFuture<CommandResult> m_current;
    QString m_moduleSystem;
    bool m_running = false;
    int m_generation = 0;
};

} // namespace slipway::envsetup

Q_DECLARE_METATYPE(slipway::envsetup::DiscoveredEnvironments)
