#include "events/fasteventdecoder.h"

#include <cstdint>
#include <cstring>

namespace slipway::events {

namespace {

using Byte = unsigned char;

// Wire keys: (field number << 3) | wire type (0 varint, 1 fixed64, 2 length-delimited,
// 5 fixed32). Every field handled here has a number below 16, so its key is one byte.
constexpr unsigned key(unsigned field, unsigned wireType)
{
    return (field << 3) | wireType;
}

class Cursor
{
public:
    Cursor(const Byte *begin, const Byte *end)
        : m_p(begin)
        , m_end(end)
    {}

    bool atEnd() const { return m_p >= m_end; }

    // The next key, or 0 (never a valid key) when it takes more than one byte.
    unsigned readKey()
    {
        const unsigned k = *m_p++;
        return k < 0x80 ? k : 0;
    }

    bool readVarint(std::uint64_t *out)
    {
        if (m_p < m_end && *m_p < 0x80) {
            *out = *m_p++;
            return true;
        }
        std::uint64_t result = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_p >= m_end) {
                return false;
            }
            const std::uint64_t byte = *m_p++;
            if (shift == 63 && byte > 1) {
                return false; // let the generated code judge an over-long varint
            }
            result |= (byte & 0x7f) << shift;
            if ((byte & 0x80) == 0) {
                *out = result;
                return true;
            }
        }
        return false;
    }

    template<typename T>
    bool readFixed(T *out)
    {
        if (std::size_t(m_end - m_p) < sizeof(T)) {
            return false;
        }
        std::memcpy(out, m_p, sizeof(T)); // little-endian hosts only (x86, arm64)
        m_p += sizeof(T);
        return true;
    }

    // A length-delimited field's contents, as a cursor of their own.
    bool readBytes(Cursor *out)
    {
        std::uint64_t length;
        if (!readVarint(&length) || length > std::uint64_t(m_end - m_p)) {
            return false;
        }
        *out = Cursor(m_p, m_p + length);
        m_p += length;
        return true;
    }

    // A string field: the generated code checks UTF-8; plain ASCII is always valid, anything
    // else is left to it.
    bool readAscii(std::string_view *out)
    {
        Cursor bytes(nullptr, nullptr);
        if (!readBytes(&bytes)) {
            return false;
        }
        Byte any = 0;
        for (const Byte *q = bytes.m_p; q < bytes.m_end; ++q) {
            any |= *q;
        }
        if (any & 0x80) {
            return false;
        }
        *out = bytes.view();
        return true;
    }

    std::string_view view() const
    {
        return {reinterpret_cast<const char *>(m_p), std::size_t(m_end - m_p)};
    }
    std::size_t size() const { return std::size_t(m_end - m_p); }
    const Byte *data() const { return m_p; }

private:
    const Byte *m_p;
    const Byte *m_end;
};

// Marks a singular field as seen; false when it was seen already (protobuf would merge or
// overwrite: left to the generated code).
bool firstTime(unsigned *seen, unsigned field)
{
    const unsigned bit = 1u << field;
    if (*seen & bit) {
        return false;
    }
    *seen |= bit;
    return true;
}

constexpr int kDtFloat = 1;
constexpr int kDtDouble = 2;
constexpr int kDtInt32 = 3;
constexpr int kDtInt64 = 9;

bool decodeShape(Cursor shape, std::int64_t *elements, bool *unknownRank)
{
    std::uint64_t product = 1; // wraps like the generated code's int64 product does
    unsigned seen = 0;
    while (!shape.atEnd()) {
        const unsigned k = shape.readKey();
        if (k == key(2, 2)) {
            Cursor dim(nullptr, nullptr);
            if (!shape.readBytes(&dim)) {
                return false;
            }
            std::uint64_t size = 0;
            unsigned dimSeen = 0;
            while (!dim.atEnd()) {
                const unsigned dk = dim.readKey();
                std::string_view name;
                if (dk == key(1, 0)) {
                    if (!firstTime(&dimSeen, 1) || !dim.readVarint(&size)) {
                        return false;
                    }
                } else if (dk == key(2, 2)) {
                    if (!firstTime(&dimSeen, 2) || !dim.readAscii(&name)) {
                        return false;
                    }
                } else {
                    return false;
                }
            }
            product *= size;
        } else if (k == key(3, 0)) {
            std::uint64_t flag;
            if (!firstTime(&seen, 3) || !shape.readVarint(&flag)) {
                return false;
            }
            *unknownRank = flag != 0;
        } else {
            return false;
        }
    }
    *elements = std::int64_t(product);
    return true;
}

