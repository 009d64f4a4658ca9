#include "events/plotseries.h"

#include "events/scalarseries.h"

#include <algorithm>

namespace slipway::events {

bool PlotSeries::sync(const ScalarSeries &source, XAxis newAxis, double weight,
                      smoothing::Method method)
{
    const std::size_t have = steps.size();
    const auto total = std::size_t(source.size());
    // Points already copied are still valid when the source has at least as many and the last
    // copied step is unchanged (a restart replaces points from some step on).
    bool rebuild = newAxis != axis || total < have ||
                   (have > 0 && (source.step(qsizetype(have - 1)) != steps[have - 1] ||
                                 source.wallTime(qsizetype(have - 1)) != wallTimes[have - 1]));
    const bool weightChanged = weight != smoothingWeight || method != smoothingMethod;
    if (!rebuild && total == have && !weightChanged) {
        return false;
    }
    std::size_t from = have;
    if (rebuild) {
        from = 0;
        steps.clear();
        wallTimes.clear();
        x.clear();
        y.clear();
        ++resets;
    }
    if (rebuild || weightChanged) {
        smoothed.clear();
        ema = {};
        ++resets;
    }
    axis = newAxis;
    smoothingWeight = weight;
    smoothingMethod = method;
    // Room to grow by half again, so that a series growing by a few points a poll is not
    // copied to a new place every time.
    if (y.capacity() < total) {
        const std::size_t room = std::max(total, y.capacity() + y.capacity() / 2);
        steps.reserve(room);
        wallTimes.reserve(room);
        x.reserve(room);
        y.reserve(room);
        smoothed.reserve(room);
    }
    for (std::size_t i = from; i < total; ++i) {
        const auto index = qsizetype(i);
        steps.push_back(source.step(index));
        wallTimes.push_back(source.wallTime(index));
        y.push_back(source.value(index));
        switch (axis) {
        case XAxis::Step:
            x.push_back(double(source.step(index)));
            break;
        case XAxis::RelativeTime:
            x.push_back(source.relativeTime(index));
            break;
        case XAxis::WallTime:
            x.push_back(source.wallTime(index));
            break;
        }
    }
    if (method != smoothing::Method::TensorBoardEma) {
        const bool hadValues = !smoothed.empty();
        smoothed = smoothing::smooth(method, x, y, weight);
        if (hadValues) {
            ++resets; // values already drawn may have changed
        }
        return true;
    }
    const std::size_t smoothedBefore = smoothed.size();
    if (smoothing::extendTensorBoardEma(y, weight, &ema, &smoothed) < smoothedBefore) {
        ++resets; // a run of equal values ended: everything was smoothed again
    }
    return true;
}

void PlotSeries::release()
{
    if (steps.empty()) {
        return;
    }
    for (std::vector<double> *column : {&wallTimes, &x, &y, &smoothed}) {
        std::vector<double>().swap(*column);
    }
    std::vector<std::int64_t>().swap(steps);
    ema = {};
    ++resets;
}

} // namespace slipway::events
