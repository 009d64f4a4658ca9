#include "runs/sweepprogress.h"

#include <QCoreApplication>
#include <QStringList>

namespace slipway::runs {

bool SweepProgress::needsResubmit(RunState state)
{
    return state == RunState::Failed || state == RunState::Timeout ||
           state == RunState::OutOfMemory || state == RunState::NodeFail ||
           state == RunState::Preempted || state == RunState::SubmitFailed ||
           state == RunState::NotSubmitted;
}

SweepProgress SweepProgress::of(const QList<SweepTaskRecord> &tasks)
{
    SweepProgress p;
    p.total = int(tasks.size());
    for (const SweepTaskRecord &t : tasks) {
        if (t.state == RunState::Running || t.state == RunState::Completing) {
            ++p.running;
        } else if (t.state == RunState::Completed) {
            ++p.completed;
        } else if (t.state == RunState::Cancelled) {
            ++p.cancelled;
        } else if (t.state == RunState::Ended) {
            ++p.endedUnknown;
        } else if (isEnded(t.state)) {
            ++p.failed;
        } else {
            ++p.waiting;
        }
    }
    if (p.total == 0) {
        p.state = RunState::Unknown;
    } else if (p.running > 0) {
        p.state = RunState::Running;
    } else if (p.waiting > 0) {
        p.state = RunState::Pending;
    } else if (p.completed == p.total) {
        p.state = RunState::Completed;
    } else if (p.failed > 0) {
        p.state = RunState::Failed;
    } else if (p.endedUnknown > 0) {
        p.state = RunState::Ended;
    } else {
        p.state = RunState::Cancelled;
    }
    return p;
}

QString SweepProgress::summary() const
{
    // Counts of a sweep's tasks by state, e.g. "4 task(s): 3 completed, 1 failed."
    QStringList parts;
    if (completed > 0) {
        parts << QCoreApplication::translate("sweepprogress", "%1 completed").arg(completed);
    }
    if (running > 0) {
        parts << QCoreApplication::translate("sweepprogress", "%1 running").arg(running);
    }
    if (waiting > 0) {
        parts << QCoreApplication::translate("sweepprogress", "%1 waiting").arg(waiting);
    }
    if (failed > 0) {
        parts << QCoreApplication::translate("sweepprogress", "%1 failed").arg(failed);
    }
    if (cancelled > 0) {
        parts << QCoreApplication::translate("sweepprogress", "%1 cancelled").arg(cancelled);
    }
    if (endedUnknown > 0) {
        parts << QCoreApplication::translate("sweepprogress", "%1 ended (how is not known)")
                     .arg(endedUnknown);
    }
    //: %1 lists the tasks by state: "3 completed, 1 failed" (or "none yet")
    return QCoreApplication::translate("sweepprogress", "%n task(s): %1.", nullptr, total)
        .arg(parts.isEmpty() ? QCoreApplication::translate("sweepprogress", "none yet")
                             : parts.join(QStringLiteral(", ")));
}

} // namespace slipway::runs
