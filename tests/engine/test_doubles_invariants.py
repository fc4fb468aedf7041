"""Invariants over 100 seeded Doubles games (R26-R43): every precon, four decks a game, random and simple players.

Cards are conserved (each in exactly one zone of its four sides), each team's HP pool stays at or below 40 and
is the only HP that changes, every game ends by HP or the turn limit within 120 turns, and replays give the
same game. The 2,000-game run is in bench/ (`make bench`)."""
import pytest

from engine import new_game, replay
from engine.cardwars.match import make_players, play_game
from engine.cardwars.ops.core import defense_of

GAMES = 100
PLAYER_MIX = [("random",) * 4, ("simple",) * 4, ("random", "simple", "simple", "random")]


def decks_of(ids, seed):
    """Four precon ids for one game: every precon takes every seat over the run."""
    return [ids[(seed * 7 + k * 5) % len(ids)] for k in range(4)]


def check(s, n_cards):
    zones = [c for p in s.seats for z in (s.hand[p], s.deck[p], s.discard[p], s.creature[p], s.building[p])
             for c in z if c >= 0] + [c for c in s.teamwork if c >= 0] + s.limbo + s.removed \
        + [c for cs in s.under.values() for c in cs]
    assert len(zones) == n_cards and len(set(zones)) == n_cards  # every card in exactly one zone
    pools = [s.hp_seat(p) for p in s.seats]
    assert pools == [0, 1, 0, 1]  # R34: team A's pool at A1's entry, team B's at B1's
    assert s.team_hp(0) <= 40 and s.team_hp(1) <= 40  # R34: never above 40
    assert s.hp[2] == 40 and s.hp[3] == 40  # nothing else holds HP
    assert s.actions_left >= 0
    for p in s.seats:
        for ln in s.lanes_of(p):
            c = s.creature[p][ln]
            if c >= 0:
                assert s.cdmg[p][ln] < defense_of(s, p, ln, c)  # R19


@pytest.fixture(scope="module")
def ids(pool):
    return sorted(pool.precons)


def test_invariants_over_100_seeded_doubles_games(pool, ids):
    reasons = set()
    for seed in range(GAMES):
        setup = pool.setup(*decks_of(ids, seed), variant="doubles")
        names = PLAYER_MIX[seed % len(PLAYER_MIX)]
        players = make_players(names, seed)
        s = new_game(setup, seed)
        n = len(s.tab.slug)
        steps = 0
        while not s.is_terminal():
            s.apply_action_unchecked(players[s.current_player()].select_action(s))
            check(s, n)
            steps += 1
            assert steps < 10000  # no stuck game
        out = s.outcome()
        reasons.add(out.reason)
        assert out.reason in ("hp", "turn limit") and s.turn <= 120  # R43
        if out.reason == "hp":
            assert min(s.team_hp(t) for t in s.teams) <= 0
            if out.winner is not None:  # R43: the team standing wins, both its players
                assert s.team_hp(out.winning_team) > 0 and set(out.winners) == set(s.team_seats(out.winning_team))
        if seed % 10 == 0:  # replay (checked: every recorded action must be legal) and determinism
            rec, out2 = play_game(setup, seed, names)
            assert out2 == out and [str(a) for a in rec.actions] == [str(a) for a in s.history]
            assert replay(rec).to_json() == s.to_json()
    assert "hp" in reasons


def test_a_doubles_position_round_trips_through_json(pool, ids):
    setup = pool.setup(*decks_of(ids, 3), variant="doubles")
    players = make_players(("simple",) * 4, 3)
    s = new_game(setup, 3)
    for _ in range(120):  # into the game: Creatures on several sides
        if s.is_terminal():
            break
        s.apply_action(players[s.current_player()].select_action(s))
    data = s.to_json()
    assert data["table"] == {"seats": 4, "teams": [[0, 2], [1, 3]]} and data["variant"] == "doubles"
    assert len(data["players"]) == 4 and all(len(p["lanes"]) == 4 for p in data["players"])  # 8 Lanes, 16 Landscapes
    again = type(s).from_json(data, pool=pool)
    assert again.to_json() == data
    assert [again.facing(p, ln) for p in again.seats for ln in again.lanes_of(p)] == \
        [s.facing(p, ln) for p in s.seats for ln in s.lanes_of(p)]
