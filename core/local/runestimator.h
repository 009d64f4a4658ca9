#pragma once

// Turns what a smoke test measured into what to ask the cluster for. Plain C++: no torch, no Qt.

#include "local/localengine.h"

#include <cstdint>

namespace slipway::local {

struct EstimateInput
{
    double stepsPerSecond = 0.0; // measured on this computer
    int threads = 1;             // intra-op threads it was measured with
    int batchSize = 1;
    std::int64_t datasetSize = 0;
    int epochs = 1;
    double cpuToGpuFactor = 10.0;
    std::int64_t parameterCount = 0;
    double runMemoryMiB = 0.0; // peak RSS of the run minus what the process held before
};

class RunEstimator final
{
public:
    // Models up to this many parameters count as small: the Alliance's advice is to train them
    // on CPUs and leave the GPUs to work that can use them.
    static constexpr std::int64_t kSmallModelParameters = 5'000'000;
    // A CPU run longer than this goes to a GPU even for a small model.
    static constexpr double kMaxCpuHours = 12.0;
    // What a Python training process holds besides the model (interpreter, PyTorch, loader).
    static constexpr double kRuntimeOverheadMiB = 1024.0;

    static RunEstimate estimate(const EstimateInput &input);
};

} // namespace slipway::local
