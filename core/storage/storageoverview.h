#pragma once

#include "storage/quotareport.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace slipway::storage {

// One place a user keeps files on a cluster (home, project, scratch) and how full it is: the
// quota tool's used and limit figures (bytes and files) where it reports them, and df's.
struct PlaceUsage
{
    QString label;      // "Home", "Project", "Scratch"
    QString folder;     // as the cluster resolved it: "/home/alice"
    bool found = false; // the folder exists
    qint64 diskTotalBytes = -1;
    qint64 diskFreeBytes = -1;
    qint64 diskFreeFiles = -1; // -1: unknown or unlimited
    QuotaUsage quota;

    // The share of the quota (bytes or files, whichever is fuller) still free, 0 to 1; of the
    // disk where there is no quota; -1 when nothing is known.
    double freeShare() const;
    // Under 10 % free: a warning is due.
    bool isLow() const { return freeShare() >= 0 && freeShare() < 0.10; }
    // "Home (/home/alice): 3.1 GB of 21 GB used (15 %), 12,000 of 200,000 files (6 %)."
    QString line() const;
    // Empty unless isLow(): what it means and what to do, in plain words.
    QString warning() const;
};

// One command that reports home ($HOME), project and scratch (a profile's storage.project_path
// and storage.scratch_path, where they are set; each expanded by the shell like a job script's
// paths, shellwords::pathWord) with df and `quotaTool` ("quota", "lfs", "diskusage_report"; ""
// for none; "auto": whichever of diskusage_report, lfs and quota the login node has).
QString storageOverviewCommand(const QString &quotaTool, const QString &projectPath,
                               const QString &scratchPath);

// What that command printed, one entry per place asked for (a missing folder has found false).
QList<PlaceUsage> parseStorageOverview(const QByteArray &output);

} // namespace slipway::storage
