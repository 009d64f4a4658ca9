"""Where the examples train: the GPUs the job has, or the CPU when PyTorch sees none.

On a cluster whose GPUs PyTorch cannot use (a CPU-only PyTorch, a missing driver, or stand-in
GPUs as on Slipway's test cluster) Slurm still sets CUDA_VISIBLE_DEVICES; the examples then
train on the CPU and say so in the log instead of failing.
"""

import os
import socket

import torch


def gpu_count():
    return torch.cuda.device_count() if torch.cuda.is_available() else 0


def two_devices():
    """The devices of a model's two halves: cuda:0 and cuda:1, or the CPU twice."""
    gpus = gpu_count()
    if gpus >= 2:
        return torch.device("cuda:0"), torch.device("cuda:1")
    if os.environ.get("CUDA_VISIBLE_DEVICES"):
        print("slipway-example: the job has GPUs (CUDA_VISIBLE_DEVICES=%s) but this PyTorch "
              "sees %d; both halves run on the CPU" % (os.environ["CUDA_VISIBLE_DEVICES"], gpus),
              flush=True)
    return torch.device("cpu"), torch.device("cpu")


def announce_rank(rank, world, detail):
    """One line per rank (its number, how many there are, its node), so that the job's log shows
    that every rank took part."""
    print("slipway-example: rank %d of %d on %s, %s" % (rank, world, socket.gethostname(), detail),
          flush=True)
