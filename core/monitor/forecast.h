#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace slipway::monitor {

// One point of a run's progress: the step it had reached at a wall-clock time (from its
// TensorBoard event files, whose every value carries both, or from a log line seen at `when`).
struct StepPoint
{
    QDateTime when;
    qint64 step = 0;
};

// Will the run reach its last step before the job's time limit?
struct Forecast
{
    bool known = false;        // enough progress to tell (two points at least 30 s apart)
    double stepsPerSecond = 0; // over the recent points
    qint64 step = 0;           // the latest step
    qint64 lastStep = 0;
    QDateTime finishAt; // when the last step is reached at this rate
    QDateTime limitEndsAt;
    qint64 stepAtLimit = 0; // the step reached when the time limit ends
    bool hitsLimit = false; // the limit ends first
    // "At this rate step 9,000 of 20,000 when the time limit ends in 3 h 10 min." or
    // "At this rate the last step (20,000) comes in 1 h 5 min, 2 h before the time limit."
    QString message;
};

// From `points` (any order), the rate over the last `windowSeconds` of progress (all of it
// when shorter). `now` is when the forecast is made, for the "in ..." parts.
Forecast forecast(QList<StepPoint> points, qint64 lastStep, const QDateTime &limitEndsAt,
                  const QDateTime &now, qint64 windowSeconds = 900);

// A step and the last step from a training log line: "step 1200/20000", "Step 1200 of 20000",
// "[1200/20000]", "iter 1200/20000". Nothing when the line shows no such pair.
struct LogProgress
{
    qint64 step = 0;
    qint64 lastStep = 0;
};
std::optional<LogProgress> progressFromLogLine(const QString &line);

// The last step a training script was told to reach, from its arguments: "--steps 20000",
// "--max-steps=20000", "--max_iters 5000" and the other common spellings (see the table in
// forecast.cpp). 0 when none is there or its value is not a positive number. For a run whose
// log never prints "step N/M", while its event files give the steps.
qint64 lastStepFromArguments(const QStringList &args);
// The same from a run's job spec (its "args").
qint64 lastStepFromSpec(const QString &specJson);

} // namespace slipway::monitor
