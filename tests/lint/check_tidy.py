#!/usr/bin/env python3
"""clang-tidy with the project's .clang-tidy on the source files the build compiles.

    check_tidy.py SOURCE_DIR BUILD_DIR [JOBS] [FOLDER...|all]

clang-tidy is the one tools/setup installs from PyPI into .venv (tools/requirements-dev.txt),
or SLIPWAY_CLANG_TIDY: version 22 or later, which no longer runs the checks on the code of system
headers (Qt's, the standard library's), about four times faster than Debian's clang-tidy 14 on
a page of the UI. Every finding is an error: fix it, or justify it where it stands with
`// NOLINT(check-name): reason`. The folders checked are those in CHECKED, those named, or
app/, core/ and ui/ (`all`); core/local is always left out (its LibTorch translation units alone
cost more than the rest together), and so are the tests.

A file that passed is remembered, as ccache remembers a compilation, under a key made of
everything that decides the answer: clang-tidy's version, .clang-tidy, the file's compile
command, and the bytes of the file and of every header it includes, as the build's dependency
records list them (`ninja -t deps`). Change any of them and the file is checked again; a file
the build has not compiled yet (no dependency record) is always checked. The key does not
depend on where the checkout or the build folder is, so a fresh clone on the same computer
finds what an earlier one checked. The cache is SLIPWAY_TIDY_CACHE, by default
~/.cache/slipway/tidy (under XDG_CACHE_HOME when set); entries unused for 60 days are removed.
"""

import concurrent.futures
import hashlib
import json
import os
import shlex
import subprocess
import sys
import time

# The folders the test checks: all of them (core/local is always left out, see above).
ALL = ["app", "core", "ui"]
CHECKED = ALL
CACHE_DAYS = 60


def cache_folder():
    folder = os.environ.get("SLIPWAY_TIDY_CACHE")
    if not folder:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        folder = os.path.join(base, "slipway", "tidy")
    os.makedirs(folder, exist_ok=True)
    return folder


class Places:
    """Writes paths under the checkout and the build folder without where those are."""

    def __init__(self, top, build):
        # The build folder first: it may sit inside the checkout.
        self.prefixes = sorted([(build, "@BUILD@"), (top, "@TOP@")], key=lambda p: -len(p[0]))

    def __call__(self, text):
        for prefix, name in self.prefixes:
            text = text.replace(prefix, name)
        return text


def fail(message):
    print(f"check_tidy: {message}", file=sys.stderr)
    sys.exit(1)


def compiled_files(top, build, folders):
    """The compile commands of the files under `folders`, less core/local: path -> entry."""
    database = os.path.join(build, "compile_commands.json")
    if not os.path.exists(database):
        fail(f"{database} is missing (configure with CMake first)")
    prefixes = tuple(f.rstrip("/") + "/" for f in folders)
    files = {}
    with open(database, encoding="utf-8") as f:
        for entry in json.load(f):
            path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
            rel = os.path.relpath(path, top)
            if rel.startswith(prefixes) and not rel.startswith("core/local/"):
                files[path] = entry
    return files


