#include "events/eventfilereader.h"

#include "events/recordframing.h"
#include "events/rundata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QReadWriteLock>

#include <algorithm>
#include <cstring>
#include <memory>

namespace slipway::events {

namespace {

constexpr std::size_t kChunkSize = std::size_t(1) << 20;
// A partial record longer than this is not kept between reads: it is read again next time.
constexpr std::size_t kMaxKeptTail = std::size_t(64) << 10;
// Reads longer than this reserve room in the point columns after kReserveChunks chunks.
constexpr qint64 kReserveAfter = qint64(32) << 20;
constexpr qint64 kReserveChunks = 4;

// A byte buffer that grows without zeroing what it allocates: only the bytes read are touched.
class ReadBuffer
{
public:
    char *data() { return m_data.get(); }
    // Room for `count` bytes, keeping the first `keep`.
    void reserve(std::size_t count, std::size_t keep)
    {
        if (count <= m_capacity) {
            return;
        }
        const std::size_t grown = std::max(count, m_capacity + m_capacity / 2);
        auto bigger = std::make_unique_for_overwrite<char[]>(grown);
        if (keep > 0) {
            std::memcpy(bigger.get(), m_data.get(), keep);
        }
        m_data = std::move(bigger);
        m_capacity = grown;
    }

private:
    std::unique_ptr<char[]> m_data;
    std::size_t m_capacity = 0;
};

class OptionalWriteLocker
{
public:
    explicit OptionalWriteLocker(QReadWriteLock *lock)
        : m_lock(lock)
    {
        if (m_lock) {
            m_lock->lockForWrite();
        }
    }
    ~OptionalWriteLocker()
    {
        if (m_lock) {
            m_lock->unlock();
        }
    }
    OptionalWriteLocker(const OptionalWriteLocker &) = delete;
    OptionalWriteLocker &operator=(const OptionalWriteLocker &) = delete;

private:
    QReadWriteLock *m_lock;
};

// What a damaged record is reported as; its length may be what is damaged.
QString damagedFrameMessage(const framing::Frame &frame)
{
    switch (frame.status) {
    case framing::Status::BadDataCrc:
        return QCoreApplication::translate(
            "eventfilereader", "The record's contents do not match their checksum (damaged "
                               "data); it was skipped.");
    case framing::Status::TooLarge:
        return QCoreApplication::translate(
                   "eventfilereader",
                   "The record claims %1 bytes, more than any event holds; looking "
                   "for the next valid record.")
            .arg(frame.length);
    default:
        return QCoreApplication::translate(
            "eventfilereader", "The record's length field does not match its checksum (damaged "
                               "or not an event file); looking for the next valid record.");
    }
}

} // namespace

EventFileReader::EventFileReader(const QString &path)
    : m_path(path)
{}

void EventFileReader::reset()
{
    m_offset = 0;
    m_tail = {};
    m_pendingBytes = 0;
    m_validRecords = 0;
    m_resyncing = false;
    m_reportedNotEventFile = false;
    m_reportedInvalidUtf8 = false;
}

void EventFileReader::processRecord(RunData &run, EventDecoder &decoder, DecodedEvent &event,
                                    const char *data, std::size_t size, qint64 offset)
{
    if (!decoder.decode(data, size, &event)) {
        ++run.stats().corruptRecords;
        run.addIssue(
            {m_path, offset,
             QCoreApplication::translate("eventfilereader",
                                         "The record's checksums match but it is not a TensorBoard "
                                         "event; it was skipped.")});
        return;
    }
    if (event.invalidUtf8 && !m_reportedInvalidUtf8) {
        m_reportedInvalidUtf8 = true;
        run.addIssue(
            {m_path, offset,
             QCoreApplication::translate("eventfilereader",
                                         "Some tag names in this file are not valid UTF-8 text; "
                                         "their invalid bytes are shown as \uFFFD.")});
    }
    ++m_validRecords;
    ++run.stats().records;
    run.apply(event);
}

// The state of one read(): the buffer, where decoding stands in it, and a record that claims
// more bytes than the file holds (the "suspect"), while it waits for proof either way.
struct EventFileReader::Pass
{
    qint64 size = 0; // the file as it is now: bytes appended while this read runs wait
    EventDecoder decoder;
    DecodedEvent event;
    ReadBuffer buffer;
    std::size_t filled = 0;
    qint64 bufferStart = 0; // file offset of buffer.data()[0]
    std::size_t pos = 0;
    // A record whose length reaches past the end of the file: the last one, still being
    // written, unless a complete record follows inside the bytes after its header.
    qint64 suspect = -1; // its file offset
    std::uint64_t suspectLength = 0;
    bool suspectKept = false; // its bytes are still in the buffer

