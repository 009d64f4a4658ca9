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


def fake_newer(source, target, version=None, serialization_id=False, code_edit=None):
    """Copies a real TorchScript archive, as a newer PyTorch would have written it.

    version replaces the version record; serialization_id adds the `.data/serialization_id`
    record that PyTorch 2.1 and later write; code_edit (old, new) rewrites the model's code.
    """
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w") as dst:
        prefix = src.infolist()[0].filename.split("/")[0]
        for info in src.infolist():
            data = src.read(info.filename)
            is_version = info.filename.endswith("/version") or info.filename.endswith(
                "/.data/version")
            if is_version and version is not None:
                data = b"%d\n" % version
            if code_edit and info.filename.endswith("code/__torch__/test_models.py"):
                if code_edit[0].encode() not in data:
                    sys.exit("export_models.py: the code to rewrite is not in " + info.filename)
                data = data.replace(code_edit[0].encode(), code_edit[1].encode())
            dst.writestr(info, data)
        if serialization_id:
            # The record holds a hash of the archive's records: 40 decimal digits.
            dst.writestr(prefix + "/.data/serialization_id", b"1" * 40)


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
    scripted = path("cnn_scripted.pt")
    fake_newer(scripted, path("newer_pytorch.pt"), version=99)
    fake_newer(scripted, path("format11_serialization_id.pt"), version=11, serialization_id=True)
    # Readable by its format number, but only PyTorch 2.1 and later write this record.
    fake_newer(scripted, path("serialization_id.pt"), serialization_id=True)
    view = "x2 = torch.view(x1, [-1, 320])"
    # aten::rms_norm came with PyTorch 2.4; 1.13 does not know it.
    newer_op = (view, "x2 = torch.rms_norm(torch.view(x1, [-1, 320]), [320], None, None)")
    fake_newer(scripted, path("newer_operator.pt"), code_edit=newer_op)
    fake_newer(scripted, path("newer_operator_serialization_id.pt"), serialization_id=True,
               code_edit=newer_op)
    # A known operator called with arguments 1.13's schema does not have.
    fake_newer(scripted, path("newer_signature_serialization_id.pt"), serialization_id=True,
               code_edit=(view, "x2 = torch.view(x1, [-1, 320], 7)"))
    fake_newer(scripted, path("extension_operator.pt"),
               code_edit=(view, "x2 = ops.torchvision.nms(torch.view(x1, [-1, 320]), 0.5)"))

    print("exported test models to", out)


if __name__ == "__main__":
    main()
