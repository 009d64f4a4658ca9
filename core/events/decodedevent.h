#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

// One Event record, decoded into plain types. The string views point into memory owned by the
// decoder that produced the event and stay valid until its next decode() call.
namespace slipway::events {

enum class EventKind {
    Empty, // only wall_time / step
    FileVersion,
    Summary,
    GraphDef,
    MetaGraphDef,
    SessionLog,
    LogMessage,
    TaggedRunMetadata,
};

enum class ValueKind {
    None, // metadata only (e.g. hparams plugin values)
    SimpleValue,
    Tensor,
    Image,
    Histogram,
    Audio,
    OldStyleHistogram,
};

enum class SessionStatus { Unspecified = 0, Start = 1, Stop = 2, Checkpoint = 3 };

// Number carried by a value: the simple_value, or the single element of a numeric tensor.
enum class NumberKind {
    None,   // not a number (image, histogram, a tensor with more than one element, strings...)
    Float,  // float32 (simple_value, DT_FLOAT, DT_HALF, DT_BFLOAT16)
    Double, // float64 (DT_DOUBLE)
    Integer // an integer or bool tensor, converted to double
};

struct DecodedValue
{
    std::string_view tag; // Summary.Value.tag, or node_name when tag is empty
    ValueKind kind = ValueKind::None;
    bool hasMetadata = false;
    std::string_view pluginName; // SummaryMetadata.plugin_data.plugin_name
    int dataClass = 0;           // SummaryMetadata.data_class
    NumberKind numberKind = NumberKind::None;
    double number = 0.0;

    bool operator==(const DecodedValue &) const = default;
};

struct DecodedEvent
{
    double wallTime = 0.0;
    std::int64_t step = 0;
    EventKind kind = EventKind::Empty;
    std::string_view fileVersion;
    SessionStatus sessionStatus = SessionStatus::Unspecified;
    std::vector<DecodedValue> values;
    // A tag (or node name) is not valid UTF-8; RunData shows it with U+FFFD for the bad bytes.
    bool invalidUtf8 = false;

    void clear()
    {
        wallTime = 0.0;
        step = 0;
        kind = EventKind::Empty;
        fileVersion = {};
        sessionStatus = SessionStatus::Unspecified;
        values.clear();
        invalidUtf8 = false;
    }
    bool operator==(const DecodedEvent &) const = default;
};

} // namespace slipway::events
