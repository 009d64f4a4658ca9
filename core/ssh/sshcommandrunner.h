#pragma once

#include "common/commandrunner.h"

#include <QPointer>

namespace slipway::ssh {

class SshConnection;
class SshPrompter;

// CommandRunner over Slipway's own SSH connection: each command runs in the connection's
// persistent login shell (so `module` and conda initialisation are paid once), with stdout,
// stderr and the exit status kept apart and exact. run() may be called from any thread.
class SshCommandRunner final : public CommandRunner
{
    Q_OBJECT

public:
    // Uses `connection`, which must outlive the runner (or the runner answers with an error).
    explicit SshCommandRunner(SshConnection *connection, QObject *parent = nullptr);

    // Makes its own connection from what the CLI gets: `hostArg` is a config alias or
    // user@host:port, `configFile` an ssh config (empty: ~/.ssh/config), whose
    // UserKnownHostsFile is honoured. `prompter` may be null (then nothing can be asked and a
    // needed question is an error). Returns null and sets `error` on bad input.
    static SshCommandRunner *create(const QString &hostArg, const QString &configFile,
                                    SshPrompter *prompter, QString *error,
                                    QObject *parent = nullptr);

    QFuture<CommandResult> run(const CommandRequest &request) override;
    QString description() const override;

    SshConnection *connection() const { return m_connection.data(); }

private:
    QPointer<SshConnection> m_connection;
    QString m_description;
};

} // namespace slipway::ssh
