"""Replay frames: a recorded game (setup, seed, actions) as the table after each action, for a replay viewer.

Frame 0 is the table after the deal; frame k the table after the k-th action. Each frame shows everything
(a replay is watched after the game, so no hand is hidden): every seat's hand and Walls (standing or fallen,
the Trash on each and its damage), the piles' sizes, the torch phase, the Trash in flight, whose turn it is
and what they decide. It says the action in words and what followed from it (hits, Walls falling, players
going out, recycles, the next turn, the end). Seats and Walls are counted from 1 in words, from 0 in data
(as in the action texts). The frames are a pure function of the record: the same record, the same frames."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.record import GameRecord
from . import actions as A
from .actions import Action
from .board import OVER, Board
from .setup import WALLS_EACH, card_title
from .state import TrashWarState


def frames(record: GameRecord) -> list[dict[str, Any]]:
    """The frames of a recorded game (module docstring); raises IllegalAction if an action does not fit."""
    return frames_from(TrashWarState.new(record.setup, record.seed), record.actions)


def frames_from(state: TrashWarState, actions: Sequence[Action | str]) -> list[dict[str, Any]]:
    """The frames of `actions` played from `state` (left unchanged): frame 0 is `state` itself."""
    s = state.clone()
    out = [_frame(s, 0, None, None, None, "The Walls are up and five cards are dealt to each player; "
                                    f"seat {s.active + 1} was drawn to start.", [])]
    for k, action in enumerate(actions, start=1):
        before = s.clone()
        actor, turn = s.active, s.turn
        a = as_action(action)
        s.apply_action(a, player=actor)
        out.append(_frame(s, k, actor, turn, str(a), describe(before, a), events(before, s)))
    return out


def as_action(action: Action | str) -> Action:
    """An action value from an action or its text."""
    return action if isinstance(action, Action) else A.parse(action)


def card_legend(state: Board) -> dict[str, str]:
    """Every card code of the state's deck in words: {'T2': 'Trash 2', 'S3*': 'Shield 3, 1 torch', ...}."""
    out = {}
    for t in state.tab.types:
        torches = f", {t.torches} torch{'es' if t.torches > 1 else ''}" if t.torches else ""
        out[t.code] = card_title(t.kind, t.value, t.direction) + torches
    return out


def _frame(s: Board, index: int, actor: int | None, turn: int | None, action: str | None, text: str,
           happened: list[str]) -> dict[str, Any]:
    codes, values = s.tab.codes, s.tab.values
    seats = []
    for p in range(s.n):
        walls = [{"standing": s.standing[p][w], "trash": [codes[t] for t in s.walls[p][w]],
                  "damage": sum(values[t] for t in s.walls[p][w])} for w in range(WALLS_EACH)]
        seats.append({"seat": p, "out": s.out[p], "hand": [codes[t] for t in s.hands[p]], "walls": walls})
    return {
        "index": index, "turn": s.turn if turn is None else turn, "seat": actor,
        "action": action, "text": text, "events": happened,
        "next": {"turn": s.turn, "seat": None if s.step == OVER else s.active, "step": s.step},
        "torch_phase": s.torch_phase,
        "piles": {"draw": len(s.draw), "recycle": len(s.recycle), "torched": len(s.torched),
                  "removed": len(s.removed)},
        "incoming": [{"card": codes[t], "wall": w, "sender": q} for t, w, q in s.incoming],
        "catapult": [{"card": codes[t], "wall": w} for t, w in s.loaded],
        "seats": seats,
        "result": None if s.result is None else s.result.to_dict(),
    }


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _seat(p: int) -> str:
    return f"seat {p + 1}"


def _wall(p: int, w: int) -> str:
    return f"{_seat(p)}'s Wall {w + 1}"


def _card(b: Board, code: str) -> str:
    t = b.tab.index.get(code)
    if t is None:
        return code
    ct = b.tab.types[t]
    return card_title(ct.kind, ct.value, ct.direction)


