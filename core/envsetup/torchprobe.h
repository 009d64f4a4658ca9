#pragma once

#include "common/commandrunner.h"
#include "compose/jobspec.h"

#include <QString>

namespace slipway::envsetup {

// What `import torch` says in an environment.
struct TorchInfo
{
    bool imported = false;
    QString version; // torch.__version__, "1.13.0a0"
    bool cudaBuilt = false;
    QString cudaVersion; // torch.version.cuda; empty for a CPU build
    QString error;       // why there is no answer: the last line of Python's error, or the shell's
};

// Checks the torch in an environment: loads its modules, activates its venv or conda
// environment, and asks Python for torch's version and whether CUDA is built in.
class TorchProbe final
{
public:
    // A bash command for a login shell; every name and path is quoted.
    static QString command(const compose::JobEnvironment &environment);

    static TorchInfo parse(const CommandResult &result);
};

} // namespace slipway::envsetup
