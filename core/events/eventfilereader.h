#pragma once

#include "events/eventdecoder.h"
#include "events/readcontrol.h"

#include <QString>

#include <vector>

namespace slipway::events {

class RunData;

// Reads one event file incrementally into a RunData: each read() consumes only the bytes
// appended since the previous one. A partial final record is left for the next read; a record
// whose payload fails its CRC (or does not decode) is reported with its offset and skipped; a
// damaged length field is reported and reading resumes at the next position where a complete,
// valid record starts.
//
// A record whose length reaches past the end of the file is taken for the last record, still
// being written, as long as nothing valid follows it. When a complete record with both
// checksums valid starts inside the bytes after its header, its length is false (a writer
// writes one record after the other): it is reported as damage and reading goes on from there.
//
// Memory: between reads a reader keeps its position and at most a few bytes of a partial
// record (a partial record over kMaxKeptTail is read again next time instead); the read buffer
// and the decoder live only during read(), so thousands of files cost little beyond their
// points.
class EventFileReader final
{
public:
    enum class Result {
        Ok,
        Cancelled,
        Shrunk,     // the file is now shorter than what was read: it was replaced
        CannotOpen, // reported as an issue on the run
    };

    explicit EventFileReader(const QString &path);

    QString path() const { return m_path; }
    qint64 offset() const { return m_offset; }             // bytes consumed so far
    qint64 pendingBytes() const { return m_pendingBytes; } // partial record at the end
    qint64 validRecords() const { return m_validRecords; }

    Result read(RunData &run, const ReadControl &control);
    void reset();

private:
    struct Pass; // the state of one read()

    void startPass(Pass &pass);
    void scanBuffer(RunData &run, Pass &pass);
    bool findNextRecord(RunData &run, Pass &pass);
    void reportFalseLength(RunData &run, Pass &pass, qint64 recordOffset);
    void finishPass(RunData &run, Pass &pass, const ReadControl &control, Result result);
    void processRecord(RunData &run, EventDecoder &decoder, DecodedEvent &event, const char *data,
                       std::size_t size, qint64 offset);

    QString m_path;
    qint64 m_offset = 0;
    qint64 m_pendingBytes = 0;
    qint64 m_validRecords = 0;
    bool m_resyncing = false; // looking for the next valid record after a damaged length
    bool m_reportedNotEventFile = false;
    bool m_reportedInvalidUtf8 = false;
    std::vector<char> m_tail; // the bytes of a partial final record, read but not consumed
};

} // namespace slipway::events
