"""Where an effect runs: the context (Ctx) a card script's effects read and write, and its saved form
(SavedCtx), the value a pending choice keeps so that a half-resolved card round-trips through JSON (R17)."""
from __future__ import annotations

import json

from ...core.pending import Saved
from ..board import frozen
from ..events import (
    ask,
)
from .selectors import (
    OTHER,
    YOU,
    other_teammate,
)

_encode = json.JSONEncoder(sort_keys=True).encode  # = json.dumps(x, sort_keys=True), without a new encoder per call


class Ctx:
    """Where an effect runs: the acting card (source id, its controller `player`, its side/lane/zone),
    the event details (ev), numbers earlier effects left (vars) and the effects still to run (cont)."""

    __slots__ = ("state", "script", "player", "source", "side", "lane", "zone", "vars", "cont", "path", "ev",
                 "target")

    def __init__(self, state, script, player, source, side, lane, zone, ev=None):
        # one assignment a field (no tuple packing): contexts are made for every script query
        self.state = state
        self.script = script
        self.player = player
        self.source = source
        self.side = side
        self.lane = lane
        self.zone = zone
        self.vars = {}
        self.cont = []
        self.path = ""
        self.ev = ev or {}
        self.target = None

    def dump(self):
        """JSON form (its text is what a pending choice holds in a written-out position)."""
        return {"p": self.player, "src": self.source, "sd": self.side, "ln": self.lane, "z": self.zone,
                "v": dict(self.vars), "c": list(self.cont), "ev": self.ev}

    @classmethod
    def load(cls, state, script, d):
        """From a SavedCtx, the JSON form or its text (as read back from a position)."""
        if type(d) is SavedCtx:
            c = cls(state, script, d.p, d.src, d.sd, d.ln, d.z, _plain(d.ev) if d.ev else None)
            c.vars, c.cont = (_plain(d.v) if d.v else {}), list(d.c)
            return c
        if isinstance(d, str):
            d = json.loads(d)
        c = cls(state, script, d["p"], d["src"], d["sd"], d["ln"], d["z"], d.get("ev"))
        c.vars, c.cont = dict(d.get("v", {})), list(d.get("c", []))
        return c

    def ask(self, chooser, opts, kind=""):
        """R17: `chooser` picks one of opts; this effect's resume() gets it. `kind`: see events.CHOICE_KINDS."""
        ask(self.state, chooser, opts, self.source, self.path, (SavedCtx.of(self),), script=self.script.slug,
            kind=kind)

    def chooser(self, who):
        """A seat from YOU / OPP (relative to the controller) or a seat number."""
        if who == YOU:
            return self.player
        if isinstance(who, int):
            return who
        if who == OTHER:  # R27: the other Teammate decides, even in the other's turn
            o = other_teammate(self)
            return self.player if o is None else o
        st = self.state
        if len(st.hp) == 2:
            return st.opponent(self.player)
        # R35 (Doubles): "your opponent" is the controller of the Landscape in front of the acting card; for a
        # card in no Lane, the first opponent after its controller in turn order
        if self.lane >= 0 and self.side == self.player:
            return st.facing(self.side, self.lane)[0]
        return st.opponents(self.player)[0]


class _NotPlain(Exception):
    """A value whose JSON round trip is not a plain copy (a key that is not text, a type JSON changes)."""


def _plain(x):
    """A fresh copy of x as a JSON round trip (sorted keys) would give it back: tuples become lists, dicts are
    in key order; raises _NotPlain where the round trip would do more than that."""
    t = type(x)
    if t is str or t is int or t is bool or x is None or t is float:
        return x
    if t is list or t is tuple:
        return [_plain(v) for v in x]
    if t is dict:
        for k in x:
            if type(k) is not str:
                raise _NotPlain
        return {k: _plain(x[k]) for k in sorted(x)}
    raise _NotPlain


class SavedCtx(Saved):
    """A context kept in a pending choice as a value (no JSON text on the hot path): what Ctx.load would read
    from the text of ctx.dump(), copied when saved and again when loaded, so no clone of the state and no
    later change of the live context reaches it; encode() gives that text exactly (sorted keys)."""

    __slots__ = ("p", "src", "sd", "ln", "z", "v", "c", "ev")

    @staticmethod
    def of(ctx):
        """The context saved; its JSON text instead where a JSON round trip would not be a plain copy."""
        try:
            v = _plain(ctx.vars) if ctx.vars else {}
            ev = _plain(ctx.ev) if ctx.ev else {}
        except _NotPlain:
            return _encode(ctx.dump())
        s = SavedCtx()
        s.p, s.src, s.sd, s.ln, s.z = ctx.player, ctx.source, ctx.side, ctx.lane, ctx.zone
        s.v, s.c, s.ev = v, tuple(ctx.cont), ev
        return s

    def encode(self):
        return _encode({"p": self.p, "src": self.src, "sd": self.sd, "ln": self.ln, "z": self.z, "v": self.v,
                        "c": list(self.c), "ev": self.ev})

    def plan_form(self):
        """The parts, frozen (board.frozen: equal exactly when their repr() are; v and ev are plain, their keys
        sorted), so a position's key needs no JSON text: two contexts' forms are equal exactly when their texts
        are."""
        return "ctx", frozen((self.p, self.src, self.sd, self.ln, self.z, self.v, self.c, self.ev))
