#pragma once

#include <cstddef>
#include <cstdint>

// CRC-32C (Castagnoli) as TFRecord files use it, plus LevelDB's mask. The hardware path uses
// the SSE4.2 crc32 instruction and is chosen at run time when the CPU has it; the portable path
// is a slicing-by-8 table. Both give identical results (tests/unit/events/tst_crc32c.cpp).
namespace slipway::events::crc32c {

// CRC-32C of `size` bytes, continuing from `crc` (0 for a fresh checksum).
std::uint32_t extend(std::uint32_t crc, const void *data, std::size_t size);
std::uint32_t extendPortable(std::uint32_t crc, const void *data, std::size_t size);
// Only valid when hardwareAvailable() is true.
std::uint32_t extendHardware(std::uint32_t crc, const void *data, std::size_t size);
bool hardwareAvailable();

inline std::uint32_t value(const void *data, std::size_t size)
{
    return extend(0, data, size);
}

// TFRecord / LevelDB mask: rotate right by 15 bits and add a constant.
inline std::uint32_t mask(std::uint32_t crc)
{
    return ((crc >> 15) | (crc << 17)) + 0xa282ead8u;
}

inline std::uint32_t masked(const void *data, std::size_t size)
{
    return mask(value(data, size));
}

} // namespace slipway::events::crc32c
