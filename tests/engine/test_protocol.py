"""Card Wars through the core's state protocol, and what the public face shows a caller: checked moves for
the right seat only, outcomes with returns(), the per-player view, the position's live ATK/DEF, the kind of
each pending choice, abilities by stable index, cards the engine does not simulate, and the events that
card scripts can listen to."""
import pytest
from helpers import lane, position, side, texts

from engine import GameState, IllegalAction, Termination, card_status, load_game, new_game
from engine.cardwars.events import (
    BEFORE_LEAVING,
    DAMAGED,
    DESTROYED,
    DISCARDED,
    FIGHT_STARTS,
    FROZEN,
    LEAVES_PLAY,
    SCRIPTS,
    THAWED,
    Script,
    add_modifier,
    choice_kind,
)
from engine.cardwars.ops.primitives import damage_creature, freeze, thaw
from engine.core import GameState as StateProtocol

CF4 = ("Cornfield",) * 4
NL4 = ("NiceLands",) * 4


def test_a_card_wars_state_implements_the_core_protocol(pool):
    s = load_game("cardwars").new_game(pool.setup("CP1-finn", "CP1-jake"), 5)
    assert isinstance(s, StateProtocol) and isinstance(s, GameState) and s.game == "cardwars"
    assert s.num_seats() == 2 and s.current_player() in (0, 1) and not s.is_terminal() and s.outcome() is None


def test_r7_checked_apply_refuses_the_other_seats_mulligan(pool):
    s = new_game(pool.setup("CP1-finn", "CP1-jake"), 5)
    who = s.current_player()
    with pytest.raises(IllegalAction, match=f"R7: seat {who} decides its mulligan now, not seat {1 - who}") as e:
        s.apply_action("mulligan no", player=1 - who)
    assert e.value.rule == "R7"
    s.apply_action("mulligan no", player=who)  # the right seat: accepted
    assert s.current_player() == 1 - who


def test_turn_step_3_checked_apply_refuses_a_move_in_the_opponents_turn(pool):
    s = position(pool, p0=side(hand=["punk-cat"]))
    with pytest.raises(IllegalAction, match="it is seat 0's turn; seat 1 cannot act in it"):
        s.apply_action("end", player=1)
    assert s.history == []  # nothing changed


def test_r17_an_answer_belongs_to_the_seat_the_choice_names(pool):
    s = position(pool, p0=side(lands=NL4, lane0=lane("NiceLands", creature="cotton-eyebat")),
                 p1=side(hero="bmo", hand=["cow", "cerebral-bloodstorm"]), active=1, turn=4)
    s.apply_action("hero damage")
    pc = s.pending[-1]
    assert pc.player == 1 and s.to_json()["pending"][-1]["kind"] == "discard"  # BMO's cost: discard a card
    with pytest.raises(IllegalAction, match="R17: the .* choice asked by a Hero is seat 1's to make, not seat 0's"):
        s.apply_action("choose p1:hand:cow", player=0)


def test_r22_outcome_has_places_termination_and_returns(pool):
    s = position(pool, p1=side(lands=CF4, hp=2), p0=side(lane0=lane(creature="cool-dog")))
    s.apply_action("attack lane=0")
    out = s.outcome()
    assert out.winner == 0 and out.places == (0, 1) and out.termination is Termination.WIN_CONDITION
    assert out.returns() == (1.0, -1.0) and out.to_dict()["winner"] == 0


def test_view_hides_the_opponents_hand_and_both_decks(pool):
    s = position(pool, p0=side(hand=["punk-cat"], deck=["cool-dog", "dogboy"]),
                 p1=side(lands=CF4, hand=["corn-lord", "husker-worm"], deck=["corn-lord"]))
    v = s.view(0)
    assert v["players"][0]["hand"] == s.to_json()["players"][0]["hand"]
    assert v["players"][1]["hand"] == 2 and v["players"][0]["deck"] == 2 and v["players"][1]["deck"] == 1
    assert "rng" not in v and v["viewer"] == 0
    assert s.view(1)["players"][0]["hand"] == 1


def test_clone_and_json_round_trip_keep_the_protocol_class(pool):
    s = new_game(pool.setup("CP1-finn", "CP1-jake"), 9)
    c = s.clone()
    assert type(c) is GameState and c == s
    back = GameState.from_json(s.to_json(), pool=pool)
    assert type(back) is GameState and back.legal_actions() == s.legal_actions()


def test_position_json_shows_each_creatures_atk_and_def_with_modifiers(pool):
    s = position(pool, p0=side(lane0=lane(creature={"card": "cool-dog", "damage": 1})))
    base = s.to_json()["players"][0]["lanes"][0]["creature"]
    cid = s.creature[0][0]
    add_modifier(s, cid, atk=2, defense=3)
    got = s.to_json()["players"][0]["lanes"][0]["creature"]
    assert (got["atk"], got["def"]) == (base["atk"] + 2, base["def"] + 3) and got["damage"] == 1
    assert GameState.from_json(s.to_json(), pool=pool) == s  # read-only: loading ignores the figures


def test_choice_kinds_are_read_from_options_or_said_by_the_verb():
    assert choice_kind(["yes", "no"]) == "may"
    assert choice_kind(["p1:creature:0", "p0:creature:2"]) == "target"
    assert choice_kind(["p0:lane:1", "p0:lane:3"]) == "lane"
    assert choice_kind(["p1:building:0", "none"]) == "target"  # a choice that may be declined
    assert choice_kind(["floop:own", "floop:as:finn"]) == "ability"
    assert choice_kind(["heal p0:creature:1", "damage p0:creature:1"]) == "mode"


