#include "runs/runspage.h"

#include "common/settings.h"
#include "compose/scriptcomposer.h"
#include "notify/desktopnotifier.h"
#include "runs/logview.h"
#include "runs/nextrunnumbers.h"
#include "runs/resultsdialog.h"
#include "runs/runsegments.h"
#include "runs/runservice.h"
#include "runs/runstore.h"
#include "runs/runtablemodel.h"
#include "runs/sweepcomparison.h"
#include "runs/sweeptaskview.h"
#include "runs/usagepanel.h"
#include "settings/notificationdialog.h"
#include "site/profileregistry.h"
#include "ssh/connectionpool.h"
#include "widgets/emptystate.h"

#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QMetaMethod>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {

constexpr int kPollMs = 10000;

bool couldNotAsk(const runs::RunRecord &run)
{
    return run.message.startsWith(QLatin1String("Could not ask the scheduler"));
}

} // namespace

RunsPage::RunsPage(AppContext &context, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
    , m_model(new RunTableModel(this))
{
    auto *layout = new QVBoxLayout(this);

    auto *actions = new QHBoxLayout;
    const auto button = [this, actions](const QString &text, const char *name, const QString &tip) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        actions->addWidget(b);
        return b;
    };
    m_refresh = button(tr("&Refresh"), "refreshRuns", tr("Ask the clusters for the state now."));
    m_cancel = button(tr("&Cancel job…"), "cancelRun", tr("Cancel the selected run's job."));
    m_resubmit = button(tr("Re&submit"), "resubmitRun",
                        tr("Submit the same script again as a new run linked to this one."));
    m_openLog = button(tr("Open &log"), "openLog", tr("Show the job's output as it grows."));
    m_showScript = button(tr("Show scrip&t"), "showScript", tr("The job script as submitted."));
    m_copyScript = button(tr("Copy script"), "copyScript", tr("Copy the job script."));
    m_plots = button(tr("&Plots"), "openPlots", tr("Plot this run's TensorBoard event files."));
    m_download = button(tr("Download results…"), "downloadResults",
                        tr("Copy the files this run wrote (checkpoints, CSV files, plots) to this "
                           "computer; later downloads only bring what is new."));
    m_jobTensorBoard = button(tr("TensorBoard"), "jobTensorBoard",
                              tr("Open the TensorBoard this run's job started on its node."));
    actions->addStretch(1);
    layout->addLayout(actions);

    m_stack = new QStackedWidget(this);
    // A first start leads the way instead of showing an empty table: connect, choose what to
    // run, submit. Each step is marked done as the user goes (updateGuide).
    m_empty = new EmptyState(tr("Your first run in three steps"), QString(), m_stack);
    QPushButton *connectButton = m_empty->addButton(tr("1. Connect to your cluster…"));
    connectButton->setObjectName(QStringLiteral("guideConnect"));
    connect(connectButton, &QPushButton::clicked, this,
            [this] { Q_EMIT pageRequested(QStringLiteral("connections")); });
    QPushButton *newRunButton = m_empty->addButton(tr("2. Choose what to run…"));
    newRunButton->setObjectName(QStringLiteral("guideNewRun"));
    connect(newRunButton, &QPushButton::clicked, this,
            [this] { Q_EMIT pageRequested(QStringLiteral("newrun")); });
    m_stack->addWidget(m_empty);
    if (m_context.connections) {
        connect(m_context.connections, &ssh::ConnectionPool::stateChanged, this,
                [this](const QString &hostArg, const QString &, ssh::SshState state) {
                    if (state == ssh::SshState::Ready) {
                        m_readyHost = hostArg;
                    } else if (hostArg == m_readyHost && state != ssh::SshState::Reconnecting) {
                        m_readyHost.clear();
                    }
                    updateGuide();
                });
    }
    updateGuide();

    auto *splitter = new QSplitter(Qt::Vertical, m_stack);
    splitter->setObjectName(QStringLiteral("runsSplitter")); // its sizes are remembered
    auto *top = new QWidget(splitter);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableView(top);
    m_table->setObjectName(QStringLiteral("runsTable"));
    m_table->setAccessibleName(tr("Runs"));
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move in it
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    // The name takes the room that is left; every other column is as wide as its text, so a
    // state or an elapsed time that grows (PENDING -> COMPLETING, 59 s -> 1 h 02 min) is
    // never cut off.
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(RunTableModel::Name, QHeaderView::Stretch);
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(40);
    m_table->setWordWrap(false);
    topLayout->addWidget(m_table, 1);
    m_detail = new QLabel(top);
    m_detail->setObjectName(QStringLiteral("runDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    topLayout->addWidget(m_detail);
    m_sweep = new SweepTaskView(top);
    m_sweep->setObjectName(QStringLiteral("sweepTaskView"));
    topLayout->addWidget(m_sweep, 1);
    m_sweepComparison = new SweepComparison(m_context.connections, top);
    m_sweepComparison->setObjectName(QStringLiteral("sweepComparisonPanel"));
    topLayout->addWidget(m_sweepComparison, 1);
    m_usage = new UsagePanel(m_context.connections, top);
    m_usage->setObjectName(QStringLiteral("usagePanel"));
    topLayout->addWidget(m_usage);
    splitter->addWidget(top);
    m_log = new LogView(splitter);
    m_log->setObjectName(QStringLiteral("logView"));
    m_log->hide();
    splitter->addWidget(m_log);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    m_stack->addWidget(splitter);
    layout->addWidget(m_stack, 1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("runsStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    // Beside the status line, not in the crowded row of run actions: it is about every run.
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    auto *notifications = new QPushButton(tr("Notifications…"), this);
    notifications->setObjectName(QStringLiteral("notificationSettings"));
    notifications->setToolTip(tr("Choose what Slipway tells you about your jobs, and whether it "
                                 "keeps watching them when its window is closed."));
    connect(notifications, &QPushButton::clicked, this, &RunsPage::editNotificationSettings);
    statusRow->addWidget(notifications);
    layout->addLayout(statusRow);

    m_pollTimer = new QTimer(this);
    m_pollTimer->setObjectName(QStringLiteral("runsPollTimer"));
    m_pollTimer->setInterval(kPollMs);
    connect(m_pollTimer, &QTimer::timeout, this, &RunsPage::refreshNow);
    m_tickTimer = new QTimer(this);
    m_tickTimer->setInterval(1000);
    connect(m_tickTimer, &QTimer::timeout, m_model, &RunTableModel::tick);

    connect(m_refresh, &QPushButton::clicked, this, [this] {
        reload();
        refreshNow();
    });
    connect(m_cancel, &QPushButton::clicked, this, &RunsPage::confirmCancel);
    connect(m_resubmit, &QPushButton::clicked, this, &RunsPage::resubmit);
    connect(m_openLog, &QPushButton::clicked, this, &RunsPage::openLog);
    connect(m_showScript, &QPushButton::clicked, this, &RunsPage::showScript);
    connect(m_copyScript, &QPushButton::clicked, this, &RunsPage::copyScript);
    connect(m_download, &QPushButton::clicked, this, &RunsPage::downloadResults);
    connect(m_plots, &QPushButton::clicked, this, [this] {
        if (const runs::RunRecord *run = selectedRun()) {
            Q_EMIT openPlotsRequested(run->id);
        }
    });
    connect(m_jobTensorBoard, &QPushButton::clicked, this, [this] {
        if (const runs::RunRecord *run = selectedRun()) {
            Q_EMIT openJobTensorBoardRequested(run->id);
        }
    });
    connect(m_table, &QTableView::doubleClicked, this, &RunsPage::openLog);
    connect(m_sweep, &SweepTaskView::resubmitFailedRequested, this, &RunsPage::resubmitTasks);
    connect(m_sweep, &SweepTaskView::cancelTaskRequested, this, &RunsPage::cancelTask);
    connect(m_sweepComparison, &SweepComparison::plotsRequested, this,
            &RunsPage::openPlotsRequested);
    m_notifier = new DesktopNotifier(this);
    wireUsage();
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RunsPage::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RunsPage::showSelectedLog);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &RunsPage::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RunsPage::updateEmptyState);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &RunsPage::updateEmptyState);

    reload();
}

RunsPage::~RunsPage() = default;

void RunsPage::reload()
{
    if (!m_context.runs) {
        setStatus(tr("No run history is open."));
        m_model->clear();
        return;
    }
    const qint64 selected = selectedRun() ? selectedRun()->id : 0;
    if (!m_model->reload(*m_context.runs)) {
        setStatus(tr("The run history %1 could not be opened: %2")
                      .arg(m_context.runs->path(), m_context.runs->errorString()));
    } else if (m_context.runs->isReadOnly()) {
        setStatus(m_context.runs->errorString());
    }
    const int row = selected > 0 ? m_model->rowOf(selected) : -1;
    if (row >= 0) {
        m_table->selectRow(row);
    } else if (m_model->rowCount() > 0) {
        m_table->selectRow(0); // the newest run, so its state and actions are in view
    }
    updateActions();
}

void RunsPage::showRun(qint64 runId)
{
    reload();
    const int row = m_model->rowOf(runId);
    if (row < 0) {
        setStatus(tr("Run %1 is not in the history.").arg(runId));
        return;
    }
    m_table->selectRow(row);
    m_table->scrollTo(m_model->index(row, 0));
    refreshNow();
}

void RunsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    applyNotificationSettings();
    reload();
    refreshNow();
    m_pollTimer->start();
    m_tickTimer->start();
    m_usage->setActive(true);
}

void RunsPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_tickTimer->stop();
    if (m_background) {
        return; // the poll goes on: its events still become notifications
    }
    m_pollTimer->stop();
    m_usage->setActive(false);
}

void RunsPage::setWatchingInBackground(bool on)
{
    m_background = on;
    if (on) {
        m_pollTimer->start();
        m_usage->setActive(true);
    } else if (!isVisible()) {
        m_pollTimer->stop();
        m_usage->setActive(false);
    }
}

void RunsPage::editNotificationSettings()
{
    if (!m_context.settings) {
        setStatus(tr("Slipway has no settings file here."));
        return;
    }
    auto *dialog = new NotificationDialog(*m_context.settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, &RunsPage::applyNotificationSettings);
    dialog->open();
}

void RunsPage::wireUsage()
{
    const auto feed = [this] {
        m_usage->setRuns(m_model->runs());
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, feed);
    connect(m_model, &QAbstractItemModel::dataChanged, this, feed);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, feed);
    connect(m_usage, &UsagePanel::cancelRequested, this, &RunsPage::cancelRun);
    connect(m_usage, &UsagePanel::gpusIdle, m_notifier, &DesktopNotifier::observeEvent);
    connect(m_usage, &UsagePanel::forecastMissesLimit, m_notifier, &DesktopNotifier::observeEvent);
    connect(m_log, &LogView::linesAppended, m_usage, &UsagePanel::addLogLines);
    connect(m_usage, &UsagePanel::useNumbersRequested, this, &RunsPage::resubmitWithNumbers);
    // Cancelled without asking only when the person turned that on in the settings.
    connect(m_usage, &UsagePanel::gpusIdle, this, [this](const monitor::RunEvent &event) {
        if (m_context.settings && m_context.settings->notificationSettings().autoCancelIdleJobs) {
            cancelRun(event.runId);
        }
    });
    applyNotificationSettings();
}

