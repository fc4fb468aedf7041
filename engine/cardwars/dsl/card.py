"""The card-script builder: a Card is a Script assembled from vocabulary pieces.

    register_card("cool-dog", statics=[NoAttack(ADJACENT_TO)])
    register_card("gnome-snot", play=[Draw(3)])
    register_card("the-pig", floop=[Flip(Target(Lands(ANY, "this", landscape=CORNFIELD, face_up=True)))])

Effects run in order through `execute`; an effect that needs a decision asks (R17) and the rest of the list
is carried in the pending choice (a SavedCtx: the context as a value, its JSON text ctx.dump()), so a position with a half-resolved card round-trips through
JSON. Effect, execute and the pending choices are the core's (engine.core.pending), the same for every game. Each effect is addressed by a path ("floop.0", "t1.2.0") inside its card.

The pieces it is assembled from live beside it: the context effects run in (context.py), the Verb base, the
composites and the ability costs (effects.py), and the triggers (triggers.py)."""
from __future__ import annotations

from ...core.pending import Effect, execute
from ..board import FLOOPED, K_SPELL, slot_lane
from ..events import (
    HEARS_ALL,
    REACH_ANY,
    REACH_FACE_DOWN,
    REACH_NEAR,
    REACH_SELF,
    REACH_SIDE,
    RESTRAINS,
    Script,
    hero_seat,
    hero_source,
    turn_set,
)
from ..ops.core import (
    AMT_ADJ_LANDS,
    AMT_DAMAGE,
    AMT_LANE_FROZEN,
    COND_ALWAYS,
    COND_BUILDING,
    COND_DAMAGE_IS,
    COND_LANE_EMPTY,
    FX_ACROSS,
    FX_ADJACENT,
    FX_ALL,
    FX_BOTH_IN_LANE,
    FX_FACE_DOWN,
    FX_FRIENDLY,
    FX_IN_LANE,
    FX_ITSELF,
    FX_MOVED,
    RECV_ANY,
)
from .context import Ctx
from .effects import Cost, Verb
from .selectors import (
    Target,
)
from .statics import (
    ACROSS,
    ADJACENT_TO,
    ALL_CREATURES,
    BOTH_IN_THIS_LANE,
    FRIENDLY_CREATURES,
    IN_THIS_LANE,
    ITSELF,
    MOVED_THIS_TURN,
    ON_FACE_DOWN,
    SetBase,
    Stat,
    TripleDamageOn,
)
from .values import NO_AMOUNT, table_of


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



def _quick_test(stat):
    """bonus_at's first test of a static: its receiver's raw test (no position), unless the receiver has a test
    that reads the position (pre_state): that one is exact where the raw one lets more through (IN_THIS_LANE's
    lets a neighbour through for Knit Kitty), so bonus_at asks it instead and builds no context in vain."""
    if getattr(getattr(stat, "to", None), "pre_state", None) is not None:
        return None
    return getattr(stat, "pre", None)

def _reach(stats):
    """events.REACH_* of a list of statics: what their receivers' raw tests let through at most (any when a
    receiver is not one of those known, or one of them is a class that works its amount out otherwise)."""
    codes = set()
    for st in stats:
        if getattr(type(st), "amount", None) not in (Stat.amount, SetBase.amount, TripleDamageOn.amount):
            return REACH_ANY
        to = getattr(st, "to", None)
        while getattr(to, "within", None) is not None:  # a receiver narrowed (statics.where): the one it narrows
            to = to.within
        codes.add(_REACH_OF.get(to, REACH_ANY))
    if not codes or REACH_ANY in codes:
        return REACH_ANY
    if len(codes) == 1:
        return codes.pop()
    return REACH_NEAR if codes <= {REACH_SELF, REACH_NEAR} else REACH_SIDE


_REACH_OF = {ITSELF: REACH_SELF, ADJACENT_TO: REACH_NEAR, IN_THIS_LANE: REACH_NEAR, FRIENDLY_CREATURES: REACH_SIDE,
             ON_FACE_DOWN: REACH_FACE_DOWN}


def _fixed(stat, which):
    """The static's ATK (which=0) or DEF bonus as a plain number when its receiver's raw tests are exact (the
    position-reading one where it has one) and nothing else decides it: a Stat of a number, with no `when`; else
    None (its amount is asked with a context)."""
    v = stat.atk if which == 0 else stat.defn
    if type(stat) is Stat and type(v) is int and stat.when is None and stat.to in _EXACT:
        return v
    return None


_EXACT = (ITSELF, ADJACENT_TO, IN_THIS_LANE, FRIENDLY_CREATURES, ACROSS, ON_FACE_DOWN)  # see statics' raw tests

# the receivers the rules test on the Board themselves (ops.core._fixed_receives)
_FX_OF = {ITSELF: FX_ITSELF, ADJACENT_TO: FX_ADJACENT, IN_THIS_LANE: FX_IN_LANE, FRIENDLY_CREATURES: FX_FRIENDLY,
          ALL_CREATURES: FX_ALL, ON_FACE_DOWN: FX_FACE_DOWN, ACROSS: FX_ACROSS, BOTH_IN_THIS_LANE: FX_BOTH_IN_LANE,
          MOVED_THIS_TURN: FX_MOVED}


