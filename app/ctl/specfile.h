#pragma once

#include "compose/jobspec.h"
#include "site/profileregistry.h"

class QCommandLineParser;

#include <QString>

#include <memory>

#include <optional>

namespace slipway::ctl {

// Reads a JobSpec from `path` ("-": standard input). On failure prints why to stderr, each
// line starting with "slipwayctl COMMAND:" or "error: PATH:", and returns nothing.
std::optional<compose::JobSpec> readSpecFile(const QString &path, const QString &command);

// The profile a spec names (empty: `local`). When there is none, prints which profiles exist,
// and why any user profile failed to load, and returns null.
const site::SiteProfile *findSpecProfile(const site::ProfileRegistry &registry,
                                         const compose::JobSpec &spec);

// The JobSpec named by --spec and its profile, as `slipwayctl COMMAND` reads them. On failure
// the reason is printed and exitCode is 2 (no --spec) or 1 (unreadable spec, unknown profile).
struct LoadedSpec
{
    std::optional<compose::JobSpec> spec;
    std::unique_ptr<site::ProfileRegistry> registry; // owns *profile
    const site::SiteProfile *profile = nullptr;
    int exitCode = 0;
    bool ok() const { return exitCode == 0; }
};
LoadedSpec loadSpecOption(const QCommandLineParser &parser, const QString &command);

} // namespace slipway::ctl
