#!/usr/bin/env python3
"""Plays hostile clients against a real `dlc serve` on 127.0.0.1 and checks that it holds.

    python3 Tests/Hostile/hostile_clients.py TOOL [SCENARIO ...]

TOOL is the built `dlc`. Each scenario starts its own server, attacks it within bounded counts
and times, measures the server from /proc (resident memory, processor time, open sockets) and
checks the limits the serving article promises. Every figure is printed. Exits 0 when every
scenario holds, 1 naming the first that did not.

Scenarios: unread-streams, pipelining, descriptors, full-table, trickle (all by default).
"""

import json
import os
import re
import resource
import select
import socket
import statistics
import subprocess
import sys
import tempfile
import time

MEGABYTE = 1024 * 1024
TICKS = os.sysconf("SC_CLK_TCK")


class Server:
    """A `dlc serve` child on a free port, with its page's session cookie and token."""

    def __init__(self, tool, arguments=(), descriptors=None):
        def limit():
            if descriptors:
                resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))

        # A person's data of its own, so that the notes typed here go to no one's real store.
        self.data = tempfile.TemporaryDirectory(prefix="dlc-hostile-data-")
        self.process = subprocess.Popen(
            [tool, "serve", "--port", "0", *arguments],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=limit,
            env={**os.environ, "NO_COLOR": "1", "XDG_DATA_HOME": self.data.name})
        line = self.process.stdout.readline()
        match = re.search(r":(\d+)/$", line.strip())
        if not match:
            raise SystemExit(f"error: serve printed {line!r}, not its address")
        self.port = int(match.group(1))
        self.host = f"127.0.0.1:{self.port}"
        self.cookie_name = f"dlc-session-{self.port}"

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.data.cleanup()

    def alive(self):
        return self.process.poll() is None

    def memory(self):
        """Resident memory in bytes."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        return 0

    def processor_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS

    def sockets(self):
        folder = f"/proc/{self.process.pid}/fd"
        count = 0
        for name in os.listdir(folder):
            try:
                if os.readlink(f"{folder}/{name}").startswith("socket:"):
                    count += 1
            except OSError:
                pass
        return count


def connect(server):
    client = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return client


def exchange(server, method, target, headers=(), body=b"", timeout=10):
    """One request on a connection of its own: (status, headers, body)."""
    client = connect(server)
    client.settimeout(timeout)
    head = f"{method} {target} HTTP/1.1\r\nHost: {server.host}\r\nConnection: close\r\n"
    for name, value in headers:
        head += f"{name}: {value}\r\n"
    if body or method == "POST":
        head += f"Content-Length: {len(body)}\r\n"
    client.sendall(head.encode() + b"\r\n" + body)
    received = b""
    while True:
        chunk = client.recv(65536)
        if not chunk:
            break
        received += chunk
    client.close()
    head, _, rest = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1]) if lines and lines[0].startswith("HTTP/") else 0
    fields = [tuple(part.strip() for part in line.split(":", 1)) for line in lines[1:] if ":" in line]
    return status, fields, rest


class Browser:
    """What a browser keeps: the session cookie and the page's token."""

    def __init__(self, server):
        self.server = server
        self.cookie = None
        self.token = None

    def keep_cookie(self, fields):
        for name, value in fields:
            if name.lower() == "set-cookie" and value.startswith(self.server.cookie_name + "="):
                self.cookie = value.split(";")[0].split("=", 1)[1]

    def cookie_header(self):
        return [("Cookie", f"{self.server.cookie_name}={self.cookie}")] if self.cookie else []

    def load(self):
        status, fields, body = exchange(self.server, "GET", "/", self.cookie_header())
        self.keep_cookie(fields)
        match = re.search(rb'name="dlc-token" content="([0-9a-f]+)"', body)
        if match:
            self.token = match.group(1).decode()
        return status

    def screen(self):
        return exchange(self.server, "GET", "/screen", self.cookie_header())[0]

    def input(self, command):
        body = json.dumps({"command": command}).encode()
        status, fields, answer = exchange(
            self.server, "POST", "/input",
            self.cookie_header() + [
                ("Origin", f"http://{self.server.host}"), ("X-DLC-Token", self.token),
                ("Content-Type", "application/json")],
            body)
        self.keep_cookie(fields)
        if status != 200:
            raise SystemExit(f"error: '{command[:40]}' answered {status}: {answer[:200]!r}")
        record = json.loads(answer)
        if "error" in record:
            raise SystemExit(f"error: '{command[:40]}' failed: {record['error'][:200]}")
        return record

    def wait_for(self, text, seconds=10):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            status, _, body = exchange(self.server, "GET", "/screen", self.cookie_header())
            if text.encode() in body:
                return
            time.sleep(0.05)
        raise SystemExit(f"error: the screen never showed {text!r}")

    def open_stream(self):
        client = connect(self.server)
        cookie = f"Cookie: {self.server.cookie_name}={self.cookie}\r\n"
        client.sendall(f"GET /events HTTP/1.1\r\nHost: {self.server.host}\r\n{cookie}\r\n".encode())
        return client

    def sign_in_to_atlas(self):
        self.load()
        self.input("tap signIn")
        self.input("type email demo@example.com")
        self.input("type password atlas-demo-1")
        self.input("tap submit")
        self.wait_for('"scene":"Search"')


