#pragma once

#include "common/settings.h"

#include <QDialog>
#include <QHash>

class QCheckBox;
class QLabel;
class QSpinBox;

namespace slipway::ui {

// Notifications and monitoring: which run events become desktop notifications (start, end,
// failure, time-limit forecast, idle GPUs), the idle-GPU rule, cancelling idle jobs without
// asking (off by default, with a plain warning), and keeping watch from the system tray when the
// window is closed. Saved on OK to the settings the Runs page and its notifier read.
class NotificationDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit NotificationDialog(Settings &settings, QWidget *parent = nullptr);

    // What the controls say now (not saved until accept()).
    NotificationSettings chosen() const;

    void accept() override;

private:
    void updateWarnings();

    Settings &m_settings;
    QHash<QString, QCheckBox *> m_kinds; // by runEventKindName
    QSpinBox *m_idlePercent = nullptr;
    QSpinBox *m_idleMinutes = nullptr;
    QCheckBox *m_autoCancel = nullptr;
    QLabel *m_autoCancelWarning = nullptr;
    QCheckBox *m_keepWatching = nullptr;
    QLabel *m_keepWatchingNote = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace slipway::ui
