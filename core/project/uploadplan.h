#pragma once

#include "project/projectmanifest.h"

#include <QList>

namespace slipway::project {

// Which files of a new snapshot come from where: hard links to the previous snapshot (same
// path, same content), files an interrupted upload already put into the cluster's incoming
// folder (same path, same content), and the rest, which is sent.
struct UploadPlan
{
    QList<ManifestEntry> send;
    QList<QByteArray> fromPrevious;
    QList<QByteArray> fromIncoming;
    qint64 bytesToSend = 0;

    static UploadPlan make(const ProjectManifest &local, const ProjectManifest &previous,
                           const ProjectManifest &received);
};

// The free room the cluster reported for the snapshot folder (df), and whether an upload fits.
struct SpaceReport
{
    bool known = false;
    qint64 freeBytes = -1;
    qint64 freeInodes = -1; // -1: not reported (some file systems have no inode limit)
    QString where;          // the mount point

    // Reads the last lines of `df -Pk .` and `df -Pi .`.
    static SpaceReport fromDf(const QByteArray &dfBlocks, const QByteArray &dfInodes);
    // Empty when `bytes` and `files` fit; otherwise why not, in plain words.
    QString refusal(qint64 bytes, qint64 files) const;
    QString summary() const;
};

} // namespace slipway::project
