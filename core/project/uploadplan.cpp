#include "project/uploadplan.h"

#include "project/projectscanner.h"

#include <QCoreApplication>
#include <QStringList>

namespace slipway::project {

UploadPlan UploadPlan::make(const ProjectManifest &local, const ProjectManifest &previous,
                            const ProjectManifest &received)
{
    UploadPlan plan;
    for (const ManifestEntry &e : local.entries()) {
        const ManifestEntry *prev = previous.find(e.path);
        const ManifestEntry *got = received.find(e.path);
        if (got && got->sha256 == e.sha256 && got->size == e.size &&
            got->executable == e.executable) {
            plan.fromIncoming << e.path;
        } else if (prev && prev->sha256 == e.sha256 && prev->size == e.size &&
                   prev->executable == e.executable) {
            plan.fromPrevious << e.path;
        } else {
            plan.send << e;
            plan.bytesToSend += e.size;
        }
    }
    return plan;
}

SpaceReport SpaceReport::fromDf(const QByteArray &dfBlocks, const QByteArray &dfInodes)
{
    SpaceReport report;
    // "Filesystem 1024-blocks Used Available Capacity Mounted-on": the file system's name may
    // hold spaces, so count from the end.
    const QList<QByteArray> b = dfBlocks.simplified().split(' ');
    if (b.size() >= 6) {
        bool ok = false;
        const qint64 availableKb = b[b.size() - 3].toLongLong(&ok);
        if (ok) {
            report.known = true;
            report.freeBytes = availableKb * 1024;
            report.where = QString::fromUtf8(b.last());
        }
    }
    const QList<QByteArray> i = dfInodes.simplified().split(' ');
    if (i.size() >= 6) {
        bool ok = false;
        const qint64 inodes = i[i.size() - 5].toLongLong(&ok);
        const qint64 freeInodes = i[i.size() - 3].toLongLong(&ok);
        if (ok && inodes > 0) {
            report.freeInodes = freeInodes;
        }
    }
    return report;
}

QString SpaceReport::refusal(qint64 bytes, qint64 files) const
{
    if (!known) {
        return {};
    }
    // A little room for the folders and the manifest.
    if (bytes + 1024 * 1024 > freeBytes) {
        return QCoreApplication::translate(
                   "uploadplan",
                   "The project needs %1 on the cluster but %2 has only %3 free. Free "
                   "some space there or send the project to another folder (for "
                   "example your scratch or workspace folder).")
            .arg(ProjectScanner::formatBytes(bytes), where, ProjectScanner::formatBytes(freeBytes));
    }
    if (freeInodes >= 0 && files + 16 > freeInodes) {
        return QCoreApplication::translate(
                   "uploadplan", "The project has %1 files but %2 can take only %3 more (its file "
                                 "count quota). Leave files out with .slipwayignore or send the "
                                 "project to another folder.")
            .arg(files)
            .arg(where)
            .arg(freeInodes);
    }
    return {};
}

QString SpaceReport::summary() const
{
    if (!known) {
        return QCoreApplication::translate("uploadplan",
                                           "The free space on the cluster could not be checked.");
    }
    QString text =
        QStringLiteral("%1 free in %2").arg(ProjectScanner::formatBytes(freeBytes), where);
    if (freeInodes >= 0) {
        text += QStringLiteral(", room for %1 more files").arg(freeInodes);
    }
    return text + QLatin1Char('.');
}

} // namespace slipway::project
