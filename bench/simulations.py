"""Simulations on real Celery workers for `make bench`, beside the bare engine playing the same games.

    python -m bench.simulations      # the Markdown sections for the configured database and broker

Two measurements, on whatever DATABASE_URL / REDIS_URL configure (the embedded SQLite and file-system
broker when neither is set; bench/report.py runs it once per back-end):

- the site against the bare engine: one run of N games submitted through `services.run_create` (what the
  API calls) and played by one `celery worker -c 2` until the run is done, against the engine's own
  `play_match` playing the same games (same decks, players, seed) in 2 processes; site and bare alternate
  (site, bare, site, bare, ...) and the medians are compared. Both are warmed up before the clock starts:
  the worker (as on a running site) and the bare engine's processes have played the same short run. Chunk timing comes from the worker's own log ("succeeded in");
  the peak RSS of each worker process from the kernel (VmHWM);
- scaling: the same run with 1 and with 2 worker processes.

Counts: BENCH_SITE_RUNS (`games,player,player;...`, default 2,000 simple and 200 greedy games),
BENCH_SITE_PAIRS (site/bare pairs per entry, default 3), BENCH_MATCHUP_GAMES (the greedy precon matchup,
default 1,000; 0 leaves it out; BENCH_MATCHUP_PLAYERS, default greedy,greedy; also timed through
`manage.py simulate`), BENCH_SIM_RUNS (the scaling runs, none by default).
"""

import os
import re
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardwars_site.settings")
django.setup()  # run as `python -m bench.simulations`, or imported by bench/report.py after its own setup

from django.conf import settings  # noqa: E402
from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import transaction  # noqa: E402
from django.utils import timezone  # noqa: E402

from cardwars_site.celery import app  # noqa: E402
from decks.models import Deck  # noqa: E402
from engine import play_match  # noqa: E402
from matches import engine_bridge, services  # noqa: E402
from matches.models import MatchRun  # noqa: E402

BASE_DIR = Path(settings.BASE_DIR)
DECKS = ("CP1-finn", "CP1-jake")
WARM_UP_GAMES = 4
SUCCEEDED = re.compile(r"Task matches\.tasks\.run_(?:work|chunk)\[[^\]]+\] succeeded in ([0-9.]+)s")


def backend() -> str:
    broker = "Redis" if settings.REDIS_URL else "file-system broker"
    db = settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
    return f"{broker} + {'PostgreSQL' if db.startswith('postgres') else 'SQLite' if db == 'sqlite3' else db}"


class Worker:
    """One `celery worker` on the simulations queue, started for the benchmark and stopped after it; its log
    (INFO) goes to a file so that chunk durations can be read back."""

    def __init__(self, concurrency: int):
        self.name = f"bench-{concurrency}-{os.getpid()}-{time.monotonic_ns()}@localhost"
        self.log = tempfile.NamedTemporaryFile(prefix="cardwars-bench-worker-", suffix=".log", delete=False)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "cardwars_site", "worker", "-Q", settings.SIMULATION_QUEUE,
             "-c", str(concurrency), "-n", self.name, "--without-gossip", "--without-mingle", "--loglevel", "INFO"],
            cwd=BASE_DIR, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + 60
        while not app.control.ping(destination=[self.name], timeout=1.0):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the bench worker did not start; see {self.log.name}")

    def log_offset(self) -> int:
        return os.path.getsize(self.log.name)

    def chunk_seconds(self, since: int) -> list[float]:
        """Durations of the chunks the worker finished after log position `since`, as its log says them."""
        with open(self.log.name, encoding="utf-8", errors="replace") as f:
            f.seek(since)
            return [float(m.group(1)) for m in SUCCEEDED.finditer(f.read())]

    def peak_rss_mib(self) -> dict[str, float]:
        """Peak resident memory (VmHWM) of the main process and of each pool process, in MiB."""
        out = {"main": _vm_hwm(self.proc.pid)}
        for i, pid in enumerate(_children(self.proc.pid)):
            out[f"pool {i + 1}"] = _vm_hwm(pid)
        return out

    def cpu_seconds(self) -> float:
        """CPU time (user + system) used so far by the worker's main and pool processes."""
        return sum(_cpu_seconds(pid) for pid in (self.proc.pid, *_children(self.proc.pid)))

    def stop(self):
        _stop(self.proc)
        self.log.close()
        os.unlink(self.log.name)


