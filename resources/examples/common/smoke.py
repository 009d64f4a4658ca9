"""The smoke ladder's limits: SLIPWAY_SMOKE_STEPS and SLIPWAY_SMOKE_SECONDS.

Slipway's smoke ladder runs an example for a few steps before the long run. With these variables
set, the example prints one line per step and stops after that many steps or seconds. Ranks must
stop at the same step: a distributed example passes `agree`, which tells every rank whether any
rank is past the time limit, so they all stop together. Without the variables nothing changes.
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

    def reached(self, step, loss, rank=0, agree=None):
        """Call after each optimizer step: True when the example should stop now.

        agree(flag) -> bool: in a distributed run, True when the flag is True on any rank (an
        all-reduce with MAX); without it a distributed run stops at the step limit only.
        """
        if not self.active():
            return False
        if rank == 0:
            print("slipway-example: step %d loss %.4f" % (step, loss), flush=True)
        if self.steps > 0 and step >= self.steps:
            return True
        if self.seconds <= 0:
            return False
        late = time.time() - self.started >= self.seconds
        if self.world == 1:
            return late
        return bool(agree(late)) if agree is not None else False
