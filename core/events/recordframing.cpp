#include "events/recordframing.h"

#include "events/crc32c.h"

#include <cstring>

namespace slipway::events::framing {

namespace {

std::uint64_t loadLe64(const char *p)
{
    std::uint64_t value = 0;
    for (int i = 7; i >= 0; --i) {
        value = (value << 8) | static_cast<unsigned char>(p[i]);
    }
    return value;
}

std::uint32_t loadLe32(const char *p)
{
    return std::uint32_t(static_cast<unsigned char>(p[0])) |
           std::uint32_t(static_cast<unsigned char>(p[1])) << 8 |
           std::uint32_t(static_cast<unsigned char>(p[2])) << 16 |
           std::uint32_t(static_cast<unsigned char>(p[3])) << 24;
}

void storeLe32(char *p, std::uint32_t value)
{
    for (int i = 0; i < 4; ++i) {
        p[i] = char(value >> (8 * i));
    }
}

bool headerValid(const char *p)
{
    return crc32c::masked(p, 8) == loadLe32(p + 8);
}

} // namespace

Frame readFrame(const char *buffer, std::size_t size, std::size_t pos)
{
    Frame frame;
    if (pos > size || size - pos < kHeaderSize) {
        return frame;
    }
    const char *p = buffer + pos;
    if (!headerValid(p)) {
        frame.status = Status::BadLengthCrc;
        return frame;
    }
    frame.length = loadLe64(p);
    if (frame.length > kMaxRecordSize) {
        frame.status = Status::TooLarge;
        return frame;
    }
    const std::size_t total = kHeaderSize + std::size_t(frame.length) + kFooterSize;
    if (size - pos < total) {
        return frame; // NeedMore
    }
    frame.data = p + kHeaderSize;
    frame.next = pos + total;
    const std::uint32_t expected = loadLe32(frame.data + frame.length);
    frame.status = crc32c::masked(frame.data, std::size_t(frame.length)) == expected
                       ? Status::Record
                       : Status::BadDataCrc;
    return frame;
}

std::size_t findNextRecord(const char *buffer, std::size_t size, std::size_t from,
                           std::size_t *resumeFrom, std::uint64_t available)
{
    std::size_t pos = from;
    while (pos + kHeaderSize <= size) {
        const Frame frame = readFrame(buffer, size, pos);
        if (frame.status == Status::Record ||
            (frame.status == Status::NeedMore &&
             std::uint64_t(pos) + kHeaderSize + frame.length + kFooterSize <= available)) {
            if (resumeFrom) {
                *resumeFrom = pos;
            }
            return pos;
        }
        ++pos;
    }
    if (resumeFrom) {
        *resumeFrom = pos;
    }
    return size;
}

void appendFrameHeader(char header[kHeaderSize], std::uint64_t length)
{
    for (int i = 0; i < 8; ++i) {
        header[i] = char(length >> (8 * i));
    }
    storeLe32(header + 8, crc32c::masked(header, 8));
}

std::uint32_t dataCrc(const char *data, std::size_t length)
{
    return crc32c::masked(data, length);
}

} // namespace slipway::events::framing
