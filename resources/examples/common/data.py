"""Fashion-MNIST when a copy is at hand, otherwise synthetic images of the same shape.

Nothing is downloaded while the job runs (compute nodes often have no internet): give --data a
folder that holds the four files of Fashion-MNIST (train-images-idx3-ubyte.gz and friends, as
Debian's dataset-fashion-mnist installs them in /usr/share/datasets/fashion-mnist, or a copy in
your workspace). Without --data, or when the folder lacks them, the example trains on synthetic
28x28 images: ten classes, each a fixed random pattern plus noise, which a CNN learns quickly.
"""

import gzip
import os
import struct

import torch

FILES = {
    "train": ("train-images-idx3-ubyte.gz", "train-labels-idx1-ubyte.gz"),
    "test": ("t10k-images-idx3-ubyte.gz", "t10k-labels-idx1-ubyte.gz"),
}


def _read_idx(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        data = f.read()
    dims = data[3]
    shape = struct.unpack(">" + "I" * dims, data[4 : 4 + 4 * dims])
    return torch.frombuffer(bytearray(data[4 + 4 * dims :]), dtype=torch.uint8).reshape(shape)


def fashion_mnist(folder, split, limit):
    images_name, labels_name = FILES[split]
    images = _read_idx(os.path.join(folder, images_name))[:limit]
    labels = _read_idx(os.path.join(folder, labels_name))[:limit]
    x = images.float().div(255.0).sub(0.2860).div(0.3530).unsqueeze(1)
    return x, labels.long()


def synthetic(split, size, seed=1234):
    templates = torch.randn(10, 1, 28, 28, generator=torch.Generator().manual_seed(seed))
    g = torch.Generator().manual_seed(seed + (1 if split == "train" else 2))
    labels = torch.randint(0, 10, (size,), generator=g)
    x = templates[labels] + 0.8 * torch.randn(size, 1, 28, 28, generator=g)
    return x, labels


def load(folder, split, size):
    """(images, labels, description) for `split` ("train" or "test")."""
    if folder:
        names = FILES[split]
        if all(os.path.exists(os.path.join(folder, n)) for n in names):
            x, y = fashion_mnist(folder, split, size)
            return x, y, "Fashion-MNIST from %s (%d images)" % (folder, len(y))
        print("slipway-example: %s has no Fashion-MNIST files; using synthetic data" % folder)
    x, y = synthetic(split, size)
    return x, y, "synthetic images (%d)" % len(y)
