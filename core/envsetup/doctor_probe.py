#!/usr/bin/env python3
"""Slipway's environment doctor: checks, inside a job, the machine the training will use.

Self-contained (Python standard library, and torch when it imports). Run by the doctor job, or
by hand on any machine:

    python3 doctor_probe.py --expect-gpus 1 --distributed

Each finding is one line, "SLIPWAY-DOCTOR " followed by a JSON object on that line:
    {"check": NAME, "status": "ok"|"fail"|"warn"|"skip", ...details}
NAME is one of start, python, modules, torch, gpus, distributed, imports, writable, space, cpus,
done. Other lines (warnings of libraries) are not part of the report. The exit status is 0 when
nothing failed, 1 otherwise.
"""

import argparse
import ast
import json
import os
import socket
import sys
import tempfile
import time

MARK = "SLIPWAY-DOCTOR"


def say(check, status, **details):
    details.update({"check": check, "status": status})
    print(MARK + " " + json.dumps(details, sort_keys=True), flush=True)


def env_int(*names):
    for name in names:
        value = os.environ.get(name, "")
        if value.strip().isdigit():
            return int(value)
    return None


def rank_and_world():
    """This process's rank and the number of processes, as torchrun or srun set them."""
    rank = env_int("RANK", "SLURM_PROCID", "PMI_RANK", "OMPI_COMM_WORLD_RANK")
    world = env_int("WORLD_SIZE", "SLURM_NTASKS", "PMI_SIZE", "OMPI_COMM_WORLD_SIZE")
    local_world = env_int("LOCAL_WORLD_SIZE", "SLURM_NTASKS_PER_NODE")
    return rank or 0, world or 1, local_world or 1


