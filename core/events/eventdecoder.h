#pragma once

#include "events/decodedevent.h"

#include <cstddef>
#include <memory>

namespace slipway::events {

// Decodes serialized tensorboard.Event messages with the protobuf code generated from
// core/events/proto/tensorboard.proto. Protobuf types stay inside eventdecoder.cpp.
class EventDecoder final
{
public:
    EventDecoder();
    ~EventDecoder();
    EventDecoder(const EventDecoder &) = delete;
    EventDecoder &operator=(const EventDecoder &) = delete;

    // False when the bytes are not a valid Event message.
    bool decode(const char *data, std::size_t size, DecodedEvent *event);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace slipway::events