void RunsPage::applyNotificationSettings()
{
    const NotificationSettings n =
        m_context.settings ? m_context.settings->notificationSettings() : NotificationSettings{};
    m_usage->setIdleRule(n.idleGpuPercent, n.idleGpuMinutes);
    for (const monitor::RunEventKind kind :
         {monitor::RunEventKind::Started, monitor::RunEventKind::Ended,
          monitor::RunEventKind::Failed, monitor::RunEventKind::ForecastMissesLimit,
          monitor::RunEventKind::GpusIdle}) {
        m_notifier->setEnabled(kind, n.notifies(monitor::runEventKindName(kind)));
    }
}

void RunsPage::connectNotify(const QMetaMethod &signal)
{
    QWidget::connectNotify(signal);
    if (signal == QMetaMethod::fromSignal(&RunsPage::openPlotsRequested) ||
        signal == QMetaMethod::fromSignal(&RunsPage::openJobTensorBoardRequested)) {
        updateActions();
    }
}

qint64 RunsPage::selectedRunId() const
{
    const runs::RunRecord *run = selectedRun();
    return run ? run->id : 0;
}

const runs::RunRecord *RunsPage::selectedRun() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->runAt(rows.first().row());
}

runs::RunService *RunsPage::serviceFor(const runs::RunRecord &run, QString *error)
{
    if (!m_context.connections || !m_context.runs || !m_context.runs->isOpen()) {
        *error = tr("Slipway has no SSH connections or run history here.");
        return nullptr;
    }
    if (m_context.runs->isReadOnly()) {
        *error = m_context.runs->errorString();
        return nullptr;
    }
    CommandRunner *runner = m_context.connections->runner(run.host, run.sshConfig, error);
    return runner ? new runs::RunService(m_context.runs, runner, this) : nullptr;
}

