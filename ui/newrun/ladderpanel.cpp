#include "newrun/ladderpanel.h"

#include "newrun/snapshotsender.h"
#include "widgets/taskrow.h"

#include <algorithm>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace slipway::ui {

using envsetup::LadderReport;
using envsetup::LadderRequest;
using envsetup::LadderRung;
using envsetup::LadderSuggestion;
using envsetup::SmokeLadder;

LadderPanel::LadderPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    auto *title = new QLabel(tr("<b>Smoke ladder</b>: your training script for a few steps, "
                                "first on this computer, then in one short debug job, then with "
                                "two ranks together when the run is distributed. Each step "
                                "shows its result and time; untick one to skip it."),
                             this);
    title->setWordWrap(true);
    layout->addWidget(title);
    auto *boxes = new QHBoxLayout;
    m_local = new QCheckBox(LadderRung::title(LadderRung::Kind::Local), this);
    m_local->setObjectName(QStringLiteral("ladderLocal"));
    m_debug = new QCheckBox(LadderRung::title(LadderRung::Kind::Debug), this);
    m_debug->setObjectName(QStringLiteral("ladderDebug"));
    m_ddp = new QCheckBox(LadderRung::title(LadderRung::Kind::Ddp), this);
    m_ddp->setObjectName(QStringLiteral("ladderDdp"));
    for (QCheckBox *box : {m_local, m_debug, m_ddp}) {
        box->setChecked(true);
        boxes->addWidget(box);
    }
    boxes->addStretch(1);
    layout->addLayout(boxes);
    const TaskRow row = addTaskRow(this, layout, QStringLiteral("ladder"),
                                   tr("Run the smoke ladder"), tr("Cancel"));
    m_button = row.start;
    m_progress = row.progress;
    m_cancel = row.cancel;
    m_cancel->setToolTip(tr("Stops the script on this computer, or cancels the step's job."));
    m_status = row.status;
    m_rungs = new QListWidget(this);
    m_rungs->setObjectName(QStringLiteral("ladderRungs"));
    m_rungs->setWordWrap(true);
    m_rungs->setMaximumHeight(140);
    m_rungs->setVisible(false);
    layout->addWidget(m_rungs);
    auto *full = new QHBoxLayout;
    auto *stepsLabel = new QLabel(tr("Steps of the full run:"), this);
    full->addWidget(stepsLabel);
    m_fullSteps = new QSpinBox(this);
    m_fullSteps->setObjectName(QStringLiteral("ladderFullSteps"));
    m_fullSteps->setRange(0, 100000000);
    m_fullSteps->setSpecialValueText(tr("not given"));
    stepsLabel->setBuddy(m_fullSteps);
    full->addWidget(m_fullSteps);
    m_apply = new QPushButton(tr("Use for the full run"), this);
    m_apply->setObjectName(QStringLiteral("ladderApply"));
    m_apply->setToolTip(tr("Puts the time limit and memory below on the Resources step."));
    m_apply->setEnabled(false);
    full->addWidget(m_apply);
    full->addStretch(1);
    layout->addLayout(full);
    m_suggestion = new QLabel(this);
    m_suggestion->setObjectName(QStringLiteral("ladderSuggestion"));
    m_suggestion->setWordWrap(true);
    m_suggestion->setTextFormat(Qt::PlainText);
    layout->addWidget(m_suggestion);

    connect(m_button, &QPushButton::clicked, this, &LadderPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &LadderPanel::cancel);
    connect(m_fullSteps, &QSpinBox::valueChanged, this, &LadderPanel::updateSuggestion);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (!m_report) {
            return;
        }
        const LadderSuggestion s =
            LadderSuggestion::from(*m_report, m_fullSteps->value(), m_processesPerNode);
        Q_EMIT useForFullRun(s.time, s.mem, s.notes.join(QLatin1Char(' ')));
    });
    m_status->setText(tr("Not run yet."));
}

LadderPanel::~LadderPanel() = default;

