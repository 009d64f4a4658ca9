#!/bin/bash
# One-time set-up on the login node for π 2.0 + AI platform, dgx2 (SJTU): creates the environment the job uses.
set -e
module load miniconda3
eval "$(conda shell.bash hook)"
if ! conda env list | grep -q -- '^pytorch-env '; then conda create --yes --name pytorch-env; fi
conda activate pytorch-env
conda install --yes pytorch torchvision -c pytorch
python -c 'import torch; c = torch.version.cuda; print("PyTorch", torch.__version__, "is ready and can use NVIDIA GPUs (CUDA " + c + ")." if c else "is ready but runs on CPUs only: this build has no GPU support.")'
