"""Waits until a TensorBoard server serves one tag's scalars for every run of a log folder.

Usage: tb_first_scalars.py URL TAG RUNS POINTS [TIMEOUT_S]

Asks TensorBoard's HTTP API what its scalars dashboard asks: GET /data/runs, then POST
/data/plugin/scalars/scalars_multirun (form fields `tag` and `runs`, one per run) for the runs it
lists, again and again, until the answer holds RUNS runs with POINTS points of TAG in all (the
server loads the folder in the background and answers with what it has so far). Prints the
number of requests made and exits 0; exits 1 after TIMEOUT_S (default 600) seconds.
"""
import json
import sys
import time
import urllib.parse
import urllib.request


def main():
    url, tag, runs, points = sys.argv[1].rstrip("/"), sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    timeout = float(sys.argv[5]) if len(sys.argv) > 5 else 600.0
    deadline = time.monotonic() + timeout
    requests = 0
    seen = (0, 0)
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url + "/data/runs", timeout=60) as answer:
                names = json.load(answer)
            requests += 1
            if len(names) >= runs:
                body = urllib.parse.urlencode([("tag", tag)] + [("runs", n) for n in names]).encode()
                with urllib.request.urlopen(url + "/data/plugin/scalars/scalars_multirun",
                                            data=body, timeout=60) as answer:
                    data = json.load(answer)
                requests += 1
                have = sum(len(v) for v in data.values())
                seen = (len(data), have)
                if len(data) >= runs and have >= points:
                    print("requests=%d runs=%d points=%d" % (requests, len(data), have))
                    return 0
        except OSError as e:  # not answering yet
            print("tb_first_scalars: %s" % e, file=sys.stderr)
        time.sleep(0.05)
    print("tb_first_scalars: after %.0f s TensorBoard served %d runs, %d points of %s"
          % (timeout, seen[0], seen[1], tag), file=sys.stderr)
    return 1


sys.exit(main())