void LadderPanel::setRunnerSource(std::function<CommandRunner *(QString *)> source)
{
    m_runnerSource = std::move(source);
}

void LadderPanel::setProjectUpload(std::optional<DoctorProjectUpload> upload)
{
    m_upload = std::move(upload);
}

void LadderPanel::setLocalPython(const QString &python)
{
    m_localPython = python;
}

void LadderPanel::setJob(const LadderRequest &request, bool composable, int processesPerNode)
{
    m_request = request;
    m_composable = composable;
    m_processesPerNode = std::max(1, processesPerNode);
    const bool ddp = request.spec.parallelism == QLatin1String("ddp-srun") ||
                     request.spec.parallelism == QLatin1String("ddp-torchrun");
    // A profile without a scheduler (this computer) has no debug jobs: only the local rung.
    const bool scheduler = request.profile.scheduler != site::SchedulerKind::Local;
    m_debug->setEnabled(scheduler);
    m_debug->setToolTip(scheduler ? QString()
                                  : tr("This computer has no batch scheduler, so there is no "
                                       "debug job to run; choose a cluster on the Cluster step."));
    m_ddp->setEnabled(ddp && scheduler);
    m_ddp->setToolTip(!scheduler ? m_debug->toolTip()
                      : ddp      ? QString()
                                 : tr("Only for runs distributed with DDP."));
    m_local->setEnabled(!request.localProject.isEmpty());
    m_local->setToolTip(request.localProject.isEmpty()
                            ? tr("The script is on the cluster, not on this computer.")
                            : tr("Your script for a few steps here when this computer has a "
                                 "Python with torch (two ranks under torchrun for a DDP run); "
                                 "otherwise the LibTorch smoke test of the model exported as "
                                 "model.pt in the project folder."));
    m_button->setEnabled(m_composable && !m_busy);
    if (!m_busy && !m_report) {
        m_status->setText(m_composable ? tr("Not run yet.")
                                       : tr("The ladder can run once the job script has no "
                                            "errors."));
    }
}

void LadderPanel::setBusy(bool busy)
{
    m_busy = busy;
    m_progress->setVisible(busy);
    m_progress->setRange(0, 0);
    m_cancel->setVisible(busy);
    m_cancel->setEnabled(busy);
    m_button->setEnabled(!busy && m_composable);
    for (QCheckBox *box : {m_local, m_debug, m_ddp}) {
        box->setEnabled(!busy);
    }
    if (!busy) {
        setJob(m_request, m_composable, m_processesPerNode);
    }
}

void LadderPanel::start()
{
    if (m_busy || !m_composable) {
        return;
    }
    QString error;
    CommandRunner *runner = m_runnerSource ? m_runnerSource(&error) : nullptr;
    const bool jobs = (m_debug->isEnabled() && m_debug->isChecked()) ||
                      (m_ddp->isEnabled() && m_ddp->isChecked());
    if (!runner && jobs) {
        m_status->setText(error.isEmpty() ? tr("Connect to the cluster first (the Cluster step).")
                                          : error);
        return;
    }
    // The project folder is made first (a gallery example is copied out of the app), for the
    // local rung as much as for the jobs.
    const bool local = m_local->isChecked() && !m_request.localProject.isEmpty();
    if ((jobs || local) && m_upload && m_upload->prepare && !m_upload->prepare(&error)) {
        m_status->setText(error);
        return;
    }
    m_runner = runner;
    m_report.reset();
    m_rungs->clear();
    m_rungs->setVisible(false);
    m_apply->setEnabled(false);
    m_suggestion->clear();
    m_cancelled = false;
    setBusy(true);
    if (!jobs || !m_upload) {
        runLadder({});
        return;
    }
    delete m_sender;
    m_sender = new SnapshotSender(this);
    m_sender->showOn(m_status, m_progress);
    connect(m_sender, &SnapshotSender::finished, this,
            [this](bool ok, const QString &snapshot, const QString &, const QString &why) {
                if (!ok) {
                    setBusy(false);
                    m_status->setText(
                        tr("The project was not sent, so the ladder did not run: %1").arg(why));
                    return;
                }
                if (m_cancelled) {
                    // Cancel came after the last file had gone: no rung starts.
                    setBusy(false);
                    m_status->setText(tr("Cancelled: the project was sent, but the ladder did "
                                         "not run."));
                    return;
                }
                runLadder(snapshot);
            });
    m_sender->start(runner, *m_upload);
}