def settled_memory(server, seconds=1.0):
    time.sleep(seconds)
    return server.memory()


def check(condition, message):
    if not condition:
        raise SystemExit(f"error: {message}")


def served_normally(server):
    """The time a well-behaved request takes, in seconds, and its status."""
    started = time.monotonic()
    status = exchange(server, "GET", "/dlc.css")[0]
    return time.monotonic() - started, status


# MARK: - Scenarios


def unread_streams(tool):
    """10 event streams of one signed-in session, never read, while 60 notes of 200 KB are typed."""
    server = Server(tool)
    try:
        browser = Browser(server)
        browser.sign_in_to_atlas()
        browser.input("type query ger")
        browser.wait_for('Germany')
        browser.input("select results 1")
        browser.wait_for('"scene":"Detail"')
        before = settled_memory(server)
        streams = [browser.open_stream() for _ in range(10)]
        for index in range(60):
            browser.input("type note " + json.dumps(chr(ord("a") + index % 26) * (200 * 1024)))
        grown = settled_memory(server) - before
        print(f"unread-streams: grew {grown / MEGABYTE:.1f} MB (limit 64 MB)")
        check(grown <= 64 * MEGABYTE, f"10 unread streams grew the server by {grown / MEGABYTE:.1f} MB")
        check(server.alive(), "the server died")
        for stream in streams:
            stream.close()
    finally:
        server.stop()


