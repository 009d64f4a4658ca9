#pragma once

#include <functional>

class QSocketNotifier;

namespace slipway::ctl {

// Turns SIGINT (Ctrl+C) and SIGTERM into a call on the event loop, for commands that stop
// cleanly at their next step instead of dying mid-write. The handler only writes a byte to a
// socket pair the event loop watches; it is installed with SA_RESETHAND, so a second signal
// ends the process the usual way. One instance at a time; the destructor restores the default
// handlers.
class SignalCatcher final
{
public:
    explicit SignalCatcher(std::function<void(int signalNumber)> onSignal);
    ~SignalCatcher();

    SignalCatcher(const SignalCatcher &) = delete;
    SignalCatcher &operator=(const SignalCatcher &) = delete;

    bool isActive() const { return m_notifier != nullptr; }
    int caught() const { return m_caught; } // the first signal number, 0 if none yet

    // The exit status of a command cancelled this way (SIGINT or SIGTERM): 130, as a shell
    // reports for Ctrl+C (128 + SIGINT).
    static constexpr int kCancelledStatus = 130;

private:
    std::function<void(int)> m_onSignal;
    QSocketNotifier *m_notifier = nullptr;
    int m_caught = 0;
};

} // namespace slipway::ctl