void LadderPanel::runLadder(const QString &snapshot)
{
    LadderRequest request = m_request;
    request.snapshot = snapshot;
    request.localPython = m_localPython;
    request.skip.clear();
    if (!m_local->isChecked()) {
        request.skip.insert(LadderRung::Kind::Local);
    }
    const bool scheduler = request.profile.scheduler != site::SchedulerKind::Local;
    if (!m_debug->isChecked() || !scheduler) {
        request.skip.insert(LadderRung::Kind::Debug);
    }
    if (!m_ddp->isChecked() || !scheduler) {
        request.skip.insert(LadderRung::Kind::Ddp);
    }
    delete m_ladder;
    m_ladder = new SmokeLadder(m_runner, this);
    connect(m_ladder, &SmokeLadder::progress, m_status, &QLabel::setText);
    connect(m_ladder, &SmokeLadder::rungFinished, this, &LadderPanel::showRung);
    m_ladder->start(request).then(this, [this](const LadderReport &report) {
        m_report = report;
        if (m_ladder) {
            m_ladder->deleteLater();
        }
        setBusy(false);
        const bool ranAny =
            std::any_of(report.rungs.cbegin(), report.rungs.cend(), [](const LadderRung &r) {
                return r.status != LadderRung::Status::Skipped;
            });
        m_status->setText(!report.passed() ? tr("The ladder stopped: see the steps below.")
                          : ranAny ? tr("The ladder passed: every step that ran finished without "
                                        "an error.")
                                   : tr("Nothing ran: every step was skipped (the list below says "
                                        "why)."));
        updateSuggestion();
        Q_EMIT finished(report.passed());
    });
}

void LadderPanel::showRung(const LadderRung &rung)
{
    QStyle::StandardPixmap icon = QStyle::SP_DialogApplyButton;
    QString state = tr("passed");
    if (rung.status == LadderRung::Status::Failed) {
        icon = QStyle::SP_MessageBoxCritical;
        state = tr("failed");
    } else if (rung.status == LadderRung::Status::Skipped) {
        icon = QStyle::SP_MessageBoxInformation;
        state = tr("skipped");
    } else if (rung.status == LadderRung::Status::Cancelled) {
        icon = QStyle::SP_MessageBoxWarning;
        state = tr("cancelled");
    }
    QString text = tr("%1 — %2 (%3 s): %4")
                       .arg(LadderRung::title(rung.kind), state)
                       .arg(rung.seconds, 0, 'f', 1)
                       .arg(rung.summary);
    if (!rung.fix.isEmpty() && rung.status == LadderRung::Status::Failed) {
        text += QLatin1Char('\n') + tr("Fix: %1").arg(rung.fix);
    }
    auto *item = new QListWidgetItem(style()->standardIcon(icon), text, m_rungs);
    item->setData(Qt::UserRole, LadderRung::kindName(rung.kind));
    item->setData(Qt::UserRole + 1, LadderRung::statusName(rung.status));
    m_rungs->setVisible(true);
}

void LadderPanel::updateSuggestion()
{
    if (!m_report) {
        return;
    }
    const LadderSuggestion s =
        LadderSuggestion::from(*m_report, m_fullSteps->value(), m_processesPerNode);
    m_suggestion->setText(s.notes.join(QLatin1Char('\n')));
    m_apply->setEnabled(!s.time.isEmpty() || !s.mem.isEmpty());
}

void LadderPanel::cancel()
{
    m_cancelled = true;
    m_cancel->setEnabled(false);
    if (m_sender) {
        m_sender->cancel();
    }
    if (m_ladder) {
        m_ladder->cancel();
    }
}

} // namespace slipway::ui
