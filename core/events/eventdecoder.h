#pragma once

#include "events/decodedevent.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace slipway::events {

// Decodes serialized tensorboard.Event messages. The common scalar shapes go through
// FastEventDecoder (no allocation, views into the record bytes); everything else through the
// protobuf code generated from core/events/proto/tensorboard.proto, with the same result.
// Protobuf types stay inside eventdecoder.cpp.
class EventDecoder final
{
public:
    EventDecoder();
    ~EventDecoder();
    EventDecoder(const EventDecoder &) = delete;
    EventDecoder &operator=(const EventDecoder &) = delete;

    // False when the bytes are not a valid Event message. String views in `event` point into
    // `data` or into this decoder, valid until the next call and while `data` lives.
    bool decode(const char *data, std::size_t size, DecodedEvent *event);
    // The generated protobuf code alone (the reference the fast path is tested against).
    bool decodeWithProtobuf(const char *data, std::size_t size, DecodedEvent *event);
    // Records decode() handed to the generated code since construction.
    std::int64_t fallbacks() const { return m_fallbacks; }

private:
    struct Private;
    std::unique_ptr<Private> m_private;
    std::int64_t m_fallbacks = 0;
};

} // namespace slipway::events
