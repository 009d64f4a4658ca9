#include "local/idxreader.h"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>

namespace slipway::local {
namespace {

struct GzCloser
{
    void operator()(gzFile_s *file) const { gzclose(file); }
};

bool readExactly(gzFile file, void *buffer, std::size_t size)
{
    auto *out = static_cast<unsigned char *>(buffer);
    while (size > 0) {
        const unsigned chunk = unsigned(std::min<std::size_t>(size, 1u << 30));
        const int got = gzread(file, out, chunk);
        if (got <= 0) {
            return false;
        }
        out += got;
        size -= std::size_t(got);
    }
    return true;
}

} // namespace

bool IdxReader::read(const std::string &path, IdxData &out, std::string &error)
{
    std::unique_ptr<gzFile_s, GzCloser> file(gzopen(path.c_str(), "rb"));
    if (!file) {
        error = path + ": " + std::strerror(errno);
        return false;
    }
    unsigned char magic[4] = {};
    if (!readExactly(file.get(), magic, 4)) {
        error = path + ": the file is empty or not a gzip/idx file";
        return false;
    }
    // Magic: two zero bytes, the element type (0x08 = unsigned byte), the number of dimensions.
    if (magic[0] != 0 || magic[1] != 0 || magic[2] != 0x08 || magic[3] == 0 || magic[3] > 4) {
        error = path + ": not an unsigned-byte idx file";
        return false;
    }
    out.dims.clear();
    std::int64_t total = 1;
    for (int i = 0; i < magic[3]; ++i) {
        unsigned char raw[4] = {};
        if (!readExactly(file.get(), raw, 4)) {
            error = path + ": the idx header is truncated";
            return false;
        }
        const std::int64_t dim = (std::int64_t(raw[0]) << 24) | (std::int64_t(raw[1]) << 16) |
                                 (std::int64_t(raw[2]) << 8) | std::int64_t(raw[3]);
        if (dim <= 0 || dim > (1 << 24) || total > (std::int64_t(1) << 32) / dim) {
            error = path + ": the idx header gives an implausible size";
            return false;
        }
        total *= dim;
        out.dims.push_back(dim);
    }
    out.bytes.resize(std::size_t(total));
    if (!readExactly(file.get(), out.bytes.data(), out.bytes.size())) {
        error =
            path + ": the file ends before all " + std::to_string(total) + " values (truncated?)";
        return false;
    }
    return true;
}

} // namespace slipway::local
