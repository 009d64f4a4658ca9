#include "newrun/doctorpanel.h"

#include "compose/scriptcomposer.h"
#include "newrun/snapshotsender.h"
#include "widgets/taskrow.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace slipway::ui {

DoctorPanel::DoctorPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(tr("<b>Environment doctor</b>: a short job on the cluster checks the "
                            "machine your training will use (modules, Python, torch and its "
                            "CUDA build, GPUs, ranks working together, imports, folders, free "
                            "space, CPUs)."),
                         this);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_loginNote = new QLabel(this);
    m_loginNote->setObjectName(QStringLiteral("doctorLoginNote"));
    m_loginNote->setWordWrap(true);
    m_loginNote->setVisible(false);
    layout->addWidget(m_loginNote);
    const TaskRow row = addTaskRow(this, layout, QStringLiteral("doctor"),
                                   tr("Check this environment on the cluster"), tr("Cancel"));
    m_button = row.start;
    m_button->setToolTip(tr("Submits a short job (on the debug partition where one fits) with "
                            "this recipe, these resources and this parallelism."));
    m_progress = row.progress;
    m_cancel = row.cancel;
    m_cancel->setToolTip(tr("Cancels the doctor job."));
    m_status = row.status;
    m_checks = new QListWidget(this);
    m_checks->setObjectName(QStringLiteral("doctorChecks"));
    m_checks->setWordWrap(true);
    m_checks->setVisible(false);
    m_checks->setMinimumHeight(120);
    m_checks->setMaximumHeight(220); // the script above keeps most of the room
    layout->addWidget(m_checks);

    connect(m_button, &QPushButton::clicked, this, &DoctorPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &DoctorPanel::cancel);
    showReport();
}

DoctorPanel::~DoctorPanel() = default;

void DoctorPanel::setRunnerSource(std::function<CommandRunner *(QString *)> source)
{
    m_runnerSource = std::move(source);
}

void DoctorPanel::setImportSource(std::function<DoctorProjectFacts()> source)
{
    m_importSource = std::move(source);
}

void DoctorPanel::setProjectUpload(std::optional<DoctorProjectUpload> upload)
{
    const QString before = m_upload ? m_upload->scan.folder : QString();
    m_upload = std::move(upload);
    if ((m_upload ? m_upload->scan.folder : QString()) != before) {
        m_projectDigest.clear();
        refreshProjectDigest();
        showReport();
    }
}

void DoctorPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refreshProjectDigest();
}

// The project's digest as it is now, read off the GUI thread (remembered hashes make it quick).
void DoctorPanel::refreshProjectDigest()
{
    if (!m_upload || m_digestRunning || isRunning()) {
        return;
    }
    m_digestRunning = true;
    const project::ScanOptions options = m_upload->scan;
    QtConcurrent::run([options] {
        const project::ProjectScan scan = project::ProjectScanner::scan(options);
        return scan.ok() ? QString::fromLatin1(scan.manifest.digest()) : QString();
    }).then(this, [this, folder = options.folder](const QString &digest) {
        m_digestRunning = false;
        if (m_upload && m_upload->scan.folder == folder && digest != m_projectDigest) {
            m_projectDigest = digest;
            showReport();
        }
    });
}

// The remembered result was checked with other files than the project has now.
bool DoctorPanel::projectChanged() const
{
    return m_report && m_upload && !m_report->project.isEmpty() && !m_projectDigest.isEmpty() &&
           m_report->project != m_projectDigest;
}

void DoctorPanel::setMemory(const envsetup::DoctorMemory &memory)
{
    m_memory = memory;
    m_report = m_key.isEmpty() ? std::nullopt : m_memory.find(m_key);
    showReport();
}

void DoctorPanel::setLoginNodeNote(const QString &note)
{
    m_loginNote->setText(note);
    m_loginNote->setVisible(!note.isEmpty());
}

bool DoctorPanel::isRunning() const
{
    return m_busy;
}

