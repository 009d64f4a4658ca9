#include "storage/workspace.h"

#include "common/wordrules.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace slipway::storage {

namespace {

QString plural(qint64 n, const char *one, const char *many)
{
    return QStringLiteral("%1 %2").arg(n).arg(QLatin1StringView(n == 1 ? one : many));
}

// "     workspace directory  : /data/x" -> ("workspace directory", "/data/x")
std::optional<std::pair<QByteArray, QByteArray>> field(const QByteArray &line)
{
    const qsizetype colon = line.indexOf(':');
    if (colon < 0) {
        return std::nullopt;
    }
    return std::make_pair(line.left(colon).trimmed(), line.mid(colon + 1).trimmed());
}

// 47 hours read as "2 days", as a person would say it.
qint64 roundedDays(qint64 hours)
{
    return (hours + 12) / 24;
}

} // namespace

QString Workspace::expiryWarning(int warnDays) const
{
    if (expired) {
        return QStringLiteral("has expired");
    }
    if (remainingHours < 0 || remainingHours >= qint64(warnDays) * 24) {
        return {};
    }
    if (remainingHours < 24) {
        return QStringLiteral("expires in %1").arg(plural(remainingHours, "hour", "hours"));
    }
    return QStringLiteral("expires in %1").arg(plural(roundedDays(remainingHours), "day", "days"));
}

QString Workspace::status() const
{
    QStringList parts;
    if (expired) {
        parts << QStringLiteral("expired");
    } else if (remainingHours >= 24) {
        parts << QStringLiteral("%1 left").arg(plural(roundedDays(remainingHours), "day", "days"));
    } else if (remainingHours >= 0) {
        parts << QStringLiteral("%1 left").arg(plural(remainingHours, "hour", "hours"));
    }
    if (extensionsLeft >= 0) {
        parts << plural(extensionsLeft, "extension", "extensions") + QStringLiteral(" left");
    }
    return parts.join(QStringLiteral(", "));
}

QString Workspace::summary() const
{
    const QString s = status();
    return id + (s.isEmpty() ? QString() : QStringLiteral(": ") + s) + QStringLiteral(" (") + path +
           QLatin1Char(')');
}

namespace wsoutput {

QList<Workspace> parseList(const QByteArray &text)
{
    static const QRegularExpression remaining(
        QStringLiteral("^(-?\\d+)\\s+days?\\s+(-?\\d+)\\s+hours?$"));
    QList<Workspace> list;
    for (const QByteArray &raw : text.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.startsWith("id:")) {
            Workspace w;
            w.id = QString::fromUtf8(line.mid(3).trimmed());
            list.append(w);
            continue;
        }
        if (list.isEmpty()) {
            continue; // a warning before the first block
        }
        const auto kv = field(raw);
        if (!kv) {
            continue;
        }
        Workspace &w = list.last();
        const QString value = QString::fromUtf8(kv->second);
        if (kv->first == "workspace directory") {
            w.path = value;
        } else if (kv->first == "remaining time") {
            if (value == QLatin1String("expired")) {
                w.expired = true;
            } else if (const auto m = remaining.match(value); m.hasMatch()) {
                w.remainingHours = m.captured(1).toLongLong() * 24 + m.captured(2).toLongLong();
            }
        } else if (kv->first == "available extensions") {
            bool ok = false;
            const int n = value.toInt(&ok);
            if (ok) {
                w.extensionsLeft = n;
            }
        } else if (kv->first == "filesystem name") {
            w.filesystem = value;
        } else if (kv->first == "comment") {
            w.comment = value;
        } else if (kv->first == "expiration date") {
            // time.ctime(): "Sat Nov 28 20:17:50 2026" (day of the month padded with a space)
            w.expiration = QLocale::c().toDateTime(value.simplified(),
                                                   QStringLiteral("ddd MMM d HH:mm:ss yyyy"));
        }
    }
    // A block without a directory is not a workspace (damaged output).
    list.removeIf([](const Workspace &w) { return w.id.isEmpty() || w.path.isEmpty(); });
    return list;
}