def _children(pid: int) -> list[int]:
    pids = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            pids += [int(p) for p in (task / "children").read_text().split()]
        except OSError:
            pass
    return sorted(pids)


def _cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _vm_hwm(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def _bench_user():
    user, _ = get_user_model().objects.get_or_create(username="bench", defaults={"is_active": False})
    return user


def _decks():
    return {d.precon.slug: d.current_version for d in Deck.objects.filter(precon__isnull=False)
            .select_related("precon", "current_version")}


def site_run(*, games: int, players: tuple[str, str], seed: int, decks=DECKS) -> tuple[float, MatchRun]:
    """Submit a run through the service the API calls and wait until it is done; wall seconds from the
    submission to the moment the worker marked the run finished. Earlier bench runs are kept until
    site_against_bare starts again: their chunks give the pace the next run is cut at, as on a live site."""
    user = _bench_user()
    versions = _decks()
    submitted = timezone.now()
    with transaction.atomic():
        run = services.run_create(owner=user, deck_a=versions[decks[0]], deck_b=versions[decks[1]], games=games,
                                  players=players, seed=seed, confirm_long=True)
    while True:
        run.refresh_from_db()
        if not run.is_active:
            break
        time.sleep(0.1)
    if run.status != MatchRun.Status.DONE:
        raise RuntimeError(f"bench run ended {run.status}: {run.error}")
    return (run.finished_at - submitted).total_seconds(), run


def bare_run(run: MatchRun, processes: int = 2) -> tuple[float, float, dict]:
    """The same games as `run` played by the engine's own play_match in `processes` processes: wall seconds,
    CPU seconds of the processes, summary."""
    match = engine_bridge.Match(run)
    cpu = _children_cpu()  # the pool's processes are waited for when play_match returns
    started = time.perf_counter()
    summary = play_match(match.setup_a, match.setup_b, run.games, run.seed, run.players(),
                         mirrored=run.mirrored, turn_limit=run.turn_limit, processes=processes, keep_records=False,
                         meta=engine_bridge.match_meta(run)).summary
    return time.perf_counter() - started, _children_cpu() - cpu, summary


def site_against_bare(*, games: int, players: tuple[str, str], seed: int = 2026, pairs: int = 3,
                      decks=DECKS) -> dict:
    """Bare and site alternately, `pairs` times each, with one 2-process worker kept running throughout.
    Both sides are warmed up the same way before the clock starts: the worker's pool processes play a short
    run, and this process, whose memory the bare engine's pool processes start from, plays the same games."""
    MatchRun.objects.filter(owner=_bench_user()).delete()
    worker = Worker(concurrency=2)
    try:
        _, warm = site_run(games=WARM_UP_GAMES, players=players, seed=seed + 1, decks=decks)
        bare_run(warm, processes=1)
        bare, site, bare_cpu, site_cpu, chunks, same = [], [], [], [], [], True
        for _ in range(pairs):
            offset, cpu = worker.log_offset(), worker.cpu_seconds()
            elapsed, run = site_run(games=games, players=players, seed=seed, decks=decks)
            site.append(elapsed)
            time.sleep(0.5)  # the last "succeeded" line is written just after the run is marked done
            chunks.append(worker.chunk_seconds(offset))
            site_cpu.append(worker.cpu_seconds() - cpu)
            seconds, cpu, summary = bare_run(run)
            bare.append(seconds)
            bare_cpu.append(cpu)
            same = same and summary == run.summary
        rss = worker.peak_rss_mib()
    finally:
        worker.stop()
    return {"games": games, "players": players, "seed": seed, "decks": decks, "bare": bare, "site": site,
            "bare_cpu": bare_cpu, "site_cpu": site_cpu,
            "chunks": chunks, "chunk_size": run.chunk_size, "n_chunks": run.chunks.count(),
            "smallest_chunk": min(c.stop - c.start for c in run.chunks.all()), "same": same,
            "rss": rss}


def site_against_bare_report(rows: list[dict]) -> str:
    out = [f"## The site against the bare engine, 2 worker processes ({backend()})", "",
           "Command: `make bench` (bench/simulations.py). Each row: one run submitted through the service the API "
           "calls (`matches.services.run_create`) and played by one `celery worker -c 2` (started and warmed up "
           "first, as on a running site; the bare side is warmed up on the same games) until the run is done, "
           "against the engine's `play_match` playing the same games in 2 processes; the two alternate, site then "
           "bare, and the table gives medians. A run is cut into chunks largest first, at the pace its pairing's "
           "earlier chunks were played (the warm-up's, then the previous pair's). Busy is "
           "the chunks' own time (the worker's log) over 2 x the site's wall time: the rest is time a worker "
           "process waited or did something else than a chunk. CPU is the user + system time of the worker's or the "
           "pool's processes over the run: it shows what the site adds in work (writing results, the broker), "
           "apart from waiting; the machine is shared, so wall times vary from run to run and only the pairs' "
           "medians are compared.", "",
           "| decks | players | games | chunks (games, largest-smallest) | bare wall (median) | site wall (median) "
           "| site / bare, wall "
           "| site / bare, CPU | chunk seconds (median, min-max) | busy | same summary "
           "| peak RSS per worker process (MiB) |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        bare, site = statistics.median(r["bare"]), statistics.median(r["site"])
        durations = [d for run in r["chunks"] for d in run]
        busy = statistics.median(sum(run) / (2 * s) for run, s in zip(r["chunks"], r["site"], strict=True))
        rss = ", ".join(f"{k} {v:.0f}" for k, v in r["rss"].items())
        out.append(f"| {r['decks'][0]} vs {r['decks'][1]} | {r['players'][0]} vs {r['players'][1]} | {r['games']:,} "
                   f"| {r['n_chunks']} ({r['chunk_size']}-{r['smallest_chunk']}) | {bare:.2f} s ({', '.join(f'{b:.2f}' for b in r['bare'])}) "
                   f"| {site:.2f} s ({', '.join(f'{s:.2f}' for s in r['site'])}) | **{site / bare:.2f}x** | "
                   f"{statistics.median(r['site_cpu']) / statistics.median(r['bare_cpu']):.2f}x | "
                   f"{statistics.median(durations):.2f} s ({min(durations):.2f}-{max(durations):.2f}) | "
                   f"{100 * busy:.0f}% | {'yes' if r['same'] else 'NO'} | {rss} |")
    out += ["", "Goal: the site within 10% of the bare engine (site / bare at most 1.10x)."]
    return "\n".join(out)


def cli_run(*, games: int, players: tuple[str, str], seed: int, decks=DECKS, processes: int = 2) -> float:
    """Wall seconds of `manage.py simulate` playing the same games as a site run, in `processes` processes."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "manage.py", "simulate", decks[0], decks[1], "--games", str(games),
                    "--players", ",".join(players), "--seed", str(seed), "--processes", str(processes), "--quiet",
                    "--json"], cwd=BASE_DIR, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def precon_matchup_report(r: dict) -> str:
    site = statistics.median(r["site"])
    return "\n".join([
        f"## A {r['games']:,}-game greedy precon matchup through the site ({backend()})", "",
        f"Command: `make bench` (bench/simulations.py; `BENCH_MATCHUP_PLAYERS=a,b` picks the players). "
        f"{r['decks'][0]} vs {r['decks'][1]}, "
        f"{r['players'][0]} vs {r['players'][1]}, seed {r['seed']}, submitted through `matches.services.run_create` "
        f"and played by one `celery worker -c 2` in {r['n_chunks']} chunks of {r['chunk_size']} down to "
        f"{r['smallest_chunk']} games: "
        f"**{site:.1f} s** from submission to the finished run ({r['games'] / site:.1f} games/s; goal: under 30 s, "
        f"10 s ideally); the bare engine (`play_match`) in 2 processes: {statistics.median(r['bare']):.1f} s; "
        f"the command line (`manage.py simulate ... --processes 2`, the process started included): "
        f"{r['cli']:.1f} s.",
    ])


def _time_run(*, concurrency: int, games: int, players: tuple[str, str], seed: int) -> tuple[float, MatchRun]:
    worker = Worker(concurrency)
    try:
        return site_run(games=games, players=players, seed=seed)
    finally:
        worker.stop()


def _stop(worker, grace: float = 60) -> None:
    """Stop the bench worker: SIGTERM to its main process only, which asks Celery for a warm shutdown of its
    pool (a SIGTERM to the pool's processes too cuts them off under the main process). Then SIGKILL to
    the whole process group, at once if the main process has exited, or after `grace` seconds if it is
    still shutting down: a worker that hangs there must not lose the figures already timed."""
    worker.terminate()
    try:
        worker.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        print(f"bench: worker {worker.pid} still running {grace:g} s after SIGTERM; killed", file=sys.stderr)
    try:
        os.killpg(worker.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    worker.wait(timeout=grace)


def scaling_benchmark(games: int = 2000, players=("greedy", "greedy"), seed: int = 2026) -> str:
    one, run_one = _time_run(concurrency=1, games=games, players=players, seed=seed)
    two, run_two = _time_run(concurrency=2, games=games, players=players, seed=seed)
    same = run_one.summary == run_two.summary
    return "\n".join([
        f"## Simulation runs on Celery workers: {games:,} games, {players[0]} vs {players[1]} ({backend()})",
        "",
        f"Command: `make bench` (bench/simulations.py). One run of {games:,} games, Finn vs Jake (CP1), "
        f"{players[0]} vs {players[1]}, seed {seed}, chunks of {run_one.chunk_size} games at most, {backend()}.",
        "",
        "| worker processes | wall time | games/s |",
        "|---|---|---|",
        f"| 1 | {one:.1f} s | {games / one:.1f} |",
        f"| 2 | {two:.1f} s | {games / two:.1f} |",
        "",
        f"Speed-up with 2 processes: **{one / two:.2f}x** (goal: at least 1.8x). "
        f"Same summary both times: {'yes' if same else 'NO'}.",
    ])


def _progress(message: str):
    print(f"simulations ({backend()}): {message}", file=sys.stderr, flush=True)


def _specs(name: str, default: str) -> list[tuple[int, tuple[str, str]]]:
    """BENCH_* entries `games,player,player;...`."""
    out = []
    for spec in filter(None, os.environ.get(name, default).split(";")):
        games, a, b = spec.split(",")
        out.append((int(games), (a, b)))
    return out


def main():
    """Every simulation section for the configured back-end (the database is set up first: idempotent)."""
    call_command("migrate", "--noinput", verbosity=0)
    call_command("load_catalogue", stdout=open(os.devnull, "w"))  # noqa: SIM115  (closed at exit)
    call_command("sync_precon_decks", stdout=open(os.devnull, "w"))  # noqa: SIM115
    pairs = int(os.environ.get("BENCH_SITE_PAIRS", "3"))
    rows = []
    for games, players in _specs("BENCH_SITE_RUNS", "2000,simple,simple;200,greedy,greedy"):
        _progress(f"site against bare, {games} games {players[0]} vs {players[1]}, {pairs} pairs")
        rows.append(site_against_bare(games=games, players=players, pairs=pairs))
    sections = [site_against_bare_report(rows)] if rows else []
    matchup = int(os.environ.get("BENCH_MATCHUP_GAMES", "1000"))
    if matchup:
        _progress(f"{matchup}-game greedy precon matchup")
        players = tuple(os.environ.get("BENCH_MATCHUP_PLAYERS", "greedy,greedy").split(",")[:2])
        result = site_against_bare(games=matchup, players=players, pairs=1)
        result["cli"] = cli_run(games=matchup, players=players, seed=result["seed"])
        sections.append(precon_matchup_report(result))
    for games, players in _specs("BENCH_SIM_RUNS", ""):
        _progress(f"scaling, {games} games {players[0]} vs {players[1]}")
        sections.append(scaling_benchmark(games=games, players=players))
    print("\n\n".join(sections))


if __name__ == "__main__":
    main()
