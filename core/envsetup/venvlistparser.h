#pragma once

#include "envsetup/discoveredenvironment.h"

#include <QByteArray>
#include <QStringList>

namespace slipway::envsetup {

// Finds Python venvs (folders with bin/activate) under a few folders on the cluster.
class VenvListParser final
{
public:
    // The command: `find` under each root (path words as shellwords::pathWord writes them, so
    // $HOME and ~/ expand) to `maxDepth` levels, printing each bin/activate it finds.
    static QString command(const QStringList &roots, int maxDepth = 4, int limit = 200);

    // One venv per ".../bin/activate" line, named after its folder; duplicates dropped.
    static DiscoveredEnvironments parse(const QByteArray &output);
};

} // namespace slipway::envsetup
