"""The Trash War position format (JSON, documented in docs/trash-war.md) and the per-player view.

Cards are written by type code. A position is complete: from_json(to_json(s)) plays on exactly like s
(the RNG state is part of it). view(p) leaves out what seat p cannot see (TW36): the other hands, the
order of the draw pile and the RNG."""
from __future__ import annotations

from typing import Any, TypeVar

from ..core.outcome import Outcome
from ..core.position import read_position
from ..core.rng import Rng
from .board import DEFEND, LOAD, STAT_KEYS, STEPS, THROW_DRAWN, Board, tables_for
from .setup import GAME_NAME, WALLS_EACH, Setup, SetupError

FORMAT = 1
B = TypeVar("B", bound=Board)


class PositionError(ValueError):
    """A position the engine cannot set up; the message says what is wrong."""


def to_json(b: Board) -> dict[str, Any]:
    """The complete position as JSON-ready data."""
    codes = b.tab.codes

    def cs(z: list[int]) -> list[str]:
        return [codes[t] for t in z]

    return {
        "game": GAME_NAME, "format": FORMAT, "setup": b.setup.to_dict(), "rng": b.rng.getstate(),
        "turn": b.turn, "active": b.active, "step": b.step, "torch_phase": b.torch_phase,
        "players": [{"hand": cs(b.hands[p]), "out": b.out[p],
                     "walls": [{"standing": b.standing[p][w], "trash": cs(b.walls[p][w])} for w in range(WALLS_EACH)]}
                    for p in range(b.n)],
        "eliminated": list(b.eliminated), "elimination_turns": list(b.elimination_turns),
        "draw": cs(b.draw), "recycle": cs(b.recycle), "torched": cs(b.torched), "removed": cs(b.removed),
        "box": cs(b.box),
        "incoming": [{"card": codes[t], "wall": w, "sender": s} for t, w, s in b.incoming],
        "defence": [_defence_json(d) for d in b.defence],
        "defend_index": b.defend_index, "mace_target": b.mace_target, "had_incoming": b.had_incoming,
        "catapult": None if b.step != LOAD else {"target": b.cat_target,
                                                 "loaded": [[codes[t], w] for t, w in b.loaded]},
        "drawn": codes[b.drawn] if b.drawn >= 0 else None,
        "result": None if b.result is None else b.result.to_dict(),
        "stats": dict(b.stats),
    }


def _defence_json(d: tuple[Any, ...] | None) -> dict[str, Any] | None:
    if d is None:
        return None
    if d[0] == "shield":
        return {"kind": "shield"}
    if d[0] == "deflect":
        return {"kind": "deflect", "wall": d[1]}
    return {"kind": "mace", "target": d[1], "wall": d[2]}


def view(b: Board, player: int) -> dict[str, Any]:
    """What `player` can see: their own hand, every hand's size, the piles but not the draw pile's order,
    and `unseen`, the cards in the draw pile and the other hands together (what determinisation deals)."""
    if not isinstance(player, int) or not 0 <= player < b.n:
        raise PositionError(f"no seat {player!r} in a {b.n}-player game")
    d = to_json(b)
    del d["rng"]
    unseen: dict[str, int] = {}
    for code in d["draw"]:
        unseen[code] = unseen.get(code, 0) + 1
    for p, pl in enumerate(d["players"]):
        pl["hand_size"] = len(pl["hand"])
        if p != player:
            for code in pl["hand"]:
                unseen[code] = unseen.get(code, 0) + 1
            pl["hand"] = None
    d["draw_size"] = len(d["draw"])
    d["draw"] = None
    if player != b.active:
        d["drawn"] = None
    d["unseen"] = dict(sorted(unseen.items()))
    d["seat"] = player
    return d


def from_json(cls: type[B], data: Any) -> B:
    """A state of class `cls` from the position format; raises PositionError saying what is wrong."""
    return read_position(data, GAME_NAME, "Trash War", lambda d: _build(cls, d), PositionError, SetupError)


