#!/usr/bin/env python3
"""Trains the MNIST CNN split across two GPUs: model parallelism.

The convolutional front of the network lives on cuda:0, the classifier back on cuda:1; each
batch goes through the front, its features are copied to the second GPU, and the loss is
computed there. Autograd sends the gradients back the same way. This lets a model that does not
fit on one GPU train on two; it does not make training faster, since one GPU waits while the
other works (the pipeline example keeps both busy).

Without two CUDA devices (as on a test cluster whose GPUs are stand-ins) both halves run on the
CPU and the script says so. Writes TensorBoard event files into --logdir (default runs/) and a
checkpoint after every epoch; started again with the same --checkpoint it continues after the
last finished epoch.
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


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--data", default="", help="folder with Fashion-MNIST's .gz files")
    p.add_argument("--train-size", type=int, default=2048)
    p.add_argument("--logdir", default="runs")
    p.add_argument("--checkpoint", default="checkpoint.pt")
    args = p.parse_args()
    if args.epochs < 1 or args.batch_size < 1 or args.train_size < 1:
        p.error("--epochs, --batch-size and --train-size must be at least 1")

    first, second = two_devices()
    torch.manual_seed(1)
    x, y, what = data.load(args.data, "train", args.train_size)
    print("slipway-example: front on %s, back on %s, %s" % (first, second, what), flush=True)
    announce_rank(0, 1, "model cut in two: front on %s, back on %s" % (first, second))

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
            features = front(x[idx].to(first))
            # The hand-over between the GPUs: the only place the two halves meet.
            scores = back(features.to(second))
            loss = F.cross_entropy(scores, y[idx].to(second))
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
        checkpoint.save(args.checkpoint, {"epoch": epoch, "step": step,
                                          "front": front.state_dict(),
                                          "back": back.state_dict(),
                                          "optimizer": optimizer.state_dict()})
        print("slipway-example: epoch %d loss %.4f" % (epoch + 1, loss.item()), flush=True)
    writer.close()
    print("slipway-example: done; events in %s, checkpoint %s" % (args.logdir, args.checkpoint))


if __name__ == "__main__":
    main()
