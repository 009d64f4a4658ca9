#!/bin/bash
# One-time set-up on the login node for Arc (UTSA): creates the environment the job uses.
set -e
export HF_HOME=/work/"$USER"/.cache/huggingface
export CONDA_PKGS_DIRS=/work/"$USER"/.conda/pkgs
module load anaconda3
eval "$(conda shell.bash hook)"
if ! [ -d /work/"$USER"/ml/p39-torch/conda-meta ]; then conda create --yes --prefix /work/"$USER"/ml/p39-torch python=3.9.0; fi
conda activate /work/"$USER"/ml/p39-torch
conda install --yes -c pytorch pytorch torchvision
python -c 'import torch; c = torch.version.cuda; print("PyTorch", torch.__version__, "is ready and can use NVIDIA GPUs (CUDA " + c + ")." if c else "is ready but runs on CPUs only: this build has no GPU support.")'
