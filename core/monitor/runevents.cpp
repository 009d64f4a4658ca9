#include "monitor/runevents.h"

#include <QCoreApplication>

namespace slipway::monitor {
namespace {

QString runName(const runs::RunRecord &run)
{
    return run.jobName.isEmpty() ? QStringLiteral("Run %1").arg(run.id)
                                 : QStringLiteral("Run %1 (%2)").arg(run.id).arg(run.jobName);
}

// Ended on the cluster (a submission that never reached it is not a job that ended).
bool ended(runs::RunState state)
{
    switch (state) {
    case runs::RunState::Completed:
    case runs::RunState::Failed:
    case runs::RunState::Cancelled:
    case runs::RunState::Timeout:
    case runs::RunState::OutOfMemory:
    case runs::RunState::NodeFail:
    case runs::RunState::Preempted:
    case runs::RunState::Ended:
        return true;
    default:
        return false;
    }
}

} // namespace

QString runEventKindName(RunEventKind kind)
{
    switch (kind) {
    case RunEventKind::Started:
        return QStringLiteral("started");
    case RunEventKind::Ended:
        return QStringLiteral("ended");
    case RunEventKind::Failed:
        return QStringLiteral("failed");
    case RunEventKind::ForecastMissesLimit:
        return QStringLiteral("forecast");
    case RunEventKind::GpusIdle:
        return QStringLiteral("gpus-idle");
    }
    return {};
}

QString RunEvent::line() const
{
    QString text = QStringLiteral("run %1").arg(runId);
    if (!jobId.isEmpty()) {
        text += QStringLiteral(" job %1").arg(jobId);
    }
    text += QLatin1Char(' ') + runEventKindName(kind);
    const QString first = body.section(QLatin1Char('\n'), 0, 0);
    if (!first.isEmpty()) {
        text += QStringLiteral(": ") + first;
    }
    return text;
}

QList<RunEvent> runEvents(const runs::RunRecord &before, const runs::RunRecord &after,
                          const QStringList &lastLogLines)
{
    QList<RunEvent> events;
    if (before.state == after.state) {
        return events;
    }
    RunEvent e;
    e.runId = after.id;
    e.jobId = after.jobId;
    if (after.state == runs::RunState::Running) {
        e.kind = RunEventKind::Started;
        e.title = QStringLiteral("%1 started").arg(runName(after));
        e.body = after.message;
        events << e;
    } else if (after.state == runs::RunState::Completed) {
        e.kind = RunEventKind::Ended;
        e.title = QStringLiteral("%1 finished").arg(runName(after));
        e.body = after.message;
        events << e;
    } else if (ended(after.state)) {
        // ENDED: the scheduler forgot the job before saying how it ended; the log tells.
        const bool outcomeKnown = after.state != runs::RunState::Ended;
        e.kind = outcomeKnown ? RunEventKind::Failed : RunEventKind::Ended;
        e.title =
            outcomeKnown
                ? QStringLiteral("%1 ended: %2").arg(runName(after), runStateName(after.state))
                : QStringLiteral("%1 ended").arg(runName(after));
        QStringList body;
        if (!after.message.isEmpty()) {
            body << after.message;
        }
        if (!lastLogLines.isEmpty()) {
            body << QCoreApplication::translate("runevents", "Last lines of the log:")
                 << lastLogLines;
        }
        e.body = body.join(QLatin1Char('\n'));
        events << e;
    }
    return events;
}

QList<RunEvent> RunEventTracker::observe(const QList<runs::RunRecord> &runs)
{
    QList<RunEvent> events;
    for (const runs::RunRecord &run : runs) {
        const auto it = m_seen.constFind(run.id);
        if (it != m_seen.cend()) {
            for (const RunEvent &e : runEvents(it.value(), run)) {
                if (firstTime(e)) {
                    events << e;
                }
            }
        }
        m_seen.insert(run.id, run);
    }
    return events;
}

bool RunEventTracker::firstTime(const RunEvent &event)
{
    const QPair<qint64, int> key{event.runId, int(event.kind)};
    if (m_told.contains(key)) {
        return false;
    }
    m_told.insert(key);
    return true;
}

} // namespace slipway::monitor
