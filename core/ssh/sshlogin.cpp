#include "ssh/sshlogin.h"

#include "common/logging.h"
#include "common/shellquote.h"
#include "ssh/knownhostsfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace slipway::ssh {

namespace {

constexpr int kMaxAttempts = 3;
constexpr int kMaxWaitRounds = 8; // kbd-interactive: rounds of waiting for a push approval

QString methodNames(int methods)
{
    QStringList names;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY) {
        names << QStringLiteral("public key");
    }
    if (methods & SSH_AUTH_METHOD_INTERACTIVE) {
        names << QStringLiteral("keyboard-interactive");
    }
    if (methods & SSH_AUTH_METHOD_PASSWORD) {
        names << QStringLiteral("password");
    }
    if (methods & SSH_AUTH_METHOD_GSSAPI_MIC) {
        names << QStringLiteral("Kerberos (GSSAPI)");
    }
    if (methods & SSH_AUTH_METHOD_HOSTBASED) {
        names << QStringLiteral("host-based");
    }
    return names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "));
}

void wipe(QList<QByteArray> &secrets)
{
    for (QByteArray &secret : secrets) {
        secret.fill('\0');
    }
    secrets.clear();
}

} // namespace

SshLogin::SshLogin(const SshTarget &hop, bool isJumpHost, int socketFd, SshPrompter *prompter,
                   QObject *parent)
    : QObject(parent)
    , m_hop(hop)
    , m_isJumpHost(isJumpHost)
    , m_socketFd(socketFd)
    , m_prompter(prompter)
{}

SshLogin::~SshLogin()
{
    if (m_session) {
        ssh_disconnect(m_session);
        ssh_free(m_session);
    }
}

ssh_session SshLogin::takeSession()
{
    return std::exchange(m_session, nullptr);
}

QString SshLogin::sessionError() const
{
    return m_session ? QString::fromUtf8(ssh_get_error(m_session)) : QString();
}

void SshLogin::start()
{
    Q_EMIT stateChanged(SshState::Connecting);
    connectSession();
}

void SshLogin::cancel()
{
    if (!m_done) {
        fail(SshError::Kind::Cancelled,
             QCoreApplication::translate("sshlogin", "Connecting to %1 was cancelled.")
                 .arg(m_hop.displayName()));
    }
}

void SshLogin::connectSession()
{
    m_session = ssh_new();
    if (!m_session) {
        fail(SshError::Kind::Other,
             QCoreApplication::translate("sshlogin", "Could not create an SSH session."));
        return;
    }
    const QByteArray host = m_hop.hostName.toUtf8();
    const QByteArray user = m_hop.user.toUtf8();
    const unsigned int port = static_cast<unsigned int>(m_hop.port);
    const long timeout = m_hop.connectTimeoutSeconds;
    const int processConfig = 0; // the configuration was read by SshTarget
    ssh_options_set(m_session, SSH_OPTIONS_PROCESS_CONFIG, &processConfig);
    ssh_options_set(m_session, SSH_OPTIONS_HOST, host.constData());
    ssh_options_set(m_session, SSH_OPTIONS_PORT, &port);
    if (ssh_options_set(m_session, SSH_OPTIONS_USER, user.constData()) != SSH_OK) {
        fail(SshError::Kind::InvalidTarget,
             QCoreApplication::translate("sshlogin", "\"%1\" is not a user name SSH accepts.")
                 .arg(m_hop.user));
        return;
    }
    ssh_options_set(m_session, SSH_OPTIONS_TIMEOUT, &timeout);
    if (!m_hop.knownHostsFiles.isEmpty()) {
        const QByteArray file = QFile::encodeName(m_hop.knownHostsFiles.first());
        ssh_options_set(m_session, SSH_OPTIONS_KNOWNHOSTS, file.constData());
    }
    if (!m_hop.globalKnownHostsFiles.isEmpty()) {
        const QByteArray file = QFile::encodeName(m_hop.globalKnownHostsFiles.first());
        ssh_options_set(m_session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, file.constData());
    }
    if (m_socketFd >= 0) {
        const socket_t fd = m_socketFd;
        ssh_options_set(m_session, SSH_OPTIONS_FD, &fd);
    }

    if (ssh_connect(m_session) != SSH_OK) {
        const QString detail = sessionError();
        const QString where = m_hop.displayName();
        SshError::Kind kind = SshError::Kind::Other;
        QString message;
        if (detail.contains(QLatin1String("resolve"), Qt::CaseInsensitive) ||
            detail.contains(QLatin1String("not known"), Qt::CaseInsensitive) ||
            detail.contains(QLatin1String("name resolution"), Qt::CaseInsensitive)) {
            kind = SshError::Kind::NameNotFound;
            message = QCoreApplication::translate(
                          "sshlogin", "The computer name \"%1\" could not be found. Check it for "
                                      "typos; some clusters are only known inside the campus "
                                      "network or VPN.")
                          .arg(m_hop.hostName);
        } else if (detail.contains(QLatin1String("refused"), Qt::CaseInsensitive)) {
            kind = SshError::Kind::Refused;
            message = QCoreApplication::translate(
                          "sshlogin", "%1 refused the connection on port %2: no SSH server "
                                      "listens there, or a firewall turns it away. Check the "
                                      "host name and port.")
                          .arg(m_hop.hostName)
                          .arg(m_hop.port);
        } else if (detail.contains(QLatin1String("timeout"), Qt::CaseInsensitive) ||
                   detail.contains(QLatin1String("timed out"), Qt::CaseInsensitive)) {
            kind = SshError::Kind::TimedOut;
            message = QCoreApplication::translate(
                          "sshlogin", "%1 did not answer within %2 s. The computer may be down, "
                                      "or reachable only from the campus network or VPN.")
                          .arg(where)
                          .arg(m_hop.connectTimeoutSeconds);
        } else {
            message = QCoreApplication::translate("sshlogin", "Could not connect to %1: %2")
                          .arg(where, detail);
        }
        fail(kind, message);
        return;
    }
    verifyHost();
}

