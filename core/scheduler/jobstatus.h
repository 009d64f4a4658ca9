#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace slipway::scheduler {

// Where a job is in its life, the same for every scheduler.
enum class JobState {
    Unknown,
    Pending,
    Running,
    Completing,
    Completed,
    Failed,
    Cancelled,
    Timeout,
    OutOfMemory,
    NodeFail,
    Preempted,
};

QString jobStateName(JobState state); // "PENDING", "RUNNING", "COMPLETED", ...
JobState jobStateFromName(const QString &name);
bool isFinished(JobState state);

// What one status query says about one job.
struct JobStatus
{
    QString jobId;
    QString name;
    JobState state = JobState::Unknown;
    QString rawState;    // as the scheduler wrote it: "PENDING", "R", "queued", "CANCELLED by 0"
    QString reason;      // scheduler's reason code: "Priority", "Resources", ...
    QString explanation; // the reason in plain language, with what to do
    QString partition;
    QString nodeList;
    int exitCode = -1; // -1: not known
    int signal = 0;
    qint64 elapsedSeconds = -1;
    qint64 timeLimitSeconds = -1;
    QDateTime submitTime;
    QDateTime startTime; // for pending jobs: the scheduler's estimate, if any
    QDateTime endTime;
    QString stdoutPath;
    QString stderrPath;
    int gpus = -1;
    // The scheduler said it does not know the job (Slurm's "Invalid job id specified"): it ended
    // long enough ago that no record of it is kept, and nothing else above is known.
    bool forgotten = false;
};

using JobStatusList = QList<JobStatus>;

} // namespace slipway::scheduler
