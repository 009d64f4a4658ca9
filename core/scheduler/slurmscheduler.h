#pragma once

#include "scheduler/scheduler.h"

namespace slipway::scheduler {

// Slurm: sbatch --parsable, sbatch --test-only, squeue --json plus sacct (or scontrol show job
// where accounting is off), scancel.
class SlurmScheduler final : public Scheduler
{
public:
    explicit SlurmScheduler(bool accounting = true);

    site::SchedulerKind kind() const override { return site::SchedulerKind::Slurm; }
    QString testCommand(const QString &script) const override;
    Preflight parseTest(const CommandResult &result) const override;
    QString submitCommand(const QString &script, const QString &tag) const override;
    std::optional<QString> parseSubmit(const CommandResult &result, QString *error) const override;
    QString statusCommand(const QStringList &jobIds) const override;
    JobStatusList parseStatus(const CommandResult &result, QString *error) const override;
    QString cancelCommand(const QString &jobId) const override;
    QString submitArrayCommand(const QString &script, const QString &tag, const QString &array,
                               const QStringList &args) const override;
    QString segmentsCommand(const QString &jobId) const override;
    JobStatusList parseSegments(const CommandResult &result, QString *error) const override;
    QString arrayStatusCommand(const QStringList &arrayJobs) const override;
    QMap<QString, JobStatus> parseArrayStatus(const CommandResult &result,
                                              QString *error) const override;
    QString cancelTaskCommand(const QString &arrayJob, int index) const override;
    bool isValidJobId(const QString &jobId) const override;
    QString findTaggedCommand(const QStringList &tags, const QDate &since) const override;
    TaggedJobs parseTagged(const CommandResult &result) const override;

private:
    bool m_accounting = true;
};

} // namespace slipway::scheduler
