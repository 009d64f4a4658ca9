#include "events/crc32c.h"

#include <array>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <nmmintrin.h>
#define SLIPWAY_CRC32C_X86 1
#endif

namespace slipway::events::crc32c {

namespace {

constexpr std::uint32_t kPolynomial = 0x82f63b78u; // reflected Castagnoli polynomial

using Tables = std::array<std::array<std::uint32_t, 256>, 8>;

constexpr Tables makeTables()
{
    Tables tables{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t crc = i;
        for (int bit = 0; bit < 8; ++bit) {
            crc = (crc & 1u) ? (crc >> 1) ^ kPolynomial : crc >> 1;
        }
        tables[0][i] = crc;
    }
    for (std::uint32_t i = 0; i < 256; ++i) {
        for (std::size_t t = 1; t < 8; ++t) {
            const std::uint32_t previous = tables[t - 1][i];
            tables[t][i] = (previous >> 8) ^ tables[0][previous & 0xffu];
        }
    }
    return tables;
}

constexpr Tables kTables = makeTables();

std::uint32_t loadLe32(const unsigned char *p)
{
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}

#ifdef SLIPWAY_CRC32C_X86
__attribute__((target("sse4.2"))) std::uint32_t
hardwareImpl(std::uint32_t crc, const unsigned char *p, std::size_t size)
{
    std::uint32_t c = ~crc;
#if defined(__x86_64__)
    std::uint64_t c64 = c;
    while (size >= 8) {
        std::uint64_t word;
        std::memcpy(&word, p, 8);
        c64 = _mm_crc32_u64(c64, word);
        p += 8;
        size -= 8;
    }
    c = std::uint32_t(c64);
#endif
    while (size >= 4) {
        std::uint32_t word;
        std::memcpy(&word, p, 4);
        c = _mm_crc32_u32(c, word);
        p += 4;
        size -= 4;
    }
    while (size > 0) {
        c = _mm_crc32_u8(c, *p);
        ++p;
        --size;
    }
    return ~c;
}

bool detectHardware()
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("sse4.2");
}
#else
bool detectHardware()
{
    return false;
}
#endif

const bool kHardware = detectHardware();

} // namespace

bool hardwareAvailable()
{
    return kHardware;
}

std::uint32_t extendPortable(std::uint32_t crc, const void *data, std::size_t size)
{
    const auto *p = static_cast<const unsigned char *>(data);
    std::uint32_t c = ~crc;
    while (size >= 8) {
        const std::uint32_t low = loadLe32(p) ^ c;
        const std::uint32_t high = loadLe32(p + 4);
        c = kTables[7][low & 0xffu] ^ kTables[6][(low >> 8) & 0xffu] ^
            kTables[5][(low >> 16) & 0xffu] ^ kTables[4][low >> 24] ^ kTables[3][high & 0xffu] ^
            kTables[2][(high >> 8) & 0xffu] ^ kTables[1][(high >> 16) & 0xffu] ^
            kTables[0][high >> 24];
        p += 8;
        size -= 8;
    }
    while (size > 0) {
        c = (c >> 8) ^ kTables[0][(c ^ *p) & 0xffu];
        ++p;
        --size;
    }
    return ~c;
}

std::uint32_t extendHardware(std::uint32_t crc, const void *data, std::size_t size)
{
#ifdef SLIPWAY_CRC32C_X86
    return hardwareImpl(crc, static_cast<const unsigned char *>(data), size);
#else
    return extendPortable(crc, data, size);
#endif
}

std::uint32_t extend(std::uint32_t crc, const void *data, std::size_t size)
{
    return kHardware ? extendHardware(crc, data, size) : extendPortable(crc, data, size);
}

} // namespace slipway::events::crc32c
