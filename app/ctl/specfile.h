#pragma once

#include "compose/jobspec.h"
#include "site/profileregistry.h"

#include <QString>

#include <optional>

namespace slipway::ctl {

// Reads a JobSpec from `path` ("-": standard input). On failure prints why to stderr, each
// line starting with "slipwayctl COMMAND:" or "error: PATH:", and returns nothing.
std::optional<JobSpec> readSpecFile(const QString &path, const QString &command);

// The profile a spec names (empty: `local`). When there is none, prints which profiles exist,
// and why any user profile failed to load, and returns null.
const SiteProfile *findSpecProfile(const ProfileRegistry &registry, const JobSpec &spec);

} // namespace slipway::ctl
