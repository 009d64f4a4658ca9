#include "ssh/sshjumprelay.h"

#include <QByteArray>
#include <QString>

#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace slipway::ssh {

namespace {

constexpr qsizetype kMaxBuffered = 1 << 20;

} // namespace

SshJumpRelay::~SshJumpRelay()
{
    stop();
}

int SshJumpRelay::start(ssh_session session, const QByteArray &host, int port, QString *error)
{
    m_session = session;
    m_channel = ssh_channel_new(session);
    ssh_set_blocking(session, 1);
    if (!m_channel ||
        ssh_channel_open_forward(m_channel, host.constData(), port, "127.0.0.1", 0) != SSH_OK) {
        *error = QStringLiteral("it could not reach %1:%2 (%3)")
                     .arg(QString::fromUtf8(host))
                     .arg(port)
                     .arg(QString::fromUtf8(ssh_get_error(session)));
        return -1;
    }
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) {
        *error = QStringLiteral("could not create a socket pair (%1)")
                     .arg(QString::fromLocal8Bit(strerror(errno)));
        return -1;
    }
    m_localFd = pair[0];
    fcntl(m_localFd, F_SETFL, fcntl(m_localFd, F_GETFL) | O_NONBLOCK);
    ssh_set_blocking(session, 0);
    m_running = true;
    m_thread = std::thread([this] { run(); });
    return pair[1];
}

void SshJumpRelay::stop()
{
    m_stop = true;
    if (m_thread.joinable()) {
        m_thread.join();
    }
    if (m_channel) {
        ssh_channel_free(m_channel);
        m_channel = nullptr;
    }
    if (m_session) {
        ssh_disconnect(m_session);
        ssh_free(m_session);
        m_session = nullptr;
    }
    if (m_localFd >= 0) {
        ::close(m_localFd);
        m_localFd = -1;
    }
}

void SshJumpRelay::run()
{
    QByteArray toLocal;
    QByteArray toRemote;
    char buffer[64 * 1024];
    bool localEof = false;
    while (!m_stop) {
        pollfd fds[2];
        fds[0].fd = m_localFd;
        fds[0].events =
            static_cast<short>((localEof || toRemote.size() >= kMaxBuffered ? 0 : POLLIN) |
                               (toLocal.isEmpty() ? 0 : POLLOUT));
        fds[1].fd = ssh_get_fd(m_session);
        fds[1].events = static_cast<short>(
            POLLIN | ((ssh_get_poll_flags(m_session) & SSH_WRITE_PENDING) ? POLLOUT : 0));
        fds[0].revents = fds[1].revents = 0;
        ::poll(fds, 2, 50);

        // Jump host -> next hop.
        while (toLocal.size() < kMaxBuffered) {
            const int n = ssh_channel_read_nonblocking(m_channel, buffer, sizeof buffer, 0);
            if (n <= 0) {
                break;
            }
            toLocal.append(buffer, n);
        }
        while (!toLocal.isEmpty()) {
            const ssize_t n = ::send(m_localFd, toLocal.constData(),
                                     static_cast<size_t>(toLocal.size()), MSG_NOSIGNAL);
            if (n <= 0) {
                break;
            }
            toLocal.remove(0, n);
        }
        // Next hop -> jump host.
        while (!localEof && toRemote.size() < kMaxBuffered) {
            const ssize_t n = ::recv(m_localFd, buffer, sizeof buffer, 0);
            if (n > 0) {
                toRemote.append(buffer, n);
            } else if (n == 0) {
                localEof = true;
            } else {
                if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                    localEof = true;
                }
                break;
            }
        }
        while (!toRemote.isEmpty()) {
            const uint32_t window = ssh_channel_window_size(m_channel);
            if (window == 0) {
                break;
            }
            const int n = ssh_channel_write(m_channel, toRemote.constData(),
                                            static_cast<uint32_t>(qMin<qsizetype>(
                                                toRemote.size(), qMin<uint32_t>(window, 32768))));
            if (n <= 0) {
                break;
            }
            toRemote.remove(0, n);
        }
        if (ssh_get_poll_flags(m_session) & SSH_WRITE_PENDING) {
            ssh_blocking_flush(m_session, 0);
        }
        const bool remoteGone = ssh_channel_is_closed(m_channel) ||
                                (ssh_channel_is_eof(m_channel) && toLocal.isEmpty()) ||
                                !ssh_is_connected(m_session);
        if (remoteGone || (localEof && toRemote.isEmpty())) {
            // Either side ended: the next hop's socket sees the end.
            ::shutdown(m_localFd, SHUT_RDWR);
            break;
        }
    }
    m_running = false;
}

} // namespace slipway::ssh
