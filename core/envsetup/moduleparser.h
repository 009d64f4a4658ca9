#pragma once

#include "envsetup/discoveredenvironment.h"

#include <QByteArray>
#include <QStringList>

namespace slipway::envsetup {

// Reads the terse module listings of Lmod (`module -t avail`) and Environment Modules
// (`module avail -t`), and the version list of Lmod's `module spider NAME`.
class ModuleParser final
{
public:
    // Module names with versions ("PyTorch/1.13.1"), one entry per loadable module, in the
    // order listed, without duplicates. Folder headers ("/opt/modules:"), bare family names
    // ("PyTorch/"), Lmod's markers ("(D)", "(L)", "<aL>") and messages are dropped; the folder a
    // module was listed under goes into `detail`.
    static DiscoveredEnvironments parseTerseAvail(const QByteArray &output);

    // The versions `module spider NAME` lists ("PyTorch/1.12.0", "PyTorch/1.13.1"), both for a
    // name with one version ("PyTorch: PyTorch/1.13.1") and for one with several ("Versions:").
    static QStringList parseSpiderVersions(const QByteArray &output, const QString &name);
};

} // namespace slipway::envsetup
