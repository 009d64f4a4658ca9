#pragma once

#include "events/scalarseries.h"

#include <cstdint>
#include <vector>

namespace slipway::events {

// One logical run across job restarts (requeue, preemption, a time limit and a resume from a
// checkpoint): the series of each segment, one per job, in the order the jobs ran.
struct StitchedSeries
{
    ScalarSeries series;
    // The first step of each segment after the first that added points: where the run
    // restarted. Drawn as a vertical marker on the x axis.
    std::vector<std::int64_t> restartSteps;
};

// Stitches the segments into one curve that keeps, for each step, the value from the latest
// segment. A resumed job goes on from its last checkpoint, so it writes again the steps between
// that checkpoint and where the earlier job stopped: the earlier job's points from the resumed
// job's first step on are dropped, not interleaved (TensorBoard draws both and the curve zig-zags
// back, tensorboard#3732). Empty segments (a job that died before it logged) are skipped.
StitchedSeries stitchSegments(const std::vector<const ScalarSeries *> &segments);

} // namespace slipway::events
