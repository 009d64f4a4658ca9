#!/bin/bash
#SBATCH --job-name=ddp-mnist
#SBATCH --partition=ml
#SBATCH --nodes=2
#SBATCH --ntasks-per-node=6
#SBATCH --cpus-per-task=7
#SBATCH --gres=gpu:6
#SBATCH --mem=250000
#SBATCH --time=01:00:00
#SBATCH --output=slipway-%j.out

set -e
module load modenv/ml PythonAnaconda/3.6 PyTorch
export OMP_NUM_THREADS="$SLURM_CPUS_PER_TASK"
MASTER_ADDR=$(scontrol show hostnames "$SLURM_JOB_NODELIST" | head -n 1)
export MASTER_ADDR
export MASTER_PORT=$((10000 + SLURM_JOB_ID % 10000))
srun --cpus-per-task="$SLURM_CPUS_PER_TASK" bash -c 'export RANK=$SLURM_PROCID LOCAL_RANK=$SLURM_LOCALID WORLD_SIZE=$SLURM_NTASKS; exec "$@"' slipway-rank python train.py --epochs 10
