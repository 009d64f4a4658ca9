#pragma once

#include "runs/runrecord.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace slipway::monitor {

// Something about a run worth telling its owner when they are not looking: for desktop
// notifications and `slipwayctl status --watch`.
enum class RunEventKind { Started, Ended, Failed, ForecastMissesLimit, GpusIdle };

QString runEventKindName(RunEventKind kind); // "started", "ended", "failed", ...

struct RunEvent
{
    RunEventKind kind = RunEventKind::Started;
    qint64 runId = 0;
    QString jobId;
    QString title; // "Run 12 (train-mnist) failed"
    QString body;  // the diagnosis and the last log lines, or the forecast
    // One line for a terminal: "run 12 job 345 failed: The job reached its time limit ..."
    QString line() const;
};

// The events between two states of the same run: started (it began running), ended (it
// completed), failed (any other end, with the run's message and `lastLogLines`). None when
// the state did not change.
QList<RunEvent> runEvents(const runs::RunRecord &before, const runs::RunRecord &after,
                          const QStringList &lastLogLines = {});

// Follows runs as they are polled and gives each event once: the first sight of a run is the
// baseline (no event for what happened before Slipway looked).
class RunEventTracker
{
public:
    QList<RunEvent> observe(const QList<runs::RunRecord> &runs);
    // Once per run and kind (a forecast or an idle warning said again is not new).
    bool firstTime(const RunEvent &event);

private:
    QHash<qint64, runs::RunRecord> m_seen;
    QSet<QPair<qint64, int>> m_told;
};

} // namespace slipway::monitor
