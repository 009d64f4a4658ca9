#!/usr/bin/env python3
"""Trains the MNIST CNN on one device: a GPU when the job has one, else the CPU.

Writes TensorBoard event files into --logdir (default runs/, in the run's folder) and a
checkpoint after every epoch (--checkpoint, default checkpoint.pt); started again with the
same checkpoint it continues after the last finished epoch, so a job that ran out of time
can simply be submitted again.

As a resumable run ("Resume after a requeue", slipwayctl submit --resumable) it saves into the
checkpoint folder Slipway names (SLIPWAY_CHECKPOINT_DIR), resumes from the newest checkpoint
there (SLIPWAY_RESUME_FROM), writes each start's event files into its own folder
(SLIPWAY_SEGMENT_LOGDIR), and on USR1 (the time limit is near) saves at once and stops; the
job script then requeues the job.
"""

import argparse
import os
import signal
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
    os.replace(tmp, path)  # never a half-written checkpoint under the real name


def evaluate(model, x, y, device, batch_size):
    model.eval()
    correct = 0
    with torch.no_grad():
        for i in range(0, len(y), batch_size):
            out = model(x[i : i + batch_size].to(device))
            correct += (out.argmax(1).cpu() == y[i : i + batch_size]).sum().item()
    model.train()
    return correct / max(1, len(y))


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--data", default="", help="folder with Fashion-MNIST's .gz files")
    p.add_argument("--train-size", type=int, default=2048)
    p.add_argument("--test-size", type=int, default=512)
    p.add_argument("--logdir", default="runs")
    p.add_argument("--checkpoint", default="checkpoint.pt")
    p.add_argument("--device", default="auto", help="auto, cpu or cuda")
    args = p.parse_args()

    if args.device == "auto":
        device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    else:
        device = torch.device(args.device)
    if device.type == "cpu" and os.environ.get("CUDA_VISIBLE_DEVICES"):
        print("slipway-example: the job has GPUs but this PyTorch sees none; training on the CPU")
    torch.manual_seed(1)
    x, y, what = data.load(args.data, "train", args.train_size)
    tx, ty, _ = data.load(args.data, "test", args.test_size)
    print("slipway-example: training on %s with %s" % (device, what), flush=True)
    announce_rank(0, 1, "%s, torch %s from %s" % (device, torch.__version__,
                                                  os.path.dirname(torch.__file__)))

    # A resumable run: Slipway names the checkpoint folder, the newest checkpoint in it and
    # an event folder for this start; USR1 means "save now, the job is about to be requeued".
    resume_from = args.checkpoint
    if os.environ.get("SLIPWAY_CHECKPOINT_DIR"):
        args.checkpoint = os.path.join(os.environ["SLIPWAY_CHECKPOINT_DIR"], "checkpoint.pt")
        resume_from = os.environ.get("SLIPWAY_RESUME_FROM") or args.checkpoint
    args.logdir = os.environ.get("SLIPWAY_SEGMENT_LOGDIR") or args.logdir
    stop_requested = []
    signal.signal(signal.SIGUSR1, lambda signum, frame: stop_requested.append(signum))

    model = Net().to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    start_epoch, step = 0, 0
    if os.path.exists(resume_from):
        state = torch.load(resume_from, map_location=device)
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        start_epoch, step = state["epoch"] + 1, state["step"]
        print("slipway-example: resuming after epoch %d from %s" % (state["epoch"] + 1,
                                                                    resume_from))
    writer = EventWriter(args.logdir)
    smoke = SmokeLimit()
    for epoch in range(start_epoch, args.epochs):
        started = time.time()
        order = torch.randperm(len(y))
        for i in range(0, len(y), args.batch_size):
            idx = order[i : i + args.batch_size]
            loss = F.cross_entropy(model(x[idx].to(device)), y[idx].to(device))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            step += 1
            if step % 5 == 0:
                writer.add_scalar("train/loss", loss.item(), step)
            if stop_requested:
                # Saved as the last finished epoch with the weights of now: the next start
                # repeats this epoch's data and goes on counting steps from here.
                save_checkpoint(args.checkpoint, {"epoch": epoch - 1, "step": step,
                                                  "model": model.state_dict(),
                                                  "optimizer": optimizer.state_dict()})
                writer.close()
                print("slipway-example: saved %s at step %d; stopping for the requeue" %
                      (args.checkpoint, step), flush=True)
                return
            if smoke.reached(step, loss.item()):
                writer.close()
                print("slipway-example: smoke test done after %d steps" % step, flush=True)
                return
        accuracy = evaluate(model, tx, ty, device, 256)
        writer.add_scalar("test/accuracy", accuracy, step)
        writer.add_scalar("train/epoch_seconds", time.time() - started, step)
        save_checkpoint(args.checkpoint, {"epoch": epoch, "step": step,
                                          "model": model.state_dict(),
                                          "optimizer": optimizer.state_dict()})
        print("slipway-example: epoch %d loss %.4f test accuracy %.3f" %
              (epoch + 1, loss.item(), accuracy), flush=True)
    writer.close()
    print("slipway-example: done; events in %s, checkpoint %s" % (args.logdir, args.checkpoint))


if __name__ == "__main__":
    main()
