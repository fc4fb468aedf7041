"""Effect scaffolding: trigger points, the script base class, pending choices (R17) and "this turn"
modifiers. The rules call `dispatch` at each trigger point; with no scripted card in a game the
state's `scripted` flag is False and the rules skip dispatch altogether (the vanilla fast path).
"""
from __future__ import annotations

from typing import NamedTuple

# Trigger points (event names double as JSON/text names).
ENTERS_PLAY = "enters_play"
LEAVES_PLAY = "leaves_play"  # replaced, destroyed, returned...: any way out of play
DESTROYED = "destroyed"  # R19 / effects; fired after LEAVES_PLAY
START_OF_TURN = "start_of_turn"  # R30: after the turn's draw
END_OF_TURN = "end_of_turn"
ATTACKS = "attacks"
DEFENDS = "defends"
DEALS_DAMAGE = "deals_damage"
DRAW = "draw"
SPELL_PLAYED = "spell_played"
EVENTS = (ENTERS_PLAY, LEAVES_PLAY, DESTROYED, START_OF_TURN, END_OF_TURN, ATTACKS, DEFENDS,
          DEALS_DAMAGE, DRAW, SPELL_PLAYED)

THIS_TURN = "turn"  # modifier duration: until the end of the current turn


class Script:
    """Base class of card and hero scripts. Every hook defaults to vanilla behaviour."""

    status = "full"  # full | partial
    missing = ""  # what a partial script does not do yet
    events: frozenset = frozenset()  # trigger points this script listens to
    has_floop = False

    def can_play(self, state, player, card_id) -> bool:
        """R16: False when the card needs a target and none exists."""
        return True

    def play(self, state, player, card_id, lane) -> None:
        """A Spell resolving (lane -1) or a Creature/Building having entered play (its enters-play text)."""

    def can_floop(self, state, side, lane, card_id) -> bool:
        """R16 for Floop abilities: False when the ability has no legal target."""
        return self.has_floop

    def floop(self, state, side, lane, card_id) -> None:
        """The Floop effect (the card is already exhausted)."""

    def on(self, event, state, card_id, ctx) -> None:
        """A trigger point this script listed in `events` happened; ctx is a dict of details."""

    def resume(self, state, key, choice, source, data) -> None:
        """A choice this script asked for (see ask) was made: `choice` is the chosen option string."""

    def attack_bonus(self, state, source_id, card_id, side, lane) -> int:
        """Always-on ATK change this card (in play) gives the creature card_id."""
        return 0

    def defense_bonus(self, state, source_id, card_id, side, lane) -> int:
        """Always-on DEF change this card (in play) gives the creature card_id."""
        return 0

    def cost_change(self, state, player, card_id, source_id) -> tuple:
        """R12: (cost delta, action-only discount) this card gives to playing card_id."""
        return (0, 0)

    def abilities(self, state, player, source_id) -> list:
        """Activated abilities (Heroes, R25; 'cost >>> effect' cards) usable now, as option strings."""
        return []

    def use_ability(self, state, player, source_id, key) -> None:
        """Use an ability offered by `abilities`."""


class PendingChoice(NamedTuple):
    """A decision a card asked for (R17): `player` picks one of `options` with a `choose` action."""

    player: int
    source: int  # card id that asked, or -1 (hero or rules)
    script: str  # slug whose script resumes
    key: str  # which question (the script's own label)
    options: tuple
    data: tuple = ()  # JSON-able details the script wants back

    def to_dict(self):
        """JSON form."""
        return {"player": self.player, "source": self.source, "script": self.script, "key": self.key,
                "options": list(self.options), "data": list(self.data)}

    @classmethod
    def from_dict(cls, d):
        """From JSON form."""
        return cls(d["player"], d["source"], d["script"], d["key"], tuple(d["options"]), tuple(d.get("data", ())))


def script_for(slug):
    """The script registered for a slug, or None (a vanilla card)."""
    from ..cards import SCRIPTS
    return SCRIPTS.get(slug)


def ask(state, player, options, source, key, data=(), script=None):
    """R17: make `player` choose one of `options`; the asking card's script (or the Hero script named by
    `script` when source is -1) gets resume() when they do."""
    if not options:
        raise ValueError("a choice needs at least one option (R16: no target means the card cannot be used)")
    if script is None:
        script = state.tab.slug[source]
    state.pending.append(PendingChoice(player, source, script, key, tuple(options), tuple(data)))


def in_play(state):
    """(side, lane, card_id, is_building) for every card in play, active player's side first."""
    out = []
    for side in (state.active, 1 - state.active):
        cr, bd = state.creature[side], state.building[side]
        for lane in range(len(cr)):
            if cr[lane] >= 0:
                out.append((side, lane, cr[lane], False))
            if bd[lane] >= 0:
                out.append((side, lane, bd[lane], True))
    return out


def dispatch(state, event, **ctx):
    """Run every in-play card script (and Hero script) listening to `event`."""
    if not state.scripted:
        return
    from ..cards import HERO_SCRIPTS, SCRIPTS
    slug = state.tab.slug
    for side, lane, cid, _b in in_play(state):
        sc = SCRIPTS.get(slug[cid])
        if sc is not None and event in sc.events:
            sc.on(event, state, cid, dict(ctx, side=side, lane=lane))
    for side in (state.active, 1 - state.active):
        h = state.hero[side]
        sc = HERO_SCRIPTS.get(h) if h else None
        if sc is not None and event in sc.events:
            sc.on(event, state, -1, dict(ctx, side=side))


def add_modifier(state, card_id, atk=0, defense=0, duration=THIS_TURN):
    """Give a card +atk/+defense for a duration ("this turn": cleared at the end of the turn)."""
    state.mods.append((card_id, atk, defense, duration))


def clear_turn_modifiers(state):
    """Drop every "this turn" modifier (called at the turn boundary)."""
    if state.mods:
        state.mods = [m for m in state.mods if m[3] != THIS_TURN]
    state.this_turn = {}


def target_option(side, zone, lane):
    """Option text naming a card in play: 'p1:creature:2'."""
    return f"p{side}:{zone}:{lane}"


def parse_target(option):
    """Inverse of target_option: (side, zone, lane)."""
    p, zone, lane = option.split(":")
    return int(p[1:]), zone, int(lane)


def creature_targets(state, sides=(0, 1)):
    """Options for every Creature in play on the given sides."""
    return [target_option(s, "creature", ln) for s in sides for ln in range(len(state.creature[s]))
            if state.creature[s][ln] >= 0]
