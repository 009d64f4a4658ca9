#pragma once

#include "compose/composedscript.h"
#include "compose/resolvedjob.h"

namespace slipway::compose {

// The environment part of a job script (modules, venv, per-job virtualenv from the wheelhouse,
// conda, container) and, where the recipe needs one, the one-time set-up script for the login
// node that creates the venv or conda prefix and installs the packages.
class EnvironmentRecipe final
{
public:
    // Lines for the job script, run before the launch line.
    static QList<ScriptLine> jobLines(const ResolvedJob &job);

    // The set-up script; empty when the recipe needs none (modules, wheelhouse, container, none).
    static QList<ScriptLine> setupLines(const ResolvedJob &job);

    // Words that go before "python" on the launch line: the container runtime, if any.
    static QStringList launchPrefix(const ResolvedJob &job);
};

} // namespace slipway::compose
