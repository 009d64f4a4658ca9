#!/usr/bin/python3
"""Exports the test models with Debian's python3-torch into the folder given as argument.

Usage: export_models.py OUTDIR

Writes TorchScript files (scripted and traced), a torch.save checkpoint (not TorchScript), a
text file, a truncated archive and a copy of a real archive whose version record claims a
newer PyTorch. Commit this script, never its output.
"""

import os
import sys
import zipfile

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_models as m  # noqa: E402


def fake_newer(source, target, version):
    """Copies a real TorchScript archive, replacing its version record."""
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w") as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename.endswith("/version") or info.filename.endswith("/.data/version"):
                data = b"%d\n" % version
            dst.writestr(info, data)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: export_models.py OUTDIR")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    image = torch.randn(2, 1, 28, 28)

    def path(name):
        return os.path.join(out, name)

    torch.jit.script(m.MnistCnn()).save(path("cnn_scripted.pt"))
    # Traced in eval mode, as models should be: tracing bakes the dropout on/off decision in.
    torch.jit.trace(m.MnistCnn().eval(), image).save(path("cnn_traced.pt"))
    torch.jit.script(m.UnusedParameter()).save(path("unused_parameter.pt"))
    torch.jit.script(m.ShapeBug()).save(path("shape_bug.pt"))
    torch.jit.script(m.ReturnsTuple()).save(path("returns_tuple.pt"))
    torch.jit.script(m.ReturnsDict()).save(path("returns_dict.pt"))
    torch.jit.script(m.NanLoss()).save(path("nan_loss.pt"))
    torch.jit.script(m.MemoryHog()).save(path("memory_hog.pt"))
    torch.jit.trace(m.Regressor(), (torch.randn(2, 1, 8, 8), torch.randn(2, 3))).save(
        path("regressor_traced.pt"))

    # Mistakes that are not models at all.
    torch.save(m.MnistCnn().state_dict(), path("state_dict.pt"))
    with open(path("notes.pt"), "w") as handle:
        handle.write("this is a text file, not a model\n")
    with open(path("cnn_scripted.pt"), "rb") as handle:
        whole = handle.read()
    with open(path("truncated.pt"), "wb") as handle:
        handle.write(whole[: len(whole) // 2])
    fake_newer(path("cnn_scripted.pt"), path("newer_pytorch.pt"), 99)

    print("exported test models to", out)


if __name__ == "__main__":
    main()
