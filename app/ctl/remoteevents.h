#pragma once

#include <QString>

#include <memory>
#include <optional>

namespace slipway::ctl {

// For `events` and `plot`: turns PATH into a local path to read. A local PATH is returned as
// it is. "HOST:path" is mirrored into the local cache over Slipway's SSH connection (only new
// bytes are fetched; see remote/eventmirror.h) and the local copy is returned. Prints what it
// fetched, or why it could not, to stderr; nothing on failure.
std::optional<QString> localPathFor(const QString &path, const QString &configFile,
                                    const QString &command);

} // namespace slipway::ctl
