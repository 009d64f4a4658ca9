#pragma once

#include "compose/composedscript.h"
#include "compose/resolvedjob.h"

namespace slipway::compose::resumelines {

// The lines a resumable run ("resumable" in the JobSpec) adds to a job script, the way
// submitit keeps jobs alive across requeues:
// - Slurm: `--requeue` (the job may be put back in the queue, keeping its id),
//   `--open-mode=append` (the log of each start is added to the last one's) and
//   `--signal=B:USR1@N` (this script is warned N seconds before the time limit); a trap on
//   USR1 passes the warning on to the training, waits for it to save, and requeues the job
//   with `scontrol requeue "$SLURM_JOB_ID"`.
// - PBS Pro: `-r y` (the cluster may rerun the job after a node failure or preemption). PBS
//   warns nobody before the time limit and only operators may rerun a job, so the run is
//   continued by submitting it again; a finding says so.
// - Cobalt and the local profile: no requeue at all; each new submission resumes.
// On every scheduler the training learns the checkpoint folder (SLIPWAY_CHECKPOINT_DIR) and
// the newest checkpoint in it (SLIPWAY_RESUME_FROM, empty on the first start).
QList<ScriptLine> directives(const ResolvedJob &job, Findings *findings);
QList<ScriptLine> resumeLines(const ResolvedJob &job);
// Runs the launcher's last line in the background, so that the trap can run while the
// training does, and waits for it (Slurm only; other schedulers get the lines unchanged).
QList<ScriptLine> launchLines(const ResolvedJob &job, QList<ScriptLine> launcher);

// The warning before the time limit when the spec gives none.
constexpr int kDefaultWarningSeconds = 120;
// The checkpoint folder when the spec gives none (relative to the working folder).
QString defaultCheckpointDir();

} // namespace slipway::compose::resumelines
