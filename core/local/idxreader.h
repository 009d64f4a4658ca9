#pragma once

// Reads the gzip-compressed idx files of MNIST and Fashion-MNIST (as installed by Debian's
// dataset-fashion-mnist). Plain C++ with zlib: no torch, no Qt.

#include <cstdint>
#include <string>
#include <vector>

namespace slipway::local {

struct IdxData
{
    std::vector<std::int64_t> dims; // e.g. {60000, 28, 28} or {60000}
    std::vector<std::uint8_t> bytes;
};

class IdxReader final
{
public:
    // Reads an unsigned-byte idx file, compressed with gzip or not. On failure returns false
    // and says why in `error`.
    static bool read(const std::string &path, IdxData &out, std::string &error);
};

} // namespace slipway::local
