#pragma once

#include "localbridge/localmodule.h"

#include "local/localengine.h"

#include <QMetaType>
#include <QString>

namespace slipway::localbridge {

// Everything a finished local run hands back to the UI or the CLI.
struct LocalRunResult
{
    LocalModuleStatus module;      // whether LibTorch could be opened at all
    local::SmokeTestReport report; // valid when module.isLoaded()
    QString libtorchVersion;
    int maxArchiveVersion = 0;
    double moduleLoadSeconds = 0.0; // 0 when the module was loaded earlier
    // From start() to the end of the first training step, module load included.
    double firstStepSinceStartSeconds = 0.0;
    QString eventFile;  // the TensorBoard event file written, if any
    QString eventError; // why no event file could be written

    bool ok() const { return module.isLoaded() && report.ok && eventError.isEmpty(); }
};

// The resources a smoke test suggests for the real run, in the units the New run wizard uses.
struct SuggestedResources
{
    int cpusPerTask = 1;
    int gpus = 0;
    int memoryGiB = 1;
    int walltimeMinutes = 15;
    QString advice;
};

} // namespace slipway::localbridge

Q_DECLARE_METATYPE(slipway::localbridge::LocalRunResult)
Q_DECLARE_METATYPE(slipway::localbridge::SuggestedResources)
