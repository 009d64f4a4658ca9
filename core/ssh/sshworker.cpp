#include "ssh/sshworker.h"

#include "ssh/sshjumprelay.h"
#include "ssh/sshlogin.h"
#include "ssh/sshservice.h"

#include "common/logging.h"

#include <QCoreApplication>
#include <libssh/server.h> // ssh_send_keepalive (a client call, declared there)

#include <QDateTime>
#include <QSocketNotifier>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include <fcntl.h>

namespace slipway::ssh {

namespace {

constexpr int kMaxShells = 4;
constexpr int kMaxBackoffSeconds = 30;
constexpr int kKeepaliveSeconds = 2;      // a keepalive request (answered by the server) this often
constexpr int kSilenceLimitMs = 10000;    // nothing heard from the server for this long: dead
constexpr int kUserTimeoutMs = 10000;     // unacknowledged for this long: the link is dead
constexpr long kBlockingStepSeconds = 10; // longest wait of one blocking step (SFTP) when ready

bool isTransient(SshError::Kind kind)
{
    switch (kind) {
    case SshError::Kind::Refused:
    case SshError::Kind::TimedOut:
    case SshError::Kind::NameNotFound:
    case SshError::Kind::ConnectionLost:
    case SshError::Kind::Other:
        return true;
    default:
        return false;
    }
}

} // namespace

SshWorker::SshWorker(SshTarget target, SshPrompter *prompter)
    : m_target(std::move(target))
    , m_prompter(prompter)
{
    m_keepalive.setParent(this);
    m_tick.setParent(this);
    m_reconnect.setParent(this);
    m_reconnect.setSingleShot(true);
    connect(&m_keepalive, &QTimer::timeout, this, &SshWorker::sendKeepalive);
    connect(&m_tick, &QTimer::timeout, this, &SshWorker::pump);
    connect(&m_reconnect, &QTimer::timeout, this, &SshWorker::beginLogin);
    SshTarget last = m_target;
    last.jumps.clear();
    m_hops = m_target.jumps;
    m_hops << last;
}

SshWorker::~SshWorker()
{
    shutdown();
}

void SshWorker::shutdown()
{
    m_autoReconnect = false;
    teardown(
        QCoreApplication::translate("sshworker", "The connection to %1 was closed.").arg(where()));
    failQueued(
        QCoreApplication::translate("sshworker", "The connection to %1 was closed.").arg(where()));
}

QByteArray SshWorker::remotePath(const QString &path)
{
    if (path == QLatin1String("~")) {
        return QByteArrayLiteral(".");
    }
    if (path.startsWith(QLatin1String("~/"))) {
        return path.mid(2).toUtf8();
    }
    return path.toUtf8();
}

void SshWorker::setState(SshState state, const SshError &error)
{
    if (error.isError()) {
        m_lastError = error;
    }
    if (state == m_state && !error.isError()) {
        return;
    }
    m_state = state;
    if (error.isError()) {
        qCInfo(lcSsh).noquote() << where() << stateName(state) << "-" << error.message;
    } else {
        qCDebug(lcSsh).noquote() << where() << stateName(state);
    }
    Q_EMIT stateChanged(state, error.isError() ? error : m_lastError, m_banner);
}

void SshWorker::connectToHost()
{
    if (m_state != SshState::Disconnected && m_state != SshState::Failed &&
        m_state != SshState::Reconnecting) {
        return;
    }
    m_reconnect.stop();
    m_lastError = SshError();
    m_wasReady = false;
    beginLogin();
}

void SshWorker::disconnectFromHost()
{
    m_reconnect.stop();
    const QString reason =
        QCoreApplication::translate("sshworker", "You disconnected from %1.").arg(where());
    teardown(reason);
    failQueued(reason);
    failWaitingServices(reason);
    m_wasReady = false;
    m_lastError = SshError();
    setState(SshState::Disconnected);
}

void SshWorker::beginLogin()
{
    teardown(QCoreApplication::translate("sshworker", "Reconnecting to %1.").arg(where()));
    m_hopIndex = 0;
    m_nextFd = -1;
    setState(m_wasReady ? SshState::Reconnecting : SshState::Connecting);
    startHop();
}

void SshWorker::startHop()
{
    const bool isJump = m_hopIndex < m_hops.size() - 1;
    m_login = new SshLogin(m_hops.at(m_hopIndex), isJump, m_nextFd, m_prompter.data(), this);
    connect(m_login, &SshLogin::stateChanged, this, [this](SshState state) {
        if (!(m_wasReady && state == SshState::Connecting)) {
            setState(state);
        }
    });
    connect(m_login, &SshLogin::finished, this, &SshWorker::onHopFinished, Qt::QueuedConnection);
    m_login->start();
}

void SshWorker::onHopFinished(bool ok)
{
    SshLogin *login = std::exchange(m_login, nullptr);
    if (!login) {
        return;
    }
    login->deleteLater();
    if (!ok) {
        const SshError error = login->error();
        for (auto &relay : m_relays) {
            relay->stop();
        }
        m_relays.clear();
        if (m_wasReady && m_autoReconnect && isTransient(error.kind)) {
            m_lastError = error;
            // Commands that waited for this attempt fail with its reason; the next attempt
            // comes after the back-off.
            failQueued(QCoreApplication::translate("sshworker", "Reconnecting to %1 failed: %2")
                           .arg(where(), error.message));
            setState(SshState::Reconnecting, error);
            scheduleReconnect();
            return;
        }
        failQueued(error.message);
        failServicesForGood(error.message);
        setState(SshState::Failed, error);
        return;
    }
    ssh_session session = login->takeSession();
    if (!login->banner().isEmpty()) {
        m_banner = login->banner();
    }
    if (m_hopIndex == 0) {
        configureSocket(ssh_get_fd(session));
    }
    if (m_hopIndex < m_hops.size() - 1) {
        const SshTarget &next = m_hops.at(m_hopIndex + 1);
        auto relay = std::make_unique<SshJumpRelay>();
        QString error;
        const int fd = relay->start(session, next.hostName.toUtf8(), next.port, &error);
        if (fd < 0) {
            relay.reset();
            SshError failure;
            failure.kind = SshError::Kind::ConnectionLost;
            failure.jumpHost = m_hops.at(m_hopIndex).displayName();
            failure.message = QCoreApplication::translate("sshworker", "Jump host %1 failed: %2")
                                  .arg(failure.jumpHost, error);
            for (auto &r : m_relays) {
                r->stop();
            }
            m_relays.clear();
            if (m_wasReady && m_autoReconnect) {
                // A jump host that fails while reconnecting is tried again after the
                // back-off, like any other failed attempt.
                m_lastError = failure;
                failQueued(QCoreApplication::translate("sshworker", "Reconnecting to %1 failed: %2")
                               .arg(where(), failure.message));
                setState(SshState::Reconnecting, failure);
                scheduleReconnect();
                return;
            }
            failQueued(failure.message);
            failServicesForGood(failure.message);
            setState(SshState::Failed, failure);
            return;
        }
        m_relays.push_back(std::move(relay));
        m_nextFd = fd;
        ++m_hopIndex;
        startHop();
        return;
    }
    becomeReady(session);
}

void SshWorker::configureSocket(int fd)
{
    // libssh 0.10 has no ServerAlive*. Two mechanisms stand in for it: the keepalive timer
    // sends a request the server must answer and the link counts as dead when nothing at all
    // came back for kSilenceLimitMs (this catches a server that hangs while its kernel still
    // acknowledges packets); and the kernel gives up once data stays unacknowledged
    // (TCP_USER_TIMEOUT: a cable pulled, a host gone).
    int interval = kKeepaliveSeconds;
    if (m_target.serverAliveIntervalSeconds > 0) {
        interval = qMin(interval, m_target.serverAliveIntervalSeconds);
    }
    m_silenceLimitMs = kSilenceLimitMs;
    if (m_target.serverAliveIntervalSeconds > 0) {
        m_silenceLimitMs = qMin(m_silenceLimitMs, m_target.serverAliveIntervalSeconds *
                                                      qMax(1, m_target.serverAliveCountMax) * 1000);
        // At least three keepalive periods, so one late answer is not taken for a dead link.
        m_silenceLimitMs = qMax(m_silenceLimitMs, 3 * interval * 1000);
    }
    unsigned int userTimeout = kUserTimeoutMs;
    if (m_target.serverAliveIntervalSeconds > 0) {
        userTimeout = qMin<unsigned int>(
            userTimeout, static_cast<unsigned int>(m_target.serverAliveIntervalSeconds *
                                                   m_target.serverAliveCountMax * 1000));
    }
    m_socketFd = fd;
    int on = 1;
    int idle = interval;
    int probeInterval = 2;
    int probes = 3;
    setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeout, sizeof userTimeout);
    setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
    setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &probeInterval, sizeof probeInterval);
    setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &probes, sizeof probes);
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
    m_keepalive.setInterval(interval * 1000);
}

