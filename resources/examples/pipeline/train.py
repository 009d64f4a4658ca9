#!/usr/bin/env python3
"""Trains the MNIST CNN as a two-stage pipeline across two GPUs (GPipe's schedule).

The network is cut in two as in the model-parallel example: the convolutional front on cuda:0,
the classifier back on cuda:1. Each batch is split into --chunks micro-batches. At every clock
tick the first stage takes the next micro-batch while the second stage works on the one before,
so both GPUs are busy except at the start and the end of the batch (the "bubble"). The losses of
all micro-batches are added up and one backward pass follows; the optimizer steps once per
batch, so the result is the same as training on the whole batch.

torch.distributed.pipelining does this in PyTorch 2.4 and later; this script writes the schedule
out by hand so that it runs on older PyTorch too (the test cluster has 1.13) and so that it can
be read. Without two CUDA devices (as on a test cluster whose GPUs are stand-ins) both stages
run on the CPU, one after the other, and the script says so. Writes TensorBoard event files into
--logdir (default runs/) and a checkpoint after every epoch; started again with the same
--checkpoint it continues after the last finished epoch.
"""

import argparse
import time

import torch
from torch.nn import functional as F

import checkpoint
import data
from devices import announce_rank, two_devices
from model import two_stages
from smoke import SmokeLimit
from tbevents import EventWriter


def schedule(chunks):
    """GPipe's forward schedule for two stages: per clock tick, the micro-batch each stage
    works on (None: idle). Tick t runs stage 0 on micro-batch t and stage 1 on t - 1."""
    return [(t if t < chunks else None, t - 1 if t >= 1 else None) for t in range(chunks + 1)]


def pipelined_loss(front, back, xb, yb, chunks, first, second):
    """The mean loss of the batch, computed micro-batch by micro-batch along the schedule.
    CUDA runs kernels asynchronously, so stage 0's work for micro-batch t is queued on the first
    GPU before stage 1's work for t - 1 is queued on the second, and the two overlap."""
    xs = xb.chunk(chunks)
    ys = yb.chunk(chunks)
    handed_over = {}  # micro-batch -> features on the second device
    total = 0.0
    for stage0, stage1 in schedule(len(xs)):
        if stage0 is not None:
            handed_over[stage0] = front(xs[stage0].to(first)).to(second, non_blocking=True)
        if stage1 is not None:
            scores = back(handed_over.pop(stage1))
            # Weighted by the micro-batch's size: the sum is the loss of the whole batch.
            total = total + F.cross_entropy(scores, ys[stage1].to(second)) * len(ys[stage1])
    return total / len(yb)


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=128)
    p.add_argument("--chunks", type=int, default=4, help="micro-batches per batch")
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--data", default="", help="folder with Fashion-MNIST's .gz files")
    p.add_argument("--train-size", type=int, default=2048)
    p.add_argument("--logdir", default="runs")
    p.add_argument("--checkpoint", default="checkpoint.pt")
    args = p.parse_args()
    if min(args.epochs, args.batch_size, args.train_size, args.chunks) < 1:
        p.error("--epochs, --batch-size, --chunks and --train-size must be at least 1")
    if args.chunks > args.batch_size:
        p.error("--chunks (%d) cannot be more than --batch-size (%d): every micro-batch needs "
                "at least one image" % (args.chunks, args.batch_size))

    first, second = two_devices()
    torch.manual_seed(1)
    x, y, what = data.load(args.data, "train", args.train_size)
    bubble = 1.0 / (args.chunks + 1)  # (stages - 1) / (chunks + stages - 1) with two stages
    print("slipway-example: stage 1 on %s, stage 2 on %s, %d micro-batches per batch (each GPU "
          "idle %.0f%% of a batch), %s" % (first, second, args.chunks, 100 * bubble, what),
          flush=True)
    announce_rank(0, 1, "pipeline of two stages: stage 1 on %s, stage 2 on %s" % (first, second))

    front, back = two_stages()
    front, back = front.to(first), back.to(second)
    params = list(front.parameters()) + list(back.parameters())
    optimizer = torch.optim.SGD(params, lr=args.lr, momentum=0.9)
    start_epoch, step = 0, 0
    state = checkpoint.load(args.checkpoint)
    if state:
        front.load_state_dict(state["front"])
        back.load_state_dict(state["back"])
        optimizer.load_state_dict(state["optimizer"])
        start_epoch, step = state["epoch"] + 1, state["step"]

    writer = EventWriter(args.logdir)
    smoke = SmokeLimit()
    for epoch in range(start_epoch, args.epochs):
        started = time.time()
        order = torch.randperm(len(y))
        for i in range(0, len(y), args.batch_size):
            idx = order[i : i + args.batch_size]
            loss = pipelined_loss(front, back, x[idx], y[idx], args.chunks, first, second)
            optimizer.zero_grad()
            loss.backward()  # autograd runs the backward schedule in reverse
            optimizer.step()
            step += 1
            writer.add_scalar("train/loss", loss.item(), step)
            if smoke.reached(step, loss.item()):
                writer.close()
                print("slipway-example: smoke test done after %d steps" % step, flush=True)
                return
        seconds = time.time() - started
        writer.add_scalar("train/images_per_second", len(y) / max(seconds, 1e-9), step)
        writer.add_scalar("pipeline/bubble_fraction", bubble, step)
        checkpoint.save(args.checkpoint, {"epoch": epoch, "step": step,
                                          "front": front.state_dict(),
                                          "back": back.state_dict(),
                                          "optimizer": optimizer.state_dict()})
        print("slipway-example: epoch %d loss %.4f" % (epoch + 1, loss.item()), flush=True)
    writer.close()
    print("slipway-example: done; events in %s, checkpoint %s" % (args.logdir, args.checkpoint))


if __name__ == "__main__":
    main()
