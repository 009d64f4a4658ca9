#include "plots/minmaxindex.h"

#include "events/decimation.h"

#include <algorithm>
#include <cmath>

namespace slipway::ui {

void MinMaxIndex::build(std::span<const double> y)
{
    m_size = 0;
    m_blocks.clear();
    summarise(y, 0);
}

void MinMaxIndex::extend(std::span<const double> y)
{
    if (y.size() < m_size) {
        build(y);
        return;
    }
    summarise(y, m_size / kBlock);
}

void MinMaxIndex::summarise(std::span<const double> y, std::size_t fromBlock)
{
    m_size = y.size();
    m_blocks.resize((m_size + kBlock - 1) / kBlock);
    for (std::size_t b = fromBlock; b < m_blocks.size(); ++b) {
        Block &block = m_blocks[b];
        block = Block{};
        const std::size_t begin = b * kBlock;
        const std::size_t end = std::min(m_size, begin + kBlock);
        double low = 0;
        double high = 0;
        for (std::size_t i = begin; i < end; ++i) {
            const double v = y[i];
            if (!std::isfinite(v)) {
                block.allFinite = false;
                continue;
            }
            const auto offset = std::uint32_t(i - begin);
            if (block.finite == 0) {
                block.lowest = block.highest = offset;
                low = high = v;
            } else {
                if (v < low) {
                    low = v;
                    block.lowest = offset;
                }
                if (v > high) {
                    high = v;
                    block.highest = offset;
                }
            }
            ++block.finite;
        }
        block.low = low;
        block.high = high;
    }
}

bool MinMaxIndex::finiteRange(double *low, double *high) const
{
    bool found = false;
    for (std::size_t b = 0; b < m_blocks.size(); ++b) {
        const Block &block = m_blocks[b];
        if (block.finite == 0) {
            continue;
        }
        const double blockLow = block.low;
        const double blockHigh = block.high;
        if (!found) {
            *low = blockLow;
            *high = blockHigh;
            found = true;
        } else {
            *low = std::min(*low, blockLow);
            *high = std::max(*high, blockHigh);
        }
    }
    return found;
}

std::vector<std::int64_t> MinMaxIndex::decimate(std::span<const double> x,
                                                std::span<const double> y, double xMin, double xMax,
                                                int columns) const
{
    std::vector<std::int64_t> out;
    const std::size_t n = std::min({x.size(), y.size(), m_size});
    if (n == 0) {
        return out;
    }
    // The same visible range and column arithmetic as events::decimateMinMax.
    const events::PixelColumns grid(x, n, xMin, xMax, columns);
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

    // Folds points [from, to) into the lowest/highest so far, point by point, keeping the
    // non-finite ones.
    std::size_t lowest = 0;
    std::size_t highest = 0;
    double lowValue = 0;
    double highValue = 0;
    bool haveFinite = false;
    auto takePoint = [&](std::size_t i) {
        const double v = y[i];
        if (!std::isfinite(v)) {
            out.push_back(std::int64_t(i));
            return;
        }
        if (!haveFinite) {
            lowest = highest = i;
            lowValue = highValue = v;
            haveFinite = true;
            return;
        }
        if (v < lowValue) {
            lowest = i;
            lowValue = v;
        }
        if (v > highValue) {
            highest = i;
            highValue = v;
        }
    };
    auto takeBlock = [&](std::size_t b) {
        const Block &block = m_blocks[b];
        const std::size_t base = b * kBlock;
        if (!block.allFinite) {
            for (std::size_t i = base; i < base + kBlock; ++i) {
                takePoint(i);
            }
            return;
        }
        if (!haveFinite) {
            lowest = base + block.lowest;
            highest = base + block.highest;
            lowValue = block.low;
            highValue = block.high;
            haveFinite = true;
            return;
        }
        if (block.low < lowValue) {
            lowest = base + block.lowest;
            lowValue = block.low;
        }
        if (block.high > highValue) {
            highest = base + block.highest;
            highValue = block.high;
        }
    };

    std::size_t runStart = begin;
    while (runStart < end) {
        const std::int64_t column = columnOf(x[runStart]);
        // The first point of a later column (x is sorted, so columns never go back).
        const std::size_t runEnd = std::size_t(
            std::partition_point(x.begin() + std::ptrdiff_t(runStart) + 1,
                                 x.begin() + std::ptrdiff_t(end),
                                 [&](double value) { return columnOf(value) == column; }) -
            x.begin());
        const std::size_t first = out.size();
        haveFinite = false;
        lowest = highest = runStart;
        std::size_t i = runStart;
        for (; i < runEnd && i % kBlock != 0; ++i) {
            takePoint(i);
        }
        for (; i + kBlock <= runEnd; i += kBlock) {
            takeBlock(i / kBlock);
        }
        for (; i < runEnd; ++i) {
            takePoint(i);
        }
        if (!haveFinite) {
            lowest = highest = runStart;
        }
        out.push_back(std::int64_t(runStart));
        out.push_back(std::int64_t(lowest));
        out.push_back(std::int64_t(highest));
        out.push_back(std::int64_t(runEnd - 1));
        std::sort(out.begin() + std::ptrdiff_t(first), out.end());
        out.erase(std::unique(out.begin() + std::ptrdiff_t(first), out.end()), out.end());
        runStart = runEnd;
    }
    return out;
}

} // namespace slipway::ui
