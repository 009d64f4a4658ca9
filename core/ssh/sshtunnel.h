#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

namespace slipway::ssh {

class SshService;
class SshWorker;

// A local port forward: 127.0.0.1:localPort() on this computer reaches remoteHost:remotePort
// as seen from the login node (which may be a compute node's name). Each accepted connection
// gets its own channel; many can be open at once. Only 127.0.0.1 is ever listened on.
class SshTunnel final : public QObject
{
    Q_OBJECT

public:
    SshTunnel(QString remoteHost, int remotePort, QObject *parent = nullptr);
    ~SshTunnel() override;

    QString remoteHost() const { return m_remoteHost; }
    int remotePort() const { return m_remotePort; }
    int localPort() const { return m_localPort; } // 0 until listening()
    bool isListening() const { return m_localPort > 0 && !m_closed; }

    // Stops listening and closes every forwarded connection.
    void close();

    // Internal: made by SshConnection.
    SshService *createService(int localPort, SshWorker *worker);

Q_SIGNALS:
    void listening(int localPort);
    void connectionsChanged(int open);
    // The tunnel stopped for good (could not listen, or close() / the connection closed).
    void closed(const QString &error);
    // One forwarded connection failed (e.g. nothing listens on the remote port).
    void connectionFailed(const QString &error);

private:
    QString m_remoteHost;
    int m_remotePort = 0;
    int m_localPort = 0;
    bool m_closed = false;
    QPointer<QObject> m_worker;
    QPointer<SshService> m_service;
};

} // namespace slipway::ssh
