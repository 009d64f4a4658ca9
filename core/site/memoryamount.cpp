#include "site/memoryamount.h"

#include <QRegularExpression>

namespace slipway::site::memoryamount {

namespace {

QRegularExpressionMatch matchAmount(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(R"(^(\d+)\s*(?:([KMGT])B?)?$)"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(text.trimmed());
}

} // namespace

std::optional<qint64> megabytes(const QString &text)
{
    const QRegularExpressionMatch m = matchAmount(text);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    bool ok = false;
    const qint64 n = m.captured(1).toLongLong(&ok);
    if (!ok || n > (qint64(1) << 40)) {
        return std::nullopt;
    }
    const QString unit = m.captured(2).toUpper();
    if (unit == QLatin1String("K")) {
        return n / 1024;
    }
    if (unit == QLatin1String("G")) {
        return n * 1024;
    }
    if (unit == QLatin1String("T")) {
        return n * 1024 * 1024;
    }
    return n;
}

QString forSlurm(const QString &text)
{
    const QRegularExpressionMatch m = matchAmount(text);
    if (!m.hasMatch() || !megabytes(text)) {
        return text;
    }
    return m.captured(1) + m.captured(2).toUpper();
}

} // namespace slipway::site::memoryamount