void SshLogin::verifyHost()
{
    Q_EMIT stateChanged(SshState::VerifyingHost);
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(m_session, &key) != SSH_OK) {
        fail(SshError::Kind::Other,
             QCoreApplication::translate("sshlogin", "%1 did not send a host key: %2")
                 .arg(m_hop.displayName(), sessionError()));
        return;
    }
    unsigned char *hash = nullptr;
    size_t hashLength = 0;
    QString fingerprint;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &hashLength) == SSH_OK) {
        char *text = ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, hashLength);
        fingerprint = QString::fromLatin1(text);
        ssh_string_free_char(text);
        ssh_clean_pubkey_hash(&hash);
    }
    const QString keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key)));
    ssh_key_free(key);

    const QString knownHosts = m_hop.knownHostsFiles.value(0);
    switch (ssh_session_is_known_server(m_session)) {
    case SSH_KNOWN_HOSTS_OK:
        beginAuth();
        return;
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER: {
        QStringList places;
        const QStringList files = m_hop.knownHostsFiles + m_hop.globalKnownHostsFiles;
        for (const QString &file : files) {
            const QList<KnownHostsFile::Entry> entries =
                KnownHostsFile::entriesFor(file, m_hop.hostName, m_hop.port);
            for (const KnownHostsFile::Entry &entry : entries) {
                places << QStringLiteral("line %1 of %2 (%3)")
                              .arg(entry.line)
                              .arg(file, entry.keyType);
            }
        }
        const QString token = KnownHostsFile::hostToken(m_hop.hostName, m_hop.port);
        fail(SshError::Kind::HostKeyChanged,
             QCoreApplication::translate(
                 "sshlogin",
                 "The host key of %1 has CHANGED, so Slipway refuses to connect. Someone may be "
                 "intercepting the connection, or the centre replaced its keys. The server now "
                 "shows %2 key %3. Check the centre's published fingerprints or ask its "
                 "support. Only if they confirm the change, remove the old key (%4), for "
                 "example with: ssh-keygen -R %5 -f %6 — then connect again.")
                 .arg(m_hop.displayName(), keyType, fingerprint,
                      places.isEmpty() ? QStringLiteral("in %1").arg(knownHosts)
                                       : places.join(QStringLiteral("; ")),
                      shellQuote(token), shellQuote(knownHosts)));
        return;
    }
    case SSH_KNOWN_HOSTS_UNKNOWN:
    case SSH_KNOWN_HOSTS_NOT_FOUND: {
        SshPrompt prompt;
        prompt.kind = SshPrompt::Kind::UnknownHostKey;
        prompt.server = m_hop.displayName();
        prompt.isJumpHost = m_isJumpHost;
        prompt.keyType = keyType;
        prompt.fingerprint = fingerprint;
        prompt.knownHostsFile = knownHosts;
        ask(prompt, [this](bool accepted, const QList<QByteArray> &, const QString &reason) {
            if (!accepted) {
                fail(SshError::Kind::HostKeyRejected,
                     reason.isEmpty()
                         ? QCoreApplication::translate(
                               "sshlogin", "The host key of %1 was not trusted, so Slipway did "
                                           "not connect.")
                               .arg(m_hop.displayName())
                         : reason);
                return;
            }
            const QString dir = QFileInfo(m_hop.knownHostsFiles.value(0)).absolutePath();
            QDir().mkpath(dir);
            if (ssh_session_update_known_hosts(m_session) != SSH_OK) {
                fail(
                    SshError::Kind::Other,
                    QCoreApplication::translate("sshlogin", "Could not save the host key to %1: %2")
                        .arg(m_hop.knownHostsFiles.value(0), sessionError()));
                return;
            }
            beginAuth();
        });
        return;
    }
    case SSH_KNOWN_HOSTS_ERROR:
        break;
    }
    fail(SshError::Kind::Other,
         QCoreApplication::translate("sshlogin", "Could not check the host key of %1: %2")
             .arg(m_hop.displayName(), sessionError()));
}

