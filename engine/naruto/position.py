"""The Naruto position format (JSON, documented in docs/naruto.md) and the per-player view.

Cards are written by instance id; `cards` lists the card id of each instance (it follows from the setup's
deck lists and is checked on reading). A position is complete: from_json(to_json(s)) plays on exactly like
s (the RNG state is part of it). view(p) leaves out what seat p cannot see: the order of both decks, the
other hand, the faces of the Battle Rewards and the RNG."""
from __future__ import annotations

from typing import Any, TypeVar

from ..core.outcome import Outcome
from ..core.pending import PendingChoice
from ..core.position import read_position
from ..core.rng import Rng
from .board import OVER, STAT_KEYS, STEPS, ZONES, Board, Link
from .setup import GAME_NAME, Setup, SetupError

FORMAT = 1
B = TypeVar("B", bound=Board)
PER_TURN = ("ninja_played", "missions_played", "client_played", "block_index", "passes")


class PositionError(ValueError):
    """A position the engine cannot set up; the message says what is wrong."""


def to_json(b: Board) -> dict[str, Any]:
    """The complete position as JSON-ready data."""
    return {
        "game": GAME_NAME, "format": FORMAT, "setup": b.setup.to_dict(), "rng": b.rng.getstate(),
        "cards": [c.id for c in b.cards],
        "turn": b.turn, "active": b.active, "first": b.first, "step": b.step, "decider": b.decider,
        "players": [{**{z: list(getattr(b, z)[p]) for z in ZONES}, "marker": b.marker[p], "redraws": b.redraws[p],
                     "teams": [list(t) for t in b.teams[p]], "turns_taken": b.turns_taken[p]} for p in (0, 1)],
        "injured": sorted(b.injured), "coins": {str(k): list(v) for k, v in sorted(b.coins.items())},
        "assigned": list(b.assigned), **{k: getattr(b, k) for k in PER_TURN},
        "attack": [list(t) for t in b.attack], "block": [list(t) for t in b.block],
        "chain": [x.to_json() for x in b.chain], "mods": [list(m) for m in b.mods],
        "flags": {k: list(v) for k, v in sorted(b.flags.items())},
        "perm_targets": {str(k): v for k, v in sorted(b.perm_targets.items())},
        "start_used": list(b.start_used),
        "pending": [pc.to_dict() for pc in b.pending], "resolving": b.resolving, "showdown_at": b.showdown_at,
        "result": None if b.result is None else b.result.to_dict(), "stats": dict(b.stats),
    }


def view(b: Board, player: int) -> dict[str, Any]:
    """What `player` can see: each deck's size, not its order; the other hand's size; how many Battle
    Rewards each seat holds, not which; no RNG."""
    if player not in (0, 1):
        raise PositionError(f"no seat {player!r} in a 2-player game")
    d = to_json(b)
    del d["rng"]
    for p, pl in enumerate(d["players"]):
        pl["deck_size"] = len(pl["deck"])
        pl["deck"] = None
        pl["rewards_size"] = len(pl["rewards"])
        pl["rewards"] = None
        pl["hand_size"] = len(pl["hand"])
        pl["aside_size"] = len(pl["aside"])
        if p != player:
            pl["aside"] = None
            if player not in b.flags.get("seen_hand", ()):  # J-008, M-016: a look at this hand this turn
                pl["hand"] = None
    for pc in d["pending"]:
        if pc["player"] != player:  # what the other seat looks at stays hidden
            pc["options"] = None
            pc["data"] = None
    d["seat"] = player
    return d


def from_json(cls: type[B], data: Any) -> B:
    """A state of class `cls` from the position format; raises PositionError saying what is wrong."""
    return read_position(data, GAME_NAME, "Naruto", lambda d: _build(cls, d), PositionError, SetupError)


def _ints(x: Any, what: str) -> list[int]:
    if not isinstance(x, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in x):
        raise PositionError(f"{what} must be a list of card numbers")
    return list(x)


