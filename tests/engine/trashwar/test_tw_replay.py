"""Replay frames: a recorded game as the table after every action, every hand and Wall shown, deterministic."""
import json

import pytest
from tw_helpers import position

from engine.core import IllegalAction, load_game
from engine.core.match import play_match
from engine.core.record import GameRecord, replay
from engine.trashwar import Action, Setup
from engine.trashwar.replay import card_legend, describe, frames, frames_from

GAME = load_game("trash-war")


@pytest.fixture(scope="module")
def record():
    r = play_match(GAME, Setup(seats=4), 1, 8, ["greedy", "random", "greedy", "random"], keep_records=True)
    return r.records[0]


def test_one_frame_after_the_deal_and_one_after_each_action(record):
    fs = frames(record)
    assert len(fs) == len(record.actions) + 1
    assert [f["index"] for f in fs] == list(range(len(fs)))
    assert fs[0]["action"] is None and "dealt" in fs[0]["text"]
    assert [f["action"] for f in fs[1:]] == [str(a) for a in record.actions]
    assert fs[-1]["result"] == record.outcome.to_dict() and fs[-1]["next"]["seat"] is None


def test_frames_are_the_same_every_time_and_from_the_json_record(record):
    again = frames(GameRecord.from_dict(json.loads(json.dumps(record.to_dict()))))
    assert json.dumps(frames(record)) == json.dumps(again)


def test_every_frame_shows_every_hand_and_wall_as_the_game_had_them(record):
    fs = frames(record)
    for k in (0, 1, 2, len(fs) // 3, len(fs) // 2, len(fs) - 2, len(fs) - 1):
        state = replay(GameRecord(record.setup, record.seed, record.actions[:k]))
        pos = state.to_json()
        for seat, p in zip(fs[k]["seats"], pos["players"], strict=True):
            assert seat["hand"] == p["hand"] and seat["out"] == p["out"]
            assert [{"standing": w["standing"], "trash": w["trash"]} for w in seat["walls"]] == p["walls"]
            assert all(w["damage"] == sum(int(c[1]) for c in w["trash"]) for w in seat["walls"])
        assert fs[k]["piles"]["draw"] == len(pos["draw"]) and fs[k]["torch_phase"] == pos["torch_phase"]
        assert fs[k]["next"] == {"turn": pos["turn"], "seat": None if pos["step"] == "over" else pos["active"],
                                 "step": pos["step"]}


def test_every_frame_holds_the_whole_deck(record):
    for f in frames(record):
        cards = sum(len(s["hand"]) + sum(len(w["trash"]) for w in s["walls"]) for s in f["seats"])
        cards += sum(f["piles"].values()) + len(f["incoming"]) + len(f["catapult"])
        cards += 3 * sum(not s["out"] for s in f["seats"]) + (15 - 3 * 4)  # the fortresses and the box (TW-R1)
        assert cards == 112


def test_a_hit_that_knocks_the_last_wall_down_ends_the_game():
    s = position(seats=2, hands={0: ["S2"]}, walls={0: [["T3"], None, None]}, incoming=[("T2", 0, 1)],
                 active=0, step="defend")
    take, shield = frames_from(s, ["take"])[1], frames_from(s, ["shield S2"])[1]
    assert take["text"] == "Seat 1 lets the Trash 2 from seat 2 hit its Wall 1."
    assert take["events"] == ["Seat 1's Wall 1 falls: a hit took it from 3 damage to 4 or more.",
                              "Seat 1 has no Wall left and is out.", "Seat 2 wins: the last fortress standing."]
    assert take["seats"][0]["out"] and take["result"]["winner"] == 1
    assert shield["text"] == "Seat 1 blocks the Trash 2 from seat 2 with a Shield 2."
    assert shield["seats"][0]["walls"][0] == {"standing": True, "trash": ["T3"], "damage": 3}
    assert s.step == "defend"  # frames_from played on a copy


def test_hits_and_the_next_turn_are_told():
    s = position(seats=3, hands={1: ["D"]}, incoming=[("T2", 0, 0)], active=1, step="defend")
    f = frames_from(s, ["deflect D w2"])[1]
    assert f["text"] == "Seat 2 deflects the Trash 2 from seat 1 onto its Wall 3."
    assert f["events"][0] == "A Trash 2 hits seat 2's Wall 3 (2 damage now)."
    assert f["seats"][1]["walls"][2]["trash"] == ["T2"]


def test_actions_in_words():
    s = position(seats=3, hands={0: ["T1", "T3", "C", "B3"]}, walls={0: [["T1"], [], ["T2"]]})
    assert describe(s, Action("throw", "T3", 2, 1)) == "Seat 1 throws a Trash 3 at seat 3's Wall 2."
    assert describe(s, Action("catapult", "C", 1)) == "Seat 1 plays a Catapult at seat 2."
    s2 = position(seats=3, hands={0: ["B3", "R"]}, walls={0: [["T1"], [], ["T2"]]}, step="burn_or_repair",
                  had_incoming=True)
    burn = next(a for a in s2.legal_actions() if str(a) == "burn B3 w0:T1 w2:T2")
    assert describe(s2, burn) == "Seat 1 burns a Trash 1 off Wall 1 and a Trash 2 off Wall 3 with a Burn 3."


def test_an_action_that_does_not_fit_is_refused(record):
    bad = GameRecord(record.setup, record.seed, ["pass"])
    with pytest.raises(IllegalAction):
        frames(bad)


def test_the_card_legend_and_the_registry():
    legend = GAME.extra["card_legend"]()
    assert legend["T2"] == "Trash 2" and legend["S3*"] == "Shield 3, 1 torch" and legend["MA**"] == "Mace (any), 2 torches"
    assert legend == card_legend(GAME.new_game({"seats": 5}, 1)) and GAME.extra["frames"] is frames
