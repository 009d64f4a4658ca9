#!/usr/bin/env python3
"""Packs the files of an installed Debian Python package into a wheel, for the test cluster's
wheelhouse (tests/cluster/install).

A stand-in for the Alliance's own torch wheels: PyPI's torch wheel for Linux is about 900 MB
with its CUDA dependencies, too much for a test set-up, while Debian's python3-torch is already
installed. The wheel holds that package's modules under its real name and version; its compiled
parts still use Debian's shared libraries, so it installs only on a machine with python3-torch,
which every node of the test cluster is. Usage:

    debwheel.py --package python3-torch --name torch --version 1.13.1 \
        --requires typing-extensions --out WHEELHOUSE
"""

import argparse
import base64
import hashlib
import os
import subprocess
import sys
import sysconfig
import zipfile

DIST_PACKAGES = "/usr/lib/python3/dist-packages/"


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (name, digest, len(data))


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--package", required=True, help="the Debian package")
    p.add_argument("--name", required=True, help="the wheel's distribution name")
    p.add_argument("--version", required=True)
    p.add_argument("--requires", action="append", default=[], help="a Requires-Dist line")
    p.add_argument("--out", required=True, help="the folder the wheel goes into")
    args = p.parse_args()

    listed = subprocess.run(["dpkg-query", "-L", args.package], check=True, text=True,
                            stdout=subprocess.PIPE).stdout.splitlines()
    files = sorted(f for f in listed if f.startswith(DIST_PACKAGES) and os.path.isfile(f)
                   and "/__pycache__/" not in f and ".egg-info/" not in f)
    if not files:
        sys.exit("debwheel: %s installs no Python modules" % args.package)

    py = "cp%d%d" % sys.version_info[:2]
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    tag = "%s-%s-%s" % (py, py, platform)
    dist = args.name.replace("-", "_")
    info = "%s-%s.dist-info" % (dist, args.version)
    wheel = os.path.join(args.out, "%s-%s-%s.whl" % (dist, args.version, tag))
    metadata = "Metadata-Version: 2.1\nName: %s\nVersion: %s\nSummary: %s\n%s" % (
        args.name, args.version, "Debian's %s, packed as a wheel for the Slipway test cluster"
        % args.package, "".join("Requires-Dist: %s\n" % r for r in args.requires))
    wheel_file = "Wheel-Version: 1.0\nGenerator: slipway-debwheel\nRoot-Is-Purelib: false\n" \
                 "Tag: %s\n" % tag
    records = []
    tmp = wheel + ".tmp"
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for f in files:
            name = f[len(DIST_PACKAGES):]
            with open(f, "rb") as fh:
                data = fh.read()
            z.writestr(name, data)
            records.append(record_line(name, data))
        for name, text in (("METADATA", metadata), ("WHEEL", wheel_file),
                           ("top_level.txt", "")):
            data = text.encode()
            z.writestr("%s/%s" % (info, name), data)
            records.append(record_line("%s/%s" % (info, name), data))
        records.append("%s/RECORD,," % info)
        z.writestr("%s/RECORD" % info, "\n".join(records) + "\n")
    os.replace(tmp, wheel)
    print(wheel)


if __name__ == "__main__":
    main()
