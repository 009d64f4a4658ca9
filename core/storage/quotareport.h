#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace slipway::storage {

// The site tool that reports a user's storage quota (a profile's storage.quota_tool).
enum class QuotaTool {
    None,
    Quota,          // `quota -w`: Linux disk quotas
    Lfs,            // `lfs quota -u USER DIR`: Lustre
    DiskusageReport // `diskusage_report`: the Digital Research Alliance of Canada
};

std::optional<QuotaTool> quotaToolFromName(const QString &name); // "quota", "lfs", ...
QString quotaToolName(QuotaTool tool);

// Shell text, run in the target folder, that prints the tool's report; ends with "; " so it
// can go in front of more commands. Empty for None. Only fixed words and $(id -un).
QString quotaCommand(QuotaTool tool);

// A user's usage and limits on one file system. A limit of 0 in the tools' output means "no
// limit" and is kept as -1.
struct QuotaUsage
{
    bool known = false;
    QString where; // the file system or folder the figures are for
    qint64 usedBytes = -1;
    qint64 limitBytes = -1;
    qint64 usedFiles = -1;
    qint64 limitFiles = -1;

    qint64 freeBytes() const; // -1: no limit
    qint64 freeFiles() const; // -1: no limit
};

namespace quotaoutput {
QuotaUsage parseLfs(const QByteArray &text);
QuotaUsage parseQuota(const QByteArray &text);
// The row whose description starts with the folder that holds `path` ("/scratch (user x)"),
// else the first row.
QuotaUsage parseDiskusageReport(const QByteArray &text, const QString &path);
QuotaUsage parse(QuotaTool tool, const QByteArray &text, const QString &path);
} // namespace quotaoutput

// The room left for an upload: the smaller of what the disk has free (df) and what the quota
// leaves, for bytes and for files.
struct SpaceLeft
{
    QString where;         // the folder (mount point) the upload goes to
    qint64 diskBytes = -1; // df; -1 unknown
    qint64 diskFiles = -1; // df -i; -1 unknown or unlimited
    QuotaUsage quota;

    qint64 freeBytes() const;
    qint64 freeFiles() const;
    // "You have 3.2 GB and 12,000 files left in /scratch (your quota; the disk has 1.2 TB
    // free)." Empty when nothing is known.
    QString summary() const;
    // Empty when `bytes` in `files` files fit; otherwise why not, in plain words.
    QString refusal(qint64 bytes, qint64 files) const;
};

QString formatBytes(qint64 bytes); // "3.2 GB" (powers of 1000, as df -H and the sites do)

} // namespace slipway::storage
