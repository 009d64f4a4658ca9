#include "ssh/connectionpool.h"

#include "ssh/sshcommandrunner.h"
#include "ssh/sshconnection.h"

namespace slipway::ssh {

namespace {

bool sameTarget(const SshTarget &a, const SshTarget &b)
{
    if (a.hostName != b.hostName || a.port != b.port || a.user != b.user ||
        a.identityFiles != b.identityFiles || a.identitiesOnly != b.identitiesOnly ||
        a.knownHostsFiles != b.knownHostsFiles || a.jumps.size() != b.jumps.size()) {
        return false;
    }
    for (qsizetype i = 0; i < a.jumps.size(); ++i) {
        if (!sameTarget(a.jumps.at(i), b.jumps.at(i))) {
            return false;
        }
    }
    return true;
}

} // namespace

ConnectionPool::ConnectionPool(SshPrompter *prompter, QObject *parent)
    : QObject(parent)
    , m_prompter(prompter)
{}

ConnectionPool::~ConnectionPool()
{
    for (Entry &entry : m_entries) {
        delete entry.runner.data();
        delete entry.connection.data();
    }
}

QString ConnectionPool::key(const QString &hostArg, const QString &configFile)
{
    return configFile.isEmpty() ? hostArg
                                : hostArg + QStringLiteral(" (") + configFile + QLatin1Char(')');
}

SshConnection *ConnectionPool::find(const QString &hostArg, const QString &configFile) const
{
    const auto it = m_entries.constFind(key(hostArg, configFile));
    return it == m_entries.constEnd() ? nullptr : it->connection.data();
}

SshConnection *ConnectionPool::connection(const QString &hostArg, const QString &configFile,
                                          QString *error)
{
    if (SshConnection *existing = find(hostArg, configFile)) {
        return existing;
    }
    QString why;
    const std::optional<SshTarget> target = SshTarget::resolve(hostArg, configFile, &why);
    if (!target) {
        if (error) {
            *error = why;
        }
        return nullptr;
    }
    return adopt(hostArg, configFile, *target);
}

SshConnection *ConnectionPool::connection(const QString &hostArg, const QString &configFile,
                                          const SshTarget &target)
{
    SshConnection *existing = find(hostArg, configFile);
    if (existing && sameTarget(existing->target(), target)) {
        return existing;
    }
    remove(hostArg, configFile);
    return adopt(hostArg, configFile, target);
}

SshConnection *ConnectionPool::adopt(const QString &hostArg, const QString &configFile,
                                     const SshTarget &target)
{
    Entry entry;
    entry.hostArg = hostArg;
    entry.configFile = configFile;
    auto *connection = new SshConnection(target, m_prompter, this);
    entry.connection = connection;
    connect(connection, &SshConnection::stateChanged, this,
            [this, hostArg, configFile](SshState state) {
                Q_EMIT stateChanged(hostArg, configFile, state);
            });
    m_entries.insert(key(hostArg, configFile), entry);
    Q_EMIT connectionAdded(hostArg, configFile);
    return connection;
}

CommandRunner *ConnectionPool::runner(const QString &hostArg, const QString &configFile,
                                      QString *error)
{
    SshConnection *connection = this->connection(hostArg, configFile, error);
    if (!connection) {
        return nullptr;
    }
    Entry &entry = m_entries[key(hostArg, configFile)];
    if (!entry.runner) {
        entry.runner = new SshCommandRunner(connection, this);
    }
    return entry.runner.data();
}

void ConnectionPool::remove(const QString &hostArg, const QString &configFile)
{
    const QString entryKey = key(hostArg, configFile);
    if (!m_entries.contains(entryKey)) {
        return;
    }
    // Out of the pool before its runner and connection are deleted.
    const Entry entry = m_entries.take(entryKey);
    delete entry.runner.data();
    if (SshConnection *connection = entry.connection.data()) {
        connection->disconnect(this);
        delete connection;
    }
}

QStringList ConnectionPool::keys() const
{
    return m_entries.keys();
}

} // namespace slipway::ssh
