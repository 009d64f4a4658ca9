#pragma once

#include "compose/jobspec.h"
#include "site/siteprofile.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

namespace slipway::ssh {
class SshConnection;
class SshStream;
} // namespace slipway::ssh

namespace slipway::envsetup {

// Runs a recipe's one-time set-up script (made by ScriptComposer: create the venv or conda
// prefix, install packages) on the login node, in a login shell on its own SSH channel, and
// reports its output line by line as it comes. Refuses, before anything runs, a location the
// profile marks as unsuitable for environments (a small home quota, a purged scratch).
class EnvironmentSetup final : public QObject
{
    Q_OBJECT

public:
    explicit EnvironmentSetup(ssh::SshConnection *connection, QObject *parent = nullptr);
    ~EnvironmentSetup() override;

    // Why `environment` must not be set up where it says, in plain language; empty when the
    // location is fine. `~/` and `$HOME/` count as the same place.
    static QString refusal(const site::SiteProfile &profile,
                           const compose::JobEnvironment &environment);

    // The remote command that runs `script`: bash -l -c with the script quoted as one word.
    static QString command(const QString &script);

    // Starts the script. Returns false (and emits finished) when it is refused or cannot start.
    bool start(const QString &script, const site::SiteProfile &profile,
               const compose::JobEnvironment &environment);
    // Stops the remote script; finished(false, ...) follows.
    void cancel();
    bool isRunning() const { return m_stream != nullptr; }

Q_SIGNALS:
    // One line of output (a `\r` progress update counts as a line), without its line break.
    void outputLine(const QString &line, bool standardError);
    // Success, or the exact failure: the exit status and the script's last error line.
    void finished(bool succeeded, const QString &message);

private:
    void takeOutput(const QByteArray &data, bool standardError);
    void finish(bool succeeded, const QString &message);

    QPointer<ssh::SshConnection> m_connection;
    ssh::SshStream *m_stream = nullptr;
    QByteArray m_pending[2];
    QString m_lastError;
    bool m_cancelled = false;
};

} // namespace slipway::envsetup
