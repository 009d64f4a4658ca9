#pragma once

#include <QtGlobal>

#include <atomic>
#include <functional>

class QReadWriteLock;

namespace slipway::events {

// How a long read is steered from outside: a cancel flag checked between chunks, a progress
// callback with the bytes read so far, and the lock that guards the data being filled (taken
// for writing one chunk at a time, so a reader of the data never waits long).
struct ReadControl
{
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(qint64 bytes)> progress; // called with bytes consumed since the last call
    QReadWriteLock *lock = nullptr;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

} // namespace slipway::events