# pieces that read the source's own Lane (or its damage): a Hero has none (its source's Lane is -1), so a Hero's
# static with one of them keeps its script's path
_LANE_FX = (FX_ITSELF, FX_ADJACENT, FX_IN_LANE, FX_ACROSS, FX_BOTH_IN_LANE)
_LANE_AMOUNTS = (AMT_DAMAGE, AMT_ADJ_LANDS, AMT_LANE_FROZEN)
_LANE_CONDS = (COND_LANE_EMPTY, COND_BUILDING, COND_DAMAGE_IS)


def _fixed_row(stat, which, hero=False):
    """The static's ATK (which=0) or DEF bonus as an ops.core.FixedRow when its amount, receiver and condition are
    all ones the rules read off the Board (dsl.values' tables); else None. A Hero's (hero) must not need a Lane."""
    if type(stat) is not Stat and type(stat) is not SetBase:
        return None  # TripleDamageOn and the like work their amounts out otherwise
    amount = table_of(stat.atk if which == 0 else stat.defn)
    to, narrow = stat.to, (RECV_ANY, "", 0)
    if getattr(to, "within", None) is not None:  # a receiver narrowed (statics.where) in a way the rules know
        to, narrow = to.within, to.narrow
    fx = _FX_OF.get(to) if narrow is not None else None
    cond = (COND_ALWAYS, 0, *NO_AMOUNT) if stat.when is None else getattr(stat.when, "table", None)
    if amount is None or fx is None or cond is None:
        return None
    if hero and (fx in _LANE_FX or amount[1] in _LANE_AMOUNTS or cond[0] in _LANE_CONDS
                 or cond[3] in _LANE_AMOUNTS):
        return None
    base = 0
    if type(stat) is SetBase and (stat.set_atk if which == 0 else stat.set_def):
        base = 1 + which  # printed X: the amount replaces the printed ATK / DEF
    return (*amount, fx, *cond, base, *narrow)


def fixed_rows(card):
    """(ATK rows, DEF rows) of a card or Hero whose always-on ATK / DEF bonuses are all simple (_fixed_row), else
    None: a card without such bonuses, or a class that works them out otherwise keeps its script's path. A Hero's
    rows are read from its source (hero_source(seat), seat, Lane -1): R25, they apply in every player's turn."""
    if not (card.atk_stats or card.def_stats):
        return None
    if any(getattr(type(card), m) is not getattr(Card, m) for m in ("bonus_at", "bonus_all", "_hero_bonus",
                                                                      "attack_bonus", "defense_bonus")):
        return None
    hero = bool(card.hero)
    rows = (tuple(_fixed_row(s, 0, hero) for s in card.atk_stats), tuple(_fixed_row(s, 1, hero) for s in card.def_stats))
    if any(r is None for part in rows for r in part):
        return None
    return rows


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
        if type(self).can_play is Card.can_play:  # what can_play asks (R16): nothing when these are True
            self.plays_freely = not self._extra_checks
            self.spell_plays_freely = not self.checks["play"]
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
        # and the bonus itself when that test settles it (_fixed): then no context is built
        self._atk_rows = tuple((s, _quick_test(s), getattr(s, "pre_state", None), _fixed(s, 0)) for s in self.atk_stats)
        self._def_rows = tuple((s, _quick_test(s), getattr(s, "pre_state", None), _fixed(s, 1)) for s in self.def_stats)
        # which Creatures each kind of bonus may touch (events.reaches), for the rules to test before asking;
        # a class that works its bonuses out otherwise (Learning Center) keeps the base class's "any"
        if all(getattr(type(self), m) is getattr(Card, m) for m in ("bonus_at", "bonus_all", "_hero_bonus")):
            self.reach = (_reach(self.atk_stats), _reach(self.def_stats))
        self.fixed_bonus = fixed_rows(self)  # simple bonuses as plain rows the rules read off the Board
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
        for st, pre, pre_state, fixed in (self._atk_rows if which == 0 else self._def_rows):
            if pre is not None:
                if not pre(src, sside, slane, cid, side, lane):
                    continue  # cheap receiver test first: most statics touch one Creature
            elif pre_state is not None and not pre_state(state, src, sside, slane, cid, side, lane):
                continue  # the receiver's own test on the position (exact where its raw one is not)
            if fixed is not None:
                total += fixed  # the test passed was exact and the bonus a plain number
                continue
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
        for st, _pre, pre, fixed in (self._atk_rows if which == 0 else self._def_rows):
            for i, side, lane, cid in targets:
                if pre is not None and not pre(state, src, sside, slane, cid, side, lane):
                    continue
                if fixed is not None:
                    vals[i] += fixed
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
        for st, _pre, pre, fixed in rows:  # the receiver's raw test first: most Creatures are not touched
            if pre is not None and not pre(state, source_id, seat, -1, cid, side, lane):
                continue
            if fixed is not None:
                total += fixed
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
