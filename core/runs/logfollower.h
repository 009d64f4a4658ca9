#pragma once

#include "common/commandrunner.h"
#include "runs/logbuffer.h"

#include <QString>
#include <QStringList>

namespace slipway::runs {

// Follows a remote log file by byte offset through any CommandRunner: each poll() reads what was
// added since the last byte received, so a dropped connection loses and repeats nothing (the
// offset only moves by bytes that arrived). A file that does not exist yet is normal (a pending
// job); a file that shrank was replaced and is read again from the start.
class LogFollower final
{
public:
    explicit LogFollower(QString path, qint64 offset = 0, qint64 chunkBytes = 4 * 1024 * 1024);

    // The command for the next read.
    QString readCommand() const;

    struct Update
    {
        bool ok = false;        // the read worked (the file may still be missing)
        bool exists = false;    // the file exists
        bool restarted = false; // the file was replaced and is read from the start
        bool more = false;      // the chunk limit was hit: poll again at once
        QStringList lines;      // lines completed by this read
        QString error;
    };
    Update consume(const CommandResult &result);

    // The unfinished last line (a progress bar), and the end of input.
    QString partialLine() const { return m_buffer.partialLine(); }
    QStringList finish() { return m_buffer.finish(); }

    qint64 offset() const { return m_offset; }
    const QString &path() const { return m_path; }

private:
    QString m_path;
    qint64 m_offset = 0;
    qint64 m_chunk = 0;
    LogBuffer m_buffer;
};

} // namespace slipway::runs