void DoctorPanel::setJob(const envsetup::DoctorRequest &request,
                         const compose::ComposedScript &composed)
{
    m_request = request;
    m_composable = !composed.blocked() && request.profile.scheduler != site::SchedulerKind::Local;
    const QString key = m_composable
                            ? envsetup::DoctorMemory::keyFor(composed.resolvedSpec,
                                                             composed.gpusPerNode, composed.nodes)
                            : QString();
    // Without a key (errors, or no scheduler) the text still follows which of the two it is.
    if (key == m_key && m_composable) {
        m_button->setEnabled(!isRunning());
        return;
    }
    m_key = key;
    m_report = m_key.isEmpty() ? std::nullopt : m_memory.find(m_key);
    m_button->setEnabled(m_composable && !isRunning());
    showReport();
}

void DoctorPanel::setBusy(bool busy)
{
    m_busy = busy;
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_cancel->setEnabled(busy);
    m_button->setEnabled(!busy && m_composable);
}

void DoctorPanel::showReport()
{
    if (isRunning()) {
        return;
    }
    m_checks->clear();
    if (!m_composable) {
        m_status->setText(m_request.profile.scheduler == site::SchedulerKind::Local
                              ? tr("The doctor checks environments on clusters; this computer "
                                   "has no batch scheduler.")
                              : tr("The doctor can check the environment once the job script "
                                   "has no errors."));
        m_checks->setVisible(false);
        return;
    }
    if (!m_report) {
        m_status->setText(tr("Not checked on the cluster yet for this cluster, recipe and "
                             "environment. The check takes a few minutes, most of it waiting "
                             "in the queue."));
        m_checks->setVisible(false);
        return;
    }
    const envsetup::DoctorReport &r = *m_report;
    const QString when = QLocale().toString(r.checkedAt.toLocalTime(), QLocale::ShortFormat);
    if (projectChanged()) {
        m_status->setText(tr("Your project has changed since the check on %1 (doctor job %2): "
                             "check it again, so the doctor job sees the code that will run.")
                              .arg(when, r.jobId));
        m_button->setText(tr("Check this environment on the cluster"));
        m_checks->setVisible(false);
        return;
    }
    if (r.passed()) {
        m_status->setText(tr("Checked on %1 (doctor job %2 on %3): everything the job needs "
                             "works.")
                              .arg(when, r.jobId, r.node));
        m_button->setText(tr("Check again"));
    } else {
        m_status->setText(r.reported ? tr("Checked on %1 (doctor job %2): %n problem(s) to fix, "
                                          "listed below.",
                                          nullptr, r.failures())
                                           .arg(when, r.jobId)
                                     : tr("The doctor could not finish: %1").arg(r.error));
        m_button->setText(tr("Check this environment on the cluster"));
    }
    for (const envsetup::DoctorCheck &c : r.checks) {
        QStyle::StandardPixmap icon = QStyle::SP_DialogApplyButton;
        if (c.status == envsetup::DoctorCheck::Status::Failed) {
            icon = QStyle::SP_MessageBoxCritical;
        } else if (c.status == envsetup::DoctorCheck::Status::Warning) {
            icon = QStyle::SP_MessageBoxWarning;
        } else if (c.status == envsetup::DoctorCheck::Status::Skipped) {
            icon = QStyle::SP_MessageBoxInformation;
        }
        QString text = c.summary;
        if (!c.fix.isEmpty() && c.status != envsetup::DoctorCheck::Status::Passed) {
            text += QStringLiteral("\n") + tr("Fix: %1").arg(c.fix);
        }
        auto *item = new QListWidgetItem(style()->standardIcon(icon), text, m_checks);
        item->setData(Qt::UserRole, c.id);
        item->setData(Qt::UserRole + 1, envsetup::DoctorCheck::statusName(c.status));
    }
    m_checks->setVisible(!r.checks.isEmpty());
}

