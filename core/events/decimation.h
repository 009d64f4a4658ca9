#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace slipway::events {

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
