#include "monitor/forecast.h"

#include "site/walltime.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace slipway::monitor {
namespace {

QString number(qint64 value)
{
    return QLocale(QLocale::English).toString(value);
}

// "3 h 10 min", "12 min", "40 s".
QString inTime(qint64 seconds)
{
    seconds = qMax<qint64>(0, seconds);
    if (seconds < 60) {
        return QStringLiteral("%1 s").arg(seconds);
    }
    const qint64 minutes = (seconds + 30) / 60;
    if (minutes < 60) {
        return QStringLiteral("%1 min").arg(minutes);
    }
    const qint64 hours = minutes / 60;
    const qint64 rest = minutes % 60;
    if (hours >= 48) {
        return site::walltime::describe(seconds);
    }
    return rest == 0 ? QStringLiteral("%1 h").arg(hours)
                     : QStringLiteral("%1 h %2 min").arg(hours).arg(rest);
}

} // namespace

Forecast forecast(QList<StepPoint> points, qint64 lastStep, const QDateTime &limitEndsAt,
                  const QDateTime &now, qint64 windowSeconds)
{
    Forecast f;
    f.lastStep = lastStep;
    f.limitEndsAt = limitEndsAt;
    points.erase(std::remove_if(points.begin(), points.end(),
                                [](const StepPoint &p) { return !p.when.isValid(); }),
                 points.end());
    if (points.size() < 2 || lastStep <= 0) {
        return f;
    }
    std::sort(points.begin(), points.end(),
              [](const StepPoint &a, const StepPoint &b) { return a.when < b.when; });
    const StepPoint &latest = points.last();
    // The oldest point inside the window, so a slow start does not drag the rate down.
    StepPoint first = points.first();
    for (const StepPoint &p : std::as_const(points)) {
        if (p.when.secsTo(latest.when) <= windowSeconds) {
            first = p;
            break;
        }
    }
    const double seconds = first.when.msecsTo(latest.when) / 1000.0;
    // Past the "last" step: that number (an argument such as --steps, which some scripts use
    // for something else) is not the run's last step, and nothing is forecast.
    if (seconds < 30 || latest.step <= first.step || latest.step > lastStep) {
        return f;
    }
    f.known = true;
    f.step = latest.step;
    f.stepsPerSecond = double(latest.step - first.step) / seconds;
    const double remaining = double(qMax<qint64>(0, lastStep - latest.step));
    f.finishAt = latest.when.addMSecs(qint64(remaining / f.stepsPerSecond * 1000.0));
    if (limitEndsAt.isValid()) {
        const double untilLimit = latest.when.msecsTo(limitEndsAt) / 1000.0;
        f.stepAtLimit =
            qMin(lastStep, latest.step + qint64(std::floor(untilLimit * f.stepsPerSecond)));
        f.hitsLimit = f.finishAt > limitEndsAt;
    }
    if (f.hitsLimit) {
        f.message =
            QCoreApplication::translate(
                "forecast", "At this rate step %1 of %2 when the time limit ends in %3.")
                .arg(number(f.stepAtLimit), number(lastStep), inTime(now.secsTo(limitEndsAt)));
    } else if (limitEndsAt.isValid()) {
        f.message = QCoreApplication::translate(
                        "forecast", "At this rate the last step (%1) comes in %2, %3 before the "
                                    "time limit.")
                        .arg(number(lastStep), inTime(now.secsTo(f.finishAt)),
                             inTime(f.finishAt.secsTo(limitEndsAt)));
    } else {
        f.message =
            QCoreApplication::translate("forecast", "At this rate the last step (%1) comes in %2.")
                .arg(number(lastStep), inTime(now.secsTo(f.finishAt)));
    }
    return f;
}

std::optional<LogProgress> progressFromLogLine(const QString &line)
{
    static const QRegularExpression pair(
        QStringLiteral("(?:\\b(?:step|iter(?:ation)?)\\s*[:=]?\\s*|\\[\\s*)(\\d+)\\s*(?:/|of)\\s*"
                       "(\\d+)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pair.match(line);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    LogProgress p;
    p.step = m.captured(1).toLongLong();
    p.lastStep = m.captured(2).toLongLong();
    if (p.lastStep <= 0 || p.step > p.lastStep) {
        return std::nullopt;
    }
    return p;
}

qint64 lastStepFromArguments(const QStringList &args)
{
    // Spellings of "train for this many steps" in common training scripts (PyTorch examples,
    // Hugging Face's Trainer, nanoGPT, Lightning). Epochs are not steps, so they are not here.
    static const QStringList names = {
        QStringLiteral("--steps"),          QStringLiteral("--max-steps"),
        QStringLiteral("--max_steps"),      QStringLiteral("--total-steps"),
        QStringLiteral("--total_steps"),    QStringLiteral("--num-steps"),
        QStringLiteral("--num_steps"),      QStringLiteral("--train-steps"),
        QStringLiteral("--train_steps"),    QStringLiteral("--max-iters"),
        QStringLiteral("--max_iters"),      QStringLiteral("--num-iterations"),
        QStringLiteral("--num_iterations"),
    };
    qint64 last = 0;
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString name = args.at(i);
        QString value;
        const qsizetype eq = name.indexOf(u'=');
        if (eq > 0) {
            value = name.mid(eq + 1);
            name.truncate(eq);
        } else if (i + 1 < args.size()) {
            value = args.at(i + 1);
        }
        if (!names.contains(name)) {
            continue;
        }
        bool ok = false;
        const qint64 n = value.toLongLong(&ok);
        if (ok && n > 0) {
            last = n; // the last one given wins, as with argparse
        }
    }
    return last;
}

qint64 lastStepFromSpec(const QString &specJson)
{
    QStringList args;
    const QJsonArray array =
        QJsonDocument::fromJson(specJson.toUtf8()).object().value(QStringLiteral("args")).toArray();
    for (const auto &a : array) {
        args << a.toString();
    }
    return lastStepFromArguments(args);
}

} // namespace slipway::monitor
