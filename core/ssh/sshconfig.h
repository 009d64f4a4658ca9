#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace slipway::ssh {

// An OpenSSH client configuration file (`~/.ssh/config`, or the file given with `-F`), read the
// way `ssh` reads it: `Host` blocks with patterns (`*`, `?`, `!negation`), the first value of a
// keyword wins, `IdentityFile` accumulates, `Include` pulls in other files. `Match` blocks are
// not evaluated (only `Match all` applies); unknown keywords are kept but have no effect.
class SshConfig final
{
public:
    // Reads `path` (and what it includes). A missing file is an empty configuration; a file
    // that exists but cannot be read sets `error`.
    static SshConfig load(const QString &path, QString *error = nullptr);
    static SshConfig parse(const QString &text, const QString &baseDir = QString());

    // The values for `host` (the name as typed), keywords in lower case. Later files passed to
    // merge() only fill in keywords that are still unset, as with ssh's user then system file.
    QMap<QString, QStringList> lookup(const QString &host) const;

    // The concrete aliases of the `Host` lines (no wildcards, no negations), in file order.
    QStringList hostAliases() const;

    void append(const SshConfig &other);

    // Whether `text` matches an ssh pattern list such as `login*,!login9` (case-insensitive).
    static bool matchesPatternList(const QString &text, const QStringList &patterns);
    static bool matchesPattern(const QString &text, const QString &pattern);

private:
    struct Line
    {
        QString keyword; // lower case
        QStringList values;
    };
    struct Block
    {
        QStringList patterns; // empty: lines before the first Host apply to every host
        bool matchAll = true;
        QList<Line> lines;
    };

    void parseInto(const QString &text, const QString &baseDir, int depth);

    QList<Block> m_blocks;
};

// Splits a configuration line into words, honouring double quotes as OpenSSH does.
QStringList splitConfigWords(const QString &line);

} // namespace slipway::ssh
