#pragma once

#include <QtGlobal>

#include <cstdint>
#include <vector>

namespace slipway::events {

// Every point of one scalar time series, stored column by column and compactly: step (8 bytes),
// value (4 bytes while every value is exactly a float32, else 8) and wall time (4 bytes, float
// seconds after the series' first point). That is 16 bytes a point for float data, the common
// case (simple_value, DT_FLOAT), and 20 for double data.
//
// Steps are kept strictly increasing, the way TensorBoard's default loader (RustBoard) keeps a
// time series: a point whose step is not above the last one first removes every kept point with
// a step at or above it (a restarted run overwrites what it writes again).
class ScalarSeries final
{
public:
    qsizetype size() const { return qsizetype(m_steps.size()); }
    bool isEmpty() const { return m_steps.empty(); }

    std::int64_t step(qsizetype i) const { return m_steps[std::size_t(i)]; }
    double value(qsizetype i) const
    {
        return m_storesDoubles ? m_doubleValues[std::size_t(i)]
                               : double(m_floatValues[std::size_t(i)]);
    }
    double wallTime(qsizetype i) const
    {
        return m_wallBase + double(m_wallOffsets[std::size_t(i)]);
    }
    // Seconds since the series' first point (x axis "relative time").
    double relativeTime(qsizetype i) const { return double(m_wallOffsets[std::size_t(i)]); }
    double firstWallTime() const { return m_wallBase; }
    bool storesDoubles() const { return m_storesDoubles; }

    const std::vector<std::int64_t> &steps() const { return m_steps; }

    // Returns how many kept points the new point replaced (0 unless the step went back).
    qsizetype append(std::int64_t step, double wallTime, double value);
    void clear();
    // Makes room for `count` points in all, so a long read does not copy the columns each time
    // they double (pages not yet written cost no memory).
    void reserve(qsizetype count);
    // Gives back spare capacity (after a complete read).
    void squeeze();
    // Heap bytes held by the columns, spare capacity included.
    qsizetype memoryBytes() const;

private:
    qsizetype truncateFromStep(std::int64_t step);

    std::vector<std::int64_t> m_steps;
    std::vector<float> m_floatValues;   // used while every value is exactly a float
    std::vector<double> m_doubleValues; // used from the first value that is not
    std::vector<float> m_wallOffsets;
    double m_wallBase = 0.0;
    bool m_storesDoubles = false;
};

} // namespace slipway::events
