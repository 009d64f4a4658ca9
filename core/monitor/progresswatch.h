#pragma once

#include "monitor/forecast.h"
#include "monitor/runevents.h"
#include "runs/runrecord.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace slipway::monitor {

// The steps running runs have reached, for the time-limit forecast while nobody has the log
// open: the last lines of each running run's log, read in the same remote command as the status
// poll (tailCommand; RunService::setPollPassenger), each batch one point at the time it was read.
// Points from a run's event files (where every value carries its step and wall time) can be added
// too; they are exact.
class ProgressWatch
{
public:
    // One command that prints the last `lines` lines of the log of each running run in `runs`,
    // each after a marker with the run's id; empty when no running run has a log path.
    static QString tailCommand(const QList<runs::RunRecord> &runs, int lines = 40);
    // What tailCommand printed, read at `when`.
    void takeTail(const QByteArray &output, const QDateTime &when);

    void addPoint(qint64 runId, const StepPoint &point, qint64 lastStep);
    QList<StepPoint> points(qint64 runId) const { return m_points.value(runId); }
    // The run's steps from its event files, each at the wall time the training wrote it, in
    // place of the ones given before. While a run has these its forecast uses them, and its log
    // only says the last step.
    void setEventPoints(qint64 runId, const QList<StepPoint> &points);
    bool hasEventPoints(qint64 runId) const { return !m_eventPoints.value(runId).isEmpty(); }

    // The forecast for a running run against its time limit (the spec's time from its start).
    Forecast forecastFor(const runs::RunRecord &run, const QDateTime &now) const;
    // The same from given step points: the last step is the log's "step N/M" (`lastStepFromLog`,
    // 0 or less when the log named none), else the script's arguments in the spec. The Runs
    // page's panel, which reads the log itself, asks this one.
    static Forecast forecastFor(const runs::RunRecord &run, const QList<StepPoint> &points,
                                qint64 lastStepFromLog, const QDateTime &now);
    // The event to tell when the forecast says the limit comes first; once per run is up to
    // RunEventTracker::firstTime.
    static std::optional<RunEvent> forecastEvent(const runs::RunRecord &run,
                                                 const Forecast &forecast);

private:
    QHash<qint64, QList<StepPoint>> m_points;
    QHash<qint64, QList<StepPoint>> m_eventPoints;
    QHash<qint64, qint64> m_lastStep;
};

} // namespace slipway::monitor