    // Keeps the unconsumed tail (from the suspect record while it is short) at the start of the
    // buffer, for the next chunk to be read behind it.
    void dropConsumed()
    {
        std::size_t keepFrom = pos;
        if (suspect >= 0 && suspectKept) {
            const std::size_t suspectPos = std::size_t(suspect - bufferStart);
            if (filled - suspectPos <= kMaxKeptTail) {
                keepFrom = suspectPos;
            } else {
                suspectKept = false;
            }
        }
        if (keepFrom > 0) {
            std::memmove(buffer.data(), buffer.data() + keepFrom, filled - keepFrom);
            bufferStart += qint64(keepFrom);
            filled -= keepFrom;
            pos -= keepFrom;
        }
    }

    // Reads the next chunk behind what the buffer holds; the bytes read, 0 at the end.
    qint64 readChunk(QFile &file)
    {
        const qint64 left = size - (bufferStart + qint64(filled));
        if (left <= 0) {
            return 0;
        }
        const std::size_t want = std::size_t(std::min<qint64>(left, qint64(kChunkSize)));
        buffer.reserve(filled + want, filled);
        const qint64 got = file.read(buffer.data() + filled, qint64(want));
        if (got > 0) {
            filled += std::size_t(got);
        }
        return got;
    }
};

EventFileReader::Result EventFileReader::read(RunData &run, const ReadControl &control)
{
    QFile file(m_path);
    // Unbuffered: chunks go straight from the file into the buffer, with no copy through QFile's
    // own buffer; records are then decoded in place.
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        OptionalWriteLocker locker(control.lock);
        run.addIssue(
            {m_path, -1,
             QCoreApplication::translate("eventfilereader", "Cannot open the event file: %1")
                 .arg(file.errorString())});
        return Result::CannotOpen;
    }
    // Everything in the pass lives for this read only: a log folder can hold thousands of files.
    Pass pass;
    pass.size = file.size();
    if (pass.size < m_offset) {
        return Result::Shrunk;
    }
    if (pass.size == m_offset || !file.seek(m_offset)) {
        return Result::Ok;
    }
    startPass(pass);

    Result result = Result::Ok;
    // On a long read, the columns reserve room for the rest once the first chunks show the rate.
    std::vector<qsizetype> sizesBefore;
    qint64 chunksRead = 0;
    {
        OptionalWriteLocker locker(control.lock);
        if (pass.size - m_offset > kReserveAfter) {
            sizesBefore = run.seriesSizes();
        }
    }
    for (;;) {
        if (control.cancelled()) {
            result = Result::Cancelled;
            break;
        }
        pass.dropConsumed();
        const qint64 got = pass.readChunk(file);
        if (got <= 0) {
            break;
        }
        OptionalWriteLocker locker(control.lock);
        run.stats().bytesRead += got;
        scanBuffer(run, pass);
        if (++chunksRead == kReserveChunks && pass.size - m_offset > kReserveAfter) {
            const qint64 done = pass.bufferStart + qint64(pass.pos) - m_offset;
            const qint64 rest = pass.size - (pass.bufferStart + qint64(pass.filled));
            if (done > 0 && rest > 0) {
                run.reserveForGrowth(sizesBefore, double(rest) / double(done));
            }
        }
        if (control.progress) {
            control.progress(got);
        }
    }
    finishPass(run, pass, control, result);
    return result;
}

void EventFileReader::startPass(Pass &pass)
{
    // The buffer starts with the partial record kept from the previous read: bytes are read
    // from the file once only. It holds one chunk, or the whole rest of a small file.
    pass.filled = m_tail.size();
    pass.buffer.reserve(
        pass.filled + std::size_t(std::min<qint64>(pass.size - m_offset, qint64(kChunkSize))), 0);
    if (pass.filled > 0) {
        std::memcpy(pass.buffer.data(), m_tail.data(), pass.filled);
    }
    m_tail = {};
    pass.bufferStart = m_offset - qint64(pass.filled);
}

