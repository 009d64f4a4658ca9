"""The smoke ladder's limits: SLIPWAY_SMOKE_STEPS and SLIPWAY_SMOKE_SECONDS.

Slipway's smoke ladder runs an example for a few steps before the long run. With these variables
set, the example prints one line per step and stops after that many steps (or seconds, when it
runs as one process: ranks must stop at the same step). Without them nothing changes.
"""

import os
import time


class SmokeLimit:
    def __init__(self, world=1):
        self.steps = int(os.environ.get("SLIPWAY_SMOKE_STEPS") or 0)
        self.seconds = float(os.environ.get("SLIPWAY_SMOKE_SECONDS") or 0)
        self.world = world
        self.started = time.time()

    def active(self):
        return self.steps > 0 or self.seconds > 0

    def reached(self, step, loss, rank=0):
        """Call after each optimizer step: True when the example should stop now."""
        if not self.active():
            return False
        if rank == 0:
            print("slipway-example: step %d loss %.4f" % (step, loss), flush=True)
        if self.steps > 0 and step >= self.steps:
            return True
        return self.world == 1 and self.seconds > 0 and time.time() - self.started >= self.seconds
