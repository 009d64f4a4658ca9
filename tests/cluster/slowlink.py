#!/usr/bin/env python3
"""A TCP proxy that behaves like a wide-area link: a one-way delay each way and a bandwidth cap.

Stdlib only (asyncio). The delay is a true latency: every chunk read from one side is stamped
with the time it would arrive at the far end of a link of the given rate and delay, and a
separate writer hands it on at that time, so many chunks are "on the wire" at once and the
throughput is the rate (or what the peers' windows allow), not one chunk per delay.

    slowlink.py --listen 127.0.0.1:22225 --target 127.0.0.1:22222 --delay-ms 25 --rate-mbit 100

Signals: SIGUSR1 cuts every open connection (both sockets reset), as a dropped link would;
the proxy keeps listening. SIGTERM/SIGINT stop it. --pidfile writes the process id.
Defaults come from SLIPWAY_SLOWLINK_DELAY_MS (25), SLIPWAY_SLOWLINK_RATE_MBIT (100; 0 means no
cap) and SLIPWAY_SLOWLINK_BUFFER_KB (the link's queue beyond the bytes in flight, 1024).
"""

import argparse
import asyncio
import collections
import os
import signal
import socket
import struct
import sys
import time

CHUNK = 64 * 1024


class Pipe:
    """One direction of one connection: reader stamps, writer delivers."""

    def __init__(self, link, reader, writer):
        self.link = link
        self.reader = reader
        self.writer = writer
        self.queue = collections.deque()
        self.queued = 0
        self.tx_free = 0.0  # when the link's sender is free again (serialisation at the rate)
        self.has_data = asyncio.Event()
        self.has_room = asyncio.Event()
        self.has_room.set()
        self.eof = False
        self.broken = False

    async def read_side(self):
        try:
            while True:
                await self.has_room.wait()
                data = await self.reader.read(CHUNK)
                now = time.monotonic()
                if not data:
                    self.eof = True
                    self.queue.append((now + self.link.delay, b""))
                    self.has_data.set()
                    return
                start = max(now, self.tx_free)
                end = start + (len(data) / self.link.rate if self.link.rate > 0 else 0.0)
                self.tx_free = end
                self.queue.append((end + self.link.delay, data))
                self.queued += len(data)
                if self.queued >= self.link.limit:
                    self.has_room.clear()
                self.has_data.set()
        except (ConnectionError, OSError):
            self.eof = True
            self.broken = True
            self.queue.append((time.monotonic(), None))
            self.has_data.set()

    async def write_side(self):
        try:
            while True:
                while not self.queue:
                    self.has_data.clear()
                    await self.has_data.wait()
                due, data = self.queue[0]
                wait = due - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                self.queue.popleft()
                if data is None:  # the reading side failed: reset the other one too
                    self.broken = True
                    return
                if data == b"":
                    if self.writer.can_write_eof():
                        self.writer.write_eof()
                    return
                self.writer.write(data)
                await self.writer.drain()
                self.queued -= len(data)
                if self.queued < self.link.limit:
                    self.has_room.set()
        except (ConnectionError, OSError):
            self.broken = True


