#include "events/logdirloader.h"

#include <QtConcurrent/QtConcurrentRun>

namespace slipway::events {

LogDirLoader::LogDirLoader(const QString &path, QObject *parent)
    : QObject(parent)
    , m_reader(std::make_shared<LogDirReader>(path))
    , m_shared(std::make_shared<Shared>())
{
    m_pollTimer.setSingleShot(true);
    m_pollTimer.setInterval(1500);
    connect(&m_pollTimer, &QTimer::timeout, this, &LogDirLoader::readNow);
    m_progressTimer.setInterval(250);
    connect(&m_progressTimer, &QTimer::timeout, this, &LogDirLoader::progressed);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &LogDirLoader::onFinished);
}

LogDirLoader::~LogDirLoader()
{
    // The worker holds its own references to the reader and the flags: cancel and let it end.
    m_shared->cancel = true;
    m_watcher.disconnect(this);
}

QString LogDirLoader::path() const
{
    return m_reader->path();
}

void LogDirLoader::start()
{
    if (!m_reading && m_updates == 0) {
        readNow();
    }
}

void LogDirLoader::setPollInterval(int milliseconds)
{
    m_pollTimer.setInterval(milliseconds);
}

int LogDirLoader::pollInterval() const
{
    return m_pollTimer.interval();
}

void LogDirLoader::readSoon()
{
    if (m_reading) {
        m_readAgain = true;
        return;
    }
    m_pollTimer.stop();
    readNow();
}

void LogDirLoader::readNow()
{
    if (m_reading) {
        return;
    }
    m_reading = true;
    m_shared->done = 0;
    m_shared->total = 0;
    std::shared_ptr<LogDirReader> reader = m_reader;
    std::shared_ptr<Shared> shared = m_shared;
    m_watcher.setFuture(QtConcurrent::run([reader, shared]() {
        shared->total = reader->bytesToRead();
        return reader->update(&shared->cancel, [shared](qint64 done, qint64 total) {
            shared->done = done;
            shared->total = total;
        });
    }));
    m_progressTimer.start();
}

void LogDirLoader::onFinished()
{
    m_reading = false;
    m_progressTimer.stop();
    m_lastResult = m_watcher.result();
    ++m_updates;
    Q_EMIT updated();
    if (m_readAgain) {
        m_readAgain = false;
        readNow();
        return;
    }
    m_pollTimer.start();
}

} // namespace slipway::events
