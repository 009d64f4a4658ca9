#include "notify/desktopnotifier.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QVariantMap>

namespace slipway::ui {

DesktopNotifier::DesktopNotifier(QObject *parent)
    : QObject(parent)
{}

void DesktopNotifier::setEnabled(monitor::RunEventKind kind, bool enabled)
{
    if (enabled) {
        m_disabled.remove(int(kind));
    } else {
        m_disabled.insert(int(kind));
    }
}

bool DesktopNotifier::isEnabled(monitor::RunEventKind kind) const
{
    return !m_disabled.contains(int(kind));
}

bool DesktopNotifier::notify(const monitor::RunEvent &event)
{
    if (!isEnabled(event.kind)) {
        return false;
    }
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        return false;
    }
    // Notify(app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout),
    // the Desktop Notifications Specification 1.2.
    QDBusMessage call = QDBusMessage::createMethodCall(
        QStringLiteral("org.freedesktop.Notifications"),
        QStringLiteral("/org/freedesktop/Notifications"),
        QStringLiteral("org.freedesktop.Notifications"), QStringLiteral("Notify"));
    QVariantMap hints;
    hints.insert(QStringLiteral("desktop-entry"), QStringLiteral("slipway"));
    hints.insert(QStringLiteral("urgency"),
                 QVariant::fromValue<uchar>(event.kind == monitor::RunEventKind::Failed ? 2 : 1));
    call << QStringLiteral("Slipway") << 0U << QStringLiteral("slipway") << event.title
         << event.body.toHtmlEscaped() << QStringList() << hints << -1;
    if (!bus.send(call)) {
        return false;
    }
    ++m_sent;
    return true;
}

void DesktopNotifier::observe(const QList<runs::RunRecord> &runs)
{
    for (const monitor::RunEvent &event : m_tracker.observe(runs)) {
        notify(event);
    }
}

void DesktopNotifier::observeEvent(const monitor::RunEvent &event)
{
    if (m_tracker.firstTime(event)) {
        notify(event);
    }
}

} // namespace slipway::ui
