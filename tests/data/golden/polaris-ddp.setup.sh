#!/bin/bash
# One-time set-up on the login node for Polaris (ALCF, PBS Pro): checks the environment the job uses.
set -e
module use /soft/modulefiles
module load conda
eval "$(conda shell.bash hook)"
conda activate base
python -c 'import torch; c = torch.version.cuda; print("PyTorch", torch.__version__, "is ready and can use NVIDIA GPUs (CUDA " + c + ")." if c else "is ready but runs on CPUs only: this build has no GPU support.")'
