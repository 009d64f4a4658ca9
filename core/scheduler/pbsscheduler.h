#pragma once

#include "scheduler/scheduler.h"

namespace slipway::scheduler {

// PBS Pro: qsub, qstat -f -F json -x (finished jobs included), qdel. No dry run.
class PbsScheduler final : public Scheduler
{
public:
    site::SchedulerKind kind() const override { return site::SchedulerKind::PbsPro; }
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
