#include "events/scalarseries.h"

#include <algorithm>
#include <cmath>

namespace slipway::events {

namespace {

bool exactlyFloat(double value)
{
    // NaN compares unequal to itself but is stored as a float NaN just fine.
    return std::isnan(value) || double(float(value)) == value;
}

} // namespace

qsizetype ScalarSeries::append(std::int64_t step, double wallTime, double value)
{
    qsizetype replaced = 0;
    if (!m_steps.empty() && step <= m_steps.back()) {
        replaced = truncateFromStep(step);
    }
    if (m_steps.empty()) {
        m_wallBase = std::isfinite(wallTime) ? wallTime : 0.0;
    }
    m_steps.push_back(step);
    m_wallOffsets.push_back(float(wallTime - m_wallBase));
    if (!m_storesDoubles && !exactlyFloat(value)) {
        m_doubleValues.reserve(m_steps.capacity());
        m_doubleValues.assign(m_floatValues.begin(), m_floatValues.end());
        m_floatValues = {};
        m_storesDoubles = true;
    }
    if (m_storesDoubles) {
        m_doubleValues.push_back(value);
    } else {
        m_floatValues.push_back(float(value));
    }
    return replaced;
}

qsizetype ScalarSeries::truncateFromStep(std::int64_t step)
{
    const auto it = std::lower_bound(m_steps.begin(), m_steps.end(), step);
    const std::size_t keep = std::size_t(it - m_steps.begin());
    const qsizetype removed = qsizetype(m_steps.size() - keep);
    m_steps.resize(keep);
    m_wallOffsets.resize(keep);
    if (m_storesDoubles) {
        m_doubleValues.resize(keep);
    } else {
        m_floatValues.resize(keep);
    }
    return removed;
}

void ScalarSeries::clear()
{
    m_steps = {};
    m_floatValues = {};
    m_doubleValues = {};
    m_wallOffsets = {};
    m_wallBase = 0.0;
    m_storesDoubles = false;
}

void ScalarSeries::reserve(qsizetype count)
{
    const std::size_t n = std::size_t(count);
    m_steps.reserve(n);
    m_wallOffsets.reserve(n);
    if (m_storesDoubles) {
        m_doubleValues.reserve(n);
    } else {
        m_floatValues.reserve(n);
    }
}

void ScalarSeries::squeeze()
{
    m_steps.shrink_to_fit();
    m_floatValues.shrink_to_fit();
    m_doubleValues.shrink_to_fit();
    m_wallOffsets.shrink_to_fit();
}

qsizetype ScalarSeries::memoryBytes() const
{
    const std::size_t bytes =
        m_steps.capacity() * sizeof(std::int64_t) + m_floatValues.capacity() * sizeof(float) +
        m_doubleValues.capacity() * sizeof(double) + m_wallOffsets.capacity() * sizeof(float);
    return qsizetype(bytes);
}

} // namespace slipway::events