void SshWorker::becomeReady(ssh_session session)
{
    m_session = session;
    ssh_set_blocking(m_session, 0);
    const int fd = ssh_get_fd(m_session);
    // A blocking step (SFTP) never waits on a silent server longer than the dead-link budget.
    const long stepTimeout = kBlockingStepSeconds;
    ssh_options_set(m_session, SSH_OPTIONS_TIMEOUT, &stepTimeout);
    m_readNotifier = new QSocketNotifier(fd, QSocketNotifier::Read, this);
    m_writeNotifier = new QSocketNotifier(fd, QSocketNotifier::Write, this);
    m_writeNotifier->setEnabled(false);
    connect(m_readNotifier, &QSocketNotifier::activated, this, &SshWorker::pump);
    connect(m_writeNotifier, &QSocketNotifier::activated, this, &SshWorker::pump);
    if (m_keepalive.interval() <= 0) {
        m_keepalive.setInterval(kKeepaliveSeconds * 1000);
    }
    m_keepalive.start();
    m_tick.start(100);
    m_backoffSeconds = 1;
    m_wasReady = true;
    m_lastError = SshError();
    setState(SshState::Ready);
    for (const QPointer<SshService> &service : std::as_const(m_services)) {
        if (service) {
            service->sessionReady(m_session);
        }
    }
    // One shell starts at once, so the first command does not wait for the login scripts.
    if (m_shells.empty()) {
        auto shell = std::make_unique<SshShellChannel>(m_session, where());
        QString error;
        if (shell->open(&error)) {
            m_shells.push_back(std::move(shell));
        }
    }
    dispatch();
    pump();
}

