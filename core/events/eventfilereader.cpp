#include "events/eventfilereader.h"

#include "events/recordframing.h"
#include "events/rundata.h"

#include <QDir>
#include <QFile>
#include <QReadWriteLock>

#include <cstring>

namespace slipway::events {

namespace {

constexpr std::size_t kChunkSize = std::size_t(1) << 20;
// Reads longer than this reserve room in the point columns after kReserveChunks chunks.
constexpr qint64 kReserveAfter = qint64(32) << 20;
constexpr qint64 kReserveChunks = 4;

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
}

void EventFileReader::processRecord(RunData &run, const char *data, std::size_t size, qint64 offset)
{
    if (!m_decoder.decode(data, size, &m_event)) {
        ++run.stats().corruptRecords;
        run.addIssue({m_path, offset,
                      QStringLiteral("The record's checksums match but it is not a TensorBoard "
                                     "event; it was skipped.")});
        return;
    }
    ++m_validRecords;
    ++run.stats().records;
    run.apply(m_event);
}

EventFileReader::Result EventFileReader::read(RunData &run, const ReadControl &control)
{
    QFile file(m_path);
    // Unbuffered: chunks go straight from the file into m_buffer, with no copy through QFile's
    // own buffer; records are then decoded in place.
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        OptionalWriteLocker locker(control.lock);
        run.addIssue(
            {m_path, -1, QStringLiteral("Cannot open the event file: %1").arg(file.errorString())});
        return Result::CannotOpen;
    }
    const qint64 size = file.size();
    if (size < m_offset) {
        return Result::Shrunk;
    }
    if (size == m_offset || !file.seek(m_offset)) {
        return Result::Ok;
    }

    // The buffer starts with the partial record kept from the previous read: bytes are read
    // from the file once only.
    m_buffer = std::move(m_tail);
    m_tail = {};
    std::size_t filled = m_buffer.size();
    qint64 bufferStart = m_offset - qint64(filled); // file offset of m_buffer[0]
    std::size_t pos = 0;
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
        // Keep the unconsumed tail, then read the next chunk behind it.
        if (pos > 0) {
            std::memmove(m_buffer.data(), m_buffer.data() + pos, filled - pos);
            bufferStart += qint64(pos);
            filled -= pos;
            pos = 0;
        }
        if (m_buffer.size() < filled + kChunkSize) {
            m_buffer.resize(filled + kChunkSize);
        }
        const qint64 got = file.read(m_buffer.data() + filled, qint64(kChunkSize));
        if (got <= 0) {
            break;
        }
        filled += std::size_t(got);

        OptionalWriteLocker locker(control.lock);
        run.stats().bytesRead += got;
        while (pos < filled) {
            if (m_resyncing) {
                std::size_t resume = 0;
                const std::size_t found =
                    framing::findNextRecord(m_buffer.data(), filled, pos, &resume);
                if (found < filled) {
                    run.stats().skippedBytes += qint64(found - pos);
                    pos = found;
                    m_resyncing = false;
                } else {
                    run.stats().skippedBytes += qint64(resume - pos);
                    pos = resume;
                    break; // need more bytes to go on looking
                }
            }
            const qint64 recordOffset = bufferStart + qint64(pos);
            const framing::Frame frame = framing::readFrame(m_buffer.data(), filled, pos);
            if (frame.status == framing::Status::NeedMore) {
                break;
            }
            if (frame.status == framing::Status::Record) {
                processRecord(run, frame.data, std::size_t(frame.length), recordOffset);
                pos = frame.next;
            } else if (frame.status == framing::Status::BadDataCrc) {
                ++run.stats().corruptRecords;
                run.addIssue({m_path, recordOffset,
                              QStringLiteral("The record's contents do not match their "
                                             "checksum (damaged data); it was skipped.")});
                pos = frame.next;
            } else {
                ++run.stats().corruptRecords;
                run.addIssue(
                    {m_path, recordOffset,
                     frame.status == framing::Status::TooLarge
                         ? QStringLiteral("The record claims %1 bytes, more than any event "
                                          "holds; looking for the next valid record.")
                               .arg(frame.length)
                         : QStringLiteral("The record's length field does not match its "
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
    m_offset = bufferStart + qint64(filled);
    m_tail.assign(m_buffer.begin() + std::ptrdiff_t(pos),
                  m_buffer.begin() + std::ptrdiff_t(filled));
    m_pendingBytes = qint64(m_tail.size());
    if (result == Result::Ok && m_validRecords == 0 && m_resyncing && !m_reportedNotEventFile &&
        size >= qint64(framing::kHeaderSize)) {
        OptionalWriteLocker locker(control.lock);
        m_reportedNotEventFile = true;
        run.addIssue({m_path, -1,
                      QStringLiteral("No valid record in %1 bytes: this does not look like a "
                                     "TensorBoard event file.")
                          .arg(size)});
    }
    // A log folder can hold thousands of files: no buffer outlives its read.
    m_buffer = {};
    return result;
}

} // namespace slipway::events
