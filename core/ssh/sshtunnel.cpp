#include "ssh/sshtunnel.h"

#include "ssh/sshservice.h"
#include "ssh/sshworker.h"

#include <QCoreApplication>
#include <QTcpServer>
#include <QTcpSocket>

#include <list>
#include <vector>

namespace slipway::ssh {

namespace {

constexpr qsizetype kMaxBuffered = 1 << 20;
constexpr int kMaxPipes = 256;

class TunnelService final : public SshService
{
    Q_OBJECT

public:
    TunnelService(QString host, int port, int localPort, QString where)
        : m_host(std::move(host))
        , m_port(port)
        , m_localPort(localPort)
        , m_where(std::move(where))
    {}
    ~TunnelService() override { closeAll(); }

    void sessionReady(ssh_session session) override
    {
        m_session = session;
        if (m_server || m_done) {
            return;
        }
        // Created here, in the connection's thread, as a child: it must live where it is used.
        m_server = new QTcpServer(this);
        connect(m_server, &QTcpServer::newConnection, this, &TunnelService::accept);
        if (!m_server->listen(QHostAddress::LocalHost, static_cast<quint16>(m_localPort))) {
            finish(QCoreApplication::translate("sshtunnel", "Could not listen on 127.0.0.1:%1: %2")
                       .arg(m_localPort)
                       .arg(m_server->errorString()));
            return;
        }
        Q_EMIT listening(m_server->serverPort());
    }

    bool service() override
    {
        bool moved = reapOrphans();
        for (auto it = m_pipes.begin(); it != m_pipes.end();) {
            if (servicePipe(*it, moved)) {
                ++it;
            } else {
                closePipe(*it);
                it = m_pipes.erase(it);
                moved = true;
                Q_EMIT connectionsChanged(static_cast<int>(m_pipes.size()));
            }
        }
        return moved;
    }

    void sessionLost(const QString &) override
    {
        // Channels went with the session; the port stays open so the address stays valid, and
        // connections are taken again once the session is back.
        for (Pipe &pipe : m_pipes) {
            pipe.channel = nullptr;
            closePipe(pipe);
        }
        m_pipes.clear();
        m_orphans.clear(); // freed with the session
        m_session = nullptr;
        Q_EMIT connectionsChanged(0);
    }

    void sessionFailed(const QString &reason) override
    {
        sessionLost(reason);
        finish(reason); // no session will come back: the port closes and says why
    }

    // Done once closed and every channel still opening when it closed has been answered.
    bool isDone() const override { return m_done && m_orphans.empty(); }

    void stop() override { finish(QString()); }

Q_SIGNALS:
    void listening(int port);
    void connectionsChanged(int open);
    void closed(const QString &error);
    void connectionFailed(const QString &error);

private:
    struct Pipe
    {
        QTcpSocket *socket = nullptr;
        ssh_channel channel = nullptr;
        QByteArray toRemote;
        bool localEof = false;
        bool sentEof = false;
        // The server has not yet answered the channel's open: asked again in service(), so
        // many connections open at once in one round trip, and nothing waits for one.
        bool opening = true;
        quint16 originPort = 0;
    };

    void accept()
    {
        while (QTcpSocket *socket = m_server->nextPendingConnection()) {
            socket->setParent(this);
            if (!m_session || static_cast<int>(m_pipes.size()) >= kMaxPipes) {
                socket->abort();
                socket->deleteLater();
                continue;
            }
            ssh_channel channel = ssh_channel_new(m_session);
            if (!channel) {
                Q_EMIT connectionFailed(
                    QCoreApplication::translate("sshtunnel", "%1 could not reach %2:%3: %4")
                        .arg(m_where, m_host)
                        .arg(m_port)
                        .arg(QString::fromUtf8(ssh_get_error(m_session))));
                socket->abort();
                socket->deleteLater();
                continue;
            }
            socket->setReadBufferSize(256 * 1024);
            connect(socket, &QTcpSocket::readyRead, this, &SshService::wakeUp);
            connect(socket, &QTcpSocket::bytesWritten, this, &SshService::wakeUp);
            connect(socket, &QTcpSocket::disconnected, this, &SshService::wakeUp);
            m_pipes.push_back(Pipe{socket, channel, {}, false, false, true, socket->peerPort()});
            Q_EMIT connectionsChanged(static_cast<int>(m_pipes.size()));
        }
        Q_EMIT wakeUp(); // service() sends the opens
    }

