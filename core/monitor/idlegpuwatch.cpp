#include "monitor/idlegpuwatch.h"

namespace slipway::monitor {

IdleGpuWatch::IdleGpuWatch(double thresholdPercent, int minutes)
    : m_threshold(thresholdPercent)
    , m_minutes(minutes)
{}

bool IdleGpuWatch::add(const JobUsage &usage)
{
    const double highest = usage.maxGpuUtilisation();
    if (highest < 0) {
        return false; // no GPU figure in this sample
    }
    State &state = m_jobs[usage.jobId];
    if (highest >= m_threshold) {
        state = State{};
        return false;
    }
    if (!state.idleSince.isValid()) {
        state.idleSince = usage.when;
    }
    if (state.reported || state.idleSince.secsTo(usage.when) < qint64(m_minutes) * 60) {
        return false;
    }
    state.reported = true;
    return true;
}

QDateTime IdleGpuWatch::idleSince(const QString &jobId) const
{
    return m_jobs.value(jobId).idleSince;
}

void IdleGpuWatch::forget(const QString &jobId)
{
    m_jobs.remove(jobId);
}

} // namespace slipway::monitor
