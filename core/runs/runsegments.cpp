#include "runs/runsegments.h"

#include "compose/jobspec.h"
#include "runs/runrecord.h"

namespace slipway::runs {

namespace {

struct Name
{
    SegmentEnd end;
    const char *name;
};

constexpr Name kNames[] = {
    {SegmentEnd::Waiting, "waiting"},     {SegmentEnd::Running, "running"},
    {SegmentEnd::Requeued, "requeued"},   {SegmentEnd::TimeLimit, "time limit"},
    {SegmentEnd::Preempted, "preempted"}, {SegmentEnd::NodeFailure, "node failure"},
    {SegmentEnd::Ended, "ended"},
};

// Slurm checks time limits about every 30 s, and may warn a job up to that much early.
constexpr qint64 kWarningSlackSeconds = 90;

QString clock(qint64 seconds)
{
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600, 2, 10, QLatin1Char('0'))
        .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

SegmentEnd endOf(const scheduler::JobStatus &job, int warningSeconds)
{
    const QString raw = job.rawState.section(QLatin1Char(' '), 0, 0).toUpper();
    if (raw == QLatin1String("REQUEUED")) {
        const bool nearLimit =
            job.timeLimitSeconds > 0 && job.elapsedSeconds >= 0 &&
            job.elapsedSeconds + warningSeconds + kWarningSlackSeconds >= job.timeLimitSeconds;
        return nearLimit ? SegmentEnd::TimeLimit : SegmentEnd::Requeued;
    }
    switch (job.state) {
    case scheduler::JobState::Pending:
        return SegmentEnd::Waiting;
    case scheduler::JobState::Running:
    case scheduler::JobState::Completing:
        return SegmentEnd::Running;
    case scheduler::JobState::Timeout:
        return SegmentEnd::TimeLimit;
    case scheduler::JobState::Preempted:
        return SegmentEnd::Preempted;
    case scheduler::JobState::NodeFail:
        return SegmentEnd::NodeFailure;
    case scheduler::JobState::Unknown:
    case scheduler::JobState::Completed:
    case scheduler::JobState::Failed:
    case scheduler::JobState::Cancelled:
    case scheduler::JobState::OutOfMemory:
        break;
    }
    return SegmentEnd::Ended;
}

} // namespace

QString segmentEndName(SegmentEnd end)
{
    for (const Name &n : kNames) {
        if (n.end == end) {
            return QString::fromLatin1(n.name);
        }
    }
    return {};
}

SegmentEnd segmentEndFromName(const QString &name)
{
    for (const Name &n : kNames) {
        if (name == QLatin1String(n.name)) {
            return n.end;
        }
    }
    return SegmentEnd::Ended;
}

QString RunSegment::describe() const
{
    QString what;
    switch (end) {
    case SegmentEnd::Waiting:
        what = QStringLiteral("waiting in the queue");
        break;
    case SegmentEnd::Running:
        what = QStringLiteral("running");
        break;
    case SegmentEnd::Requeued:
        what = QStringLiteral("requeued");
        break;
    case SegmentEnd::TimeLimit:
        what = state.startsWith(QLatin1String("REQUEUED"))
                   ? QStringLiteral("saved and requeued before its time limit")
                   : QStringLiteral("stopped at its time limit");
        break;
    case SegmentEnd::Preempted:
        what = QStringLiteral("preempted (stopped for a job with a higher priority)");
        break;
    case SegmentEnd::NodeFailure:
        what = QStringLiteral("stopped by a failed node");
        break;
    case SegmentEnd::Ended:
        what = QStringLiteral("ended: %1").arg(state.section(QLatin1Char(' '), 0, 0));
        if (exitCode >= 0) {
            what += QStringLiteral(", exit code %1").arg(exitCode);
        }
        break;
    }
    QString text = QStringLiteral("start %1 (job %2): %3").arg(index + 1).arg(jobId, what);
    if (elapsedSeconds >= 0 && end != SegmentEnd::Waiting) {
        text +=
            (end == SegmentEnd::Running ? QStringLiteral(", for ") : QStringLiteral(" after ")) +
            clock(elapsedSeconds);
    }
    return text;
}

QList<RunSegment> segmentsFromJobs(const scheduler::JobStatusList &jobs, int warningSeconds)
{
    QList<RunSegment> out;
    for (const scheduler::JobStatus &job : jobs) {
        RunSegment s;
        s.index = int(out.size());
        s.jobId = job.jobId;
        s.state = job.rawState;
        s.end = endOf(job, warningSeconds);
        if (s.end != SegmentEnd::Waiting) {
            s.startedAt = job.startTime;
            s.endedAt = job.endTime;
            s.elapsedSeconds = job.elapsedSeconds;
        }
        s.exitCode = job.exitCode;
        out << s;
    }
    return out;
}

bool isResumableRun(const RunRecord &run)
{
    if (!run.specJson.contains(QLatin1String("resumable"))) {
        return false;
    }
    QStringList errors;
    const auto spec = compose::JobSpec::fromJson(run.specJson.toUtf8(), &errors);
    return spec && spec->resumable;
}

} // namespace slipway::runs
