#pragma once

// Internal to core/ssh: includes libssh.

#include <QByteArray>
#include <QString>

#include <libssh/libssh.h>

#include <atomic>
#include <thread>

namespace slipway::ssh {

// Carries one hop of a ProxyJump chain: bytes between a `direct-tcpip` channel of the jump
// host's session and one end of a socket pair, on a thread of its own. The next hop's session
// uses the other end as its socket (SSH_OPTIONS_FD), so it is tunnelled through this one with
// no external ssh binary. The relay owns the jump session from start() on; nothing else
// touches it.
class SshJumpRelay final
{
public:
    SshJumpRelay() = default;
    ~SshJumpRelay();
    SshJumpRelay(const SshJumpRelay &) = delete;
    SshJumpRelay &operator=(const SshJumpRelay &) = delete;

    // Opens the channel to host:port through `session` (which it then owns) and starts the
    // thread. Returns the socket for the next hop, or -1 with `error` set.
    int start(ssh_session session, const QByteArray &host, int port, QString *error);
    void stop();
    bool isRunning() const { return m_running.load(); }

private:
    void run();

    ssh_session m_session = nullptr;
    ssh_channel m_channel = nullptr;
    int m_localFd = -1;
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_running{false};
};

} // namespace slipway::ssh