def script_needs(path):
    """Top-level imports and literal DataLoader num_workers of a training script."""
    with open(path, "rb") as f:
        tree = ast.parse(f.read())
    here = os.path.dirname(os.path.abspath(path))
    std = set(getattr(sys, "stdlib_module_names", ())) | set(sys.builtin_module_names)
    names = []
    for node in tree.body:
        if isinstance(node, ast.Import):
            found = [a.name.split(".")[0] for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found = [node.module.split(".")[0]]
        else:
            continue
        for name in found:
            own = os.path.exists(os.path.join(here, name + ".py")) or os.path.isdir(
                os.path.join(here, name))
            if name not in std and not own and name not in names:
                names.append(name)
    workers = None
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "num_workers":
            if isinstance(node.value, ast.Constant) and isinstance(node.value.value, int):
                workers = max(workers or 0, node.value.value)
    return names, workers


def check_imports(names):
    import importlib.util

    missing = []
    for name in names:
        if not name.isidentifier():
            missing.append(name)
            continue
        try:
            found = importlib.util.find_spec(name) is not None
        except Exception:  # a broken package counts as missing
            found = False
        if not found:
            missing.append(name)
    say("imports", "fail" if missing else "ok", checked=names, missing=missing)
    return not missing


def check_writable(folders):
    ok = True
    for folder in folders:
        folder = os.path.expanduser(os.path.expandvars(folder))
        try:
            os.makedirs(folder, exist_ok=True)
            with tempfile.NamedTemporaryFile(dir=folder, prefix=".slipway-doctor-") as f:
                f.write(b"x")
                f.flush()
            say("writable", "ok", path=os.path.abspath(folder))
        except OSError as e:
            ok = False
            say("writable", "fail", path=os.path.abspath(folder), error=e.strerror or str(e))
    return ok


def check_space(folders, min_free_gb):
    import shutil

    seen = set()
    for label, folder in folders:
        if not folder or folder in seen:
            continue
        seen.add(folder)
        try:
            free = shutil.disk_usage(folder).free
        except OSError as e:
            say("space", "warn", name=label, path=folder, error=e.strerror or str(e))
            continue
        status = "ok" if free >= min_free_gb * 1024 ** 3 else "warn"
        say("space", status, name=label, path=folder, free_bytes=free, min_gb=min_free_gb)


def check_cpus(workers):
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:
        cpus = os.cpu_count() or 1
    per_task = env_int("SLURM_CPUS_PER_TASK", "NCPUS")
    usable = min(cpus, per_task) if per_task else cpus
    if workers is None:
        say("cpus", "ok", cpus=usable, per_task=per_task, workers=None)
    elif workers + 1 > usable:
        # The training process and each DataLoader worker want a CPU of their own.
        say("cpus", "warn", cpus=usable, per_task=per_task, workers=workers)
    else:
        say("cpus", "ok", cpus=usable, per_task=per_task, workers=workers)


def check_torch():
    try:
        import torch
    except Exception as e:  # ImportError, or a broken shared library underneath
        say("torch", "fail", error="%s: %s" % (type(e).__name__, e))
        return None
    say("torch", "ok", version=torch.__version__, cuda=torch.version.cuda,
        path=os.path.dirname(torch.__file__))
    return torch


def check_gpus(torch, expected, local_world):
    assigned = os.environ.get("CUDA_VISIBLE_DEVICES")
    given = None if assigned is None else len([d for d in assigned.split(",") if d.strip()])
    seen = 0
    names = []
    if torch is not None and torch.cuda.is_available():
        seen = torch.cuda.device_count()
        names = [torch.cuda.get_device_name(i) for i in range(seen)]
    # A launcher may give each process one GPU of the node's (srun with --gpus-per-task).
    ok = seen == expected or (local_world > 1 and seen * local_world == expected)
    say("gpus", "ok" if ok else "fail", expected=expected, torch_sees=seen, scheduler_gave=given,
        names=names, torch_has_cuda=bool(torch is not None and torch.version.cuda))
    return ok


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def all_reduce(rank, world, backend, timeout_s):
    import datetime

    import torch
    import torch.distributed as dist

    dist.init_process_group(backend, rank=rank, world_size=world,
                            timeout=datetime.timedelta(seconds=timeout_s))
    try:
        device = "cpu"
        if backend == "nccl":
            local = env_int("LOCAL_RANK", "SLURM_LOCALID") or 0
            device = "cuda:%d" % (local % torch.cuda.device_count())
            torch.cuda.set_device(device)
        value = torch.ones(1, device=device) * (rank + 1)
        dist.all_reduce(value)
        return float(value.item())
    finally:
        dist.destroy_process_group()


def _spawned(rank, world, backend, port, timeout_s, results):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    os.environ["LOCAL_RANK"] = str(rank)
    try:
        results.put((rank, all_reduce(rank, world, backend, timeout_s), None))
    except Exception as e:
        results.put((rank, None, "%s: %s" % (type(e).__name__, e)))


def check_distributed(torch, rank, world, timeout_s):
    if torch is None:
        say("distributed", "skip", reason="torch")
        return False
    import torch.distributed as dist

    if not dist.is_available():
        say("distributed", "fail", error="this torch was built without torch.distributed")
        return False
    gpus = torch.cuda.is_available() and torch.cuda.device_count() > 0
    backend = "nccl" if gpus and dist.is_nccl_available() else "gloo"
    want = (world * (world + 1)) / 2
    started = time.time()
    if world > 1:
        # Started by the job's own launcher (srun or torchrun): this rank takes part.
        try:
            got = all_reduce(rank, world, backend, timeout_s)
            status = "ok" if got == want else "fail"
            say("distributed", status, backend=backend, rank=rank, world=world, got=got,
                want=want, launcher=True, seconds=round(time.time() - started, 2))
            return status == "ok"
        except Exception as e:
            say("distributed", "fail", backend=backend, rank=rank, world=world, launcher=True,
                error="%s: %s" % (type(e).__name__, e))
            return False
    # One process: start two ranks here, as a two-rank job would. NCCL wants a GPU per rank.
    import torch.multiprocessing as mp

    if backend == "nccl" and torch.cuda.device_count() < 2:
        backend = "gloo"

    ctx = mp.get_context("spawn")
    results = ctx.SimpleQueue()
    port = free_port()
    procs = [ctx.Process(target=_spawned, args=(r, 2, backend, port, timeout_s, results))
             for r in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout_s + 30)
    answers = []
    while not results.empty():
        answers.append(results.get())
    errors = [a[2] for a in answers if a[2]]
    ok = len(answers) == 2 and not errors and all(a[1] == 3.0 for a in answers)
    for p in procs:
        if p.is_alive():
            p.terminate()
    details = {"backend": backend, "rank": 0, "world": 2, "launcher": False,
               "seconds": round(time.time() - started, 2)}
    if errors:
        details["error"] = errors[0]
    elif not ok:
        details["error"] = "only %d of 2 ranks answered" % len(answers)
    say("distributed", "ok" if ok else "fail", **details)
    return ok


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--expect-gpus", type=int, default=0,
                        help="GPUs the job asked for on this node")
    parser.add_argument("--distributed", action="store_true",
                        help="check that ranks initialise a process group and all-reduce")
    parser.add_argument("--import", dest="imports", action="append", default=[],
                        metavar="NAME", help="a module the training script imports")
    parser.add_argument("--script", help="a training script whose imports are checked")
    parser.add_argument("--workers", type=int, help="DataLoader workers the script starts")
    parser.add_argument("--writable", action="append", default=[], metavar="DIR",
                        help="a folder the job writes to")
    parser.add_argument("--scratch", action="append", default=[], metavar="DIR",
                        help="a scratch folder whose free space is reported")
    parser.add_argument("--min-free-gb", type=float, default=1.0)
    parser.add_argument("--timeout", type=int, default=60,
                        help="seconds the ranks wait for each other")
    args = parser.parse_args(argv)

    rank, world, local_world = rank_and_world()
    if rank != 0:
        # Other ranks only take part in the all-reduce; rank 0 reports the rest.
        torch = None
        try:
            import torch
        except Exception:
            pass
        ok = check_distributed(torch, rank, world, args.timeout) if args.distributed else True
        return 0 if ok else 1

    say("start", "ok", host=socket.gethostname(), rank=rank, world=world,
        job=os.environ.get("SLURM_JOB_ID") or os.environ.get("PBS_JOBID") or "")
    say("python", "ok", executable=sys.executable, version=sys.version.split()[0],
        prefix=sys.prefix, venv=sys.prefix != getattr(sys, "base_prefix", sys.prefix))
    loaded = [m for m in os.environ.get("LOADEDMODULES", "").split(":") if m]
    say("modules", "ok", loaded=loaded)
    failed = False
    torch = check_torch()
    failed |= torch is None
    failed |= not check_gpus(torch, args.expect_gpus, local_world)
    if args.distributed:
        failed |= not check_distributed(torch, rank, world, args.timeout)
    names = list(args.imports)
    workers = args.workers
    if args.script:
        try:
            found, literal = script_needs(args.script)
            names += [n for n in found if n not in names]
            if workers is None:
                workers = literal
        except (OSError, SyntaxError, ValueError) as e:
            say("imports", "warn", script=args.script, error="%s: %s" % (type(e).__name__, e))
    if names:
        failed |= not check_imports(names)
    failed |= not check_writable(args.writable)
    spaces = [("SLURM_TMPDIR", os.environ.get("SLURM_TMPDIR")), ("TMPDIR", os.environ.get("TMPDIR"))]
    spaces += [("scratch", os.path.expanduser(os.path.expandvars(d))) for d in args.scratch]
    check_space(spaces, args.min_free_gb)
    check_cpus(workers)
    say("done", "fail" if failed else "ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
