#pragma once

#include "scheduler/scheduler.h"

namespace slipway::scheduler {

// PBS Pro: qsub, qstat -f -F json -x (finished jobs included), qdel. No dry run.
// Sweeps are job arrays: qsub -J 0-N (at least two subjobs; one task is a plain job), the
// concurrency limit as -W max_run_subjobs=M (PBS Pro 2020.1 and OpenPBS 20 or later), and the
// parameters table and the task offset passed as job variables (qsub -v), which the script's
// task lines read with PBS_ARRAY_INDEX (compose/sweeplines.h).
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
    // `array` as Slurm writes it ("0-3%2", "0"); PBS takes one range of subjobs, so a list of
    // indices ("1,3%2") or one index other than 0 gives no command. args: the parameters
    // table's path and the offset.
    QString submitArrayCommand(const QString &script, const QString &tag, const QString &array,
                               const QStringList &args) const override;
    QString arrayStatusCommand(const QStringList &arrayJobs) const override;
    // Subjob "1234[5].server" -> "1234[].server_5" (SweepTaskRecord::jobId); a task submitted
    // as a plain job ("1234.server") -> "1234.server_0".
    QMap<QString, JobStatus> parseArrayStatus(const CommandResult &result,
                                              QString *error) const override;
    QString cancelTaskCommand(const QString &arrayJob, int index) const override;
    QString findTaggedCommand(const QStringList &tags, const QDate &since) const override;
    TaggedJobs parseTagged(const CommandResult &result) const override;
};

} // namespace slipway::scheduler
