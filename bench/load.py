"""The site under load: gunicorn (as `make run` serves it, DEBUG off) beside Django's runserver, each
serving catalogue search and a card page to 20 and 50 concurrent clients on this machine.

    python -m bench.load            # the Markdown section on standard output, progress on standard error

Every request goes to 127.0.0.1 only; each measurement is bounded in time (LOAD_SECONDS, default 8 s)
and in requests (LOAD_MAX_REQUESTS, default 20,000). Clients are closed loops on keep-alive connections
(each sends its next request when the answer to the last one has arrived), run by one asyncio process.
"""

import asyncio
import itertools
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
# {n} counts the requests: a URL never asked before, so the page is rendered, never taken from the cache.
TARGETS = {"catalogue search": "/cards/?q=t%3Acreature+cost%3C%3D2", "card page": "/cards/dogboy/",
           "catalogue search, uncached": "/cards/?q=t%3Acreature+cost%3C%3D2&n={n}"}
CLIENTS = (20, 50)
SECONDS = float(os.environ.get("LOAD_SECONDS", "8"))
MAX_REQUESTS = int(os.environ.get("LOAD_MAX_REQUESTS", "20000"))
WARMUP_SECONDS = 2.0
GOAL_P95_MS = 100  # search at 20 clients


def log(message: str):
    print(message, file=sys.stderr, flush=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


@dataclass
class Sample:
    latencies: list[float] = field(default_factory=list)  # seconds, of answers with status 200
    errors: dict[str, int] = field(default_factory=dict)  # "status 500", "connection reset", ...
    reconnects: int = 0  # a kept-alive connection the server had closed (a worker restarting): sent again
    elapsed: float = 0.0

    def error(self, kind: str):
        self.errors[kind] = self.errors.get(kind, 0) + 1

    @property
    def requests(self) -> int:
        return len(self.latencies) + sum(self.errors.values())

    def percentile(self, p: float) -> float:
        ordered = sorted(self.latencies)
        if not ordered:
            return float("nan")
        return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))] * 1000


async def _read_response(reader) -> int:
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.strip().lower(): v.strip() for k, v in (line.split(":", 1) for line in lines[1:] if ":" in line)}
    if "content-length" in headers:
        await reader.readexactly(int(headers["content-length"]))
    elif headers.get("transfer-encoding", "").lower() == "chunked":
        while True:
            size = int((await reader.readuntil(b"\r\n")).strip().split(b";")[0], 16)
            await reader.readexactly(size + 2)
            if size == 0:
                break
    else:
        await reader.read()  # read to the end: the server closes
        return -status
    return status


_serial = itertools.count()


async def _client(port: int, path: str, stop_at: float, budget: list[int], sample: Sample | None):
    reader = writer = None
    while time.monotonic() < stop_at and budget[0] > 0:
        budget[0] -= 1
        url = path.replace("{n}", str(next(_serial)))
        request = f"GET {url} HTTP/1.1\r\nHost: {HOST}:{port}\r\nAccept: text/html\r\n\r\n".encode()
        started = time.monotonic()
        reused = writer is not None
        try:
            if writer is None:
                reader, writer = await asyncio.open_connection(HOST, port)
            writer.write(request)
            await writer.drain()
            status = await asyncio.wait_for(_read_response(reader), timeout=30)
        except (TimeoutError, OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError) as exc:
            writer.close() if writer is not None else None
            reader = writer = None
            stale = reused and isinstance(exc, asyncio.IncompleteReadError) and not exc.partial
            if sample is not None:
                if stale:  # the server had closed the idle connection: send again on a new one, as browsers do
                    sample.reconnects += 1
                    budget[0] += 1
                else:
                    sample.error(type(exc).__name__)
            continue
        if status < 0:  # the server closed the connection after answering: open a new one next time
            writer.close()
            reader = writer = None
            status = -status
        if sample is None:
            continue
        if status == 200:
            sample.latencies.append(time.monotonic() - started)
        else:
            sample.error(f"status {status}")
    if writer is not None:
        writer.close()


async def _load(port: int, path: str, clients: int, seconds: float, sample: Sample | None):
    budget = [MAX_REQUESTS]
    started = time.monotonic()
    await asyncio.gather(*(_client(port, path, started + seconds, budget, sample) for _ in range(clients)))
    if sample is not None:
        sample.elapsed = time.monotonic() - started


def measure(port: int, path: str, clients: int) -> Sample:
    asyncio.run(_load(port, path, clients, WARMUP_SECONDS, None))
    sample = Sample()
    asyncio.run(_load(port, path, clients, SECONDS, sample))
    return sample


