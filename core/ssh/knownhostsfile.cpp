#include "ssh/knownhostsfile.h"

#include "ssh/sshconfig.h"

#include <QFile>
#include <QMessageAuthenticationCode>

namespace slipway::ssh {

QString KnownHostsFile::hostToken(const QString &host, int port)
{
    const QString lower = host.toLower();
    if (port == 22) {
        return lower;
    }
    return QLatin1Char('[') + lower + QStringLiteral("]:") + QString::number(port);
}

bool KnownHostsFile::hostFieldMatches(const QString &field, const QString &token)
{
    if (field.startsWith(QLatin1String("|1|"))) {
        const QStringList parts = field.split(QLatin1Char('|'));
        if (parts.size() != 4) {
            return false;
        }
        const QByteArray salt = QByteArray::fromBase64(parts.at(2).toLatin1());
        const QByteArray hash = QByteArray::fromBase64(parts.at(3).toLatin1());
        return QMessageAuthenticationCode::hash(token.toUtf8(), salt, QCryptographicHash::Sha1) ==
               hash;
    }
    return SshConfig::matchesPatternList(token, field.split(QLatin1Char(',')));
}

QList<KnownHostsFile::Entry> KnownHostsFile::entriesFor(const QString &path, const QString &host,
                                                        int port)
{
    QList<Entry> entries;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return entries;
    }
    const QString token = hostToken(host, port);
    int number = 0;
    while (!file.atEnd()) {
        ++number;
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) ||
            line.startsWith(QLatin1Char('@'))) {
            continue;
        }
        const QStringList words = line.simplified().split(QLatin1Char(' '));
        if (words.size() < 3) {
            continue;
        }
        if (hostFieldMatches(words.at(0), token)) {
            entries.append(Entry{number, words.at(1), words.at(2)});
        }
    }
    return entries;
}

} // namespace slipway::ssh
