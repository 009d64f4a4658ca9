"""Writes event files with real writers, one run per encoding, into LOGDIR.

Usage: writeruns.py LOGDIR

torch_simple   torch SummaryWriter.add_scalar (simple_value)
torch_new      add_scalar(new_style=True): DT_FLOAT tensor, float_val
torch_double   add_scalar(new_style=True, double_precision=True): DT_DOUBLE tensor, double_val
tensor_content TensorBoard's own EventFileWriter with rank-0 tensor_content scalars as TF2's
               tf.summary.scalar writes them (DT_FLOAT), plus DT_DOUBLE and DT_INT64 tags; the
               `scalars` metadata only on each tag's first value
mixed          torch scalars among images, histograms, text and hparams
restart        torch scalars 0..49, a SessionLog START, then 40..79 again
"""
import math
import os
import struct
import sys

import numpy as np
from torch.utils.tensorboard import SummaryWriter
from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2
from tensorboard.summary.writer.event_file_writer import EventFileWriter

logdir = sys.argv[1]


def value(i):
    return math.sin(i / 7.0) + 1.0 / (i + 3)


with SummaryWriter(os.path.join(logdir, "torch_simple")) as w:
    for i in range(300):
        w.add_scalar("loss/train", value(i), i, walltime=1700000000.0 + i)
    w.add_scalar("loss/nan", float("nan"), 300, walltime=1700000300.5)
    w.add_scalar("loss/nan", float("inf"), 301, walltime=1700000301.5)

with SummaryWriter(os.path.join(logdir, "torch_new")) as w:
    for i in range(300):
        w.add_scalar("loss/train", value(i), i, walltime=1700000000.0 + i, new_style=True)

with SummaryWriter(os.path.join(logdir, "torch_double")) as w:
    for i in range(300):
        w.add_scalar("loss/train", 0.1 + 1e-12 * i, i, walltime=1700000000.0 + i,
                     new_style=True, double_precision=True)


def tensor_scalar(dtype, content):
    return tensor_pb2.TensorProto(dtype=dtype, tensor_shape=tensor_shape_pb2.TensorShapeProto(),
                                  tensor_content=content)


writer = EventFileWriter(os.path.join(logdir, "tensor_content"))
scalars = summary_pb2.SummaryMetadata(
    plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="scalars"))
for i in range(200):
    values = [
        summary_pb2.Summary.Value(tag="accuracy",
                                  tensor=tensor_scalar(1, struct.pack("<f", value(i)))),
        summary_pb2.Summary.Value(tag="precise",
                                  tensor=tensor_scalar(2, struct.pack("<d", 1.0 / 3 + i))),
        summary_pb2.Summary.Value(tag="count",
                                  tensor=tensor_pb2.TensorProto(dtype=9, int64_val=[i * 1000])),
    ]
    if i == 0:
        for v in values:
            v.metadata.CopyFrom(scalars)
    writer.add_event(event_pb2.Event(wall_time=1700000000.0 + i, step=i,
                                     summary=summary_pb2.Summary(value=values)))
writer.close()

with SummaryWriter(os.path.join(logdir, "mixed")) as w:
    for i in range(20):
        w.add_scalar("loss", value(i), i, walltime=1700000000.0 + i)
        # add_histogram_raw: torch 1.13's add_histogram does not work with numpy 1.26.
        w.add_histogram_raw("weights", min=0.0, max=9.0 * i, num=10, sum=45.0 * i,
                            sum_squares=285.0 * i * i, bucket_limits=[3.0, 6.0, 10.0],
                            bucket_counts=[4, 3, 3], global_step=i, walltime=1700000000.0 + i)
    w.add_image("sample", np.zeros((3, 4, 4), dtype=np.uint8), 0, walltime=1700000000.0)
    w.add_text("note", "it's $(rm -rf) `x` ü", 0, walltime=1700000000.0)
    w.add_hparams({"lr": 0.1}, {"hparam/score": 1.0})

with SummaryWriter(os.path.join(logdir, "restart")) as w:
    for i in range(50):
        w.add_scalar("loss", i, i, walltime=1700000000.0 + i)
    w.file_writer.add_event(event_pb2.Event(wall_time=1700000100.0, step=40,
                                            session_log=event_pb2.SessionLog(status=1)))
    for i in range(40, 80):
        w.add_scalar("loss", 1000 + i, i, walltime=1700000100.0 + i)