// Long and branchy on purpose, the one function tools/complexity allows over its limits: the
// innermost step of reading every tensor-valued scalar, one pass over a TensorProto with one
// case per field and element type, and the strictness rules (each field once, one element
// only) checked on the way. Kept in one function so the cursor and the
// partial value stay local to one loop; tests/bench/bench_events measures it against
// TensorBoard's own readers. Split it only with that benchmark run before and after.
bool decodeTensor(Cursor tensor, DecodedValue *value)
{
    std::uint64_t dtype = 0;
    std::int64_t elements = 1;
    bool unknownRank = false;
    std::string_view content;
    bool haveFirst = false; // a float_val / double_val element was seen
    double first = 0.0;
    unsigned seen = 0;
    while (!tensor.atEnd()) {
        const unsigned k = tensor.readKey();
        switch (k) {
        case key(1, 0):
            if (!firstTime(&seen, 1) || !tensor.readVarint(&dtype)) {
                return false;
            }
            break;
        case key(2, 2): {
            Cursor shape(nullptr, nullptr);
            if (!firstTime(&seen, 2) || !tensor.readBytes(&shape) ||
                !decodeShape(shape, &elements, &unknownRank)) {
                return false;
            }
            break;
        }
        case key(3, 0): {
            std::uint64_t version;
            if (!firstTime(&seen, 3) || !tensor.readVarint(&version)) {
                return false;
            }
            break;
        }
        case key(4, 2): {
            Cursor bytes(nullptr, nullptr);
            if (!firstTime(&seen, 4) || !tensor.readBytes(&bytes)) {
                return false;
            }
            content = bytes.view();
            break;
        }
        case key(5, 2): { // packed float_val
            Cursor packed(nullptr, nullptr);
            if (!tensor.readBytes(&packed) || packed.size() % sizeof(float) != 0) {
                return false;
            }
            if (!haveFirst && packed.size() > 0) {
                float f;
                std::memcpy(&f, packed.data(), sizeof f);
                first = f;
                haveFirst = true;
            }
            seen |= 1u << 5;
            break;
        }
        case key(5, 5): { // unpacked float_val
            float f;
            if (!tensor.readFixed(&f)) {
                return false;
            }
            if (!haveFirst) {
                first = f;
                haveFirst = true;
            }
            seen |= 1u << 5;
            break;
        }
        case key(6, 2): { // packed double_val
            Cursor packed(nullptr, nullptr);
            if (!tensor.readBytes(&packed) || packed.size() % sizeof(double) != 0) {
                return false;
            }
            if (!haveFirst && packed.size() > 0) {
                std::memcpy(&first, packed.data(), sizeof first);
                haveFirst = true;
            }
            seen |= 1u << 6;
            break;
        }
        case key(6, 1): { // unpacked double_val
            double d;
            if (!tensor.readFixed(&d)) {
                return false;
            }
            if (!haveFirst) {
                first = d;
                haveFirst = true;
            }
            seen |= 1u << 6;
            break;
        }
        case key(7, 0):    // unpacked int_val
        case key(10, 0): { // unpacked int64_val
            std::uint64_t v;
            if (!tensor.readVarint(&v)) {
                return false;
            }
            if (!haveFirst) {
                first = k == key(7, 0) ? double(std::int32_t(std::uint32_t(v)))
                                       : double(std::int64_t(v));
                haveFirst = true;
            }
            seen |= 1u << (k >> 3);
            break;
        }
        case key(7, 2):    // packed int_val
        case key(10, 2): { // packed int64_val
            Cursor packed(nullptr, nullptr);
            if (!tensor.readBytes(&packed)) {
                return false;
            }
            while (!packed.atEnd()) {
                std::uint64_t v;
                if (!packed.readVarint(&v)) {
                    return false;
                }
                if (!haveFirst) {
                    first = k == key(7, 2) ? double(std::int32_t(std::uint32_t(v)))
                                           : double(std::int64_t(v));
                    haveFirst = true;
                }
            }
            seen |= 1u << (k >> 3);
            break;
        }
        default:
            return false;
        }
    }
    const int type = int(std::int32_t(std::uint32_t(dtype)));
    // The repeated field that goes with the type, if any. A float_val in a DT_DOUBLE tensor (and
    // the like) is not the number the generated code reads: such oddities are left to it, and so
    // are the rarer types.
    constexpr unsigned kRepeated = (1u << 5) | (1u << 6) | (1u << 7) | (1u << 10);
    unsigned allowed;
    switch (type) {
    case kDtFloat:
        allowed = 1u << 5;
        break;
    case kDtDouble:
        allowed = 1u << 6;
        break;
    case kDtInt32:
        allowed = 1u << 7;
        break;
    case kDtInt64:
        allowed = 1u << 10;
        break;
    default:
        return false;
    }
    if (seen & kRepeated & ~allowed) {
        return false;
    }
    if (elements != 1 || unknownRank) {
        return true; // not a single number
    }
    if (type == kDtInt32 || type == kDtInt64) {
        if (haveFirst) {
            value->number = first;
        } else if (type == kDtInt32 && content.size() == sizeof(std::int32_t)) {
            std::int32_t i;
            std::memcpy(&i, content.data(), sizeof i);
            value->number = i;
        } else if (type == kDtInt64 && content.size() == sizeof(std::int64_t)) {
            std::int64_t i;
            std::memcpy(&i, content.data(), sizeof i);
            value->number = double(i);
        } else {
            return true;
        }
        value->numberKind = NumberKind::Integer;
    } else if (type == kDtFloat) {
        if (haveFirst) {
            value->number = first;
        } else if (content.size() == sizeof(float)) {
            float f;
            std::memcpy(&f, content.data(), sizeof f);
            value->number = f;
        } else {
            return true;
        }
        value->numberKind = NumberKind::Float;
    } else {
        if (haveFirst) {
            value->number = first;
        } else if (content.size() == sizeof(double)) {
            std::memcpy(&value->number, content.data(), sizeof(double));
        } else {
            return true;
        }
        value->numberKind = NumberKind::Double;
    }
    return true;
}

