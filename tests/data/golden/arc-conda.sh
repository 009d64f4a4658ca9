#!/bin/bash
#SBATCH --job-name=mnist
#SBATCH --partition=gpu2v100
#SBATCH --nodes=1
#SBATCH --ntasks-per-node=1
#SBATCH --cpus-per-task=10
#SBATCH --gres=gpu:1
#SBATCH --time=02:00:00
#SBATCH --output=slipway-%j.out

set -e
export HF_HOME=/work/"$USER"/.cache/huggingface
export CONDA_PKGS_DIRS=/work/"$USER"/.conda/pkgs
module load anaconda3
eval "$(conda shell.bash hook)"
conda activate /work/"$USER"/ml/p39-torch
python test.py