def dependency_records(build):
    """Object file (absolute) -> the files it was compiled from, from `ninja -t deps`."""
    try:
        out = subprocess.run(["ninja", "-C", build, "-t", "deps"], capture_output=True,
                             text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return {}
    records = {}
    current = None
    for line in out.splitlines():
        if not line.strip():
            current = None
        elif not line.startswith(" ") and ": #deps" in line:
            target = line.split(": #deps", 1)[0]
            current = records.setdefault(os.path.normpath(os.path.join(build, target)), [])
        elif current is not None:
            current.append(os.path.normpath(os.path.join(build, line.strip())))
    return records


class Hasher:
    def __init__(self):
        self.known = {}

    def file(self, path):
        if path not in self.known:
            try:
                with open(path, "rb") as f:
                    self.known[path] = hashlib.sha256(f.read()).hexdigest()
            except OSError:
                self.known[path] = None
        return self.known[path]


def object_file(entry):
    """The object file a compile command writes (absolute), or None."""
    output = entry.get("output")
    if not output:
        words = entry.get("arguments") or shlex.split(entry.get("command", ""))
        output = next((b for a, b in zip(words, words[1:]) if a == "-o"), None)
    return os.path.normpath(os.path.join(entry["directory"], output)) if output else None


def cache_key(base, entry, source, deps, hasher, places):
    """The key that decides a file's answer, or None when it cannot be known."""
    if not deps:
        return None
    h = hashlib.sha256(base)
    h.update(places(json.dumps(entry.get("arguments") or entry.get("command"))).encode())
    for path in sorted(set(deps) | {source}):
        digest = hasher.file(path)
        if digest is None:
            return None
        h.update(places(path).encode() + b"\0" + digest.encode() + b"\n")
    return h.hexdigest()


def forget_old(cache):
    oldest = time.time() - CACHE_DAYS * 86400
    for name in os.listdir(cache):
        path = os.path.join(cache, name)
        try:
            if os.path.getmtime(path) < oldest:
                os.remove(path)
        except OSError:
            pass


def find_tidy(top):
    """clang-tidy from PyPI in .venv (tools/requirements-dev.txt), or SLIPWAY_CLANG_TIDY."""
    tidy = os.environ.get("SLIPWAY_CLANG_TIDY") or os.path.join(top, ".venv", "bin", "clang-tidy")
    if not os.access(tidy, os.X_OK):
        fail(f"{tidy} is missing: tools/setup --venv installs clang-tidy from PyPI into .venv "
             "(tools/dev test does it too)")
    return tidy


def run_tidy(tidy, top, build, source):
    command = [tidy, "-p", build, "--quiet", "--warnings-as-errors=*",
               f"--header-filter=^{top}/(app|core|ui)/", source]
    result = subprocess.run(command, capture_output=True, text=True)
    # Findings come on stdout; stderr holds clang-tidy's counts, and its own errors, shown only
    # when nothing else says why it failed.
    output = result.stdout
    if result.returncode != 0 and not output.strip():
        output = result.stderr
    return result.returncode, output


def main(argv):
    if len(argv) < 3:
        fail("usage: check_tidy.py SOURCE_DIR BUILD_DIR [JOBS] [FOLDER...|all]")
    top = os.path.realpath(argv[1])
    build = os.path.realpath(argv[2])
    jobs = int(argv[3]) if len(argv) > 3 else 2
    folders = argv[4:] or CHECKED
    if folders == ["all"]:
        folders = ALL
    files = compiled_files(top, build, folders)
    if not files:
        fail(f"no compiled source files under {' '.join(folders)}")

    tidy = find_tidy(top)
    version = subprocess.run([tidy, "--version"], capture_output=True, text=True).stdout
    print(next((l.strip() for l in version.splitlines() if "version" in l.lower()), version))
    with open(os.path.join(top, ".clang-tidy"), "rb") as f:
        base = version.encode() + b"\0" + f.read()
    records = dependency_records(build)
    hasher = Hasher()
    places = Places(top, build)
    cache = cache_folder()

    started = time.monotonic()
    to_check = {}
    cached = 0
    for source, entry in sorted(files.items()):
        key = cache_key(base, entry, source, records.get(object_file(entry)), hasher, places)
        if key and os.path.exists(os.path.join(cache, key)):
            os.utime(os.path.join(cache, key))
            cached += 1
        else:
            to_check[source] = key

    failed = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = {pool.submit(run_tidy, tidy, top, build, s): s for s in to_check}
        for future in concurrent.futures.as_completed(futures):
            source = futures[future]
            status, output = future.result()
            if output.strip():
                print(output.rstrip(), flush=True)
            if status != 0:
                failed.append(os.path.relpath(source, top))
            elif to_check[source]:
                open(os.path.join(cache, to_check[source]), "w").close()

    forget_old(cache)
    print(f"check_tidy: {len(files)} files under {' '.join(folders)} ({cached} unchanged since "
          f"they last passed) in {time.monotonic() - started:.0f} s with {jobs} jobs")
    if failed:
        print("check_tidy: clang-tidy found problems in " + ", ".join(sorted(failed)),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
