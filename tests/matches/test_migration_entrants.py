"""Runs stored before entrants existed keep their reports and replays through migrations 0004-0006.

The test builds the database at matches 0003 (the last migration before entrants), stores runs and results
the way the site wrote them then (two deck and AI columns, a winner 'a'/'b'/'', a_first, hp_a, hp_b),
computes the report's figures from those columns the way the site computed them then, migrates forward and
computes them again with today's code: win rates, intervals, per-card stats, the curve, the gauntlet table,
a swap test's pairs, the API's game record and every step of a replay must be equal. Then it migrates back
and finds the old columns as they were.
"""

from io import StringIO
from types import SimpleNamespace

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from rest_framework.test import APIClient

from cards.engine_defs import card_pool
from engine import compact_actions, play_match_game, record_from_compact, seated_setup, summarize
from matches import cardwars_replay, engine_bridge, report, selectors, swaps
from matches.report import _rate, _vs_average

pytestmark = [pytest.mark.django_db(transaction=True)]

BEFORE = [("matches", "0003_chunk_timing")]
GAMES = 24


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def latest():
    return MigrationExecutor(connection).loader.graph.leaf_nodes()


@pytest.fixture
def loaded(django_user_model):
    # Transactional tests start from empty tables: load what the runs need, for real (committed).
    call_command("load_catalogue", stdout=StringIO())
    call_command("sync_precon_decks", stdout=StringIO())
    from decks.models import Deck

    decks = {d.precon.slug: d.current_version for d in Deck.objects.filter(precon__isnull=False)
             .select_related("precon__card_set", "current_version__deck")}
    user = django_user_model.objects.create_user("keeper", password="a-long-passphrase-4")
    return user, decks


@pytest.fixture
def old_schema():
    """The database at matches 0003; whatever happens, it is left at the latest migrations."""
    apps = migrate(BEFORE)
    yield apps
    migrate(latest())


# ---- the site as it read the old columns ---------------------------------------------------------------

def old_run_report(rows) -> dict:
    """Today's per-card and mulligan figures computed the way the site computed them from the old columns
    (winner, a_first, data, actions), before entrants existed."""
    from cards.models import Card

    out, slugs = {}, set()
    for side in ("a", "b"):
        games = len(rows)
        wins = sum(r["winner"] == side for r in rows)
        average = wins / games if games else 0.0
        cards: dict[str, dict] = {}
        mull = {"took": [0, 0], "kept": [0, 0]}
        for r in rows:
            won = r["winner"] == side
            on_play = r["a_first"] if side == "a" else not r["a_first"]
            took = report.mulligans(r["actions"], r["a_first"])[0 if side == "a" else 1]
            block = mull["took" if took else "kept"]
            block[0] += 1
            block[1] += won
            for slug in r["data"].get(f"drawn_{side}", ()):
                c = cards.setdefault(slug, {"drawn": [0, 0], "played": [0, 0], "play": [0, 0], "draw": [0, 0]})
                c["drawn"][0] += 1
                c["drawn"][1] += won
                c["play" if on_play else "draw"][0] += 1
                c["play" if on_play else "draw"][1] += won
            for slug in r["data"].get(f"played_{side}", ()):
                c = cards.setdefault(slug, {"drawn": [0, 0], "played": [0, 0], "play": [0, 0], "draw": [0, 0]})
                c["played"][0] += 1
                c["played"][1] += won
        slugs |= set(cards)
        out[side] = {
            "games": games, "win_rate": round(average, 4),
            "cards": [{"card": slug, **{k: _vs_average(_rate(w, n), average) for k, (n, w) in c.items()}}
                      for slug, c in sorted(cards.items())],
            "mulligan": {"rate": round(mull["took"][0] / games, 4) if games else None,
                         "took": _vs_average(_rate(mull["took"][1], mull["took"][0]), average),
                         "kept": _vs_average(_rate(mull["kept"][1], mull["kept"][0]), average)},
        }
    names = dict(Card.objects.filter(slug__in=slugs).values_list("slug", "name"))
    for side in ("a", "b"):
        for row in out[side]["cards"]:
            row["name"] = names.get(row["card"], row["card"])
        out[side]["cards"].sort(key=lambda r: (-(r["drawn"]["diff"] or 0), r["name"]))
    return out


