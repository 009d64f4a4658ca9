#pragma once

#include "monitor/runevents.h"

#include <QObject>
#include <QSet>

namespace slipway::ui {

// Tells the desktop about run events through the freedesktop notification service
// (org.freedesktop.Notifications on the session bus), one notification per event. Each kind
// can be turned off. Sends asynchronously: a desktop without the service costs nothing.
class DesktopNotifier final : public QObject
{
    Q_OBJECT

public:
    explicit DesktopNotifier(QObject *parent = nullptr);

    void setEnabled(monitor::RunEventKind kind, bool enabled);
    bool isEnabled(monitor::RunEventKind kind) const;

    // Sends `event` unless its kind is off; returns whether it was sent.
    bool notify(const monitor::RunEvent &event);
    // Watches runs as they are polled and notifies each new event once.
    void observe(const QList<runs::RunRecord> &runs);
    void observeEvent(const monitor::RunEvent &event); // forecast, idle GPUs: once per run

    int sent() const { return m_sent; }

private:
    monitor::RunEventTracker m_tracker;
    QSet<int> m_disabled;
    int m_sent = 0;
};

} // namespace slipway::ui
