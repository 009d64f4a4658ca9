#pragma once

#include <QList>
#include <QString>

namespace slipway::ssh {

// Reads an OpenSSH known_hosts file to tell a person which line to fix. Host verification
// itself is libssh's (SshHostKeyCheck); this only finds the lines that name a host, plain or
// hashed (`|1|salt|hash`), so a refusal can say "line 12 of ~/.ssh/known_hosts".
class KnownHostsFile final
{
public:
    struct Entry
    {
        int line = 0; // 1-based
        QString keyType;
        QString keyBase64;
    };

    // The name known_hosts uses for a host: "host" on port 22, "[host]:port" otherwise.
    static QString hostToken(const QString &host, int port);

    // The lines of `path` whose host field matches `host`:`port`. Marker lines
    // (@cert-authority, @revoked) are skipped, as libssh skips them.
    static QList<Entry> entriesFor(const QString &path, const QString &host, int port);

    // Whether one host field (comma-separated patterns or a hashed name) matches `token`.
    static bool hostFieldMatches(const QString &field, const QString &token);
};

} // namespace slipway::ssh
