#include "storage/quotareport.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cstring>

namespace slipway::storage {

namespace {

qint64 minKnown(qint64 a, qint64 b)
{
    if (a < 0) {
        return b;
    }
    if (b < 0) {
        return a;
    }
    return std::min(a, b);
}

// "123456", "123456*" (over quota), "6.158G", "20G", "4k", "273MiB", "9K": with `binary`
// units of 1024 bytes (lfs, quota) for a size, or of 1000 for a file count.
std::optional<qint64> amount(QByteArray word, qint64 plainUnit, qint64 base)
{
    word = word.trimmed();
    while (word.endsWith('*')) {
        word.chop(1);
    }
    if (word.endsWith("iB")) {
        word.chop(2);
    } else if (word.endsWith('B') && word.size() > 1 && !QChar::isDigit(word[word.size() - 2])) {
        word.chop(1);
    }
    if (word.isEmpty()) {
        return std::nullopt;
    }
    qint64 unit = plainUnit;
    const char last = char(QChar::toUpper(uchar(word.back())));
    static const char units[] = "KMGTP";
    if (const char *u = std::strchr(units, last); u && *u) {
        unit = 1;
        for (const char *p = units; p <= u; ++p) {
            unit *= base;
        }
        word.chop(1);
    }
    bool ok = false;
    const double value = word.toDouble(&ok);
    if (!ok || value < 0) {
        return std::nullopt;
    }
    return qint64(value * double(unit));
}

qint64 limitOrNone(std::optional<qint64> v)
{
    return v && *v > 0 ? *v : -1;
}

// lfs quota and quota share a layout: a header line, then per file system
// "NAME used quota limit grace files quota limit grace", where NAME may stand alone on the line
// before the figures when it is long.
QuotaUsage parseTable(const QByteArray &text)
{
    QuotaUsage u;
    QByteArray pendingName;
    for (const QByteArray &raw : text.split('\n')) {
        const QList<QByteArray> w = raw.simplified().split(' ');
        if (w.isEmpty() || w[0].isEmpty() || w[0] == "Disk" || w[0] == "Filesystem") {
            continue;
        }
        QList<QByteArray> figures = w;
        QByteArray name;
        if (!QChar::isDigit(w[0][0])) {
            name = w[0];
            figures = w.mid(1);
        } else {
            name = pendingName;
        }
        if (figures.isEmpty()) {
            pendingName = name; // a long name alone on its line
            continue;
        }
        // used quota limit [grace] files quota limit [grace]: a grace period is "-", "none",
        // "6days", "6d23h59m59s" or "00:30", never a plain figure, so keep the figures only.
        static const QRegularExpression figure(QStringLiteral("^[0-9.]+[kKmMgGtTpP]?\\*?$"));
        QList<QByteArray> numbers;
        for (const QByteArray &f : figures) {
            if (figure.match(QString::fromLatin1(f)).hasMatch()) {
                numbers.append(f);
            }
        }
        if (numbers.size() < 6) {
            continue;
        }
        const auto used = amount(numbers[0], 1024, 1024);
        const auto soft = amount(numbers[1], 1024, 1024);
        const auto hard = amount(numbers[2], 1024, 1024);
        const auto files = amount(numbers[3], 1, 1000);
        const auto fsoft = amount(numbers[4], 1, 1000);
        const auto fhard = amount(numbers[5], 1, 1000);
        if (!used || !files) {
            continue;
        }
        u.known = true;
        u.where = QString::fromUtf8(name);
        u.usedBytes = *used;
        u.limitBytes = minKnown(limitOrNone(soft), limitOrNone(hard));
        u.usedFiles = *files;
        u.limitFiles = minKnown(limitOrNone(fsoft), limitOrNone(fhard));
        break;
    }
    return u;
}

} // namespace

std::optional<QuotaTool> quotaToolFromName(const QString &name)
{
    if (name.isEmpty() || name == QLatin1String("none")) {
        return QuotaTool::None;
    }
    if (name == QLatin1String("quota")) {
        return QuotaTool::Quota;
    }
    if (name == QLatin1String("lfs")) {
        return QuotaTool::Lfs;
    }
    if (name == QLatin1String("diskusage_report")) {
        return QuotaTool::DiskusageReport;
    }
    return std::nullopt;
}

QString quotaToolName(QuotaTool tool)
{
    switch (tool) {
    case QuotaTool::None:
        return QStringLiteral("none");
    case QuotaTool::Quota:
        return QStringLiteral("quota");
    case QuotaTool::Lfs:
        return QStringLiteral("lfs");
    case QuotaTool::DiskusageReport:
        return QStringLiteral("diskusage_report");
    }
    return {};
}

QString quotaCommand(QuotaTool tool)
{
    switch (tool) {
    case QuotaTool::None:
        return {};
    case QuotaTool::Quota:
        return QStringLiteral("quota -w -f \"$(df -P . | awk 'NR==2{print $6}')\" 2>&1; ");
    case QuotaTool::Lfs:
        return QStringLiteral("lfs quota -u \"$(id -un)\" . 2>&1; ");
    case QuotaTool::DiskusageReport:
        return QStringLiteral("diskusage_report 2>&1; ");
    }
    return {};
}

qint64 QuotaUsage::freeBytes() const
{
    if (!known || limitBytes < 0) {
        return -1;
    }
    return std::max<qint64>(0, limitBytes - usedBytes);
}

qint64 QuotaUsage::freeFiles() const
{
    if (!known || limitFiles < 0) {
        return -1;
    }
    return std::max<qint64>(0, limitFiles - usedFiles);
}

namespace quotaoutput {

QuotaUsage parseLfs(const QByteArray &text)
{
    return parseTable(text);
}

QuotaUsage parseQuota(const QByteArray &text)
{
    return parseTable(text);
}

QuotaUsage parseDiskusageReport(const QByteArray &text, const QString &path)
{
    // "  /scratch (user alice)   148GiB/ 500GiB   418K/ 500K" or "280k/50G  10/500k"
    static const QRegularExpression row(QStringLiteral(
        "^\\s*(\\S+)\\s+\\(([^)]*)\\)\\s+([0-9.]+\\s*[A-Za-z]*)\\s*/\\s*([0-9.]+\\s*[A-Za-z]*)"
        "\\s+([0-9.]+\\s*[A-Za-z]*)\\s*/\\s*([0-9.]+\\s*[A-Za-z]*)\\s*$"));
    QuotaUsage first;
    for (const QByteArray &raw : text.split('\n')) {
        const auto m = row.match(QString::fromUtf8(raw));
        if (!m.hasMatch()) {
            continue;
        }
        QuotaUsage u;
        const auto used = amount(m.captured(3).toUtf8(), 1, 1024);
        const auto limit = amount(m.captured(4).toUtf8(), 1, 1024);
        const auto files = amount(m.captured(5).toUtf8(), 1, 1000);
        const auto flimit = amount(m.captured(6).toUtf8(), 1, 1000);
        if (!used || !files) {
            continue;
        }
        u.known = true;
        u.where = m.captured(1);
        u.usedBytes = *used;
        u.limitBytes = limitOrNone(limit);
        u.usedFiles = *files;
        u.limitFiles = limitOrNone(flimit);
        const QString folder = u.where.endsWith(QLatin1Char('/')) ? u.where : u.where + u'/';
        if (path == u.where || path.startsWith(folder)) {
            return u;
        }
        if (!first.known) {
            first = u;
        }
    }
    return first;
}

QuotaUsage parse(QuotaTool tool, const QByteArray &text, const QString &path)
{
    switch (tool) {
    case QuotaTool::None:
        return {};
    case QuotaTool::Quota:
        return parseQuota(text);
    case QuotaTool::Lfs:
        return parseLfs(text);
    case QuotaTool::DiskusageReport:
        return parseDiskusageReport(text, path);
    }
    return {};
}

} // namespace quotaoutput

QString formatBytes(qint64 bytes)
{
    if (bytes < 1000) {
        return QStringLiteral("%1 bytes").arg(bytes);
    }
    static const char *units[] = {"kB", "MB", "GB", "TB", "PB"};
    double v = double(bytes);
    int i = -1;
    while (v >= 1000 && i < 4) {
        v /= 1000;
        ++i;
    }
    return QStringLiteral("%1 %2").arg(QLocale::c().toString(v, 'f', v < 10 ? 1 : 0),
                                       QLatin1StringView(units[i]));
}

qint64 SpaceLeft::freeBytes() const
{
    return minKnown(diskBytes, quota.freeBytes());
}

qint64 SpaceLeft::freeFiles() const
{
    return minKnown(diskFiles, quota.freeFiles());
}

QString SpaceLeft::summary() const
{
    const qint64 bytes = freeBytes();
    const qint64 files = freeFiles();
    if (bytes < 0 && files < 0) {
        return {};
    }
    QLocale english(QLocale::English);
    QString text = QStringLiteral("You have ");
    if (bytes >= 0) {
        text += formatBytes(bytes);
    }
    if (files >= 0) {
        text += (bytes >= 0 ? QStringLiteral(" and ") : QString()) +
                QStringLiteral("%1 files").arg(english.toString(files));
    }
    text += QStringLiteral(" left in %1").arg(where.isEmpty() ? quota.where : where);
    const bool byQuota =
        quota.freeBytes() >= 0 && (diskBytes < 0 || quota.freeBytes() <= diskBytes);
    if (byQuota && diskBytes >= 0) {
        text += QStringLiteral(" (your quota; the disk itself has %1 free)")
                    .arg(formatBytes(diskBytes));
    } else if (quota.known) {
        text += QStringLiteral(" (the disk; your quota allows more)");
    }
    return text + QLatin1Char('.');
}

QString SpaceLeft::refusal(qint64 bytes, qint64 files) const
{
    const QLocale english(QLocale::English);
    const QString place = where.isEmpty() ? quota.where : where;
    // A little room for the folders and the manifest, as the df check does.
    const qint64 freeB = freeBytes();
    if (freeB >= 0 && bytes + 1024 * 1024 > freeB) {
        return QCoreApplication::translate(
                   "quotareport",
                   "The project needs %1 on the cluster, but you have only %2 left in "
                   "%3%4. Free some space there, or send the project to another "
                   "folder (a workspace, or your scratch folder).")
            .arg(formatBytes(bytes), formatBytes(freeB), place,
                 quota.freeBytes() == freeB ? QStringLiteral(" under your quota") : QString());
    }
    const qint64 freeF = freeFiles();
    if (freeF >= 0 && files + 16 > freeF) {
        return QCoreApplication::translate(
                   "quotareport",
                   "The project has %1 files, but you can store only %2 more in "
                   "%3%4. Leave files out with .slipwayignore, delete old files there, "
                   "or send the project to another folder.")
            .arg(english.toString(files), english.toString(freeF), place,
                 quota.freeFiles() == freeF ? QStringLiteral(" under your quota") : QString());
    }
    return {};
}

} // namespace slipway::storage
