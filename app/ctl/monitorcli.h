#pragma once

#include "monitor/efficiency.h"
#include "monitor/jobusage.h"
#include "runs/runrecord.h"

#include <QJsonObject>

#include <functional>
#include <map>
#include <memory>

namespace slipway {
class CommandRunner;
}
namespace slipway::monitor {
class ProgressWatch;
}
namespace slipway::remote {
class EventProgress;
}
namespace slipway::ssh {
class SshConnection;
}

namespace slipway::ctl {

QJsonObject usageJson(const monitor::JobUsage &usage);
QJsonObject efficiencyJson(const monitor::EfficiencyReport &report);

// For `slipwayctl status RUN --json`: a usage sample taken now while the run's Slurm job runs
// ("usage"), or the efficiency report once it has ended ("efficiency"); a plain message under
// "monitor_error" when neither could be had. Empty for runs without a Slurm job.
QJsonObject monitorJson(CommandRunner &runner, const runs::RunRecord &run);

// For `status --watch`: the steps of each running run from its event files (the spec's logdir,
// else runs/ in the job's folder), mirrored a little at a time (only new bytes) at each check and
// handed to the forecast, which then uses them instead of the log's steps.
class EventSteps
{
public:
    using ConnectionFor = std::function<ssh::SshConnection *(const runs::RunRecord &)>;

    EventSteps();
    ~EventSteps();

    void update(const QList<runs::RunRecord> &runs, const ConnectionFor &connectionFor,
                monitor::ProgressWatch &progress);

private:
    std::map<qint64, std::unique_ptr<remote::EventProgress>> m_runs;
    std::map<qint64, QString> m_told; // the last problem printed per run, said once
};

} // namespace slipway::ctl