std::optional<AllocateOutcome> parseAllocate(const QByteArray &standardOutput,
                                             const QByteArray &standardError)
{
    AllocateOutcome out;
    for (const QByteArray &raw : standardOutput.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.startsWith('/')) {
            out.path = QString::fromUtf8(line);
        }
    }
    if (out.path.isEmpty()) {
        return std::nullopt;
    }
    bool cappedNext = false;
    for (const QByteArray &raw : standardError.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line == "Info: creating workspace.") {
            out.created = true;
        } else if (line == "Info: reusing workspace.") {
            out.reused = true;
        } else if (line == "Info: extending workspace.") {
            out.extended = true;
        } else if (line.startsWith("Error: Duration longer than allowed")) {
            cappedNext = true;
        } else if (cappedNext && line.startsWith("setting to allowed maximum of")) {
            out.cappedToDays = line.mid(line.lastIndexOf(' ') + 1).toInt();
            cappedNext = false;
        } else if (const auto kv = field(raw)) {
            bool ok = false;
            const int n = kv->second.toInt(&ok);
            if (!ok) {
                continue;
            }
            if (kv->first == "remaining extensions") {
                out.extensionsLeft = n;
            } else if (kv->first == "remaining time in days") {
                out.daysLeft = n;
            }
        }
    }
    return out;
}

QString plainError(const QByteArray &standardError)
{
    struct Known
    {
        const char *tool;
        const char *plain;
    };
    static const Known known[] = {
        {"Error: no more extensions.",
         "This workspace cannot be extended any more: all its extensions are used. Copy what you "
         "need into a new workspace before it expires."},
        {"Error: workspace does not exist, can not be extended!",
         "There is no workspace of that name to extend."},
        {"Error: workspace does not exist!", "There is no workspace of that name."},
        {"Error: Illegal workspace name",
         "The cluster refused the name: use letters, digits, '-', '.' and '_' only."},
        {"Error: please specify an existing filesystem with -F!",
         "The cluster has no workspace file system of that name."},
        {"Error: please specify a valid filesystem with -F", "Choose a workspace file system."},
        {"Error: workspaces can not be extended in this filesystem.",
         "Workspaces on this file system cannot be extended."},
        {"Error: You are not allowed to use the specified workspace!",
         "You may not use that workspace file system."},
        {"Error: no such filesystem.", "The cluster has no workspace file system of that name."},
    };
    QStringList lines;
    for (const QByteArray &raw : standardError.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (!line.startsWith("Error:") || line.startsWith("Error: Duration longer")) {
            continue;
        }
        QString text;
        for (const Known &k : known) {
            if (line.startsWith(k.tool)) {
                text = QString::fromUtf8(k.plain);
                break;
            }
        }
        lines.append(
            text.isEmpty()
                ? QCoreApplication::translate("workspace", "The workspace tool said: \"%1\"")
                      .arg(wordrules::quoteForMessage(QString::fromUtf8(line.mid(6).trimmed())))
                : text);
    }
    return lines.join(QLatin1Char(' '));
}

} // namespace wsoutput

QString workspaceNameProblem(const QString &name)
{
    if (name.isEmpty()) {
        return QCoreApplication::translate("workspace", "Give the workspace a name.");
    }
    if (name.size() > 64) {
        return QCoreApplication::translate("workspace",
                                           "A workspace name can have at most 64 characters.");
    }
    static const QRegularExpression rule(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]*$"));
    if (!rule.match(name).hasMatch()) {
        return QCoreApplication::translate(
                   "workspace",
                   "\"%1\" cannot name a workspace: start with a letter or digit and use "
                   "only letters, digits, '-', '.' and '_' (no spaces).")
            .arg(wordrules::quoteForMessage(name));
    }
    return {};
}

} // namespace slipway::storage
