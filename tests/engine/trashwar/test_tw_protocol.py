"""Trash War through the core protocol: the registry, checked apply, positions, views, records."""
import protocol_checks as checks
import pytest
from tw_helpers import position

from engine.core import GameState, IllegalAction, load_game
from engine.trashwar import GAME, PositionError, Setup, TrashWarState, determinise, new_game, parse


def random_states(seeds, seats=(2, 3, 4, 5), every=7):
    """Positions met in random games (every few actions)."""
    def new(seed):
        n = seats[seed % len(seats)]
        return new_game(Setup(seats=n, redraw="immediate" if seed % 3 == 0 else "end_of_turn"), seed)

    return checks.random_states(new, seeds, every)


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
    assert checks.refused_actions_name_a_rule(list(random_states(range(12))), ("TW",), 7, 37) > 500


def test_every_legal_action_passes_the_checked_path():
    checks.legal_actions_pass_the_checked_path(random_states(range(6), every=3))


def test_position_round_trip_and_play_on_identically():
    checks.positions_round_trip(random_states(range(20), every=11), TrashWarState.from_json, 40)


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
    changed = checks.determinised_views_match(random_states(range(8), every=13), determinise,
                                              lambda d, s: d.zone_counts() == s.zone_counts(),
                                              lambda d, s: d.draw != s.draw)
    assert changed > 5


def test_clone_is_independent():
    checks.clone_is_independent(lambda: new_game(Setup(seats=4), 3))


def test_a_record_replays_to_the_same_final_position():
    row, rec = GAME.play_indexed(Setup(seats=4), 77, 3, ["random", "greedy", "random", "greedy"])
    final = checks.record_replays(rec, "trash-war")
    assert row["turns"] == final.turn and row["actions"] == len(rec.actions)


def test_action_text_parses_back_for_every_action_met():
    for s in random_states(range(5), every=2):
        for a in s.legal_actions():
            assert parse(str(a)) == a
