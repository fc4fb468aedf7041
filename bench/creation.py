"""What creating a simulation costs the web request, by its size: CPU, rows written and broker messages.

    python -m bench.creation        # the Markdown section on standard output

A run's chunks are cut as workers ask for them (matches.services.chunk_next), so a 100,000-game run should
cost the request what a 10-game one does: one run row, its entrants and seats, and a message per worker
process. Each creation happens in a transaction that is then rolled back (the database of `make setup` is
left as it was), with the messages it would send after the commit counted, not sent. The user's work budget
is lifted for the measure (the budget's own check is part of the timing).
"""

import os
import statistics
import time

TARGET_MS = 50  # the CPU a 100,000-game run may cost the request
SIZES = (10, 1_000, 100_000)
PLAYERS = (("greedy", "greedy"), ("mcts", "mcts"))
REPEATS = int(os.environ.get("BENCH_CREATION_REPEATS", "7"))


class Rollback(Exception):
    pass


def measure(owner, decks, games: int, players) -> dict:
    from django.conf import settings
    from django.db import transaction

    from matches import services, worker
    from matches.models import Entrant, MatchChunk, MatchRun, Seat

    settings.SIMULATION_WORK_BUDGET_SECONDS = 10**12
    sent = []
    real = worker.enqueue_work
    worker.enqueue_work = lambda run_id, messages=1: sent.append(messages)
    cpu, rows = [], 0
    try:
        for _ in range(REPEATS):
            sent.clear()
            models = (MatchRun, MatchChunk, Entrant, Seat)
            try:
                with transaction.atomic():
                    before = sum(m.objects.count() for m in models)
                    started = time.process_time()
                    services.run_create(owner=owner, deck_a=decks[0], deck_b=decks[1], games=games, players=players,
                                        seed=1, confirm_long=True)
                    cpu.append(time.process_time() - started)
                    rows = sum(m.objects.count() for m in models) - before
                    for _savepoints, callback, *_ in transaction.get_connection().run_on_commit:
                        callback()
                    raise Rollback
            except Rollback:
                pass
    finally:
        worker.enqueue_work = real
    return {"games": games, "players": " vs ".join(players), "cpu_ms": statistics.median(cpu) * 1000,
            "rows": rows, "messages": sum(sent)}


def main():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardwars_site.settings")
    import django

    django.setup()
    from django.contrib.auth import get_user_model

    from decks.models import Deck

    precons = {d.precon.slug: d.current_version for d in Deck.objects.filter(precon__isnull=False)
               .select_related("precon", "current_version")}
    if not {"CP1-finn", "CP1-jake"} <= set(precons):
        raise SystemExit("the precon decks are not loaded: run `make setup` first")
    owner, _ = get_user_model().objects.get_or_create(username="bench-creation")
    decks = (precons["CP1-finn"], precons["CP1-jake"])
    rows = [measure(owner, decks, games, players) for players in PLAYERS for games in SIZES]
    biggest = max(r["cpu_ms"] for r in rows if r["games"] == max(SIZES))
    print("## Creating a simulation\n")
    print(f"`python -m bench.creation`: `matches.services.run_create` for CP1 Finn against CP1 Jake, the median "
          f"CPU of {REPEATS} creations each (rolled back), the rows it wrote (run, entrants, seats, chunks) and "
          f"the broker messages it would send after the commit. Target: a {max(SIZES):,}-game run in under "
          f"{TARGET_MS} ms of CPU.\n")
    print("| players | games | CPU (ms, median) | rows written | messages |")
    print("|---|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['players']} | {r['games']:,} | {r['cpu_ms']:.1f} | {r['rows']} | {r['messages']} |")
    verdict = "met" if biggest < TARGET_MS else "NOT met"
    print(f"\nThe largest run's creation took {biggest:.1f} ms of CPU at most: target {verdict}.")


if __name__ == "__main__":
    main()