def old_curve(winners) -> list[dict]:
    out, wins = [], 0
    step = max(1, len(winners) // 40)
    for i, winner in enumerate(winners, start=1):
        wins += winner == "a"
        if i % step == 0 or i == len(winners):
            low, high = engine_bridge.wilson(wins, i)
            out.append({"games": i, "win_rate": round(wins / i, 4), "low": round(low, 4), "high": round(high, 4)})
    return out


def old_meta(run, decks, players) -> dict:
    return {"deck_a": decks[0].deck.name, "deck_b": decks[1].deck.name, "players": list(players),
            "seed": run.seed, "mirrored": run.mirrored, "turn_limit": run.turn_limit}


def stand_in(run, decks, players, result):
    """What the replay and record code read of a run and a result, taken from the old columns."""
    old_run = SimpleNamespace(decks=lambda: list(decks), players=lambda: tuple(players), seed=run.seed,
                              mirrored=run.mirrored, turn_limit=run.turn_limit, created_at=run.created_at,
                              is_fork=False)  # runs of that time were never forks
    return SimpleNamespace(run=old_run, data=result.data, seed=result.seed, actions=result.actions)


# ---- storing runs the old way ----------------------------------------------------------------------------

def store_run(apps, *, owner, deck_a, deck_b, players, seed, games, turn_limit=60, mirrored=False,
              status="done", gauntlet=None):
    """A run and its played games as the site wrote them before entrants: the engine's results in the old
    columns, one chunk per run, the summary the site computed at the end."""
    MatchRun, MatchChunk, GameResult = (apps.get_model("matches", m) for m in ("MatchRun", "MatchChunk",
                                                                                  "GameResult"))
    run = MatchRun.objects.create(owner_id=owner.pk, deck_a_id=deck_a.pk, deck_b_id=deck_b.pk, games=max(games, 1),
                                  player_a=players[0], player_b=players[1], seed=seed, mirrored=mirrored,
                                  turn_limit=turn_limit, status=status, gauntlet_id=gauntlet)
    MatchChunk.objects.create(run=run, number=0, start=0, stop=max(games, 1),
                              state="done" if status == "done" else "pending", played=games, seconds=games * 0.01)
    pool = card_pool()
    setup_a = pool.setup(engine_bridge.player_setup(deck_a), turn_limit=turn_limit)
    setup_b = pool.setup(engine_bridge.player_setup(deck_b), turn_limit=turn_limit)
    rows = []
    for i in range(games):
        result, record = play_match_game(setup_a, setup_b, seed, i, players, mirrored, turn_limit)
        rows.append(GameResult(run=run, game_index=i, winner=result.winner or "", reason=result.reason,
                               a_first=result.a_on_play, turns=result.turns, hp_a=result.hp_a, hp_b=result.hp_b,
                               seed=result.seed, data=result.to_dict(), actions=compact_actions(record)))
    GameResult.objects.bulk_create(rows)
    if status == "done":
        run.summary = summarize([r.data for r in rows], old_meta(run, (deck_a, deck_b), players))
        run.save(update_fields=["summary"])
    return run


def old_figures(apps, run, decks, players) -> dict:
    """Everything the pages and the API showed of a run, from the old columns."""
    results = list(apps.get_model("matches", "GameResult").objects.filter(run=run).order_by("game_index"))
    rows = [{"winner": r.winner, "a_first": r.a_first, "data": r.data, "actions": r.actions} for r in results]
    records, replays = [], []
    pool = card_pool()
    setups = [pool.setup(engine_bridge.player_setup(d), turn_limit=run.turn_limit) for d in decks]
    for r in results:
        setup = seated_setup(setups[0], setups[1], r.data["seat_a"], run.turn_limit)
        record = record_from_compact(setup, r.seed, r.actions).to_dict()
        record["outcome"] = {"winner": r.winner or None, "reason": r.reason}
        records.append(record)
    for r in results[:3]:
        replays.append(cardwars_replay.replay_steps(stand_in(run, decks, players, r)))
    return {
        "summary": run.summary,
        "fresh_summary": summarize([r.data for r in results], old_meta(run, decks, players)) if results else None,
        "report": old_run_report(rows) if results else None,
        "curve": old_curve([r.winner for r in results]),
        "wins": {r.game_index: int(r.winner == "a") for r in results},
        "api": [{"game_index": r.game_index, "winner": r.winner or None, "a_first": r.a_first, "hp_a": r.hp_a,
                 "hp_b": r.hp_b, "reason": r.reason, "turns": r.turns, "seed": r.seed, "actions": r.actions}
                for r in results],
        "records": records,
        "replays": replays,
        "decks": [d.pk for d in decks],
        "players": tuple(players),
    }


def test_old_runs_keep_their_reports_and_replays_through_the_migration(loaded, old_schema):
    user, decks = loaded
    apps = old_schema
    finn, jake, bmo = decks["CP1-finn"], decks["CP1-jake"], decks["CP2-bmo"]
    Gauntlet = apps.get_model("matches", "Gauntlet")
    gauntlet = Gauntlet.objects.create(owner_id=user.pk, deck_id=finn.pk, weights={str(jake.pk): 2.0,
                                                                                    str(bmo.pk): 1.0})
    plan = {  # name -> (decks, players, run options)
        # A finished 1 vs 1 run whose short turn limit leaves some games drawn (reason 'turn limit').
        "finished": ((finn, jake), ("simple", "random"), {"seed": 17, "games": GAMES, "turn_limit": 30}),
        "mirrored": ((jake, finn), ("random", "random"), {"seed": 3, "games": 10, "mirrored": True}),
        "gauntlet-jake": ((finn, jake), ("random", "random"), {"seed": 40, "games": 8, "gauntlet": gauntlet.pk}),
        "gauntlet-bmo": ((finn, bmo), ("random", "random"), {"seed": 41, "games": 8, "gauntlet": gauntlet.pk}),
        "queued": ((bmo, jake), ("greedy", "mcts"), {"seed": 5, "games": 0, "status": "queued"}),
    }
    runs, before = {}, {}
    for name, (pair, players, options) in plan.items():
        runs[name] = store_run(apps, owner=user, deck_a=pair[0], deck_b=pair[1], players=players, **options)
        before[name] = old_figures(apps, runs[name], pair, players)
    # A running run with a hand-made result (as tests wrote them) whose data lacks what the columns held.
    hand = store_run(apps, owner=user, deck_a=bmo, deck_b=finn, players=("random", "random"), seed=6, games=0,
                     status="running")
    apps.get_model("matches", "GameResult").objects.create(
        run=hand, game_index=0, winner="b", reason="hp", a_first=False, turns=9, hp_a=0, hp_b=7, seed=1, data={},
        actions="")
    # Wins both ways and draws in the finished run: every mapping of a winner to places is used.
    assert {row["winner"] for row in before["finished"]["api"]} == {"a", "b", None}
    old_gauntlet_rows = {r.pk: (r.deck_b_id, r.summary["win_rate_a"]) for r in
                         apps.get_model("matches", "MatchRun").objects.filter(gauntlet_id=gauntlet.pk)}
    old_columns = {r.pk: (r.deck_a_id, r.deck_b_id, r.player_a, r.player_b)
                   for r in apps.get_model("matches", "MatchRun").objects.all()}
    old_results = {r.pk: (r.winner, r.a_first, r.hp_a, r.hp_b)
                   for r in apps.get_model("matches", "GameResult").objects.all()}

    migrate(latest())

    from matches.models import GameResult, MatchRun

    for name, old in before.items():
        run = MatchRun.objects.prefetch_related(selectors.ENTRANTS).get(pk=runs[name].pk)
        assert (run.game, run.format) == ("cardwars", "1v1")
        assert [d.pk for d in run.decks()] == old["decks"] and run.players() == old["players"]
        assert [e.index for e in run.entrant_list()] == [0, 1]
        assert run.summary == old["summary"]
        results = list(run.results.order_by("game_index"))
        if not results:
            continue
        assert engine_bridge.summary_from_rows(run) == old["fresh_summary"] == old["summary"]
        assert report.run_report(run) == old["report"]
        assert selectors.run_curve(run) == old["curve"]
        assert swaps._wins(run) == old["wins"]
        assert [engine_bridge.record_dict(r) for r in results] == old["records"]
        for r, replay in zip(results, old["replays"], strict=False):
            assert cardwars_replay.replay_steps(r) == replay
        api = APIClient()
        api.force_authenticate(user)
        for game in old["api"]:
            body = api.get(f"/api/v1/simulations/{run.pk}/games/{game['game_index']}/").json()
            assert {k: body[k] for k in game} == game
    finished = MatchRun.objects.get(pk=runs["finished"].pk)
    by_index = {r.game_index: r for r in finished.results.all()}
    for game in before["finished"]["api"]:
        row = by_index[game["game_index"]]
        assert row.places == {"a": [0, 1], "b": [1, 0], None: [0, 0]}[game["winner"]]
        expected = "turn limit" if game["reason"] == "turn limit" else (
            "simultaneous" if game["winner"] is None else "win condition")
        assert row.termination == expected
    table = selectors.gauntlet_table(MatchRun.objects.get(pk=runs["gauntlet-jake"].pk).gauntlet)
    assert {r["run"]: (MatchRun.objects.get(pk=r["run"]).decks()[1].pk, r["win_rate"])
            for r in table["rows"]} == old_gauntlet_rows
    assert table["weighted_win_rate"] == round(
        (2.0 * old_gauntlet_rows[runs["gauntlet-jake"].pk][1] + old_gauntlet_rows[runs["gauntlet-bmo"].pk][1]) / 3,
        4)
    hand_made = GameResult.objects.get(run=hand.pk, game_index=0)
    assert hand_made.places == [1, 0] and hand_made.termination == "win condition"
    assert (hand_made.data["hp_a"], hand_made.data["hp_b"], hand_made.data["seat_a"],
            hand_made.data["first_player"]) == (0, 7, 0, 1)

    # And back: the old columns as they were.
    apps = migrate(BEFORE)
    assert {r.pk: (r.deck_a_id, r.deck_b_id, r.player_a, r.player_b)
            for r in apps.get_model("matches", "MatchRun").objects.all()} == old_columns
    assert {r.pk: (r.winner, r.a_first, r.hp_a, r.hp_b)
            for r in apps.get_model("matches", "GameResult").objects.all()} == old_results


def test_going_back_stops_at_a_run_the_old_columns_cannot_hold(loaded):
    from matches.models import Entrant, MatchRun, Seat

    user, _ = loaded
    run = MatchRun.objects.create(owner=user, game="trash-war", format="ffa", games=10, seed=1)
    for index in range(3):
        Seat.objects.create(entrant=Entrant.objects.create(run=run, index=index), index=0, player="random")
    try:
        with pytest.raises(RuntimeError, match=f"run {run.pk} \\(trash-war, 3 seats\\) has no two-deck form"):
            migrate(BEFORE)
    finally:
        migrate(latest())
    assert MatchRun.objects.get(pk=run.pk).players() == ("random",) * 3
