#!/bin/bash
#PBS -N ddp
#PBS -A MYPROJECT
#PBS -q debug
#PBS -l select=2:system=polaris
#PBS -l place=scatter
#PBS -l walltime=00:30:00
#PBS -l filesystems=home:eagle

set -e
cd -- "$PBS_O_WORKDIR"
export http_proxy=http://proxy.alcf.anl.gov:3128
export https_proxy=http://proxy.alcf.anl.gov:3128
module use /soft/modulefiles
module load conda
eval "$(conda shell.bash hook)"
conda activate base
NNODES=$(wc -l < "$PBS_NODEFILE")
export OMP_NUM_THREADS=8
MASTER_ADDR=$(head -n 1 "$PBS_NODEFILE")
export MASTER_ADDR
JOB_NUMBER=${PBS_JOBID%%[!0-9]*}
export MASTER_PORT=$((10000 + (JOB_NUMBER + ${PBS_ARRAY_INDEX:-0}) % 10000))
mpiexec -n $((NNODES * 4)) --ppn 4 --cpu-bind depth -d 16 bash -c 'export RANK=$PMI_RANK LOCAL_RANK=$PMI_LOCAL_RANK WORLD_SIZE=$PMI_SIZE; exec "$@"' slipway-rank python train.py
