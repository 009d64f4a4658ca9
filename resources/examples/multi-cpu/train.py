#!/usr/bin/env python3
"""Trains the MNIST CNN in one process on all the CPU cores the job has.

PyTorch spreads each convolution and matrix product over OMP_NUM_THREADS threads (Slipway's
job script sets it to the job's CPUs per task). Logs the loss and the images per second to
TensorBoard event files in --logdir (default runs/) and keeps a resumable checkpoint.
"""

import argparse
import os
import time

import torch
from torch.nn import functional as F

import data
from devices import announce_rank
from model import Net
from smoke import SmokeLimit
from tbevents import EventWriter


def save_checkpoint(path, state):
    tmp = path + ".tmp"
    torch.save(state, tmp)
    os.replace(tmp, path)


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=128)
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--data", default="")
    p.add_argument("--train-size", type=int, default=2048)
    p.add_argument("--logdir", default="runs")
    p.add_argument("--checkpoint", default="checkpoint.pt")
    args = p.parse_args()

    threads = int(os.environ.get("OMP_NUM_THREADS")
                  or os.environ.get("SLURM_CPUS_PER_TASK") or os.cpu_count() or 1)
    torch.set_num_threads(threads)
    torch.manual_seed(1)
    x, y, what = data.load(args.data, "train", args.train_size)
    print("slipway-example: %d CPU thread(s), %s" % (torch.get_num_threads(), what), flush=True)
    announce_rank(0, 1, "%d CPU thread(s), torch %s from %s" % (
        torch.get_num_threads(), torch.__version__, os.path.dirname(torch.__file__)))

    model = Net()
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    start_epoch, step = 0, 0
    if os.path.exists(args.checkpoint):
        state = torch.load(args.checkpoint)
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        start_epoch, step = state["epoch"] + 1, state["step"]
        print("slipway-example: resuming after epoch %d" % (state["epoch"] + 1))
    writer = EventWriter(args.logdir)
    smoke = SmokeLimit()
    for epoch in range(start_epoch, args.epochs):
        started, seen = time.time(), 0
        order = torch.randperm(len(y))
        for i in range(0, len(y), args.batch_size):
            idx = order[i : i + args.batch_size]
            loss = F.cross_entropy(model(x[idx]), y[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            step += 1
            seen += len(idx)
            writer.add_scalar("train/loss", loss.item(), step)
            if smoke.reached(step, loss.item()):
                writer.close()
                print("slipway-example: smoke test done after %d steps" % step, flush=True)
                return
        rate = seen / max(1e-9, time.time() - started)
        writer.add_scalar("train/images_per_second", rate, step)
        writer.add_scalar("train/threads", torch.get_num_threads(), step)
        save_checkpoint(args.checkpoint, {"epoch": epoch, "step": step,
                                          "model": model.state_dict(),
                                          "optimizer": optimizer.state_dict()})
        print("slipway-example: epoch %d loss %.4f, %.0f images/s" % (epoch + 1, loss.item(), rate),
              flush=True)
    writer.close()


if __name__ == "__main__":
    main()
