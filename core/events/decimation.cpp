#include "events/decimation.h"

#include <algorithm>
#include <cmath>

namespace slipway::events {

std::vector<std::int64_t> decimateMinMax(std::span<const double> x, std::span<const double> y,
                                         double xMin, double xMax, int columns, bool sortedX)
{
    std::vector<std::int64_t> out;
    const std::size_t n = std::min(x.size(), y.size());
    if (n == 0) {
        return out;
    }
    columns = std::max(columns, 1);
    if (!(xMax > xMin)) {
        xMax = xMin + 1.0;
    }
    std::size_t begin = 0;
    std::size_t end = n;
    if (sortedX) {
        // One point beyond each edge keeps the line running off the chart.
        begin = std::size_t(std::lower_bound(x.begin(), x.begin() + std::ptrdiff_t(n), xMin) -
                            x.begin());
        begin = begin > 0 ? begin - 1 : 0;
        end = std::size_t(std::upper_bound(x.begin(), x.begin() + std::ptrdiff_t(n), xMax) -
                          x.begin());
        end = std::min(n, end + 1);
    }
    if (std::size_t(columns) * 4 >= end - begin) {
        for (std::size_t i = begin; i < end; ++i) {
            out.push_back(std::int64_t(i));
        }
        return out;
    }
    out.reserve(std::size_t(columns) * 4 + 4);
    const double scale = columns / (xMax - xMin);
    auto columnOf = [&](double value) -> std::int64_t {
        if (!(value >= xMin)) {
            return -1; // left of the chart (or NaN)
        }
        if (value > xMax) {
            return columns;
        }
        return std::min<std::int64_t>(columns - 1, std::int64_t((value - xMin) * scale));
    };

    std::size_t runStart = begin;
    std::int64_t runColumn = columnOf(x[begin]);
    auto flush = [&](std::size_t runEnd) { // points [runStart, runEnd)
        std::size_t lowest = runStart;
        std::size_t highest = runStart;
        const std::size_t first = out.size();
        for (std::size_t i = runStart; i < runEnd; ++i) {
            if (!std::isfinite(y[i])) {
                out.push_back(std::int64_t(i)); // kept where it is
                continue;
            }
            if (!(y[i] >= y[lowest]) || !std::isfinite(y[lowest])) {
                lowest = i;
            }
            if (!(y[i] <= y[highest]) || !std::isfinite(y[highest])) {
                highest = i;
            }
        }
        out.push_back(std::int64_t(runStart));
        out.push_back(std::int64_t(lowest));
        out.push_back(std::int64_t(highest));
        out.push_back(std::int64_t(runEnd - 1));
        std::sort(out.begin() + std::ptrdiff_t(first), out.end());
        out.erase(std::unique(out.begin() + std::ptrdiff_t(first), out.end()), out.end());
    };
    for (std::size_t i = begin + 1; i < end; ++i) {
        const std::int64_t column = columnOf(x[i]);
        if (column != runColumn) {
            flush(i);
            runStart = i;
            runColumn = column;
        }
    }
    flush(end);
    return out;
}

} // namespace slipway::events
