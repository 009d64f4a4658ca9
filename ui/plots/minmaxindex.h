#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace slipway::ui {

// A summary of a series for fast display decimation: for every block of kBlock points, where
// its lowest and highest finite values are and whether it holds a non-finite one. decimate()
// returns exactly what events::decimateMinMax returns for x sorted ascending (the first, lowest,
// highest and last point of each pixel column, every non-finite point, one point beyond each
// edge), but walks whole blocks through their summary, so a view over ten million points costs
// about n / kBlock steps instead of n.
class MinMaxIndex final
{
public:
    static constexpr std::size_t kBlock = 64;

    // Summarises y (again, from scratch).
    void build(std::span<const double> y);
    // y grew and its first size() values are unchanged: summarises the new values only (and
    // the last block again, which they may complete).
    void extend(std::span<const double> y);
    std::size_t size() const { return m_size; }

    // The lowest and highest finite value of the y given to build(), from the block summaries;
    // false when there is none.
    bool finiteRange(double *low, double *high) const;

    // x must be sorted ascending and as long as the y given to build().
    std::vector<std::int64_t> decimate(std::span<const double> x, std::span<const double> y,
                                       double xMin, double xMax, int columns) const;

private:
    struct Block
    {
        double low = 0; // the values there, kept here so a walk over blocks reads them in order
        double high = 0;
        std::uint32_t lowest = 0; // offsets in the block; meaningful when `finite` > 0
        std::uint32_t highest = 0;
        std::uint32_t finite = 0; // how many finite values
        bool allFinite = true;
    };
    void summarise(std::span<const double> y, std::size_t fromBlock);

    std::vector<Block> m_blocks;
    std::size_t m_size = 0;
};

} // namespace slipway::ui