def describe(b: Board, a: Action) -> str:
    """`a` in words, read against the position `b` it is played in (before it)."""
    me = _cap(_seat(b.active))
    k = a.kind
    if k == A.THROW:
        return f"{me} throws a {_card(b, a.card)} at {_wall(a.target, a.wall)}."
    if k == A.CATAPULT:
        return f"{me} plays a Catapult at {_seat(a.target)}."
    if k == A.LOAD:
        return f"{me} loads a {_card(b, a.card)} on the Catapult, aimed at {_wall(b.cat_target, a.wall)}."
    if k == A.FIRE:
        return f"{me} fires the Catapult at {_seat(b.cat_target)}."
    if k == A.DISCARD:
        return f"{me} holds no Trash, discards a {_card(b, a.card)} and draws a card."
    if k in (A.TAKE, A.SHIELD, A.DEFLECT, A.MACE):
        t, aim, sender = b.incoming[b.defend_index]
        trash = f"the {_card(b, b.tab.codes[t])} from {_seat(sender)}"
        if k == A.TAKE:
            return f"{me} lets {trash} hit its Wall {aim + 1}."
        if k == A.SHIELD:
            return f"{me} blocks {trash} with a {_card(b, a.card)}."
        if k == A.DEFLECT:
            return f"{me} deflects {trash} onto its Wall {a.wall + 1}."
        return f"{me} sends {trash} on to {_wall(a.target, a.wall)} with a {_card(b, a.card)}."
    if k == A.PASS:
        return f"{me} neither burns nor repairs."
    if k == A.BURN:
        what = " and ".join(f"a {_card(b, c)} off Wall {w + 1}" for w, c in a.picks)
        return f"{me} burns {what} with a {_card(b, a.card)}."
    if k == A.REPAIR:
        return f"{me} repairs its Wall {a.wall + 1}."
    return f"{me}: {a}"


def events(before: Board, after: Board) -> list[str]:
    """What followed from an action, in words: hits, Walls falling or standing again, players going out,
    recycles and torch phases, the next turn, the end of the game."""
    out: list[str] = []
    codes, values = after.tab.codes, after.tab.values
    for p in range(after.n):
        for w in range(WALLS_EACH):
            old, new = list(before.walls[p][w]), after.walls[p][w]
            landed = []
            for t in new:
                if t in old:
                    old.remove(t)
                else:
                    landed.append(t)
            for t in landed:
                out.append(f"A {_card(after, codes[t])} hits {_wall(p, w)} "
                           f"({sum(values[x] for x in new)} damage now).")
            if before.standing[p][w] and not after.standing[p][w]:  # TW29: its Trash went to the piles
                had = sum(values[x] for x in before.walls[p][w])
                out.append(f"{_cap(_wall(p, w))} falls: a hit took it from {had} damage to 4 or more.")
            elif not before.standing[p][w] and after.standing[p][w]:
                out.append(f"{_cap(_wall(p, w))} stands again.")
    for p in after.eliminated[len(before.eliminated):]:
        out.append(f"{_cap(_seat(p))} has no Wall left and is out.")
    recycles = after.stats["recycles"] - before.stats["recycles"]
    if recycles:
        phase = "the final torch phase" if after.torch_phase >= 3 else f"torch phase {after.torch_phase}"
        out.append(f"The recycle pile is shuffled into a new draw pile; {phase}.")
    if after.result is not None:
        r = after.result
        if r.winner is not None:
            out.append(f"{_cap(_seat(r.winner))} wins: the last fortress standing.")
        else:
            tied = ", ".join(_seat(p) for p in r.ranking()[0])
            out.append(f"The game ends ({r.reason}); {tied} share first place.")
    elif after.turn != before.turn:
        flying = len(after.incoming)
        coming = f", {flying} Trash card{'s' if flying > 1 else ''} incoming" if flying else ", nothing incoming"
        out.append(f"Turn {after.turn}: {_seat(after.active)} plays{coming}.")
    return out
