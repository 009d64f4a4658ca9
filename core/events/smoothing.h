#pragma once

#include <span>
#include <vector>

// Smoothing of one series, as pure functions. Non-finite values (NaN, ±Inf) are passed through
// unchanged and do not disturb the smoothing of the points around them.
namespace slipway::events::smoothing {

// TensorBoard's scalar-dashboard smoothing ("classicSmoothing" in its line chart): a debiased
// exponential moving average. weight is clamped to [0, 1] (non-finite counts as 0); a series
// whose values are all equal is returned unchanged, as TensorBoard does.
std::vector<double> tensorBoardEma(std::span<const double> y, double weight);

// The running state of tensorBoardEma, so that a growing series is smoothed by its new points
// only (see extendTensorBoardEma).
struct EmaState
{
    double first = 0.0;
    bool constant = true; // every value so far equals the first (returned unchanged)
    double last = 0.0;
    int accumulated = 0;
    bool debiased = false; // 1 - weight^n is exactly 1 from here on
};

// Brings `out`, the smoothing of y's first out->size() values with `weight` and `state`, up to
// all of y: afterwards *out equals tensorBoardEma(y, weight), bit for bit. Only the new values
// are smoothed, except when a new value ends a run of equal values (TensorBoard returns an
// all-equal series unchanged), which smooths everything again. Returns the first index whose
// smoothed value changed. Start with an empty *out and a default state; the weight must stay
// the same from call to call.
std::size_t extendTensorBoardEma(std::span<const double> y, double weight, EmaState *state,
                                 std::vector<double> *out);

// A debiased exponential moving average whose decay follows the gaps in x: a point's weight
// halves every `halfLife` units of x. On evenly spaced x it equals tensorBoardEma with
// weight = 0.5^(spacing / halfLife), so unevenly logged runs smooth the same way in time.
// x must not decrease (a point whose x goes back decays nothing).
std::vector<double> timeWeightedEma(std::span<const double> x, std::span<const double> y,
                                    double halfLife);

// The mean of the finite values in a window of `window` points centred on each point (an even
// window grows by one); the window is cut at both ends of the series.
std::vector<double> centredMovingAverage(std::span<const double> y, int window);

// The smoothings a person can choose, all driven by one weight in [0, 1) (the Plots page's
// slider), so that each means about the same amount of smoothing:
enum class Method {
    TensorBoardEma,  // tensorBoardEma(y, weight)
    TimeWeightedEma, // timeWeightedEma with the half-life the EMA has at the mean spacing of x
    CentredAverage,  // centredMovingAverage over the EMA's span, (1 + weight) / (1 - weight)
};

// The half-life (in units of x) and the window that `weight` stands for; 0 / 1 when weight is
// 0 (no smoothing) or x has no spacing.
double halfLifeFor(std::span<const double> x, double weight);
int windowFor(double weight);

std::vector<double> smooth(Method method, std::span<const double> x, std::span<const double> y,
                           double weight);

} // namespace slipway::events::smoothing
