#pragma once

#include "events/logdirreader.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <memory>

namespace slipway::events {

// Reads a TensorBoard log folder on a worker thread and keeps it up to date: the first read,
// then a poll every pollInterval() that reads only what was appended (LogDirReader's
// incremental update). The GUI reads the data under reader()->lock() with tryLockForRead.
//
// Deleting the loader never waits: the read going on is cancelled and finishes on its own;
// the reader lives as long as the worker still uses it.
class LogDirLoader final : public QObject
{
    Q_OBJECT

public:
    explicit LogDirLoader(const QString &path, QObject *parent = nullptr);
    ~LogDirLoader() override;

    QString path() const;
    const LogDirReader &reader() const { return *m_reader; }

    // Starts the first read; later reads follow every pollInterval() milliseconds.
    void start();
    void setPollInterval(int milliseconds);
    int pollInterval() const;
    // The folder is known to have changed (a remote copy brought new bytes): read it now
    // instead of at the next poll, or right after the read going on.
    void readSoon();

    bool isReading() const { return m_reading; }
    // Bytes read and to read in the read going on (for a progress bar).
    qint64 progressDone() const { return m_shared->done.load(); }
    qint64 progressTotal() const { return m_shared->total.load(); }
    // How many reads finished so far.
    int updateCount() const { return m_updates; }
    const LogDirReader::UpdateResult &lastResult() const { return m_lastResult; }

Q_SIGNALS:
    // A read finished (with or without new data; see lastResult()).
    void updated();
    // A read is going on and has progressed (emitted at most every few hundred milliseconds).
    void progressed();

private:
    struct Shared
    {
        std::atomic<bool> cancel{false};
        std::atomic<qint64> done{0};
        std::atomic<qint64> total{0};
    };

    void readNow();
    void onFinished();

    std::shared_ptr<LogDirReader> m_reader;
    std::shared_ptr<Shared> m_shared;
    QFutureWatcher<LogDirReader::UpdateResult> m_watcher;
    QTimer m_pollTimer;
    QTimer m_progressTimer;
    LogDirReader::UpdateResult m_lastResult;
    bool m_reading = false;
    bool m_readAgain = false;
    int m_updates = 0;
};

} // namespace slipway::events