def _build(cls: type[B], d: dict[str, Any]) -> B:
    setup = Setup.from_dict(d["setup"])
    tab = tables_for(setup.deck)
    n = setup.seats

    def cards(z: Any, what: str) -> list[int]:
        if not isinstance(z, list):
            raise PositionError(f"{what} must be a list of card codes")
        try:
            return [tab.index[c] for c in z]
        except (KeyError, TypeError):
            raise PositionError(f"{what}: unknown card code in {z!r}; codes are {', '.join(tab.codes)}") from None

    def seat(x: Any, what: str, allow_none: bool = False) -> int:
        if allow_none and x == -1:
            return -1
        if not isinstance(x, int) or isinstance(x, bool) or not 0 <= x < n:
            raise PositionError(f"{what} must be a seat from 0 to {n - 1}")
        return x

    def wall(x: Any, what: str) -> int:
        if not isinstance(x, int) or isinstance(x, bool) or not 0 <= x < WALLS_EACH:
            raise PositionError(f"{what} must be a Wall from 0 to {WALLS_EACH - 1}")
        return x

    b = cls.__new__(cls)
    b.setup, b.tab, b.n = setup, tab, n
    b.rng = Rng()
    b.rng.setstate(str(d["rng"]))
    b.turn = int(d["turn"])
    b.active = seat(d["active"], "active")
    b.step = d["step"]
    if b.step not in STEPS:
        raise PositionError(f"step must be one of {', '.join(STEPS)}")
    b.torch_phase = int(d["torch_phase"])
    if b.torch_phase not in (1, 2, 3):
        raise PositionError("torch_phase is 1, 2 or 3 (final)")
    players = d["players"]
    if not isinstance(players, list) or len(players) != n:
        raise PositionError(f"players must list the {n} seats")
    b.hands = [sorted(cards(pl["hand"], f"players[{p}].hand")) for p, pl in enumerate(players)]
    b.out = [bool(pl["out"]) for pl in players]
    if any(len(pl["walls"]) != WALLS_EACH for pl in players):
        raise PositionError("each player has exactly 3 Walls")
    b.standing = [[bool(w["standing"]) for w in pl["walls"]] for pl in players]
    b.walls = [[cards(w["trash"], f"players[{p}].walls") for w in pl["walls"]] for p, pl in enumerate(players)]
    b.eliminated = [seat(x, "eliminated") for x in d["eliminated"]]
    b.elimination_turns = [int(x) for x in d["elimination_turns"]]
    if sorted(b.eliminated) != [p for p in range(n) if b.out[p]] or len(b.elimination_turns) != len(b.eliminated):
        raise PositionError("eliminated must list each seat that is out, once, with the turn it went out")
    for k in ("draw", "recycle", "torched", "removed", "box"):
        setattr(b, k, cards(d[k], k))
    b.incoming = [(tab.index[x["card"]], wall(x["wall"], "incoming wall"), seat(x["sender"], "incoming sender"))
                  for x in d["incoming"]]
    b.defence = [_defence_from(x, seat, wall) for x in d["defence"]]
    if len(b.defence) != len(b.incoming):
        raise PositionError("defence has one entry per incoming card")
    b.defend_index = int(d["defend_index"])
    b.mace_target = seat(d["mace_target"], "mace_target", allow_none=True)
    b.had_incoming = bool(d["had_incoming"])
    cat = d.get("catapult")
    b.cat_target, b.loaded = -1, []
    if cat is not None:
        b.cat_target = seat(cat["target"], "catapult target")
        b.loaded = [(cards([c], "catapult load")[0], wall(w, "catapult wall")) for c, w in cat["loaded"]]
    b.drawn = -1 if d.get("drawn") is None else cards([d["drawn"]], "drawn")[0]
    b.result = None if d.get("result") is None else Outcome.from_dict(d["result"])
    stats = d.get("stats") or {}
    b.stats = {k: int(stats.get(k, 0)) for k in STAT_KEYS}
    _check(b)
    return b


def _defence_from(x: Any, seat: Any, wall: Any) -> tuple[Any, ...] | None:
    if x is None:
        return None
    if x["kind"] == "shield":
        return ("shield",)
    if x["kind"] == "deflect":
        return ("deflect", wall(x["wall"], "deflect wall"))
    if x["kind"] == "mace":
        return ("mace", seat(x["target"], "mace target"), wall(x["wall"], "mace wall"))
    raise PositionError("a defence is shield, deflect or mace")


def _check(b: Board) -> None:
    """Positions must hold every card once and be in a step the rules can reach."""
    counts = b.zone_counts()
    if counts != list(b.setup.deck.counts):
        wrong = [f"{b.tab.codes[t]}: {c} of {b.setup.deck.counts[t]}"
                 for t, c in enumerate(counts) if c != b.setup.deck.counts[t]]
        raise PositionError("every card of the deck must be somewhere exactly once; " + "; ".join(wrong))
    for p in range(b.n):
        if b.out[p] and (b.hands[p] or any(b.standing[p]) or any(b.walls[p])):
            raise PositionError(f"seat {p} is out: no hand, no standing Wall, no Trash on its Walls")
        if not b.out[p] and not any(b.standing[p]):
            raise PositionError(f"seat {p} has no standing Wall, so it must be out (TW37)")
        for w in range(WALLS_EACH):
            if not b.standing[p][w] and b.walls[p][w]:
                raise PositionError(f"seat {p} Wall {w} is destroyed, so no Trash lies on it (TW-R5)")
    if b.step != "over" and b.out[b.active]:
        raise PositionError("the active seat is out")
    if b.step == DEFEND and not 0 <= b.defend_index < len(b.incoming):
        raise PositionError("a defend step needs an incoming card at defend_index")
    if b.step == THROW_DRAWN and (b.drawn < 0 or b.drawn not in b.hands[b.active]):
        raise PositionError("a throw_drawn step needs the drawn Trash card in the active hand")
    if b.step == LOAD and (b.cat_target < 0 or b.out[b.cat_target] or b.cat_target == b.active):
        raise PositionError("a load step needs a Catapult target still in the game")
    if (b.step == "over") != (b.result is not None):
        raise PositionError("a finished game has a result, and only a finished one")
