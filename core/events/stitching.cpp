#include "events/stitching.h"

namespace slipway::events {

StitchedSeries stitchSegments(const std::vector<const ScalarSeries *> &segments)
{
    StitchedSeries result;
    qsizetype total = 0;
    for (const ScalarSeries *segment : segments) {
        total += segment ? segment->size() : 0;
    }
    result.series.reserve(total);
    bool first = true;
    for (const ScalarSeries *segment : segments) {
        if (!segment || segment->isEmpty()) {
            continue;
        }
        if (!first) {
            result.restartSteps.push_back(segment->step(0));
        }
        first = false;
        // ScalarSeries keeps steps strictly increasing: a step at or below the last kept one
        // removes every kept point from that step on, which is exactly "the latest segment wins".
        for (qsizetype i = 0; i < segment->size(); ++i) {
            result.series.append(segment->step(i), segment->wallTime(i), segment->value(i));
        }
    }
    // A later restart that went back before an earlier one hides that earlier marker's points.
    std::vector<std::int64_t> kept;
    for (const std::int64_t step : result.restartSteps) {
        while (!kept.empty() && kept.back() >= step) {
            kept.pop_back();
        }
        kept.push_back(step);
    }
    result.restartSteps = std::move(kept);
    result.series.squeeze();
    return result;
}

} // namespace slipway::events
