#pragma once

#include "events/smoothing.h"
#include "events/xaxis.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace slipway::events {

class ScalarSeries;

// One (run, tag) series as the charts draw it: plain columns of doubles, copied from the
// reader's compact ScalarSeries and extended with only the points that arrived since the last
// sync, plus the smoothed values for the current weight. 40 bytes a point, held only for the
// series on screen.
struct PlotSeries
{
    QString run;
    QString tag;
    int colorIndex = 0;
    XAxis axis = XAxis::Step;
    double smoothingWeight = 0.0;
    smoothing::Method smoothingMethod = smoothing::Method::TensorBoardEma;
    std::vector<std::int64_t> steps;
    std::vector<double> wallTimes;
    std::vector<double> x; // per `axis`
    std::vector<double> y;
    std::vector<double> smoothed; // y smoothed by smoothingMethod with smoothingWeight
    // For a run stitched from several jobs: where each restart is on the x axis (per `axis`).
    std::vector<double> restarts;
    // Counts the times values already in a column changed (rather than new ones being
    // appended), so a chart knows when what it derived from the columns must start over.
    std::uint64_t resets = 0;
    smoothing::EmaState ema;

    qsizetype size() const { return qsizetype(y.size()); }

    // Brings the columns up to date with `source` for `axis` and `weight`: appends new points,
    // or rebuilds when points were replaced (a restarted run) or the axis changed; smooths the
    // new points (everything again when the weight or method changed; the time-weighted and
    // centred smoothings look at the whole series, so they are recomputed on every change).
    // Returns true when anything changed.
    bool sync(const ScalarSeries &source, XAxis newAxis, double weight,
              smoothing::Method method = smoothing::Method::TensorBoardEma);
    // Frees the columns (the series is not shown); the next sync() copies everything again.
    void release();
};

} // namespace slipway::events
