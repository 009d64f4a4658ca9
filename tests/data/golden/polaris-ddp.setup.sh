#!/bin/bash
# One-time set-up on the login node for Polaris (ALCF, PBS Pro): checks the environment the job uses.
set -e
module use /soft/modulefiles
module load conda
eval "$(conda shell.bash hook)"
conda activate base
python -c 'import torch; print("torch", torch.__version__, "CUDA built in:", torch.version.cuda)'
