#pragma once

#include <QString>

namespace slipway::ssh {

// The version of the libssh this build runs with, e.g. "0.10.6".
QString libraryVersion();

} // namespace slipway::ssh
