#include "storage/storageoverview.h"

#include "common/shellquote.h"
#include "compose/shellwords.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace slipway::storage {
namespace {

constexpr auto placeMarker = "@@slipway-place ";
constexpr auto folderMarker = "@@slipway-folder ";
constexpr auto missingMarker = "@@slipway-missing";
constexpr auto toolMarker = "@@slipway-tool ";
constexpr auto dfMarker = "@@slipway-df ";
constexpr auto inodeMarker = "@@slipway-inodes ";

QString autoQuotaCommand()
{
    // The first tool the login node has, named before its report so the answer says which.
    return QStringLiteral(
               "if command -v diskusage_report >/dev/null 2>&1; then echo '%1diskusage_report'; %2"
               "elif command -v lfs >/dev/null 2>&1; then echo '%1lfs'; %3"
               "elif command -v quota >/dev/null 2>&1; then echo '%1quota'; %4"
               "else echo '%1none'; fi; ")
        .arg(QLatin1String(toolMarker), quotaCommand(QuotaTool::DiskusageReport),
             quotaCommand(QuotaTool::Lfs), quotaCommand(QuotaTool::Quota));
}

QString placeCommand(const QString &label, const QString &pathWord, const QString &quota)
{
    // In a subshell, so `cd` stays inside it.
    // An empty path (a variable the cluster does not set) is a missing folder, not the
    // current one.
    return QStringLiteral("( echo %1; d=%2; if [ -n \"$d\" ] && cd -- \"$d\" 2>/dev/null; then "
                          "echo \"%3$(pwd -P)\"; "
                          "echo \"%4$(df -P -k . 2>/dev/null | tail -n 1)\"; "
                          "echo \"%5$(df -P -i . 2>/dev/null | tail -n 1)\"; %6"
                          "else echo %7; fi ); ")
        .arg(shellQuote(QLatin1String(placeMarker) + label), pathWord, QLatin1String(folderMarker),
             QLatin1String(dfMarker), QLatin1String(inodeMarker), quota,
             QLatin1String(missingMarker));
}

QString percent(qint64 part, qint64 whole)
{
    return QStringLiteral("%1 %").arg(whole > 0 ? qRound(100.0 * double(part) / double(whole)) : 0);
}

} // namespace

QString storageOverviewCommand(const QString &quotaTool, const QString &projectPath,
                               const QString &scratchPath)
{
    QString quota;
    if (quotaTool == QLatin1String("auto")) {
        quota = autoQuotaCommand();
    } else if (const auto tool = quotaToolFromName(quotaTool); tool && *tool != QuotaTool::None) {
        quota = QStringLiteral("echo '%1%2'; ").arg(QLatin1String(toolMarker), quotaTool) +
                quotaCommand(*tool);
    }
    QString command = placeCommand(QStringLiteral("Home"), QStringLiteral("\"$HOME\""), quota);
    if (!projectPath.trimmed().isEmpty()) {
        command += placeCommand(QStringLiteral("Project"),
                                compose::shellwords::pathWord(projectPath), quota);
    }
    if (!scratchPath.trimmed().isEmpty()) {
        command += placeCommand(QStringLiteral("Scratch"),
                                compose::shellwords::pathWord(scratchPath), quota);
    }
    return command + QStringLiteral("true");
}