class Link:
    def __init__(self, target, delay, rate, buffer_bytes):
        self.target = target
        self.delay = delay
        self.rate = rate  # bytes per second, 0: no cap
        # Bytes a direction may hold: what is in flight at full rate, plus the queue.
        self.limit = int((rate if rate > 0 else 125e6) * delay) + buffer_bytes
        self.connections = set()
        self.accepted = 0
        self.cuts = 0

    async def handle(self, client_reader, client_writer):
        self.accepted += 1
        try:
            server_reader, server_writer = await asyncio.open_connection(*self.target)
        except OSError:
            abort(client_writer)
            return
        for w in (client_writer, server_writer):
            sock = w.get_extra_info("socket")
            if sock is not None:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        # The client's connect already paid one delay each way in real life (SYN, SYN-ACK):
        # the server's first bytes arrive a round trip later, which the pipes below give.
        up = Pipe(self, client_reader, server_writer)
        down = Pipe(self, server_reader, client_writer)
        conn = (client_writer, server_writer)
        self.connections.add(conn)
        tasks = [asyncio.ensure_future(t) for t in
                 (up.read_side(), up.write_side(), down.read_side(), down.write_side())]
        try:
            _, pending = await asyncio.wait(
                [tasks[1], tasks[3]], return_when=asyncio.FIRST_COMPLETED)
            # One direction ended. After a clean EOF the other one may go on (half-close);
            # after a reset both end, reset, as on a real link.
            if not (up.broken or down.broken):
                await asyncio.wait(pending)
        finally:
            for t in tasks:
                t.cancel()
            self.connections.discard(conn)
            for w in conn:
                if up.broken or down.broken:
                    abort(w)
                else:
                    close(w)

    def cut(self):
        self.cuts += 1
        for conn in list(self.connections):
            for w in conn:
                abort(w)
        self.connections.clear()


def abort(writer):
    """Closes with a reset (SO_LINGER 0), as a dropped link ends for the peers."""
    sock = writer.get_extra_info("socket")
    try:
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass
    writer.transport.abort()


def close(writer):
    try:
        writer.close()
    except Exception:  # noqa: BLE001 - closing an already broken socket
        pass


def host_port(text, name):
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit():
        raise SystemExit(f"slowlink: {name} must be HOST:PORT, not {text!r}")
    return host, int(port)


def env_number(name, default):
    value = os.environ.get(name, "")
    if value == "":
        return default
    try:
        return float(value)
    except ValueError:
        raise SystemExit(f"slowlink: {name} must be a number, not {value!r}")


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--listen", required=True, help="HOST:PORT to listen on")
    parser.add_argument("--target", required=True, help="HOST:PORT to forward to")
    parser.add_argument("--delay-ms", type=float,
                        default=env_number("SLIPWAY_SLOWLINK_DELAY_MS", 25.0),
                        help="one-way delay in ms (each way; the round trip is twice this)")
    parser.add_argument("--rate-mbit", type=float,
                        default=env_number("SLIPWAY_SLOWLINK_RATE_MBIT", 100.0),
                        help="bandwidth cap in Mbit/s each way (0: none)")
    parser.add_argument("--buffer-kb", type=float,
                        default=env_number("SLIPWAY_SLOWLINK_BUFFER_KB", 1024.0),
                        help="queue of the link beyond the bytes in flight, KiB")
    parser.add_argument("--pidfile", help="write the process id here")
    args = parser.parse_args()
    if args.delay_ms < 0 or args.rate_mbit < 0 or args.buffer_kb < 0:
        raise SystemExit("slowlink: --delay-ms, --rate-mbit and --buffer-kb must be 0 or more")

    listen = host_port(args.listen, "--listen")
    target = host_port(args.target, "--target")
    link = Link(target, args.delay_ms / 1000.0, args.rate_mbit * 1e6 / 8.0,
                int(args.buffer_kb * 1024))
    loop = asyncio.get_running_loop()
    stop = loop.create_future()
    loop.add_signal_handler(signal.SIGUSR1, link.cut)
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, lambda: stop.done() or stop.set_result(None))
    server = await asyncio.start_server(link.handle, *listen, reuse_address=True)
    if args.pidfile:
        tmp = args.pidfile + ".tmp"
        with open(tmp, "w") as f:
            f.write(f"{os.getpid()}\n")
        os.replace(tmp, args.pidfile)
    print(f"slowlink: {args.listen} -> {args.target}, {args.delay_ms:g} ms each way, "
          f"{args.rate_mbit:g} Mbit/s", file=sys.stderr, flush=True)
    await stop
    server.close()
    link.cut()


if __name__ == "__main__":
    asyncio.run(main())
