#pragma once

#include "compose/jobspec.h"

#include <QString>

#include <optional>

namespace slipway::ctl {

// Reads a JobSpec from `path` ("-": standard input). On failure prints why to stderr, each
// line starting with "slipwayctl COMMAND:" or "error: PATH:", and returns nothing.
std::optional<JobSpec> readSpecFile(const QString &path, const QString &command);

} // namespace slipway::ctl
