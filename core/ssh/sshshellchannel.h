#pragma once

// Internal to core/ssh: includes libssh.

#include "common/commandrunner.h"
#include "ssh/loginshellprotocol.h"

#include <QElapsedTimer>
#include <QPromise>

#include <libssh/libssh.h>

#include <memory>

namespace slipway::ssh {

// A command waiting for, or running in, a login shell.
struct PendingCommand
{
    CommandRequest request;
    std::shared_ptr<QPromise<CommandResult>> promise;
    QElapsedTimer clock; // started when the command was sent to a shell
};

// One persistent `bash -l -s` on its own channel, running one framed command at a time (see
// LoginShellProtocol). Driven by the worker's pump; non-blocking after open().
class SshShellChannel final
{
public:
    enum class State { Starting, Idle, Busy, Closed };

    SshShellChannel(ssh_session session, QString where);
    ~SshShellChannel();
    SshShellChannel(const SshShellChannel &) = delete;
    SshShellChannel &operator=(const SshShellChannel &) = delete;

    // Opens the channel (blocks for one round trip) and starts the shell without waiting.
    bool open(QString *error);
    State state() const { return m_state; }
    bool isIdle() const { return m_state == State::Idle; }
    // Starting, with no command yet: the first one can go out behind the set-up script.
    bool canTakeFirstCommand() const { return m_state == State::Starting && !m_current; }

    void start(PendingCommand command);
    // Reads, writes, completes; returns true if anything moved.
    bool service();
    // The link is gone: fail the running command with `reason` and close.
    void abort(const QString &reason);

private:
    void finishCurrent(CommandResult result);
    void stopCurrent(const QString &reason);
    bool flushInput();

    ssh_session m_session = nullptr;
    ssh_channel m_channel = nullptr;
    QString m_where;
    State m_state = State::Closed;
    LoginShellProtocol::Parser m_parser;
    QByteArray m_input;
    QByteArray m_readyId;
    QByteArray m_firstId;       // the first command's frame, sent while Starting
    bool m_execPending = false; // the server has not answered the `bash -l -s` request yet
    QSet<QString> m_functions;  // defined by the login scripts
    bool m_inPlace = false;     // commands that cannot change the shell may run in it
    std::optional<PendingCommand> m_current;
};

} // namespace slipway::ssh
