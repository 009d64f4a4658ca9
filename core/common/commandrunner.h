#pragma once

#include <QByteArray>
#include <QFuture>
#include <QObject>
#include <QString>
#include <QStringList>

namespace slipway {

struct CommandRequest
{
    QString command;          // a complete bash command line; quote words with shellQuote()
    QByteArray standardInput; // written to the command's stdin, then stdin is closed
    int timeoutMs = 0;        // 0: no limit; otherwise the command is stopped after this long
};

struct CommandResult
{
    int exitCode = -1; // the command's exit status; -1 when it did not run to the end
    QByteArray standardOutput;
    QByteArray standardError;
    QString error; // why the command did not run or finish, in plain language; empty if it did

    bool ran() const { return error.isEmpty(); }
    bool succeeded() const { return ran() && exitCode == 0; }
};

// Runs shell commands somewhere: on this computer, or on a cluster's login node. The scheduler,
// the run history and the environment discovery talk to a cluster only through this interface,
// so they work the same over Slipway's own SSH connection and over a local shell.
//
// Commands run in a login shell (`bash -l`), where `module`, conda initialisation and the
// scheduler's commands are available as they are to the user at a terminal.
class CommandRunner : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // Starts the command and returns at once. The future can be cancelled; a cancelled command
    // is stopped and its result says so.
    virtual QFuture<CommandResult> run(const CommandRequest &request) = 0;

    // Where commands run, for messages: "this computer", "alice@login.cluster.example".
    virtual QString description() const = 0;
};

// A CommandRunner that starts a local program per command: `bash -lc COMMAND` on this
// computer, or OpenSSH's `ssh ... -- bash -lc 'COMMAND'` for a cluster reached through the
// system's ssh client.
class ProcessRunner final : public CommandRunner
{
    Q_OBJECT

public:
    // Commands run as `prefix... bash -lc COMMAND` (locally) when `remote` is false, or as
    // `prefix... "bash -lc 'COMMAND'"` (one word, for a remote shell) when it is true.
    ProcessRunner(QStringList prefix, bool remote, QString description, QObject *parent = nullptr);

    // This computer.
    static ProcessRunner *localShell(QObject *parent = nullptr);

    // A host through the system's OpenSSH client, never prompting (BatchMode): host keys must
    // be known and authentication must not need a person. `configFile` may be empty.
    static ProcessRunner *openSsh(const QString &configFile, const QString &host,
                                  QObject *parent = nullptr);

    QFuture<CommandResult> run(const CommandRequest &request) override;
    QString description() const override;

    // The program and arguments that would run `command`; exposed for tests.
    QStringList commandLine(const QString &command) const;

private:
    QStringList m_prefix;
    bool m_remote = false;
    QString m_description;
};

} // namespace slipway
