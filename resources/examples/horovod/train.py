#!/usr/bin/env python3
"""Trains the MNIST CNN with Horovod: one process (rank) per GPU, started by srun.

Horovod averages the gradients of all ranks after every step (allreduce over MPI or NCCL), as
the centres that install it document (horovod.torch: hvd.init, DistributedOptimizer, broadcast
of the starting weights from rank 0). Each rank trains on its share of the data. Rank 0 writes
the TensorBoard event files (--logdir, default runs/) and the checkpoint; every rank resumes
from it.

Horovod must be installed in the job's environment (the site's Horovod module, or a venv where
it was built against the site's MPI). --dry-run checks the arguments, the data and one training
step on every rank without importing Horovod, and writes nothing: a cheap way to check a job
script and an environment before the real run.
"""

import argparse
import os
import sys
import time

import torch
from torch.nn import functional as F
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

import checkpoint
import data
from model import Net
from smoke import SmokeLimit
from tbevents import EventWriter


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=64, help="per rank")
    p.add_argument("--lr", type=float, default=0.01, help="for one rank; scaled by the ranks")
    p.add_argument("--data", default="", help="folder with Fashion-MNIST's .gz files")
    p.add_argument("--train-size", type=int, default=2048)
    p.add_argument("--logdir", default="runs")
    p.add_argument("--checkpoint", default="checkpoint.pt")
    p.add_argument("--dry-run", action="store_true",
                   help="check arguments, data and one step without Horovod; write nothing")
    args = p.parse_args(argv)
    if min(args.epochs, args.batch_size, args.train_size) < 1:
        p.error("--epochs, --batch-size and --train-size must be at least 1")
    if args.lr <= 0:
        p.error("--lr must be more than 0")
    if args.data and not os.path.isdir(args.data):
        p.error("--data %s is not a folder" % args.data)
    return args


def dry_run(args):
    """What one rank would do, from the variables srun gives it, without Horovod."""
    rank = int(os.environ.get("SLURM_PROCID", "0"))
    size = int(os.environ.get("SLURM_NTASKS", "1"))
    local_rank = int(os.environ.get("SLURM_LOCALID", "0"))
    x, y, what = data.load(args.data, "train", args.train_size)
    share = len(range(rank, len(y), size))
    model = Net()
    loss = F.cross_entropy(model(x[: args.batch_size]), y[: args.batch_size])
    loss.backward()
    first_loss = loss.item()
    # Under the smoke ladder's limits, this rank trains alone (no gradients are averaged
    # without Horovod) until the limit, one line per step.
    smoke = SmokeLimit()
    if smoke.active():
        optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
        mine = torch.arange(rank, len(y), size)  # this rank's share, as DistributedSampler
        step = 0
        while True:
            idx = mine[(torch.arange(args.batch_size) + step * args.batch_size) % len(mine)]
            optimizer.zero_grad()
            loss = F.cross_entropy(model(x[idx]), y[idx])
            loss.backward()
            optimizer.step()
            step += 1
            if smoke.reached(step, loss.item(), rank):
                break
    try:
        import horovod.torch  # noqa: F401
        horovod = "Horovod is installed"
    except ImportError:
        horovod = "Horovod is not installed in this environment (the real run needs it)"
    print("slipway-example: dry run: rank %d of %d (local rank %d) would train %d epoch(s) on "
          "%d of %s, %d per batch; one step gave loss %.4f; %s; nothing written" %
          (rank, size, local_rank, args.epochs, share, what, args.batch_size, first_loss,
           horovod), flush=True)


def main():
    args = parse_args()
    if args.dry_run:
        dry_run(args)
        return
    try:
        import horovod.torch as hvd
    except ImportError:
        sys.exit("slipway-example: Horovod is not installed in this job's environment. Load the "
                 "site's Horovod module (or install Horovod into the venv, built against the "
                 "site's MPI), or run with --dry-run to check everything else.")

    hvd.init()
    cuda = torch.cuda.is_available()
    if cuda:
        torch.cuda.set_device(hvd.local_rank())
    device = torch.device("cuda" if cuda else "cpu")
    torch.manual_seed(1)
    x, y, what = data.load(args.data, "train", args.train_size)
    if hvd.rank() == 0:
        print("slipway-example: %d Horovod rank(s) on %s, %s" % (hvd.size(), device, what),
              flush=True)

    model = Net().to(device)
    # Gradients are averaged over the ranks, so the batch is size times larger: scale the step.
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr * hvd.size(), momentum=0.9)
    start_epoch, step = 0, 0
    state = checkpoint.load(args.checkpoint, device) if hvd.rank() == 0 else None
    if state:
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        start_epoch, step = state["epoch"] + 1, state["step"]
    optimizer = hvd.DistributedOptimizer(optimizer, named_parameters=model.named_parameters())
    # Every rank starts from rank 0's weights, optimizer state and place in the training.
    hvd.broadcast_parameters(model.state_dict(), root_rank=0)
    hvd.broadcast_optimizer_state(optimizer, root_rank=0)
    start_epoch, step = hvd.broadcast_object((start_epoch, step), root_rank=0)

    dataset = TensorDataset(x, y)
    sampler = DistributedSampler(dataset, num_replicas=hvd.size(), rank=hvd.rank())
    loader = DataLoader(dataset, batch_size=args.batch_size, sampler=sampler)
    writer = EventWriter(args.logdir) if hvd.rank() == 0 else None
    smoke = SmokeLimit(hvd.size())

    def any_rank(flag):
        """True on every rank when the flag is True on any rank (one tiny allreduce)."""
        total = hvd.allreduce(torch.tensor([1.0 if flag else 0.0]), op=hvd.Sum,
                              name="smoke_time_limit")
        return total.item() > 0

    for epoch in range(start_epoch, args.epochs):
        sampler.set_epoch(epoch)
        started = time.time()
        for xb, yb in loader:
            loss = F.cross_entropy(model(xb.to(device)), yb.to(device))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            step += 1
            if writer:
                writer.add_scalar("train/loss", loss.item(), step)
            if smoke.reached(step, loss.item(), hvd.rank(),
                             any_rank if hvd.size() > 1 else None):
                # Every rank stops at the same step.
                if writer:
                    writer.close()
                return
        if writer:
            writer.add_scalar("train/epoch_seconds", time.time() - started, step)
            writer.add_scalar("train/world_size", hvd.size(), step)
            checkpoint.save(args.checkpoint, {"epoch": epoch, "step": step,
                                              "model": model.state_dict(),
                                              "optimizer": optimizer.state_dict()})
            print("slipway-example: epoch %d loss %.4f" % (epoch + 1, loss.item()), flush=True)
        hvd.join()  # nobody starts the next epoch before the checkpoint is written
    if writer:
        writer.close()


if __name__ == "__main__":
    main()