void RunsPage::refreshSegments(const runs::RunRecord &run)
{
    QString error;
    runs::RunService *service = serviceFor(run, &error);
    if (!service) {
        return;
    }
    service->refreshSegments(run.id).then(this, [this, service](const QList<runs::RunSegment> &) {
        service->deleteLater();
        updateActions();
    });
}

void RunsPage::refreshNow()
{
    QMap<QString, QList<qint64>> byKey;
    QMap<QString, runs::RunRecord> firstOf;
    QMap<QString, QList<qint64>> interrupted;
    for (const runs::RunRecord &run : m_model->runs()) {
        if (run.isInterrupted() && !m_reconciled.contains(run.id)) {
            // Left half-way by a Slipway that stopped while submitting: looked up once.
            const QString key = ssh::ConnectionPool::key(run.host, run.sshConfig);
            interrupted[key] << run.id;
            if (!firstOf.contains(key)) {
                firstOf.insert(key, run);
            }
            continue;
        }
        if (run.isActive() && !run.jobId.isEmpty()) {
            const QString key = ssh::ConnectionPool::key(run.host, run.sshConfig);
            byKey[key] << run.id;
            if (!firstOf.contains(key)) {
                firstOf.insert(key, run);
            }
        }
    }
    for (auto it = interrupted.cbegin(); it != interrupted.cend(); ++it) {
        QString error;
        runs::RunService *service = serviceFor(firstOf.value(it.key()), &error);
        if (!service) {
            continue; // no connection yet: looked up again at the next refresh
        }
        for (const qint64 id : it.value()) {
            m_reconciled.insert(id);
        }
        service->reconcile(it.value())
            .then(this, [this, service](const QList<runs::RunRecord> &runs) {
                service->deleteLater();
                for (const runs::RunRecord &r : runs) {
                    m_model->updateRun(r);
                    if (r.isInterrupted()) {
                        // Not settled (the cluster could not be asked): again next time.
                        m_reconciled.remove(r.id);
                    }
                }
                updateActions();
            });
    }
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
        const QString &key = it.key();
        if (m_polling.contains(key)) {
            continue; // one command per host at a time
        }
        QString error;
        runs::RunService *service = serviceFor(firstOf.value(key), &error);
        if (!service) {
            setStatus(tr("Cannot check %1: %2").arg(firstOf.value(key).host, error));
            continue;
        }
        m_polling.insert(key);
        service->setPollPassenger(m_usage->pollPassenger(firstOf.value(key).host));
        setStatus(tr("Checking %1…").arg(firstOf.value(key).host));
        service->refresh(it.value())
            .then(this, [this, service, key](const QList<runs::RunRecord> &runs) {
                service->deleteLater();
                m_polling.remove(key);
                QString problem;
                for (const runs::RunRecord &r : runs) {
                    m_model->updateRun(r);
                    if (m_log->runId() == r.id) {
                        m_log->setJobActive(r.isActive());
                    }
                    if (!r.isSweep() && runs::isResumableRun(r)) {
                        refreshSegments(r);
                    }
                    if (couldNotAsk(r)) {
                        problem = r.message;
                    }
                }
                m_notifier->observe(runs); // started, ended, failed: once each, as settings say
                setStatus(problem.isEmpty() ? tr("Updated %1.").arg(QTime::currentTime().toString())
                                            : problem);
                updateActions();
            });
    }
}

void RunsPage::updateGuide()
{
    const QString connected = m_readyHost;
    const QString done = QStringLiteral("\u2714 ");
    const QString step1 =
        connected.isEmpty()
            ? tr("<b>1. Connect to your cluster.</b> Pick it from your ssh configuration or type "
                 "its login node; Slipway checks its host key and logs you in.")
            : done + tr("<b>1. Connected to %1.</b>").arg(connected.toHtmlEscaped());
    const QString step2 =
        tr("<b>2. Choose what to run:</b> an example from the gallery, or a folder of your own "
           "on this computer. Slipway copies it to the cluster for you.");
    const QString step3 =
        tr("<b>3. Submit.</b> The run appears here with its state and log, and Plots draws its "
           "loss as it trains.");
    m_empty->setText(step1 + QStringLiteral("<br><br>") + step2 + QStringLiteral("<br><br>") +
                     step3);
}

