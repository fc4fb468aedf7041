"""The card-script builder: a Card is a Script assembled from vocabulary pieces.

    register_card("cool-dog", statics=[NoAttack(ADJACENT_TO)])
    register_card("gnome-snot", play=[Draw(3)])
    register_card("the-pig", floop=[Flip(Target(Lands(ANY, "this", landscape=CORNFIELD, face_up=True)))])

Effects run in order through `execute`; an effect that needs a decision asks (R17) and the rest of the list
is carried in the pending choice (a SavedCtx: the context as a value, its JSON text ctx.dump()), so a position with a half-resolved card round-trips through
JSON. Effect, execute and the pending choices are the core's (engine.core.pending), the same for every game. Each effect is addressed by a path ("floop.0", "t1.2.0") inside its card."""
from __future__ import annotations

import json

from ...core.pending import Effect, Saved, execute
from ..board import BUSY, FLOOPED, K_SPELL, OVER, slot_lane
from ..events import (
    AT_END,
    ATTACKS,
    DEALS_DAMAGE,
    DEFENDS,
    DESTROYED,
    DRAW,
    END_OF_TURN,
    HEARS_ALL,
    HEARS_OWN,
    HEARS_SIDE,
    LEAVES_PLAY,
    MOVED,
    RESTRAINS,
    SPELL_PLAYED,
    START_OF_TURN,
    TARGETED,
    Script,
    ask,
    dispatch,
    hero_seat,
    hero_source,
    turn_set,
)
from ..ops.primitives import discard_card
from .selectors import (
    OPP,
    OTHER,
    YOU,
    Players,
    Random,
    Target,
    card_at,
    option_ref,
    options,
    other_teammate,
    ref_option,
)
from .statics import SetBase
from .values import value

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


class Verb(Effect):
    """An effect applied to what a selector picks: each ref (plain), one chosen (Target), one at random."""

    def __init__(self, sel):
        self.sel = sel

    def candidates(self, ctx):
        return self.sel.refs(ctx)

    def ready(self, ctx):
        # R16 and the rulebook's glossary: only a step that says "target" needs something to pick; a card
        # without a target may always be used, even when it would do nothing (Pick, Random, "each").
        sel = self.sel
        if not isinstance(sel, Target) or not sel.targeting:
            return True
        if type(self).candidates is Verb.candidates:
            return sel.exists(ctx)  # stops at the first candidate
        return bool(self.candidates(ctx))

    def run(self, ctx):
        sel = self.sel
        if isinstance(sel, Players) and sel.whose == OPP:
            picks = sel.picks(ctx)
            if picks:  # R35: "your opponent" of a card in no Lane, in Doubles: the acting player picks one (R17)
                ctx.ask(ctx.player, options(ctx.state, picks), kind="player")
                return True
        refs = self.candidates(ctx)
        if isinstance(sel, Target):
            if not refs:
                return False  # R16: an enters-play/trigger target that is not there: nothing happens
            opts = options(ctx.state, refs)
            if sel.optional:
                opts.append("none")
            elif len(opts) == 1:  # one legal pick is no decision
                return self.resume(ctx, opts[0])
            ctx.ask(ctx.chooser(sel.chooser), opts)
            return True
        if isinstance(sel, Random):
            if refs:
                self.apply(ctx, refs[ctx.state.rng.randbelow(len(refs))])
            return False
        for r in refs:
            self.apply(ctx, r)
        return False

    def resume(self, ctx, choice):
        if choice != "none":
            ref = option_ref(ctx.state, choice)
            if self.sel.__class__ is Target:
                note_targeted(ctx, ref)
            self.apply(ctx, ref)
        return False

    def apply(self, ctx, ref):
        raise NotImplementedError


def note_targeted(ctx, ref):
    """A resolving Spell targets the Creature `ref` names: heard as TARGETED (ev: card, player), only in games with
    a script listening to it (Endearing Elephant)."""
    st = ctx.state
    if ctx.zone == "spell" and ref[1] == "creature" and TARGETED in st.listen:
        cid = st.creature[ref[0]][ref[2]]
        if cid >= 0:
            dispatch(st, TARGETED, card=cid, player=ctx.player)


