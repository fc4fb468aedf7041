"""Collector's Pack 6: Learning Center (Fionna's deck, CP6-fionna), the card that copies the texts of the
Buildings beside it. Its script is registered with the rest of the pack in cp6.py; this module holds the class
(LearningCenter) and its way of making Creatures Rainbow (learning_center_rainbow)."""
from __future__ import annotations

from ..dsl.vocab import (
    ENTERS_PLAY,
    K_BUILDING,
    LEAVES_PLAY,
    MOVED,
    RAINBOW_MAKERS,
    SCRIPTS,
    Card,
    ask,
    recount_lands,
    slot_lane,
)


class LearningCenter(Card):
    """Learning Center has the text of your Buildings in the Lanes next to it (not their names, and never another
    Learning Center's), each read as if the Learning Center were that Building: its always-on ATK/DEF changes,
    protections, cost changes and making Creatures Rainbow; its triggered abilities; its Floop and activated
    abilities, used by Flooping or using the Learning Center; Farmhouse's extra Cornfield. Each copied hook runs
    the Building's own script with the Learning Center as the acting card (its id, Lane and memory)."""

    def __init__(self, slug):
        super().__init__(slug)
        self.has_static = self.static_atk = self.static_def = True
        self.has_floop = self.has_abilities = self.has_protect = self.has_shield = self.has_hush = True
        self.has_cost_change = True
        # a copied text may lower a DEF (Celestial Fortress), but only while the Building it copies is in play,
        # and that one counts as lowering DEFs itself (rules.turn.def_risk)
        self.def_floor = "borrowed"
        self.narrows_events = True
        self._events = None
        self._built = True

    @property
    def events(self):
        """Every event a script of the registry listens to, worked out the first time a game asks (all the
        packs are registered by then); empty while the Card is being built. A game listens only to those of its
        own Buildings (events_in)."""
        if not getattr(self, "_built", False):
            return frozenset()
        if self._events is None:
            self._events = frozenset().union(*(sc.events for s, sc in SCRIPTS.items() if s != self.slug))
        return self._events

    @events.setter
    def events(self, v):
        pass

    def events_in(self, scripts, kinds):
        """The events of the game's Buildings (the only texts it can gain), and MOVED when one of them counts as
        a Landscape (a Lane change may bring Farmhouse next to it or take it away)."""
        out = set()
        for sc, k in zip(scripts, kinds, strict=True):
            if k == K_BUILDING and sc is not None and sc is not self:
                out |= sc.events
                if getattr(sc, "extra_land", None):
                    out |= {ENTERS_PLAY, LEAVES_PLAY, MOVED}
        return frozenset(out)

    @staticmethod
    def sources(state, side, lane):
        """The scripts of your Buildings next to the Learning Center at (side, lane) it takes text from."""
        out = []
        for ln in (lane - 1, lane + 1):
            if ln in state.lanes_of(side):
                for slot in state.buildings_in(side, ln):  # additional Buildings there too (Burly Lumberjack)
                    b = state.building[side][slot]
                    if state.tab.slug[b] != "learning-center" and not _silenced(state, b):
                        sc = state.scripts[b]
                        if isinstance(sc, Card):
                            out.append(sc)
        return out

    @staticmethod
    def _place(state, src):
        """(side, lane) of the Learning Center src in play, or None."""
        for side in state.seats:
            row = state.building[side]
            if src in row:  # an additional Building (Burly Lumberjack): the Lane it stands in
                return side, slot_lane(state, side, row.index(src))
        return None

    def _sources_of(self, state, src):
        at = self._place(state, src)
        return self.sources(state, *at) if at is not None else []

    # always-on texts
    def bonus_at(self, state, which, src, sside, slane, cid, side, lane):
        return sum(sc.bonus_at(state, which, src, sside, slane, cid, side, lane)
                   for sc in self.sources(state, sside, slane))

    def bonus_all(self, state, which, src, sside, slane, targets, vals):
        for sc in self.sources(state, sside, slane):
            sc.bonus_all(state, which, src, sside, slane, targets, vals)

    def protects(self, state, source_id, side, lane):
        return any(sc.protects(state, source_id, side, lane) for sc in self._sources_of(state, source_id))

    def protects_at(self, state, source_id, sside, slane, zone, side, lane):
        return any(sc.protects_at(state, source_id, sside, slane, zone, side, lane)
                   for sc in self.sources(state, sside, slane))

    def shields(self, state, source_id, side, lane):
        return any(sc.has_shield and sc.shields(state, source_id, side, lane)
                   for sc in self._sources_of(state, source_id))

    def restrains(self, state, source_id, side, lane):
        return any(sc.restrains(state, source_id, side, lane) for sc in self._sources_of(state, source_id))

    def hushes(self, state, source_id, side, lane, card_id):
        return any(sc.has_hush and sc.hushes(state, source_id, side, lane, card_id)
                   for sc in self._sources_of(state, source_id))

    def cost_change(self, state, player, card_id, source_id):
        if source_id == card_id:  # the Learning Center being played has no neighbours yet
            return (0, 0)
        d = disc = 0
        for sc in self._sources_of(state, source_id):
            if sc.has_cost_change:
                a, b = sc.cost_change(state, player, card_id, source_id)
                d, disc = d + a, disc + b
        return (d, disc)

    @property
    def extra_land(self):
        """Read by the rules as a function of the Learning Center's place (ops.core.recount_lands)."""
        return self._extra_land

    def _extra_land(self, state, side, lane):
        for sc in self.sources(state, side, lane):
            extra = getattr(sc, "extra_land", None)
            if extra and not callable(extra):
                return extra
        return None

    # triggered abilities and enters-play texts
    def on(self, event, state, card_id, ev):
        if event == MOVED:  # a Lane change may bring a Building that counts as a Landscape next to it, or take it
            recount_lands(state, ev["side"])
        for sc in self.sources(state, ev["side"], ev.get("lane", -1)):
            if event in sc.events:
                sc.on(event, state, card_id, ev)

    def hears(self, event, state, card_id, ev):
        return any(event in sc.events and sc.hears(event, state, card_id, ev)
                   for sc in self.sources(state, ev["side"], ev.get("lane", -1)))

    def play(self, state, player, card_id, lane):
        for sc in self.sources(state, player, lane):
            sc.play(state, player, card_id, lane)

    # the Floop: one of the neighbours' that can be used now; their controller picks when there are two
    def _floopers(self, state, side, lane, card_id):
        return [sc for sc in self.sources(state, side, lane) if sc.has_floop and sc.can_floop(state, side, lane, card_id)]

    def can_floop(self, state, side, lane, card_id):
        return bool(self._floopers(state, side, lane, card_id))

    def floop(self, state, side, lane, card_id):
        fl = self._floopers(state, side, lane, card_id)
        if len(fl) == 1:
            fl[0].floop(state, side, lane, card_id)
        elif fl:
            ask(state, side, [f"floop:{sc.slug}" for sc in fl], card_id, "floop-which", (lane,))

    def resume(self, state, key, choice, source, data):
        if key == "floop-which":
            slug = choice.split(":", 1)[1]
            for sc in self._floopers(state, state.active, data[0], source):
                if sc.slug == slug:
                    sc.floop(state, state.active, data[0], source)
                    return
            return
        super().resume(state, key, choice, source, data)

    # activated abilities: offered as '<Building's slug>' (or '<slug>/<key>' for a named one)
    def abilities(self, state, player, source_id):
        out = []
        for sc in self._sources_of(state, source_id):
            if sc.has_abilities:
                out.extend(sc.slug + (f"/{k}" if k else "") for k in sc.abilities(state, player, source_id))
        return out

    def use_ability(self, state, player, source_id, key):
        slug, _, inner = key.partition("/")
        for sc in self._sources_of(state, source_id):
            if sc.slug == slug:
                sc.use_ability(state, player, source_id, inner)
                return


def _silenced(state, cid):
    tt = state.this_turn
    return bool(tt) and cid in tt.get("silenced", ())


def learning_center_rainbow(state, src, s2, l2, side, lane):
    """Learning Center's RAINBOW_MAKERS hook (src on side s2, Lane l2): the Creature at (side, lane) is made Rainbow
    when a Building of s2 in a Lane next to it (not another Learning Center, not silenced) would make it so, its
    hook read as if it stood where the Learning Center is."""
    for ln in (l2 - 1, l2 + 1):
        if ln in state.lanes_of(s2):
            for slot in state.buildings_in(s2, ln):  # additional Buildings there too (Burly Lumberjack)
                b = state.building[s2][slot]
                fn = RAINBOW_MAKERS.get(state.tab.slug[b])
                if fn is not None and state.tab.slug[b] != "learning-center" and not _silenced(state, b) \
                        and fn(state, src, s2, l2, side, lane):
                    return True
    return False