    // Returns false when the pipe is finished.
    bool servicePipe(Pipe &pipe, bool &moved)
    {
        if (!pipe.channel) {
            return false;
        }
        if (pipe.opening) {
            const int rc = ssh_channel_open_forward(pipe.channel, m_host.toUtf8().constData(),
                                                    m_port, "127.0.0.1", pipe.originPort);
            if (rc == SSH_AGAIN) {
                return true;
            }
            if (rc != SSH_OK) {
                Q_EMIT connectionFailed(
                    QCoreApplication::translate("sshtunnel", "%1 could not reach %2:%3: %4")
                        .arg(m_where, m_host)
                        .arg(m_port)
                        .arg(QString::fromUtf8(ssh_get_error(m_session))));
                // Never opened: nothing to close on the server's side.
                ssh_channel_free(pipe.channel);
                pipe.channel = nullptr;
                pipe.socket->abort();
                return false;
            }
            pipe.opening = false;
            moved = true;
        }
        // Local -> remote, within the channel's window.
        if (pipe.toRemote.size() < kMaxBuffered && pipe.socket->bytesAvailable() > 0) {
            pipe.toRemote += pipe.socket->read(kMaxBuffered - pipe.toRemote.size());
            moved = true;
        }
        while (!pipe.toRemote.isEmpty()) {
            const uint32_t window = ssh_channel_window_size(pipe.channel);
            if (window == 0) {
                break;
            }
            const int n =
                ssh_channel_write(pipe.channel, pipe.toRemote.constData(),
                                  static_cast<uint32_t>(qMin<qsizetype>(
                                      pipe.toRemote.size(), qMin<uint32_t>(window, 32768))));
            if (n <= 0) {
                break;
            }
            pipe.toRemote.remove(0, n);
            moved = true;
        }
        // Remote -> local, with back-pressure towards the remote.
        char buffer[64 * 1024];
        while (pipe.socket->bytesToWrite() < kMaxBuffered) {
            const int n = ssh_channel_read_nonblocking(pipe.channel, buffer, sizeof buffer, 0);
            if (n <= 0) {
                break;
            }
            pipe.socket->write(buffer, n);
            moved = true;
        }
        ssh_channel_read_nonblocking(pipe.channel, buffer, sizeof buffer, 1); // always empty
        if (pipe.socket->state() != QAbstractSocket::ConnectedState &&
            pipe.socket->bytesAvailable() == 0) {
            pipe.localEof = true;
        }
        if (pipe.localEof && pipe.toRemote.isEmpty() && !pipe.sentEof) {
            ssh_channel_send_eof(pipe.channel);
            pipe.sentEof = true;
        }
        const bool remoteDone =
            (ssh_channel_is_eof(pipe.channel) || ssh_channel_is_closed(pipe.channel)) &&
            ssh_channel_poll(pipe.channel, 0) <= 0;
        if (remoteDone) {
            pipe.socket->disconnectFromHost(); // sends what is still buffered first
            return false;
        }
        if (pipe.localEof && pipe.sentEof &&
            pipe.socket->state() == QAbstractSocket::UnconnectedState) {
            return false;
        }
        return true;
    }

    // Channels whose open the server has not answered yet, for pipes that are gone. Neither
    // closing nor freeing one is safe before the answer: libssh would send the close to the
    // server's channel 0 (another channel), or forget a channel the server then opens and keeps.
    // They are closed once the answer comes. Returns true if one went.
    bool reapOrphans()
    {
        const auto before = m_orphans.size();
        std::erase_if(m_orphans, [this](ssh_channel channel) {
            const int rc = ssh_channel_open_forward(channel, m_host.toUtf8().constData(), m_port,
                                                    "127.0.0.1", 0);
            if (rc == SSH_AGAIN) {
                return false;
            }
            if (rc == SSH_OK) {
                ssh_channel_close(channel);
            }
            ssh_channel_free(channel);
            return true;
        });
        return m_orphans.size() != before;
    }

    void closePipe(Pipe &pipe)
    {
        if (pipe.channel && pipe.opening) {
            m_orphans.push_back(std::exchange(pipe.channel, nullptr));
            Q_EMIT wakeUp();
        }
        if (pipe.channel) {
            ssh_channel_close(pipe.channel);
            ssh_channel_free(pipe.channel);
            pipe.channel = nullptr;
        }
        if (QTcpSocket *socket = std::exchange(pipe.socket, nullptr)) {
            socket->disconnect(this);
            if (socket->state() == QAbstractSocket::UnconnectedState) {
                socket->deleteLater();
            } else {
                // Close after what is still buffered has been written, then go.
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
                socket->disconnectFromHost();
            }
        }
    }

    void closeAll()
    {
        for (Pipe &pipe : m_pipes) {
            if (!m_session) {
                pipe.channel = nullptr;
            }
            closePipe(pipe);
        }
        m_pipes.clear();
        if (m_server) {
            m_server->close();
        }
    }

    void finish(const QString &error)
    {
        if (m_done) {
            return;
        }
        m_done = true;
        closeAll();
        Q_EMIT closed(error);
    }

    QString m_host;
    int m_port = 0;
    int m_localPort = 0;
    QString m_where;
    ssh_session m_session = nullptr;
    QTcpServer *m_server = nullptr;
    std::list<Pipe> m_pipes;
    std::vector<ssh_channel> m_orphans;
    bool m_done = false;
};

} // namespace

SshTunnel::SshTunnel(QString remoteHost, int remotePort, QObject *parent)
    : QObject(parent)
    , m_remoteHost(std::move(remoteHost))
    , m_remotePort(remotePort)
{}

SshTunnel::~SshTunnel()
{
    close();
}

SshService *SshTunnel::createService(int localPort, SshWorker *worker)
{
    auto *service = new TunnelService(m_remoteHost, m_remotePort, localPort, worker->where());
    connect(service, &TunnelService::listening, this, [this](int port) {
        m_localPort = port;
        Q_EMIT listening(port);
    });
    connect(service, &TunnelService::connectionsChanged, this, &SshTunnel::connectionsChanged);
    connect(service, &TunnelService::connectionFailed, this, &SshTunnel::connectionFailed);
    connect(service, &TunnelService::closed, this, [this](const QString &error) {
        m_closed = true;
        Q_EMIT closed(error);
    });
    m_worker = worker;
    m_service = service;
    return service;
}

void SshTunnel::close()
{
    if (m_closed) {
        return;
    }
    m_closed = true;
    SshService::postStop(m_worker, m_service);
}

} // namespace slipway::ssh

#include "sshtunnel.moc"
