#pragma once

#include "events/scalarseries.h"

#include <QString>

#include <vector>

namespace slipway::events {

// What the x axis of a scalar chart shows.
enum class XAxis {
    Step,
    RelativeTime, // seconds since the series' first point
    WallTime,     // seconds since the epoch
};

QString xAxisName(XAxis axis);
// Parses "step", "relative" or "wall"; false for anything else.
bool parseXAxis(const QString &text, XAxis *axis);

std::vector<double> xValues(const ScalarSeries &series, XAxis axis);
std::vector<double> yValues(const ScalarSeries &series);

} // namespace slipway::events
