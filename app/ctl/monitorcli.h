#pragma once

#include "monitor/efficiency.h"
#include "monitor/jobusage.h"
#include "runs/runrecord.h"

#include <QJsonObject>

namespace slipway {
class CommandRunner;
}

namespace slipway::ctl {

QJsonObject usageJson(const monitor::JobUsage &usage);
QJsonObject efficiencyJson(const monitor::EfficiencyReport &report);

// For `slipwayctl status RUN --json`: a usage sample taken now while the run's Slurm job runs
// ("usage"), or the efficiency report once it has ended ("efficiency"); a plain message under
// "monitor_error" when neither could be had. Empty for runs without a Slurm job.
QJsonObject monitorJson(CommandRunner &runner, const runs::RunRecord &run);

} // namespace slipway::ctl
