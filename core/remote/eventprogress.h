#pragma once

#include "monitor/forecast.h"
#include "remote/eventmirror.h"

#include <QDateTime>
#include <QFuture>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace slipway::events {
class LogDirReader;
}

namespace slipway::remote {

// The steps a run has reached, from its TensorBoard event files: every scalar value carries its
// step and the wall time the training wrote it, which makes an exact step rate for the time-limit
// forecast (monitor::forecast), better than the log's steps seen at the time a poll read them.
// Each step once, at the earliest wall time any tag reached it, in step order; a run that
// restarted from an earlier step keeps only what it wrote since; the last 2,000 steps at most.
// Values written before `since` (less two minutes for the clocks of two machines) are left
// out: several runs started in one folder share its `runs/` event folder, and an earlier run's
// steps would otherwise take the place of this run's. Reads `reader` under its lock.
QList<monitor::StepPoint> stepPointsFromEvents(const events::LogDirReader &reader,
                                               const QDateTime &since = QDateTime());

// Follows one run's event folder on a cluster for the forecast: each refresh() brings the local
// copy up to date (EventMirror: only new bytes, one round trip when nothing is new), reads what
// is new on a pool thread (events::LogDirReader) and gives every step point known so far.
class EventProgress final : public QObject
{
    Q_OBJECT

public:
    struct Result
    {
        bool ok = false;
        QString error; // plain language, when !ok
        int files = 0; // event files on the cluster (0: none yet, or no folder yet: still ok)
        QList<monitor::StepPoint> points;
    };

    // `remoteFolder`: the run's event folder (RunRecord::eventFolder()); `startedAt`: when the
    // run started (its steps are those written since; invalid: all); `cacheRoot` empty:
    // EventMirror::defaultCacheRoot().
    EventProgress(ssh::SshConnection *connection, const QString &remoteFolder,
                  const QDateTime &startedAt, const QString &cacheRoot = QString(),
                  QObject *parent = nullptr);
    ~EventProgress() override;

    QString remoteFolder() const { return m_mirror.remotePath(); }
    // Null once the connection it was made with is gone.
    ssh::SshConnection *connection() const;
    // Starts a refresh, or gives the one in flight.
    QFuture<Result> refresh();

private:
    void onSynced(const EventMirror::Result &synced);
    void finish(const Result &result);

    EventMirror m_mirror;
    std::shared_ptr<events::LogDirReader> m_reader; // shared with the read on a pool thread
    QString m_readerPath;
    QDateTime m_startedAt;
    std::shared_ptr<QPromise<Result>> m_pending;
};

} // namespace slipway::remote
