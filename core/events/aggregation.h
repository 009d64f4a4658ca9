#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace slipway::events {

// One run's series for aggregation: x strictly increasing (steps are), y its values.
struct SeriesRef
{
    std::span<const double> x;
    std::span<const double> y;
};

// Several runs of one tag (e.g. seeds) on a common x grid: the union of every run's x values.
// At each grid point, a run takes part when the point lies within its own x range; its value
// there is interpolated linearly between its neighbouring finite points.
struct Aggregate
{
    std::vector<double> x;
    std::vector<double> mean;
    std::vector<double> std; // population standard deviation
    std::vector<double> min;
    std::vector<double> max;
    std::vector<int> count; // how many runs took part
};

Aggregate aggregateRuns(const std::vector<SeriesRef> &runs);

} // namespace slipway::events