void SshLogin::beginAuth()
{
    Q_EMIT stateChanged(SshState::Authenticating);
    m_keysLeft.clear();
    for (const QString &file : std::as_const(m_hop.identityFiles)) {
        if (QFileInfo::exists(file)) {
            m_keysLeft << file;
        }
    }
    const int rc = ssh_userauth_none(m_session, nullptr);
    if (char *banner = ssh_get_issue_banner(m_session)) {
        m_banner = sanitizeServerText(QString::fromUtf8(banner));
        ssh_string_free_char(banner);
    }
    if (rc == SSH_AUTH_SUCCESS) {
        succeed();
        return;
    }
    if (rc == SSH_AUTH_ERROR) {
        fail(SshError::Kind::ConnectionLost,
             QCoreApplication::translate("sshlogin", "%1 closed the connection during login: %2")
                 .arg(m_hop.displayName(), sessionError()));
        return;
    }
    continueAuth();
}

bool SshLogin::handleAuthResult(int rc, const QString &method)
{
    if (!m_triedMethods.contains(method)) {
        m_triedMethods << method;
    }
    // The method's name and the server's answer only: never what was typed.
    qCDebug(lcSsh).noquote() << m_hop.displayName() << "authentication by" << method
                             << (rc == SSH_AUTH_SUCCESS   ? "accepted"
                                 : rc == SSH_AUTH_DENIED  ? "denied"
                                 : rc == SSH_AUTH_PARTIAL ? "partly accepted"
                                                          : "not finished");
    switch (rc) {
    case SSH_AUTH_SUCCESS:
        succeed();
        return true;
    case SSH_AUTH_PARTIAL:
    case SSH_AUTH_DENIED:
        return false;
    case SSH_AUTH_AGAIN:
        if (!ssh_is_connected(m_session)) {
            fail(SshError::Kind::ConnectionLost,
                 QCoreApplication::translate("sshlogin",
                                             "%1 closed the connection during login (%2): %3")
                     .arg(m_hop.displayName(), method, sessionError()));
            return true;
        }
        fail(SshError::Kind::TimedOut,
             QCoreApplication::translate("sshlogin", "%1 stopped answering during login (%2).")
                 .arg(m_hop.displayName(), method));
        return true;
    default:
        fail(SshError::Kind::ConnectionLost,
             QCoreApplication::translate("sshlogin",
                                         "%1 closed the connection during login (%2): %3")
                 .arg(m_hop.displayName(), method, sessionError()));
        return true;
    }
}

