#include "remote/remoteeventsync.h"

namespace slipway::remote {

RemoteEventSync::RemoteEventSync(ssh::SshConnection *connection, const QString &remotePath,
                                 const QString &cacheRoot, QObject *parent)
    : QObject(parent)
    , m_mirror(connection, remotePath, cacheRoot)
{
    // Syncs follow one another: keep the fetch program running on the login node.
    m_mirror.setUseHelper(true);
    m_timer.setSingleShot(true);
    m_timer.setInterval(10000);
    connect(&m_timer, &QTimer::timeout, this, &RemoteEventSync::syncNow);
    connect(&m_mirror, &EventMirror::finished, this, &RemoteEventSync::onFinished);
    // The first runs of a first sync are shown at once; the rest follow.
    connect(&m_mirror, &EventMirror::partFetched, this, [this](const QString &localPath) {
        if (m_firstSync && !m_shownEarly) {
            m_shownEarly = true;
            Q_EMIT newData(localPath, false);
        }
    });
}

void RemoteEventSync::start()
{
    m_running = true;
    syncNow();
}

void RemoteEventSync::stop()
{
    m_running = false;
    m_timer.stop();
    m_mirror.cancel();
}

void RemoteEventSync::syncNow()
{
    if (!m_mirror.isSyncing()) {
        m_timer.stop();
        m_mirror.sync();
    }
}

void RemoteEventSync::onFinished(const EventMirror::Result &result)
{
    Q_EMIT synced(result);
    if (!result.ok && !result.cancelled) {
        Q_EMIT failed(result.error);
    }
    // The bytes of a sync that failed half-way are good too: say so.
    const bool changed = result.bytesFetched > 0 || result.replacedFiles > 0 ||
                         result.removedFiles > 0 || (m_firstSync && result.ok);
    if (changed && !result.localPath.isEmpty()) {
        Q_EMIT newData(result.localPath, result.replacedFiles > 0 || result.removedFiles > 0);
    }
    if (result.ok) {
        m_firstSync = false;
    }
    if (m_running) {
        m_timer.start();
    }
}

} // namespace slipway::remote
