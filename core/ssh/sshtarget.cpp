#include "ssh/sshtarget.h"

#include "ssh/sshconfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <pwd.h>
#include <unistd.h>

namespace slipway::ssh {

namespace {

constexpr int kMaxJumpDepth = 8;

QString localUserName()
{
    const QString fromEnv = qEnvironmentVariable("USER");
    if (!fromEnv.isEmpty()) {
        return fromEnv;
    }
    if (const passwd *pw = getpwuid(getuid())) {
        return QString::fromLocal8Bit(pw->pw_name);
    }
    return QString();
}

bool hasControlOrSpace(const QString &text)
{
    for (const QChar c : text) {
        if (c.isSpace() || c.category() == QChar::Other_Control) {
            return true;
        }
    }
    return false;
}

struct HostSpec
{
    QString user;
    QString host;
    int port = 0; // 0: not given
};

std::optional<HostSpec> parseHostSpec(const QString &arg, QString *error)
{
    HostSpec spec;
    QString rest = arg.trimmed();
    if (rest.startsWith(QLatin1String("ssh://"))) {
        rest = rest.mid(6);
    }
    const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        spec.user = rest.left(at);
        rest = rest.mid(at + 1);
        if (spec.user.isEmpty()) {
            *error = QCoreApplication::translate("sshtarget",
                                                 "\"%1\" has an '@' but no user name before it.")
                         .arg(arg);
            return std::nullopt;
        }
    }
    QString portText;
    if (rest.startsWith(QLatin1Char('['))) {
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0) {
            *error =
                QCoreApplication::translate("sshtarget", "\"%1\" opens '[' but never closes it.")
                    .arg(arg);
            return std::nullopt;
        }
        spec.host = rest.mid(1, close - 1);
        const QString after = rest.mid(close + 1);
        if (after.startsWith(QLatin1Char(':'))) {
            portText = after.mid(1);
        } else if (!after.isEmpty()) {
            *error = QCoreApplication::translate("sshtarget",
                                                 "Unexpected \"%1\" after the address in \"%2\".")
                         .arg(after, arg);
            return std::nullopt;
        }
    } else if (rest.count(QLatin1Char(':')) == 1) {
        spec.host = rest.section(QLatin1Char(':'), 0, 0);
        portText = rest.section(QLatin1Char(':'), 1);
    } else {
        spec.host = rest; // a name, or an IPv6 address without a port
    }
    if (spec.host.isEmpty()) {
        *error = QCoreApplication::translate("sshtarget",
                                             "No host name in \"%1\". Give a name from your SSH "
                                             "configuration or user@host:port.")
                     .arg(arg);
        return std::nullopt;
    }
    if (hasControlOrSpace(spec.host) || spec.host.startsWith(QLatin1Char('-'))) {
        *error = QCoreApplication::translate("sshtarget", "\"%1\" is not a valid host name.")
                     .arg(spec.host);
        return std::nullopt;
    }
    if (hasControlOrSpace(spec.user)) {
        *error = QCoreApplication::translate("sshtarget", "\"%1\" is not a valid user name.")
                     .arg(spec.user);
        return std::nullopt;
    }
    if (!portText.isNull()) {
        bool ok = false;
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535) {
            *error = QCoreApplication::translate("sshtarget",
                                                 "\"%1\" is not a port number (1 to 65535).")
                         .arg(portText);
            return std::nullopt;
        }
        spec.port = port;
    }
    return spec;
}

QString expandTokens(QString value, const SshTarget &target, const QString &alias)
{
    if (value.startsWith(QLatin1String("~/")) || value == QLatin1String("~")) {
        value = QDir::homePath() + value.mid(1);
    }
    QString out;
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (value[i] != QLatin1Char('%') || i + 1 == value.size()) {
            out += value[i];
            continue;
        }
        const QChar token = value[++i];
        switch (token.unicode()) {
        case 'h':
            out += target.hostName;
            break;
        case 'n':
            out += alias;
            break;
        case 'p':
            out += QString::number(target.port);
            break;
        case 'r':
            out += target.user;
            break;
        case 'u':
            out += localUserName();
            break;
        case 'd':
            out += QDir::homePath();
            break;
        case '%':
            out += QLatin1Char('%');
            break;
        default:
            out += QLatin1Char('%');
            out += token;
        }
    }
    return out;
}

SshConfig loadConfig(const QString &configFile, QString *error)
{
    if (!configFile.isEmpty()) {
        if (!QFileInfo::exists(configFile)) {
            *error = QCoreApplication::translate("sshtarget",
                                                 "The SSH configuration file %1 does not exist.")
                         .arg(configFile);
            return SshConfig();
        }
        return SshConfig::load(configFile, error);
    }
    SshConfig config = SshConfig::load(SshTarget::defaultConfigFile(), error);
    QString ignored;
    config.append(SshConfig::load(QStringLiteral("/etc/ssh/ssh_config"), &ignored));
    return config;
}

bool isYes(const QStringList &values)
{
    return !values.isEmpty() && values.first().toLower() == QLatin1String("yes");
}

