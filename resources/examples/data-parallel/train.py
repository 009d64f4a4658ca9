#!/usr/bin/env python3
"""Trains the MNIST CNN with DataParallel: one process that uses all the GPUs of its node.

Every step, torch.nn.DataParallel copies the model to each GPU, gives each GPU a slice of the
batch, and adds the gradients up on the first GPU. It needs no launcher (no srun ranks, no
torchrun): the job is one ordinary Python process. PyTorch recommends DistributedDataParallel
for speed (see the DDP example); DataParallel is the smallest change to a one-GPU script.

Without CUDA (as on a test cluster whose GPUs are stand-ins) it trains on the CPU as an
ordinary one-device model and says so. Writes TensorBoard event files into --logdir (default
runs/) and a checkpoint after every epoch; started again with the same --checkpoint it
continues after the last finished epoch.
"""

import argparse
import os
import time

import torch
from torch import nn
from torch.nn import functional as F

import checkpoint
import data
from devices import announce_rank, gpu_count
from model import Net
from smoke import SmokeLimit
from tbevents import EventWriter


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=128, help="for all GPUs together")
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--data", default="", help="folder with Fashion-MNIST's .gz files")
    p.add_argument("--train-size", type=int, default=2048)
    p.add_argument("--logdir", default="runs")
    p.add_argument("--checkpoint", default="checkpoint.pt")
    args = p.parse_args()
    if args.epochs < 1 or args.batch_size < 1 or args.train_size < 1:
        p.error("--epochs, --batch-size and --train-size must be at least 1")

    gpus = gpu_count()
    device = torch.device("cuda:0" if gpus else "cpu")
    if not gpus and os.environ.get("CUDA_VISIBLE_DEVICES"):
        print("slipway-example: the job has GPUs (CUDA_VISIBLE_DEVICES=%s) but this PyTorch "
              "sees none; training on the CPU" % os.environ["CUDA_VISIBLE_DEVICES"])
    torch.manual_seed(1)
    x, y, what = data.load(args.data, "train", args.train_size)
    print("slipway-example: DataParallel over %d GPU(s), %s" % (gpus, what), flush=True)
    announce_rank(0, 1, "DataParallel over %s" % (", ".join("cuda:%d" % i for i in range(gpus))
                                                   if gpus else "the CPU"))

    model = Net().to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    start_epoch, step = 0, 0
    state = checkpoint.load(args.checkpoint, device)
    if state:
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        start_epoch, step = state["epoch"] + 1, state["step"]
    # Wrapped after loading: the checkpoint holds the plain model's weights, so it also loads
    # into a one-GPU or CPU run.
    parallel = nn.DataParallel(model) if gpus > 1 else model

    writer = EventWriter(args.logdir)
    smoke = SmokeLimit()
    for epoch in range(start_epoch, args.epochs):
        started = time.time()
        order = torch.randperm(len(y))
        for i in range(0, len(y), args.batch_size):
            idx = order[i : i + args.batch_size]
            loss = F.cross_entropy(parallel(x[idx].to(device)), y[idx].to(device))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            step += 1
            writer.add_scalar("train/loss", loss.item(), step)
            if smoke.reached(step, loss.item()):
                writer.close()
                print("slipway-example: smoke test done after %d steps" % step, flush=True)
                return
        seconds = time.time() - started
        writer.add_scalar("train/images_per_second", len(y) / max(seconds, 1e-9), step)
        writer.add_scalar("train/gpus", gpus, step)
        checkpoint.save(args.checkpoint, {"epoch": epoch, "step": step,
                                          "model": model.state_dict(),
                                          "optimizer": optimizer.state_dict()})
        print("slipway-example: epoch %d loss %.4f" % (epoch + 1, loss.item()), flush=True)
    writer.close()
    print("slipway-example: done; events in %s, checkpoint %s" % (args.logdir, args.checkpoint))


if __name__ == "__main__":
    main()