void SshLogin::continueAuth()
{
    while (!m_done && !m_waiting) {
        if (!ssh_is_connected(m_session)) {
            fail(
                SshError::Kind::ConnectionLost,
                QCoreApplication::translate("sshlogin", "%1 closed the connection during login: %2")
                    .arg(m_hop.displayName(), sessionError()));
            return;
        }
        const int methods = ssh_userauth_list(m_session, nullptr);
        if ((methods & SSH_AUTH_METHOD_PUBLICKEY) && !m_agentTried) {
            m_agentTried = true;
            if (!m_hop.identitiesOnly && !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK")) {
                if (handleAuthResult(ssh_userauth_agent(m_session, nullptr),
                                     QStringLiteral("ssh-agent"))) {
                    return;
                }
            }
            continue;
        }
        if ((methods & SSH_AUTH_METHOD_PUBLICKEY) && !m_keysLeft.isEmpty()) {
            tryKeyFile(m_keysLeft.takeFirst());
            continue;
        }
        if ((methods & SSH_AUTH_METHOD_INTERACTIVE) && m_kbdintAttempts < kMaxAttempts) {
            ++m_kbdintAttempts;
            runKeyboardInteractive(ssh_userauth_kbdint(m_session, nullptr, nullptr));
            continue;
        }
        if ((methods & SSH_AUTH_METHOD_PASSWORD) && m_passwordAttempts < kMaxAttempts) {
            askPassword(m_passwordDenied ? QCoreApplication::translate(
                                               "sshlogin", "That password was not accepted.")
                                         : QString());
            continue;
        }
        const QString tried = m_triedMethods.isEmpty() ? QStringLiteral("nothing")
                                                       : m_triedMethods.join(QStringLiteral(", "));
        fail(SshError::Kind::NoAcceptableAuth,
             QCoreApplication::translate(
                 "sshlogin", "%1 did not accept any way of logging in that Slipway could offer. "
                             "The server allows: %2. Tried: %3. Check the user name (%4), that "
                             "your public key is registered with the centre, or the password.")
                 .arg(m_hop.displayName(), methodNames(methods), tried, m_hop.user));
        return;
    }
}

void SshLogin::tryKeyFile(const QString &path)
{
    const QByteArray file = QFile::encodeName(path);
    ssh_key publicKey = nullptr;
    ssh_key privateKey = nullptr;
    const QByteArray publicFile = file + ".pub";
    if (ssh_pki_import_pubkey_file(publicFile.constData(), &publicKey) != SSH_OK) {
        publicKey = nullptr;
        // No .pub beside it: an unencrypted private key gives the public half directly; an
        // encrypted one needs its passphrase first.
        if (ssh_pki_import_privkey_file(file.constData(), nullptr, nullptr, nullptr, &privateKey) ==
            SSH_OK) {
            ssh_pki_export_privkey_to_pubkey(privateKey, &publicKey);
        } else {
            askPassphrase(path, QString());
            return;
        }
    }
    const int offered = ssh_userauth_try_publickey(m_session, nullptr, publicKey);
    ssh_key_free(publicKey);
    const QString method = QStringLiteral("key %1").arg(QFileInfo(path).fileName());
    if (offered != SSH_AUTH_SUCCESS) {
        ssh_key_free(privateKey);
        if (offered == SSH_AUTH_DENIED || offered == SSH_AUTH_PARTIAL) {
            if (!m_triedMethods.contains(method)) {
                m_triedMethods << method;
            }
            return; // the server does not take this key; go on
        }
        handleAuthResult(offered, method);
        return;
    }
    if (!privateKey && ssh_pki_import_privkey_file(file.constData(), nullptr, nullptr, nullptr,
                                                   &privateKey) != SSH_OK) {
        // The server accepts this key; now (and only now) its passphrase is needed.
        askPassphrase(path, QString());
        return;
    }
    authenticateWithKey(path, privateKey);
}

void SshLogin::authenticateWithKey(const QString &path, ssh_key privateKey)
{
    const int rc = ssh_userauth_publickey(m_session, nullptr, privateKey);
    ssh_key_free(privateKey);
    handleAuthResult(rc, QStringLiteral("key %1").arg(QFileInfo(path).fileName()));
}

void SshLogin::askPassphrase(const QString &path, const QString &retryReason)
{
    ++m_passphraseAttempts;
    SshPrompt prompt;
    prompt.kind = SshPrompt::Kind::Passphrase;
    prompt.server = m_hop.displayName();
    prompt.isJumpHost = m_isJumpHost;
    prompt.keyFile = path;
    prompt.fields = {{QStringLiteral("Passphrase for %1").arg(path), false}};
    prompt.retryReason = retryReason;
    ask(prompt, [this, path](bool accepted, QList<QByteArray> answers, const QString &reason) {
        if (!accepted) {
            fail(SshError::Kind::Cancelled,
                 reason.isEmpty() ? QCoreApplication::translate(
                                        "sshlogin", "No passphrase was given for the key %1.")
                                        .arg(path)
                                  : reason);
            return;
        }
        ssh_key key = nullptr;
        // Read in place, with no copy: a copy would share the bytes, and the list's wipe would
        // then zero a detached copy while the passphrase stayed in memory.
        const char *pass = answers.isEmpty() ? "" : answers.constFirst().constData();
        const int rc = ssh_pki_import_privkey_file(QFile::encodeName(path).constData(), pass,
                                                   nullptr, nullptr, &key);
        wipe(answers);
        if (rc != SSH_OK) {
            if (m_passphraseAttempts >= kMaxAttempts) {
                fail(SshError::Kind::WrongPassphrase,
                     QCoreApplication::translate("sshlogin",
                                                 "Wrong passphrase for the key %1 (%2 attempts).")
                         .arg(path)
                         .arg(m_passphraseAttempts));
                return;
            }
            askPassphrase(path,
                          QCoreApplication::translate("sshlogin", "Wrong passphrase; try again."));
            return;
        }
        m_passphraseAttempts = 0;
        ssh_key publicKey = nullptr;
        ssh_pki_export_privkey_to_pubkey(key, &publicKey);
        const int offered = ssh_userauth_try_publickey(m_session, nullptr, publicKey);
        ssh_key_free(publicKey);
        if (offered == SSH_AUTH_SUCCESS) {
            authenticateWithKey(path, key);
        } else {
            ssh_key_free(key);
            if (handleAuthResult(offered,
                                 QStringLiteral("key %1").arg(QFileInfo(path).fileName()))) {
                return;
            }
        }
        if (!m_done) {
            continueAuth();
        }
    });
}