std::optional<SshTarget> resolveWith(const SshConfig &config, const QString &hostArg, int depth,
                                     QString *error)
{
    const std::optional<HostSpec> spec = parseHostSpec(hostArg, error);
    if (!spec) {
        return std::nullopt;
    }
    const QMap<QString, QStringList> values = config.lookup(spec->host);
    auto first = [&values](const char *key) {
        const QStringList list = values.value(QLatin1String(key));
        return list.isEmpty() ? QString() : list.first();
    };

    SshTarget target;
    target.alias = spec->host;
    target.hostName = spec->host;
    if (const QString name = first("hostname"); !name.isEmpty()) {
        SshTarget original;
        original.hostName = spec->host;
        target.hostName = expandTokens(name, original, spec->host);
    }
    target.port = 22;
    if (spec->port > 0) {
        target.port = spec->port;
    } else if (const QString port = first("port"); !port.isEmpty()) {
        bool ok = false;
        target.port = port.toInt(&ok);
        if (!ok || target.port < 1 || target.port > 65535) {
            *error = QCoreApplication::translate(
                         "sshtarget", "The SSH configuration gives \"%1\" as the port of %2; a "
                                      "port is a number from 1 to 65535.")
                         .arg(port, spec->host);
            return std::nullopt;
        }
    }
    target.user = spec->user;
    if (target.user.isEmpty()) {
        target.user = first("user");
    }
    if (target.user.isEmpty()) {
        target.user = localUserName();
    }
    target.identitiesOnly = isYes(values.value(QStringLiteral("identitiesonly")));

    const QStringList identities = values.value(QStringLiteral("identityfile"));
    for (const QString &file : identities) {
        if (file.toLower() != QLatin1String("none")) {
            target.identityFiles << expandTokens(file, target, spec->host);
        }
    }
    if (identities.isEmpty()) {
        for (const char *name : {"id_ed25519", "id_ecdsa", "id_rsa"}) {
            const QString path = QDir::homePath() + QStringLiteral("/.ssh/") + QLatin1String(name);
            if (QFileInfo::exists(path)) {
                target.identityFiles << path;
            }
        }
    }

    const QStringList known = values.value(QStringLiteral("userknownhostsfile"));
    for (const QString &file : known) {
        target.knownHostsFiles << expandTokens(file, target, spec->host);
    }
    if (target.knownHostsFiles.isEmpty()) {
        target.knownHostsFiles << QDir::homePath() + QStringLiteral("/.ssh/known_hosts");
    }
    const QStringList global = values.value(QStringLiteral("globalknownhostsfile"));
    for (const QString &file : global) {
        target.globalKnownHostsFiles << expandTokens(file, target, spec->host);
    }
    if (global.isEmpty()) {
        target.globalKnownHostsFiles << QStringLiteral("/etc/ssh/ssh_known_hosts");
    }

    if (const QString timeout = first("connecttimeout"); !timeout.isEmpty()) {
        bool ok = false;
        const int seconds = timeout.toInt(&ok);
        if (ok && seconds > 0) {
            target.connectTimeoutSeconds = seconds;
        }
    }
    if (const QString interval = first("serveraliveinterval"); !interval.isEmpty()) {
        target.serverAliveIntervalSeconds = qMax(0, interval.toInt());
    }
    if (const QString count = first("serveralivecountmax"); !count.isEmpty()) {
        target.serverAliveCountMax = qMax(1, count.toInt());
    }

    const QString proxyJump = first("proxyjump");
    const QString proxyCommand = first("proxycommand");
    if (!proxyJump.isEmpty() && proxyJump.toLower() != QLatin1String("none")) {
        if (depth >= kMaxJumpDepth) {
            *error = QCoreApplication::translate(
                         "sshtarget", "The jump hosts of %1 lead to more than %2 hops; check the "
                                      "ProxyJump lines of your SSH configuration for a loop.")
                         .arg(spec->host)
                         .arg(kMaxJumpDepth);
            return std::nullopt;
        }
        const QStringList hops = proxyJump.split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &hop : hops) {
            QString hopError;
            std::optional<SshTarget> jump =
                resolveWith(config, hop.trimmed(), depth + 1, &hopError);
            if (!jump) {
                *error = QCoreApplication::translate("sshtarget", "Jump host \"%1\" of %2: %3")
                             .arg(hop.trimmed(), spec->host, hopError);
                return std::nullopt;
            }
            // A hop's own jumps come before it.
            const QList<SshTarget> inner = std::exchange(jump->jumps, {});
            target.jumps << inner << *jump;
        }
    } else if (!proxyCommand.isEmpty() && proxyCommand.toLower() != QLatin1String("none")) {
        *error = QCoreApplication::translate(
                     "sshtarget", "The SSH configuration for %1 uses ProxyCommand, which Slipway "
                                  "does not run. Use ProxyJump to reach it through a jump host.")
                     .arg(spec->host);
        return std::nullopt;
    }
    return target;
}

} // namespace

QString SshTarget::displayName() const
{
    QString host = hostName.contains(QLatin1Char(':'))
                       ? QLatin1Char('[') + hostName + QLatin1Char(']')
                       : hostName;
    QString name = user.isEmpty() ? host : user + QLatin1Char('@') + host;
    if (port != 22) {
        name += QLatin1Char(':') + QString::number(port);
    }
    return name;
}

QString SshTarget::defaultConfigFile()
{
    return QDir::homePath() + QStringLiteral("/.ssh/config");
}

std::optional<SshTarget> SshTarget::resolve(const QString &hostArg, const QString &configFile,
                                            QString *error)
{
    QString localError;
    QString *err = error ? error : &localError;
    err->clear();
    const SshConfig config = loadConfig(configFile, err);
    if (!err->isEmpty()) {
        return std::nullopt;
    }
    return resolveWith(config, hostArg, 0, err);
}

QStringList SshTarget::configuredAliases(const QString &configFile)
{
    QString error;
    return SshConfig::load(configFile.isEmpty() ? defaultConfigFile() : configFile, &error)
        .hostAliases();
}

} // namespace slipway::ssh
