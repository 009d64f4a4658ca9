#!/bin/bash
# shellcheck disable=SC1091
# One-time set-up on the login node for Slipway test cluster (this computer, tests/cluster): creates the environment the job uses.
set -e
module load PyTorch/1.13.1
mkdir -p -- "$HOME"/slipway-envs
if [ ! -x "$HOME"/slipway-envs/torch/bin/python ]; then /usr/bin/python3 -m venv --system-site-packages "$HOME"/slipway-envs/torch; fi
source "$HOME"/slipway-envs/torch/bin/activate
python -c 'import torch; print("torch", torch.__version__, "CUDA built in:", torch.version.cuda)'