class Do(Effect):
    """A one-off step written as a function fn(ctx) (use sparingly: prefer vocabulary pieces)."""

    def __init__(self, fn):
        self.fn = fn

    def run(self, ctx):
        self.fn(ctx)
        return False


class May(Effect):
    """"You may ...": the chooser answers yes / no, then the children run (or not)."""

    def __init__(self, *effects, chooser=YOU):
        self.children, self.who = effects, chooser

    def ready(self, ctx):
        return True

    def run(self, ctx):
        if not all(e.ready(ctx) for e in self.children):
            return False  # nothing it could do: not asked
        ctx.ask(ctx.chooser(self.who), ["yes", "no"])
        return True

    def resume(self, ctx, choice):
        if choice != "yes":
            return False
        return execute(ctx, [f"{ctx.path}.{i}" for i in range(len(self.children))] + ctx.cont) or True


class If(Effect):
    """Children run when cond(ctx) holds (else the `otherwise` list, paths '<path>.e<i>')."""

    def __init__(self, cond, *effects, otherwise=()):
        self.cond, self.children, self.otherwise = cond, effects, tuple(otherwise)

    def run(self, ctx):
        if self.cond(ctx):
            paths = [f"{ctx.path}.{i}" for i in range(len(self.children))]
        elif self.otherwise:
            paths = [f"{ctx.path}.e{i}" for i in range(len(self.otherwise))]
        else:
            return False
        return execute(ctx, paths + ctx.cont) or True


class Repeat(Effect):
    """Run a Verb n times (n a value); distinct=True: never the same ref twice (Patchy the Pumpkin)."""

    def __init__(self, n, verb, distinct=False):
        self.n, self.verb, self.distinct = n, verb, distinct

    def ready(self, ctx):
        return self.verb.ready(ctx)

    def _refs(self, ctx):
        refs = self.verb.candidates(ctx)
        if self.distinct:
            done = ctx.vars.get(self.path_key(ctx, "done"), [])
            refs = [r for r in refs if list(r) not in done]
        return refs

    @staticmethod
    def path_key(ctx, what):
        return f"{ctx.path}:{what}"

    def run(self, ctx):
        ctx.vars[self.path_key(ctx, "left")] = value(self.n, ctx)
        ctx.vars[self.path_key(ctx, "done")] = []
        return self._step(ctx)

    def _step(self, ctx):
        kl = self.path_key(ctx, "left")
        while ctx.vars.get(kl, 0) > 0 and ctx.state.phase != OVER:
            ctx.vars[kl] -= 1
            refs = self._refs(ctx)
            if not refs:
                break
            if isinstance(self.verb.sel, Target):
                opts = options(ctx.state, refs)
                if len(opts) > 1:
                    ctx.ask(ctx.chooser(self.verb.sel.chooser), opts)
                    return True
                self._apply(ctx, refs[0])
            elif isinstance(self.verb.sel, Random):
                self._apply(ctx, refs[ctx.state.rng.randbelow(len(refs))])
            else:
                for r in refs:
                    self._apply(ctx, r)
        ctx.vars.pop(kl, None)
        ctx.vars.pop(self.path_key(ctx, "done"), None)
        return False

    def _apply(self, ctx, ref):
        kd = self.path_key(ctx, "done")
        ctx.vars[kd] = ctx.vars.get(kd, []) + [list(ref)]
        if self.verb.sel.__class__ is Target:
            note_targeted(ctx, ref)
        self.verb.apply(ctx, ref)

    def resume(self, ctx, choice):
        self._apply(ctx, option_ref(ctx.state, choice))
        if self._step(ctx):
            return True
        return False


class AtEndOfTurn(Effect):
    """A delayed effect: "at the end of this turn, <effects>". Running it only writes the children down, with
    the card's context (vars included) in this_turn['at_end'], so they happen at the end of the turn whatever
    became of the card meanwhile (it may have left play). The rules run them (run_at_end_of_turn) after the
    end-of-turn triggers; being in this_turn, they survive to_json / from_json and clone() like the rest of it."""

    def __init__(self, *effects):
        self.children = effects

    def run(self, ctx):
        st = ctx.state
        d = ctx.dump()
        d["c"] = []  # the rest of the card's list is not part of what waits
        entry = {"script": ctx.script.slug, "hero": bool(ctx.script.hero), "path": ctx.path, "ctx": d}
        if st.bonus is not BUSY:  # engine.state.touch
            st.bonus = None
        st.this_turn = dict(st.this_turn, **{AT_END: st.this_turn.get(AT_END, []) + [entry]})  # copy on write
        return False


