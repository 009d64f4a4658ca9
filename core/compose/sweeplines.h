#pragma once

#include "compose/composedscript.h"
#include "compose/resolvedjob.h"
#include "compose/sweep.h"

namespace slipway::compose {

// The lines a sweep adds to a job script: the job array directive, and the lines that read the
// task's row of the parameters table and turn it into the entry script's arguments
// ("--NAME=VALUE" and "--logdir=LOGDIR/FOLDER"). The table's path reaches the job as the
// script's first argument (Slurm: sbatch SCRIPT TABLE OFFSET) or as SLIPWAY_SWEEP_TABLE (PBS
// Pro: qsub -v), never inside the script; the values are read with `read -r` into an array and
// are never parsed by a shell.
namespace sweeplines {

// Scheduler directives for the first array of the sweep (Slipway gives the exact range when it
// submits, which also covers sweeps split into several arrays).
QList<ScriptLine> directives(const ResolvedJob &job, const Sweep &sweep);
QList<ScriptLine> taskLines(const ResolvedJob &job, const Sweep &sweep);
// The array range for `count` tasks, with the concurrency limit: "0-3%2".
QString slurmArray(int count, int maxRunning);
// Tasks by index, as Slurm takes them: "1,3,7%2".
QString slurmArrayOf(const QList<int> &indices, int maxRunning);
// How a sweep of `tasks` tasks is split into arrays of at most `maxArraySize` (Slurm's
// default 1001 when 0): (first task, number of tasks) for each array.
QList<QPair<int, int>> chunks(int tasks, int maxArraySize);

} // namespace sweeplines

} // namespace slipway::compose
