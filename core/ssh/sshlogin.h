#pragma once

// Internal to core/ssh: includes libssh.

#include "ssh/sshprompter.h"
#include "ssh/sshstatus.h"
#include "ssh/sshtarget.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <libssh/libssh.h>

#include <functional>

namespace slipway::ssh {

// Opens one authenticated session to one hop: TCP (or an already connected socket for a hop
// behind a jump host), key exchange, host key verification against known_hosts, then
// authentication in the order the server allows: agent, key files, keyboard-interactive,
// password. Lives in the connection's thread. Questions go to the prompter asynchronously; the
// login waits in the event loop, never blocking it on a person.
class SshLogin final : public QObject
{
    Q_OBJECT

public:
    // `socketFd` >= 0: talk over that socket (a jump-host tunnel) instead of connecting.
    SshLogin(const SshTarget &hop, bool isJumpHost, int socketFd, SshPrompter *prompter,
             QObject *parent = nullptr);
    ~SshLogin() override;

    void start();
    // Stops at the next step (a pending prompt is abandoned) and fails as Cancelled.
    void cancel();

    // After finished(true): the session, now owned by the caller.
    ssh_session takeSession();
    const SshError &error() const { return m_error; }
    QString banner() const { return m_banner; }

Q_SIGNALS:
    void stateChanged(slipway::ssh::SshState state);
    void finished(bool ok);

private:
    void connectSession();
    void verifyHost();
    void beginAuth();
    void continueAuth();
    bool handleAuthResult(int rc, const QString &method); // true: finished (either way)
    void tryKeyFile(const QString &path);
    void authenticateWithKey(const QString &path, ssh_key privateKey);
    void askPassphrase(const QString &path, const QString &retryReason);
    void runKeyboardInteractive(int rc);
    void askPassword(const QString &retryReason);
    void ask(const SshPrompt &prompt,
             std::function<void(bool accepted, QList<QByteArray> answers, QString reason)> then);
    void succeed();
    void fail(SshError::Kind kind, const QString &message);
    QString sessionError() const;

    SshTarget m_hop;
    bool m_isJumpHost = false;
    int m_socketFd = -1;
    QPointer<SshPrompter> m_prompter;
    ssh_session m_session = nullptr;
    bool m_done = false;
    bool m_waiting = false; // a prompt is out
    quint64 m_promptSerial = 0;

    SshError m_error;
    QString m_banner;
    bool m_agentTried = false;
    QStringList m_keysLeft;
    QStringList m_triedMethods;
    int m_passphraseAttempts = 0;
    int m_kbdintAttempts = 0;
    int m_passwordAttempts = 0;
    bool m_kbdintDenied = false;
    bool m_passwordDenied = false;
};

} // namespace slipway::ssh
