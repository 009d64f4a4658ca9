#!/usr/bin/env python3
"""The test cluster's stand-in for the internet: an HTTP server on 127.0.0.1.

Serves a folder of fixtures that it writes itself at start (--make-fixtures): example archives
like the ones centre documentation hands out (a zip and a tar.gz of a small PyTorch project),
a mirror of Fashion-MNIST (the four files of Debian's dataset-fashion-mnist), and hostile
archives (members with '..' or absolute paths, links that escape, an archive that claims more
space than any disk has, a damaged one, a web page posing as a zip). Anything missing is a
plain 404. Under /slow/ every file is served at about 256 kB/s, so that a test can cancel a
transfer that is still running.

Started by tests/cluster/up, stopped by tests/cluster/down (by its pid file).
"""

import argparse
import hashlib
import http.server
import io
import os
import shutil
import socketserver
import sys
import tarfile
import time
import zipfile

FASHION_MNIST = "/usr/share/datasets/fashion-mnist"
SLOW_RATE = 256 * 1024  # bytes per second under /slow/
FIXED_TIME = (2024, 1, 2, 3, 4, 6)
FIXED_EPOCH = 1704164646

PROJECT = {
    "pytorch-example/README.md": b"# A small PyTorch example\n\nRun: python train.py\n",
    "pytorch-example/train.py": b"import sys\nprint('training', sys.argv[1:])\n",
    "pytorch-example/data/notes with spaces.txt": b"a file whose name has spaces\n",
    "pytorch-example/data/$(touch PWNED) 'quoted'.txt": b"a hostile name, harmless here\n",
}


def write_zip(path, members):
    """members: (name, data, mode); mode 0o120777 makes a symbolic link to `data`."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data, mode in members:
            info = zipfile.ZipInfo(name, FIXED_TIME)
            info.create_system = 3  # Unix, so the mode is read
            info.external_attr = mode << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)


def write_tgz(path, members):
    """members: (name, data, kind) with kind 'file', 'symlink' (data: target), 'hardlink'."""
    with open(path, "wb") as raw:
        with tarfile.open(fileobj=raw, mode="w:gz", format=tarfile.GNU_FORMAT) as tf:
            for name, data, kind in members:
                info = tarfile.TarInfo(name)
                info.mtime = FIXED_EPOCH
                info.uname = info.gname = "slipway"
                if kind == "file":
                    info.size = len(data)
                    info.mode = 0o644
                    tf.addfile(info, io.BytesIO(data))
                else:
                    info.type = tarfile.SYMTYPE if kind == "symlink" else tarfile.LNKTYPE
                    info.linkname = data.decode()
                    info.mode = 0o777
                    tf.addfile(info)


def write_huge_zip(path):
    """A zip whose listing claims 64 TiB of content (ZIP64 sizes): more than any disk here."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED, allowZip64=True) as zf:
        info = zipfile.ZipInfo("huge/zeros.bin", FIXED_TIME)
        info.create_system = 3
        info.external_attr = 0o644 << 16
        zf.writestr(info, b"\0" * 16)
        info.file_size = 64 << 40  # written into the central directory at close
    with open(path, "wb") as out:
        out.write(buf.getvalue())


def make_fixtures(root):
    os.makedirs(root, exist_ok=True)
    for sub in ("examples", "fashion-mnist", "hostile", "slow"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)

    files = [(name, data, 0o100644) for name, data in PROJECT.items()]
    write_zip(os.path.join(root, "examples/pytorch-example.zip"), files)
    write_tgz(os.path.join(root, "examples/pytorch-example.tar.gz"),
              [(name, data, "file") for name, data in PROJECT.items()]
              + [("pytorch-example/latest", b"train.py", "symlink")])
    for name in ("pytorch-example.zip", "pytorch-example.tar.gz"):
        path = os.path.join(root, "examples", name)
        with open(path, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        with open(path + ".sha256", "w") as f:
            f.write(f"{digest}  {name}\n")

    if os.path.isdir(FASHION_MNIST):
        for name in sorted(os.listdir(FASHION_MNIST)):
            if name.endswith(".gz"):
                shutil.copyfile(os.path.join(FASHION_MNIST, name),
                                os.path.join(root, "fashion-mnist", name))

    hostile = os.path.join(root, "hostile")
    write_tgz(os.path.join(hostile, "dotdot.tar.gz"),
              [("ok/readme.txt", b"fine\n", "file"), ("ok/../../escaped.txt", b"x\n", "file")])
    write_tgz(os.path.join(hostile, "absolute.tar.gz"),
              [("/tmp/slipway-absolute-member.txt", b"x\n", "file")])
    write_tgz(os.path.join(hostile, "symlink-escape.tar.gz"),
              [("ok/link", b"../../..", "symlink"), ("ok/link/escaped.txt", b"x\n", "file")])
    write_tgz(os.path.join(hostile, "hardlink-escape.tar.gz"),
              [("ok/passwd", b"/etc/passwd", "hardlink")])
    write_zip(os.path.join(hostile, "dotdot.zip"),
              [("ok/readme.txt", b"fine\n", 0o100644), ("../escaped.txt", b"x\n", 0o100644)])
    write_zip(os.path.join(hostile, "absolute.zip"),
              [("/tmp/slipway-absolute-member.txt", b"x\n", 0o100644)])
    write_zip(os.path.join(hostile, "symlink.zip"),
              [("ok/link", b"/etc", 0o120777), ("ok/readme.txt", b"fine\n", 0o100644)])
    write_huge_zip(os.path.join(hostile, "huge.zip"))
    with open(os.path.join(hostile, "web-page.zip"), "wb") as f:
        f.write(b"<!DOCTYPE html><html><body>Please log in to download</body></html>\n")
    with open(os.path.join(root, "examples/pytorch-example.tar.gz"), "rb") as f:
        whole = f.read()
    with open(os.path.join(hostile, "damaged.tar.gz"), "wb") as f:
        f.write(whole[: len(whole) // 2])

    # Large enough that a transfer at SLOW_RATE takes about 20 s: something to cancel.
    # Incompressible and the same every time: a chain of SHA-256 digests.
    rnd = hashlib.sha256(b"slipway").digest()
    parts = []
    for _ in range((5 << 20) // 32):
        rnd = hashlib.sha256(rnd).digest()
        parts.append(rnd)
    blob = b"".join(parts)
    write_tgz(os.path.join(root, "slow/big.tar.gz"), [("big/blob.bin", bytes(blob), "file")])


class Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, fmt, *args):
        sys.stderr.write("%s %s\n" % (self.log_date_time_string(), fmt % args))

    def copyfile(self, source, outputfile):
        if not self.path.startswith("/slow/"):
            return super().copyfile(source, outputfile)
        chunk = SLOW_RATE // 10
        while True:
            data = source.read(chunk)
            if not data:
                return
            outputfile.write(data)
            time.sleep(0.1)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--listen", default="127.0.0.1:28080")
    parser.add_argument("--root", required=True)
    parser.add_argument("--make-fixtures", action="store_true")
    parser.add_argument("--pidfile")
    args = parser.parse_args()
    if args.make_fixtures:
        make_fixtures(args.root)
    host, port = args.listen.rsplit(":", 1)
    os.chdir(args.root)
    server = Server((host, int(port)),
                    lambda *a, **k: Handler(*a, directory=args.root, **k))
    if args.pidfile:
        with open(args.pidfile, "w") as f:
            f.write(f"{os.getpid()}\n")
    server.serve_forever()


if __name__ == "__main__":
    main()
