#include "compose/jobresolver.h"

#include "compose/resolverules.h"

#include <atomic>

namespace slipway::compose {

namespace {

std::atomic<quint64> g_resolutions{0};

} // namespace

std::optional<ResolvedJob>
JobResolver::resolve(const JobSpec &input, const site::SiteProfile &profile, Findings *findings)
{
    ++g_resolutions;
    ResolvedJob job;
    job.profile = profile;
    job.spec = input;
    if (job.spec.profile.isEmpty()) {
        job.spec.profile = profile.id;
    }
    for (const resolverules::NamedRule &rule : resolverules::table()) {
        if (rule.apply(input, profile, job, *findings) == resolverules::Outcome::Stop) {
            return std::nullopt;
        }
    }
    return job;
}

quint64 JobResolver::resolutions()
{
    return g_resolutions.load();
}

} // namespace slipway::compose