void SshWorker::enqueue(PendingCommand command)
{
    command.promise->start();
    if (m_state == SshState::Failed) {
        CommandResult result;
        result.error =
            m_lastError.message.isEmpty()
                ? QCoreApplication::translate("sshworker", "Not connected to %1.").arg(where())
                : m_lastError.message;
        command.promise->addResult(result);
        command.promise->finish();
        return;
    }
    if (m_state == SshState::Reconnecting && m_reconnect.isActive()) {
        // Waiting out the back-off after a failed attempt: say so now rather than hold the
        // command for an unknown time.
        CommandResult result;
        result.error = QCoreApplication::translate(
                           "sshworker", "The connection to %1 is down and Slipway is reconnecting "
                                        "(%2). Try again once it is back.")
                           .arg(where(), m_lastError.message);
        command.promise->addResult(result);
        command.promise->finish();
        return;
    }
    m_queue.push_back(std::move(command));
    if (m_state == SshState::Disconnected) {
        connectToHost();
        return;
    }
    dispatch();
    pump();
}

void SshWorker::dispatch()
{
    if (m_state != SshState::Ready || !m_session) {
        return;
    }
    // Drop what was cancelled while it waited.
    for (auto it = m_queue.begin(); it != m_queue.end();) {
        if (it->promise->isCanceled()) {
            CommandResult result;
            result.error =
                QCoreApplication::translate("sshworker", "The command on %1 was cancelled.")
                    .arg(where());
            it->promise->addResult(result);
            it->promise->finish();
            it = m_queue.erase(it);
        } else {
            ++it;
        }
    }
    std::erase_if(m_shells, [](const std::unique_ptr<SshShellChannel> &shell) {
        return shell->state() == SshShellChannel::State::Closed;
    });
    for (auto &shell : m_shells) {
        if (m_queue.empty()) {
            break;
        }
        if (shell->isIdle() || shell->canTakeFirstCommand()) {
            shell->start(std::move(m_queue.front()));
            m_queue.pop_front();
        }
    }
    qsizetype starting = 0;
    for (auto &shell : m_shells) {
        if (shell->canTakeFirstCommand()) {
            ++starting;
        }
    }
    if (static_cast<qsizetype>(m_queue.size()) > starting &&
        static_cast<int>(m_shells.size()) < kMaxShells) {
        auto shell = std::make_unique<SshShellChannel>(m_session, where());
        QString error;
        if (shell->open(&error)) {
            m_shells.push_back(std::move(shell));
        } else if (m_shells.empty()) {
            failQueued(error);
        }
    }
}