void DoctorPanel::start()
{
    if (isRunning() || !m_composable) {
        return;
    }
    QString error;
    CommandRunner *runner = m_runnerSource ? m_runnerSource(&error) : nullptr;
    if (!runner) {
        m_status->setText(error.isEmpty() ? tr("Connect to the cluster first (the Cluster step).")
                                          : error);
        return;
    }
    if (m_upload && m_upload->prepare && !m_upload->prepare(&error)) {
        m_status->setText(error);
        return;
    }
    m_runner = runner;
    m_runningKey = m_key;
    m_checks->clear();
    m_checks->setVisible(false);
    setBusy(true);
    m_status->setText(tr("Reading what the training script imports…"));
    m_cancelled = false;
    // The project's files are read off the GUI thread.
    const std::function<DoctorProjectFacts()> read = m_importSource;
    QtConcurrent::run([read] {
        return read ? read() : DoctorProjectFacts{};
    }).then(this, [this](const DoctorProjectFacts &facts) {
        if (m_cancelled) {
            setBusy(false);
            m_status->setText(tr("Cancelled before anything was sent."));
        } else if (m_upload) {
            uploadThenSubmit(facts);
        } else {
            submitDoctor(facts);
        }
    });
}

// The project goes to the cluster as a snapshot (only changed files are sent), and the doctor
// job works in it.
void DoctorPanel::uploadThenSubmit(const DoctorProjectFacts &facts)
{
    if (!m_runner || m_runningKey != m_key || !m_upload) {
        setBusy(false);
        showReport();
        return;
    }
    delete m_sender;
    m_sender = new SnapshotSender(this);
    m_sender->showOn(m_status, m_progress);
    connect(
        m_sender, &SnapshotSender::finished, this,
        [this, facts](bool ok, const QString &snapshot, const QString &digest, const QString &why) {
            if (!ok) {
                setBusy(false);
                m_status->setText(
                    tr("The project was not sent, so the doctor did not run: %1").arg(why));
                return;
            }
            if (m_cancelled) {
                // Cancel came after the last file had gone: no doctor job is submitted.
                setBusy(false);
                m_status->setText(
                    tr("Cancelled: the project was sent, but the doctor did not run."));
                return;
            }
            m_projectDigest = digest;
            submitDoctor(facts, snapshot, digest);
        });
    m_status->setText(tr("Sending the project to the cluster for the doctor job…"));
    m_sender->start(m_runner, *m_upload);
}

void DoctorPanel::submitDoctor(const DoctorProjectFacts &facts, const QString &snapshot,
                               const QString &digest)
{
    if (!m_runner || m_runningKey != m_key) {
        setBusy(false);
        showReport();
        return;
    }
    envsetup::DoctorRequest request = m_request;
    request.imports = facts.imports;
    request.workers = facts.workers;
    request.snapshot = snapshot;
    const envsetup::DoctorPlan plan =
        envsetup::EnvironmentDoctor::plan(request, envsetup::EnvironmentDoctor::newFolderName());
    if (!plan.error.isEmpty()) {
        setBusy(false);
        m_status->setText(plan.error);
        return;
    }
    delete m_doctor;
    m_doctor = new envsetup::EnvironmentDoctor(m_runner, this);
    connect(m_doctor, &envsetup::EnvironmentDoctor::progress, m_status, &QLabel::setText);
    m_status->setText(tr("Starting the doctor job %1…").arg(plan.partitionNote));
    QFuture<envsetup::DoctorReport> future = m_doctor->start(plan);
    const QString cluster = m_request.profile.displayName;
    future.then(this, [this, cluster, digest](envsetup::DoctorReport report) {
        report.cluster = cluster;
        report.project = digest;
        if (report.reported) {
            QString why;
            if (!m_memory.remember(m_runningKey, report, &why)) {
                report.error = tr("The result could not be remembered: %1").arg(why);
            }
        }
        if (m_runningKey == m_key) {
            m_report = report;
        }
        if (m_doctor) {
            m_doctor->deleteLater();
            m_doctor = nullptr;
        }
        setBusy(false);
        showReport();
        if (!report.reported && m_runningKey == m_key) {
            m_status->setText(report.error);
        }
        Q_EMIT finished(report.passed());
    });
}

void DoctorPanel::cancel()
{
    m_cancelled = true;
    if (m_sender) {
        m_cancel->setEnabled(false);
        m_sender->cancel();
    }
    if (m_doctor) {
        m_cancel->setEnabled(false);
        m_doctor->cancel();
    }
}

} // namespace slipway::ui
