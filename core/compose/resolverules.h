#pragma once

#include "compose/finding.h"
#include "compose/resolvedjob.h"

#include <QList>

namespace slipway::compose::resolverules {

// The rules JobResolver applies, one function each, in the order of table(). A rule reads the
// user's spec as given (`input`), the profile, and what earlier rules decided (`job`, whose
// `spec` is the spec being filled in with defaults); it fills in its part of `job` and adds its
// findings. A rule returns Stop when nothing sensible can follow (an unknown parallelism, a
// line break in a directive): no script is written then.
enum class Outcome { Continue, Stop };

using Rule = Outcome (*)(const JobSpec &input, const site::SiteProfile &profile, ResolvedJob &job,
                         Findings &findings);

struct NamedRule
{
    const char *name;
    Rule apply;
};

const QList<NamedRule> &table();

// Lifecycle and the two choices everything else depends on
Outcome retiredCluster(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome knownParallelism(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome defaultEnvironment(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome condaFromSiteModule(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome knownRecipe(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome wordsProgramsAccept(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);

// Resources
Outcome partitionExists(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome nodesWithinPartition(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome gpusAvailable(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome gpusUsedByParallelism(const JobSpec &, const site::SiteProfile &, ResolvedJob &,
                              Findings &);
Outcome tasksMatchParallelism(const JobSpec &, const site::SiteProfile &, ResolvedJob &,
                              Findings &);
Outcome cpusFitNode(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome memoryRequest(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome perGpuLimits(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome timeLimit(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome accountAndQos(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);

// Names and paths that go into directive lines
Outcome entryScriptGiven(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome defaultJobNameAndOutput(const JobSpec &, const site::SiteProfile &, ResolvedJob &,
                                Findings &);
Outcome directiveValuesSafe(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome jobNameLength(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome mailSettings(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);

// The environment recipe's fields
Outcome recipeFieldsGiven(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome environmentPathsSafe(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome environmentLocation(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome wheelhouseNeedsNodeDisk(const JobSpec &, const site::SiteProfile &, ResolvedJob &,
                                Findings &);
Outcome localComputerLimits(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);

// Advice from the sites
Outcome smallModelOnGpu(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome torchForGpu(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome computeNodeInternet(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome dataLoaderWorkers(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome modelParallelSpeed(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);
Outcome sitePitfalls(const JobSpec &, const site::SiteProfile &, ResolvedJob &, Findings &);

} // namespace slipway::compose::resolverules
