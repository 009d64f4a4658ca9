#include "newrun/newrunpage.h"

#include "common/futures.h"
#include "common/settings.h"
#include "compose/scriptcomposer.h"
#include "compose/shellwords.h"
#include "connections/storagesummary.h"
#include "envsetup/importscanner.h"
#include "fetch/downloaddialog.h"
#include "localbridge/localrunresult.h"
#include "newrun/clusterstep.h"
#include "newrun/doctorpanel.h"
#include "newrun/environmentstep.h"
#include "newrun/findingsview.h"
#include "newrun/ladderpanel.h"
#include "newrun/parallelismstep.h"
#include "newrun/projectstep.h"
#include "newrun/resourcesstep.h"
#include "newrun/reviewstep.h"
#include "newrun/storagetarget.h"
#include "newrun/sweepfield.h"
#include "project/projectscanner.h"
#include "project/projectuploader.h"
#include "runs/runservice.h"
#include "runs/runstore.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "ssh/sshconnection.h"
#include "widgets/statuscolours.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace slipway::ui {

namespace {

QLabel *title(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    label->setFont(f);
    return label;
}

QWidget *page(const QString &heading, QWidget *body, QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *l = new QVBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    l->addWidget(title(heading, w));
    l->addWidget(body, 1);
    return w;
}

} // namespace

NewRunPage::NewRunPage(AppContext &context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
    , m_registry(std::make_unique<site::ProfileRegistry>(
          QStringList{site::ProfileRegistry::defaultUserFolder()}))
{
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buildStepHeaders());
    layout->addWidget(buildRegistryErrors());
    m_stack = new QStackedWidget(this);
    m_project = new ProjectStep(this);
    m_snapshotId = project::ProjectUploader::newSnapshotId();
    m_cluster = new ClusterStep(m_registry->profiles(), this);
    m_environment = new EnvironmentStep(this);
    m_resources = new ResourcesStep(this);
    m_parallelism = new ParallelismStep(this);
    m_review = new ReviewStep(this);
    m_sweep = new SweepField(this);

    buildPages(buildSubmitPage());
    layout->addWidget(m_stack, 1);
    layout->addLayout(buildNavigation());
    connectSteps();
    connectSetUpNow();
    selectStartingCluster();
    if (const auto example = m_project->example()) {
        applyExample(*example);
    }
    goToStep(What);
}

QHBoxLayout *NewRunPage::buildStepHeaders()
{
    auto *steps = new QHBoxLayout;
    const QStringList names = {tr("1 What"),      tr("2 Cluster"),     tr("3 Environment"),
                               tr("4 Resources"), tr("5 Parallelism"), tr("6 Review"),
                               tr("7 Submit")};
    // The step headers are buttons: a user who knows what they want goes straight to a step
    // (for example from an example to Submit) instead of clicking Next through each.
    for (int i = 0; i < names.size(); ++i) {
        auto *header = new QPushButton(names.at(i), this);
        header->setObjectName(QStringLiteral("stepHeader%1").arg(i));
        header->setFlat(true);
        header->setCursor(Qt::PointingHandCursor);
        header->setToolTip(tr("Go to this step"));
        connect(header, &QPushButton::clicked, this, [this, i] { goToStep(i); });
        m_stepLabels << header;
        steps->addWidget(header, 1);
    }
    return steps;
}

QLabel *NewRunPage::buildRegistryErrors()
{
    m_registryErrors = new QLabel(this);
    m_registryErrors->setObjectName(QStringLiteral("profileErrors"));
    m_registryErrors->setWordWrap(true);
    setStatusTone(m_registryErrors, StatusTone::Error);
    m_registryErrors->setText(m_registry->errors().join(QLatin1Char('\n')));
    m_registryErrors->setVisible(!m_registry->errors().isEmpty());
    return m_registryErrors;
}

