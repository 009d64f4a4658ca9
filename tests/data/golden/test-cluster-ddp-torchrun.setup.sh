#!/bin/bash
# One-time set-up on the login node for Slipway test cluster (this computer, tests/cluster): creates the environment the job uses.
set -e
module load PyTorch/1.13.1
mkdir -p -- "$HOME"/slipway-envs
if [ ! -x "$HOME"/slipway-envs/torch/bin/python ]; then /usr/bin/python3 -m venv --system-site-packages "$HOME"/slipway-envs/torch; fi
source "$HOME"/slipway-envs/torch/bin/activate
python -c 'import torch; c = torch.version.cuda; print("PyTorch", torch.__version__, "is ready and can use NVIDIA GPUs (CUDA " + c + ")." if c else "is ready but runs on CPUs only: this build has no GPU support.")'