void SshLogin::runKeyboardInteractive(int rc)
{
    int waits = 0;
    while (rc == SSH_AUTH_AGAIN && ssh_is_connected(m_session) && waits++ < kMaxWaitRounds) {
        rc = ssh_userauth_kbdint(m_session, nullptr, nullptr); // e.g. waiting for a push approval
    }
    if (rc != SSH_AUTH_INFO) {
        if (!handleAuthResult(rc, QStringLiteral("keyboard-interactive"))) {
            m_kbdintDenied = rc == SSH_AUTH_DENIED;
        }
        return;
    }
    const int count = ssh_userauth_kbdint_getnprompts(m_session);
    SshPrompt prompt;
    prompt.kind = SshPrompt::Kind::KeyboardInteractive;
    prompt.server = m_hop.displayName();
    prompt.isJumpHost = m_isJumpHost;
    prompt.name = sanitizeServerText(QString::fromUtf8(ssh_userauth_kbdint_getname(m_session)));
    prompt.instruction =
        sanitizeServerText(QString::fromUtf8(ssh_userauth_kbdint_getinstruction(m_session)));
    for (int i = 0; i < count; ++i) { // never i == count: libssh 0.10 checks that bound wrongly
        char echo = 0;
        const char *text =
            ssh_userauth_kbdint_getprompt(m_session, static_cast<unsigned>(i), &echo);
        prompt.fields.append({sanitizeServerText(QString::fromUtf8(text)), echo != 0});
    }
    if (m_kbdintDenied) {
        prompt.retryReason =
            QCoreApplication::translate("sshlogin", "The previous answers were not accepted.");
        m_kbdintDenied = false;
    }
    if (count == 0) {
        // An information-only round: nothing to answer, the server continues.
        runKeyboardInteractive(ssh_userauth_kbdint(m_session, nullptr, nullptr));
        return;
    }
    ask(prompt, [this, count](bool accepted, QList<QByteArray> answers, const QString &reason) {
        if (!accepted) {
            wipe(answers);
            fail(SshError::Kind::Cancelled,
                 reason.isEmpty() ? QCoreApplication::translate(
                                        "sshlogin", "The login questions of %1 were not answered.")
                                        .arg(m_hop.displayName())
                                  : reason);
            return;
        }
        for (int i = 0; i < count; ++i) {
            const QByteArray answer = answers.value(i);
            ssh_userauth_kbdint_setanswer(m_session, static_cast<unsigned>(i), answer.constData());
        }
        wipe(answers);
        runKeyboardInteractive(ssh_userauth_kbdint(m_session, nullptr, nullptr));
        if (!m_done && !m_waiting) {
            continueAuth();
        }
    });
}

void SshLogin::askPassword(const QString &retryReason)
{
    ++m_passwordAttempts;
    SshPrompt prompt;
    prompt.kind = SshPrompt::Kind::Password;
    prompt.server = m_hop.displayName();
    prompt.isJumpHost = m_isJumpHost;
    prompt.fields = {{QStringLiteral("Password for %1").arg(m_hop.displayName()), false}};
    prompt.retryReason = retryReason;
    ask(prompt, [this](bool accepted, QList<QByteArray> answers, const QString &reason) {
        if (!accepted) {
            fail(SshError::Kind::Cancelled,
                 reason.isEmpty()
                     ? QCoreApplication::translate("sshlogin", "No password was given for %1.")
                           .arg(m_hop.displayName())
                     : reason);
            return;
        }
        const int rc = ssh_userauth_password(m_session, nullptr, answers.value(0).constData());
        wipe(answers);
        if (handleAuthResult(rc, QStringLiteral("password"))) {
            return;
        }
        m_passwordDenied = rc == SSH_AUTH_DENIED;
        continueAuth();
    });
}

