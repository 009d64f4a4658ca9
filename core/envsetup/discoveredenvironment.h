#pragma once

#include <QList>
#include <QString>

namespace slipway::envsetup {

// One thing a cluster offers to run Python in, as environment discovery found it.
struct DiscoveredEnvironment
{
    enum class Kind { Module, Conda, Venv };

    Kind kind = Kind::Module;
    QString name;   // "PyTorch/1.13.1", a conda environment's name, a venv's folder name
    QString path;   // conda prefix or venv folder; empty for modules
    QString detail; // where it was found: the module folder, "conda", the venv's parent

    static QString kindName(Kind kind); // "module", "conda", "venv"
};

using DiscoveredEnvironments = QList<DiscoveredEnvironment>;

} // namespace slipway::envsetup
