#include "runs/runstate.h"

#include <array>
#include <utility>

namespace slipway::runs {

namespace {

constexpr std::array<std::pair<RunState, const char *>, 18> kNames{{
    {RunState::Preparing, "PREPARING"},
    {RunState::Submitting, "SUBMITTING"},
    {RunState::Rejected, "REJECTED"},
    {RunState::SubmitFailed, "SUBMIT_FAILED"},
    {RunState::NotSubmitted, "NOT_SUBMITTED"},
    {RunState::Submitted, "SUBMITTED"},
    {RunState::Pending, "PENDING"},
    {RunState::Running, "RUNNING"},
    {RunState::Completing, "COMPLETING"},
    {RunState::Completed, "COMPLETED"},
    {RunState::Failed, "FAILED"},
    {RunState::Cancelled, "CANCELLED"},
    {RunState::Timeout, "TIMEOUT"},
    {RunState::OutOfMemory, "OUT_OF_MEMORY"},
    {RunState::NodeFail, "NODE_FAIL"},
    {RunState::Preempted, "PREEMPTED"},
    {RunState::Unknown, "UNKNOWN"},
    {RunState::Ended, "ENDED"},
}};

} // namespace

QString runStateName(RunState state)
{
    for (const auto &[value, name] : kNames) {
        if (value == state) {
            return QLatin1String(name);
        }
    }
    return QStringLiteral("UNKNOWN");
}

RunState runStateFromName(const QString &name)
{
    for (const auto &[value, text] : kNames) {
        if (name == QLatin1String(text)) {
            return value;
        }
    }
    return RunState::Unknown;
}

RunState runStateFromJob(scheduler::JobState state)
{
    switch (state) {
    case scheduler::JobState::Unknown:
        return RunState::Unknown;
    case scheduler::JobState::Pending:
        return RunState::Pending;
    case scheduler::JobState::Running:
        return RunState::Running;
    case scheduler::JobState::Completing:
        return RunState::Completing;
    case scheduler::JobState::Completed:
        return RunState::Completed;
    case scheduler::JobState::Failed:
        return RunState::Failed;
    case scheduler::JobState::Cancelled:
        return RunState::Cancelled;
    case scheduler::JobState::Timeout:
        return RunState::Timeout;
    case scheduler::JobState::OutOfMemory:
        return RunState::OutOfMemory;
    case scheduler::JobState::NodeFail:
        return RunState::NodeFail;
    case scheduler::JobState::Preempted:
        return RunState::Preempted;
    }
    return RunState::Unknown;
}

bool isWaitingOrRunning(RunState state)
{
    return state == RunState::Pending || state == RunState::Running ||
           state == RunState::Completing || state == RunState::Unknown ||
           state == RunState::Submitted;
}

bool isEnded(RunState state)
{
    switch (state) {
    case RunState::Rejected:
    case RunState::SubmitFailed:
    case RunState::NotSubmitted:
    case RunState::Completed:
    case RunState::Failed:
    case RunState::Cancelled:
    case RunState::Timeout:
    case RunState::OutOfMemory:
    case RunState::NodeFail:
    case RunState::Preempted:
    case RunState::Ended:
        return true;
    case RunState::Preparing:
    case RunState::Submitting:
    case RunState::Submitted:
    case RunState::Pending:
    case RunState::Running:
    case RunState::Completing:
    case RunState::Unknown:
        break;
    }
    return false;
}

} // namespace slipway::runs
