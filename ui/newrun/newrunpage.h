#pragma once

#include "appcontext.h"
#include "compose/composedscript.h"
#include "compose/jobspec.h"
#include "envsetup/environmentcheck.h"

#include <QFuture>
#include <QPointer>
#include <QWidget>

#include <atomic>
#include <memory>

class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;

namespace slipway {
class CommandRunner;
} // namespace slipway

namespace slipway::site {
class ProfileRegistry;
struct SiteProfile;
} // namespace slipway::site

namespace slipway::runs {
class RunService;
struct SubmitOutcome;
} // namespace slipway::runs

namespace slipway::localbridge {
struct SuggestedResources;
} // namespace slipway::localbridge

namespace slipway::project {
struct Example;
class ProjectUploader;
} // namespace slipway::project

namespace slipway::ui {

class ClusterStep;
class StorageTargetView;
class SweepField;
class EnvironmentStep;
class FindingsView;
class ParallelismStep;
class ProjectStep;
class ResourcesStep;
class ReviewStep;
class DoctorPanel;
class LadderPanel;
class StorageSummary;

// The New run wizard: What -> Cluster -> Environment -> Resources -> Parallelism -> Review ->
// Submit. "What" chooses an example, a folder of this computer (uploaded as a snapshot when the
// run is submitted, the job then running in it) or a script already on the cluster.
// Every step starts from the chosen profile's defaults, so a beginner can accept them and get a
// working job. The job spec is recomposed on every change and its problems and advice are shown
// live; a blocking problem disables Submit. Discovery, the torch check, the login-node set-up
// and submission run in the background with progress; all but the submission can be cancelled.
class NewRunPage final : public QWidget
{
    Q_OBJECT

public:
    enum Step { What, Cluster, Environment, Resources, Parallelism, Review, Submit, StepCount };

    explicit NewRunPage(AppContext &context, QWidget *parent = nullptr);
    ~NewRunPage() override;

    // The spec as the steps say now (not yet resolved against the profile).
    compose::JobSpec spec() const;
    const compose::ComposedScript &composed() const { return m_composed; }
    int currentStep() const;
    void goToStep(int step);
    bool canSubmit(QString *why = nullptr) const;

public Q_SLOTS:
    // Fills CPUs, GPUs, memory and time from the Local page's smoke test and shows Resources.
    void applySuggestedResources(const slipway::localbridge::SuggestedResources &resources);
    // Submits the current script (what the Submit button does): checks the environment on the
    // login node first; a blocking problem stops it before anything is uploaded.
    void submit();
    // Checks the environment and the script's imports on the login node (the Submit step's
    // "Quick first look on the login node"); the result is shown until an input of the check
    // changes.
    void checkOnCluster();
    // Starts the wizard on a connection the user made: the profile whose login host it is (when
    // one is) and that host. With `onlyIfUnset`, a host the user already chose is kept.
    void useConnection(const QString &hostArg, const QString &configFile, bool onlyIfUnset);

Q_SIGNALS:
    // The run was recorded and the scheduler accepted it.
    void runSubmitted(qint64 runId);
    // Submission ended, either way, with the message shown.
    void submitFinished(bool submitted, const QString &message);
    // The check on the login node ended (not when cancelled or made stale).
    void clusterCheckFinished();

private:
    // The constructor's parts, in the order it calls them.
    QHBoxLayout *buildStepHeaders();
    QLabel *buildRegistryErrors();
    QWidget *buildSubmitPage();
    QHBoxLayout *buildCheckRow(QWidget *submitPage);
    void buildPages(QWidget *submitPage);
    QHBoxLayout *buildNavigation();
    void connectSteps();
    void connectSetUpNow();
    void selectStartingCluster();

    void onProfileChanged();
    void onConnectionChanged();
    void recompose();
    void updateDoctor(const compose::JobSpec &spec, const site::SiteProfile &profile);
    void showSweepInReview(const compose::JobSpec &spec, const site::SiteProfile &profile);
    void updateNavigation();
    void updateSubmit();
    void onSubmitted(const runs::SubmitOutcome &outcome);
    void submitToScheduler(CommandRunner *runner);
    void startClusterCheck(bool thenSubmit);
    void cancelClusterCheck();
    void setUpNow();
    // What the check on the cluster depends on; a change makes its result stale.
    QString checkKey() const;
    // What the shown submission result depends on (the spec without the next snapshot).
    QString inputsKey() const;
    bool clusterCheckFresh() const;
    void uploadThenSubmit(CommandRunner *runner);
    void stopUpload();
    void applyExample(const project::Example &example);
    // "Download to the cluster…" (an archive) or "Get Fashion-MNIST" (then the example's
    // arguments name its folder through ProjectStep::setDataFolder).
    void openDownload(bool fashionMnist);
    void showProjectInResources();
    // The project's folder on the cluster (empty for a script already there).
    QString projectRemoteRoot() const;
    CommandRunner *runner(QString *error);

    AppContext &m_context;
    std::unique_ptr<site::ProfileRegistry> m_registry;
    compose::ComposedScript m_composed;
    QPointer<CommandRunner> m_runner;
    runs::RunService *m_service = nullptr;
    bool m_submitting = false;
    bool m_connectionDirty = true;

    QList<QPushButton *> m_stepLabels; // the step headers, clickable
    QStackedWidget *m_stack = nullptr;
    ProjectStep *m_project = nullptr;
    QString m_snapshotId; // the next upload's snapshot, named in the script before it exists
    ClusterStep *m_cluster = nullptr;
    StorageTargetView *m_storage = nullptr;
    EnvironmentStep *m_environment = nullptr;
    ResourcesStep *m_resources = nullptr;
    ParallelismStep *m_parallelism = nullptr;
    ReviewStep *m_review = nullptr;
    SweepField *m_sweep = nullptr; // on the Parallelism step
    QLabel *m_reviewSweep = nullptr;
    DoctorPanel *m_doctor = nullptr;
    LadderPanel *m_ladder = nullptr;
    StorageSummary *m_reviewStorage = nullptr;
    QLabel *m_summary = nullptr;
    FindingsView *m_submitFindings = nullptr;
    QPushButton *m_submitButton = nullptr;
    QProgressBar *m_submitProgress = nullptr;
    // "Stop sending": shown while the project is read and sent; what arrived is kept for the
    // next submission, and nothing is submitted.
    QPushButton *m_uploadCancel = nullptr;
    QPointer<project::ProjectUploader> m_uploader;
    std::shared_ptr<std::atomic_bool> m_scanCancel;
    QStringList m_uploadWarnings; // the scan's warnings, shown with the outcome
    QLabel *m_submitResult = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_registryErrors = nullptr;

    // The check on the login node: its findings hold while checkKey() is m_checkKey.
    enum class CheckState { NotRun, Running, Done };
    CheckState m_checkState = CheckState::NotRun;
    QString m_checkKey;
    compose::Findings m_clusterFindings;
    bool m_environmentMissing = false;
    bool m_checkThenSubmit = false;
    int m_checkGeneration = 0;
    QFuture<envsetup::EnvironmentCheckResult> m_checkFuture;
    QString m_resultKey; // inputsKey() when the submission result was shown
    QString m_submitKey; // inputsKey() when Submit was pressed
    bool m_refused = false;
    QPushButton *m_checkButton = nullptr;
    QPushButton *m_checkCancel = nullptr;
    QPushButton *m_setupNowButton = nullptr;
    QPushButton *m_setupNowCancel = nullptr;
    QProgressBar *m_checkProgress = nullptr;
    QLabel *m_checkStatus = nullptr;
};

} // namespace slipway::ui
