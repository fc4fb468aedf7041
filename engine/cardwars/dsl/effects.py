"""The effects cards are built from beyond the verbs themselves: the Verb base (a selector's refs, one chosen,
or one at random) and LaneChoosingVerb (one that may wait for a Lane to be chosen), the composites (May, If,
Repeat, EachChoose, Do), the delayed AtEndOfTurn, and the costs of activated abilities (Cost, PayActions,
DiscardCost, Ability)."""
from __future__ import annotations

from ...core.pending import Effect, execute
from ..board import BUSY, OVER
from ..events import (
    AT_END,
    TARGETED,
    dispatch,
)
from ..ops.primitives import discard_card
from .selectors import (
    OPP,
    YOU,
    Players,
    Random,
    Target,
    card_at,
    option_ref,
    options,
    ref_option,
)
from .values import value


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


PAUSED = "_paused"  # in ctx.vars, only while a LaneChoosingVerb's apply returns to its run or resume: it asked


class LaneChoosingVerb(Verb):
    """A Verb whose apply may stop to ask for a Lane (a card put or played into play, a Creature moved): apply
    calls ask_lane, which keeps what waits in ctx.vars['<path>:<HELD>'] (saved with the choice) and marks the step
    paused; run and resume report the pause, and the answer goes to lane_chosen(ctx, held, (side, lane)).
    NOTES_TARGET: a picked Target is heard as TARGETED (note_targeted) before it is applied, as in Verb (Move);
    the verbs putting a card into play leave it False, as they always did."""

    HELD = "card"
    NOTES_TARGET = False

    def ask_lane(self, ctx, held, chooser, dests):
        """Stop for `chooser` to pick one of dests ((side, lane) pairs); `held` waits for the answer."""
        ctx.vars[f"{ctx.path}:{self.HELD}"] = held
        ctx.ask(chooser, [f"p{s}:lane:{ln}" for s, ln in dests])
        ctx.vars[PAUSED] = True  # after the ask: the mark is not part of the saved context

    @staticmethod
    def paused(ctx):
        """Whether apply stopped to ask (clears the mark)."""
        return bool(ctx.vars.pop(PAUSED, False))

    def run(self, ctx):
        return super().run(ctx) or self.paused(ctx)

    def resume(self, ctx, choice):
        k = f"{ctx.path}:{self.HELD}"
        if k in ctx.vars:
            side, _zone, lane = choice.split(":")
            return self.lane_chosen(ctx, ctx.vars.pop(k), (int(side[1:]), int(lane)))
        if choice != "none":
            ref = option_ref(ctx.state, choice)
            if self.NOTES_TARGET and self.sel.__class__ is Target:
                note_targeted(ctx, ref)
            self.apply(ctx, ref)
        return self.paused(ctx)

    def lane_chosen(self, ctx, held, dest):
        """Carry on with `held` now that the Lane dest (side, lane) was picked; True when it asks again."""
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
