#pragma once

#include "compose/finding.h"
#include "compose/resolvedjob.h"

#include <optional>

namespace slipway::compose {

// Applies the profile's defaults to a JobSpec and checks it against the profile's rules: only
// one memory flag, per-GPU CPU and memory caps (blocking where the site enforces them, advice
// elsewhere), walltime within the partition, account, allowed GPU counts, GPU model, unsuitable
// environment locations, hostile characters in directive values, and the sites' advice (small
// models on CPUs, torch version for H100, offline compute nodes, DataLoader workers, model
// parallelism without speed-up, retired clusters). Blocking findings stop submission. Each
// check is a small named rule in resolverules.h, applied in the order of its table.
class JobResolver final
{
public:
    static std::optional<ResolvedJob> resolve(const JobSpec &spec, const site::SiteProfile &profile,
                                              Findings *findings);

    // How many times resolve() has run in this process, so that tests can check that a screen
    // resolves a spec once per change.
    static quint64 resolutions();
};

} // namespace slipway::compose
