#pragma once

#include "compose/finding.h"
#include "compose/jobspec.h"

class QCommandLineParser;

namespace slipway {
class CommandRunner;
}

namespace slipway::ctl {

// The check of a job's environment on the login node (envsetup/environmentcheck.h), as
// `slipwayctl submit` runs it before it uploads anything and `slipwayctl check` runs it alone:
// the environment exists, the modules load, what the entry script of `projectFolder` imports
// (and its requirements.txt names) is there, tensorboard is there when the job starts it.
// Prints each finding as "error: FIELD (field name): message" on stderr and returns false when
// one of them stops the submission. Waits in its own event loop.
// One finding as the CLI prints it: "error: entry (Training script): message"; the spec
// field for spec files, the name the wizard gives it for everyone else.
QString findingLine(const compose::Finding &finding);

bool checkEnvironmentOnCluster(CommandRunner &runner, const compose::JobSpec &resolvedSpec,
                               const QString &projectFolder);

} // namespace slipway::ctl