def _build(cls: type[B], d: dict[str, Any]) -> B:
    setup = Setup.from_dict(d["setup"])
    b = cls.__new__(cls)
    b.setup = setup
    ids = [cid for deck in setup.decks for cid in deck.card_ids()]
    if d.get("cards") is not None and list(d["cards"]) != ids:
        raise PositionError("cards must list the card id of each instance, as the setup's decks deal them")
    b.cards = tuple(setup.card(c) for c in ids)
    size = len(setup.decks[0].card_ids())
    b.owner = tuple(0 if i < size else 1 for i in range(len(ids)))
    b.rng = Rng()
    b.rng.setstate(str(d["rng"]))
    b.turn, b.active, b.first, b.decider = int(d["turn"]), int(d["active"]), int(d["first"]), int(d["decider"])
    b.step = d["step"]
    if b.step not in STEPS:
        raise PositionError(f"step must be one of {', '.join(STEPS)}")
    if b.active not in (0, 1) or b.decider not in (-1, 0, 1) or b.first not in (-1, 0, 1):
        raise PositionError("active, first and decider are seats 0 or 1 (-1: not yet / nobody)")
    players = d["players"]
    if not isinstance(players, list) or len(players) != 2:
        raise PositionError("players must list the 2 seats")
    for z in ZONES:
        setattr(b, z, [_ints(players[p].get(z, []), f"players[{p}].{z}") for p in (0, 1)])
    b.marker = [int(players[p]["marker"]) for p in (0, 1)]
    b.redraws = [int(players[p]["redraws"]) for p in (0, 1)]
    b.teams = [[_ints(t, "teams") for t in players[p]["teams"]] for p in (0, 1)]
    b.turns_taken = [int(players[p]["turns_taken"]) for p in (0, 1)]
    b.injured = set(_ints(d["injured"], "injured"))
    b.coins = {int(k): [str(c) for c in v] for k, v in d["coins"].items()}
    b.assigned = _ints(d["assigned"], "assigned")
    for k in PER_TURN:
        setattr(b, k, int(d[k]))
    b.attack = [_ints(t, "attack") for t in d["attack"]]
    b.block = [_ints(t, "block") for t in d["block"]]
    b.chain = [Link.from_json(x) for x in d["chain"]]
    b.mods = [(int(m[0]), str(m[1]), int(m[2]), int(m[3])) for m in d["mods"]]
    b.flags = {str(k): _ints(v, "flags") for k, v in d["flags"].items()}
    b.perm_targets = {int(k): int(v) for k, v in d["perm_targets"].items()}
    b.start_used = _ints(d["start_used"], "start_used")
    b.pending = [PendingChoice.from_dict(x) for x in d.get("pending", [])]
    b.resolving = bool(d.get("resolving", False))
    b.showdown_at = int(d.get("showdown_at", -1))
    b.result = None if d.get("result") is None else Outcome.from_dict(d["result"])
    stats = d.get("stats") or {}
    b.stats = {k: int(stats.get(k, 0)) for k in STAT_KEYS}
    _check(b)
    return b


def _check(b: Board) -> None:
    """A position must hold every card exactly once and be in a step the rules can reach."""
    seen = sorted(b.all_zone_cards())
    if seen != list(range(len(b.cards))):
        missing = sorted(set(range(len(b.cards))) - set(seen))
        doubled = sorted({i for i in seen if seen.count(i) > 1})
        raise PositionError(f"every card must be in exactly one zone; missing {missing[:8]}, doubled {doubled[:8]}")
    for p in (0, 1):
        for i in b.village[p]:
            if b.cards[i].kind != "ninja":
                raise PositionError(f"card {i} in seat {p}'s Village is not a Ninja")
    field_ = b.on_battlefield()
    for i in field_:
        if i not in b.village[0] and i not in b.village[1]:
            raise PositionError(f"card {i} is on the Battlefield but not in a Village")
    if len(b.block) not in (0, len(b.attack)):
        raise PositionError("block lists one entry per attacking Team")
    if (b.step == OVER) != (b.result is not None):
        raise PositionError("a finished game has a result, and only a finished one")
    for pc in b.pending:
        if pc.player not in (0, 1) or not pc.options:
            raise PositionError("a pending choice names the seat 0 or 1 that answers it and its options")
