#include "monitor/jobusage.h"

#include <QRegularExpression>

#include <algorithm>

namespace slipway::monitor {

double JobUsage::meanGpuUtilisation() const
{
    double sum = 0;
    int count = 0;
    for (const GpuUse &gpu : gpus) {
        if (gpu.utilisation >= 0) {
            sum += gpu.utilisation;
            ++count;
        }
    }
    return count == 0 ? -1 : sum / count;
}

double JobUsage::maxGpuUtilisation() const
{
    double highest = -1;
    for (const GpuUse &gpu : gpus) {
        highest = std::max(highest, gpu.utilisation);
    }
    return highest;
}

std::optional<double> parseDuration(const QString &text)
{
    static const QRegularExpression form(
        QStringLiteral("^(?:(\\d+)-)?(?:(\\d+):)?(\\d+):(\\d+(?:\\.\\d+)?)$"));
    const QRegularExpressionMatch m = form.match(text.trimmed());
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    const double days = m.captured(1).isEmpty() ? 0 : m.captured(1).toDouble();
    const double hours = m.captured(2).isEmpty() ? 0 : m.captured(2).toDouble();
    return ((days * 24 + hours) * 60 + m.captured(3).toDouble()) * 60 + m.captured(4).toDouble();
}

std::optional<qint64> parseMemory(const QString &text)
{
    static const QRegularExpression form(QStringLiteral("^(\\d+(?:\\.\\d+)?)([KMGTP]?)$"));
    const QRegularExpressionMatch m = form.match(text.trimmed());
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    double value = m.captured(1).toDouble();
    const QString unit = m.captured(2);
    const QString units = QStringLiteral("KMGTP");
    if (!unit.isEmpty()) {
        for (qsizetype i = 0; i <= units.indexOf(unit); ++i) {
            value *= 1024;
        }
    }
    return static_cast<qint64>(value);
}

} // namespace slipway::monitor
