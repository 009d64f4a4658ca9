#include "monitor/progresswatch.h"

#include "common/shellquote.h"
#include "site/walltime.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace slipway::monitor {
namespace {
constexpr auto logMarker = "@@slipway-log ";
constexpr int kMaxPoints = 2000;
} // namespace

QString ProgressWatch::tailCommand(const QList<runs::RunRecord> &runs, int lines)
{
    QStringList parts;
    for (const runs::RunRecord &run : runs) {
        if (run.state != runs::RunState::Running || run.stdoutPath.isEmpty() ||
            run.stdoutPath.contains(QLatin1String("%"))) {
            continue; // not running, or its log's name is not known yet
        }
        parts << QStringLiteral("echo '%1%2'; tail -n %3 -- %4 2>/dev/null")
                     .arg(QLatin1String(logMarker))
                     .arg(run.id)
                     .arg(lines)
                     .arg(shellQuote(run.stdoutPath));
    }
    return parts.join(QStringLiteral("; "));
}

void ProgressWatch::takeTail(const QByteArray &output, const QDateTime &when)
{
    qint64 runId = 0;
    std::optional<LogProgress> latest;
    const auto finish = [&] {
        if (runId > 0 && latest) {
            addPoint(runId, StepPoint{when, latest->step}, latest->lastStep);
        }
        latest.reset();
    };
    for (const QByteArray &raw : output.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (line.startsWith(QLatin1String(logMarker))) {
            finish();
            runId = line.mid(qsizetype(qstrlen(logMarker))).trimmed().toLongLong();
            continue;
        }
        if (const auto p = progressFromLogLine(line)) {
            latest = p;
        }
    }
    finish();
}

void ProgressWatch::addPoint(qint64 runId, const StepPoint &point, qint64 lastStep)
{
    QList<StepPoint> &points = m_points[runId];
    // Only progress counts: a step seen again says nothing about the rate.
    if (!points.isEmpty() && points.last().step == point.step) {
        return;
    }
    points << point;
    if (points.size() > kMaxPoints) {
        points.removeFirst();
    }
    if (lastStep > 0) {
        m_lastStep.insert(runId, lastStep);
    }
}

void ProgressWatch::setEventPoints(qint64 runId, const QList<StepPoint> &points)
{
    m_eventPoints.insert(runId, points.size() > kMaxPoints ? points.last(kMaxPoints) : points);
}

Forecast ProgressWatch::forecastFor(const runs::RunRecord &run, const QDateTime &now) const
{
    return forecastFor(
        run, hasEventPoints(run.id) ? m_eventPoints.value(run.id) : m_points.value(run.id),
        m_lastStep.value(run.id), now);
}

Forecast ProgressWatch::forecastFor(const runs::RunRecord &run, const QList<StepPoint> &points,
                                    qint64 lastStepFromLog, const QDateTime &now)
{
    const QJsonObject spec = QJsonDocument::fromJson(run.specJson.toUtf8()).object();
    const auto limit = site::walltime::parse(spec.value(QStringLiteral("time")).toString());
    const QDateTime limitEnds =
        limit && run.startedAt.isValid() ? run.startedAt.addSecs(*limit) : QDateTime();
    // The log's "step N/M" names the last step; without it, the script's arguments may.
    const qint64 lastStep = lastStepFromLog > 0 ? lastStepFromLog : lastStepFromSpec(run.specJson);
    return forecast(points, lastStep, limitEnds, now);
}

std::optional<RunEvent> ProgressWatch::forecastEvent(const runs::RunRecord &run,
                                                     const Forecast &forecast)
{
    if (!forecast.known || !forecast.hitsLimit) {
        return std::nullopt;
    }
    RunEvent event;
    event.kind = RunEventKind::ForecastMissesLimit;
    event.runId = run.id;
    event.jobId = run.jobId;
    event.title = QStringLiteral("Run %1 will not finish before its time limit").arg(run.id);
    event.body = forecast.message + QStringLiteral(" Cancel and resubmit with more time, or make "
                                                   "sure checkpoints are written.");
    return event;
}

} // namespace slipway::monitor
