#pragma once

#include "envsetup/discoveredenvironment.h"

#include <QByteArray>

namespace slipway::envsetup {

// Reads `conda env list --json` ({"envs": [prefix, ...]}).
class CondaParser final
{
public:
    // One entry per prefix: the base installation is named "base", the others by their folder
    // name. Returns nothing and sets `error` when the output is not that JSON.
    static DiscoveredEnvironments parseEnvList(const QByteArray &output, QString *error);
};

} // namespace slipway::envsetup
