#include "local/archiveinspector.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sys/stat.h>

namespace slipway::local {
namespace {

constexpr std::uint32_t kEndOfDirectory = 0x06054b50;
constexpr std::uint32_t kDirectoryEntry = 0x02014b50;
constexpr std::uint32_t kLocalHeader = 0x04034b50;
constexpr std::size_t kEndRecordSize = 22;
constexpr std::size_t kMaxComment = 0xFFFF;
constexpr std::size_t kMaxEntries = 1000000;

std::uint32_t le32(const unsigned char *p)
{
    return std::uint32_t(p[0]) | (std::uint32_t(p[1]) << 8) | (std::uint32_t(p[2]) << 16) |
           (std::uint32_t(p[3]) << 24);
}

std::uint16_t le16(const unsigned char *p)
{
    return std::uint16_t(p[0] | (p[1] << 8));
}

bool readAt(std::ifstream &file, std::uint64_t offset, std::size_t size, std::string &out)
{
    out.assign(size, '\0');
    file.clear();
    file.seekg(std::streamoff(offset));
    if (!file) {
        return false;
    }
    file.read(out.data(), std::streamsize(size));
    return std::size_t(file.gcount()) == size;
}

struct Entry
{
    std::string name;
    std::uint16_t method = 0;
    std::uint64_t compressedSize = 0;
    std::uint64_t localOffset = 0;
};

// Reads a small stored (uncompressed) entry, which is how PyTorch writes its version record.
bool readStoredEntry(std::ifstream &file, std::uint64_t fileSize, const Entry &entry,
                     std::string &out)
{
    if (entry.method != 0 || entry.compressedSize > 64) {
        return false;
    }
    std::string header;
    if (entry.localOffset + 30 > fileSize || !readAt(file, entry.localOffset, 30, header)) {
        return false;
    }
    const auto *h = reinterpret_cast<const unsigned char *>(header.data());
    if (le32(h) != kLocalHeader) {
        return false;
    }
    const std::uint64_t dataOffset = entry.localOffset + 30 + le16(h + 26) + le16(h + 28);
    if (dataOffset + entry.compressedSize > fileSize) {
        return false;
    }
    return readAt(file, dataOffset, std::size_t(entry.compressedSize), out);
}

// Whether the first bytes start a zip archive; otherwise says what the file is in `info`.
bool startsLikeZip(std::ifstream &file, std::uint64_t fileSize, ArchiveInfo &info)
{
    std::string head;
    if (!readAt(file, 0, std::size_t(std::min<std::uint64_t>(fileSize, 4)), head) ||
        head.size() < 2) {
        info.kind = ArchiveInfo::Kind::NotZip;
        return false;
    }
    if (static_cast<unsigned char>(head[0]) == 0x80 && head[1] >= 2 && head[1] <= 5) {
        info.kind = ArchiveInfo::Kind::LegacyPickle;
        return false;
    }
    if (head.size() < 4 ||
        le32(reinterpret_cast<const unsigned char *>(head.data())) != kLocalHeader) {
        info.kind = ArchiveInfo::Kind::NotZip;
        return false;
    }
    return true;
}

// Where the central directory is, and how many entries it holds.
struct DirectoryPlace
{
    std::uint64_t count = 0;
    std::uint64_t size = 0;
    std::uint64_t offset = 0;
};

// Zip64: the locator sits just before the end record and points at the real one.
bool readZip64End(std::ifstream &file, std::uint64_t fileSize, std::uint64_t endPos,
                  DirectoryPlace &place, std::string &error)
{
    std::string locator;
    std::string record;
    if (endPos < 20 || !readAt(file, endPos - 20, 20, locator) ||
        le32(reinterpret_cast<const unsigned char *>(locator.data())) != 0x07064b50) {
        error = "the zip64 directory locator is missing";
        return false;
    }
    std::uint64_t recordPos = 0;
    std::memcpy(&recordPos, locator.data() + 8, 8);
    if (recordPos + 56 > fileSize || !readAt(file, recordPos, 56, record) ||
        le32(reinterpret_cast<const unsigned char *>(record.data())) != 0x06064b50) {
        error = "the zip64 directory record is unreadable";
        return false;
    }
    std::memcpy(&place.count, record.data() + 32, 8);
    std::memcpy(&place.size, record.data() + 40, 8);
    std::memcpy(&place.offset, record.data() + 48, 8);
    return true;
}

// Finds the end-of-central-directory record in the last 64 KiB and reads the directory.
bool readDirectory(std::ifstream &file, std::uint64_t fileSize, std::string &directory,
                   std::uint64_t &count, std::string &error)
{
    const std::size_t tailSize =
        std::size_t(std::min<std::uint64_t>(fileSize, kEndRecordSize + kMaxComment));
    std::string tail;
    if (tailSize < kEndRecordSize || !readAt(file, fileSize - tailSize, tailSize, tail)) {
        error = "the file is too short to be a zip archive";
        return false;
    }
    const auto *t = reinterpret_cast<const unsigned char *>(tail.data());
    std::size_t endAt = std::string::npos;
    for (std::size_t i = tailSize - kEndRecordSize + 1; i-- > 0;) {
        if (le32(t + i) == kEndOfDirectory) {
            endAt = i;
            break;
        }
    }
    if (endAt == std::string::npos) {
        error = "the zip directory is missing (the file may be truncated)";
        return false;
    }
    DirectoryPlace place;
    place.count = le16(t + endAt + 10);
    place.size = le32(t + endAt + 12);
    place.offset = le32(t + endAt + 16);
    if ((place.offset == 0xFFFFFFFFu || place.count == 0xFFFFu) &&
        !readZip64End(file, fileSize, fileSize - tailSize + endAt, place, error)) {
        return false;
    }
    if (place.count > kMaxEntries || place.offset + place.size > fileSize ||
        place.size > (64u << 20)) {
        error = "the zip directory points outside the file";
        return false;
    }
    if (!readAt(file, place.offset, std::size_t(place.size), directory)) {
        error = "the zip directory cannot be read";
        return false;
    }
    count = place.count;
    return true;
}

// Zip64 extra field of the directory entry at `pos`: sizes and offset that did not fit in 32
// bits, in this order.
void readZip64Extra(const unsigned char *d, std::size_t pos, std::size_t extraPos,
                    std::size_t extraEnd, Entry &entry)
{
    while (extraPos + 4 <= extraEnd) {
        const std::uint16_t id = le16(d + extraPos);
        const std::uint16_t size = le16(d + extraPos + 2);
        if (extraPos + 4 + size > extraEnd) {
            break;
        }
        if (id == 0x0001) {
            std::size_t field = extraPos + 4;
            auto take = [&](std::uint64_t &value) {
                if (value == 0xFFFFFFFFu && field + 8 <= extraPos + 4 + size) {
                    std::memcpy(&value, d + field, 8);
                    field += 8;
                }
            };
            std::uint64_t uncompressed = le32(d + pos + 24);
            take(uncompressed);
            take(entry.compressedSize);
            take(entry.localOffset);
        }
        extraPos += 4 + size;
    }
}

// The directory's entries, into `entries` and their names into `info` (those read before a
// damaged one too).
bool readEntries(const std::string &directory, std::uint64_t count, std::vector<Entry> &entries,
                 ArchiveInfo &info)
{
    const auto *d = reinterpret_cast<const unsigned char *>(directory.data());
    std::size_t pos = 0;
    for (std::uint64_t i = 0; i < count; ++i) {
        if (pos + 46 > directory.size() || le32(d + pos) != kDirectoryEntry) {
            info.error = "a zip directory entry is damaged";
            return false;
        }
        Entry entry;
        entry.method = le16(d + pos + 10);
        entry.compressedSize = le32(d + pos + 20);
        const std::size_t nameLength = le16(d + pos + 28);
        const std::size_t extraLength = le16(d + pos + 30);
        const std::size_t commentLength = le16(d + pos + 32);
        entry.localOffset = le32(d + pos + 42);
        if (pos + 46 + nameLength + extraLength + commentLength > directory.size()) {
            info.error = "a zip directory entry runs past the directory";
            return false;
        }
        entry.name.assign(directory.data() + pos + 46, nameLength);
        const std::size_t extraPos = pos + 46 + nameLength;
        readZip64Extra(d, pos, extraPos, extraPos + extraLength, entry);
        pos += 46 + nameLength + extraLength + commentLength;
        info.entries.push_back(entry.name);
        entries.push_back(std::move(entry));
    }
    return true;
}

// What the records say the archive is: TorchScript, a checkpoint, or neither.
void classifyEntries(std::ifstream &file, std::uint64_t fileSize, const std::vector<Entry> &entries,
                     ArchiveInfo &info)
{
    if (!entries.empty()) {
        const std::string &first = entries.front().name;
        const auto slash = first.find('/');
        info.prefix = slash == std::string::npos ? std::string() : first.substr(0, slash);
    }
    bool hasCode = false;
    bool hasConstants = false;
    bool hasData = false;
    for (const Entry &entry : entries) {
        const std::string &name = entry.name;
        const auto slash = name.find('/');
        const std::string inner = slash == std::string::npos ? name : name.substr(slash + 1);
        if (inner.rfind("code/", 0) == 0) {
            hasCode = true;
        } else if (inner == "constants.pkl") {
            hasConstants = true;
        } else if (inner == "data.pkl") {
            hasData = true;
        } else if (inner == ".data/serialization_id") {
            info.hasSerializationId = true;
        } else if ((inner == "version" || inner == ".data/version") && info.version < 0) {
            std::string text;
            if (readStoredEntry(file, fileSize, entry, text)) {
                try {
                    info.version = std::stoll(text);
                } catch (...) {
                    info.version = -1;
                }
            }
        }
    }
    if (hasCode && hasConstants) {
        info.kind = ArchiveInfo::Kind::TorchScript;
    } else if (hasData) {
        info.kind = ArchiveInfo::Kind::Checkpoint;
    } else {
        info.kind = ArchiveInfo::Kind::NotZip;
        info.error = "a zip archive without PyTorch records";
    }
}

} // namespace

ArchiveInfo ArchiveInspector::inspect(const std::string &path)
{
    ArchiveInfo info;
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) != 0) {
        info.error = std::strerror(errno);
        return info;
    }
    if (S_ISDIR(st.st_mode)) {
        info.error = "it is a folder, not a file";
        return info;
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        info.error = std::strerror(errno);
        return info;
    }
    const std::uint64_t fileSize = std::uint64_t(st.st_size);
    if (!startsLikeZip(file, fileSize, info)) {
        return info;
    }
    info.kind = ArchiveInfo::Kind::CorruptZip;
    std::string directory;
    std::uint64_t count = 0;
    std::vector<Entry> entries;
    if (!readDirectory(file, fileSize, directory, count, info.error) ||
        !readEntries(directory, count, entries, info)) {
        return info;
    }
    classifyEntries(file, fileSize, entries, info);
    return info;
}

} // namespace slipway::local