void RunsPage::updateEmptyState()
{
    m_stack->setCurrentIndex(m_model->rowCount() == 0 ? 0 : 1);
    updateActions();
}

void RunsPage::updateActions()
{
    const runs::RunRecord *run = selectedRun();
    m_usage->setSelectedRun(run);
    m_cancel->setEnabled(run && run->isActive() && !run->jobId.isEmpty());
    m_resubmit->setEnabled(run && !run->script.isEmpty() && !run->isActive());
    m_openLog->setEnabled(run != nullptr);
    m_showScript->setEnabled(run && !run->script.isEmpty());
    m_copyScript->setEnabled(run && !run->script.isEmpty());
    m_download->setEnabled(run && !ResultsDialog::remoteFolder(*run).isEmpty() &&
                           !run->jobId.isEmpty());
    // Plots are shown by another page; without one listening the button would do nothing.
    const bool plotsWired =
        isSignalConnected(QMetaMethod::fromSignal(&RunsPage::openPlotsRequested));
    m_plots->setEnabled(run != nullptr && plotsWired);
    m_plots->setToolTip(plotsWired ? tr("Plot this run's TensorBoard event files.")
                                   : tr("Plotting runs is not available in this version yet."));
    // Only for a run whose spec starts TensorBoard in the job, while the job may be running.
    const bool jobTensorBoard =
        run && run->hasJobTensorBoard() && run->isActive() &&
        isSignalConnected(QMetaMethod::fromSignal(&RunsPage::openJobTensorBoardRequested));
    m_jobTensorBoard->setVisible(run && run->hasJobTensorBoard());
    m_jobTensorBoard->setEnabled(jobTensorBoard);
    if (run && run->isSweep() && m_context.runs) {
        m_sweep->setRun(*run, m_context.runs->sweepTasks(run->id));
        m_sweepComparison->setRun(*run);
    } else {
        m_sweep->setRun(runs::RunRecord{}, {});
        m_sweepComparison->setRun(runs::RunRecord{});
    }
    // A run whose job was requeued: each start, and how it ended.
    QString starts;
    if (run && m_context.runs) {
        const QList<runs::RunSegment> segments = m_context.runs->segments(run->id);
        if (segments.size() > 1 || (!segments.isEmpty() && runs::isResumableRun(*run))) {
            for (const runs::RunSegment &segment : segments) {
                starts += QStringLiteral("<br>") + segment.describe().toHtmlEscaped();
            }
        }
    }
    m_detail->setText(
        run ? tr("<b>%1</b>%2: %3%4<br><i>Double-click a run to open its "
                 "log.</i>")
                  .arg(m_model->label(*run).toHtmlEscaped(),
                       run->jobId.isEmpty() ? QString()
                                            : tr(" (job %1)").arg(run->jobId.toHtmlEscaped()))
                  .arg(RunTableModel::detail(*run).toHtmlEscaped().replace(QLatin1Char('\n'),
                                                                           QLatin1String("<br>")),
                       starts)
            : QString());
}

void RunsPage::setStatus(const QString &text)
{
    m_status->setText(text);
}

void RunsPage::confirmCancel()
{
    const runs::RunRecord *run = selectedRun();
    if (!run) {
        return;
    }
    const qint64 id = run->id;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Cancel job"),
                                tr("Cancel job %1 (%2) on %3? A running job is stopped at once "
                                   "and cannot be resumed.")
                                    .arg(run->jobId, run->jobName, run->host),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("confirmCancelDialog"));
    box->setTextFormat(Qt::PlainText); // job names may contain anything
    box->button(QMessageBox::Yes)->setText(tr("Cancel the job"));
    box->button(QMessageBox::No)->setText(tr("Keep it running"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, id](int) {
        if (box->clickedButton() == box->button(QMessageBox::Yes)) {
            cancelRun(id);
        }
    });
    box->open();
}

void RunsPage::cancelRun(qint64 runId)
{
    const int row = m_model->rowOf(runId);
    const runs::RunRecord *run = m_model->runAt(row);
    if (!run) {
        return;
    }
    QString error;
    runs::RunService *service = serviceFor(*run, &error);
    if (!service) {
        setStatus(tr("Cannot cancel: %1").arg(error));
        return;
    }
    setStatus(tr("Cancelling job %1…").arg(run->jobId));
    service->cancel(runId).then(this, [this, service, runId](const QString &problem) {
        service->deleteLater();
        if (!problem.isEmpty()) {
            setStatus(tr("Could not cancel run %1: %2").arg(runId).arg(problem));
            return;
        }
        setStatus(tr("Cancel requested for run %1.").arg(runId));
        if (m_context.runs) {
            if (auto r = m_context.runs->find(runId)) {
                m_model->updateRun(*r);
            }
        }
        refreshNow();
    });
}