void EventFileReader::scanBuffer(RunData &run, Pass &pass)
{
    while (pass.pos < pass.filled) {
        if (m_resyncing && !findNextRecord(run, pass)) {
            break; // need more bytes to go on looking
        }
        const qint64 recordOffset = pass.bufferStart + qint64(pass.pos);
        const framing::Frame frame = framing::readFrame(pass.buffer.data(), pass.filled, pass.pos);
        if (frame.status == framing::Status::NeedMore) {
            if (pass.filled - pass.pos >= framing::kHeaderSize &&
                recordOffset + qint64(framing::kHeaderSize + framing::kFooterSize) +
                        qint64(frame.length) >
                    pass.size) {
                // The file does not hold this record: look for a complete one after it.
                if (pass.suspect < 0) {
                    pass.suspect = recordOffset;
                    pass.suspectLength = frame.length;
                    pass.suspectKept = true;
                }
                m_resyncing = true;
                ++pass.pos;
                continue;
            }
            break;
        }
        if (frame.status == framing::Status::Record) {
            if (pass.suspect >= 0) {
                reportFalseLength(run, pass, recordOffset);
            }
            processRecord(run, pass.decoder, pass.event, frame.data, std::size_t(frame.length),
                          recordOffset);
            pass.pos = frame.next;
        } else if (pass.suspect >= 0) {
            // A header that verified by chance among the bytes after the suspect record.
            m_resyncing = true;
            ++pass.pos;
        } else {
            // The length may be what is damaged: look for the next record from the next byte
            // rather than trust it.
            ++run.stats().corruptRecords;
            run.addIssue({m_path, recordOffset, damagedFrameMessage(frame)});
            m_resyncing = true;
            ++pass.pos;
            run.stats().skippedBytes += 1;
        }
    }
}

bool EventFileReader::findNextRecord(RunData &run, Pass &pass)
{
    // While a suspect record waits for proof, only records that can be complete in the file
    // count.
    const std::uint64_t available =
        pass.suspect >= 0 ? std::uint64_t(pass.size - pass.bufferStart) : UINT64_MAX;
    std::size_t resume = 0;
    const std::size_t found =
        framing::findNextRecord(pass.buffer.data(), pass.filled, pass.pos, &resume, available);
    const std::size_t stop = found < pass.filled ? found : resume;
    if (pass.suspect < 0) {
        run.stats().skippedBytes += qint64(stop - pass.pos);
    }
    pass.pos = stop;
    if (found >= pass.filled) {
        return false;
    }
    m_resyncing = false;
    return true;
}

void EventFileReader::reportFalseLength(RunData &run, Pass &pass, qint64 recordOffset)
{
    // A writer writes one record after the other: a complete record after an unfinished one
    // proves the unfinished one's length false.
    ++run.stats().corruptRecords;
    run.stats().skippedBytes += recordOffset - pass.suspect;
    run.addIssue(
        {m_path, pass.suspect,
         QCoreApplication::translate("eventfilereader",
                                     "The record claims %1 bytes, more than the rest of the file "
                                     "holds, yet complete records follow it at byte %2: its length "
                                     "field is wrong (damaged or forged); %3 bytes were skipped.")
             .arg(pass.suspectLength)
             .arg(recordOffset)
             .arg(recordOffset - pass.suspect)});
    pass.suspect = -1;
}

void EventFileReader::finishPass(RunData &run, Pass &pass, const ReadControl &control,
                                 Result result)
{
    const qint64 end = pass.bufferStart + qint64(pass.filled);
    if (pass.suspect >= 0) {
        // Nothing complete follows it: the last record, still being written. Wait for it.
        m_resyncing = false;
        if (pass.suspectKept) {
            pass.pos = std::size_t(pass.suspect - pass.bufferStart);
        } else {
            // Too long to keep: it is read again next time.
            OptionalWriteLocker locker(control.lock);
            run.stats().bytesRead -= end - pass.suspect;
            pass.bufferStart = pass.suspect;
            pass.filled = pass.pos = 0;
        }
    }
    m_offset = pass.bufferStart + qint64(pass.filled);
    m_tail.assign(pass.buffer.data() + pass.pos, pass.buffer.data() + pass.filled);
    m_pendingBytes = end - (pass.bufferStart + qint64(pass.pos));
    if (result == Result::Ok && m_validRecords == 0 && m_resyncing && !m_reportedNotEventFile &&
        pass.size >= qint64(framing::kHeaderSize)) {
        OptionalWriteLocker locker(control.lock);
        m_reportedNotEventFile = true;
        run.addIssue(
            {m_path, -1,
             QCoreApplication::translate("eventfilereader",
                                         "No valid record in %1 bytes: this does not look like a "
                                         "TensorBoard event file.")
                 .arg(pass.size)});
    }
}

} // namespace slipway::events
