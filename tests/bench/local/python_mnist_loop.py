#!/usr/bin/python3
"""The peer of `slipwayctl train-example` for tests/bench/bench_local: the seeds' MNIST CNN
trained with Debian's Python PyTorch on the same Fashion-MNIST idx files, the same batch size,
normalisation, optimiser (SGD, lr 0.01, momentum 0.5) and thread count.

Usage: python_mnist_loop.py THREADS STEPS BATCH [same-kernels]
Prints JSON: steps per second (median step time, first step excluded) and the time from
process start to the end of the first step.

With "same-kernels" the model computes exactly as Slipway's built-in one does (channels-last
layout, relu in place after pooling, fc1 as a 4x4 convolution; core/local/trainablemodel.cpp):
the benchmark prints that as a second comparison, so what the C++ loop itself gains is visible
apart from what the faster kernels gain.
"""

import gzip
import json
import os
import statistics
import sys
import time

START = time.monotonic()

import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data",
                                "models"))
from test_models import MnistCnn  # noqa: E402


class SameKernelsMnistCnn(MnistCnn):
    """MnistCnn computed as Slipway's built-in model computes it: same function, same
    parameters."""

    def forward(self, x):
        x = torch.empty_like(x, memory_format=torch.channels_last).copy_(x)
        x = F.max_pool2d(self.conv1(x), 2).relu_()
        x = F.max_pool2d(self.conv2_drop(self.conv2(x)), 2).relu_()
        x = F.conv2d(x, self.fc1.weight.view(50, 20, 4, 4), self.fc1.bias).flatten(1)
        x = F.relu(x)
        x = F.dropout(x, training=self.training)
        x = self.fc2(x)
        return F.log_softmax(x, dim=1)


DATA = "/usr/share/datasets/fashion-mnist"


def read_idx(path):
    with gzip.open(path, "rb") as handle:
        raw = handle.read()
    dims = raw[3]
    shape = [int.from_bytes(raw[4 + 4 * i: 8 + 4 * i], "big") for i in range(dims)]
    return np.frombuffer(raw, dtype=np.uint8, offset=4 + 4 * dims).reshape(shape)


def main():
    threads, steps, batch = (int(value) for value in sys.argv[1:4])
    same_kernels = sys.argv[4:5] == ["same-kernels"]
    torch.set_num_threads(threads)
    torch.manual_seed(1)
    if os.path.exists(os.path.join(DATA, "train-images-idx3-ubyte.gz")):
        images = torch.from_numpy(read_idx(os.path.join(DATA, "train-images-idx3-ubyte.gz"))
                                  .copy()).unsqueeze(1)
        labels = torch.from_numpy(read_idx(os.path.join(DATA, "train-labels-idx1-ubyte.gz"))
                                  .copy()).long()
    else:
        images = torch.randint(0, 256, (60000, 1, 28, 28), dtype=torch.uint8)
        labels = torch.randint(0, 10, (60000,))
    model = SameKernelsMnistCnn() if same_kernels else MnistCnn()
    if same_kernels:
        for conv in (model.conv1, model.conv2):
            conv.weight.data = conv.weight.data.contiguous(memory_format=torch.channels_last)
    model.train()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.5)
    order = torch.randperm(images.size(0))
    per_epoch = images.size(0) // batch
    times = []
    first_step = None
    for step in range(steps):
        began = time.monotonic()
        index = order.narrow(0, (step % per_epoch) * batch, batch)
        x = images.index_select(0, index).float().div_(255.0)
        x.sub_(0.2860).div_(0.3530)
        y = labels.index_select(0, index)
        optimizer.zero_grad()
        loss = F.nll_loss(model(x), y)
        value = loss.item()
        loss.backward()
        optimizer.step()
        times.append(time.monotonic() - began)
        if first_step is None:
            first_step = time.monotonic() - START
    assert value == value, "loss is NaN"
    print(json.dumps({"stepsPerSecond": 1.0 / statistics.median(times[1:]),
                      "firstStepSinceStartSeconds": first_step}))


if __name__ == "__main__":
    main()
