#pragma once

#include "scheduler/jobstatus.h"

#include <QString>

namespace slipway::runs {

// Where a run is in its life: Slipway's own stages before the scheduler has the job, then the
// scheduler's job states. Stored in the run history as the names runStateName() gives
// ("PREPARING", "PENDING", ...), the same strings older Slipways wrote, so every history still
// opens and an older Slipway still reads a newer one's states.
enum class RunState {
    Preparing,    // the run folder is being made and the script uploaded
    Submitting,   // the scheduler has been asked to take the job
    Rejected,     // refused before submission (a missing folder, the dry run said no)
    SubmitFailed, // the scheduler refused it
    NotSubmitted, // an interrupted submission that never reached the scheduler
    Submitted,    // found by its tag after an interrupted submission; state not asked yet
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
    Unknown,
    Ended, // ended on the cluster, how is not known: the scheduler no longer knows the job
};

QString runStateName(RunState state); // "PREPARING", "PENDING", ...
// The state for a stored name; names this Slipway does not know are Unknown.
RunState runStateFromName(const QString &name);
RunState runStateFromJob(scheduler::JobState state);

// Submitted and not ended (including Unknown: the scheduler has not said it ended).
bool isWaitingOrRunning(RunState state);
// Ended, one way or another: on the cluster, or before it reached it.
bool isEnded(RunState state);

} // namespace slipway::runs
