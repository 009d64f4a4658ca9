"""Small models for Slipway's smoke-test tests. export_models.py scripts and traces them.

torch.jit.script needs the source in a file, which is why the models live here and not in the
exporting script's stdin.
"""

from typing import Dict, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F


class MnistCnn(nn.Module):
    """The seeds' MNIST CNN: conv 1->10 k5, conv 10->20 k5, dropout, fc 320->50, fc 50->10."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 10, kernel_size=5)
        self.conv2 = nn.Conv2d(10, 20, kernel_size=5)
        self.conv2_drop = nn.Dropout2d()
        self.fc1 = nn.Linear(320, 50)
        self.fc2 = nn.Linear(50, 10)

    def forward(self, x):
        x = F.relu(F.max_pool2d(self.conv1(x), 2))
        x = F.relu(F.max_pool2d(self.conv2_drop(self.conv2(x)), 2))
        x = x.view(-1, 320)
        x = F.relu(self.fc1(x))
        x = F.dropout(x, training=self.training)
        x = self.fc2(x)
        return F.log_softmax(x, dim=1)


class UnusedParameter(nn.Module):
    """An auxiliary head that forward() never calls: DDP hangs on it."""

    def __init__(self):
        super().__init__()
        self.body = nn.Linear(784, 32)
        self.head = nn.Linear(32, 10)
        self.aux_head = nn.Linear(32, 5)

    def forward(self, x):
        return self.head(F.relu(self.body(x.flatten(1))))


class ShapeBug(nn.Module):
    """fc1 expects 300 features, but the convolutions produce 320."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 10, kernel_size=5)
        self.conv2 = nn.Conv2d(10, 20, kernel_size=5)
        self.fc1 = nn.Linear(300, 50)
        self.fc2 = nn.Linear(50, 10)

    def forward(self, x):
        x = F.relu(F.max_pool2d(self.conv1(x), 2))
        x = F.relu(F.max_pool2d(self.conv2(x), 2))
        x = x.flatten(1)
        return self.fc2(F.relu(self.fc1(x)))


class ReturnsTuple(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(784, 32)
        self.head = nn.Linear(32, 10)

    def forward(self, x) -> Tuple[torch.Tensor, torch.Tensor]:
        features = F.relu(self.body(x.flatten(1)))
        return self.head(features), features


class ReturnsDict(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(784, 32)
        self.head = nn.Linear(32, 10)

    def forward(self, x) -> Dict[str, torch.Tensor]:
        features = F.relu(self.body(x.flatten(1)))
        return {"logits": self.head(features), "features": features}


class NanLoss(nn.Module):
    """Takes the log of a ReLU output: log(0) is -inf, and the loss turns NaN."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(784, 10)

    def forward(self, x):
        return torch.log(F.relu(self.fc(x.flatten(1))) * 0.0)


class MemoryHog(nn.Module):
    """Builds a scratch tensor of 2**40 floats per sample: far more memory than any computer."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(784, 10)

    def forward(self, x):
        scratch = torch.zeros([x.size(0), 1099511627776])
        return self.fc(x.flatten(1)) + scratch.sum()


class Regressor(nn.Module):
    """Two inputs (an image and 3 extra features) to 2 regression targets."""

    def __init__(self):
        super().__init__()
        self.image = nn.Linear(64, 16)
        self.extra = nn.Linear(3, 16)
        self.out = nn.Linear(32, 2)

    def forward(self, image, extra):
        a = torch.tanh(self.image(image.flatten(1)))
        b = torch.tanh(self.extra(extra))
        return self.out(torch.cat([a, b], dim=1))
