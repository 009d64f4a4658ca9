"""Reads an event file with a peer reader and prints: seconds points peak_rss_kib baseline_kib
(data_server adds the server's CPU seconds).

Usage: peers.py tensorboard|tensorboard_mixed|tbparse FILE
       peers.py data_server LOGDIR LAST_STEP TAGS [SAMPLES]
       peers.py multiplexer LOGDIR

tensorboard: TensorBoard's own Python loader (EventFileLoader: framing, both CRCs, decoding,
             migration to tensors), keeping every point (no reservoir sampling), as Slipway does.
tensorboard_mixed: the same, for a file with other summaries too (images): keeps the values
             TensorBoard migrates to its scalars plugin, counts the others (a fifth field).
multiplexer: TensorBoard's EventMultiplexer (tensorboard.backend.event_processing), one
             EventAccumulator per run, as scripts use it: AddRunsFromDirectory(LOGDIR), Reload();
             points are what Scalars() returns for every run and tag (its default keeps up to
             10,000 a tag). The baseline is the peak RSS once the modules are imported.
tbparse:     tbparse.SummaryReader(...).scalars (a pandas DataFrame of every scalar).
data_server: the tensorboard-data-server binary from PyPI (RustBoard, TensorBoard's default
             loader), started with --checksum (both CRCs of every record) and --reload once on
             LOGDIR, and asked over its gRPC API (TensorBoard's own client stubs) for the scalars
             it holds until all TAGS tags reach LAST_STEP. SAMPLES is its scalar sampling:
             "all" (every point, as Slipway; the default) or a number (TensorBoard's default
             is 1000). Seconds count from starting the binary; the peak RSS is the server's.
"""
import resource
import sys
import time


def rss_kib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


which, path = sys.argv[1], sys.argv[2]
if which == "tensorboard":
    from tensorboard.backend.event_processing import event_file_loader
    from tensorboard.util import tensor_util
    baseline = rss_kib()
    start = time.perf_counter()
    series = {}
    for event in event_file_loader.EventFileLoader(path).Load():
        if event.HasField("summary"):
            for value in event.summary.value:
                series.setdefault(value.tag, []).append(
                    (event.step, event.wall_time, tensor_util.make_ndarray(value.tensor).item()))
    seconds = time.perf_counter() - start
    points = sum(len(v) for v in series.values())
elif which == "tensorboard_mixed":
    from tensorboard.backend.event_processing import event_file_loader
    from tensorboard.util import tensor_util
    baseline = rss_kib()
    start = time.perf_counter()
    series = {}
    others = 0
    for event in event_file_loader.EventFileLoader(path).Load():
        if event.HasField("summary"):
            for value in event.summary.value:
                if value.metadata.plugin_data.plugin_name != "scalars":
                    others += 1
                    continue
                series.setdefault(value.tag, []).append(
                    (event.step, event.wall_time, tensor_util.make_ndarray(value.tensor).item()))
    seconds = time.perf_counter() - start
    points = sum(len(v) for v in series.values())
    print("%.6f %d %d %d %d" % (seconds, points, rss_kib(), baseline, others))
    sys.exit(0)
elif which == "multiplexer":
    from tensorboard.backend.event_processing import event_multiplexer
    baseline = rss_kib()
    start = time.perf_counter()
    multiplexer = event_multiplexer.EventMultiplexer()
    multiplexer.AddRunsFromDirectory(path)
    multiplexer.Reload()
    seconds = time.perf_counter() - start
    points = 0
    for run, content in multiplexer.Runs().items():
        for tag in content["scalars"]:
            points += len(multiplexer.Scalars(run, tag))
elif which == "tbparse":
    from tbparse import SummaryReader
    baseline = rss_kib()
    start = time.perf_counter()
    frame = SummaryReader(path, extra_columns={"wall_time"}).scalars
    seconds = time.perf_counter() - start
    points = len(frame)
elif which == "data_server":
    import os
    import subprocess
    import tempfile

    import grpc
    import tensorboard_data_server
    from tensorboard.data.proto import data_provider_pb2, data_provider_pb2_grpc

    last_step, tag_count = int(sys.argv[3]), int(sys.argv[4])
    samples = sys.argv[5] if len(sys.argv) > 5 else "all"
    server = tensorboard_data_server.server_binary()
    with tempfile.TemporaryDirectory() as tmp:
        port_file = os.path.join(tmp, "port")
        start = time.perf_counter()
        proc = subprocess.Popen(
            [server, "--logdir", path, "--host", "127.0.0.1", "--port", "0", "--port-file",
             port_file, "--reload", "once", "--checksum", "--die-after-stdin",
             "--samples-per-plugin", "scalars=" + samples],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while not (os.path.exists(port_file) and open(port_file).read().endswith("\n")):
                if proc.poll() is not None:
                    sys.exit("data_server: the server exited with status %d" % proc.returncode)
                time.sleep(0.005)
            port = int(open(port_file).read())
            channel = grpc.insecure_channel("127.0.0.1:%d" % port)
            stub = data_provider_pb2_grpc.TensorBoardDataProviderStub(channel)
            request = data_provider_pb2.ListScalarsRequest(
                plugin_filter=data_provider_pb2.PluginFilter(plugin_name="scalars"))
            deadline = start + 3600
            while True:
                done = 0
                for run in stub.ListScalars(request).runs:
                    done += sum(1 for t in run.tags if t.metadata.max_step >= last_step)
                if done >= tag_count:
                    break
                if time.perf_counter() > deadline or proc.poll() is not None:
                    sys.exit("data_server: did not load every scalar")
                time.sleep(0.01)
            seconds = time.perf_counter() - start
            # Points it keeps: every one with "all", else at most SAMPLES per tag.
            points = (last_step + 1) * tag_count
            if samples != "all":
                points = min(points, int(samples) * tag_count)
            # CPU seconds of the server, all its threads (it loads on several).
            fields = open("/proc/%d/stat" % proc.pid).read().rsplit(")", 1)[1].split()
            cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            status = open("/proc/%d/status" % proc.pid).read()
            peak = int(status.split("VmHWM:")[1].split()[0])
            baseline = 0
        finally:
            proc.stdin.close()
            proc.wait(timeout=30)
    print("%.6f %d %d %d %.2f" % (seconds, points, peak, baseline, cpu))
    sys.exit(0)
else:
    sys.exit("unknown peer " + which)
print("%.6f %d %d %d" % (seconds, points, rss_kib(), baseline))
