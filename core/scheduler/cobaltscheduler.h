#pragma once

#include "scheduler/scheduler.h"

namespace slipway::scheduler {

// Cobalt (ALCF Theta): qsub, qstat --header, qdel. Finished jobs leave qstat; their exit code
// is in <jobid>.cobaltlog. No dry run.
class CobaltScheduler final : public Scheduler
{
public:
    site::SchedulerKind kind() const override { return site::SchedulerKind::Cobalt; }
    QString submitCommand(const QString &script, const QString &tag) const override;
    std::optional<QString> parseSubmit(const CommandResult &result, QString *error) const override;
    QString statusCommand(const QStringList &jobIds) const override;
    JobStatusList parseStatus(const CommandResult &result, QString *error) const override;
    QString cancelCommand(const QString &jobId) const override;
    bool isValidJobId(const QString &jobId) const override;
    QString findTaggedCommand(const QStringList &tags, const QDate &since) const override;
    TaggedJobs parseTagged(const CommandResult &result) const override;
};

} // namespace slipway::scheduler
