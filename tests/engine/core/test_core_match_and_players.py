"""play_match, seeds, seats and players of the core, on a toy game and on Trash War."""
import pytest
from toy_game import GAME as POTATO
from toy_game import Potato
from toy_game import Setup as PotatoSetup

from engine.cardwars.match import game_seed as cardwars_game_seed
from engine.core import GameStopped, Rng
from engine.core.match import (
    default_processes,
    game_seed,
    make_players,
    play_match,
    play_out,
    play_out_stopping,
    seat_of,
    seating,
)
from engine.core.players import RandomPlayer
from engine.core.summary import to_json
from engine.trashwar import GAME as TRASH_WAR
from engine.trashwar import Setup


def test_game_seed_is_the_card_wars_formula():
    for seed in (0, 1, 4242, 2**63 + 5):
        for k in (0, 1, 2, 17, 99_999):
            assert game_seed(seed, k) == cardwars_game_seed(seed, k)


def test_entrant_e_sits_in_seat_e_plus_i_mod_n():
    for n in (2, 3, 5):
        for i in range(7):
            seats = seating(i, n)
            assert all(seats[seat_of(e, i, n)] == e for e in range(n))
    assert seating(0, 4) == (0, 1, 2, 3) and seating(1, 4) == (3, 0, 1, 2)


def test_make_players_forks_one_rng_per_seat_and_resets_objects():
    mine = RandomPlayer(Rng(0))
    ps = make_players(POTATO, ["random", mine, "random"], 11)
    base = Rng(11 ^ 0x5EED5EED5EED5EED)
    want = [base.fork() for _ in range(3)]
    assert [p.rng for p in ps] == want and ps[1] is mine


def test_play_match_gives_the_same_result_in_one_or_two_processes():
    a = play_match(POTATO, PotatoSetup(3), 24, 5, ["random", "mcts:30", "random"], processes=1, keep_records=True)
    b = play_match(POTATO, PotatoSetup(3), 24, 5, ["random", "mcts:30", "random"], processes=2, keep_records=True)
    assert to_json(a.summary) == to_json(b.summary) and a.rows == b.rows
    assert [r.actions for r in a.records] == [r.actions for r in b.records]
    assert a.summary["games"] == 24 and a.summary["potato"] == {"rows_seen": 24}
    assert [r["seating"] for r in a.rows[:3]] == [[0, 1, 2], [2, 0, 1], [1, 2, 0]]


def test_play_match_uses_every_core_by_default_and_one_where_a_pool_cannot_help(monkeypatch):
    monkeypatch.setattr("os.cpu_count", lambda: 3)
    assert default_processes(50) == 3 and default_processes(1) == 1
    monkeypatch.setattr("multiprocessing.current_process", lambda: type("Daemon", (), {"daemon": True})())
    assert default_processes(50) == 1  # a prefork task worker may not start children


def test_play_match_by_default_plays_the_games_of_one_process():
    pool = []
    a = play_match(POTATO, PotatoSetup(3), 12, 8, ["random", "random", "random"], processes=1)
    b = play_match(POTATO, PotatoSetup(3), 12, 8, ["random", "random", "random"], progress=lambda d, t: pool.append(d))
    assert to_json(a.summary) == to_json(b.summary) and a.rows == b.rows and sorted(pool) == list(range(1, 13))


def test_play_match_trash_war_in_two_processes_with_progress():
    seen = []
    kw = dict(players=["greedy", "random", "random"], meta={"note": "x"})
    a = play_match(TRASH_WAR, Setup(seats=3), 6, 3, processes=1, **kw)
    b = play_match(TRASH_WAR, Setup(seats=3), 6, 3, processes=2, progress=lambda d, t: seen.append((d, t)), **kw)
    assert to_json(a.summary) == to_json(b.summary)
    assert sorted(seen) == [(d, 6) for d in range(1, 7)]
    assert a.summary["match"]["note"] == "x" and a.summary["match"]["players"] == ["greedy", "random", "random"]
    assert "trash_war" in a.summary and a.records == []



def test_play_out_stopping_asks_as_each_turn_starts_and_plays_the_same_game():
    plain = play_out(Potato(3, 8), make_players(POTATO, ["random"] * 3, 8))
    s = Potato(3, 8)
    asked = []
    same = play_out_stopping(s, make_players(POTATO, ["random"] * 3, 8), lambda: asked.append(s.turn) is not None, "toy")
    assert same == plain and asked == list(range(len(plain)))  # the toy's turn is one action
    with pytest.raises(GameStopped, match="toy stopped at turn 2"):
        play_out_stopping(Potato(3, 8), make_players(POTATO, ["random"] * 3, 8), lambda: len(asked) > len(plain) + 1
                          or asked.append(0) is not None, "toy")
