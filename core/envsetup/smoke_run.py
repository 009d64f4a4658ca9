#!/usr/bin/env python3
"""Run a training script for a few steps and report its step time and peak memory.

Slipway's smoke ladder runs the user's own entry script through this file, on this computer and
in short debug jobs:

    python3 smoke_run.py [--steps N] [--seconds S] [--logdir DIR] [--sync DIR] -- train.py [ARGS...]

The script gets SLIPWAY_SMOKE_STEPS and SLIPWAY_SMOKE_SECONDS in its environment (the gallery's
examples stop by themselves after that many steps or seconds). A script that does not honour
them is stopped after N lines that show a finished step ("step 12", "iter: 3", "batch 7"),
after its TensorBoard event file first grows past its header (a logged value) when it prints no
such lines, or after S seconds. A distributed script (WORLD_SIZE above 1: srun or torchrun
ranks) is stopped on every rank together: the rank that decides writes a stop file into the sync
folder (--sync, default this file's folder, which must be one that all ranks see), and every
rank stops when it sees the file, so no rank is left waiting for the others. At the end one
line per rank says what was measured:

    SLIPWAY-SMOKE {"event": "end", "reason": "steps", "steps": 5, "step_seconds": 0.12, ...}

Standard library only; it imports nothing of the script's before running it.
"""

import json
import os
import re
import resource
import runpy
import sys
import threading
import time
import traceback

MARK = "SLIPWAY-SMOKE "
STEP = re.compile(r"\b(?:step|iter(?:ation)?|batch)\s*[:=#]?\s*(\d+)", re.IGNORECASE)


def sync_name():
    """The stop file's name, the same on every rank of one run and different for the next."""
    if os.environ.get("SLURM_JOB_ID"):
        key = "job%s.%s" % (os.environ["SLURM_JOB_ID"], os.environ.get("SLURM_STEP_ID", "0"))
    elif os.environ.get("TORCHELASTIC_RUN_ID", "none") != "none":
        key = os.environ["TORCHELASTIC_RUN_ID"]
    else:
        key = "%s-%s" % (os.environ.get("MASTER_ADDR", ""), os.environ.get("MASTER_PORT", ""))
    return ".smoke-stop-" + re.sub(r"[^A-Za-z0-9_.-]", "_", key)


