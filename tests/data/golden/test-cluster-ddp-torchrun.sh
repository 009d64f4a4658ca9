#!/bin/bash
#SBATCH --job-name=ddp-torchrun
#SBATCH --partition=gpu
#SBATCH --nodes=1
#SBATCH --ntasks-per-node=1
#SBATCH --cpus-per-task=2
#SBATCH --gres=gpu:2
#SBATCH --mem=1G
#SBATCH --time=00:10:00
#SBATCH --output=slipway-%j.out

set -e
module load PyTorch/1.13.1
source "$HOME"/slipway-envs/torch/bin/activate
export OMP_NUM_THREADS=1
MASTER_ADDR=$(scontrol show hostnames "$SLURM_JOB_NODELIST" | head -n 1)
export MASTER_ADDR
export MASTER_PORT=$((10000 + SLURM_JOB_ID % 10000))
srun --ntasks-per-node=1 --cpus-per-task="$SLURM_CPUS_PER_TASK" bash -c 'PET_RDZV_CONF=is_host=$((SLURM_NODEID == 0)) exec "$@"' slipway-torchrun python -m torch.distributed.run --nnodes="$SLURM_NNODES" --rdzv_id="$SLURM_JOB_ID" --rdzv_backend=c10d --rdzv_endpoint="$MASTER_ADDR:$MASTER_PORT" --nproc_per_node=2 --redirects=1 --tee=1 ddp_train.py --epochs 3
