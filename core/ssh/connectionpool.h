#pragma once

#include "ssh/sshstatus.h"
#include "ssh/sshtarget.h"

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace slipway {
class CommandRunner;
}

namespace slipway::ssh {

class SshConnection;
class SshPrompter;

// The application's SSH connections, one per host, shared by every page and service: the
// Connections page, the New run wizard, the Runs page, the Plots page and the TensorBoard
// tunnel all ask the pool, so a user logs in (and answers an MFA prompt) once per cluster.
//
// A connection is named by what the user typed (`hostArg`: a config alias or user@host:port)
// together with the OpenSSH config file it was resolved through (empty: ~/.ssh/config). The
// pool owns its connections and their command runners; they live until remove() or the pool
// goes. Use from the GUI thread (or the CLI's main thread).
class ConnectionPool final : public QObject
{
    Q_OBJECT

public:
    // `prompter` answers host-key and login questions for every connection; it may be null
    // (then any question is an error, never a hang) and must outlive the pool.
    explicit ConnectionPool(SshPrompter *prompter, QObject *parent = nullptr);
    ~ConnectionPool() override;

    // The connection for `hostArg` through `configFile`, made (not yet connected) on first use.
    // Returns null and sets `error` when `hostArg` cannot be resolved.
    SshConnection *connection(const QString &hostArg, const QString &configFile = QString(),
                              QString *error = nullptr);

    // Replaces (or makes) the connection named `hostArg`/`configFile` with an explicit target,
    // e.g. a saved connection with its own key file. An existing connection with the same
    // target is kept as it is.
    SshConnection *connection(const QString &hostArg, const QString &configFile,
                              const SshTarget &target);

    // The existing connection, or null.
    SshConnection *find(const QString &hostArg, const QString &configFile = QString()) const;

    // A CommandRunner over connection(hostArg, configFile), owned by the pool. Commands on a
    // disconnected connection start connecting.
    CommandRunner *runner(const QString &hostArg, const QString &configFile = QString(),
                          QString *error = nullptr);

    // Closes and deletes the connection (commands in flight fail, tunnels close).
    void remove(const QString &hostArg, const QString &configFile = QString());

    // Every connection's key: hostArg, or "hostArg (configFile)" when a config file was named.
    QStringList keys() const;

    static QString key(const QString &hostArg, const QString &configFile);

Q_SIGNALS:
    void connectionAdded(const QString &hostArg, const QString &configFile);
    void stateChanged(const QString &hostArg, const QString &configFile,
                      slipway::ssh::SshState state);

private:
    struct Entry
    {
        QString hostArg;
        QString configFile;
        QPointer<SshConnection> connection;
        QPointer<CommandRunner> runner;
    };

    SshConnection *adopt(const QString &hostArg, const QString &configFile,
                         const SshTarget &target);

    SshPrompter *m_prompter = nullptr;
    QMap<QString, Entry> m_entries;
};

} // namespace slipway::ssh
