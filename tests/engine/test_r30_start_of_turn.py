"""R30: start-of-turn texts run after the draw, one at a time, in the order the active player chooses; a text
whose card has left play does not run. Also the entry states of Fatigued Librarian / Weakened Warrior, and one
script per card."""
import json

import pytest
from helpers import hurt, lane, position, side, texts

from engine import GameState
from engine.cardwars.board import EXHAUSTED, READY
from engine.cardwars.players.greedy import GreedyPlayer
from engine.core.rng import Rng

MEISTER_FIRST = "choose first icemeister p0:creature:0"


def _with(pool, creature, damage, deck=("cow",) * 5, **kw):
    """p0's Icemeister in Lane 0 and `creature` with `damage` on a Frozen SandyLands in Lane 1; p1 ends the turn."""
    s = position(pool, p0=side(deck=list(deck), lane0=lane(creature="icemeister"),
                               lane1=lane("SandyLands", creature=hurt(creature, damage), frozen=True), **kw), active=1)
    s.apply_action("end")
    return s


def test_r30_two_texts_of_different_cards_ask_the_active_player_the_order(pool):
    s = _with(pool, "grand-mummy", 2)
    assert len(s.hand[0]) == 1  # after the draw
    assert texts(s) == [MEISTER_FIRST, "choose first grand-mummy p0:creature:1"]
    assert s.to_json()["pending"][0]["kind"] == "order" and s.current_player() == 0


def test_r30_a_grand_mummy_destroyed_first_does_not_ask_nor_draw(pool):
    s = _with(pool, "grand-mummy", 2)
    s.apply_action(MEISTER_FIRST)  # 1 damage: the Mummy (DEF 3) is destroyed (R19) before its turn comes
    assert s.pending == [] and s.creature[0][1] < 0
    assert [s.slug(c) for c in s.discard[0]] == ["grand-mummy"] and s.hand_slugs(0) == ["cow"]


def test_r30_a_grand_mummy_chosen_first_returns_and_draws(pool):
    s = _with(pool, "grand-mummy", 2)
    s.apply_action("choose first grand-mummy p0:creature:1")
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")  # back to hand, draw 2; then the Icemeister's text finds no one on a Frozen Landscape
    assert sorted(s.hand_slugs(0)) == ["cow", "cow", "cow", "grand-mummy"] and s.pending == []
    assert s.cdmg[0][0] == 0 and s.discard[0] == []


def test_r30_sandmagus_and_ms_mummy_destroyed_first_do_nothing(pool):
    for slug, dmg in (("sandmagus", 3), ("ms-mummy", 3)):
        s = _with(pool, slug, dmg)
        s.apply_action(MEISTER_FIRST)
        assert s.pending == [] and [s.slug(c) for c in s.discard[0]] == [slug] and s.hand_slugs(0) == ["cow"]
        assert s.mods == []  # Sandmagus's +1 ATK never given


def test_r30_a_destroyed_static_parrotrooper_costs_no_hp(pool):
    s = _with(pool, "static-parrotrooper", 5)
    s.apply_action(MEISTER_FIRST)
    assert s.hp[0] == 25 and s.pending == []
    s = _with(pool, "static-parrotrooper", 5)
    s.apply_action("choose first static-parrotrooper p0:creature:1")  # it runs while in play: 1 HP
    assert s.hp[0] == 24 and [s.slug(c) for c in s.discard[0]] == ["static-parrotrooper"]


def test_r30_a_text_whose_condition_fails_does_not_wait(pool):
    # Niceasaurus Rex draws only with damage on it: undamaged, only the Icemeister's text waits: no question
    s = _with(pool, "niceasaurus-rex", 0)
    assert s.pending == [] and s.cdmg[0][1] == 1 and s.hand_slugs(0) == ["cow"]
    s = _with(pool, "niceasaurus-rex", 1)
    assert texts(s) == [MEISTER_FIRST, "choose first niceasaurus-rex p0:creature:1"]


def test_r30_the_order_question_survives_the_json_position(pool):
    s = _with(pool, "grand-mummy", 2)
    s2 = GameState.from_json(json.loads(json.dumps(s.to_json())), pool=pool)
    assert texts(s2) == texts(s)
    s2.apply_action(MEISTER_FIRST)
    assert s2.creature[0][1] < 0 and s2.pending == []


def test_r30_greedy_searches_the_order(pool):
    s = _with(pool, "grand-mummy", 2)
    a = GreedyPlayer(Rng(3)).select_action(s)
    assert str(a) == "choose first grand-mummy p0:creature:1"  # the Mummy saved to hand, 2 cards drawn


def test_fatigued_librarian_enters_exhausted_across_a_palace_of_bone(pool):
    for slug in ("fatigued-librarian", "weakened-warrior"):
        s = position(pool, p0=side(hand=[slug]), p1=side(lane0=lane("Useless Swamp", building="palace-of-bone")))
        s.apply_action(f"play {slug} lane=0")  # the Palace hushes effects; entering exhausted is a state of entry
        assert s.cstate[0][0] == EXHAUSTED and "attack lane=0" not in texts(s)
        s.apply_action("end")
        s.apply_action("end")  # its controller's next turn: it stays exhausted through the ready step
        assert s.active == 0 and s.cstate[0][0] == EXHAUSTED and s.pending == []


def test_fatigued_librarian_stays_exhausted_and_readies_by_moving(pool):
    s = position(pool, p0=side(lane0=lane(creature={"card": "fatigued-librarian", "state": "exhausted"}),
                               lane1=lane(creature="cow"), lane2=lane(creature={"card": "cow", "state": "exhausted"})),
                 active=1)
    s.apply_action("end")
    assert s.cstate[0][:3] == [EXHAUSTED, READY, READY]  # only the Librarian stays exhausted
    ready = position(pool, p0=side(lane0=lane(creature="fatigued-librarian")), active=1)
    ready.apply_action("end")
    assert ready.cstate[0][0] == READY  # ready as the turn starts: it stays ready


def test_a_card_is_scripted_once():
    from engine.cardwars.dsl.registry import register
    from engine.cardwars.events import SCRIPTS
    assert "celestial-castle" in SCRIPTS and "nice-ice-baby" in SCRIPTS  # scripted in Collector's Pack 1 only
    with pytest.raises(ValueError, match="scripted twice"):
        register("celestial-castle", SCRIPTS["celestial-castle"])