void RunsPage::resubmit()
{
    const runs::RunRecord *run = selectedRun();
    if (!run) {
        return;
    }
    const site::ProfileRegistry registry({site::ProfileRegistry::defaultUserFolder()});
    const site::SiteProfile *profile = registry.find(run->profile);
    if (!profile) {
        setStatus(tr("Cannot resubmit run %1: its cluster profile \"%2\" is no longer known.")
                      .arg(run->id)
                      .arg(run->profile));
        return;
    }
    QString error;
    runs::RunService *service = serviceFor(*run, &error);
    if (!service) {
        setStatus(tr("Cannot resubmit: %1").arg(error));
        return;
    }
    const qint64 oldId = run->id;
    setStatus(tr("Resubmitting run %1…").arg(oldId));
    service->resubmit(oldId, *profile)
        .then(this, [this, service, oldId](const runs::SubmitOutcome &outcome) {
            service->deleteLater();
            if (outcome.runId > 0) {
                showRun(outcome.runId);
            }
            setStatus(outcome.submitted
                          ? tr("Run %1 resubmitted as run %2 (job %3). %4")
                                .arg(oldId)
                                .arg(outcome.runId)
                                .arg(outcome.jobId, outcome.message)
                          : tr("Resubmitting run %1 failed: %2").arg(oldId).arg(outcome.message));
        });
}

void RunsPage::resubmitWithNumbers(qint64 runId, const monitor::Suggestion &suggestion)
{
    const runs::RunRecord *found = m_model->runAt(m_model->rowOf(runId));
    if (!found) {
        return;
    }
    // A copy: the question below runs an event loop, in which a poll may rebuild the model.
    const runs::RunRecord run = *found;
    const site::ProfileRegistry registry({site::ProfileRegistry::defaultUserFolder()});
    const site::SiteProfile *profile = registry.find(run.profile);
    QString error;
    QStringList changes;
    const std::optional<compose::JobSpec> spec =
        profile ? specWithSuggestion(run, suggestion, &changes, &error) : std::nullopt;
    if (!profile) {
        error = tr("its cluster profile \"%1\" is no longer known").arg(run.profile);
    }
    if (!spec) {
        setStatus(tr("Cannot use the numbers of run %1: %2").arg(runId).arg(error));
        return;
    }
    const compose::ComposedScript script = compose::ScriptComposer::compose(*spec, *profile);
    if (script.blocked()) {
        QStringList problems;
        for (const compose::Finding &f : script.findings) {
            problems << f.message;
        }
        setStatus(tr("The new numbers do not fit the cluster: %1")
                      .arg(problems.join(QStringLiteral(" "))));
        return;
    }
    const auto answer = QMessageBox::question(
        this, tr("Submit again with new numbers"),
        tr("Submit run %1 again with %2?\n\nThese are what the run used plus a margin of %3 %.")
            .arg(runId)
            .arg(changes.join(QStringLiteral(", ")))
            .arg(suggestion.marginPercent));
    if (answer != QMessageBox::Yes) {
        return;
    }
    runs::RunService *service = serviceFor(run, &error);
    if (!service) {
        setStatus(tr("Cannot resubmit: %1").arg(error));
        return;
    }
    runs::SubmitRequest request;
    request.spec = script.resolvedSpec;
    request.profile = *profile;
    request.script = script.text();
    request.setupScript = script.setupText();
    request.host = run.host;
    request.sshConfig = run.sshConfig;
    request.resubmitOf = runId;
    setStatus(tr("Resubmitting run %1 with the new numbers…").arg(runId));
    service->submit(request).then(this, [this, service, runId](const runs::SubmitOutcome &outcome) {
        service->deleteLater();
        if (outcome.runId > 0) {
            showRun(outcome.runId);
        }
        setStatus(outcome.submitted
                      ? tr("Run %1 resubmitted as run %2 (job %3). %4")
                            .arg(runId)
                            .arg(outcome.runId)
                            .arg(outcome.jobId, outcome.message)
                      : tr("Resubmitting run %1 failed: %2").arg(runId).arg(outcome.message));
    });
}

