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
    // The file as it is now: bytes appended while this read runs are left for the next one.
    const qint64 size = file.size();
    if (size < m_offset) {
        return Result::Shrunk;
    }
    if (size == m_offset || !file.seek(m_offset)) {
        return Result::Ok;
    }

    // Everything below lives for this read only: a log folder can hold thousands of files.
    EventDecoder decoder;
    DecodedEvent event;
    ReadBuffer buffer;
    // The buffer starts with the partial record kept from the previous read: bytes are read
    // from the file once only. It holds one chunk, or the whole rest of a small file.
    std::size_t filled = m_tail.size();
    buffer.reserve(filled + std::size_t(std::min<qint64>(size - m_offset, qint64(kChunkSize))), 0);
    if (filled > 0) {
        std::memcpy(buffer.data(), m_tail.data(), filled);
    }
    m_tail = {};
    qint64 bufferStart = m_offset - qint64(filled); // file offset of buffer.data()[0]
    std::size_t pos = 0;
    // A record whose length reaches past the end of the file: the last one, still being
    // written, unless a complete record follows inside the bytes after its header.
    qint64 suspect = -1; // its file offset
    std::uint64_t suspectLength = 0;
    bool suspectKept = false; // its bytes are still in the buffer
    Result result = Result::Ok;
    // On a long read, the columns reserve room for the rest once the first chunks show the rate.
    std::vector<qsizetype> sizesBefore;
    qint64 chunksRead = 0;
    {
        OptionalWriteLocker locker(control.lock);
        if (size - m_offset > kReserveAfter) {
            sizesBefore = run.seriesSizes();
        }
    }
    for (;;) {
        if (control.cancelled()) {
            result = Result::Cancelled;
            break;
        }
        // Keep the unconsumed tail (from the suspect record while it is short), then read the
        // next chunk behind it.
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
        const qint64 left = size - (bufferStart + qint64(filled));
        if (left <= 0) {
            break;
        }
        const std::size_t want = std::size_t(std::min<qint64>(left, qint64(kChunkSize)));
        buffer.reserve(filled + want, filled);
        const qint64 got = file.read(buffer.data() + filled, qint64(want));
        if (got <= 0) {
            break;
        }
        filled += std::size_t(got);

        OptionalWriteLocker locker(control.lock);
        run.stats().bytesRead += got;
        while (pos < filled) {
            if (m_resyncing) {
                // While a suspect record waits for proof, only records that can be complete
                // in the file count.
                const std::uint64_t available =
                    suspect >= 0 ? std::uint64_t(size - bufferStart) : UINT64_MAX;
                std::size_t resume = 0;
                const std::size_t found =
                    framing::findNextRecord(buffer.data(), filled, pos, &resume, available);
                const std::size_t stop = found < filled ? found : resume;
                if (suspect < 0) {
                    run.stats().skippedBytes += qint64(stop - pos);
                }
                pos = stop;
                if (found >= filled) {
                    break; // need more bytes to go on looking
                }
                m_resyncing = false;
            }
            const qint64 recordOffset = bufferStart + qint64(pos);
            const framing::Frame frame = framing::readFrame(buffer.data(), filled, pos);
            if (frame.status == framing::Status::NeedMore) {
                if (filled - pos >= framing::kHeaderSize &&
                    recordOffset + qint64(framing::kHeaderSize + framing::kFooterSize) +
                            qint64(frame.length) >
                        size) {
                    // The file does not hold this record: look for a complete one after it.
                    if (suspect < 0) {
                        suspect = recordOffset;
                        suspectLength = frame.length;
                        suspectKept = true;
                    }
                    m_resyncing = true;
                    ++pos;
                    continue;
                }
                break;
            }
            if (frame.status == framing::Status::Record) {
                if (suspect >= 0) {
                    // A writer writes one record after the other: a complete record after an
                    // unfinished one proves the unfinished one's length false.
                    ++run.stats().corruptRecords;
                    run.stats().skippedBytes += recordOffset - suspect;
                    run.addIssue(
                        {m_path, suspect,
                         QCoreApplication::translate("eventfilereader",
                                                     "The record claims %1 bytes, more than the "
                                                     "rest of the file holds, yet complete records "
                                                     "follow it at byte %2: its length field is "
                                                     "wrong (damaged or forged); %3 bytes were "
                                                     "skipped.")
                             .arg(suspectLength)
                             .arg(recordOffset)
                             .arg(recordOffset - suspect)});
                    suspect = -1;
                }
                processRecord(run, decoder, event, frame.data, std::size_t(frame.length),
                              recordOffset);
                pos = frame.next;
            } else if (suspect >= 0) {
                // A header that verified by chance among the bytes after the suspect record.
                m_resyncing = true;
                ++pos;
            } else if (frame.status == framing::Status::BadDataCrc) {
                // The length may be what is damaged: look for the next record from the next
                // byte rather than trust it.
                ++run.stats().corruptRecords;
                run.addIssue({m_path, recordOffset,
                              QCoreApplication::translate(
                                  "eventfilereader", "The record's contents do not match their "
                                                     "checksum (damaged data); it was skipped.")});
                m_resyncing = true;
                ++pos;
                run.stats().skippedBytes += 1;
            } else {
                ++run.stats().corruptRecords;
                run.addIssue(
                    {m_path, recordOffset,
                     frame.status == framing::Status::TooLarge
                         ? QCoreApplication::translate(
                               "eventfilereader", "The record claims %1 bytes, more than any event "
                                                  "holds; looking for the next valid record.")
                               .arg(frame.length)
                         : QCoreApplication::translate(
                               "eventfilereader",
                               "The record's length field does not match its "
                               "checksum (damaged or not an event file); looking "
                               "for the next valid record.")});
                m_resyncing = true;
                ++pos;
                run.stats().skippedBytes += 1;
            }
        }
        if (++chunksRead == kReserveChunks && size - m_offset > kReserveAfter) {
            const qint64 done = bufferStart + qint64(pos) - m_offset;
            const qint64 rest = size - (bufferStart + qint64(filled));
            if (done > 0 && rest > 0) {
                run.reserveForGrowth(sizesBefore, double(rest) / double(done));
            }
        }
        if (control.progress) {
            control.progress(got);
        }
    }
    const qint64 end = bufferStart + qint64(filled);
    if (suspect >= 0) {
        // Nothing complete follows it: the last record, still being written. Wait for it.
        m_resyncing = false;
        if (suspectKept) {
            pos = std::size_t(suspect - bufferStart);
        } else {
            // Too long to keep: it is read again next time.
            OptionalWriteLocker locker(control.lock);
            run.stats().bytesRead -= end - suspect;
            bufferStart = suspect;
            filled = pos = 0;
        }
    }
    m_offset = bufferStart + qint64(filled);
    m_tail.assign(buffer.data() + pos, buffer.data() + filled);
    m_pendingBytes = end - (bufferStart + qint64(pos));
    if (result == Result::Ok && m_validRecords == 0 && m_resyncing && !m_reportedNotEventFile &&
        size >= qint64(framing::kHeaderSize)) {
        OptionalWriteLocker locker(control.lock);
        m_reportedNotEventFile = true;
        run.addIssue(
            {m_path, -1,
             QCoreApplication::translate("eventfilereader",
                                         "No valid record in %1 bytes: this does not look like a "
                                         "TensorBoard event file.")
                 .arg(size)});
    }
    return result;
}

} // namespace slipway::events
