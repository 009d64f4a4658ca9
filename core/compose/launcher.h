#pragma once

#include "compose/composedscript.h"
#include "compose/resolvedjob.h"

namespace slipway::compose {

// The lines that start the training for the job's parallelism on its scheduler: plain python,
// OMP threads for many CPUs, DDP through srun (one rank per GPU, RANK/LOCAL_RANK/WORLD_SIZE
// from Slurm inside the step), DDP through torchrun (one launcher per node, c10d rendezvous on
// the first host), Horovod (srun, mpiexec on PBS Pro, aprun on Cobalt).
class Launcher final
{
public:
    static QList<ScriptLine> lines(const ResolvedJob &job);

    // "python train.py --epochs 3", quoted, with the container prefix if any.
    static QString pythonCommand(const ResolvedJob &job);
};

} // namespace slipway::compose
