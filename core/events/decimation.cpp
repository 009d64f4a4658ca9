#include "events/decimation.h"

#include <algorithm>
#include <cmath>

namespace slipway::events {

PixelColumns::PixelColumns(std::span<const double> x, std::size_t n, double xMinIn, double xMaxIn,
                           int columnsIn, bool sortedX)
    : xMin(xMinIn)
    , xMax(xMaxIn > xMinIn ? xMaxIn : xMinIn + 1.0)
    , columns(std::max(columnsIn, 1))
    , end(n)
{
    scale = columns / (xMax - xMin);
    if (sortedX) {
        const auto first = x.begin();
        const auto last = x.begin() + std::ptrdiff_t(n);
        begin = std::size_t(std::lower_bound(first, last, xMin) - first);
        begin = begin > 0 ? begin - 1 : 0;
        end = std::min(n, std::size_t(std::upper_bound(first, last, xMax) - first) + 1);
    }
}

std::vector<std::int64_t> decimateMinMax(std::span<const double> x, std::span<const double> y,
                                         double xMin, double xMax, int columns, bool sortedX)
{
    std::vector<std::int64_t> out;
    const std::size_t n = std::min(x.size(), y.size());
    if (n == 0) {
        return out;
    }
    const PixelColumns grid(x, n, xMin, xMax, columns, sortedX);
    const std::size_t begin = grid.begin;
    const std::size_t end = grid.end;
    if (grid.keepAll()) {
        for (std::size_t i = begin; i < end; ++i) {
            out.push_back(std::int64_t(i));
        }
        return out;
    }
    out.reserve(std::size_t(grid.columns) * 4 + 4);
    auto columnOf = [&grid](double value) {
        return grid.columnOf(value);
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
