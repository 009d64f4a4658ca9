#pragma once

#include "monitor/jobusage.h"

#include <QDateTime>
#include <QHash>
#include <QString>

namespace slipway::monitor {

// Watches the samples of running jobs for GPUs that sit idle: every GPU of a job below
// `thresholdPercent` for at least `minutes`. Says so once per idle stretch; a busy sample
// starts the count again. Samples without GPU figures neither start nor end a stretch.
class IdleGpuWatch
{
public:
    explicit IdleGpuWatch(double thresholdPercent = 10, int minutes = 15);

    void setThreshold(double percent) { m_threshold = percent; }
    void setMinutes(int minutes) { m_minutes = minutes; }
    double threshold() const { return m_threshold; }
    int minutes() const { return m_minutes; }

    // True when this sample completes an idle stretch of `minutes` (once per stretch).
    bool add(const JobUsage &usage);
    // Since when every GPU of `jobId` has been idle; invalid when it is not idle.
    QDateTime idleSince(const QString &jobId) const;
    void forget(const QString &jobId);

private:
    struct State
    {
        QDateTime idleSince;
        bool reported = false;
    };
    double m_threshold;
    int m_minutes;
    QHash<QString, State> m_jobs;
};

} // namespace slipway::monitor
