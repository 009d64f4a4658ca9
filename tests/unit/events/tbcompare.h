#pragma once

#include "events/rundata.h"

#include "pythonrunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

// Compares what Slipway read for a run with what TensorBoard's own Python loader reads from the
// same files (tbdump.py): the same tags and, point for point, the same steps, values and wall
// times (wall times within the precision of Slipway's float offsets).
namespace slipway::test {

inline double jsonNumber(const QJsonValue &value)
{
    if (value.isString()) {
        const QString text = value.toString();
        if (text == QLatin1String("nan")) {
            return std::nan("");
        }
        return text.startsWith(QLatin1Char('-')) ? -INFINITY : INFINITY;
    }
    return value.toDouble();
}

// Returns an empty string when equal, else what differs.
inline QString compareWithTensorBoard(const events::RunData &run, const QStringList &files,
                                      qint64 *tensorBoardRecords = nullptr)
{
    const PythonResult result = runPythonFile(QStringLiteral("tbdump.py"), files);
    if (!result.ok) {
        return result.error;
    }
    const QJsonObject dump = QJsonDocument::fromJson(result.out).object();
    if (tensorBoardRecords) {
        *tensorBoardRecords = dump.value(QStringLiteral("records")).toInteger();
    }
    if (run.stats().scalarPoints != dump.value(QStringLiteral("raw_points")).toInteger()) {
        return QStringLiteral("scalar values read: slipway %1, tensorboard %2")
            .arg(run.stats().scalarPoints)
            .arg(dump.value(QStringLiteral("raw_points")).toInteger());
    }
    const QJsonObject tags = dump.value(QStringLiteral("tags")).toObject();
    if (qsizetype(run.tags().size()) != tags.size()) {
        return QStringLiteral("tag count: slipway %1, tensorboard %2")
            .arg(run.tags().size())
            .arg(tags.size());
    }
    for (auto it = tags.begin(); it != tags.end(); ++it) {
        const events::ScalarTag *tag = run.tag(it.key());
        if (!tag) {
            return QStringLiteral("tag %1 missing").arg(it.key());
        }
        const QJsonArray points = it.value().toArray();
        if (tag->series.size() != points.size()) {
            return QStringLiteral("tag %1: slipway %2 points, tensorboard %3")
                .arg(it.key())
                .arg(tag->series.size())
                .arg(points.size());
        }
        for (qsizetype i = 0; i < points.size(); ++i) {
            const QJsonArray point = points.at(i).toArray();
            const qint64 step = point.at(0).toInteger();
            const double wall = point.at(1).toDouble();
            const double value = jsonNumber(point.at(2));
            const double wallError = std::abs(tag->series.wallTime(i) - wall);
            const double wallTolerance =
                1e-6 + 1.2e-7 * std::abs(wall - tag->series.firstWallTime());
            const bool sameValue = (std::isnan(value) && std::isnan(tag->series.value(i))) ||
                                   tag->series.value(i) == value;
            if (tag->series.step(i) != step || !sameValue || wallError > wallTolerance) {
                return QStringLiteral("tag %1 point %2: slipway (%3, %4, %5), tensorboard (%6, "
                                      "%7, %8)")
                    .arg(it.key())
                    .arg(i)
                    .arg(tag->series.step(i))
                    .arg(tag->series.wallTime(i), 0, 'f', 6)
                    .arg(tag->series.value(i), 0, 'g', 17)
                    .arg(step)
                    .arg(wall, 0, 'f', 6)
                    .arg(value, 0, 'g', 17);
            }
        }
    }
    return QString();
}

} // namespace slipway::test