def test_hero_ability_by_stable_index_is_the_same_move_as_by_key(pool):
    def start():
        return position(pool, p0=side(lands=NL4, lane0=lane("NiceLands", creature="cotton-eyebat")),
                        p1=side(hero="bmo", hand=["cow", "cow"]), active=1, turn=4)

    by_key, by_index = start(), start()
    hero = by_key.to_json()["heroes"]["bmo"]
    assert hero["abilities"] == [{"index": 0, "key": "damage", "action": "hero #0"}]
    by_key.apply_action("hero damage")
    by_index.apply_action("hero #0")
    assert by_index == by_key
    with pytest.raises(IllegalAction, match="R25: that Hero has no ability #3"):
        start().apply_action("hero #3")


def test_a_card_the_engine_does_not_simulate_is_flagged(pool, monkeypatch):
    # A Spell with an ability but no script (a card not scripted yet) would do nothing when played: the position
    # says so, instead of leaving the caller to find out. Every card has a script now, so one is taken away here.
    unscripted = sorted(slug for slug, c in pool.cards.items() if c.kind == "spell" and c.has_ability)[0]
    monkeypatch.delitem(SCRIPTS, unscripted)
    assert card_status(unscripted) == "none"
    s = position(pool, p0=side(hand=[unscripted, "punk-cat"]))
    cards = s.to_json()["cards"]
    assert cards[unscripted]["simulation"] == "none" and "not simulated" in cards[unscripted]["missing"]
    assert cards["punk-cat"]["simulation"] == "full" and "missing" not in cards["punk-cat"]


class _Ear(Script):
    """Test script: writes down every event it hears, with the context."""

    def __init__(self, *events):
        self.events = frozenset(events)
        self.heard = []

    def on(self, event, state, card_id, ctx):
        self.heard.append((event, {k: v for k, v in ctx.items() if k not in ("side", "lane")}))


def test_events_discard_freeze_and_thaw_reach_listening_scripts(pool, scripts):
    ear = scripts["corn-lord"] = _Ear(DISCARDED, FROZEN, THAWED)
    s = position(pool, p0=side(hand=["punk-cat", "cool-dog"], lane0=lane(frozen=True)),
                 p1=side(lands=CF4, lane1=lane("Cornfield", creature="corn-lord")))
    s.apply_action("unfreeze lane=0 discard=punk-cat")  # R24
    cid = s.discard[0][-1]
    assert ear.heard == [(DISCARDED, {"card": cid, "player": 0}), (THAWED, {"at_side": 0, "at_lane": 0})]
    freeze(s, 1, 2)
    freeze(s, 1, 2)  # at most one token: the second does nothing, and is not heard
    thaw(s, 1, 3)  # no token there: nothing happens
    assert [e for e, _ in ear.heard] == [DISCARDED, THAWED, FROZEN]
    assert ear.heard[-1][1] == {"at_side": 1, "at_lane": 2}  # which Landscape froze (listeners sit elsewhere)


def test_events_damage_taken_and_the_start_of_the_fight(pool, scripts):
    ear = scripts["corn-lord"] = _Ear(DAMAGED, FIGHT_STARTS)
    s = position(pool, p0=side(lane0=lane(creature="cool-dog"), lane1=lane(creature="punk-cat")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="corn-lord")))
    damage_creature(s, 1, 0, 1)
    assert ear.heard[-1] == (DAMAGED, {"target": "creature", "card": s.creature[1][0], "at_side": 1, "at_lane": 0,
                                       "amount": 1, "source_side": None, "source": -1})
    s.apply_action("attack lane=1")  # the first attack of the turn starts the Fight (R29); Lane 1 is open
    events = [e for e, _ in ear.heard]
    assert events[1] == FIGHT_STARTS and ear.heard[1][1] == {"player": 0}
    hit = ear.heard[2][1]
    assert hit["target"] == "player" and hit["player"] == 1 and hit["source_side"] == 0 and hit["amount"] > 0
    s.apply_action("attack lane=0")  # the Fight goes on: it does not start again
    assert events.count(FIGHT_STARTS) == 1 and [e for e, _ in ear.heard].count(FIGHT_STARTS) == 1


def test_leaves_play_sees_the_card_as_it_was_before_it_left(pool, scripts):
    ear = scripts["corn-lord"] = _Ear(LEAVES_PLAY, DESTROYED, BEFORE_LEAVING)
    s = position(pool, p0=side(), p1=side(lands=CF4, lane0=lane("Cornfield", creature={"card": "corn-lord",
                                                                                          "damage": 1})))
    cid = s.creature[1][0]
    add_modifier(s, cid, atk=1)
    expect = s.to_json()["players"][1]["lanes"][0]["creature"]
    damage_creature(s, 1, 0, 50)
    (ev1, leave), (ev2, dead) = ear.heard
    assert (ev1, ev2) == (LEAVES_PLAY, DESTROYED) and s.creature[1][0] < 0
    assert leave["before"] == {"state": "ready", "modifiers": [[1, 0, "turn"]], "damage": 51,
                               "atk": expect["atk"], "def": expect["def"]}
    assert dead["before"] == leave["before"] and texts(s)


def test_leaves_play_works_out_before_only_when_a_script_asks(pool, scripts):
    ear = scripts["corn-lord"] = _Ear(LEAVES_PLAY)  # listens, but does not ask for BEFORE_LEAVING
    s = position(pool, p1=side(lands=CF4, lane0=lane("Cornfield", creature="corn-lord")))
    damage_creature(s, 1, 0, 50)
    assert ear.heard[0][0] == LEAVES_PLAY and ear.heard[0][1]["before"] is None
