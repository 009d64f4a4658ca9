#include "events/aggregation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace slipway::events {

namespace {

struct FinitePoints
{
    std::vector<double> x;
    std::vector<double> y;
};

FinitePoints finitePoints(const SeriesRef &run)
{
    FinitePoints points;
    const std::size_t n = std::min(run.x.size(), run.y.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (std::isfinite(run.x[i]) && std::isfinite(run.y[i])) {
            points.x.push_back(run.x[i]);
            points.y.push_back(run.y[i]);
        }
    }
    return points;
}

} // namespace

Aggregate aggregateRuns(const std::vector<SeriesRef> &runs)
{
    Aggregate result;
    std::vector<FinitePoints> points;
    points.reserve(runs.size());
    for (const SeriesRef &run : runs) {
        points.push_back(finitePoints(run));
        result.x.insert(result.x.end(), points.back().x.begin(), points.back().x.end());
    }
    std::sort(result.x.begin(), result.x.end());
    result.x.erase(std::unique(result.x.begin(), result.x.end()), result.x.end());
    const std::size_t n = result.x.size();
    result.mean.assign(n, 0.0);
    result.std.assign(n, 0.0);
    result.min.assign(n, std::numeric_limits<double>::infinity());
    result.max.assign(n, -std::numeric_limits<double>::infinity());
    result.count.assign(n, 0);
    std::vector<double> sumSquares(n, 0.0);

    // Welford's update per grid point, one run at a time.
    for (const FinitePoints &run : points) {
        if (run.x.empty()) {
            continue;
        }
        std::size_t j = 0; // run.x[j] is the first run point >= grid x
        for (std::size_t g = 0; g < n; ++g) {
            const double gx = result.x[g];
            if (gx < run.x.front() || gx > run.x.back()) {
                continue;
            }
            while (run.x[j] < gx) {
                ++j;
            }
            double value;
            if (run.x[j] == gx || j == 0) {
                value = run.y[j];
            } else {
                const double t = (gx - run.x[j - 1]) / (run.x[j] - run.x[j - 1]);
                value = run.y[j - 1] + t * (run.y[j] - run.y[j - 1]);
            }
            const int count = ++result.count[g];
            const double delta = value - result.mean[g];
            result.mean[g] += delta / count;
            sumSquares[g] += delta * (value - result.mean[g]);
            result.min[g] = std::min(result.min[g], value);
            result.max[g] = std::max(result.max[g], value);
        }
    }
    for (std::size_t g = 0; g < n; ++g) {
        result.std[g] = result.count[g] > 0 ? std::sqrt(sumSquares[g] / result.count[g]) : NAN;
        if (result.count[g] == 0) {
            result.mean[g] = result.min[g] = result.max[g] = NAN;
        }
    }
    return result;
}

} // namespace slipway::events
