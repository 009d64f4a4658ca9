#include "monitor/gpuuse.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace slipway::monitor {

QString nvidiaQueryFields()
{
    return QStringLiteral("index,name,utilization.gpu,memory.used,memory.total");
}

QString rocmArguments()
{
    return QStringLiteral("--showproductname --showuse --showmeminfo vram --csv");
}

namespace gpuoutput {
namespace {

// "100 %", "1395 MiB", "696.99 W", "[N/A]", "[Not Supported]": the number, or -1.
double number(QString text)
{
    text = text.trimmed();
    static const QRegularExpression unit(QStringLiteral("\\s*(%|MiB|W|MHz|C)$"));
    text.remove(unit);
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? value : -1;
}

QStringList splitCsv(const QString &line)
{
    QStringList cells = line.split(QLatin1Char(','));
    for (QString &cell : cells) {
        cell = cell.trimmed();
    }
    return cells;
}

// "utilization.gpu [%]" -> "utilization.gpu"
QString fieldName(const QString &header)
{
    const qsizetype bracket = header.indexOf(QLatin1Char('['));
    return (bracket < 0 ? header : header.left(bracket)).trimmed();
}

QStringList lines(const QByteArray &text)
{
    return QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

QList<GpuUse> parseNvidiaCsv(const QByteArray &text)
{
    QList<GpuUse> gpus;
    QStringList columns = nvidiaQueryFields().split(QLatin1Char(','));
    bool first = true;
    for (const QString &raw : lines(text)) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        QStringList cells = splitCsv(line);
        if (first && (line.contains(QLatin1String("utilization.gpu")) ||
                      line.startsWith(QLatin1String("index")))) {
            columns.clear();
            for (const QString &cell : cells) {
                columns << fieldName(cell);
            }
            first = false;
            continue;
        }
        first = false;
        if (cells.size() != columns.size()) {
            continue; // an error line ("No devices were found") or a cut line
        }
        GpuUse gpu;
        bool ok = false;
        for (qsizetype i = 0; i < columns.size(); ++i) {
            const QString &column = columns.at(i);
            const QString &cell = cells.at(i);
            if (column == QLatin1String("index")) {
                gpu.index = cell.toInt(&ok);
            } else if (column == QLatin1String("name")) {
                gpu.name = cell;
            } else if (column == QLatin1String("utilization.gpu")) {
                gpu.utilisation = number(cell);
            } else if (column == QLatin1String("memory.used")) {
                gpu.memoryUsedMiB = number(cell);
            } else if (column == QLatin1String("memory.total")) {
                gpu.memoryTotalMiB = number(cell);
            }
        }
        if (ok) {
            gpus << gpu;
        }
    }
    return gpus;
}

QList<GpuUse> parseNvidiaTable(const QByteArray &text)
{
    static const QRegularExpression gpuRow(
        QStringLiteral("^\\|\\s+(\\d+)\\s+(.+?)\\s+(On|Off)\\s+\\|"));
    static const QRegularExpression useRow(
        QStringLiteral("(\\d+)MiB\\s*/\\s*(\\d+)MiB\\s*\\|\\s*(\\d+%|N/A)"));
    static const QRegularExpression migRow(QStringLiteral(
        "^\\|\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+\\|\\s+(\\d+)MiB\\s*/\\s*(\\d+)MiB"));
    QList<GpuUse> gpus;
    QList<GpuUse> slices;
    bool inMig = false;
    GpuUse *pending = nullptr;
    for (const QString &line : lines(text)) {
        if (line.contains(QLatin1String("MIG devices:"))) {
            inMig = true;
            continue;
        }
        if (line.contains(QLatin1String("Processes:"))) {
            inMig = false;
            pending = nullptr;
            continue;
        }
        if (inMig) {
            const QRegularExpressionMatch m = migRow.match(line);
            if (m.hasMatch()) {
                GpuUse slice;
                slice.index = m.captured(1).toInt();
                slice.name = QCoreApplication::translate("gpuuse", "MIG %1 (GPU instance %2)")
                                 .arg(m.captured(4), m.captured(2));
                slice.memoryUsedMiB = m.captured(5).toDouble();
                slice.memoryTotalMiB = m.captured(6).toDouble();
                slice.migSlice = true;
                slices << slice;
            }
            continue;
        }
        const QRegularExpressionMatch row = gpuRow.match(line);
        if (row.hasMatch()) {
            GpuUse gpu;
            gpu.index = row.captured(1).toInt();
            gpu.name = row.captured(2).trimmed();
            gpus << gpu;
            pending = &gpus.last();
            continue;
        }
        if (pending) {
            const QRegularExpressionMatch use = useRow.match(line);
            if (use.hasMatch()) {
                pending->memoryUsedMiB = use.captured(1).toDouble();
                pending->memoryTotalMiB = use.captured(2).toDouble();
                pending->utilisation = number(use.captured(3));
                pending = nullptr;
            }
        }
    }
    // A row cut before its figures (the last GPU of a pasted table) says nothing.
    QList<GpuUse> known;
    for (const GpuUse &gpu : std::as_const(gpus)) {
        if (gpu.memoryTotalMiB >= 0) {
            known << gpu;
        }
    }
    return known + slices;
}

QList<GpuUse> parseRocmCsv(const QByteArray &text)
{
    QList<GpuUse> gpus;
    QStringList columns;
    for (const QString &raw : lines(text)) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("device,"))) {
            columns = splitCsv(line);
            continue;
        }
        if (columns.isEmpty() || !line.startsWith(QLatin1String("card"))) {
            continue; // banners, warnings
        }
        const QStringList cells = splitCsv(line);
        if (cells.size() < columns.size()) {
            continue;
        }
        GpuUse gpu;
        bool ok = false;
        gpu.index = cells.at(0).mid(4).toInt(&ok);
        if (!ok) {
            continue;
        }
        for (qsizetype i = 1; i < columns.size(); ++i) {
            const QString &column = columns.at(i);
            // Vendor names may hold commas; cells past the figures are not needed.
            const QString &cell = cells.at(i);
            if (column == QLatin1String("GPU use (%)")) {
                gpu.utilisation = number(cell);
            } else if (column == QLatin1String("VRAM Total Memory (B)")) {
                const double bytes = number(cell);
                gpu.memoryTotalMiB = bytes < 0 ? -1 : bytes / (1024.0 * 1024.0);
            } else if (column == QLatin1String("VRAM Total Used Memory (B)")) {
                const double bytes = number(cell);
                gpu.memoryUsedMiB = bytes < 0 ? -1 : bytes / (1024.0 * 1024.0);
            } else if (column == QLatin1String("Card Series") ||
                       column == QLatin1String("Card series")) {
                gpu.name = cell;
            }
        }
        gpus << gpu;
    }
    return gpus;
}

QList<GpuUse> parse(const QByteArray &text)
{
    if (text.contains("device,") && text.contains("card")) {
        return parseRocmCsv(text);
    }
    if (text.contains("+---") || text.contains("|====")) {
        return parseNvidiaTable(text);
    }
    return parseNvidiaCsv(text);
}

} // namespace gpuoutput
} // namespace slipway::monitor
