"""The core's resumable effects and pending choices, on a tiny game-neutral script: an effect list that
stops for a decision, is saved as JSON mid-choice, and goes on after the answer exactly as if never saved."""
import json

import pytest

from engine.cardwars import position
from engine.cardwars.dsl import card
from engine.core.pending import Effect, PendingChoice, answer, ask, deciding_seat, execute


class State:
    def __init__(self):
        self.pending = []
        self.log = []
        self.over = False

    def is_terminal(self):
        return self.over

    def to_json(self):
        return {"log": list(self.log), "over": self.over, "pending": [pc.to_dict() for pc in self.pending]}

    @classmethod
    def from_json(cls, d):
        s = cls()
        s.log, s.over = list(d["log"]), d["over"]
        s.pending = [PendingChoice.from_dict(p) for p in d["pending"]]
        return s


class Ctx:
    def __init__(self, state, script, cont=()):
        self.state, self.script, self.path, self.cont = state, script, "", list(cont)


class Say(Effect):
    def __init__(self, word):
        self.word = word

    def run(self, ctx):
        ctx.state.log.append(self.word)
        return False


class End(Effect):
    def run(self, ctx):
        ctx.state.over = True
        return False


class AskColour(Effect):
    """Seat 1 picks a colour; the paths still to run travel in the choice's data."""

    def run(self, ctx):
        ask(ctx.state.pending, 1, ["red", "blue"], 7, ctx.script.name, ctx.path, (json.dumps(ctx.cont),),
            kind="colour")
        return True

    def resume(self, ctx, choice):
        ctx.state.log.append(choice)
        return False


class Script:
    name = "painter"

    def __init__(self, *effects):
        self.fx = {f"play.{i}": e for i, e in enumerate(effects)}

    def play(self, state):
        return execute(Ctx(state, self), list(self.fx))

    def resume(self, state, key, choice, source, data):
        ctx = Ctx(state, self)
        ctx.path = key
        if not self.fx[key].resume(ctx, choice):
            execute(ctx, json.loads(data[0]))


PAINTER = Script(Say("brush"), AskColour(), Say("paint"), Say("dry"))
SCRIPTS = {PAINTER.name: PAINTER}


def choose(state, option):
    pc = answer(state.pending, option)
    SCRIPTS[pc.script].resume(state, pc.key, option, pc.source, pc.data)


def test_an_effect_list_stops_for_a_choice_and_goes_on_after_the_answer():
    s = State()
    assert PAINTER.play(s) is True and s.log == ["brush"]
    assert deciding_seat(s.pending) == 1 and s.pending[-1].options == ("red", "blue")
    assert s.pending[-1].kind == "colour" and s.pending[-1].key == "play.1"
    choose(s, "blue")
    assert s.log == ["brush", "blue", "paint", "dry"] and s.pending == [] and deciding_seat(s.pending) is None


def test_a_half_resolved_effect_round_trips_through_json_and_resumes_the_same():
    s = State()
    PAINTER.play(s)
    saved = json.loads(json.dumps(s.to_json()))
    assert saved["pending"] == [{"player": 1, "source": 7, "script": "painter", "key": "play.1", "kind": "colour",
                                 "options": ["red", "blue"], "data": ['["play.2", "play.3"]']}]
    loaded = State.from_json(saved)
    assert loaded.pending == s.pending
    choose(s, "red")
    choose(loaded, "red")
    assert loaded.log == s.log == ["brush", "red", "paint", "dry"]


def test_execute_stops_once_the_game_is_over():
    s = State()
    assert execute(Ctx(s, Script(Say("a"), End(), Say("never"))), ["play.0", "play.1", "play.2"]) is True
    assert s.log == ["a"]


def test_kind_comes_from_the_game_when_the_choice_did_not_say():
    pc = PendingChoice(0, -1, "", "which", ("yes", "no"))
    assert pc.to_dict()["kind"] == "" and pc.to_dict(lambda opts: "may")["kind"] == "may"
    assert PendingChoice.from_dict(pc.to_dict()) == pc


def test_a_choice_needs_options_and_an_answer_must_be_one_of_them():
    pending = []
    with pytest.raises(ValueError, match="at least one option"):
        ask(pending, 0, [], 1, "painter", "k")
    with pytest.raises(ValueError, match="no pending choice"):
        answer(pending, "red")
    ask(pending, 0, ["red"], 1, "painter", "k")
    with pytest.raises(ValueError, match="'green' does not answer the k choice"):
        answer(pending, "green")
    assert len(pending) == 1 and answer(pending, "red").key == "k" and pending == []


def test_card_wars_uses_the_core_s_pending_choices_and_effects():
    assert position.PendingChoice is PendingChoice
    assert card.Effect is Effect and card.execute is execute
