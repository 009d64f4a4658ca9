#pragma once

// Hand-made TFRecord frames and Event payloads, for files no real writer produces: forged
// lengths, tags that are not UTF-8.

#include "events/recordframing.h"

#include <QByteArray>

#include <cstdint>
#include <cstring>

namespace slipway::test {

inline QByteArray frameHeader(std::uint64_t length)
{
    char header[events::framing::kHeaderSize];
    events::framing::appendFrameHeader(header, length);
    return QByteArray(header, sizeof header);
}

// One complete record: header, payload, payload CRC.
inline QByteArray frameRecord(const QByteArray &payload)
{
    QByteArray out = frameHeader(std::uint64_t(payload.size())) + payload;
    const std::uint32_t crc =
        events::framing::dataCrc(payload.constData(), std::size_t(payload.size()));
    for (int i = 0; i < 4; ++i) {
        out.append(char(crc >> (8 * i)));
    }
    return out;
}

inline QByteArray varint(std::uint64_t value)
{
    QByteArray out;
    while (value >= 0x80) {
        out.append(char((value & 0x7f) | 0x80));
        value >>= 7;
    }
    out.append(char(value));
    return out;
}

inline QByteArray lengthDelimited(int field, const QByteArray &bytes)
{
    return char((field << 3) | 2) + varint(std::uint64_t(bytes.size())) + bytes;
}

// Event { wall_time, step, summary { value { tag, simple_value } } }; the tag as raw bytes.
inline QByteArray scalarEvent(const QByteArray &tag, float value, std::int64_t step)
{
    QByteArray summaryValue = lengthDelimited(1, tag);
    summaryValue.append(char(0x15));
    char bits[4];
    std::memcpy(bits, &value, 4);
    summaryValue.append(bits, 4);
    QByteArray event(1, char(0x09));
    const double wallTime = 1.7e9 + double(step);
    char wall[8];
    std::memcpy(wall, &wallTime, 8);
    event.append(wall, 8);
    event.append(char(0x10));
    event += varint(std::uint64_t(step));
    event += lengthDelimited(5, lengthDelimited(1, summaryValue));
    return event;
}

// Event { file_version } with a version text of `size` bytes: a valid record of any length.
inline QByteArray fileVersionEvent(qsizetype size)
{
    return lengthDelimited(3, QByteArray(size, 'v'));
}

} // namespace slipway::test
