#include "scheduler/jobstatus.h"

namespace slipway::scheduler {

QString jobStateName(JobState state)
{
    switch (state) {
    case JobState::Unknown:
        return QStringLiteral("UNKNOWN");
    case JobState::Pending:
        return QStringLiteral("PENDING");
    case JobState::Running:
        return QStringLiteral("RUNNING");
    case JobState::Completing:
        return QStringLiteral("COMPLETING");
    case JobState::Completed:
        return QStringLiteral("COMPLETED");
    case JobState::Failed:
        return QStringLiteral("FAILED");
    case JobState::Cancelled:
        return QStringLiteral("CANCELLED");
    case JobState::Timeout:
        return QStringLiteral("TIMEOUT");
    case JobState::OutOfMemory:
        return QStringLiteral("OUT_OF_MEMORY");
    case JobState::NodeFail:
        return QStringLiteral("NODE_FAIL");
    case JobState::Preempted:
        return QStringLiteral("PREEMPTED");
    }
    return QStringLiteral("UNKNOWN");
}

JobState jobStateFromName(const QString &raw)
{
    // Slurm writes "CANCELLED by 1000"; take the first word.
    const QString name = raw.section(QLatin1Char(' '), 0, 0).toUpper();
    if (name == QLatin1String("PENDING") || name == QLatin1String("REQUEUED") ||
        name == QLatin1String("REQUEUE_HOLD") || name == QLatin1String("CONFIGURING") ||
        name == QLatin1String("SUSPENDED") || name == QLatin1String("RESV_DEL_HOLD")) {
        return JobState::Pending;
    }
    if (name == QLatin1String("RUNNING") || name == QLatin1String("SIGNALING") ||
        name == QLatin1String("STAGE_OUT")) {
        return JobState::Running;
    }
    if (name == QLatin1String("COMPLETING")) {
        return JobState::Completing;
    }
    if (name == QLatin1String("COMPLETED")) {
        return JobState::Completed;
    }
    if (name == QLatin1String("FAILED") || name == QLatin1String("BOOT_FAIL") ||
        name == QLatin1String("DEADLINE") || name == QLatin1String("SPECIAL_EXIT")) {
        return JobState::Failed;
    }
    if (name == QLatin1String("CANCELLED") || name == QLatin1String("REVOKED")) {
        return JobState::Cancelled;
    }
    if (name == QLatin1String("TIMEOUT")) {
        return JobState::Timeout;
    }
    if (name == QLatin1String("OUT_OF_MEMORY")) {
        return JobState::OutOfMemory;
    }
    if (name == QLatin1String("NODE_FAIL")) {
        return JobState::NodeFail;
    }
    if (name == QLatin1String("PREEMPTED")) {
        return JobState::Preempted;
    }
    return JobState::Unknown;
}

bool isFinished(JobState state)
{
    switch (state) {
    case JobState::Completed:
    case JobState::Failed:
    case JobState::Cancelled:
    case JobState::Timeout:
    case JobState::OutOfMemory:
    case JobState::NodeFail:
    case JobState::Preempted:
        return true;
    case JobState::Unknown:
    case JobState::Pending:
    case JobState::Running:
    case JobState::Completing:
        return false;
    }
    return false;
}

} // namespace slipway::scheduler
