"""The JSON position format: round trips, clones, hand-written positions, records and replay."""
import json

import pytest
from helpers import lane, position, side

from engine import GameRecord, GameState, new_game, play_game, replay


def test_position_round_trips_through_json(cp1_setup):
    rec, _ = play_game(cp1_setup, 11, ("greedy", "random"))
    s = new_game(cp1_setup, 11)
    for a in rec.actions[:30]:
        s.apply_action(a)
    data = json.loads(json.dumps(s.to_json()))
    s2 = GameState.from_json(data)
    assert s2.to_json() == s.to_json()
    for a in rec.actions[30:]:  # the loaded position plays on identically, RNG included
        s.apply_action(a)
        s2.apply_action(a)
    assert s2.to_json() == s.to_json() and s2.is_terminal()


def test_clone_is_independent(cp1_setup):
    s = new_game(cp1_setup, 2)
    c = s.clone()
    c.apply_action(c.legal_actions()[0])
    assert c.to_json() != s.to_json() and s.to_json() == new_game(cp1_setup, 2).to_json()


def test_hand_written_position_needs_no_ids(pool):
    s = position(pool, p0=side(hand=["punk-cat"], deck=["cool-dog", "uni-knight"],
                               lane2=lane(creature={"card": "dogboy", "damage": 2, "state": "flooped"})))
    d = s.to_json()
    assert d["players"][0]["deck"][0].startswith("cool-dog#")  # top card first
    assert d["players"][0]["lanes"][2]["creature"]["damage"] == 2
    s.apply_action("draw")
    assert s.hand_slugs(0) == ["punk-cat", "cool-dog"]


def test_replay_rebuilds_the_final_state_and_records_serialise(cp1_setup):
    rec, out = play_game(cp1_setup, 5, ("random", "greedy"))
    final = replay(rec)
    assert final.outcome() == out
    rec2 = GameRecord.from_dict(json.loads(json.dumps(rec.to_dict())))
    assert replay(rec2).to_json() == final.to_json()


def test_json_states_phase_rng_and_history(cp1_setup):
    s = new_game(cp1_setup, 3)
    d = s.to_json()
    assert d["phase"] == "mulligan" and len(d["rng"]) == 16 and d["history"] == []
    assert set(d["cards"]) >= {"punk-cat", "husker-worm"}


def test_a_record_written_before_records_named_their_game_still_loads(cp1_setup):
    """Records stored before the 'game' key (and with the old {winner, reason} outcome) load as Card Wars."""
    rec, _out = play_game(cp1_setup, 4, ("random", "random"))
    old = rec.to_dict()
    del old["game"]
    old["outcome"] = {"winner": old["outcome"]["winner"], "reason": old["outcome"]["reason"]}
    with pytest.raises(ValueError, match="must say which game"):
        GameRecord.from_dict(old)
    back = GameRecord.from_dict(old, game="cardwars")
    assert replay(back).to_json() == replay(rec).to_json() and back.outcome is None
    assert GameRecord.from_dict(rec.to_dict()).outcome == rec.outcome
