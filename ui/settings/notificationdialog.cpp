#include "settings/notificationdialog.h"

#include "monitor/runevents.h"
#include "notify/traywatch.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace slipway::ui {

namespace {

QLabel *noteLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

NotificationDialog::NotificationDialog(Settings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
{
    setObjectName(QStringLiteral("notificationDialog"));
    setWindowTitle(tr("Notifications and monitoring"));
    const NotificationSettings current = settings.notificationSettings();

    auto *events = new QGroupBox(tr("Tell me on the desktop when a job…"), this);
    auto *eventsLayout = new QVBoxLayout(events);
    const QList<QPair<monitor::RunEventKind, QString>> kinds = {
        {monitor::RunEventKind::Started, tr("&starts running")},
        {monitor::RunEventKind::Ended, tr("&ends")},
        {monitor::RunEventKind::Failed,
         tr("&fails (with the reason and the last lines of its log)")},
        {monitor::RunEventKind::ForecastMissesLimit,
         tr("will &not finish before its time limit at its current pace")},
        {monitor::RunEventKind::GpusIdle, tr("leaves its &GPUs idle")},
    };
    for (const auto &[kind, text] : kinds) {
        const QString name = monitor::runEventKindName(kind);
        auto *box = new QCheckBox(text, events);
        box->setObjectName(QStringLiteral("notify-") + name);
        box->setChecked(current.notifies(name));
        eventsLayout->addWidget(box);
        m_kinds.insert(name, box);
    }

    auto *idle = new QGroupBox(tr("Idle GPUs"), this);
    auto *idleForm = new QFormLayout(idle);
    m_idlePercent = new QSpinBox(idle);
    m_idlePercent->setObjectName(QStringLiteral("idleGpuPercent"));
    m_idlePercent->setRange(1, 100);
    m_idlePercent->setSuffix(QStringLiteral(" %"));
    m_idlePercent->setValue(qRound(current.idleGpuPercent));
    m_idleMinutes = new QSpinBox(idle);
    m_idleMinutes->setObjectName(QStringLiteral("idleGpuMinutes"));
    m_idleMinutes->setRange(1, 1440);
    m_idleMinutes->setSuffix(tr(" min"));
    m_idleMinutes->setValue(current.idleGpuMinutes);
    idleForm->addRow(tr("A GPU counts as idle below:"), m_idlePercent);
    idleForm->addRow(tr("Warn when every GPU has been idle for:"), m_idleMinutes);
    m_autoCancel = new QCheckBox(tr("&Cancel such a job without asking me"), idle);
    m_autoCancel->setObjectName(QStringLiteral("autoCancelIdle"));
    m_autoCancel->setChecked(current.autoCancelIdleJobs);
    idleForm->addRow(m_autoCancel);
    m_autoCancelWarning = noteLabel(QStringLiteral("autoCancelWarning"), idle);
    m_autoCancelWarning->setText(
        tr("Careful: a job that is only loading data or waiting for its first batch looks idle "
           "too. Slipway will cancel it, and whatever it has not saved is lost. Leave this off "
           "unless your jobs write checkpoints."));
    m_autoCancelWarning->setStyleSheet(QStringLiteral("font-weight: bold"));
    idleForm->addRow(m_autoCancelWarning);

    auto *watching = new QGroupBox(tr("When the window is closed"), this);
    auto *watchingLayout = new QVBoxLayout(watching);
    m_keepWatching = new QCheckBox(tr("&Keep watching my jobs from the system tray"), watching);
    m_keepWatching->setObjectName(QStringLiteral("keepWatching"));
    m_keepWatching->setChecked(current.keepWatchingWhenClosed);
    watchingLayout->addWidget(m_keepWatching);
    m_keepWatchingNote = noteLabel(QStringLiteral("keepWatchingNote"), watching);
    watchingLayout->addWidget(m_keepWatchingNote);

    m_problem = noteLabel(QStringLiteral("notificationProblem"), this);
    m_problem->hide();

    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, Qt::Horizontal, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(events);
    layout->addWidget(idle);
    layout->addWidget(watching);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(m_autoCancel, &QCheckBox::toggled, this, &NotificationDialog::updateWarnings);
    connect(m_keepWatching, &QCheckBox::toggled, this, &NotificationDialog::updateWarnings);
    updateWarnings();
}

void NotificationDialog::updateWarnings()
{
    m_autoCancelWarning->setVisible(m_autoCancel->isChecked());
    if (isVisible()) {
        // Room for the warning's lines once the layout has taken them in.
        QTimer::singleShot(0, this, [this] { resize(width(), heightForWidth(width())); });
    }
    if (!TrayWatch::available()) {
        m_keepWatchingNote->setText(
            tr("This desktop has no system tray, so Slipway cannot stay open without its window. "
               "With this on, closing the window asks whether to quit; once Slipway quits, it "
               "stops watching."));
    } else if (m_keepWatching->isChecked()) {
        m_keepWatchingNote->setText(
            tr("Closing the window leaves Slipway in the system tray, where it keeps asking the "
               "clusters about your jobs and tells you what happens. Choose Quit in the tray "
               "icon's menu to stop it."));
    } else {
        m_keepWatchingNote->setText(
            tr("Closing the window quits Slipway; it stops watching until you open it again."));
    }
}

NotificationSettings NotificationDialog::chosen() const
{
    NotificationSettings n = m_settings.notificationSettings();
    n.mutedKinds.clear();
    for (auto it = m_kinds.cbegin(); it != m_kinds.cend(); ++it) {
        if (!it.value()->isChecked()) {
            n.mutedKinds << it.key();
        }
    }
    n.mutedKinds.sort();
    n.idleGpuPercent = m_idlePercent->value();
    n.idleGpuMinutes = m_idleMinutes->value();
    n.autoCancelIdleJobs = m_autoCancel->isChecked();
    n.keepWatchingWhenClosed = m_keepWatching->isChecked();
    return n;
}

void NotificationDialog::accept()
{
    const auto before = m_settings.notificationSettings();
    m_settings.setNotificationSettings(chosen());
    QString error;
    if (!m_settings.sync(&error)) {
        // Not kept in memory either: a later save (the window's state at quit) must not write
        // choices the user may still cancel.
        m_settings.setNotificationSettings(before);
        m_problem->setText(tr("Your choices could not be saved: %1").arg(error));
        m_problem->show();
        return; // the dialog stays open with what was chosen
    }
    QDialog::accept();
}

} // namespace slipway::ui
