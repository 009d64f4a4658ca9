"""Reads an event file with a peer reader and prints: seconds points peak_rss_kib baseline_kib.

Usage: peers.py tensorboard|tbparse FILE

tensorboard: TensorBoard's own Python loader (EventFileLoader: framing, both CRCs, decoding,
             migration to tensors), keeping every point (no reservoir sampling), as Slipway does.
tbparse:     tbparse.SummaryReader(...).scalars (a pandas DataFrame of every scalar).
"""
import resource
import sys
import time


def rss_kib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


which, path = sys.argv[1], sys.argv[2]
if which == "tensorboard":
    from tensorboard.backend.event_processing import event_file_loader
    from tensorboard.util import tensor_util
    baseline = rss_kib()
    start = time.perf_counter()
    series = {}
    for event in event_file_loader.EventFileLoader(path).Load():
        if event.HasField("summary"):
            for value in event.summary.value:
                series.setdefault(value.tag, []).append(
                    (event.step, event.wall_time, tensor_util.make_ndarray(value.tensor).item()))
    seconds = time.perf_counter() - start
    points = sum(len(v) for v in series.values())
elif which == "tbparse":
    from tbparse import SummaryReader
    baseline = rss_kib()
    start = time.perf_counter()
    frame = SummaryReader(path, extra_columns={"wall_time"}).scalars
    seconds = time.perf_counter() - start
    points = len(frame)
else:
    sys.exit("unknown peer " + which)
print("%.6f %d %d %d" % (seconds, points, rss_kib(), baseline))