class EachChoose(Effect):
    """For each ref the selector finds (taken when it starts), the chooser picks one of the named verbs,
    or 'none' when allow_none (Apple Pieclops: heal 1 or deal 1 to each of your Creatures). Options read
    '<name> <ref>', e.g. 'heal p0:creature:2'."""

    def __init__(self, sel, allow_none=True, chooser=YOU, **verbs):
        self.sel, self.verbs, self.allow_none, self.who = sel, verbs, allow_none, chooser

    def run(self, ctx):
        ctx.vars[f"{ctx.path}:todo"] = [list(r) + [card_at(ctx, r)] for r in self.sel.refs(ctx)]
        return self._next(ctx)

    def _next(self, ctx):
        k = f"{ctx.path}:todo"
        while ctx.vars.get(k):
            side, zone, idx, cid = ctx.vars[k][0]
            ctx.vars[k] = ctx.vars[k][1:]
            if card_at(ctx, (side, zone, idx)) != cid:
                continue  # it left (or moved) meanwhile
            ro = ref_option(ctx.state, (side, zone, idx))
            opts = [f"{n} {ro}" for n in self.verbs] + ([f"none {ro}"] if self.allow_none else [])
            ctx.ask(ctx.chooser(self.who), opts)
            return True
        ctx.vars.pop(k, None)
        return False

    def resume(self, ctx, choice):
        name, ro = choice.split(" ", 1)
        if name in self.verbs:
            self.verbs[name].apply(ctx, option_ref(ctx.state, ro))
        return self._next(ctx)


# ---- triggers -------------------------------------------------------------------------------------------
class When:
    """A triggered ability: on `event`, if cond(ctx) holds, run effects. ctx.ev holds the event details.
    `only` (events.HEARS_OWN / HEARS_SIDE) says cond never holds for an event about another card / of another
    seat than the card's, so dispatch need not visit the card then; the helpers below set it."""

    def __init__(self, event, *effects, cond=None, only=HEARS_ALL):
        self.event, self.effects, self.cond, self.only = event, effects, cond, only


def _own(ctx):
    return ctx.ev.get("card") == ctx.source


def _your_turn_event(ctx):
    return ctx.ev.get("player") == ctx.player


def start_of_your_turn(*effects, cond=None):
    """At the start of your turn (R30: after the draw)."""
    return When(START_OF_TURN, *effects, cond=_both(_your_turn_event, cond), only=HEARS_SIDE)


def end_of_your_turn(*effects, cond=None):
    """At the end of your turn."""
    return When(END_OF_TURN, *effects, cond=_both(_your_turn_event, cond), only=HEARS_SIDE)


def leaves_play(*effects):
    """When this card leaves play (replaced, destroyed, returned...)."""
    return When(LEAVES_PLAY, *effects, cond=_own, only=HEARS_OWN)


def destroyed(*effects):
    """When this card is destroyed."""
    return When(DESTROYED, *effects, cond=_own, only=HEARS_OWN)


def changes_lanes(*effects):
    """When this card changes Lanes."""
    return When(MOVED, *effects, cond=_own, only=HEARS_OWN)


def attacks(*effects):
    """When this Creature attacks."""
    return When(ATTACKS, *effects, cond=_own, only=HEARS_OWN)


def defends(*effects):
    """When this Creature is attacked."""
    return When(DEFENDS, *effects, cond=_own, only=HEARS_OWN)


def deals_damage(*effects):
    """When this Creature deals Fight damage (ev: amount, to)."""
    return When(DEALS_DAMAGE, *effects, cond=_own, only=HEARS_OWN)


def you_draw(*effects):
    """When you draw a card (ev: card)."""
    return When(DRAW, *effects, cond=_your_turn_event, only=HEARS_SIDE)