def _wait_until_serving(port: int, proc, timeout: float = 60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with code {proc.returncode}")
        with socket.socket() as s:
            if s.connect_ex((HOST, port)) == 0:
                return
        time.sleep(0.2)
    raise RuntimeError(f"nothing listened on port {port} within {timeout} s")


def _environment(state_dir: Path, production: bool) -> dict:
    database = BASE_DIR / "var" / "db.sqlite3"  # the one `make setup` filled
    env = {k: v for k, v in os.environ.items() if k not in {"DEBUG", "REDIS_URL"}}
    env.update({"CARDWARS_STATE_DIR": str(state_dir), "DATABASE_URL": os.environ.get("DATABASE_URL") or
                f"sqlite:///{database}", "DJANGO_SETTINGS_MODULE": "cardwars_site.settings", "LOG_LEVEL": "WARNING"})
    if production:
        env.update({"CARDWARS_ENV": "production", "SECRET_KEY": "load-benchmark-only-" + "k3y" * 16,
                    "ALLOWED_HOSTS": HOST, "SECURE_SSL_REDIRECT": "0", "SECURE_COOKIES": "0",
                    "SECURE_HSTS_SECONDS": "0"})
    return env


SERVERS = {
    "gunicorn (make run)": ([sys.executable, "-m", "gunicorn", "-c", "python:cardwars_site.gunicorn_conf",
                             "cardwars_site.wsgi"], True),
    "runserver (DEBUG on)": ([sys.executable, "manage.py", "runserver", "--noreload"], False),
}


def run_server(name: str, state_dir: Path) -> list[tuple]:
    command, production = SERVERS[name]
    port = free_port()
    env = _environment(state_dir, production)
    env.update({"HOST": HOST, "PORT": str(port)})
    if production:  # hashed static files, as a deployment has them
        subprocess.run([sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"], cwd=BASE_DIR,
                       env=env, check=True)
    if command[-2:] == ["runserver", "--noreload"]:
        command = [*command[:-1], f"{HOST}:{port}", "--noreload"]
    proc = subprocess.Popen(command, cwd=BASE_DIR, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    rows = []
    try:
        _wait_until_serving(port, proc)
        for target, path in TARGETS.items():
            for clients in CLIENTS:
                log(f"load: {name}, {target}, {clients} clients, {SECONDS:g} s")
                rows.append((name, target, clients, measure(port, path, clients)))
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            proc.wait()
    return rows


def _ms(value: float) -> str:
    return f"{value:,.0f}" if value >= 10 else f"{value:.1f}"


def report(rows: list[tuple]) -> str:
    workers = os.environ.get("WEB_WORKERS") or os.cpu_count()
    threads = os.environ.get("WEB_THREADS") or 4
    out = ["## The site under load", "",
           f"`python -m bench.load`: each server in turn on 127.0.0.1 with the catalogue of `make setup` (SQLite); "
           f"closed-loop clients on keep-alive connections, {WARMUP_SECONDS:g} s of warm-up then {SECONDS:g} s "
           f"measured (at most {MAX_REQUESTS:,} requests) per row. gunicorn runs as `make run` starts it "
           f"(production settings, DEBUG off, {workers} processes x {threads} threads); runserver with DEBUG on, as "
           f"`make run` used to. Clients and server share the machine's cores. Signed-out catalogue pages are "
           f"rendered once a minute per URL (CATALOGUE_CACHE_SECONDS), under both servers. A reconnect is a kept-alive "
           f"connection that the server had closed while idle (a gunicorn worker restarting after its max_requests): "
           f"the request is sent again on a new connection, as browsers do, and counted here, not as an error.", "",
           "| server | page | clients | requests | requests/s | p50 ms | p95 ms | p99 ms | errors | reconnects |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for name, target, clients, s in rows:
        errors = ", ".join(f"{n} {kind}" for kind, n in sorted(s.errors.items())) or "0"
        out.append(f"| {name} | {target} (`{TARGETS[target].replace('{n}', 'N')}`) | {clients} | {s.requests:,} | "
                   f"{len(s.latencies) / s.elapsed:,.1f} | {_ms(s.percentile(50))} | {_ms(s.percentile(95))} | "
                   f"{_ms(s.percentile(99))} | {errors} | {s.reconnects} |")
    goal = next((s for name, target, clients, s in rows
                 if name.startswith("gunicorn") and target == "catalogue search" and clients == 20), None)
    if goal is not None:
        p95, errors = goal.percentile(95), sum(goal.errors.values())
        met = p95 < GOAL_P95_MS and errors == 0
        out += ["", f"Goal: 0 errors and p95 under {GOAL_P95_MS} ms for catalogue search at 20 clients on "
                    f"gunicorn: p95 {_ms(p95)} ms with {errors} errors, goal {'met' if met else 'NOT met'}."]
        cold = next((s for name, target, clients, s in rows if name.startswith("gunicorn")
                     and target == "catalogue search, uncached" and clients == 20), None)
        if cold is not None:
            out.append(f"That is with the page cache: a search rendered anew each time (the uncached rows) has p95 "
                       f"{_ms(cold.percentile(95))} ms at 20 clients, {len(cold.latencies) / cold.elapsed:,.1f} "
                       f"requests/s: the goal is not met for pages that miss the cache.")
    total_errors = sum(sum(s.errors.values()) for *_, s in rows if _[0].startswith("gunicorn"))
    out.append(f"Errors on gunicorn over all rows: {total_errors}.")
    return "\n".join(out)


def main():
    state_dir = Path(tempfile.mkdtemp(prefix="cardwars-load-"))
    try:
        rows = []
        for name in SERVERS:
            rows += run_server(name, state_dir)
        print(report(rows))
    finally:
        shutil.rmtree(state_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
