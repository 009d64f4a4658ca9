#!/usr/bin/env python3
"""Trains the MNIST CNN with DistributedDataParallel: one process per GPU (or per task on a
CPU-only job), started by `srun` (RANK, LOCAL_RANK and WORLD_SIZE from Slurm, as Slipway's job
script sets them) or by `torchrun` (which sets them itself). Each rank trains on its share of
the data (DistributedSampler); gradients are averaged across ranks after every step (NCCL on
GPUs, gloo on CPUs). Rank 0 writes the TensorBoard event files (--logdir, default runs/) and
the checkpoint; every rank resumes from it.
"""

import argparse
import os
import time

import torch
import torch.distributed as dist
from torch.nn import functional as F
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

import data
from devices import announce_rank
from model import Net
from smoke import SmokeLimit
from tbevents import EventWriter


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=64, help="per rank")
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--data", default="")
    p.add_argument("--train-size", type=int, default=2048)
    p.add_argument("--logdir", default="runs")
    p.add_argument("--checkpoint", default="checkpoint.pt")
    args = p.parse_args()

    rank = int(os.environ.get("RANK", "0"))
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    world = int(os.environ.get("WORLD_SIZE", "1"))
    cuda = torch.cuda.is_available()
    device = torch.device("cuda:%d" % local_rank if cuda else "cpu")
    if cuda:
        torch.cuda.set_device(device)
    if world > 1:
        dist.init_process_group("nccl" if cuda else "gloo")
    announce_rank(rank, world, "local rank %d on %s" % (local_rank, device))
    torch.manual_seed(1)
    x, y, what = data.load(args.data, "train", args.train_size)
    if rank == 0:
        print("slipway-example: %d rank(s) on %s, %s" % (world, device, what), flush=True)

    model = Net().to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    start_epoch, step = 0, 0
    if os.path.exists(args.checkpoint):
        state = torch.load(args.checkpoint, map_location=device)
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        start_epoch, step = state["epoch"] + 1, state["step"]
        if rank == 0:
            print("slipway-example: resuming after epoch %d" % (state["epoch"] + 1))
    ddp = DistributedDataParallel(model, device_ids=[local_rank] if cuda else None) \
        if world > 1 else model
    dataset = TensorDataset(x, y)
    sampler = DistributedSampler(dataset, num_replicas=world, rank=rank) if world > 1 else None
    loader = DataLoader(dataset, batch_size=args.batch_size, sampler=sampler,
                        shuffle=sampler is None)
    writer = EventWriter(args.logdir) if rank == 0 else None
    smoke = SmokeLimit(world)

    def any_rank(flag):
        """True on every rank when the flag is True on any rank (one tiny all-reduce)."""
        t = torch.tensor([1 if flag else 0], device=device)
        dist.all_reduce(t, op=dist.ReduceOp.MAX)
        return bool(t.item())

    for epoch in range(start_epoch, args.epochs):
        if sampler is not None:
            sampler.set_epoch(epoch)
        started = time.time()
        for xb, yb in loader:
            loss = F.cross_entropy(ddp(xb.to(device)), yb.to(device))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            step += 1
            if writer:
                writer.add_scalar("train/loss", loss.item(), step)
            if smoke.reached(step, loss.item(), rank, any_rank if world > 1 else None):
                # Every rank stops at the same step.
                if writer:
                    writer.close()
                if world > 1:
                    dist.destroy_process_group()
                return
        if writer:
            writer.add_scalar("train/epoch_seconds", time.time() - started, step)
            writer.add_scalar("train/world_size", world, step)
            tmp = args.checkpoint + ".tmp"
            torch.save({"epoch": epoch, "step": step, "model": model.state_dict(),
                        "optimizer": optimizer.state_dict()}, tmp)
            os.replace(tmp, args.checkpoint)
            print("slipway-example: epoch %d loss %.4f" % (epoch + 1, loss.item()), flush=True)
        if world > 1:
            dist.barrier()  # nobody starts the next epoch before the checkpoint is written
    if writer:
        writer.close()
    if world > 1:
        dist.destroy_process_group()


if __name__ == "__main__":
    main()