QWidget *NewRunPage::buildSubmitPage()
{
    auto *submitPage = new QWidget(this);
    auto *sl = new QVBoxLayout(submitPage);
    m_summary = new QLabel(submitPage);
    m_summary->setObjectName(QStringLiteral("submitSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    sl->addWidget(m_summary);
    m_submitFindings = new FindingsView({}, submitPage);
    m_submitFindings->setObjectName(QStringLiteral("submitFindings"));
    sl->addWidget(m_submitFindings);
    sl->addLayout(buildCheckRow(submitPage));
    m_checkStatus = new QLabel(submitPage);
    m_checkStatus->setObjectName(QStringLiteral("clusterCheckStatus"));
    m_checkStatus->setWordWrap(true);
    m_checkStatus->setTextFormat(Qt::PlainText);
    sl->addWidget(m_checkStatus);
    auto *sb = new QHBoxLayout;
    m_submitButton = new QPushButton(tr("Submit"), submitPage);
    m_submitButton->setObjectName(QStringLiteral("submitButton"));
    sb->addWidget(m_submitButton);
    m_submitProgress = new QProgressBar(submitPage);
    m_submitProgress->setObjectName(QStringLiteral("submitProgress"));
    m_submitProgress->setRange(0, 0);
    m_submitProgress->setVisible(false);
    m_submitProgress->setMaximumWidth(200);
    sb->addWidget(m_submitProgress);
    m_uploadCancel = new QPushButton(tr("Stop sending"), submitPage);
    m_uploadCancel->setObjectName(QStringLiteral("uploadCancel"));
    m_uploadCancel->setToolTip(tr("Stops sending the project; nothing is submitted. What already "
                                  "arrived is kept, so the next submission sends only the rest."));
    m_uploadCancel->setVisible(false);
    sb->addWidget(m_uploadCancel);
    sb->addStretch(1);
    sl->addLayout(sb);
    m_submitResult = new QLabel(submitPage);
    m_submitResult->setObjectName(QStringLiteral("submitResult"));
    m_submitResult->setWordWrap(true);
    m_submitResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sl->addWidget(m_submitResult);
    auto *note = new QLabel(tr("Slipway checks the environment on the login node (nothing is "
                               "uploaded when that finds a problem), sends your project, records "
                               "the run, uploads the script to a new folder of its own in "
                               "slipway-runs/ in the working folder, asks the scheduler for a "
                               "dry run where it has one, then submits. A submission cannot be "
                               "stopped half-way; cancel the job on the Runs page."),
                            submitPage);
    note->setWordWrap(true);
    sl->addWidget(note);
    sl->addStretch(1);
    return submitPage;
}

QHBoxLayout *NewRunPage::buildCheckRow(QWidget *submitPage)
{
    // The check on the login node: the environment exists, the script's imports are there,
    // tensorboard is there when the job starts it. Submit runs it too, before any upload.
    auto *cb = new QHBoxLayout;
    m_checkButton = new QPushButton(tr("Quick first look on the login node"), submitPage);
    m_checkButton->setObjectName(QStringLiteral("clusterCheckButton"));
    m_checkButton->setToolTip(tr("Loads the environment on the login node and looks for what "
                                 "your training script imports. The login node may differ from "
                                 "the compute nodes; the environment doctor on the Review step "
                                 "checks in a real job."));
    cb->addWidget(m_checkButton);
    m_setupNowButton = new QPushButton(tr("Set it up now"), submitPage);
    m_setupNowButton->setObjectName(QStringLiteral("setupNowButton"));
    m_setupNowButton->setToolTip(tr("Runs the environment's one-time set-up on the login node "
                                    "(the same as on the Environment step), then checks again."));
    m_setupNowButton->setVisible(false);
    cb->addWidget(m_setupNowButton);
    m_checkProgress = new QProgressBar(submitPage);
    m_checkProgress->setObjectName(QStringLiteral("clusterCheckProgress"));
    m_checkProgress->setRange(0, 0);
    m_checkProgress->setMaximumWidth(160);
    m_checkProgress->setVisible(false);
    cb->addWidget(m_checkProgress);
    m_checkCancel = new QPushButton(tr("Cancel"), submitPage);
    m_checkCancel->setObjectName(QStringLiteral("clusterCheckCancel"));
    m_checkCancel->setVisible(false);
    cb->addWidget(m_checkCancel);
    m_setupNowCancel = new QPushButton(tr("Cancel the set-up"), submitPage);
    m_setupNowCancel->setObjectName(QStringLiteral("setupNowCancel"));
    m_setupNowCancel->setVisible(false);
    cb->addWidget(m_setupNowCancel);
    cb->addStretch(1);
    return cb;
}

void NewRunPage::buildPages(QWidget *submitPage)
{
    m_stack->addWidget(page(tr("What do you want to run?"), m_project, this));
    // The cluster, and below it where on the cluster the project goes (a workspace, scratch).
    auto *clusterPage = new QWidget(this);
    auto *cl = new QVBoxLayout(clusterPage);
    cl->setContentsMargins(0, 0, 0, 0);
    cl->addWidget(m_cluster, 1);
    m_storage = new StorageTargetView(clusterPage);
    m_storage->setRunnerSource([this](QString *error) { return runner(error); });
    m_storage->setProfile(m_cluster->profile());
    cl->addWidget(m_storage);
    m_stack->addWidget(page(tr("Where does the job run?"), clusterPage, this));
    m_stack->addWidget(page(tr("Which Python and torch?"), m_environment, this));
    m_stack->addWidget(page(tr("What does the job need?"), m_resources, this));
    // How the work is spread within the job, and below it over several jobs: a sweep.
    auto *parallelismPage = new QWidget(this);
    auto *pl = new QVBoxLayout(parallelismPage);
    pl->setContentsMargins(0, 0, 0, 0);
    pl->addWidget(m_parallelism, 1);
    m_parallelism->addAboveFindings(m_sweep);
    m_stack->addWidget(page(tr("How is the work spread?"), parallelismPage, this));
    // The job script, and below it the environment doctor: a short job that checks the
    // environment on the machine the job will use.
    auto *reviewPage = new QWidget(this);
    auto *rl = new QVBoxLayout(reviewPage);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(m_review, 1);
    m_reviewSweep = new QLabel(reviewPage);
    m_reviewSweep->setObjectName(QStringLiteral("reviewSweep"));
    m_reviewSweep->setWordWrap(true);
    m_reviewSweep->setTextFormat(Qt::PlainText);
    m_reviewSweep->setVisible(false);
    rl->addWidget(m_reviewSweep);
    // Room left in home, project and scratch, with a warning under 10 % free.
    m_reviewStorage = new StorageSummary(reviewPage);
    m_reviewStorage->setObjectName(QStringLiteral("reviewStorage"));
    rl->addWidget(m_reviewStorage);
    m_doctor = new DoctorPanel(reviewPage);
    m_doctor->setObjectName(QStringLiteral("doctorPanel"));
    m_doctor->setRunnerSource([this](QString *error) { return runner(error); });
    rl->addWidget(m_doctor);
    // Beside it, the smoke ladder: the script for a few steps here, in a debug job, in two ranks.
    m_ladder = new LadderPanel(reviewPage);
    m_ladder->setObjectName(QStringLiteral("ladderPanel"));
    m_ladder->setRunnerSource([this](QString *error) { return runner(error); });
    connect(m_ladder, &LadderPanel::useForFullRun, this,
            [this](const QString &time, const QString &mem, const QString &why) {
                m_resources->applyMeasured(time, mem);
                m_submitResult->setText(tr("Resources from the smoke ladder: %1").arg(why));
            });
    rl->addWidget(m_ladder);
    m_stack->addWidget(page(tr("The job script"), reviewPage, this));
    m_stack->addWidget(page(tr("Submit"), submitPage, this));
}

QHBoxLayout *NewRunPage::buildNavigation()
{
    auto *nav = new QHBoxLayout;
    m_back = new QPushButton(tr("&Back"), this);
    m_back->setObjectName(QStringLiteral("backButton"));
    m_next = new QPushButton(tr("&Next"), this);
    m_next->setObjectName(QStringLiteral("nextButton"));
    m_next->setDefault(true);
    nav->addStretch(1);
    nav->addWidget(m_back);
    nav->addWidget(m_next);
    return nav;
}

void NewRunPage::connectSteps()
{
    m_environment->setSetupScriptProvider([this] { return m_composed.setupText(); });

    connect(m_cluster, &ClusterStep::profileChanged, this, &NewRunPage::onProfileChanged);
    connect(m_cluster, &ClusterStep::profileChanged, m_storage,
            [this] { m_storage->setProfile(m_cluster->profile()); });
    connect(m_storage, &StorageTargetView::changed, this, &NewRunPage::recompose);
    connect(m_cluster, &ClusterStep::connectionChanged, this, [this] {
        m_storage->setProfile(m_cluster->profile());
        m_connectionDirty = true;
        updateSubmit();
    });
    connect(m_project, &ProjectStep::changed, this, [this] {
        showProjectInResources();
        recompose();
    });
    connect(m_project, &ProjectStep::exampleChosen, this, &NewRunPage::applyExample);
    connect(m_project, &ProjectStep::getDataRequested, this, [this] { openDownload(true); });
    connect(m_project, &ProjectStep::downloadRequested, this, [this] { openDownload(false); });
    connect(m_environment, &EnvironmentStep::changed, this, &NewRunPage::recompose);
    connect(m_resources, &ResourcesStep::changed, this, &NewRunPage::recompose);
    connect(m_parallelism, &ParallelismStep::changed, this, &NewRunPage::recompose);
    connect(m_sweep, &SweepField::changed, this, &NewRunPage::recompose);
    connect(m_review, &ReviewStep::changed, this, &NewRunPage::updateSubmit);
    connect(m_back, &QPushButton::clicked, this, [this] { goToStep(currentStep() - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { goToStep(currentStep() + 1); });
    connect(m_submitButton, &QPushButton::clicked, this, &NewRunPage::submit);
    connect(m_checkButton, &QPushButton::clicked, this, &NewRunPage::checkOnCluster);
    connect(m_checkCancel, &QPushButton::clicked, this, &NewRunPage::cancelClusterCheck);
    connect(m_uploadCancel, &QPushButton::clicked, this, &NewRunPage::stopUpload);
    connect(m_setupNowButton, &QPushButton::clicked, this, &NewRunPage::setUpNow);
    connect(m_setupNowCancel, &QPushButton::clicked, m_environment, &EnvironmentStep::cancelSetup);
}

void NewRunPage::connectSetUpNow()
{
    connect(m_environment, &EnvironmentStep::setupOutput, this, [this](const QString &line) {
        if (m_setupNowCancel->isVisible() && !line.trimmed().isEmpty()) {
            m_checkStatus->setText(tr("Setting up the environment on the login node: %1")
                                       .arg(line.trimmed().left(200)));
        }
    });
    connect(m_environment, &EnvironmentStep::setupFinished, this,
            [this](bool ok, const QString &message) {
                const bool fromHere = m_setupNowCancel->isVisible();
                m_setupNowCancel->setVisible(false);
                m_checkProgress->setVisible(false);
                if (!fromHere && !ok) {
                    return;
                }
                if (ok) {
                    // What the check said about the environment is out of date now.
                    m_checkState = CheckState::NotRun;
                    startClusterCheck(false);
                } else {
                    m_checkStatus->setText(tr("The set-up did not finish: %1").arg(message));
                    updateSubmit();
                }
            });
}

void NewRunPage::selectStartingCluster()
{
    // Start on the cluster of the last submitted run; on a first start on `local`, else the
    // first current cluster (the list puts current ones first).
    const bool resumed = m_context.settings && !m_context.settings->lastProfile().isEmpty() &&
                         m_cluster->selectProfile(m_context.settings->lastProfile());
    if (resumed) {
        if (!m_context.settings->lastHost().isEmpty()) {
            m_cluster->setHost(m_context.settings->lastHost(), m_context.settings->lastSshConfig());
        }
    } else if (!m_cluster->selectProfile(QStringLiteral("local")) &&
               !m_registry->profiles().isEmpty()) {
        m_cluster->selectProfile(m_registry->profiles().first().id);
    }
}

NewRunPage::~NewRunPage()
{
    ++m_checkGeneration;
    cancelIfRunning(m_checkFuture);
    m_environment->cancelAll();
}

compose::JobSpec NewRunPage::spec() const
{
    compose::JobSpec s;
    if (const site::SiteProfile *p = m_cluster->profile()) {
        s.profile = p->id;
    }
    s.environment = m_environment->environment();
    m_resources->fill(&s);
    m_parallelism->fill(&s);
    m_sweep->fill(&s);
    if (m_project->source() != ProjectStep::Source::OnCluster) {
        // The job runs in the snapshot the upload makes; the script names it before it exists.
        s.entry = m_project->entry();
        s.args = m_project->args();
        s.project = m_project->folder();
        s.workdir = projectRemoteRoot() + QLatin1Char('/') + m_snapshotId;
        s.projectSnapshot = s.workdir;
        if (const auto example = m_project->example()) {
            if (s.logdir.isEmpty()) {
                s.logdir = example->logdir;
            }
            if (s.jobName.isEmpty()) {
                s.jobName = example->name;
            }
        }
    }
    return s;
}

QString NewRunPage::projectRemoteRoot() const
{
    if (m_project->source() == ProjectStep::Source::OnCluster) {
        return {};
    }
    compose::JobSpec s;
    m_resources->fill(&s);
    return project::ProjectUploader::defaultRemoteRoot(
        m_project->folder(),
        s.workdir.isEmpty() && m_storage ? m_storage->baseFolder() : s.workdir);
}

void NewRunPage::applyExample(const project::Example &example)
{
    localbridge::SuggestedResources r;
    const QJsonObject res = example.resources;
    r.cpusPerTask = res.value(QStringLiteral("cpus_per_task")).toInt(1);
    r.gpus = res.value(QStringLiteral("gpus_per_node")).toInt(0);
    r.memoryGiB = std::max(1, res.value(QStringLiteral("mem")).toString().chopped(1).toInt());
    const QStringList hms = res.value(QStringLiteral("time")).toString().split(QLatin1Char(':'));
    r.walltimeMinutes =
        hms.size() == 3 ? hms[0].toInt() * 60 + hms[1].toInt() + (hms[2].toInt() > 0 ? 1 : 0) : 15;
    m_resources->applySuggested(r);
    m_parallelism->select(example.parallelism);
    showProjectInResources();
    recompose();
}

void NewRunPage::showProjectInResources()
{
    const bool fromProject = m_project->source() != ProjectStep::Source::OnCluster;
    QString jobName;
    QString logdir;
    if (const auto example = m_project->example()) {
        jobName = example->name;
        logdir = example->logdir;
    } else if (fromProject && !m_project->entry().isEmpty()) {
        jobName = QFileInfo(m_project->entry()).completeBaseName();
    }
    m_resources->showProject(fromProject, m_project->entry(),
                             compose::shellwords::joinArguments(m_project->args()), jobName,
                             logdir);
}

int NewRunPage::currentStep() const
{
    return m_stack->currentIndex();
}

void NewRunPage::goToStep(int step)
{
    step = std::clamp(step, 0, int(StepCount) - 1);
    if (step > Cluster && m_connectionDirty) {
        onConnectionChanged();
    }
    m_stack->setCurrentIndex(step);
    if (step == Environment) {
        m_environment->discoverIfNeeded();
    }
    if (step == Review) {
        const site::SiteProfile *p = m_cluster->profile();
        QString error;
        m_reviewStorage->refresh(
            p && p->scheduler != site::SchedulerKind::Local ? runner(&error) : nullptr,
            p && !p->quotaTool.isEmpty() ? p->quotaTool : QStringLiteral("auto"),
            p ? p->projectPath : QString(), p ? p->scratchPath : QString());
    }
    if (step == Submit && m_checkState == CheckState::NotRun && !m_submitting &&
        !m_environment->isSettingUp() && m_cluster->profile() &&
        m_cluster->profile()->scheduler != site::SchedulerKind::Local &&
        !m_cluster->host().isEmpty() && !hasBlocking(m_review->findings())) {
        startClusterCheck(false);
    }
    updateNavigation();
    updateSubmit();
}

void NewRunPage::onProfileChanged()
{
    const site::SiteProfile *p = m_cluster->profile();
    if (!p) {
        return;
    }
    m_environment->setProfile(*p);
    m_resources->setProfile(*p);
    m_parallelism->setProfile(*p);
    m_sweep->setProfile(*p);
    m_connectionDirty = true;
    // The profile's defaults replaced the resources: a chosen example still needs its own.
    if (const auto example = m_project->example()) {
        applyExample(*example);
        return;
    }
    recompose();
}

void NewRunPage::openDownload(bool fashionMnist)
{
    QString error;
    ssh::SshConnection *connection = nullptr;
    if (!m_context.connections || m_cluster->host().isEmpty()) {
        error = tr("Choose your cluster on the step \"Where does the job run?\" first, then "
                   "come back here.");
    } else {
        connection =
            m_context.connections->connection(m_cluster->host(), m_cluster->sshConfig(), &error);
    }
    const site::SiteProfile *p = m_cluster->profile();
    auto *dialog = new DownloadDialog(
        fashionMnist ? DownloadDialog::Mode::FashionMnist : DownloadDialog::Mode::Archive,
        connection, p ? p->loginNodeInternet : true,
        fashionMnist ? QStringLiteral("~/slipway-data/fashion-mnist") : QString(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!connection) {
        dialog->setProblem(error);
    }
    if (fashionMnist) {
        connect(dialog, &DownloadDialog::downloaded, m_project, &ProjectStep::setDataFolder);
    }
    dialog->open();
}

CommandRunner *NewRunPage::runner(QString *error)
{
    if (!m_context.connections || m_cluster->host().isEmpty()) {
        *error = m_cluster->host().isEmpty() ? tr("Give the login host or SSH alias on the "
                                                  "Cluster step.")
                                             : tr("There are no SSH connections in this window.");
        return nullptr;
    }
    return m_context.connections->runner(m_cluster->host(), m_cluster->sshConfig(), error);
}

void NewRunPage::onConnectionChanged()
{
    if (m_submitting) {
        return; // the submission in flight keeps its connection; switch afterwards
    }
    m_connectionDirty = false;
    const site::SiteProfile *p = m_cluster->profile();
    QString error;
    CommandRunner *r = (p && p->scheduler != site::SchedulerKind::Local) ? runner(&error) : nullptr;
    ssh::SshConnection *c =
        r ? m_context.connections->find(m_cluster->host(), m_cluster->sshConfig()) : nullptr;
    if (r != m_runner) {
        delete m_service;
        m_service = nullptr;
    }
    m_runner = r;
    m_environment->setConnection(r, c);
    if (!error.isEmpty()) {
        m_submitResult->setText(error);
        m_environment->showConnectionProblem(error);
    }
    recompose();
}

void NewRunPage::recompose()
{
    const site::SiteProfile *p = m_cluster->profile();
    if (!p) {
        return;
    }
    const compose::JobSpec s = spec();
    m_sweep->setScriptArguments(compose::shellwords::joinArguments(s.args));
    m_composed = compose::ScriptComposer::compose(s, *p);
    m_cluster->suggestHostFor(m_composed.gpusPerNode > 0 || s.gpusPerNode > 0);
    m_resources->setFindings(m_composed.findings);
    m_parallelism->setFindings(m_composed.findings, m_composed.tasksPerNode);
    m_review->setComposed(m_composed);
    showSweepInReview(s, *p);
    updateDoctor(s, *p);
    m_environment->setSetupAvailable(!m_composed.setupLines.isEmpty());
    updateSubmit();
}

void NewRunPage::updateDoctor(const compose::JobSpec &s, const site::SiteProfile &profile)
{
    envsetup::DoctorRequest request;
    request.spec = s;
    request.profile = profile;
    const bool onCluster = m_project->source() == ProjectStep::Source::OnCluster;
    if (!onCluster) {
        // The doctor uploads a snapshot of its own (the run's is made when it is submitted) and
        // works in it; it is also told what the entry script imports.
        compose::JobSpec folders;
        m_resources->fill(&folders);
        request.spec.workdir =
            folders.workdir.isEmpty() && m_storage ? m_storage->baseFolder() : folders.workdir;
        request.spec.project.clear();
        request.spec.projectSnapshot.clear();
    }
    request.readRemoteScript = onCluster;
    const QString folder = m_project->folder();
    const QString entry = m_project->entry();
    m_doctor->setImportSource([onCluster, folder, entry] {
        DoctorProjectFacts facts;
        if (!onCluster && !folder.isEmpty() && !entry.isEmpty()) {
            facts.imports = envsetup::ImportScanner::scan(folder, entry).modules;
            QFile file(QDir(folder).filePath(entry));
            if (file.open(QIODevice::ReadOnly)) {
                facts.workers = envsetup::EnvironmentDoctor::dataLoaderWorkers(
                    QString::fromUtf8(file.read(4 << 20)));
            }
        }
        return facts;
    });
    if (onCluster) {
        m_doctor->setProjectUpload(std::nullopt);
        m_ladder->setProjectUpload(std::nullopt);
    } else {
        // The doctor uploads the project as a snapshot of its own and works in it.
        DoctorProjectUpload upload;
        upload.scan.folder = folder;
        upload.scan.hashCache = project::ProjectScanner::defaultHashCache(folder);
        upload.scan.maxFileBytes = m_project->maxFileBytes();
        upload.scan.gitCommitted = m_project->gitCommitted();
        upload.remoteRoot = projectRemoteRoot();
        upload.quotaTool = profile.quotaTool;
        upload.connection = [this] {
            return m_context.connections
                       ? m_context.connections->find(m_cluster->host(), m_cluster->sshConfig())
                       : nullptr;
        };
        upload.prepare = [this](QString *error) {
            return m_project->prepareFolder(error);
        };
        m_doctor->setProjectUpload(upload);
        m_ladder->setProjectUpload(upload);
    }
    envsetup::LadderRequest ladder;
    ladder.spec = request.spec;
    ladder.profile = profile;
    ladder.localProject = onCluster ? QString() : folder;
    m_ladder->setJob(ladder, !m_composed.blocked(), m_composed.tasksPerNode);
    m_doctor->setLoginNodeNote(
        profile.loginNodeUnlikeCompute.isEmpty()
            ? QString()
            : tr("On %1 the login node is not the machine your job uses: %2 Only this check "
                 "counts; “Quick first look on the login node” on the Submit page cannot see it.")
                  .arg(profile.displayName, profile.loginNodeUnlikeCompute));
    m_doctor->setJob(request, m_composed);
}

void NewRunPage::showSweepInReview(const compose::JobSpec &s, const site::SiteProfile &profile)
{
    const int tasks = m_sweep->taskCount();
    m_reviewSweep->setVisible(m_sweep->isChecked());
    if (!m_sweep->isChecked()) {
        m_reviewSweep->clear();
    } else if (tasks == 0) {
        m_reviewSweep->setText(tr("Sweep: %1").arg(m_sweep->problem()));
    } else {
        m_reviewSweep->setText(
            tr("Sweep over %1: %2 The parameters go to params.tsv in the run's folder; each "
               "task reads its row and runs the script with them added.")
                .arg(s.sweep.join(QStringLiteral(" × ")),
                     SweepField::arrayPlan(tasks, s.maxRunning, profile)));
    }
}

bool NewRunPage::canSubmit(QString *why) const
{
    const auto say = [why](const QString &text) {
        if (why) {
            *why = text;
        }
        return false;
    };
    const site::SiteProfile *p = m_cluster->profile();
    if (!p) {
        return say(tr("Choose a cluster first."));
    }
    if (p->scheduler == site::SchedulerKind::Local) {
        return say(tr("%1 has no scheduler: copy the script from the Review step and run it "
                      "with bash, or use the Local page.")
                       .arg(p->displayName));
    }
    if (m_submitting) {
        return say(tr("Submitting…"));
    }
    if (const QString sweep = m_sweep->problem(); !sweep.isEmpty()) {
        return say(tr("The sweep on the Parallelism step: %1").arg(sweep));
    }
    if (hasBlocking(m_review->findings()) ||
        (clusterCheckFresh() && hasBlocking(m_clusterFindings))) {
        return say(tr("Fix the problems listed above first."));
    }
    if (m_cluster->host().isEmpty()) {
        return say(tr("Give the login host or SSH alias on the Cluster step."));
    }
    if (m_project->source() == ProjectStep::Source::Folder &&
        (m_project->folder().isEmpty() || m_project->entry().isEmpty())) {
        return say(tr("Choose the folder and its training script on the What step."));
    }
    if (!m_context.runs || !m_context.runs->isOpen() || m_context.runs->isReadOnly()) {
        return say(tr("The run history cannot be written, so nothing can be submitted."));
    }
    return true;
}

void NewRunPage::updateNavigation()
{
    const int step = currentStep();
    for (int i = 0; i < m_stepLabels.size(); ++i) {
        QPushButton *l = m_stepLabels.at(i);
        QFont f = l->font();
        f.setBold(i == step);
        l->setFont(f);
        l->setStyleSheet(i == step ? QStringLiteral("background: palette(highlight); color: "
                                                    "palette(highlighted-text); border-radius: "
                                                    "4px; padding: 4px")
                                   : QStringLiteral("padding: 4px"));
    }
    m_back->setEnabled(step > 0);
    m_next->setEnabled(step < StepCount - 1);
}

void NewRunPage::updateSubmit()
{
    // Results of earlier checks and submissions go when what they were about changes.
    if (m_checkState != CheckState::NotRun && checkKey() != m_checkKey) {
        if (m_checkState == CheckState::Running) {
            cancelClusterCheck();
        }
        m_checkState = CheckState::NotRun;
        m_clusterFindings.clear();
        m_environmentMissing = false;
        m_checkStatus->setText(tr("Your choices changed since the last check on the cluster; it "
                                  "runs again when you submit."));
    }
    if (!m_resultKey.isEmpty() && !m_submitting && inputsKey() != m_resultKey) {
        m_resultKey.clear();
        m_refused = false;
        m_submitResult->clear();
        m_submitButton->setText(tr("Submit"));
    }
    QString why;
    const bool ok = canSubmit(&why);
    m_submitButton->setEnabled(ok);
    m_submitButton->setToolTip(why);
    const bool checking = m_checkState == CheckState::Running;
    const bool settingUp = m_environment->isSettingUp();
    m_checkButton->setEnabled(!checking && !settingUp && !m_submitting && m_cluster->profile() &&
                              m_cluster->profile()->scheduler != site::SchedulerKind::Local &&
                              !m_cluster->host().isEmpty());
    m_checkButton->setText(m_checkState == CheckState::Done
                               ? tr("Quick first look again (login node)")
                               : tr("Quick first look on the login node"));
    m_checkCancel->setVisible(checking);
    m_checkProgress->setVisible(checking || settingUp);
    m_setupNowButton->setVisible(clusterCheckFresh() && m_environmentMissing);
    m_setupNowButton->setEnabled(!settingUp && !checking && !m_submitting);
    compose::Findings shown = m_review->findings();
    if (clusterCheckFresh()) {
        shown << m_clusterFindings;
    }
    // "No problems found" only when nothing stops the submission and the cluster has been
    // asked; beside a refusal, the list shows only what it has.
    if ((!ok && !m_submitting) || m_refused) {
        m_submitFindings->setNoProblemsText(QString());
    } else if (clusterCheckFresh()) {
        m_submitFindings->setNoProblemsText(tr("No problems found."));
    } else {
        m_submitFindings->setNoProblemsText(
            tr("No problems found in your choices. The environment is checked on the login node "
               "before anything is uploaded."));
    }
    m_submitFindings->setFindings(shown);
    const site::SiteProfile *p = m_cluster->profile();
    if (!p) {
        m_summary->clear();
        return;
    }
    const compose::JobSpec &r = m_composed.resolvedSpec;
    m_summary->setText(
        //: %6 is "2 nodes", %7 "1 GPU per node", %8 "4 CPUs per task"
        tr("<p><b>%1</b> through <b>%2</b>%3</p><p>%4 on partition %5: %6, %7, %8, memory %9, "
           "time %10. Environment: %11.</p>%12")
            .arg(p->displayName.toHtmlEscaped(), m_cluster->host().toHtmlEscaped(),
                 m_cluster->sshConfig().isEmpty()
                     ? QString()
                     : tr(" (config %1)").arg(m_cluster->sshConfig().toHtmlEscaped()),
                 QString(r.entry + QLatin1Char(' ') + compose::shellwords::joinArguments(r.args))
                     .toHtmlEscaped(),
                 r.partition.isEmpty() ? tr("(default)") : r.partition.toHtmlEscaped())
            .arg(tr("%n node(s)", nullptr, m_composed.nodes),
                 tr("%n GPU(s) per node", nullptr, m_composed.gpusPerNode),
                 tr("%n CPU(s) per task", nullptr, r.cpusPerTask))
            .arg(r.mem.isEmpty() ? (r.memPerCpu.isEmpty() ? tr("site default")
                                                          : tr("%1 per CPU").arg(r.memPerCpu))
                                 : r.mem,
                 r.time.toHtmlEscaped(), r.environment.recipe.toHtmlEscaped(),
                 // Problems in the list below say themselves what stops the submission.
                 ok || hasBlocking(shown)
                     ? QString()
                     : QStringLiteral("<p style='color:%1'>%2</p>")
                           .arg(statusColourName(StatusTone::Error), why.toHtmlEscaped())));
}

void NewRunPage::submit()
{
    QString why;
    if (!canSubmit(&why)) {
        m_submitResult->setText(why);
        return;
    }
    if (m_connectionDirty) {
        onConnectionChanged();
    }
    QString error;
    CommandRunner *r = m_runner ? m_runner.data() : runner(&error);
    if (!r) {
        m_submitResult->setText(error);
        return;
    }
    // Every blocking check runs before the project is uploaded: a refused submission leaves
    // nothing on the cluster.
    m_submitKey = inputsKey();
    startClusterCheck(true);
}

void NewRunPage::checkOnCluster()
{
    startClusterCheck(false);
}

QString NewRunPage::checkKey() const
{
    const compose::JobSpec &r = m_composed.resolvedSpec;
    QJsonObject key = r.toJson().value(QStringLiteral("environment")).toObject();
    key.insert(QStringLiteral("host"), m_cluster->host());
    key.insert(QStringLiteral("config"), m_cluster->sshConfig());
    key.insert(QStringLiteral("profile"),
               m_cluster->profile() ? m_cluster->profile()->id : QString());
    key.insert(QStringLiteral("source"), int(m_project->source()));
    key.insert(QStringLiteral("folder"), m_project->folder());
    key.insert(QStringLiteral("entry"), m_project->entry());
    key.insert(QStringLiteral("tb"), r.tensorboard);
    key.insert(QStringLiteral("tbsetup"), r.tensorboardSetup);
    return QString::fromUtf8(QJsonDocument(key).toJson(QJsonDocument::Compact));
}

QString NewRunPage::inputsKey() const
{
    compose::JobSpec s = spec();
    s.workdir.clear();
    s.projectSnapshot.clear();
    return QString::fromUtf8(QJsonDocument(s.toJson()).toJson(QJsonDocument::Compact)) +
           m_cluster->host() + QLatin1Char('\n') + m_cluster->sshConfig();
}

bool NewRunPage::clusterCheckFresh() const
{
    return m_checkState == CheckState::Done && m_checkKey == checkKey();
}

void NewRunPage::cancelClusterCheck()
{
    if (m_checkState != CheckState::Running) {
        return;
    }
    ++m_checkGeneration;
    cancelIfRunning(m_checkFuture);
    m_checkState = CheckState::NotRun;
    m_checkStatus->setText(m_checkThenSubmit ? tr("Check cancelled; nothing was uploaded or "
                                                  "submitted.")
                                             : tr("Check cancelled."));
    if (m_checkThenSubmit) {
        m_checkThenSubmit = false;
        m_submitting = false;
        m_submitProgress->setVisible(false);
    }
    updateSubmit();
}

void NewRunPage::startClusterCheck(bool thenSubmit)
{
    if (m_checkState == CheckState::Running) {
        if (thenSubmit && !m_checkThenSubmit) {
            // Submit pressed while the check of the same choices runs: submit after it.
            m_checkThenSubmit = true;
            m_submitting = true;
            m_refused = false;
            m_resultKey.clear();
            m_submitResult->clear();
            m_submitProgress->setVisible(true);
            m_submitProgress->setRange(0, 0);
            updateSubmit();
        }
        return;
    }
    QString error;
    CommandRunner *r = nullptr;
    if (m_cluster->profile() && m_cluster->profile()->scheduler != site::SchedulerKind::Local) {
        if (m_connectionDirty) {
            onConnectionChanged();
        }
        r = m_runner ? m_runner.data() : runner(&error);
    }
    if (!r) {
        m_checkStatus->setText(error.isEmpty() ? tr("There is no cluster to check on.") : error);
        if (thenSubmit) {
            m_submitResult->setText(error);
        }
        return;
    }
    QString prepareError;
    if (m_project->source() == ProjectStep::Source::Example &&
        !m_project->prepareFolder(&prepareError)) {
        m_checkStatus->setText(prepareError);
        if (thenSubmit) {
            m_submitResult->setText(prepareError); // where the person who pressed Submit looks
        }
        return;
    }
    const int generation = ++m_checkGeneration;
    const QString key = checkKey();
    m_checkState = CheckState::Running;
    m_checkKey = key;
    m_checkThenSubmit = thenSubmit;
    if (thenSubmit) {
        m_submitting = true;
        m_refused = false;
        m_resultKey.clear();
        m_submitResult->clear();
        m_submitProgress->setVisible(true);
        m_submitProgress->setRange(0, 0);
    }
    m_checkStatus->setText(tr("Checking the environment on the login node…"));
    updateSubmit();

    envsetup::EnvironmentCheckRequest request;
    const compose::JobSpec &resolved = m_composed.resolvedSpec;
    request.environment = resolved.environment;
    const QString recipe = request.environment.recipe;
    // A per-job virtualenv and a container image are made inside the job: the login node can
    // check their modules only.
    const bool builtInJob =
        recipe == QLatin1String("virtualenv-wheelhouse") || recipe == QLatin1String("container");
    request.tensorboard = resolved.tensorboard && !builtInJob;
    request.tensorboardSetup = resolved.tensorboardSetup;
    if (m_project->source() == ProjectStep::Source::OnCluster && !builtInJob) {
        request.remoteEntry = resolved.entry;
        request.remoteWorkdir = resolved.workdir;
    }
    const QString folder = m_project->folder();
    const QString entry = m_project->entry();
    const bool readImports = m_project->source() != ProjectStep::Source::OnCluster &&
                             !folder.isEmpty() && !entry.isEmpty() && !builtInJob;
    QPointer<CommandRunner> guard(r);
    QtConcurrent::run([readImports, folder, entry] {
        return readImports ? envsetup::ImportScanner::scan(folder, entry)
                           : envsetup::ProjectNeeds{};
    })
        .then(this, [this, generation, request, guard, key,
                     builtInJob](const envsetup::ProjectNeeds &needs) mutable {
            if (generation != m_checkGeneration) {
                return;
            }
            request.modules = needs.modules;
            request.distributions = needs.requirements;
            m_checkFuture = envsetup::EnvironmentCheck::run(guard, request);
            m_checkFuture.then(this, [this, generation, request, needs, key, builtInJob,
                                      guard](const envsetup::EnvironmentCheckResult &result) {
                if (generation != m_checkGeneration) {
                    return;
                }
                m_checkState = CheckState::Done;
                m_clusterFindings = envsetup::EnvironmentCheck::findings(request, result);
                for (const QString &problem : needs.problems) {
                    m_clusterFindings << compose::Finding{
                        compose::Finding::Severity::Advice, QStringLiteral("entry"), problem, {}};
                }
                if (builtInJob) {
                    m_clusterFindings << compose::Finding{
                        compose::Finding::Severity::Info,
                        QStringLiteral("environment"),
                        tr("This environment is made inside each job, so your script's imports are "
                           "checked only when the job runs."),
                        {}};
                }
                const site::SiteProfile *profile = m_cluster->profile();
                const bool firstLookOnly = profile && !profile->loginNodeUnlikeCompute.isEmpty();
                if (profile) {
                    m_clusterFindings = envsetup::EnvironmentCheck::asFirstLook(
                        m_clusterFindings, profile->loginNodeUnlikeCompute);
                }
                m_environmentMissing = result.environmentMissing;
                const bool blocked = hasBlocking(m_clusterFindings);
                m_checkStatus->setText(
                    !result.answered ? tr("The check could not run on the login node.")
                    : blocked ? tr("The check on the login node found problems (listed above).")
                    : firstLookOnly
                        ? tr("Quick first look only: the login node is not the machine your job "
                             "uses, so what it found does not count. Only the environment doctor "
                             "on the Review step checks the machine your job uses.")
                        : tr("Checked on the login node: the environment loads and has "
                             "what your script imports."));
                const bool submitAfter = m_checkThenSubmit;
                m_checkThenSubmit = false;
                if (!submitAfter) {
                    updateSubmit();
                    Q_EMIT clusterCheckFinished();
                    return;
                }
                if (blocked || !guard) {
                    m_submitting = false;
                    onSubmitted(runs::SubmitOutcome{
                        0,
                        false,
                        {},
                        guard ? tr("fix the problems listed above first. Nothing was uploaded.")
                              : tr("The connection to the cluster is gone.")});
                    Q_EMIT clusterCheckFinished();
                    return;
                }
                Q_EMIT clusterCheckFinished();
                if (m_project->source() != ProjectStep::Source::OnCluster) {
                    uploadThenSubmit(guard);
                } else {
                    submitToScheduler(guard);
                }
            });
        });
}

void NewRunPage::setUpNow()
{
    m_setupNowCancel->setVisible(true);
    m_checkProgress->setVisible(true);
    m_checkStatus->setText(tr("Setting up the environment on the login node…"));
    m_setupNowButton->setEnabled(false);
    m_environment->startSetup();
    updateSubmit();
}

// Uploads the project's snapshot (only changed files), then submits. The scan reads every file
// and runs on a worker thread; the upload reports progress in the bar.
void NewRunPage::uploadThenSubmit(CommandRunner *runner)
{
    QString error;
    if (!m_project->prepareFolder(&error)) {
        onSubmitted(runs::SubmitOutcome{0, false, {}, error});
        return;
    }
    m_submitting = true;
    m_uploadWarnings.clear();
    m_submitProgress->setVisible(true);
    m_submitProgress->setRange(0, 0);
    m_submitResult->setText(tr("Reading the project folder…"));
    updateSubmit();
    project::ScanOptions options;
    options.folder = m_project->folder();
    options.hashCache = project::ProjectScanner::defaultHashCache(options.folder);
    options.maxFileBytes = m_project->maxFileBytes();
    options.gitCommitted = m_project->gitCommitted();
    const QString root = projectRemoteRoot();
    const QString snapshot = m_snapshotId;
    QPointer<CommandRunner> guard(runner);
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_scanCancel = cancel;
    m_uploadCancel->setVisible(true);
    m_uploadCancel->setEnabled(true);
    QtConcurrent::run([options, cancel] {
        return project::ProjectScanner::scan(options, cancel.get());
    }).then(this, [this, guard, root, snapshot, cancel](const project::ProjectScan &scan) {
        const auto fail = [this](const QString &why) {
            m_uploadCancel->setVisible(false);
            onSubmitted(runs::SubmitOutcome{0, false, {}, why});
        };
        if (cancel->load()) {
            fail(tr("Sending was stopped before anything was sent; nothing was submitted."));
            return;
        }
        m_uploadWarnings = scan.warnings;
        if (!scan.ok()) {
            fail(scan.error);
            return;
        }
        if (!guard) {
            fail(tr("The connection to the cluster is gone."));
            return;
        }
        auto *uploader = new project::ProjectUploader(guard, this);
        m_uploader = uploader;
        uploader->setSftpConnection(
            m_context.connections->find(m_cluster->host(), m_cluster->sshConfig()));
        connect(uploader, &project::ProjectUploader::statusChanged, this,
                [this](const QString &text) { m_submitResult->setText(text); });
        connect(uploader, &project::ProjectUploader::progress, this,
                [this](qint64 done, qint64 total) {
                    m_submitProgress->setRange(0, 1000);
                    m_submitProgress->setValue(total > 0 ? int(done * 1000 / total) : 1000);
                });
        connect(uploader, &project::ProjectUploader::finished, this,
                [this, uploader, guard, fail](const project::UploadResult &result) {
                    uploader->deleteLater();
                    m_uploadCancel->setVisible(false);
                    if (result.cancelled) {
                        fail(tr("Sending was stopped; nothing was submitted. What already "
                                "arrived on the cluster is kept, so the next submission sends "
                                "only the rest."));
                        return;
                    }
                    if (!result.ok) {
                        fail(tr("The project was not sent: %1").arg(result.error));
                        return;
                    }
                    m_submitProgress->setRange(0, 0);
                    if (!result.space.isEmpty()) {
                        m_submitResult->setText(result.space); // while the scheduler answers
                    }
                    if (!guard) {
                        fail(tr("The connection to the cluster is gone."));
                        return;
                    }
                    submitToScheduler(guard);
                });
        project::UploadOptions upload;
        upload.remoteRoot = root;
        upload.snapshotId = snapshot;
        if (const site::SiteProfile *profile = m_cluster->profile()) {
            upload.quotaTool = profile->quotaTool;
        }
        uploader->start(scan, upload);
    });
}

void NewRunPage::stopUpload()
{
    m_uploadCancel->setEnabled(false);
    m_submitResult->setText(tr("Stopping…"));
    if (m_scanCancel) {
        *m_scanCancel = true;
    }
    if (m_uploader) {
        m_uploader->cancel();
    }
}

void NewRunPage::submitToScheduler(CommandRunner *r)
{
    // The steps stay editable while the check and the upload run: a job is only submitted
    // for the choices that were checked and uploaded.
    if (inputsKey() != m_submitKey) {
        runs::SubmitOutcome changed;
        changed.message = tr("your choices changed while the project was checked and "
                             "uploaded. Submit again to use them.");
        onSubmitted(changed);
        return;
    }
    // A service for this submission's runner: the connection may have been replaced (the
    // cluster edited and connected again) since the last one, and with it the old runner.
    if (m_service) {
        m_service->deleteLater();
    }
    m_service = new runs::RunService(m_context.runs, r, this);
    runs::SubmitRequest request;
    request.spec = m_composed.resolvedSpec;
    request.profile = *m_cluster->profile();
    request.script = m_review->scriptText();
    request.setupScript = m_composed.setupText();
    request.host = m_cluster->host();
    request.sshConfig = m_cluster->sshConfig();
    m_submitting = true;
    m_submitProgress->setVisible(true);
    m_submitProgress->setRange(0, 0);
    m_submitResult->setText(tr("Recording the run, uploading the script and asking the "
                               "scheduler…"));
    updateSubmit();
    m_service->submit(request).then(this, [this](const runs::SubmitOutcome &o) { onSubmitted(o); });
}

void NewRunPage::onSubmitted(const runs::SubmitOutcome &outcome)
{
    m_submitting = false;
    m_refused = !outcome.submitted;
    if (m_project->source() != ProjectStep::Source::OnCluster) {
        // The next submission makes a snapshot of its own.
        m_snapshotId = project::ProjectUploader::newSnapshotId();
        recompose();
    }
    m_submitProgress->setVisible(false);
    m_submitResult->setText(
        QStringLiteral("<span style='color:%1'>%2</span>")
            .arg(statusColourName(outcome.submitted ? StatusTone::Ok : StatusTone::Error),
                 (outcome.submitted ? tr("Run %1: %2").arg(outcome.runId).arg(outcome.message)
                                    : tr("Not submitted: %1").arg(outcome.message))
                     .toHtmlEscaped()));
    if (!m_uploadWarnings.isEmpty()) {
        m_submitResult->setText(m_submitResult->text() + QStringLiteral("<br>") +
                                m_uploadWarnings.join(QLatin1Char('\n')).toHtmlEscaped());
        m_uploadWarnings.clear();
    }
    m_uploadCancel->setVisible(false);
    m_submitButton->setText(outcome.submitted ? tr("Submit another run") : tr("Submit"));
    m_resultKey = inputsKey();
    updateSubmit();
    Q_EMIT submitFinished(outcome.submitted, outcome.message);
    if (outcome.submitted) {
        if (m_context.settings && m_cluster->profile()) {
            m_context.settings->setLastCluster(m_cluster->profile()->id, m_cluster->host(),
                                               m_cluster->sshConfig());
            m_context.settings->sync();
        }
        Q_EMIT runSubmitted(outcome.runId);
    }
}

void NewRunPage::useConnection(const QString &hostArg, const QString &configFile, bool onlyIfUnset)
{
    if (onlyIfUnset && m_cluster->hostChosen()) {
        return;
    }
    m_cluster->selectProfileForHost(hostArg);
    m_cluster->setHost(hostArg, configFile);
}

void NewRunPage::applySuggestedResources(const localbridge::SuggestedResources &resources)
{
    m_resources->applySuggested(resources);
    goToStep(Resources);
}

} // namespace slipway::ui
