"""Writes a large scalar-heavy TensorBoard event file for the benchmark.

Usage: gen_events.py OUT_FILE MEGABYTES [TAGS]

Records are framed and encoded exactly as torch's SummaryWriter.add_scalar writes them
(Event{wall_time, step, summary{value{tag, simple_value}}}), with the masked CRC-32Cs computed by
the `crc32c` package; steps increase, so every point is kept by every reader.
"""
import struct
import sys

import crc32c


def masked(data):
    crc = crc32c.crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


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
    return (header + struct.pack("<I", masked(header)) + payload +
            struct.pack("<I", masked(payload)))


def event(wall, step, tag, value):
    tag_bytes = tag.encode()
    summary_value = b"\x0a" + varint(len(tag_bytes)) + tag_bytes + b"\x15" + struct.pack("<f", value)
    summary = b"\x0a" + varint(len(summary_value)) + summary_value
    body = b"\x09" + struct.pack("<d", wall)
    if step:
        body += b"\x10" + varint(step)
    return body + b"\x2a" + varint(len(summary)) + summary


def main():
    path, megabytes = sys.argv[1], float(sys.argv[2])
    tags = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    names = ["train/loss", "train/accuracy", "val/loss", "lr"][:tags] + [
        "metric_%d" % i for i in range(max(0, tags - 4))]
    limit = int(megabytes * 1e6)
    written = 0
    step = 0
    with open(path, "wb") as out:
        header = event(1700000000.0, 0, "", 0.0)
        first = b"\x09" + struct.pack("<d", 1700000000.0) + b"\x1a\x0dbrain.Event:2"
        out.write(record(first))
        del header
        chunk = []
        while written < limit:
            for name in names:
                data = record(event(1700000000.0 + step * 0.01, step, name,
                                    1.0 / (1.0 + step * 1e-3)))
                chunk.append(data)
                written += len(data)
            step += 1
            if len(chunk) > 10000:
                out.write(b"".join(chunk))
                chunk = []
        out.write(b"".join(chunk))
    print(step * len(names))


if __name__ == "__main__":
    main()
