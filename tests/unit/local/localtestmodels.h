#pragma once

#include "testpaths.h"

#include "localbridge/localmodule.h"

#include <QString>

// Where the ctest fixture local_test_models (tests/data/models/export_models.py, run with
// Debian's python3-torch) puts the exported models, and the freshly built LibTorch module.
namespace slipway::test {

inline QString testModelsDir()
{
    return binaryDir() + QStringLiteral("/test-models");
}

inline QString testModel(const QString &name)
{
    return testModelsDir() + QLatin1Char('/') + name;
}

inline QString builtLocalModule()
{
    return binaryDir() + QStringLiteral("/lib/") + localbridge::LocalModule::moduleFileName();
}

} // namespace slipway::test
