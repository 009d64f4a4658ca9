#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace slipway::events {

// The pixel-column arithmetic every decimation shares: a chart `columns` pixels wide showing x
// in [xMin, xMax] (an empty range widened to 1), the index range [begin, end) of the points to
// look at (with sorted x: the visible ones plus one beyond each edge, so the line runs off the
// chart), and the column of an x value (-1 left of the chart or NaN, `columns` right of it).
struct PixelColumns
{
    PixelColumns(std::span<const double> x, std::size_t n, double xMin, double xMax, int columns,
                 bool sortedX = true);

    std::int64_t columnOf(double value) const
    {
        if (!(value >= xMin)) {
            return -1;
        }
        if (value > xMax) {
            return columns;
        }
        return std::min<std::int64_t>(columns - 1, std::int64_t((value - xMin) * scale));
    }
    // True when there are so few points in range that drawing them all is as cheap.
    bool keepAll() const { return std::size_t(columns) * 4 >= end - begin; }

    double xMin = 0.0;
    double xMax = 1.0;
    int columns = 1;
    double scale = 1.0;
    std::size_t begin = 0;
    std::size_t end = 0;
};

// Picks the points to draw for a chart `columns` pixels wide showing x in [xMin, xMax]: within
// each pixel column, every run of consecutive points keeps its first, lowest, highest and last
// point. Every extreme survives, so the drawn curve looks the same as the full data, and at most
// about four points per column (plus one on each side of the visible range) are drawn.
// Non-finite y values are kept (they break the line where they are). When `sortedX` is true,
// the visible range is found by binary search instead of a full pass.
std::vector<std::int64_t> decimateMinMax(std::span<const double> x, std::span<const double> y,
                                         double xMin, double xMax, int columns,
                                         bool sortedX = true);

} // namespace slipway::events
