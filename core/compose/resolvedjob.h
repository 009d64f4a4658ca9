#pragma once

#include "compose/jobspec.h"
#include "site/siteprofile.h"

#include <optional>

namespace slipway::compose {

// A JobSpec with every default filled in from its profile and every number derived: what the
// script writers work from. Made by JobResolver.
struct ResolvedJob
{
    JobSpec spec; // with defaults applied
    site::SiteProfile profile;
    std::optional<site::Partition> partition; // none on the local profile

    int nodes = 1;
    int gpusPerNode = 0;
    int tasksPerNode = 1;
    int cpusPerTask = 1;
    qint64 timeSeconds = 0;
    QString gpuTypeSpecifier; // "h100" when the profile wants typed GPU requests

    int totalTasks() const { return nodes * tasksPerNode; }
    int totalGpus() const { return nodes * gpusPerNode; }
    bool usesGpus() const { return gpusPerNode > 0; }
    bool isDistributed() const;   // several processes that talk to each other
    bool writesPartition() const; // the scheduler gets an explicit partition or queue
};

bool parallelismNeedsGpus(const QString &parallelism);
QStringList parallelismNames();
QStringList recipeNames();

} // namespace slipway::compose