def spell_played(*effects, by=YOU):
    """When a Spell is played (by YOU, OPP or None for anyone)."""
    if by is None:
        return When(SPELL_PLAYED, *effects)
    if by == YOU:
        return When(SPELL_PLAYED, *effects, cond=_your_turn_event, only=HEARS_SIDE)
    return When(SPELL_PLAYED, *effects, cond=lambda c: not _your_turn_event(c))


def _both(a, b):
    return a if b is None else (lambda ctx: a(ctx) and b(ctx))


# ---- activated abilities and their costs ------------------------------------------------------------------
class Cost(Effect):
    """Part of an ability's cost (or a card's additional cost): payable(ctx) says whether it can be paid."""

    def payable(self, ctx) -> bool:
        return True


class PayActions(Cost):
    """Pay n Actions (no Landscapes needed)."""

    def __init__(self, n):
        self.n = n

    def payable(self, ctx):
        return ctx.state.actions_left >= self.n

    def run(self, ctx):
        ctx.state.actions_left -= self.n
        return False


class DiscardCost(Cost):
    """Discard n cards of your choice from hand (the card being played does not count); `where(state, card id)`
    narrows which cards may be discarded ("discard a SandyLands card")."""

    def __init__(self, n=1, playing=False, where=None):
        self.n, self.playing, self.where = n, playing, where

    def _cards(self, ctx):
        hand = ctx.state.hand[ctx.player]
        return hand if self.where is None else [c for c in hand if self.where(ctx.state, c)]

    def payable(self, ctx):
        if self.where is not None:  # the card being played is not in hand any more when its costs are paid
            return len([c for c in self._cards(ctx) if not (self.playing and c == ctx.source)]) >= self.n
        return len(ctx.state.hand[ctx.player]) - (1 if self.playing else 0) >= self.n

    def run(self, ctx):
        ctx.vars[f"{ctx.path}:left"] = self.n
        return self._next(ctx)

    def _next(self, ctx):
        k = f"{ctx.path}:left"
        hand = self._cards(ctx)
        if ctx.vars.get(k, 0) <= 0 or not hand:
            ctx.vars.pop(k, None)
            return False
        opts = options(ctx.state, [(ctx.player, "hand", c) for c in hand])
        if len(opts) == 1:
            return self.resume(ctx, opts[0])
        ctx.ask(ctx.player, opts, kind="discard")
        return True

    def resume(self, ctx, choice):
        ctx.vars[f"{ctx.path}:left"] -= 1
        discard_card(ctx.state, ctx.player, option_ref(ctx.state, choice)[2])
        return self._next(ctx)


class Ability:
    """An activated ability "cost >>> effects" of a card in play; once=True: once in each of your turns."""

    def __init__(self, *effects, cost=(), key="", once=False):
        self.effects, self.cost, self.key, self.once = effects, tuple(cost), key, once


# ---- the Card script ------------------------------------------------------------------------------------
class _Granted(Script):
    """A Floop ability one card grants another (Finn): runs the granter's effects from the receiver."""

    has_floop = True

    def __init__(self, card):
        self.card = card

    def can_floop(self, state, side, lane, card_id):
        if not self.card.checks["g"]:
            return True
        return self.card._ready(self.card._ctx(state, side, card_id, side, lane, "creature"), "g")

    def floop(self, state, side, lane, card_id):
        execute(self.card._ctx(state, side, card_id, side, lane, "creature"), self.card.hooks["g"])