void SshLogin::ask(const SshPrompt &prompt,
                   std::function<void(bool, QList<QByteArray>, QString)> then)
{
    // A password or code asked for because the server refused the keys: when it cannot be
    // given, the refused key is the news, with what to do about it.
    QStringList refused;
    for (const QString &method : std::as_const(m_triedMethods)) {
        if (method.startsWith(QLatin1String("key "))) {
            const QString name = method.mid(4);
            for (const QString &file : std::as_const(m_hop.identityFiles)) {
                if (QFileInfo(file).fileName() == name && !refused.contains(file)) {
                    refused << file;
                }
            }
        }
    }
    const bool forRefusedKey =
        !refused.isEmpty() && (prompt.kind == SshPrompt::Kind::Password ||
                               prompt.kind == SshPrompt::Kind::KeyboardInteractive);
    const QString host = m_hop.displayName();
    const QString user = m_hop.user;
    const auto refusedKeyText = [refused, host, user](const QString &why) {
        return QCoreApplication::translate(
                   "sshlogin", "%1 refused the key %2 for the user %3, and the password or code it "
                               "asks for instead could not be given: %4 To log in with the key, "
                               "register %5 with the centre (or add it to ~/.ssh/authorized_keys "
                               "on the cluster, e.g. with ssh-copy-id -i %6), and check User and "
                               "IdentityFile in the ssh configuration.")
            .arg(host, refused.join(QStringLiteral(", ")), user, why,
                 refused.value(0) + QStringLiteral(".pub"),
                 shellQuote(refused.value(0) + QStringLiteral(".pub")));
    };
    SshPrompter *prompter = m_prompter.data();
    if (!prompter) {
        const QString why =
            QCoreApplication::translate("sshlogin",
                                        "%1 needs an answer (%2), but there is no one to ask here.")
                .arg(host, prompt.title());
        fail(SshError::Kind::PromptUnavailable, forRefusedKey ? refusedKeyText(why) : why);
        return;
    }
    if (forRefusedKey) {
        then = [then, refusedKeyText](bool accepted, QList<QByteArray> answers, QString reason) {
            if (!accepted) {
                reason = refusedKeyText(reason.isEmpty() ? QCoreApplication::translate(
                                                               "sshlogin", "it was not answered.")
                                                         : reason);
            }
            then(accepted, std::move(answers), std::move(reason));
        };
    }
    m_waiting = true;
    const quint64 serial = ++m_promptSerial;
    QPointer<SshLogin> self(this);
    SshPromptReply reply(
        [self, serial, then](bool accepted, QList<QByteArray> answers, const QString &reason) {
            SshLogin *login = self.data();
            if (!login) {
                return;
            }
            QMetaObject::invokeMethod(
                login,
                [self, serial, then, accepted, answers, reason]() mutable {
                    if (!self || self->m_done || serial != self->m_promptSerial) {
                        wipe(answers);
                        return;
                    }
                    self->m_waiting = false;
                    then(accepted, std::move(answers), reason);
                },
                Qt::QueuedConnection);
        });
    QMetaObject::invokeMethod(
        prompter,
        [prompter = QPointer<SshPrompter>(prompter), prompt, reply]() {
            if (prompter) {
                prompter->prompt(prompt, reply);
            } else {
                SshPromptReply(reply).reject(
                    QCoreApplication::translate("sshlogin", "The window that asked was closed."));
            }
        },
        Qt::QueuedConnection);
}

void SshLogin::succeed()
{
    if (m_done) {
        return;
    }
    m_done = true;
    Q_EMIT finished(true);
}

void SshLogin::fail(SshError::Kind kind, const QString &message)
{
    if (m_done) {
        return;
    }
    m_done = true;
    m_waiting = false;
    m_error.kind = kind;
    m_error.message = message;
    if (m_isJumpHost) {
        m_error.jumpHost = m_hop.displayName();
        m_error.message = QCoreApplication::translate("sshlogin", "Jump host %1 failed: %2")
                              .arg(m_hop.displayName(), message);
    }
    Q_EMIT finished(false);
}

} // namespace slipway::ssh