bool decodePluginData(Cursor plugin, DecodedValue *value)
{
    unsigned seen = 0;
    while (!plugin.atEnd()) {
        const unsigned k = plugin.readKey();
        if (k == key(1, 2)) {
            if (!firstTime(&seen, 1) || !plugin.readAscii(&value->pluginName)) {
                return false;
            }
        } else if (k == key(2, 2)) {
            Cursor content(nullptr, nullptr);
            if (!firstTime(&seen, 2) || !plugin.readBytes(&content)) {
                return false;
            }
        } else {
            return false;
        }
    }
    return true;
}

bool decodeMetadata(Cursor metadata, DecodedValue *value)
{
    value->hasMetadata = true;
    unsigned seen = 0;
    while (!metadata.atEnd()) {
        const unsigned k = metadata.readKey();
        std::string_view text;
        switch (k) {
        case key(1, 2): {
            Cursor plugin(nullptr, nullptr);
            if (!firstTime(&seen, 1) || !metadata.readBytes(&plugin) ||
                !decodePluginData(plugin, value)) {
                return false;
            }
            break;
        }
        case key(2, 2):
        case key(3, 2):
            if (!firstTime(&seen, k >> 3) || !metadata.readAscii(&text)) {
                return false;
            }
            break;
        case key(4, 0): {
            std::uint64_t dataClass;
            if (!firstTime(&seen, 4) || !metadata.readVarint(&dataClass)) {
                return false;
            }
            value->dataClass = int(std::int32_t(std::uint32_t(dataClass)));
            break;
        }
        default:
            return false;
        }
    }
    return true;
}

