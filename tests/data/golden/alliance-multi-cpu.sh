#!/bin/bash
#SBATCH --job-name=cifar10-cpu
#SBATCH --nodes=1
#SBATCH --ntasks-per-node=1
#SBATCH --cpus-per-task=4
#SBATCH --mem=8G
#SBATCH --time=0:05:00
#SBATCH --account=def-someprof
#SBATCH --output=%N-%j.out

set -e
module load python
virtualenv --no-download "$SLURM_TMPDIR"/env
source "$SLURM_TMPDIR"/env/bin/activate
pip install --no-index --upgrade pip
pip install --no-index torch torchvision
export OMP_NUM_THREADS="$SLURM_CPUS_PER_TASK"
python cifar10-cpu.py
