#include "remote/eventprogress.h"

#include "events/logdirreader.h"

#include <QCoreApplication>
#include <QPromise>
#include <QReadLocker>
#include <QtConcurrent>

#include <map>

namespace slipway::remote {

namespace {
constexpr qsizetype kMaxPoints = 2000; // the forecast looks at the last 15 minutes only
// The node that writes the event files and the controller that says when the job started may
// disagree on the time by this much.
constexpr double kClockSlackSeconds = 120.0;
} // namespace

QList<monitor::StepPoint> stepPointsFromEvents(const events::LogDirReader &reader,
                                               const QDateTime &since)
{
    const double from =
        since.isValid() ? double(since.toSecsSinceEpoch()) - kClockSlackSeconds : 0.0;
    std::map<qint64, double> earliest; // step -> wall time (seconds since the epoch)
    {
        QReadLocker lock(&reader.lock());
        for (const auto &run : reader.runs()) {
            for (const auto &tag : run->tags()) {
                const events::ScalarSeries &series = tag->series;
                for (qsizetype i = 0; i < series.size(); ++i) {
                    const qint64 step = series.step(i);
                    const double wall = series.wallTime(i);
                    if (wall < from) {
                        continue; // an earlier run's, in the same folder
                    }
                    const auto [it, added] = earliest.try_emplace(step, wall);
                    if (!added && wall < it->second) {
                        it->second = wall;
                    }
                }
            }
        }
    }
    QList<monitor::StepPoint> points;
    const qsizetype skip = qMax<qsizetype>(0, qsizetype(earliest.size()) - kMaxPoints);
    qsizetype index = 0;
    for (const auto &[step, wall] : earliest) {
        if (index++ < skip) {
            continue;
        }
        points << monitor::StepPoint{QDateTime::fromMSecsSinceEpoch(qint64(wall * 1000.0), Qt::UTC),
                                     step};
    }
    return points;
}

EventProgress::EventProgress(ssh::SshConnection *connection, const QString &remoteFolder,
                             const QDateTime &startedAt, const QString &cacheRoot, QObject *parent)
    : QObject(parent)
    , m_mirror(connection, remoteFolder, cacheRoot)
    , m_startedAt(startedAt)
{
    connect(&m_mirror, &EventMirror::finished, this, &EventProgress::onSynced);
}

ssh::SshConnection *EventProgress::connection() const
{
    return m_mirror.connection();
}

EventProgress::~EventProgress()
{
    if (m_pending) {
        Result stopped;
        stopped.error = QCoreApplication::translate("slipway::remote::EventProgress",
                                                    "Stopped before the event files were read.");
        finish(stopped);
    }
}

QFuture<EventProgress::Result> EventProgress::refresh()
{
    if (m_pending) {
        return m_pending->future();
    }
    m_pending = std::make_shared<QPromise<Result>>();
    m_pending->start();
    const QFuture<Result> future = m_pending->future();
    m_mirror.sync(); // may finish at once (e.g. no connection)
    return future;
}

void EventProgress::onSynced(const EventMirror::Result &synced)
{
    Result result;
    result.files = synced.remoteFiles;
    if (!synced.ok && synced.missing) {
        result.ok = true; // the run has not made its event folder yet
        finish(result);
        return;
    }
    if (!synced.ok) {
        result.error = synced.error;
        finish(result);
        return;
    }
    if (synced.remoteFiles == 0) {
        result.ok = true; // nothing written yet
        finish(result);
        return;
    }
    if (!m_reader || synced.replacedFiles > 0 || synced.localPath != m_readerPath) {
        m_reader = std::make_shared<events::LogDirReader>(synced.localPath);
        m_readerPath = synced.localPath;
    }
    const std::shared_ptr<events::LogDirReader> reader = m_reader;
    QtConcurrent::run([reader, since = m_startedAt] {
        Result read;
        const events::LogDirReader::UpdateResult updated = reader->update();
        read.ok = updated.ok;
        read.error = updated.error;
        if (updated.ok) {
            read.points = stepPointsFromEvents(*reader, since);
        }
        return read;
    }).then(this, [this, files = synced.remoteFiles](Result read) {
        read.files = files;
        finish(read);
    });
}

void EventProgress::finish(const Result &result)
{
    const std::shared_ptr<QPromise<Result>> pending = std::move(m_pending);
    m_pending.reset();
    if (pending) {
        pending->addResult(result);
        pending->finish();
    }
}

} // namespace slipway::remote