void SshWorker::adopt(SshService *service)
{
    service->setParent(this);
    m_services.append(service);
    connect(service, &SshService::wakeUp, this, &SshWorker::pump, Qt::QueuedConnection);
    if (m_state == SshState::Ready) {
        service->sessionReady(m_session);
        pump();
    } else if (m_state == SshState::Disconnected) {
        connectToHost();
    } else if (m_state == SshState::Failed) {
        service->sessionFailed(
            m_lastError.message.isEmpty()
                ? QCoreApplication::translate("sshworker", "Not connected to %1.").arg(where())
                : m_lastError.message);
    }
}

void SshWorker::pump()
{
    if (!m_session || m_state != SshState::Ready) {
        return;
    }
    if (m_pumping) {
        m_pumpAgain = true;
        return;
    }
    m_pumping = true;
    int rounds = 0;
    bool moved = true;
    while (moved && rounds++ < 64) {
        moved = false;
        m_pumpAgain = false;
        for (auto &shell : m_shells) {
            const bool wasBusy = shell->state() == SshShellChannel::State::Busy ||
                                 shell->state() == SshShellChannel::State::Starting;
            if (shell->service()) {
                moved = true;
            }
            if (wasBusy && shell->isIdle()) {
                moved = true;
            }
        }
        for (const QPointer<SshService> &service : std::as_const(m_services)) {
            if (service && service->service()) {
                moved = true;
            }
        }
        if (!m_queue.empty()) {
            dispatch();
        }
        if (!ssh_is_connected(m_session) ||
            (ssh_get_status(m_session) & (SSH_CLOSED | SSH_CLOSED_ERROR))) {
            m_pumping = false;
            linkLost(QString::fromUtf8(ssh_get_error(m_session)));
            return;
        }
        moved = moved || m_pumpAgain;
    }
    if (ssh_get_poll_flags(m_session) & SSH_WRITE_PENDING) {
        ssh_blocking_flush(m_session, 0);
    }
    m_writeNotifier->setEnabled((ssh_get_poll_flags(m_session) & SSH_WRITE_PENDING) != 0);
    // Drop finished services.
    for (qsizetype i = m_services.size() - 1; i >= 0; --i) {
        if (!m_services.at(i) || m_services.at(i)->isDone()) {
            if (m_services.at(i)) {
                m_services.at(i)->deleteLater();
            }
            m_services.removeAt(i);
        }
    }
    m_pumping = false;
}

