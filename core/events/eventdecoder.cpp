#include "events/eventdecoder.h"

#include "events/fasteventdecoder.h"

#include "proto/tensorboard.pb.h"

#include <QByteArrayView>

#include <cstring>

namespace slipway::events {

namespace {

float halfToFloat(std::uint16_t h)
{
    const std::uint32_t sign = std::uint32_t(h & 0x8000u) << 16;
    std::uint32_t exponent = (h >> 10) & 0x1fu;
    std::uint32_t mantissa = h & 0x3ffu;
    std::uint32_t bits;
    if (exponent == 0) {
        if (mantissa == 0) {
            bits = sign;
        } else { // subnormal: normalise
            exponent = 127 - 15 + 1;
            while ((mantissa & 0x400u) == 0) {
                mantissa <<= 1;
                --exponent;
            }
            mantissa &= 0x3ffu;
            bits = sign | (exponent << 23) | (mantissa << 13);
        }
    } else if (exponent == 0x1f) {
        bits = sign | 0x7f800000u | (mantissa << 13);
    } else {
        bits = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
    }
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

float bfloat16ToFloat(std::uint16_t b)
{
    const std::uint32_t bits = std::uint32_t(b) << 16;
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

template<typename T>
T loadLe(const std::string &bytes)
{
    T value;
    std::memcpy(&value, bytes.data(), sizeof value); // little-endian hosts only (x86, arm64)
    return value;
}

// The single element of a numeric tensor, as TensorBoard's Python loader reads it with
// make_ndarray(...).item(): any shape with exactly one element.
void decodeTensorNumber(const pb::TensorProto &tensor, DecodedValue *value)
{
    std::int64_t elements = 1;
    for (const auto &dim : tensor.tensor_shape().dim()) {
        elements *= dim.size();
    }
    if (elements != 1 || tensor.tensor_shape().unknown_rank()) {
        return;
    }
    const std::string &content = tensor.tensor_content();
    switch (tensor.dtype()) {
    case pb::DT_FLOAT:
        if (tensor.float_val_size() >= 1) {
            value->number = tensor.float_val(0);
        } else if (content.size() == sizeof(float)) {
            value->number = loadLe<float>(content);
        } else {
            return;
        }
        value->numberKind = NumberKind::Float;
        return;
    case pb::DT_DOUBLE:
        if (tensor.double_val_size() >= 1) {
            value->number = tensor.double_val(0);
        } else if (content.size() == sizeof(double)) {
            value->number = loadLe<double>(content);
        } else {
            return;
        }
        value->numberKind = NumberKind::Double;
        return;
    case pb::DT_HALF:
    case pb::DT_BFLOAT16: {
        std::uint16_t bits;
        if (tensor.half_val_size() >= 1) {
            bits = std::uint16_t(tensor.half_val(0));
        } else if (content.size() == 2) {
            bits = loadLe<std::uint16_t>(content);
        } else {
            return;
        }
        value->number = tensor.dtype() == pb::DT_HALF ? halfToFloat(bits) : bfloat16ToFloat(bits);
        value->numberKind = NumberKind::Float;
        return;
    }
    case pb::DT_INT32:
    case pb::DT_INT16:
    case pb::DT_INT8:
    case pb::DT_UINT8:
    case pb::DT_UINT16:
        if (tensor.int_val_size() >= 1) {
            value->number = tensor.int_val(0);
        } else if (tensor.dtype() == pb::DT_INT32 && content.size() == 4) {
            value->number = loadLe<std::int32_t>(content);
        } else if (tensor.dtype() == pb::DT_INT16 && content.size() == 2) {
            value->number = loadLe<std::int16_t>(content);
        } else if (tensor.dtype() == pb::DT_UINT16 && content.size() == 2) {
            value->number = loadLe<std::uint16_t>(content);
        } else if (tensor.dtype() == pb::DT_INT8 && content.size() == 1) {
            value->number = loadLe<std::int8_t>(content);
        } else if (tensor.dtype() == pb::DT_UINT8 && content.size() == 1) {
            value->number = loadLe<std::uint8_t>(content);
        } else {
            return;
        }
        value->numberKind = NumberKind::Integer;
        return;
    case pb::DT_INT64:
        if (tensor.int64_val_size() >= 1) {
            value->number = double(tensor.int64_val(0));
        } else if (content.size() == 8) {
            value->number = double(loadLe<std::int64_t>(content));
        } else {
            return;
        }
        value->numberKind = NumberKind::Integer;
        return;
    case pb::DT_UINT32:
        if (tensor.uint32_val_size() >= 1) {
            value->number = tensor.uint32_val(0);
        } else if (content.size() == 4) {
            value->number = loadLe<std::uint32_t>(content);
        } else {
            return;
        }
        value->numberKind = NumberKind::Integer;
        return;
    case pb::DT_UINT64:
        if (tensor.uint64_val_size() >= 1) {
            value->number = double(tensor.uint64_val(0));
        } else if (content.size() == 8) {
            value->number = double(loadLe<std::uint64_t>(content));
        } else {
            return;
        }
        value->numberKind = NumberKind::Integer;
        return;
    case pb::DT_BOOL:
        if (tensor.bool_val_size() >= 1) {
            value->number = tensor.bool_val(0) ? 1.0 : 0.0;
        } else if (content.size() == 1) {
            value->number = content[0] ? 1.0 : 0.0;
        } else {
            return;
        }
        value->numberKind = NumberKind::Integer;
        return;
    default:
        return;
    }
}

std::string_view view(const std::string &s)
{
    return {s.data(), s.size()};
}

} // namespace

struct EventDecoder::Private
{
    pb::Event event;
};

EventDecoder::EventDecoder()
    : m_private(std::make_unique<Private>())
{}

EventDecoder::~EventDecoder() = default;

bool EventDecoder::decode(const char *data, std::size_t size, DecodedEvent *out)
{
    if (FastEventDecoder::decode(data, size, out)) {
        return true;
    }
    ++m_fallbacks;
    return decodeWithProtobuf(data, size, out);
}

bool EventDecoder::decodeWithProtobuf(const char *data, std::size_t size, DecodedEvent *out)
{
    out->clear();
    pb::Event &event = m_private->event;
    if (!event.ParseFromArray(data, int(size))) {
        return false;
    }
    out->wallTime = event.wall_time();
    out->step = event.step();
    switch (event.what_case()) {
    case pb::Event::kFileVersion:
        out->kind = EventKind::FileVersion;
        out->fileVersion = view(event.file_version());
        break;
    case pb::Event::kGraphDef:
        out->kind = EventKind::GraphDef;
        break;
    case pb::Event::kMetaGraphDef:
        out->kind = EventKind::MetaGraphDef;
        break;
    case pb::Event::kLogMessage:
        out->kind = EventKind::LogMessage;
        break;
    case pb::Event::kTaggedRunMetadata:
        out->kind = EventKind::TaggedRunMetadata;
        break;
    case pb::Event::kSessionLog:
        out->kind = EventKind::SessionLog;
        out->sessionStatus = SessionStatus(int(event.session_log().status()));
        break;
    case pb::Event::kSummary:
        out->kind = EventKind::Summary;
        break;
    case pb::Event::WHAT_NOT_SET:
        out->kind = EventKind::Empty;
        break;
    }
    if (out->kind != EventKind::Summary) {
        return true;
    }
    const auto &values = event.summary().value();
    out->values.reserve(std::size_t(values.size()));
    for (const pb::Summary::Value &pbValue : values) {
        DecodedValue value;
        value.tag = view(pbValue.tag().empty() ? pbValue.node_name() : pbValue.tag());
        if (!QByteArrayView(value.tag.data(), qsizetype(value.tag.size())).isValidUtf8()) {
            out->invalidUtf8 = true;
        }
        if (pbValue.has_metadata()) {
            value.hasMetadata = true;
            value.pluginName = view(pbValue.metadata().plugin_data().plugin_name());
            value.dataClass = int(pbValue.metadata().data_class());
        }
        switch (pbValue.value_case()) {
        case pb::Summary::Value::kSimpleValue:
            value.kind = ValueKind::SimpleValue;
            value.numberKind = NumberKind::Float;
            value.number = pbValue.simple_value();
            break;
        case pb::Summary::Value::kTensor:
            value.kind = ValueKind::Tensor;
            decodeTensorNumber(pbValue.tensor(), &value);
            break;
        case pb::Summary::Value::kImage:
            value.kind = ValueKind::Image;
            break;
        case pb::Summary::Value::kHisto:
            value.kind = ValueKind::Histogram;
            break;
        case pb::Summary::Value::kAudio:
            value.kind = ValueKind::Audio;
            break;
        case pb::Summary::Value::kObsoleteOldStyleHistogram:
            value.kind = ValueKind::OldStyleHistogram;
            break;
        case pb::Summary::Value::VALUE_NOT_SET:
            value.kind = ValueKind::None;
            break;
        }
        out->values.push_back(value);
    }
    return true;
}

} // namespace slipway::events
