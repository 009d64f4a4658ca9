"""Writes a large scalar-heavy TensorBoard event file for the benchmark.

Usage: gen_events.py OUT_FILE MEGABYTES [TAGS] [--images-every N]

Records are framed and encoded exactly as torch's SummaryWriter.add_scalar writes them
(Event{wall_time, step, summary{value{tag, simple_value}}}), with the masked CRC-32Cs computed by
the `crc32c` package; steps increase, so every point is kept by every reader. Prints the number
of scalar points.

With --images-every N the file is mixed: after every N steps of scalars comes one image event,
as SummaryWriter.add_image writes it (Event{wall_time, step, summary{value{tag "samples/image",
image{height, width, colorspace 3 (RGB), encoded_image_string}}}}, field numbers as in
TensorBoard's summary.proto), holding a real 40x40 RGB PNG of about 4.9 KB (noise, so it does not
compress; one of 64, cycled). With N = 10 and 4 tags the images are about 72% of the bytes.
Prints the scalar points and the image events: "POINTS IMAGES".
"""
import random
import struct
import sys
import zlib

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


def png(width, height, pixels):
    """A PNG (8-bit RGB, no interlace) of `pixels`, width * height * 3 bytes, row by row."""
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    stride = width * 3
    raw = b"".join(b"\x00" + pixels[y * stride:(y + 1) * stride] for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" +
            chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def image_event(wall, step, tag, width, height, encoded):
    image = (b"\x08" + varint(height) + b"\x10" + varint(width) + b"\x18" + varint(3) +
             b"\x22" + varint(len(encoded)) + encoded)
    tag_bytes = tag.encode()
    summary_value = (b"\x0a" + varint(len(tag_bytes)) + tag_bytes + b"\x22" + varint(len(image)) +
                     image)
    summary = b"\x0a" + varint(len(summary_value)) + summary_value
    body = b"\x09" + struct.pack("<d", wall)
    if step:
        body += b"\x10" + varint(step)
    return body + b"\x2a" + varint(len(summary)) + summary


def main():
    args = sys.argv[1:]
    images_every = 0
    if "--images-every" in args:
        at = args.index("--images-every")
        images_every = int(args[at + 1])
        del args[at:at + 2]
        if images_every < 1:
            sys.exit("gen_events.py: --images-every needs a number of steps of 1 or more")
    path, megabytes = args[0], float(args[1])
    tags = int(args[2]) if len(args) > 2 else 4
    pictures = []
    if images_every:
        rng = random.Random(5)
        pictures = [png(40, 40, bytes(rng.getrandbits(8) for _ in range(40 * 40 * 3)))
                    for _ in range(64)]
    images = 0
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
            if images_every and step % images_every == 0:
                data = record(image_event(1700000000.0 + step * 0.01, step - 1, "samples/image",
                                          40, 40, pictures[images % len(pictures)]))
                chunk.append(data)
                written += len(data)
                images += 1
            if len(chunk) > 10000:
                out.write(b"".join(chunk))
                chunk = []
        out.write(b"".join(chunk))
    if images_every:
        print(step * len(names), images)
    else:
        print(step * len(names))


if __name__ == "__main__":
    main()
