"""Writes a TensorBoard log folder of many small runs for the remote benchmarks.

Usage: gen_logdir.py OUT_DIR RUNS BYTES_PER_RUN GROWN_BYTES

Each run is OUT_DIR/run_NNNN/events.out.tfevents.<t>.bench.<n>.0 holding scalar records of 4 tags
in torch's add_scalar encoding (valid CRCs), BYTES_PER_RUN + GROWN_BYTES long and cut to exactly
BYTES_PER_RUN (the cut may fall inside a record, as while a job writes). The bytes past the cut
go to OUT_DIR.grow/run_NNNN/<same name>, so appending them is the job writing on.
"""
import os
import random
import struct
import sys

try:
    import crc32c

    def crc(data):
        return crc32c.crc32c(data)
except ImportError:  # slow but exact
    _TABLE = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
        _TABLE.append(c)

    def crc(data):
        c = 0xFFFFFFFF
        for b in data:
            c = _TABLE[(c ^ b) & 0xFF] ^ (c >> 8)
        return c ^ 0xFFFFFFFF


def masked(data):
    c = crc(data)
    return (((c >> 15) | (c << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def varint(n):
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def record(payload):
    header = struct.pack("<Q", len(payload))
    return header + struct.pack("<I", masked(header)) + payload + struct.pack("<I", masked(payload))


def scalar(wall, step, tag, value):
    t = tag.encode()
    value_msg = b"\x0a" + varint(len(t)) + t + b"\x15" + struct.pack("<f", value)
    summary = b"\x0a" + varint(len(value_msg)) + value_msg
    body = b"\x09" + struct.pack("<d", wall)
    if step:
        body += b"\x10" + varint(step)
    return body + b"\x2a" + varint(len(summary)) + summary


def main():
    out, runs, size, grown = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(12)
    tags = ["train/loss", "train/acc", "val/loss", "lr"]
    for r in range(runs):
        name = "run_%04d" % r
        fname = "events.out.tfevents.%d.bench.%d.0" % (1700000000 + r, r)
        data = bytearray(record(b"\x09" + struct.pack("<d", 1.7e9 + r) + b"\x1a\x0dbrain.Event:2"))
        step = 0
        while len(data) < size + grown:
            for tag in tags:
                data += record(scalar(1.7e9 + r + step * 0.1, step, tag, rng.random()))
            step += 1
        os.makedirs(os.path.join(out, name), exist_ok=True)
        with open(os.path.join(out, name, fname), "wb") as f:
            f.write(data[:size])
        if grown:
            os.makedirs(os.path.join(out + ".grow", name), exist_ok=True)
            with open(os.path.join(out + ".grow", name, fname), "wb") as f:
                f.write(data[size:size + grown])


main()