def pipelining(tool):
    """50 clients pipeline a megabyte of requests each and read nothing."""
    server = Server(tool)
    try:
        Browser(server).load()
        before = settled_memory(server)
        baseline_sockets = server.sockets()
        request = f"GET /dlc.js HTTP/1.1\r\nHost: {server.host}\r\n\r\n".encode()
        payload = request * (MEGABYTE // len(request))
        clients = []
        for _ in range(50):
            client = connect(server)
            client.setblocking(False)
            clients.append([client, 0])
        started = time.monotonic()
        peak = 0
        normal = []
        closed_within = None
        held = False
        while time.monotonic() - started < 30:
            for entry in clients:
                client, sent = entry
                if sent < len(payload):
                    try:
                        entry[1] += client.send(payload[sent:sent + 65536])
                    except (BlockingIOError, InterruptedError):
                        pass
                    except OSError:
                        entry[1] = len(payload)
            peak = max(peak, server.memory())
            if len(normal) < 5 and time.monotonic() - started > 1 + len(normal):
                normal.append(served_normally(server))
            sockets = server.sockets()
            # Closed only once the server had accepted them all: before, they wait in the
            # system's queue, and the server holds none of them.
            held = held or sockets >= baseline_sockets + len(clients)
            if held and sockets <= baseline_sockets and normal:
                closed_within = time.monotonic() - started
                break
            time.sleep(0.05)
        grown = peak - before
        print(f"pipelining: all closed after {closed_within if closed_within is None else round(closed_within, 1)} s"
              f" (limit 20 s), grew {grown / MEGABYTE:.1f} MB at most (limit 64 MB), a normal "
              f"request took {max((t for t, _ in normal), default=0) * 1000:.1f} ms at most")
        check(normal and all(status == 200 for _, status in normal),
              f"a normal client was not served: {normal}")
        check(closed_within is not None and closed_within <= 20,
              "clients that pipeline and never read were not all closed within 20 s")
        check(grown <= 64 * MEGABYTE, f"pipelining clients grew the server by {grown / MEGABYTE:.1f} MB")
        for client, _ in clients:
            client.close()
    finally:
        server.stop()


def descriptors(tool):
    """70 event streams of one session with 64 descriptors for the whole process."""
    server = Server(tool, descriptors=64)
    try:
        browser = Browser(server)
        check(browser.load() == 200, "the page was not served")
        streams = []
        for _ in range(70):
            try:
                streams.append(browser.open_stream())
            except OSError:
                pass
        time.sleep(1)
        elapsed, status = served_normally(server)
        cpu_before = server.processor_seconds()
        time.sleep(2)
        busy = (server.processor_seconds() - cpu_before) / 2
        print(f"descriptors: a normal request took {elapsed * 1000:.1f} ms (limit 1 s), status "
              f"{status}; the server used {busy * 100:.0f} % of a core while the streams stayed")
        check(status == 200 and elapsed <= 1, f"a normal client was answered {status} after {elapsed:.2f} s")
        check(busy < 0.25, f"the server spun at {busy * 100:.0f} % of a core")
        check(server.alive(), "the server died")
        for stream in streams:
            stream.close()
    finally:
        server.stop()


def full_table(tool):
    """50 sessions that each came back for their screen fill the table; a new browser comes."""
    server = Server(tool, ["--max-sessions", "50"])
    try:
        for _ in range(50):
            browser = Browser(server)
            check(browser.load() == 200, "a page of the first 50 was refused")
            check(browser.screen() == 200, "a screen of the first 50 was refused")
        newcomer = Browser(server)
        started = time.monotonic()
        status = newcomer.load()
        print(f"full-table: a new browser got {status} after {(time.monotonic() - started) * 1000:.1f} ms")
        check(status == 200, f"a new browser got {status} with the table full of page loads")
        check(newcomer.screen() == 200, "the new browser's session has no screen")
    finally:
        server.stop()


def trickle(tool):
    """16 connections trickle a 15 KB head and a body at 13 KB/s each for 8 s."""
    server = Server(tool)
    try:
        filler = "".join(f"X-Filler-{index}: {'f' * 90}\r\n" for index in range(150))
        head = (f"POST /input HTTP/1.1\r\nHost: {server.host}\r\n{filler}"
                f"Content-Length: 1000000\r\n\r\n").encode()
        stream = head + b"x" * 1000000
        clients = [[connect(server), 0] for _ in range(16)]
        for client, _ in clients:
            client.setblocking(False)
        cpu_before = server.processor_seconds()
        started = time.monotonic()
        timings = []
        chunk = 130  # 13 KB/s in a hundred writes a second
        while time.monotonic() - started < 8:
            for entry in clients:
                try:
                    entry[1] += entry[0].send(stream[entry[1]:entry[1] + chunk])
                except (BlockingIOError, InterruptedError):
                    pass
                except OSError:
                    entry[0].close()
                    entry[0], entry[1] = connect(server), 0
                    entry[0].setblocking(False)
            if len(timings) < 40 and time.monotonic() - started > 0.2 * (len(timings) + 1):
                timings.append(served_normally(server))
            time.sleep(0.01)
        busy = (server.processor_seconds() - cpu_before) / (time.monotonic() - started)
        median = statistics.median(t for t, _ in timings)
        print(f"trickle: a normal request took {median * 1000:.1f} ms in the median of {len(timings)}"
              f" (limit 20 ms); the server used {busy * 100:.0f} % of a core (limit 25 %)")
        check(all(status == 200 for _, status in timings), "a normal request was not served")
        check(median < 0.020, f"a normal request took {median * 1000:.1f} ms")
        check(busy < 0.25, f"trickling connections took {busy * 100:.0f} % of a core")
        for client, _ in clients:
            client.close()
    finally:
        server.stop()


SCENARIOS = {
    "unread-streams": unread_streams, "pipelining": pipelining, "descriptors": descriptors,
    "full-table": full_table, "trickle": trickle,
}


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    tool, names = sys.argv[1], sys.argv[2:] or list(SCENARIOS)
    for name in names:
        if name not in SCENARIOS:
            raise SystemExit(f"error: no scenario '{name}'; there are {', '.join(SCENARIOS)}")
        SCENARIOS[name](tool)
    print(f"hostile clients: {len(names)} passed, 0 failed")


if __name__ == "__main__":
    main()
