#include "events/smoothing.h"

#include <algorithm>
#include <cmath>

namespace slipway::events::smoothing {

std::vector<double> tensorBoardEma(std::span<const double> y, double weight)
{
    std::vector<double> out;
    EmaState state;
    extendTensorBoardEma(y, weight, &state, &out);
    return out;
}

std::size_t extendTensorBoardEma(std::span<const double> y, double weight, EmaState *state,
                                 std::vector<double> *out)
{
    if (!std::isfinite(weight)) {
        weight = 0.0;
    }
    weight = std::clamp(weight, 0.0, 1.0);
    if (out->size() > y.size()) { // not the series smoothed before: start again
        out->clear();
    }
    std::size_t from = out->size();
    if (from == 0) {
        *state = EmaState{};
        if (y.empty()) {
            return 0;
        }
        state->first = y.front();
    }
    if (state->constant) {
        // All values equal (with ==, so a NaN never is): returned as they are.
        std::size_t i = from;
        while (i < y.size() && y[i] == state->first) {
            ++i;
        }
        if (i == y.size()) {
            out->insert(out->end(), y.begin() + std::ptrdiff_t(from), y.end());
            return from;
        }
        state->constant = false;
        from = 0; // the values kept as they were are smoothed now
    }
    if (from == 0) {
        state->last = 0.0;
        state->accumulated = 0;
        state->debiased = weight == 1.0;
    }
    out->resize(y.size());
    // Once weight^n is below 2^-54, 1 - weight^n rounds to exactly 1.0, and stays there as n
    // grows: pow() is no longer called (it is slow, and slower still where it underflows), and
    // the results are bit for bit the same.
    for (std::size_t i = from; i < y.size(); ++i) {
        const double next = y[i];
        if (!std::isfinite(next)) {
            (*out)[i] = next; // passed through, state untouched
            continue;
        }
        state->last = state->last * weight + (1.0 - weight) * next;
        ++state->accumulated;
        double debias = 1.0;
        if (!state->debiased) {
            const double power = std::pow(weight, state->accumulated);
            state->debiased = power < 0x1p-54;
            debias = 1.0 - power;
        }
        (*out)[i] = state->last / debias;
    }
    return from;
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

double halfLifeFor(std::span<const double> x, double weight)
{
    if (!(weight > 0.0) || !(weight < 1.0)) {
        return 0.0;
    }
    // The mean spacing of the finite, increasing x values.
    double first = NAN;
    double last = NAN;
    std::size_t count = 0;
    for (const double v : x) {
        if (std::isfinite(v)) {
            if (std::isnan(first)) {
                first = v;
            }
            last = v;
            ++count;
        }
    }
    if (count < 2 || !(last > first)) {
        return 0.0;
    }
    const double spacing = (last - first) / double(count - 1);
    // An EMA with `weight` halves a point's weight every log(0.5) / log(weight) points.
    return spacing * std::log(0.5) / std::log(weight);
}

int windowFor(double weight)
{
    if (!(weight > 0.0) || !(weight < 1.0)) {
        return 1;
    }
    return std::max(1, int(std::lround((1.0 + weight) / (1.0 - weight))));
}

std::vector<double> smooth(Method method, std::span<const double> x, std::span<const double> y,
                           double weight)
{
    switch (method) {
    case Method::TimeWeightedEma: {
        const double halfLife = halfLifeFor(x, weight);
        return halfLife > 0.0 ? timeWeightedEma(x, y, halfLife)
                              : std::vector<double>(y.begin(), y.end());
    }
    case Method::CentredAverage:
        return centredMovingAverage(y, windowFor(weight));
    case Method::TensorBoardEma:
        break;
    }
    return tensorBoardEma(y, weight);
}

} // namespace slipway::events::smoothing
