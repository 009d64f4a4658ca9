#pragma once

// Runs one smoke test or local training run: loads the model, checks forward and backward,
// trains, measures and estimates. Plain C++ interface; the implementation uses torch.

#include "local/localengine.h"

namespace slipway::local {

class SmokeTestRunner final
{
public:
    // Never throws: every failure ends up in the report.
    static SmokeTestReport run(const SmokeTestRequest &request, const ProgressCallback &progress);
};

} // namespace slipway::local