void RunsPage::resubmitTasks(qint64 runId, const QList<int> &tasks)
{
    const auto run = m_context.runs ? m_context.runs->find(runId) : std::nullopt;
    if (!run) {
        return;
    }
    const site::ProfileRegistry registry({site::ProfileRegistry::defaultUserFolder()});
    const site::SiteProfile *profile = registry.find(run->profile);
    if (!profile) {
        setStatus(tr("Cannot resubmit tasks of run %1: its cluster profile \"%2\" is no longer "
                     "known.")
                      .arg(run->id)
                      .arg(run->profile));
        return;
    }
    QString error;
    runs::RunService *service = serviceFor(*run, &error);
    if (!service) {
        setStatus(tr("Cannot resubmit: %1").arg(error));
        return;
    }
    setStatus(tr("Resubmitting %n task(s) of run %1…", nullptr, int(tasks.size())).arg(runId));
    service->resubmitTasks(runId, tasks, *profile)
        .then(this, [this, service, runId](const runs::SubmitOutcome &outcome) {
            service->deleteLater();
            showRun(runId);
            setStatus(outcome.submitted ? outcome.message
                                        : tr("Resubmitting tasks of run %1 failed: %2")
                                              .arg(runId)
                                              .arg(outcome.message));
        });
}

void RunsPage::cancelTask(qint64 runId, int task)
{
    const auto run = m_context.runs ? m_context.runs->find(runId) : std::nullopt;
    if (!run) {
        return;
    }
    QString error;
    runs::RunService *service = serviceFor(*run, &error);
    if (!service) {
        setStatus(tr("Cannot cancel: %1").arg(error));
        return;
    }
    service->cancelTask(runId, task).then(this, [this, service, runId, task](const QString &e) {
        service->deleteLater();
        setStatus(e.isEmpty() ? tr("Cancel requested for task %1 of run %2.").arg(task).arg(runId)
                              : e);
        refreshNow();
    });
}

void RunsPage::openLog()
{
    const runs::RunRecord *run = selectedRun();
    if (!run) {
        return;
    }
    QString error;
    CommandRunner *runner = m_context.connections
                                ? m_context.connections->runner(run->host, run->sshConfig, &error)
                                : nullptr;
    if (!runner) {
        setStatus(tr("Cannot read the log of run %1: %2")
                      .arg(run->id)
                      .arg(error.isEmpty() ? tr("no SSH connections here.") : error));
        return;
    }
    m_log->show();
    m_log->open(*run, runner);
}

void RunsPage::showSelectedLog()
{
    const runs::RunRecord *run = selectedRun();
    if (!run || (run->id == m_log->runId() && !m_log->isHidden())) {
        return; // already shown
    }
    // At once where Slipway is already connected to the run's cluster; elsewhere the log of
    // another run is not left on screen, and "Open log" connects.
    const bool connected =
        m_context.connections && m_context.connections->find(run->host, run->sshConfig) != nullptr;
    if (connected) {
        openLog();
    } else {
        m_log->hide();
    }
}

void RunsPage::downloadResults()
{
    const runs::RunRecord *run = selectedRun();
    if (!run) {
        return;
    }
    QString error;
    CommandRunner *runner = m_context.connections
                                ? m_context.connections->runner(run->host, run->sshConfig, &error)
                                : nullptr;
    if (!runner) {
        setStatus(tr("Cannot download the results of %1: %2")
                      .arg(m_model->label(*run),
                           error.isEmpty() ? tr("no SSH connections here.") : error));
        return;
    }
    auto *dialog = new ResultsDialog(*run, m_model->label(*run), runner, m_context.settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void RunsPage::showScript()
{
    const runs::RunRecord *run = selectedRun();
    if (!run) {
        return;
    }
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("scriptDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Job script of %1").arg(m_model->label(*run)));
    auto *layout = new QVBoxLayout(dialog);
    auto *text = new QPlainTextEdit(run->script, dialog);
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    text->setFont(mono);
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(720, 560);
    dialog->show();
}

void RunsPage::copyScript()
{
    if (const runs::RunRecord *run = selectedRun()) {
        QGuiApplication::clipboard()->setText(run->script);
        setStatus(tr("The script of run %1 is on the clipboard.").arg(run->id));
    }
}

} // namespace slipway::ui
