#pragma once

#include <QString>

// Paths the build passes to every test (see tests/CMakeLists.txt).
namespace slipway::test {

inline QString sourceDir()
{
    return QStringLiteral(SLIPWAY_SOURCE_DIR);
}

inline QString binaryDir()
{
    return QStringLiteral(SLIPWAY_BINARY_DIR);
}

inline QString binDir()
{
    return QStringLiteral(SLIPWAY_BINARY_DIR "/bin");
}

inline QString sharedDir()
{
    return QStringLiteral(SLIPWAY_SHARED_DIR);
}

} // namespace slipway::test
