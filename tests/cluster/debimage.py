#!/usr/bin/env python3
"""Builds the test cluster's container image (a Charliecloud directory image) from Debian's
packages: python3 and torch, for the container recipe (tests/cluster/install).

The image holds the packages that Debian's python3-torch needs at run time, unpacked from their
.deb files with `dpkg-deb` as dpkg would unpack them (no maintainer scripts run):

- every package that owns a file which `import torch` (and torch.distributed, torch.nn.parallel,
  torch.distributed.run) maps or imports on this machine: the shared libraries and Python
  modules, found in /proc/self/maps and sys.modules and looked up in dpkg's file lists;
- python3-torch's Python dependencies (python3-*), recursively, and python3-minimal and
  python3 (the /usr/bin/python3 link) and python-is-python3 (/usr/bin/python).

That is about 270 packages and 700 MB, where `apt-get install python3-torch` pulls in about 450
packages and 1.1 GB (what libtorch links but `import torch` never loads: most of OpenCV's and
GDAL's dependencies, LLVM, Mesa), and `mmdebstrap --include=python3-torch` took 414 s and
1.4 GB. The versions are those installed on this machine (apt's candidate where the mirror no
longer has that version, and for python-is-python3 when it is not installed). A .deb comes
from apt's cache (/var/cache/apt/archives) when it is there, else `apt-get download` fetches it
into --debs, which is removed once the image is built. Documentation, manual pages and
translations are left out, as Debian's slim images leave them out. The links that maintainer
scripts would make through update-alternatives (libblas.so.3, liblapack.so.3) are made as on this machine. Usage:

    debimage.py --image DIR --debs DIR
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

PROBE = r"""
import json, os, sys
import torch, torch.distributed, torch.distributed.run, torch.nn.parallel, torch.utils.data
torch.ones(2) + 1
files = set()
with open("/proc/self/maps") as maps:
    for line in maps:
        parts = line.split()
        if len(parts) >= 6 and parts[5].startswith("/"):
            files.add(parts[5])
for module in list(sys.modules.values()):
    f = getattr(module, "__file__", None)
    if f:
        files.add(os.path.abspath(f))
files.add(sys.executable)
print(json.dumps(sorted(files)))
"""

# Left out of the image, as Debian's slim images leave them out (dpkg's path-exclude).
EXCLUDES = ["./usr/share/doc/*", "./usr/share/man/*", "./usr/share/info/*",
            "./usr/share/locale/*", "./usr/share/lintian/*", "./usr/share/bug/*"]

# Merged /usr, as in Debian bookworm: packages still ship some files under /lib and /bin.
MERGED = ["bin", "sbin", "lib", "lib64"]


def canonical(path):
    """The path dpkg would list for a file, in the merged-/usr form."""
    path = os.path.normpath(path)
    for top in MERGED:
        if path == "/" + top or path.startswith("/" + top + "/"):
            return "/usr" + path
    return path


def owners():
    """Maps every file in dpkg's file lists (merged-/usr form) to its package."""
    table = {}
    info = "/var/lib/dpkg/info"
    for name in os.listdir(info):
        if not name.endswith(".list"):
            continue
        package = name[:-5].split(":")[0]
        with open(os.path.join(info, name), encoding="utf-8", errors="replace") as f:
            for line in f:
                table.setdefault(canonical(line.rstrip("\n")), package)
    return table


def dpkg_status():
    """Installed packages: name -> (version, architecture, names it depends on)."""
    out = subprocess.run(["dpkg-query", "-W", "-f", "${Package}|${db:Status-Abbrev}|${Version}|"
                          "${Architecture}|${Depends},${Pre-Depends}\n"], check=True, text=True,
                         capture_output=True).stdout
    table = {}
    for line in out.splitlines():
        package, status, version, arch, depends = line.split("|", 4)
        if not status.startswith("ii"):
            continue
        names = []
        for clause in depends.split(","):
            name = clause.split("|")[0].strip().split(" ")[0].split(":")[0]
            if name:
                names.append(name)
        table[package] = (version, arch, names)
    return table


def package_set(status):
    files = json.loads(subprocess.run(["/usr/bin/python3", "-c", PROBE], check=True, text=True,
                                      capture_output=True).stdout)
    table = owners()
    wanted = set()
    for f in files:
        for candidate in (f, os.path.realpath(f)):
            package = table.get(canonical(candidate))
            if package:
                wanted.add(package)
                break
    # python3-torch's own Python dependencies, recursively, and the python3 links.
    queue = ["python3-torch", "python3-minimal", "python3", "python-is-python3"]
    seen = set()
    while queue:
        package = queue.pop()
        if package in seen or package not in status:
            continue
        seen.add(package)
        wanted.add(package)
        queue.extend(d for d in status[package][2] if d.startswith("python3"))
    # /usr/bin/python, which job scripts call, whether or not this machine has it.
    wanted.add("python-is-python3")
    return sorted(wanted)