class Card(Script):
    """A script built from vocabulary pieces; see the module docstring and docs/effects.md."""

    positional = True

    def __init__(self, slug, *, play=(), floop=(), triggers=(), statics=(), abilities=(), extra_cost=(),
                 grant_floop=None, status="full", missing="", hero=False):
        self.slug, self.status, self.missing, self.hero = slug, status, missing, hero
        self.fx, self.hooks, self.checks = {}, {}, {}
        self._add("play", tuple(extra_cost) + tuple(play))
        self.extra_cost = tuple(extra_cost)
        self._extra_checks = tuple(c for c in self.extra_cost if self._needs_check(c))
        self._add("floop", floop)
        self.has_floop = bool(floop)
        self.triggers = tuple(triggers)
        for i, t in enumerate(self.triggers):
            self._add(f"t{i}", t.effects)
        self.events = frozenset(t.event for t in self.triggers)
        # what of each event the card can hear (events.HEARS_*): only while on() is this class's own
        self._hearing = {}
        if type(self).on is Card.on:
            for ev in self.events:
                only = {t.only for t in self.triggers if t.event == ev}
                if len(only) == 1:
                    self._hearing[ev] = only.pop()
        self.restrainers = tuple(s for s in statics if getattr(s, "restrain", False))
        if self.restrainers:  # events.restrained asks only games with such a script
            self.events = self.events | {RESTRAINS}
        self.abilities_ = tuple(abilities)
        for i, a in enumerate(self.abilities_):
            self._add(f"a{i}", a.cost + a.effects)
        self.has_abilities = bool(abilities)
        self.statics = tuple(statics)
        self.atk_stats = tuple(s for s in self.statics if getattr(s, "atk", 0))
        self.def_stats = tuple(s for s in self.statics if getattr(s, "defn", 0))
        # (static, its receiver's raw test, the same with the position first): see statics.Stat
        self._atk_rows = tuple((s, getattr(s, "pre", None), getattr(s, "pre_state", None)) for s in self.atk_stats)
        self._def_rows = tuple((s, getattr(s, "pre", None), getattr(s, "pre_state", None)) for s in self.def_stats)
        self.protections = tuple(s for s in self.statics if getattr(s, "protect", False))
        self._protect_pres = tuple(getattr(getattr(p, "to", None), "pre", None) for p in self.protections)  # receivers' raw tests
        self.hushers = tuple(s for s in self.statics if getattr(s, "hush", False))
        self.has_hush = bool(self.hushers)
        self.shielders = tuple(s for s in self.statics if getattr(s, "shield", False))
        self.has_shield = bool(self.shielders)
        self.cost_changes = tuple(s for s in self.statics if getattr(s, "cost", False))
        # R19 shortcut (engine.rules.core.check_creatures): "up" = its DEF bonuses only add, "self" = only
        # its own DEF may go down (printed X set by SetBase), None = it may lower any Creature's DEF.
        if all(st.adds_def for st in self.def_stats):
            self.def_floor = "up"
        elif all(st.adds_def or isinstance(st, SetBase) for st in self.def_stats):
            self.def_floor = "up" if hero else "self"
        else:
            self.def_floor = None
        self.has_static = bool(self.atk_stats or self.def_stats or self.protections)
        self.static_atk, self.static_def = bool(self.atk_stats), bool(self.def_stats)
        self.has_protect = bool(self.protections)
        self.has_cost_change = bool(self.cost_changes)
        # an effect that leaves a cost change for the turn (DiscountNextCreature): the rules must read costs
        self.turn_cost_change = any(getattr(e, "changes_costs", False) for e in self.fx.values())
        self.grant = grant_floop
        if grant_floop is not None:
            self.grants_floop = True
            self._add("g", grant_floop[1])
            self._granted = _Granted(self)
            self._grant_pre = getattr(grant_floop[0], "pre", None)

    def _needs_check(self, e):
        """False when e can never make its hook unready (R16): a Cost always payable, an Effect whose ready
        is always True, a Verb with no Target. Such steps are skipped by _ready."""
        if isinstance(e, Cost):
            return type(e).payable is not Cost.payable
        r = type(e).ready
        if r is Effect.ready:
            return False
        return not (r is Verb.ready and not isinstance(e.sel, Target))

    def _add(self, hook, effects):
        self.hooks[hook] = [f"{hook}.{i}" for i in range(len(effects))]
        for i, e in enumerate(effects):
            self._walk(f"{hook}.{i}", e)
        self.checks[hook] = [p for p in self.hooks[hook] if self._needs_check(self.fx[p])]

    def _walk(self, path, e):
        self.fx[path] = e
        for i, c in enumerate(getattr(e, "children", ())):
            self._walk(f"{path}.{i}", c)
        for i, c in enumerate(getattr(e, "otherwise", ())):
            self._walk(f"{path}.e{i}", c)

    def _ctx(self, state, player, source, side, lane, zone, ev=None):
        return Ctx(state, self, player, source, side, lane, zone, ev)

    def _ready(self, ctx, hook):
        """R16: every cost payable and every top-level step ready (a Target step needs a target); steps
        that are always ready are skipped (self.checks)."""
        for p in self.checks[hook]:
            e = self.fx[p]
            ctx.path = p
            if isinstance(e, Cost):
                if not e.payable(ctx):
                    return False
            elif not e.ready(ctx):
                return False
        return True

    # ---- Script hooks ----
    def can_play(self, state, player, card_id):
        if state.tab.kind[card_id] != K_SPELL:  # R16: a Creature/Building may enter when its effect has no target
            if not self._extra_checks:
                return True
            ctx = self._ctx(state, player, card_id, player, -1, "spell")
            return all(c.payable(ctx) for c in self._extra_checks)
        if not self.checks["play"]:  # the extra costs are the first steps of "play"
            return True
        return self._ready(self._ctx(state, player, card_id, player, -1, "spell"), "play")

    def play(self, state, player, card_id, lane):
        if not self.hooks["play"]:
            return
        zone = "spell" if lane < 0 else zone_of(state, player, lane, card_id)
        execute(self._ctx(state, player, card_id, player, lane, zone), self.hooks["play"])

    def pay_costs(self, state, player, card_id, lane):
        paths = self.hooks["play"][:len(self.extra_cost)]  # the extra costs are the first steps of "play"
        if paths:
            zone = zone_of(state, player, lane, card_id)
            execute(self._ctx(state, player, card_id, player, lane, zone), paths)

    def can_floop(self, state, side, lane, card_id):
        if not self.has_floop:
            return False
        if not self.checks["floop"]:
            return True
        zone = zone_of(state, side, lane, card_id)
        return self._ready(self._ctx(state, side, card_id, side, lane, zone), "floop")

    def floop(self, state, side, lane, card_id):
        zone = zone_of(state, side, lane, card_id)
        execute(self._ctx(state, side, card_id, side, lane, zone), self.hooks["floop"])

    def on(self, event, state, card_id, ev):
        side = ev["side"]
        lane = ev.get("lane", -1)
        zone = "hero" if card_id < 0 else zone_of(state, side, lane, card_id)
        paths = []
        ctx = self._ctx(state, side, card_id, side, lane, zone, {k: v for k, v in ev.items()
                                                                  if k not in ("side", "lane")})
        for i, t in enumerate(self.triggers):
            if t.event == event and (t.cond is None or t.cond(ctx)):
                paths += self.hooks[f"t{i}"]
        if paths:
            execute(ctx, paths)

    def hearing(self, event):
        return self._hearing.get(event, HEARS_ALL)

    def hears(self, event, state, card_id, ev):
        """True when one of its triggers on `event` would run now (its condition holds): see Script.hears."""
        side = ev["side"]
        lane = ev.get("lane", -1)
        zone = "hero" if card_id < 0 else zone_of(state, side, lane, card_id)
        ctx = self._ctx(state, side, card_id, side, lane, zone, {k: v for k, v in ev.items()
                                                                  if k not in ("side", "lane")})
        return any(t.event == event and (t.cond is None or t.cond(ctx)) for t in self.triggers)

    def run_at_end(self, state, entry) -> bool:
        """Run the effects an AtEndOfTurn of this card left for the end of the turn (events.run_at_end_of_turn
        takes `entry` off the list first); True when one paused for a choice (R17)."""
        ctx = Ctx.load(state, self, entry["ctx"])
        path = entry["path"]
        return execute(ctx, [f"{path}.{i}" for i in range(len(self.fx[path].children))])

    def resume(self, state, key, choice, source, data):
        ctx = Ctx.load(state, self, data[0])
        ctx.path = key
        if not self.fx[key].resume(ctx, choice):
            execute(ctx, ctx.cont)

    def abilities(self, state, player, source_id):
        if not self.abilities_:
            return []  # e.g. a Hero without abilities: asked with source -1, which _where cannot place
        side, lane, zone = _where(state, source_id)
        out = []
        for i, a in enumerate(self.abilities_):
            if a.once and f"{source_id}:{i}" in state.this_turn.get("used", ()):
                continue
            if self._ready(self._ctx(state, player, source_id, side, lane, zone), f"a{i}"):
                out.append(a.key)
        return out

    def ability_keys(self):
        return tuple(a.key for a in self.abilities_)

    def use_ability(self, state, player, source_id, key):
        side, lane, zone = _where(state, source_id)
        for i, a in enumerate(self.abilities_):
            if a.key == key:
                if a.once:
                    turn_set(state, "used", f"{source_id}:{i}")
                execute(self._ctx(state, player, source_id, side, lane, zone), self.hooks[f"a{i}"])
                return

    def bonus_at(self, state, which, src, sside, slane, cid, side, lane):
        total = 0
        ctx = None
        for st, pre, _pre_state in (self._atk_rows if which == 0 else self._def_rows):
            if pre is not None and not pre(src, sside, slane, cid, side, lane):
                continue  # cheap receiver test first: most statics touch one Creature
            if ctx is None:
                zone = zone_of(state, sside, slane, src)
                ctx = Ctx(state, self, sside, src, sside, slane, zone)
                ctx.target = (side, lane, cid)
            total += st.amount(ctx, which)
        return total

    def bonus_all(self, state, which, src, sside, slane, targets, vals):
        """Add this source's ATK/DEF bonus to vals[i] for each (i, side, lane, card id) in targets: the
        same numbers as bonus_at (or the Hero's attack_bonus/defense_bonus), for the whole board at once."""
        ctx = None
        for st, _pre, pre in (self._atk_rows if which == 0 else self._def_rows):
            for i, side, lane, cid in targets:
                if pre is not None and not pre(state, src, sside, slane, cid, side, lane):
                    continue
                if ctx is None:
                    if src < 0:
                        seat = hero_seat(src)
                        ctx = Ctx(state, self, seat, src, seat, -1, "hero")
                    else:
                        zone = zone_of(state, sside, slane, src)
                        ctx = Ctx(state, self, sside, src, sside, slane, zone)
                ctx.target = (side, lane, cid)
                vals[i] += st.amount(ctx, which)

    def _hero_bonus(self, state, which, source_id, cid, side, lane):
        rows = self._atk_rows if which == 0 else self._def_rows
        if not rows:
            return 0
        seat = hero_seat(source_id)
        ctx = None
        total = 0
        for st, _pre, pre in rows:  # the receiver's raw test first: most Creatures are not touched
            if pre is not None and not pre(state, source_id, seat, -1, cid, side, lane):
                continue
            if ctx is None:
                ctx = Ctx(state, self, seat, source_id, seat, -1, "hero")
                ctx.target = (side, lane, cid)
            total += st.amount(ctx, which)
        return total

    def attack_bonus(self, state, source_id, card_id, side, lane):
        return self._hero_bonus(state, 0, source_id, card_id, side, lane) if source_id < 0 else 0

    def defense_bonus(self, state, source_id, card_id, side, lane):
        return self._hero_bonus(state, 1, source_id, card_id, side, lane) if source_id < 0 else 0

    def _any_applies(self, statics, state, source_id, side, lane):
        """Whether one of these statics of the card source_id (found in play) covers the Creature at (side, lane)."""
        if not statics:
            return False
        sside, slane, zone = _where(state, source_id)
        ctx = Ctx(state, self, sside, source_id, sside, slane, zone)
        ctx.target = (side, lane, state.creature[side][lane])
        return any(st.applies(ctx) for st in statics)

    def protects(self, state, source_id, side, lane):
        return self._any_applies(self.protections, state, source_id, side, lane)

    def protects_at(self, state, source_id, sside, slane, zone, side, lane):
        """protects() for a source known to sit at (sside, slane) in `zone` (the rules found it there), with
        each receiver's test on raw numbers (its `pre`) asked first."""
        if not self.protections:
            return False
        ctx = None
        cid = state.creature[side][lane]
        for p, pre in zip(self.protections, self._protect_pres, strict=True):
            if pre is not None and not pre(source_id, sside, slane, cid, side, lane):
                continue
            if ctx is None:
                ctx = Ctx(state, self, sside, source_id, sside, slane, zone)
                ctx.target = (side, lane, cid)
            if p.applies(ctx):
                return True
        return False

    def shields(self, state, source_id, side, lane):
        return self._any_applies(self.shielders, state, source_id, side, lane)

    def restrains(self, state, source_id, side, lane):
        return self._any_applies(self.restrainers, state, source_id, side, lane)

    def hushes(self, state, source_id, side, lane, card_id):
        if not self.hushers:
            return False
        sside, slane, zone = _where(state, source_id)
        ctx = Ctx(state, self, sside, source_id, sside, slane, zone)
        ctx.target = (side, lane, card_id)
        return any(h.applies(ctx) for h in self.hushers)

    def cost_change(self, state, player, card_id, source_id):
        if not self.cost_changes:
            return (0, 0)
        if source_id < 0:
            seat, lane, zone = hero_seat(source_id), -1, "hero"
        elif source_id == card_id:
            seat, lane, zone = player, -1, "hand"
        else:
            seat, lane, zone = _where(state, source_id)
        ctx = Ctx(state, self, seat, source_id, seat, lane, zone)
        ctx.target = (player, -1, card_id)
        d = disc = 0
        for c in self.cost_changes:
            a, b = c.change(ctx)
            d += a
            disc += b
        return (d, disc)

    def granted_floops(self, state, source_id, side, lane, card_id):
        owner = hero_seat(source_id) if source_id < 0 else _where(state, source_id)[0]
        pre = self._grant_pre  # the receiver test on raw numbers, when it has one
        if pre is not None and not pre(state, owner, side, lane, card_id):
            return []
        ctx = Ctx(state, self, owner, source_id, owner, -1, "hero")
        ctx.target = (side, lane, card_id)
        if self.grant[0](ctx) and self._granted.can_floop(state, side, lane, card_id):
            return [(self.slug, self._granted)]
        return []


