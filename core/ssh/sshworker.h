#pragma once

// Internal to core/ssh: includes libssh.

#include "ssh/sftptypes.h"
#include "ssh/sshprompter.h"
#include "ssh/sshshellchannel.h"
#include "ssh/sshstatus.h"
#include "ssh/sshtarget.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QQueue>
#include <QTimer>

#include <libssh/libssh.h>
#include <libssh/sftp.h>

#include <deque>
#include <memory>
#include <vector>

class QSocketNotifier;

namespace slipway::ssh {

class SshJumpRelay;
class SshLogin;
class SshService;

// The thread side of SshConnection: owns the libssh sessions (one per hop), the login shells,
// the SFTP session and the services (streams, tunnels, transfers). Every method runs in the
// connection's thread; SshConnection reaches it only through queued calls.
class SshWorker final : public QObject
{
    Q_OBJECT

public:
    SshWorker(SshTarget target, SshPrompter *prompter);
    ~SshWorker() override;

    void connectToHost();
    void disconnectFromHost();
    void setAutoReconnect(bool enabled) { m_autoReconnect = enabled; }
    void shutdown();

    void enqueue(PendingCommand command);
    void adopt(SshService *service);

    void stat(const QString &path, const std::shared_ptr<QPromise<SftpFileInfo>> &promise);
    void readFrom(const QString &path, qint64 offset, qint64 maxBytes,
                  const std::shared_ptr<QPromise<SftpChunk>> &promise);

    // For services: the connection's SFTP session, opened on first use (blocking mode is the
    // caller's business), or null with `error` set.
    sftp_session sftp(QString *error);
    ssh_session session() const { return m_session; }
    QString where() const { return m_target.displayName(); }

    // Remote paths: "~/x" and "~" mean the home folder, which is where SFTP starts.
    static QByteArray remotePath(const QString &path);

Q_SIGNALS:
    void stateChanged(slipway::ssh::SshState state, const slipway::ssh::SshError &error,
                      const QString &banner);

public Q_SLOTS:
    void pump();

private:
    void setState(SshState state, const SshError &error = SshError());
    void beginLogin();
    void startHop();
    void onHopFinished(bool ok);
    void becomeReady(ssh_session session);
    void configureSocket(int fd);
    void dispatch();
    void linkLost(const QString &reason);
    void teardown(const QString &reason);
    void failQueued(const QString &reason);
    void failWaitingServices(const QString &reason);
    // The connection failed for good: every service hears sessionFailed().
    void failServicesForGood(const QString &reason);
    void scheduleReconnect();
    void sendKeepalive();
    void closeSftp();

    SshTarget m_target;
    QPointer<SshPrompter> m_prompter;
    SshState m_state = SshState::Disconnected;
    SshError m_lastError;
    QString m_banner;
    bool m_autoReconnect = true;
    bool m_wasReady = false;

    // Login chain
    QList<SshTarget> m_hops;
    int m_hopIndex = 0;
    int m_nextFd = -1;
    SshLogin *m_login = nullptr;
    std::vector<std::unique_ptr<SshJumpRelay>> m_relays;

    ssh_session m_session = nullptr;
    sftp_session m_sftp = nullptr;
    QSocketNotifier *m_readNotifier = nullptr;
    QSocketNotifier *m_writeNotifier = nullptr;
    QTimer m_keepalive;
    int m_socketFd = -1; // the first hop's TCP socket
    int m_silenceLimitMs = 10000;
    QTimer m_tick;
    QTimer m_reconnect;
    int m_backoffSeconds = 1;
    bool m_pumping = false;
    bool m_pumpAgain = false;

    std::vector<std::unique_ptr<SshShellChannel>> m_shells;
    std::deque<PendingCommand> m_queue;
    QList<QPointer<SshService>> m_services;
};

} // namespace slipway::ssh
