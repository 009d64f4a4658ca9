#include "site/walltime.h"

#include <QRegularExpression>

namespace slipway::site::walltime {

std::optional<qint64> parse(const QString &text)
{
    static const QRegularExpression withDays(
        QStringLiteral(R"(^(\d+)-(\d{1,2})(?::(\d{1,2}))?(?::(\d{1,2}))?$)"));
    static const QRegularExpression plain(
        QStringLiteral(R"(^(\d+)(?::(\d{1,2}))?(?::(\d{1,2}))?$)"));
    const QString t = text.trimmed();
    if (auto m = withDays.match(t); m.hasMatch()) {
        const qint64 days = m.captured(1).toLongLong();
        const qint64 hours = m.captured(2).toLongLong();
        const qint64 minutes = m.captured(3).isEmpty() ? 0 : m.captured(3).toLongLong();
        const qint64 seconds = m.captured(4).isEmpty() ? 0 : m.captured(4).toLongLong();
        if (hours > 23 || minutes > 59 || seconds > 59) {
            return std::nullopt;
        }
        return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
    }
    if (auto m = plain.match(t); m.hasMatch()) {
        const qint64 a = m.captured(1).toLongLong();
        if (m.captured(2).isEmpty()) {
            return a * 60; // "MM" is minutes for Slurm
        }
        const qint64 b = m.captured(2).toLongLong();
        if (m.captured(3).isEmpty()) {
            if (b > 59) {
                return std::nullopt;
            }
            return a * 60 + b; // "MM:SS"
        }
        const qint64 c = m.captured(3).toLongLong();
        if (b > 59 || c > 59) {
            return std::nullopt;
        }
        return (a * 60 + b) * 60 + c; // "HH:MM:SS"
    }
    return std::nullopt;
}

QString formatSlurm(qint64 seconds)
{
    const qint64 days = seconds / 86400;
    const qint64 rest = seconds % 86400;
    const QString hms = QStringLiteral("%1:%2:%3")
                            .arg(rest / 3600, 2, 10, QLatin1Char('0'))
                            .arg((rest / 60) % 60, 2, 10, QLatin1Char('0'))
                            .arg(rest % 60, 2, 10, QLatin1Char('0'));
    return days > 0 ? QString::number(days) + QLatin1Char('-') + hms : hms;
}

QString formatHours(qint64 seconds)
{
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600, 2, 10, QLatin1Char('0'))
        .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString describe(qint64 seconds)
{
    if (seconds % 86400 == 0 && seconds >= 86400) {
        const qint64 d = seconds / 86400;
        return d == 1 ? QStringLiteral("1 day") : QStringLiteral("%1 days").arg(d);
    }
    const qint64 h = seconds / 3600;
    const qint64 m = (seconds / 60) % 60;
    const qint64 s = seconds % 60;
    QStringList parts;
    if (h > 0) {
        parts << QStringLiteral("%1 h").arg(h);
    }
    if (m > 0) {
        parts << QStringLiteral("%1 min").arg(m);
    }
    if (s > 0 || parts.isEmpty()) {
        parts << QStringLiteral("%1 s").arg(s);
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace slipway::site::walltime
