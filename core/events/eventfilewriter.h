#pragma once

#include "events/decodedevent.h"

#include <QByteArray>
#include <QFile>
#include <QString>

namespace slipway::events {

// Writes a TensorBoard event file the way TensorBoard's own Python writer does: file name
// `events.out.tfevents.<secs>.<host>.<pid>.<n>`, a first record with file_version
// "brain.Event:2", then one record per scalar (Summary.Value.simple_value, float32).
// Records are buffered in memory until flush() (or 64 KiB of them); the destructor flushes.
// Not thread-safe: use one writer from one thread.
class EventFileWriter final
{
public:
    explicit EventFileWriter(const QString &logDir);
    ~EventFileWriter();
    EventFileWriter(const EventFileWriter &) = delete;
    EventFileWriter &operator=(const EventFileWriter &) = delete;

    // Creates the log folder if needed and the event file, and writes the file_version record.
    bool open(QString *error = nullptr);
    bool isOpen() const { return m_file.isOpen(); }
    // The event file's full path, once open() succeeded.
    QString filePath() const { return m_file.fileName(); }
    QString errorString() const { return m_error; }

    // wallTime in seconds since the epoch; negative means now.
    bool addScalar(const QString &tag, double value, qint64 step, double wallTime = -1);
    bool addSessionLog(SessionStatus status, qint64 step, double wallTime = -1);
    // Writes the buffered records to the file and flushes it to the operating system.
    bool flush();
    void close();

private:
    bool appendEvent(const std::string &serialized);

    QString m_logDir;
    QFile m_file;
    QByteArray m_pending;
    QString m_error;
};

} // namespace slipway::events
