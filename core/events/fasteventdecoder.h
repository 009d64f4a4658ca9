#pragma once

#include "events/decodedevent.h"

#include <cstddef>

namespace slipway::events {

// Decodes the common shapes of tensorboard.Event straight from the record bytes, without
// allocating: wall_time, step, file_version, source_metadata and summary { value { tag |
// node_name, simple_value | tensor (DT_FLOAT, DT_DOUBLE, DT_INT32 or DT_INT64 with float_val,
// double_val, int_val, int64_val or tensor_content), metadata } }. String views in the result
// point into `data`.
//
// It is deliberately strict: anything else (another field, a field written twice, two members
// of a oneof, a string that is not plain ASCII, another tensor type, malformed bytes) makes
// decode() return false, and the caller decodes the record with the generated protobuf code.
// So the result, when there is one, equals what the generated decoder produces (tests compare
// them record by record).
class FastEventDecoder final
{
public:
    static bool decode(const char *data, std::size_t size, DecodedEvent *event);
};

} // namespace slipway::events
