#include "events/smoothing.h"

#include <algorithm>
#include <cmath>

namespace slipway::events::smoothing {

std::vector<double> tensorBoardEma(std::span<const double> y, double weight)
{
    if (!std::isfinite(weight)) {
        weight = 0.0;
    }
    weight = std::clamp(weight, 0.0, 1.0);
    std::vector<double> out(y.begin(), y.end());
    if (y.empty()) {
        return out;
    }
    // All values equal (with ==, so a NaN never is): returned as they are.
    const double first = y.front();
    if (std::all_of(y.begin(), y.end(), [first](double v) { return v == first; })) {
        return out;
    }
    double last = 0.0;
    int accumulated = 0;
    for (std::size_t i = 0; i < y.size(); ++i) {
        const double next = y[i];
        if (!std::isfinite(next)) {
            continue; // passed through, state untouched
        }
        last = last * weight + (1.0 - weight) * next;
        ++accumulated;
        const double debias = weight == 1.0 ? 1.0 : 1.0 - std::pow(weight, accumulated);
        out[i] = last / debias;
    }
    return out;
}

std::vector<double> timeWeightedEma(std::span<const double> x, std::span<const double> y,
                                    double halfLife)
{
    std::vector<double> out(y.begin(), y.end());
    const std::size_t n = std::min(x.size(), y.size());
    if (n == 0 || !(halfLife > 0.0) || !std::isfinite(halfLife)) {
        return out;
    }
    double sum = 0.0;
    double norm = 0.0;
    double previousX = NAN;
    double firstGap = NAN; // the first point decays as if the second gap came before it
    for (std::size_t i = 1; i < n; ++i) {
        if (std::isfinite(x[i]) && std::isfinite(x[i - 1]) && x[i] > x[i - 1]) {
            firstGap = x[i] - x[i - 1];
            break;
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(y[i]) || !std::isfinite(x[i])) {
            continue;
        }
        double gap = std::isnan(previousX) ? firstGap : x[i] - previousX;
        if (!std::isfinite(gap)) {
            gap = halfLife; // a single point: its weight does not matter
        }
        const double decay = std::pow(0.5, std::max(0.0, gap) / halfLife);
        sum = sum * decay + (1.0 - decay) * y[i];
        norm = norm * decay + (1.0 - decay);
        out[i] = norm > 0.0 ? sum / norm : y[i];
        previousX = x[i];
    }
    return out;
}

std::vector<double> centredMovingAverage(std::span<const double> y, int window)
{
    std::vector<double> out(y.begin(), y.end());
    const std::size_t n = y.size();
    if (n == 0 || window <= 1) {
        return out;
    }
    const std::size_t half = std::size_t(window / 2);
    // Prefix sums of the finite values and of their count, in extended precision.
    std::vector<long double> sums(n + 1, 0.0L);
    std::vector<std::size_t> counts(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const bool finite = std::isfinite(y[i]);
        sums[i + 1] = sums[i] + (finite ? (long double)y[i] : 0.0L);
        counts[i + 1] = counts[i] + (finite ? 1 : 0);
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(y[i])) {
            continue;
        }
        const std::size_t begin = i >= half ? i - half : 0;
        const std::size_t end = std::min(n, i + half + 1);
        out[i] = double((sums[end] - sums[begin]) / (long double)(counts[end] - counts[begin]));
    }
    return out;
}

} // namespace slipway::events::smoothing
