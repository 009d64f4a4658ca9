#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace slipway::ssh {

// Everything needed to open one SSH connection, resolved from what a user types (`alias`,
// `user@host:port`) and their OpenSSH configuration. Jump hosts come first in `jumps`, in the
// order they are crossed.
struct SshTarget
{
    QString alias;    // what the user typed as the host ("cluster", "login.example.org")
    QString hostName; // the name or address connected to; also the known_hosts key
    int port = 22;
    QString user;
    QStringList identityFiles;   // private key files to offer, in order
    bool identitiesOnly = false; // true: offer only identityFiles, not the agent's keys
    QStringList knownHostsFiles; // the user's files; accepted keys go to the first
    QStringList globalKnownHostsFiles;
    int connectTimeoutSeconds = 15;
    int serverAliveIntervalSeconds = 0; // 0: not set in the configuration
    int serverAliveCountMax = 3;
    QList<SshTarget> jumps;

    // "alice@login.example.org:2222" (":22" left out); what messages and prompts show.
    QString displayName() const;

    // Resolves `hostArg` (a config alias, `host`, `user@host`, `host:port`, `user@host:port` or
    // `[v6addr]:port`) through `configFile`, or through ~/.ssh/config and /etc/ssh/ssh_config
    // when it is empty. An explicit user or port in `hostArg` wins over the configuration. On
    // bad input returns nothing and sets `error` to a plain explanation.
    static std::optional<SshTarget> resolve(const QString &hostArg, const QString &configFile,
                                            QString *error);

    // The concrete Host aliases of `configFile` (or of ~/.ssh/config), for pick lists.
    static QStringList configuredAliases(const QString &configFile = QString());

    // ~/.ssh/config for this user.
    static QString defaultConfigFile();
};

} // namespace slipway::ssh
