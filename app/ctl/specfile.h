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

// The JobSpec named by --spec and the profile it names, as `slipwayctl COMMAND` reads them.
struct LoadedSpec
{
    compose::JobSpec spec;
    std::unique_ptr<site::ProfileRegistry> registry; // owns profile
    const site::SiteProfile &profile;
};

// Reads --spec and its profile. On failure prints the reason, sets exitCode to 2 (no --spec) or
// 1 (unreadable spec, unknown profile) and returns nothing, so a spec and a profile are there
// exactly when the caller can reach them.
std::optional<LoadedSpec> loadSpecOption(const QCommandLineParser &parser, const QString &command,
                                         int &exitCode);

// The project folder: --project, else the spec's "project" (relative to the spec file, unless
// the spec came from standard input); empty when neither names one.
QString specProjectFolder(const QCommandLineParser &parser, const compose::JobSpec &spec);

} // namespace slipway::ctl
