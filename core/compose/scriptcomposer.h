#pragma once

#include "compose/composedscript.h"
#include "compose/jobspec.h"
#include "site/siteprofile.h"

namespace slipway::compose {

// JobSpec + profile -> job script for the profile's scheduler (Slurm #SBATCH, PBS Pro #PBS in
// ALCF's select/filesystems style, Cobalt #COBALT with aprun, or a plain bash script for this
// computer), with an explanation for every line, the one-time set-up script where the
// environment recipe needs one, and the findings of JobResolver. When a blocking problem
// prevents composing at all, `lines` is empty.
class ScriptComposer final
{
public:
    static ComposedScript compose(const JobSpec &spec, const site::SiteProfile &profile);
};

} // namespace slipway::compose