class HeroCard(Card):
    """A Hero script with activated abilities ("cost >>> effect", R25: used on its player's own turn,
    offered as `hero <key>`): the vocabulary Card, asked about the Hero's seat (source id
    hero_source(seat)) instead of a card in play. Build it and register it with hero=True:
    `register("bmo", HeroCard("bmo", hero=True, abilities=[...]), hero=True)`."""

    def _hero_ctx(self, state, player):
        return self._ctx(state, player, hero_source(player), player, -1, "hero")

    def abilities(self, state, player, source_id):
        out = []
        used = state.this_turn.get("used", ())
        for i, a in enumerate(self.abilities_):
            if a.once and f"{hero_source(player)}:{i}" in used:
                continue  # once in each of your turns
            if self._ready(self._hero_ctx(state, player), f"a{i}"):
                out.append(a.key)
        return out

    def use_ability(self, state, player, source_id, key):
        for i, a in enumerate(self.abilities_):
            if a.key == key:
                if a.once:
                    turn_set(state, "used", f"{hero_source(player)}:{i}")
                execute(self._hero_ctx(state, player), self.hooks[f"a{i}"])
                return


def zone_of(state, side, lane, cid):
    """'building' when card cid is one of side's Buildings in that Lane (its first or an additional one, Burly
    Lumberjack), else 'creature' (a card that has just left play reads as a Creature, as it always has)."""
    if lane >= 0 and state.building[side][lane] == cid:
        return "building"
    if lane < 0 and state.teamwork[side] == cid:
        return "teamwork"  # R27: a Teamwork card in play, in front of its player in no Lane
    row = state.building[side]
    if len(row) > len(state.lanes_of(side)) and cid in row:  # additional Buildings (Burly Lumberjack)
        return "building"
    return "creature"


def _where(state, cid):
    """(side, lane, zone) of a card in play (an additional Building's own Lane: Burly Lumberjack)."""
    for side in state.seats:
        for lane, c in enumerate(state.creature[side]):
            if c == cid:
                return side, lane, "creature"
        for slot, c in enumerate(state.building[side]):
            if c == cid:
                return side, slot_lane(state, side, slot), "building"
    raise ValueError(f"card {cid} is not in play")


def is_flooped(state, side, lane):
    """True when the Creature at (side, lane) is Flooped."""
    return state.cstate[side][lane] == FLOOPED