void SshWorker::sendKeepalive()
{
    if (!m_session || m_state != SshState::Ready) {
        return;
    }
    // The kernel knows when data last came in on the first hop's socket, whoever read it.
    // (Through jump hosts the answer to the keepalive comes back on that socket too.)
    tcp_info info{};
    socklen_t length = sizeof info;
    if (m_socketFd >= 0 && getsockopt(m_socketFd, IPPROTO_TCP, TCP_INFO, &info, &length) == 0 &&
        static_cast<qint64>(info.tcpi_last_data_recv) > m_silenceLimitMs) {
        linkLost(QStringLiteral("no answer from the server for %1 s")
                     .arg(info.tcpi_last_data_recv / 1000));
        return;
    }
    // keepalive@openssh.com with want-reply: the server answers it, so silence means trouble.
    ssh_send_keepalive(m_session);
    pump();
}

void SshWorker::linkLost(const QString &reason)
{
    const QString message =
        QCoreApplication::translate("sshworker", "The connection to %1 was lost%2.")
            .arg(where(), reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(reason));
    SshError error;
    error.kind = SshError::Kind::ConnectionLost;
    error.message = message;
    // The state changes before the commands fail, so whoever hears of a failed command
    // already sees the connection as down.
    if (m_autoReconnect) {
        setState(SshState::Reconnecting, error);
        teardown(message);
        failQueued(message);
        scheduleReconnect();
    } else {
        setState(SshState::Failed, error);
        teardown(message);
        failQueued(message);
        failServicesForGood(message);
    }
}

void SshWorker::failWaitingServices(const QString &reason)
{
    for (const QPointer<SshService> &service : std::as_const(m_services)) {
        if (service && !service->isDone()) {
            service->sessionLost(reason);
        }
    }
}

void SshWorker::failServicesForGood(const QString &reason)
{
    for (const QPointer<SshService> &service : std::as_const(m_services)) {
        if (service && !service->isDone()) {
            service->sessionFailed(reason);
        }
    }
}

void SshWorker::scheduleReconnect()
{
    m_reconnect.start(m_backoffSeconds * 1000);
    m_backoffSeconds = qMin(m_backoffSeconds * 2, kMaxBackoffSeconds);
}

void SshWorker::teardown(const QString &reason)
{
    if (m_login) {
        SshLogin *login = std::exchange(m_login, nullptr);
        login->disconnect(this);
        login->cancel();
        login->deleteLater();
    }
    for (auto &shell : m_shells) {
        shell->abort(reason);
    }
    m_shells.clear();
    if (m_session) {
        // Only services that had a session lose it; ones waiting for the first one wait on.
        for (const QPointer<SshService> &service : std::as_const(m_services)) {
            if (service) {
                service->sessionLost(reason);
            }
        }
    }
    closeSftp();
    delete m_readNotifier;
    m_readNotifier = nullptr;
    delete m_writeNotifier;
    m_writeNotifier = nullptr;
    m_keepalive.stop();
    m_tick.stop();
    m_socketFd = -1;
    if (m_session) {
        ssh_disconnect(m_session);
        ssh_free(m_session);
        m_session = nullptr;
    }
    for (auto &relay : m_relays) {
        relay->stop();
    }
    m_relays.clear();
}

void SshWorker::failQueued(const QString &reason)
{
    while (!m_queue.empty()) {
        PendingCommand command = std::move(m_queue.front());
        m_queue.pop_front();
        CommandResult result;
        result.error = reason;
        command.promise->addResult(result);
        command.promise->finish();
    }
}

sftp_session SshWorker::sftp(QString *error)
{
    if (!m_session || m_state != SshState::Ready) {
        *error = m_lastError.message.isEmpty()
                     ? QCoreApplication::translate("sshworker", "Not connected to %1.").arg(where())
                     : m_lastError.message;
        return nullptr;
    }
    if (m_sftp) {
        return m_sftp;
    }
    ssh_set_blocking(m_session, 1);
    m_sftp = sftp_new(m_session);
    if (!m_sftp || sftp_init(m_sftp) != SSH_OK) {
        *error =
            QCoreApplication::translate("sshworker", "%1 did not start SFTP (file transfer): %2")
                .arg(where(), QString::fromUtf8(ssh_get_error(m_session)));
        if (m_sftp) {
            sftp_free(m_sftp);
            m_sftp = nullptr;
        }
    }
    ssh_set_blocking(m_session, 0);
    return m_sftp;
}

