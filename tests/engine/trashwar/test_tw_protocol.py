"""Trash War through the core protocol: the registry, checked apply, positions, views, records."""
import pytest
from tw_helpers import position

from engine.core import GameState, IllegalAction, Rng, load_game
from engine.core.record import GameRecord, replay
from engine.trashwar import GAME, PositionError, Setup, TrashWarState, determinise, new_game, parse


def random_states(seeds, seats=(2, 3, 4, 5), every=7):
    """Positions met in random games (every few actions)."""
    for seed in seeds:
        n = seats[seed % len(seats)]
        s = new_game(Setup(seats=n, redraw="immediate" if seed % 3 == 0 else "end_of_turn"), seed)
        r = Rng(seed)
        k = 0
        while not s.is_terminal():
            if k % every == 0:
                yield s.clone()
            s.apply_action_unchecked(r.choice(s.legal_actions()))
            k += 1
        yield s


def test_it_is_registered_under_its_name_and_alias():
    g = load_game("trash-war")
    assert g is GAME and load_game("trashwar") is g and g.info.seats == (2, 3, 4, 5)
    assert isinstance(g.new_game({"seats": 3}, 1), GameState)


def test_checked_apply_refuses_a_move_for_another_seat_naming_the_rule():
    s = position(seats=3, hands={1: ["T2"], 2: ["S3"]}, active=1)
    legal = parse("throw T2 p2:w0")
    assert legal in s.legal_actions()
    before = s.to_json()
    for seat in (0, 2):
        with pytest.raises(IllegalAction) as e:
            s.apply_action(legal, player=seat)
        assert e.value.rule == "TW6" and "seat 1 decides" in str(e.value)
    assert s.to_json() == before
    s.apply_action(legal, player=1)
    assert s.active == 2
    with pytest.raises(IllegalAction, match="TW6"):
        s.apply_action("take", player=1)  # the answer is seat 2's


def test_every_refused_action_names_a_rule_and_changes_nothing():
    pool = set()
    states = list(random_states(range(12)))
    for s in states:
        pool.update(s.legal_actions())
    pool = sorted(pool, key=str)
    checked = 0
    for i, s in enumerate(states):
        if s.is_terminal():
            continue
        legal = set(s.legal_actions())
        before = s.to_json()
        for a in pool[i % 7::37]:
            if a in legal:
                continue
            with pytest.raises(IllegalAction) as e:
                s.apply_action(a)
            assert e.value.rule and e.value.rule.startswith("TW"), str(e.value)
            checked += 1
        assert s.to_json() == before
    assert checked > 500


def test_every_legal_action_passes_the_checked_path():
    for s in random_states(range(6), every=3):
        for a in s.legal_actions():
            c = s.clone()
            c.apply_action(str(a), player=s.current_player())


def test_position_round_trip_and_play_on_identically():
    for s in random_states(range(20), every=11):
        data = s.to_json()
        t = TrashWarState.from_json(data)
        assert t.to_json() == data
        if s.is_terminal():
            continue
        r1, r2 = Rng(5), Rng(5)
        a, b = s.clone(), t
        for _ in range(40):
            if a.is_terminal():
                break
            a.apply_action_unchecked(r1.choice(a.legal_actions()))
            b.apply_action_unchecked(r2.choice(b.legal_actions()))
        assert a.to_json() == b.to_json()


def test_a_bad_position_is_refused_with_a_reason():
    data = new_game(Setup(seats=3), 2).to_json()
    data["draw"] = data["draw"][1:]
    with pytest.raises(PositionError, match="exactly once"):
        TrashWarState.from_json(data)
    with pytest.raises(PositionError):
        TrashWarState.from_json({"game": "trash-war", "players": "x"})
    with pytest.raises(PositionError, match="not 'trash-war'"):
        TrashWarState.from_json({"game": "cardwars"})


def test_determinise_keeps_what_the_seat_sees_and_reshuffles_the_rest():
    changed = 0
    for s in random_states(range(8), every=13):
        if s.is_terminal():
            continue
        me = s.current_player()
        d = determinise(s, me, Rng(99))
        assert d.view(me) == s.view(me)
        assert d.zone_counts() == s.zone_counts()
        changed += d.draw != s.draw
    assert changed > 5


def test_clone_is_independent():
    s = new_game(Setup(seats=4), 3)
    c = s.clone()
    c.apply_action_unchecked(c.legal_actions()[0])
    assert s.to_json() == new_game(Setup(seats=4), 3).to_json() != c.to_json()


def test_a_record_replays_to_the_same_final_position():
    row, rec = GAME.play_indexed(Setup(seats=4), 77, 3, ["random", "greedy", "random", "greedy"])
    again = GameRecord.from_dict(rec.to_dict())
    assert again.game == "trash-war" and [str(a) for a in again.actions] == [str(a) for a in rec.actions]
    final = replay(again)
    assert final.is_terminal() and final.outcome() == rec.outcome
    assert row["turns"] == final.turn and row["actions"] == len(rec.actions)


def test_action_text_parses_back_for_every_action_met():
    for s in random_states(range(5), every=2):
        for a in s.legal_actions():
            assert parse(str(a)) == a
