"""Saving and resuming a training run's checkpoint.

The checkpoint is written under a temporary name and renamed, so a job killed while saving
(out of time, cancelled) never leaves a half-written file under the real name; the next job
started with the same --checkpoint continues after the last finished epoch.
"""

import os

import torch


def save(path, state):
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    tmp = path + ".tmp"
    torch.save(state, tmp)
    os.replace(tmp, path)


def load(path, device="cpu"):
    """The saved state, or None when there is no checkpoint yet."""
    if not os.path.exists(path):
        return None
    state = torch.load(path, map_location=device)
    print("slipway-example: resuming after epoch %d from %s" % (state["epoch"] + 1, path),
          flush=True)
    return state
