#pragma once

#include "scheduler/jobstatus.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace slipway::runs {

struct RunRecord;

// How one start of a run ended (or that it has not yet).
enum class SegmentEnd {
    Waiting,     // in the queue, not started yet (a requeued job waits again)
    Running,     // running now
    Requeued,    // put back in the queue (scontrol requeue, by the user or the cluster)
    TimeLimit,   // requeued near its time limit by the job script, or stopped by it
    Preempted,   // stopped for a job with a higher priority
    NodeFailure, // a node it ran on failed
    Ended,       // the run's last start ended (completed, failed, cancelled)
};

// "waiting", "running", "requeued", "time limit", "preempted", "node failure", "ended".
QString segmentEndName(SegmentEnd end);
SegmentEnd segmentEndFromName(const QString &name);

// One start of a logical run: a requeued job keeps its id, so a run of one job may have several.
struct RunSegment
{
    int index = 0; // 0 for the first start
    QString jobId;
    QString state; // as the scheduler wrote it: "REQUEUED", "COMPLETED", "PENDING"
    SegmentEnd end = SegmentEnd::Waiting;
    QDateTime startedAt;
    QDateTime endedAt;
    qint64 elapsedSeconds = -1;
    int exitCode = -1;

    // "start 2 (job 1234): requeued before its time limit after 00:01:10".
    QString describe() const;
};

// The segments of a run from the scheduler's records of its job, oldest first (Scheduler::
// parseSegments). A start that the job script requeued because the time limit was near (it is
// warned `warningSeconds` before) counts as the time limit, other requeues as requeues.
QList<RunSegment> segmentsFromJobs(const scheduler::JobStatusList &jobs, int warningSeconds);

// Whether the run's spec asks for a run that survives requeues (JobSpec::resumable), so its
// starts are worth asking for.
bool isResumableRun(const RunRecord &run);

} // namespace slipway::runs