void SshWorker::closeSftp()
{
    if (m_sftp) {
        sftp_free(m_sftp);
        m_sftp = nullptr;
    }
}

namespace {

QString sftpErrorText(sftp_session sftp, ssh_session session, const QString &path)
{
    switch (sftp_get_error(sftp)) {
    case SSH_FX_NO_SUCH_FILE:
    case SSH_FX_NO_SUCH_PATH:
        return QCoreApplication::translate("sshworker", "%1 does not exist.").arg(path);
    case SSH_FX_PERMISSION_DENIED:
        return QCoreApplication::translate("sshworker", "No permission to read %1.").arg(path);
    default:
        break;
    }
    // sftp_get_error() stays 0 when the transport died; the session knows why.
    return QCoreApplication::translate("sshworker", "Could not read %1: %2")
        .arg(path, QString::fromUtf8(ssh_get_error(session)));
}

} // namespace

void SshWorker::stat(const QString &path, const std::shared_ptr<QPromise<SftpFileInfo>> &promise)
{
    promise->start();
    SftpFileInfo info;
    QString error;
    if (sftp_session sf = sftp(&error)) {
        ssh_set_blocking(m_session, 1);
        if (sftp_attributes attributes = sftp_stat(sf, remotePath(path).constData())) {
            info.exists = true;
            info.isDirectory = attributes->type == SSH_FILEXFER_TYPE_DIRECTORY;
            info.size = static_cast<qint64>(attributes->size);
            info.permissions = attributes->permissions;
            info.modified = QDateTime::fromSecsSinceEpoch(
                attributes->mtime64 ? static_cast<qint64>(attributes->mtime64) : attributes->mtime);
            sftp_attributes_free(attributes);
        } else {
            const int code = sftp_get_error(sf);
            if (code != SSH_FX_NO_SUCH_FILE && code != SSH_FX_NO_SUCH_PATH) {
                info.error = sftpErrorText(sf, m_session, path);
            }
        }
        ssh_set_blocking(m_session, 0);
    } else {
        info.error = error;
    }
    promise->addResult(info);
    promise->finish();
    pump();
}

void SshWorker::readFrom(const QString &path, qint64 offset, qint64 maxBytes,
                         const std::shared_ptr<QPromise<SftpChunk>> &promise)
{
    promise->start();
    SftpChunk chunk;
    chunk.offset = offset;
    QString error;
    if (sftp_session sf = sftp(&error)) {
        ssh_set_blocking(m_session, 1);
        sftp_file file = sftp_open(sf, remotePath(path).constData(), O_RDONLY, 0);
        if (!file) {
            chunk.error = sftpErrorText(sf, m_session, path);
        } else {
            if (sftp_attributes attributes = sftp_fstat(file)) {
                chunk.fileSize = static_cast<qint64>(attributes->size);
                sftp_attributes_free(attributes);
            }
            sftp_seek64(file, static_cast<uint64_t>(offset));
            QByteArray buffer(64 * 1024, Qt::Uninitialized);
            while (chunk.data.size() < maxBytes) {
                const qint64 want = qMin<qint64>(buffer.size(), maxBytes - chunk.data.size());
                const ssize_t n = sftp_read(file, buffer.data(), static_cast<size_t>(want));
                if (n < 0) {
                    chunk.error = sftpErrorText(sf, m_session, path);
                    break;
                }
                if (n == 0) {
                    break;
                }
                chunk.data.append(buffer.constData(), n);
            }
            sftp_close(file);
        }
        ssh_set_blocking(m_session, 0);
    } else {
        chunk.error = error;
    }
    promise->addResult(chunk);
    promise->finish();
    pump();
}

} // namespace slipway::ssh
