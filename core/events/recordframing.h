#pragma once

#include <cstddef>
#include <cstdint>

// TFRecord framing, as TensorFlow's record_writer.cc writes it (all little-endian):
//     uint64 length | uint32 masked_crc32c(length) | byte data[length] | uint32 masked_crc32c(data)
// These functions work on a byte buffer and never allocate; EventFileReader feeds them.
namespace slipway::events::framing {

constexpr std::size_t kHeaderSize = 12;
constexpr std::size_t kFooterSize = 4;
// Larger lengths are refused even when their CRC matches: no real event holds 1 GiB.
constexpr std::uint64_t kMaxRecordSize = std::uint64_t(1) << 30;

enum class Status {
    Record,       // a complete record with both CRCs verified
    NeedMore,     // the buffer ends inside this record (a partial final record)
    BadLengthCrc, // the length field does not match its CRC: the length cannot be trusted
    BadDataCrc,   // the length is intact, the payload does not match its CRC
    TooLarge,     // the length is intact but beyond kMaxRecordSize
};

struct Frame
{
    Status status = Status::NeedMore;
    const char *data = nullptr; // payload, valid for Record and BadDataCrc
    std::uint64_t length = 0;   // payload length, valid unless BadLengthCrc
    std::size_t next = 0;       // buffer position after this record (Record, BadDataCrc)
};

// Reads the record starting at buffer[pos].
Frame readFrame(const char *buffer, std::size_t size, std::size_t pos);

// After a damaged record: the first position >= from where a record header verifies and whose
// payload, if the buffer holds all of it, verifies too. A header whose record would end beyond
// `available` bytes from buffer[0] (the file's size) is passed over. Returns `size` when none is
// found, and sets *resumeFrom to the first position that could not be checked for lack of bytes.
std::size_t findNextRecord(const char *buffer, std::size_t size, std::size_t from,
                           std::size_t *resumeFrom, std::uint64_t available = UINT64_MAX);

// Appends one framed record to `out` (a std::string or QByteArray).
void appendFrameHeader(char header[kHeaderSize], std::uint64_t length);
std::uint32_t dataCrc(const char *data, std::size_t length);

} // namespace slipway::events::framing
