#pragma once

#include "runs/runrecord.h"

#include <QList>
#include <QString>

namespace slipway::runs {

// How far a sweep is, from its tasks: counts by state, the state of the sweep as one run
// (running while any task runs, pending while any waits, then completed only when every task
// completed), and a one-line summary in plain words.
struct SweepProgress
{
    int total = 0;
    int waiting = 0; // submitted, not started
    int running = 0;
    int completed = 0;
    int failed = 0; // failed, timed out, out of memory, node failure, preempted, refused
    int cancelled = 0;
    int endedUnknown = 0; // ended, how is not known (the scheduler forgot the task)
    RunState state = RunState::Unknown;

    int ended() const { return completed + failed + cancelled + endedUnknown; }
    QString summary() const; // "4 tasks: 2 completed, 1 running, 1 waiting."

    static SweepProgress of(const QList<SweepTaskRecord> &tasks);
    // The tasks "Resubmit failed and timed-out tasks only" sends again.
    static bool needsResubmit(RunState state);
};

} // namespace slipway::runs
