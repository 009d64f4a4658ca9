#include "local/runestimator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace slipway::local {
namespace {

std::string duration(double seconds)
{
    char text[64];
    if (seconds < 90.0) {
        std::snprintf(text, sizeof text, "%.0f s", seconds);
    } else if (seconds < 5400.0) {
        std::snprintf(text, sizeof text, "%.0f min", seconds / 60.0);
    } else {
        std::snprintf(text, sizeof text, "%.1f h", seconds / 3600.0);
    }
    return text;
}

// Measured time x 1.5, plus 10 minutes for start-up and data loading, rounded up to a quarter
// hour: schedulers kill jobs at the limit, and a little slack costs less than a lost run.
int walltimeMinutes(double seconds)
{
    const double minutes = seconds * 1.5 / 60.0 + 10.0;
    return std::max(15, int(std::ceil(minutes / 15.0)) * 15);
}

} // namespace

RunEstimate RunEstimator::estimate(const EstimateInput &input)
{
    RunEstimate result;
    result.epochs = std::max(1, input.epochs);
    const int batch = std::max(1, input.batchSize);
    result.stepsPerEpoch = (std::max<std::int64_t>(0, input.datasetSize) + batch - 1) / batch;
    result.cpuToGpuFactor = input.cpuToGpuFactor > 0.0 ? input.cpuToGpuFactor : 1.0;
    if (input.stepsPerSecond <= 0.0 || result.stepsPerEpoch == 0) {
        result.advice = "No estimate: the smoke test did not measure any training steps.";
        return result;
    }
    const double steps = double(result.stepsPerEpoch) * result.epochs;
    result.cpuSeconds = steps / input.stepsPerSecond;
    result.gpuSeconds = result.cpuSeconds / result.cpuToGpuFactor;

    const bool small = input.parameterCount <= kSmallModelParameters;
    const bool shortOnCpu = result.cpuSeconds <= kMaxCpuHours * 3600.0;
    result.preferCpu = small && shortOnCpu;
    const int threads = std::max(1, input.threads);
    const double memoryMiB = (std::max(0.0, input.runMemoryMiB) + kRuntimeOverheadMiB) * 1.5;
    result.suggestedMemoryGiB = std::max(2, int(std::ceil(memoryMiB / 1024.0)));

    char figures[160];
    std::snprintf(figures, sizeof figures,
                  "%lld steps per epoch x %d epoch%s at %.1f steps/s (measured here with %d "
                  "thread%s)",
                  static_cast<long long>(result.stepsPerEpoch), result.epochs,
                  result.epochs == 1 ? "" : "s", input.stepsPerSecond, threads,
                  threads == 1 ? "" : "s");
    if (result.preferCpu) {
        // One more core than measured, for the data loader.
        result.suggestedCpus = threads + 1;
        result.suggestedGpus = 0;
        result.suggestedWalltimeMinutes = walltimeMinutes(result.cpuSeconds);
        result.advice =
            std::string("Use CPUs, not a GPU: the model is small (") +
            std::to_string(input.parameterCount) + " parameters) and the whole run takes about " +
            duration(result.cpuSeconds) + " on CPUs (" + figures +
            "). A GPU would sit mostly idle and cost your group's allocation and "
            "priority; more CPUs (CPUs per task, in the New run wizard) usually help such "
            "models.";
    } else {
        result.suggestedCpus = std::max(4, threads);
        result.suggestedGpus = 1;
        result.suggestedWalltimeMinutes = walltimeMinutes(result.gpuSeconds);
        result.advice =
            std::string("Use one GPU: ") +
            (small ? "the run would take " + duration(result.cpuSeconds) + " on CPUs (" + figures +
                         ")"
                   : "the model has " + std::to_string(input.parameterCount) + " parameters") +
            ". With the assumed CPU->GPU factor of " +
            std::to_string(int(std::lround(result.cpuToGpuFactor))) +
            "x (an assumption, not a measurement) that is about " + duration(result.gpuSeconds) +
            ". Give the data loader as many workers as the job has CPUs per task.";
    }
    return result;
}

} // namespace slipway::local
