#!/usr/bin/env python3
"""A small training script for Slipway's job scripts: one process, DataParallel, or DDP.

It trains a tiny regression model on random data and prints, for every rank, what the job gave
it: RANK, LOCAL_RANK, WORLD_SIZE, CUDA_VISIBLE_DEVICES, the device it trains on and, under
torchrun, the rendezvous id (TORCHELASTIC_RUN_ID, the job id in Slipway's scripts). With DDP it
uses NCCL on GPUs and falls back to gloo on the CPU when CUDA is absent (as on the test cluster,
whose GPUs are stand-ins). Options: --epochs N, --sleep S (seconds per epoch), --fail (exit with
an error after the first epoch), --marker TEXT (printed, to find a run's output).
"""

import argparse
import os
import socket
import sys
import time

import torch
import torch.distributed as dist


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=3)
    parser.add_argument("--sleep", type=float, default=0.0)
    parser.add_argument("--fail", action="store_true")
    parser.add_argument("--marker", default="")
    args = parser.parse_args()

    world_size = int(os.environ.get("WORLD_SIZE", "1"))
    rank = int(os.environ.get("RANK", "0"))
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    distributed = world_size > 1
    cuda = torch.cuda.is_available()
    device = torch.device(f"cuda:{local_rank}" if cuda else "cpu")
    if cuda:
        # Before NCCL starts: otherwise every rank of a node also opens GPU 0, and barrier()
        # can pick the wrong device.
        torch.cuda.set_device(device)
    if distributed:
        dist.init_process_group("nccl" if cuda else "gloo")
    print(
        f"slipway-example rank={rank} local_rank={local_rank} world_size={world_size} "
        f"cuda_visible_devices={os.environ.get('CUDA_VISIBLE_DEVICES', '')} "
        f"device={device} host={socket.gethostname()} threads={torch.get_num_threads()} "
        f"torch={torch.__version__} "
        f"elastic_run_id={os.environ.get('TORCHELASTIC_RUN_ID', '')} marker={args.marker}",
        flush=True,
    )

    torch.manual_seed(1234 + rank)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
    model.to(device)
    if distributed:
        model = torch.nn.parallel.DistributedDataParallel(
            model, device_ids=[local_rank] if cuda else None)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    x = torch.randn(256, 16, device=device)
    y = x.sum(dim=1, keepdim=True)
    for epoch in range(args.epochs):
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(model(x), y)
        loss.backward()
        optimizer.step()
        if rank == 0:
            print(f"epoch {epoch + 1}/{args.epochs} loss {loss.item():.4f}", flush=True)
        if args.fail:
            print("slipway-example: failing on purpose", file=sys.stderr, flush=True)
            sys.exit(3)
        if args.sleep:
            time.sleep(args.sleep)
    if distributed:
        dist.barrier()
        dist.destroy_process_group()
    if rank == 0:
        print("slipway-example done", flush=True)


if __name__ == "__main__":
    main()
