"""A TensorBoard event-file writer in plain Python, for scalars only.

It writes the same files as torch.utils.tensorboard.SummaryWriter (TFRecord framing with
masked CRC-32C, Event protocol buffers with a scalar Summary) without needing the
`tensorboard` package in the job's environment. TensorBoard, Slipway's Plots page and
`slipwayctl events` read them.
"""

import os
import socket
import struct
import time

_CRC_TABLE = []
for _n in range(256):
    _c = _n
    for _ in range(8):
        _c = (_c >> 1) ^ 0x82F63B78 if _c & 1 else _c >> 1
    _CRC_TABLE.append(_c)


def _crc32c(data):
    crc = 0xFFFFFFFF
    for byte in data:
        crc = _CRC_TABLE[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def _masked_crc(data):
    crc = _crc32c(data)
    return ((((crc >> 15) | (crc << 17)) & 0xFFFFFFFF) + 0xA282EAD8) & 0xFFFFFFFF


def _varint(value):
    out = bytearray()
    value &= (1 << 64) - 1
    while True:
        bits = value & 0x7F
        value >>= 7
        if value:
            out.append(bits | 0x80)
        else:
            out.append(bits)
            return bytes(out)


def _field_bytes(number, payload):
    return _varint((number << 3) | 2) + _varint(len(payload)) + payload


def _event(wall_time, step=None, file_version=None, summary=None):
    out = b"\x09" + struct.pack("<d", wall_time)  # 1: wall_time (double)
    if step is not None:
        out += b"\x10" + _varint(step)  # 2: step (int64)
    if file_version is not None:
        out += _field_bytes(3, file_version.encode())
    if summary is not None:
        out += _field_bytes(5, summary)
    return out


def _scalar_summary(tag, value):
    # Summary.value (1) = Value{ tag (1), simple_value (2, float) }
    entry = _field_bytes(1, tag.encode()) + b"\x15" + struct.pack("<f", float(value))
    return _field_bytes(1, entry)


class EventWriter:
    """Writes scalars into `logdir/events.out.tfevents.TIME.HOST.PID`, flushing every record,
    so that a run's curves can be read while it trains."""

    def __init__(self, logdir):
        os.makedirs(logdir, exist_ok=True)
        name = "events.out.tfevents.%d.%s.%d" % (time.time(), socket.gethostname(), os.getpid())
        self.path = os.path.join(logdir, name)
        self._file = open(self.path, "ab")
        self._write(_event(time.time(), file_version="brain.Event:2"))

    def _write(self, record):
        header = struct.pack("<Q", len(record))
        self._file.write(header + struct.pack("<I", _masked_crc(header)))
        self._file.write(record + struct.pack("<I", _masked_crc(record)))
        self._file.flush()

    def add_scalar(self, tag, value, step):
        self._write(_event(time.time(), step=int(step), summary=_scalar_summary(tag, value)))

    def close(self):
        self._file.close()
