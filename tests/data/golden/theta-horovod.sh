#!/bin/bash
#COBALT -n 128 -t 01:00:00
#COBALT -q default --attrs mcdram=cache:numa=quad
#COBALT -A YOUR_PROJECT_NAME
#COBALT --jobname pytorch-hvd

set -e
module load datascience/pytorch-0.5.0-mkldnn datascience/horovod-0.13.11
NPROC_PER_NODE=4
NPROC=$((NPROC_PER_NODE*COBALT_JOBSIZE))
aprun -n "$NPROC" -N "$NPROC_PER_NODE" -e KMP_BLOCKTIME=0 -j 2 -e OMP_NUM_THREADS=32 -cc depth -d 32 python pytorch_mnist.py --epochs 10
