#pragma once

#include "remote/eventmirror.h"

#include <QObject>
#include <QTimer>

namespace slipway::remote {

// Keeps an EventMirror up to date while a job runs: syncs at once, then again `interval` after
// each sync ends (so syncs never overlap and a slow link is not flooded). newData() says when
// there is something new to read in the local copy; a failed sync (a lost connection, say) is
// reported and tried again at the next tick.
//
// The first sync of a large folder reports newData() as soon as its first part arrived (see
// EventMirror::partFetched), and again when it ends.
//
// For a live plot: open newData()'s `localPath` with the local reader once; on each newData()
// read it again (only the new bytes are read). When `reopen` is true files were replaced or
// removed on the cluster, and the local reader must be opened again from scratch.
class RemoteEventSync final : public QObject
{
    Q_OBJECT

public:
    RemoteEventSync(ssh::SshConnection *connection, const QString &remotePath,
                    const QString &cacheRoot = QString(), QObject *parent = nullptr);

    EventMirror *mirror() { return &m_mirror; }
    QString cacheDir() const { return m_mirror.cacheDir(); }
    QString remotePath() const { return m_mirror.remotePath(); }

    // Milliseconds between the end of one sync and the start of the next (default 10 s).
    void setInterval(int ms) { m_timer.setInterval(qMax(ms, 100)); }
    int interval() const { return m_timer.interval(); }
    bool isRunning() const { return m_running; }

    void start();
    // Stops the timer and cancels a sync in progress.
    void stop();
    // Syncs now (unless a sync is running).
    void syncNow();

Q_SIGNALS:
    void synced(const slipway::remote::EventMirror::Result &result);
    void newData(const QString &localPath, bool reopen);
    void failed(const QString &error);

private:
    void onFinished(const EventMirror::Result &result);

    EventMirror m_mirror;
    QTimer m_timer;
    bool m_running = false;
    bool m_firstSync = true;
    bool m_shownEarly = false; // newData() came before the first sync ended
};

} // namespace slipway::remote