QList<PlaceUsage> parseStorageOverview(const QByteArray &output)
{
    QList<PlaceUsage> places;
    QByteArray quotaText;
    QString tool;
    const auto finish = [&] {
        if (places.isEmpty()) {
            return;
        }
        PlaceUsage &p = places.last();
        if (const auto t = quotaToolFromName(tool); t && p.found) {
            p.quota = quotaoutput::parse(*t, quotaText, p.folder);
        }
        quotaText.clear();
        tool.clear();
    };
    for (const QByteArray &raw : output.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (line.startsWith(QLatin1String(placeMarker))) {
            finish();
            PlaceUsage p;
            p.label = line.mid(qsizetype(qstrlen(placeMarker))).trimmed();
            places << p;
        } else if (places.isEmpty()) {
            continue;
        } else if (line.startsWith(QLatin1String(folderMarker))) {
            places.last().found = true;
            places.last().folder = line.mid(qsizetype(qstrlen(folderMarker))).trimmed();
        } else if (line.startsWith(QLatin1String(dfMarker))) {
            // Filesystem 1024-blocks Used Available Capacity Mounted-on
            const QStringList w = line.mid(qsizetype(qstrlen(dfMarker))).simplified().split(u' ');
            if (w.size() >= 6) {
                bool a = false;
                bool b = false;
                const qint64 total = w.at(1).toLongLong(&a);
                const qint64 free = w.at(3).toLongLong(&b);
                if (a && b) {
                    places.last().diskTotalBytes = total * 1024;
                    places.last().diskFreeBytes = free * 1024;
                }
            }
        } else if (line.startsWith(QLatin1String(inodeMarker))) {
            // Filesystem Inodes IUsed IFree IUse% Mounted-on; 0 inodes: no fixed limit (btrfs)
            const QStringList w =
                line.mid(qsizetype(qstrlen(inodeMarker))).simplified().split(u' ');
            bool a = false;
            bool b = false;
            const qint64 inodes = w.value(1).toLongLong(&a);
            const qint64 free = w.value(3).toLongLong(&b);
            if (a && b && inodes > 0) {
                places.last().diskFreeFiles = free;
            }
        } else if (line.startsWith(QLatin1String(toolMarker))) {
            tool = line.mid(qsizetype(qstrlen(toolMarker))).trimmed();
        } else if (line.trimmed() != QLatin1String(missingMarker)) {
            quotaText += raw + '\n';
        }
    }
    finish();
    return places;
}

double PlaceUsage::freeShare() const
{
    if (!found) {
        return -1;
    }
    double share = -1;
    const auto take = [&share](qint64 free, qint64 limit) {
        if (free >= 0 && limit > 0) {
            const double s = double(free) / double(limit);
            share = share < 0 ? s : std::min(share, s);
        }
    };
    take(quota.freeBytes(), quota.limitBytes);
    take(quota.freeFiles(), quota.limitFiles);
    if (share < 0) {
        take(diskFreeBytes, diskTotalBytes);
    }
    return share;
}

QString PlaceUsage::line() const
{
    if (!found) {
        return QStringLiteral("%1: the folder does not exist on this cluster.").arg(label);
    }
    const QLocale c(QLocale::English);
    QStringList parts;
    if (quota.known && quota.limitBytes > 0) {
        parts << QStringLiteral("%1 of %2 used (%3)")
                     .arg(formatBytes(quota.usedBytes), formatBytes(quota.limitBytes),
                          percent(quota.usedBytes, quota.limitBytes));
    } else if (quota.known && quota.usedBytes >= 0) {
        parts << QStringLiteral("%1 used, no limit on size").arg(formatBytes(quota.usedBytes));
    }
    if (quota.known && quota.limitFiles > 0) {
        parts << QStringLiteral("%1 of %2 files (%3)")
                     .arg(c.toString(quota.usedFiles), c.toString(quota.limitFiles),
                          percent(quota.usedFiles, quota.limitFiles));
    } else if (quota.known && quota.usedFiles >= 0) {
        parts << QStringLiteral("%1 files, no limit on their number")
                     .arg(c.toString(quota.usedFiles));
    }
    QString text = QStringLiteral("%1 (%2): ").arg(label, folder);
    if (parts.isEmpty()) {
        text += QStringLiteral("no quota reported");
    } else {
        text += parts.join(QStringLiteral(", "));
    }
    if (diskFreeBytes >= 0) {
        text += QStringLiteral("; the disk has %1 free").arg(formatBytes(diskFreeBytes));
    }
    return text + QLatin1Char('.');
}

QString PlaceUsage::warning() const
{
    if (!isLow()) {
        return {};
    }
    const int left = qRound(freeShare() * 100);
    const QString what = quota.known && (quota.limitBytes > 0 || quota.limitFiles > 0)
                             ? QStringLiteral("of your quota")
                             : QStringLiteral("of the disk");
    return QStringLiteral("Only %1 % %2 is left in %3 (%4). A job that writes checkpoints, logs or "
                          "caches there may stop with \"Disk quota exceeded\"; delete or move "
                          "files first.")
        .arg(left)
        .arg(what, label, folder);
}

} // namespace slipway::storage
