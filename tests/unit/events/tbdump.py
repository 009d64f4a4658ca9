"""Reads event files with TensorBoard's own Python loader and prints their scalars as JSON.

Usage: tbdump.py FILE...   (files of one run, in the order to read them)

Scalars are picked the way TensorBoard does: on a tag's first value, the (migrated) plugin
metadata decides. Points are kept per tag the way TensorBoard's default loader keeps them: a
point whose step is not above the last kept step first drops every kept point at or above it.
"""
import json
import math
import sys

from tensorboard.backend.event_processing import event_file_loader
from tensorboard.util import tensor_util


def number(x):
    return x if math.isfinite(x) else repr(x)  # JSON has no NaN or Infinity


records = 0
raw_points = 0
first_plugin = {}
tags = {}
for path in sys.argv[1:]:
    # Raw records, as framed in the file (the loader below may split one into several events).
    records += sum(1 for _ in event_file_loader.RawEventFileLoader(path).Load())
    for event in event_file_loader.EventFileLoader(path).Load():
        if not event.HasField("summary"):
            continue
        for value in event.summary.value:
            tag = value.tag or value.node_name
            if tag not in first_plugin:
                first_plugin[tag] = value.metadata.plugin_data.plugin_name
            if first_plugin[tag] != "scalars" or not value.HasField("tensor"):
                continue
            array = tensor_util.make_ndarray(value.tensor)
            if array.size != 1:
                continue
            raw_points += 1
            points = tags.setdefault(tag, [])
            while points and points[-1][0] >= event.step:
                points.pop()
            points.append([event.step, event.wall_time, float(array.item())])

print(json.dumps({
    "records": records,
    "raw_points": raw_points,
    "tags": {tag: [[s, w, number(v)] for s, w, v in points] for tag, points in tags.items()},
}))