class Smoke:
    def __init__(self, steps, seconds, logdir, sync):
        self.steps = steps
        self.seconds = seconds
        self.logdir = logdir
        self.start = time.time()
        self.times = []
        self.lock = threading.Lock()
        self.done = False
        self.out = sys.__stdout__
        rank = os.environ.get("RANK") or os.environ.get("SLURM_PROCID") or "0"
        self.rank = int(rank) if rank.isdigit() else 0
        world = os.environ.get("WORLD_SIZE") or "1"
        # Ranks must stop together: the one that decides tells the others through a file.
        self.distributed = world.isdigit() and int(world) > 1
        self.stop_file = os.path.join(sync, sync_name()) if self.distributed else None

    def saw_step(self):
        with self.lock:
            self.times.append(time.time())
            enough = len(self.times) >= self.steps
        if enough:
            self.stop("steps")

    def stop(self, reason, code=0):
        """Stops this rank, and in a distributed run every other rank too."""
        if self.stop_file:
            try:
                tmp = "%s.%d.%d" % (self.stop_file, self.rank, os.getpid())
                with open(tmp, "w") as f:
                    f.write(reason + "\n")
                os.replace(tmp, self.stop_file)
            except OSError:
                pass  # then every rank stops at its own time limit
        self.finish(reason, code)

    def stopped_elsewhere(self):
        """The reason another rank gave in the stop file of this run; None when there is none."""
        if not self.stop_file:
            return None
        try:
            # A file from an earlier run in the same folder is older than this rank.
            if os.path.getmtime(self.stop_file) < self.start - 5:
                return None
            with open(self.stop_file) as f:
                reason = f.read().strip() or "steps"
        except OSError:
            return None
        # "exit": the script ended on another rank with an error; this rank stops without one.
        return "another-rank-failed" if reason == "exit" else reason

    def finish(self, reason, code):
        with self.lock:
            if self.done:
                return
            self.done = True
        gaps = sorted(b - a for a, b in zip(self.times, self.times[1:]))
        gpu_mb = None
        torch = sys.modules.get("torch")
        try:
            if torch is not None and torch.cuda.is_available():
                gpu_mb = round(torch.cuda.max_memory_allocated() / 2.0 ** 20, 1)
        except Exception:  # a broken CUDA set-up must not hide the measurement
            gpu_mb = None
        report = {
            "event": "end",
            "reason": reason,
            "exit": code,
            "rank": self.rank,
            "host": os.uname()[1],
            "steps": len(self.times),
            "seconds": round(time.time() - self.start, 3),
            "first_step_seconds": round(self.times[0] - self.start, 3) if self.times else None,
            "step_seconds": round(gaps[len(gaps) // 2], 4) if gaps else None,
            "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1),
            "peak_gpu_mb": gpu_mb,
        }
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
        self.out.write("\n" + MARK + json.dumps(report) + "\n")
        self.out.flush()
        if reason != "exit":
            os._exit(0)

    def watch(self):
        first_size = None
        while not self.done:
            time.sleep(0.2)
            elsewhere = self.stopped_elsewhere()
            if elsewhere:
                self.finish(elsewhere, 0)
            if time.time() - self.start >= self.seconds:
                self.stop("seconds")
            if not self.logdir or self.times:
                continue
            # An event file that grew after its header holds a logged value: a finished step.
            size = event_bytes(self.logdir)
            if first_size is None:
                first_size = size if size > 0 else None
            elif size > first_size:
                self.stop("event-file")


def event_bytes(folder):
    total = 0
    for root, _, files in os.walk(folder):
        for name in files:
            if name.startswith("events.out.tfevents"):
                try:
                    total += os.path.getsize(os.path.join(root, name))
                except OSError:
                    pass
    return total


class Tee:
    """A text stream that passes everything on and counts the lines that show a finished step."""

    def __init__(self, stream, smoke):
        self.stream = stream
        self.smoke = smoke
        self.partial = ""

    def write(self, text):
        self.stream.write(text)
        self.partial += text
        while "\n" in self.partial:
            line, self.partial = self.partial.split("\n", 1)
            if STEP.search(line):
                self.smoke.saw_step()
        return len(text)

    def flush(self):
        self.stream.flush()

    def __getattr__(self, name):
        return getattr(self.stream, name)


def main():
    args = sys.argv[1:]
    options = {"steps": "5", "seconds": "120", "logdir": "",
               "sync": os.path.dirname(os.path.abspath(__file__))}
    while args and args[0] != "--":
        key = args.pop(0)
        if not key.startswith("--") or key[2:] not in options or not args:
            sys.stderr.write("usage: smoke_run.py [--steps N] [--seconds S] [--logdir DIR] "
                             "[--sync DIR] -- SCRIPT [ARGS...]\n")
            return 2
        options[key[2:]] = args.pop(0)
    if not args or args[0] != "--" or len(args) < 2:
        sys.stderr.write("smoke_run.py: no training script given (after --)\n")
        return 2
    script, script_args = args[1], args[2:]
    smoke = Smoke(max(1, int(options["steps"])), max(1.0, float(options["seconds"])),
                  options["logdir"], options["sync"])
    os.environ["SLIPWAY_SMOKE_STEPS"] = str(smoke.steps)
    os.environ["SLIPWAY_SMOKE_SECONDS"] = str(int(smoke.seconds))
    sys.stdout = Tee(sys.stdout, smoke)
    sys.stderr = Tee(sys.stderr, smoke)
    threading.Thread(target=smoke.watch, daemon=True).start()
    sys.argv = [script] + script_args
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    code = 0
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except BaseException:
        # A rank whose peers stopped as asked sees its collective fail: that is the stop too.
        elsewhere = smoke.stopped_elsewhere()
        if elsewhere:
            smoke.finish(elsewhere, 0)
        traceback.print_exc()
        code = 1
    if code != 0:
        smoke.stop("exit", code)  # the other ranks stop now instead of waiting for this one
    smoke.finish("exit", code)
    return code


if __name__ == "__main__":
    sys.exit(main())
