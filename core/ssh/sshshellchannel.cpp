#include "ssh/sshshellchannel.h"

#include <QCoreApplication>

namespace slipway::ssh {

namespace {

constexpr int kReadChunk = 256 * 1024;

} // namespace

SshShellChannel::SshShellChannel(ssh_session session, QString where)
    : m_session(session)
    , m_where(std::move(where))
{}

SshShellChannel::~SshShellChannel()
{
    abort(QCoreApplication::translate("sshshellchannel", "The connection to %1 was closed.")
              .arg(m_where));
}

bool SshShellChannel::open(QString *error)
{
    m_channel = ssh_channel_new(m_session);
    if (!m_channel) {
        *error = QCoreApplication::translate("sshshellchannel", "Could not create a channel to %1.")
                     .arg(m_where);
        return false;
    }
    ssh_set_blocking(m_session, 1);
    int rc = ssh_channel_open_session(m_channel);
    ssh_set_blocking(m_session, 0);
    if (rc == SSH_OK) {
        // Not waiting for the server's yes: the set-up script (and the first command, see
        // start()) go out right behind the request, so the shell's start costs no round trip of
        // its own. service() collects the answer; a refusal closes the channel with its words.
        rc = ssh_channel_request_exec(m_channel, LoginShellProtocol::shellCommand().constData());
        m_execPending = rc == SSH_AGAIN;
        if (m_execPending) {
            rc = SSH_OK;
        }
    }
    if (rc != SSH_OK) {
        *error = QCoreApplication::translate("sshshellchannel", "%1 did not start a shell: %2")
                     .arg(m_where, QString::fromUtf8(ssh_get_error(m_session)));
        ssh_channel_free(m_channel);
        m_channel = nullptr;
        return false;
    }
    const QByteArray readyId = LoginShellProtocol::newId();
    m_readyId = readyId;
    m_parser.expect(readyId);
    m_input += LoginShellProtocol::setupScript(readyId);
    m_state = State::Starting;
    flushInput();
    return true;
}

void SshShellChannel::start(PendingCommand command)
{
    const QByteArray id = LoginShellProtocol::newId();
    if (m_state == State::Starting) {
        // The first command, sent behind the set-up script before its answer: it runs in a
        // subshell (the login scripts' functions are not known yet), and its frame is expected
        // once the set-up's has come.
        m_firstId = id;
        m_input += LoginShellProtocol::request(id, command.request.command,
                                               command.request.standardInput, false);
        command.clock.start();
        m_current = std::move(command);
        flushInput();
        return;
    }
    m_parser.expect(id);
    const bool inPlace = m_inPlace && command.request.standardInput.isEmpty() &&
                         LoginShellProtocol::canRunInPlace(command.request.command, m_functions);
    m_input += LoginShellProtocol::request(id, command.request.command,
                                           command.request.standardInput, inPlace);
    command.clock.start();
    m_current = std::move(command);
    m_state = State::Busy;
    flushInput();
}

bool SshShellChannel::flushInput()
{
    bool moved = false;
    while (!m_input.isEmpty() && m_channel) {
        const uint32_t window = ssh_channel_window_size(m_channel);
        if (window == 0) {
            break;
        }
        const int n = ssh_channel_write(
            m_channel, m_input.constData(),
            static_cast<uint32_t>(qMin<qsizetype>(m_input.size(), qMin<uint32_t>(window, 65536))));
        if (n <= 0) {
            break;
        }
        m_input.remove(0, n);
        moved = true;
    }
    return moved;
}

bool SshShellChannel::service()
{
    if (!m_channel || m_state == State::Closed) {
        return false;
    }
    bool moved = flushInput();
    if (m_execPending) {
        const int rc =
            ssh_channel_request_exec(m_channel, LoginShellProtocol::shellCommand().constData());
        if (rc == SSH_ERROR) {
            abort(QCoreApplication::translate("sshshellchannel", "%1 did not start a shell: %2")
                      .arg(m_where, QString::fromUtf8(ssh_get_error(m_session))));
            return true;
        }
        m_execPending = rc == SSH_AGAIN;
    }
    QByteArray buffer(kReadChunk, Qt::Uninitialized);
    for (int stream = 0; stream < 2; ++stream) {
        for (;;) {
            const int n =
                ssh_channel_read_nonblocking(m_channel, buffer.data(), kReadChunk, stream);
            if (n <= 0) {
                break;
            }
            moved = true;
            if (stream == 0) {
                m_parser.addStdout(buffer.left(n));
            } else {
                m_parser.addStderr(buffer.left(n));
            }
        }
    }
    if (m_parser.isComplete()) {
        const std::optional<LoginShellProtocol::Parser::Frame> frame = m_parser.take();
        if (m_state == State::Starting) {
            // The login scripts ran; what they printed is dropped, the functions they defined
            // are kept (commands that call one run in a subshell).
            // Without the list (unexpected), every command runs in a subshell.
            m_inPlace =
                frame && frame->standardOutput.contains(QByteArray(m_readyId + "-functions\n"));
            if (m_inPlace) {
                m_functions = LoginShellProtocol::functionNames(frame->standardOutput, m_readyId);
            }
            m_state = State::Idle;
            if (m_current) {
                m_parser.expect(m_firstId); // sent early; its frame may be here already
                m_current->clock.restart();
                m_state = State::Busy;
            }
        } else if (m_state == State::Busy && frame) {
            CommandResult result;
            result.exitCode = frame->exitCode;
            result.standardOutput = frame->standardOutput;
            result.standardError = frame->standardError;
            finishCurrent(std::move(result));
            m_state = State::Idle;
        }
        return true;
    }
    if (m_current) {
        if (m_current->promise->isCanceled()) {
            stopCurrent(
                QCoreApplication::translate("sshshellchannel", "The command on %1 was cancelled.")
                    .arg(m_where));
            return true;
        }
        const int limit = m_current->request.timeoutMs;
        if (limit > 0 && m_current->clock.elapsed() > limit) {
            stopCurrent(
                QCoreApplication::translate("sshshellchannel",
                                            "The command on %1 did not finish within %2 s and was "
                                            "stopped.")
                    .arg(m_where)
                    .arg(limit / 1000.0));
            return true;
        }
    }
    if (!ssh_is_connected(m_session) ||
        (ssh_get_status(m_session) & (SSH_CLOSED | SSH_CLOSED_ERROR))) {
        return moved; // the whole link went; the worker reports that, with its reason
    }
    if (ssh_channel_is_closed(m_channel) || ssh_channel_is_eof(m_channel)) {
        const bool wasStarting = m_state == State::Starting;
        abort(wasStarting
                  ? QCoreApplication::translate("sshshellchannel",
                                                "The login shell on %1 ended at once; check the "
                                                "login scripts (~/.bash_profile, ~/.bashrc).")
                        .arg(m_where)
                  : QCoreApplication::translate("sshshellchannel",
                                                "The shell on %1 ended while the command ran.")
                        .arg(m_where));
        return true;
    }
    return moved;
}

void SshShellChannel::finishCurrent(CommandResult result)
{
    if (!m_current) {
        return;
    }
    PendingCommand command = std::move(*m_current);
    m_current.reset();
    command.promise->addResult(std::move(result));
    command.promise->finish();
}

void SshShellChannel::stopCurrent(const QString &reason)
{
    // The shell cannot be told to stop just this command; the channel goes, the shell and the
    // command get a hang-up, and the next command gets a fresh shell.
    if (m_channel) {
        ssh_channel_request_send_signal(m_channel, "TERM");
    }
    abort(reason);
}

void SshShellChannel::abort(const QString &reason)
{
    if (m_current) {
        CommandResult result;
        result.error = reason;
        finishCurrent(std::move(result));
    }
    if (m_channel) {
        ssh_channel_close(m_channel);
        ssh_channel_free(m_channel);
        m_channel = nullptr;
    }
    m_state = State::Closed;
}

} // namespace slipway::ssh