bool decodeValue(Cursor in, DecodedValue *value)
{
    std::string_view tag;
    std::string_view nodeName;
    unsigned seen = 0;
    while (!in.atEnd()) {
        const unsigned k = in.readKey();
        switch (k) {
        case key(1, 2):
            if (!firstTime(&seen, 1) || !in.readAscii(&tag)) {
                return false;
            }
            break;
        case key(2, 5): {
            float f;
            if (!firstTime(&seen, 2) || !in.readFixed(&f)) {
                return false;
            }
            value->kind = ValueKind::SimpleValue;
            value->numberKind = NumberKind::Float;
            value->number = f;
            break;
        }
        case key(7, 2):
            if (!firstTime(&seen, 7) || !in.readAscii(&nodeName)) {
                return false;
            }
            break;
        case key(8, 2): {
            Cursor tensor(nullptr, nullptr);
            if (!firstTime(&seen, 8) || !in.readBytes(&tensor)) {
                return false;
            }
            value->kind = ValueKind::Tensor;
            if (!decodeTensor(tensor, value)) {
                return false;
            }
            break;
        }
        case key(9, 2): {
            Cursor metadata(nullptr, nullptr);
            if (!firstTime(&seen, 9) || !in.readBytes(&metadata) ||
                !decodeMetadata(metadata, value)) {
                return false;
            }
            break;
        }
        default:
            return false;
        }
    }
    if ((seen & (1u << 2)) && (seen & (1u << 8))) {
        return false; // two members of the value oneof
    }
    value->tag = tag.empty() ? nodeName : tag;
    return true;
}

} // namespace

bool FastEventDecoder::decode(const char *data, std::size_t size, DecodedEvent *out)
{
    out->clear();
    const auto *begin = reinterpret_cast<const Byte *>(data);
    Cursor in(begin, begin + size);
    unsigned seen = 0;
    while (!in.atEnd()) {
        const unsigned k = in.readKey();
        switch (k) {
        case key(1, 1):
            if (!firstTime(&seen, 1) || !in.readFixed(&out->wallTime)) {
                return false;
            }
            break;
        case key(2, 0): {
            std::uint64_t step;
            if (!firstTime(&seen, 2) || !in.readVarint(&step)) {
                return false;
            }
            out->step = std::int64_t(step);
            break;
        }
        case key(3, 2):
            if (seen & (1u << 5) || !firstTime(&seen, 3) || !in.readAscii(&out->fileVersion)) {
                return false;
            }
            out->kind = EventKind::FileVersion;
            break;
        case key(5, 2): {
            Cursor summary(nullptr, nullptr);
            if (seen & (1u << 3) || !firstTime(&seen, 5) || !in.readBytes(&summary)) {
                return false;
            }
            out->kind = EventKind::Summary;
            while (!summary.atEnd()) {
                Cursor value(nullptr, nullptr);
                if (summary.readKey() != key(1, 2) || !summary.readBytes(&value)) {
                    return false;
                }
                DecodedValue &decoded = out->values.emplace_back();
                if (!decodeValue(value, &decoded)) {
                    return false;
                }
            }
            break;
        }
        case key(10, 2): { // source_metadata { writer }: checked, not kept
            Cursor source(nullptr, nullptr);
            if (!firstTime(&seen, 10) || !in.readBytes(&source)) {
                return false;
            }
            unsigned sourceSeen = 0;
            while (!source.atEnd()) {
                std::string_view writer;
                if (source.readKey() != key(1, 2) || !firstTime(&sourceSeen, 1) ||
                    !source.readAscii(&writer)) {
                    return false;
                }
            }
            break;
        }
        default:
            return false;
        }
    }
    return true;
}

} // namespace slipway::events
