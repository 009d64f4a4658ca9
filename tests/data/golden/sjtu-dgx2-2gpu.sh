#!/bin/bash
#SBATCH --job-name=test
#SBATCH --partition=dgx2
#SBATCH --nodes=1
#SBATCH --ntasks-per-node=1
#SBATCH --cpus-per-task=12
#SBATCH --gres=gpu:2
#SBATCH --time=01:00:00
#SBATCH --output=%j.out
#SBATCH --error=%j.err

set -e
export http_proxy=http://proxy.pi.sjtu.edu.cn:3004/
export https_proxy=http://proxy.pi.sjtu.edu.cn:3004/
module load miniconda3
eval "$(conda shell.bash hook)"
conda activate pytorch-env
python test.py