def deb_files(packages, status, debs_dir):
    """The .deb of each package: the installed version from apt's cache or the mirror, else (a
    version the mirror no longer has) apt's candidate version."""
    os.makedirs(debs_dir, exist_ok=True)
    found, missing = {}, []
    for package in packages:
        if package not in status:
            missing.append(package)
            continue
        version, arch, _ = status[package]
        name = "%s_%s_%s.deb" % (package, version.replace(":", "%3a"), arch)
        for folder in ("/var/cache/apt/archives", debs_dir):
            if os.path.isfile(os.path.join(folder, name)):
                found[package] = os.path.join(folder, name)
                break
        else:
            missing.append(package)
    if missing:
        madison = subprocess.run(["apt-cache", "madison"] + missing, text=True,
                                 capture_output=True).stdout
        offered = {tuple(f.strip() for f in line.split("|")[:2]) for line in madison.splitlines()}
        asks = ["%s=%s" % (p, status[p][0]) if p in status and (p, status[p][0]) in offered
                else p for p in missing]
        subprocess.run(["apt-get", "download", "-q"] + asks, cwd=debs_dir, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for package in missing:
            debs = sorted(f for f in os.listdir(debs_dir) if f.startswith(package + "_"))
            if not debs:
                sys.exit("debimage: apt-get download did not give %s" % package)
            found[package] = os.path.join(debs_dir, debs[-1])
    return found


def unpack(debs, image):
    for top in ("usr/bin", "usr/sbin", "usr/lib", "usr/lib64"):
        os.makedirs(os.path.join(image, top), exist_ok=True)
    for top in MERGED:
        os.symlink("usr/" + top, os.path.join(image, top))
    for package, deb in sorted(debs.items()):
        data = subprocess.Popen(["dpkg-deb", "--fsys-tarfile", deb], stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", image, "--keep-directory-symlink", "--no-same-owner"]
                       + ["--exclude=" + e for e in EXCLUDES], stdin=data.stdout, check=True)
        data.stdout.close()
        if data.wait() != 0:
            sys.exit("debimage: dpkg-deb could not read %s" % deb)


def make_alternatives(image):
    """The links that maintainer scripts make through update-alternatives (libblas.so.3,
    liblapack.so.3), as on this machine, for the alternatives whose file is in the image."""
    os.makedirs(os.path.join(image, "etc/alternatives"), exist_ok=True)
    for folder in ("/usr/bin", "/usr/lib/x86_64-linux-gnu"):
        for name in os.listdir(folder):
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                continue
            alternative = os.readlink(path)
            if not alternative.startswith("/etc/alternatives/") or \
                    not os.path.islink(alternative):
                continue
            value = os.readlink(alternative)
            inside = os.path.join(image, value.lstrip("/"))
            if not os.path.exists(inside) or os.path.lexists(os.path.join(image, path[1:])):
                continue
            os.symlink(alternative, os.path.join(image, path[1:]))
            if not os.path.lexists(os.path.join(image, alternative[1:])):
                os.symlink(value, os.path.join(image, alternative[1:]))


def make_mount_points(image):
    """What ch-run binds into the image: it cannot create these in a read-only image."""
    for folder in ("dev", "proc", "sys", "tmp", "home", "mnt", "run", "var/tmp", "etc"):
        os.makedirs(os.path.join(image, folder), exist_ok=True)
    os.chmod(os.path.join(image, "tmp"), 0o1777)
    for name in ("passwd", "group", "hosts", "resolv.conf", "machine-id"):
        open(os.path.join(image, "etc", name), "a").close()


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--image", required=True, help="the image folder (replaced)")
    p.add_argument("--debs", required=True, help="where .deb files are downloaded to")
    args = p.parse_args()

    start = time.monotonic()
    status = dpkg_status()
    debs = deb_files(package_set(status), status, args.debs)
    versions = {p: subprocess.run(["dpkg-deb", "-f", deb, "Version"], check=True, text=True,
                                  capture_output=True).stdout.strip() for p, deb in debs.items()}
    fetched = time.monotonic()
    building = args.image + ".new"
    shutil.rmtree(building, ignore_errors=True)
    os.makedirs(building)
    unpack(debs, building)
    make_alternatives(building)
    make_mount_points(building)
    with open(os.path.join(building, "etc/slipway-image-packages"), "w") as f:
        f.writelines("%s %s\n" % item for item in sorted(versions.items()))
    check = subprocess.run(["ch-run", building, "--", "/usr/bin/python3", "-c",
                            "import torch; print(torch.__version__)"],
                           text=True, capture_output=True, env=dict(os.environ, USER="root"))
    if check.returncode != 0:
        sys.exit("debimage: torch does not import inside the new image:\n" + check.stderr)
    shutil.rmtree(args.image, ignore_errors=True)
    os.rename(building, args.image)
    shutil.rmtree(args.debs, ignore_errors=True)
    print("debimage: %d packages, torch %s; %.0f s to find and fetch the .deb files, %.0f s "
          "in all" % (len(versions), check.stdout.strip(), fetched - start,
                      time.monotonic() - start))


if __name__ == "__main__":
    main()
