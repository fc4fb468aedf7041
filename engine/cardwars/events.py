"""Effect scaffolding: trigger points, the script base class, pending choices (R17; the machinery is the
core's, engine.core.pending, and Card Wars adds its kinds of choice) and "this turn" modifiers. The rules call
`dispatch` at each trigger point; with no scripted card in a game the state's `scripted` flag is False and the
rules skip dispatch altogether (the vanilla fast path).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Final

from ..core.pending import ask as core_ask
from .board import (  # noqa: F401 - HEARS_*, REACH_*: re-exported for the card vocabulary
    BUSY,
    HEARS_ACROSS,
    HEARS_ALL,
    HEARS_LANE,
    HEARS_OWN,
    HEARS_SIDE,
    HEARS_TURN,
    K_CREATURE,
    K_SPELL,
    OVER,
    REACH_ANY,
    REACH_FACE_DOWN,
    REACH_NEAR,
    REACH_SELF,
    REACH_SIDE,
    Board,
    LaneId,
    SeatId,
    hearers,
)
from .defs import LANES

# Trigger points (event names double as JSON/text names).
ENTERS_PLAY: Final = "enters_play"
LEAVES_PLAY: Final = "leaves_play"  # replaced, destroyed, returned...: any way out of play
DESTROYED: Final = "destroyed"  # R19 / effects; fired after LEAVES_PLAY
START_OF_TURN: Final = "start_of_turn"  # R30: after the turn's draw
END_OF_TURN: Final = "end_of_turn"
ATTACKS: Final = "attacks"
DEFENDS: Final = "defends"
DEALS_DAMAGE: Final = "deals_damage"
DRAW: Final = "draw"
SPELL_PLAYED: Final = "spell_played"
RETURNED: Final = "returned_to_hand"  # a Creature card went back to its owner's hand (from play or a discard pile)
CREATURE_DISCOUNT: Final = "creature_discount"  # this_turn key: {seat: Actions off the next Creature that seat plays}
SPELL_DISCOUNT: Final = "spell_discount"  # this_turn key: {seat: cost off (R12) the next Spell that seat plays}
CREATURE_LESS: Final = "creature_less"  # this_turn key: {seat: cost off (R12) the next Creature that seat plays} (Feedman)
# this_turn key: {seat: 1} the next Creature or Building that seat plays is free (R12, Actions only) if a card of
# its name is in play (Clone)
CLONE_FREE: Final = "clone_free"
BALED: Final = "baled"  # this_turn key: ids of Creatures that a Bale Out keeps in play, once they attacked, in the Fight
# this_turn key: ids of Spells that listen to events for the rest of the turn from their owner's discard pile or
# limbo (Royal Revelry's "if it deals damage this turn"); their scripts hear events as if in play, Lane -1
WATCHING: Final = "watching"
# Marks a Building script lists among its events when it guards the Creature of its Lane from foes (its attribute
# of the same name): FOE_SHIELD, no target of a foe's Spell or Creature ability (Cloud Tower); SPELL_PROOF, no
# damage from a foe's Spell (Domed Stronghold). The vocabulary asks only in games with such a script.
FOE_SHIELD: Final = "foe_shield"
SPELL_PROOF: Final = "spell_proof"


# Mark (and script attribute of the same name) of a Creature that the Buildings on its controller's Landscapes next
# to its own affect too, as if it were the Creature on theirs (Knit Kitty; adjacency R32). Only games with such a
# script ask (NEAR_BUILDINGS in state.listen); the vocabulary reads it through near_lanes and building_reaches.
NEAR_BUILDINGS: Final = "near_buildings"


def near_buildings(state: Board, cid: int) -> bool:
    """True when the Creature cid is affected by the Buildings on the Landscapes next to its own (its script has
    NEAR_BUILDINGS and it has not lost its abilities)."""
    if cid < 0 or NEAR_BUILDINGS not in state.listen:
        return False
    sc = state.scripts[cid]
    return sc is not None and getattr(sc, NEAR_BUILDINGS, False) and not silenced(state, cid)


def building_reaches(state: Board, blane: LaneId, clane: LaneId, cid: int) -> bool:
    """True when a Building in Lane blane affects the Creature cid in Lane clane of the same side as "the Creature
    in this Lane": its own Lane's, or one next to it (R32) that Buildings on adjacent Landscapes affect."""
    return clane == blane or ((clane - blane == 1 or blane - clane == 1) and near_buildings(state, cid))


def near_lanes(state: Board, side: SeatId, lane: LaneId) -> tuple[LaneId, ...]:
    """The Lanes of `side` whose Creature a Building of `side` in `lane` affects as the Creature in its Lane, in
    Lane order: its own, and the adjacent ones (R32) holding a Creature that adjacent Buildings affect."""
    row = state.creature[side]
    return tuple(ln for ln in (lane - 1, lane, lane + 1)
                 if ln == lane or (0 <= ln < LANES and near_buildings(state, row[ln])))


def guarded(state: Board, side: SeatId, lane: LaneId, by: SeatId, mark: str) -> bool:
    """True when a Building of `side` in `lane` (or, for a Creature affected by adjacent Buildings, in a Lane next
    to it: near_buildings) whose script has `mark` (FOE_SHIELD / SPELL_PROOF) guards the Creature there from `by`, a
    foe: an opponent of `side` (R35: never a teammate)."""
    if mark not in state.listen or by not in state.opponents(side):
        return False
    cr = state.creature[side][lane]
    for bl in (lane - 1, lane, lane + 1) if near_buildings(state, cr) else (lane,):
        if not 0 <= bl < LANES:
            continue
        for slot in state.buildings_in(side, bl):
            cid = state.building[side][slot]
            sc = state.scripts[cid]
            if sc is not None and getattr(sc, mark, False) and not silenced(state, cid):
                return True
    return False
MOVED: Final = "moved"  # a Creature (or Building) changed Lanes (ctx: card, side, from_lane, to_lane)
LANE_ACTIONS: Final = "lane_actions"  # this_turn key: {seat: [Actions per Lane usable only for a Creature entering it]}
SPARED: Final = "spared"  # this_turn key: seats whose Creatures opposing Creatures cannot damage this turn (Falling Star)
AT_END: Final = "at_end"  # this_turn key: effects waiting for the end of this turn (effects.card.AtEndOfTurn)
DISCARDED: Final = "discarded"  # a card went from a hand to a discard pile (ctx: card, player)
PILED: Final = "piled"  # a card went to its owner's discard pile from a deck (a mill) or from under a card (ctx: card,
# player: the owner, zone: 'deck' or 'under'); like DISCARDED, the card hears it from the discard pile
FROZEN: Final = "frozen"  # a Frozen token was put on a Landscape (R24; ctx: at_side, at_lane)
THAWED: Final = "thawed"  # a Frozen token was taken off a Landscape (ctx: at_side, at_lane)
DAMAGED: Final = "damaged"  # damage was taken (ctx: target 'creature' with card, at_side, at_lane; or target 'player'
# with player; amount; source_side when a Creature dealt it, else None)
AT_START: Final = "at_start"  # this_turn key: effects waiting for the start of a later turn of a seat (entry: seat, ...)
KEPT: Final = "kept"  # this_turn key: what cards remember from turn to turn ({key: JSON value}, e.g. which Landscape)
LOCKS: Final = "locks"  # this_turn key and mark: [[seat, what, last turn]]: "can't play ..." locks (Ghost Ninja: 'spell')
LASTING = (AT_START, KEPT, LOCKS)  # this_turn keys that outlast the turn (clear_turn_modifiers keeps them)
STRIKE: Final = "strike"  # this_turn key: the Lane whose attack waits for a choice its attack texts asked (R17)
INSTEAD: Final = "instead"  # this_turn key: {attacked Lane: Lane of the attacker's Creature fighting in its place}
FIGHT_STARTS: Final = "fight_starts"  # R29: the active player's first attack of the turn begins the Fight (ctx: player)
WAITING: Final = "waiting"  # this_turn key: the start-of-turn texts still to run this turn (R30), [card id, ...]
START_ORDER: Final = "start-order"  # the rules' own question: which waiting start-of-turn text runs next (R30)
EVENTS = (ENTERS_PLAY, LEAVES_PLAY, DESTROYED, START_OF_TURN, END_OF_TURN, ATTACKS, DEFENDS,
          DEALS_DAMAGE, DRAW, SPELL_PLAYED, MOVED, DISCARDED, PILED, FROZEN, THAWED, DAMAGED, FIGHT_STARTS)
# LEAVES_PLAY and DESTROYED carry `before`: the card as it was just before it left (damage, state, ATK, DEF,
# its modifiers), since by the time listeners hear it the card is in a discard pile. Working that out costs a
# stats read at every removal, so it is done only in games where a script asks for it by listing BEFORE_LEAVING
# among its events; elsewhere `before` is None.
BEFORE_LEAVING: Final = "before_leaving"
# Likewise a script lists RESTRAINS among its events when its restrains() may keep Creatures from attacking and
# from using their abilities (Ice-olation Cell); the rules ask restrained() only in games with such a script.
RESTRAINS: Final = "restrains"
# Likewise a script lists IRREPLACEABLE among its events when its Creature cannot be replaced (Script.irreplaceable,
# the Parrotroopers): legal_actions asks about the Creatures in play only in games with such a script.
IRREPLACEABLE: Final = "irreplaceable"
# Likewise a script lists MORE_BUILDINGS among its events when its Creature lets its controller play additional
# Buildings into its Lane (Script.more_buildings, Burly Lumberjack): legal_actions offers `play <card> lane=N add`
# only in games with such a script.
MORE_BUILDINGS: Final = "more_buildings"
# Likewise a script lists STAYS_EXHAUSTED among its events when its Creature does not ready in its controller's
# ready step (Script.stays_exhausted, Fatigued Librarian): the ready step looks at the Creatures only in such games.
STAYS_EXHAUSTED: Final = "stays_exhausted"

# Likewise a script lists FIGHTING among its events when it gives ATK only while a Creature fights a Creature
# standing on a Landscape of some type (Script.fight_atk: Rocktopus, Ghost; or a Spell's "this turn" bonus kept in
# this_turn[FIGHTING]: Popcorn Power): the Fight asks fight_bonus only in games with such a script.
FIGHTING: Final = "fighting"
# Likewise a script lists TO_PLAYER among its events when its Creature may deal its Fight damage to the opposing
# Creature's controller instead of that Creature (Script.fights_player: Giddy Giraffe, Huggable Hedgehog, R46):
# the Fight asks fights_player only in games with such a script.
TO_PLAYER: Final = "to_player"
# Likewise IGNORES: a Creature that ignores part of each damage opposing Creatures deal it (Script.ignores: Fluffy
# Fox), asked by the Fight and by damage from a Creature's ability only in games with such a script.
IGNORES: Final = "ignores"
# A Creature a resolving Spell targets (ev: card, player who played the Spell): Endearing Elephant. Dispatched by
# the vocabulary (dsl.card.note_targeted) as the target is picked, only in games with a script listening to it.
TARGETED: Final = "targeted"

# Likewise a script lists FROZEN_ENTRY among its events when, in play as a Teamwork card (R27), it may let its
# player's team play Creatures onto Frozen Landscapes (Script.frozen_entry: Coordination, R41); the rules ask
# frozen_entry_allowed only in games with such a script.
FROZEN_ENTRY: Final = "frozen_entry"
# Likewise a script lists ABSORBS among its events when its Building takes the damage its controller would be dealt
# (Script.absorbs_player_damage: Bongo Bounce House): damage to a player asks absorber() only in games with such a
# script.
ABSORBS: Final = "absorbs"
# Likewise a script lists IN_DISCARD among its events when its card hears events from its owner's discard pile
# (Script.hears_in_discard: The Sludged, Lost Bald Man wait there for a Creature of theirs to be destroyed):
# dispatch looks through the discard piles only in games with such a script.
IN_DISCARD: Final = "in_discard"
# Likewise a script lists FROM_HAND among its events when its text asks whether the card entering play is being
# played from hand (Lost Bald Man: "enters play by an effect" is any other way): the play action notes the card
# in this_turn['playing'] while it enters play, only in games with such a script.
FROM_HAND: Final = "from_hand"

# The script registries (engine.cards re-exports them and fills them): slug -> Script. They live here so
# the rules and effects reach them without an import on the hot path.
SCRIPTS: dict[str, Any] = {}
HERO_SCRIPTS: dict[str, Any] = {}
GRANTERS: set[str] = set()  # slugs of card scripts that grant Floop abilities to other cards

THIS_TURN: Final = "turn"  # modifier duration: until the end of the current turn
# Longer durations are written "t<N>": until the end of turn N (a "next turn" effect made on turn 5 by the
# active player lasts to the end of turn 7, that player's next turn; see next_turn()).


def next_turn(state: Board) -> str:
    """Duration of a "next turn" effect: until the end of the acting player's next turn (1 vs 1)."""
    return f"t{state.turn + len(state.hp)}"


def opponents_turn(state: Board) -> str:
    """Duration of an effect that lasts through the opponent's coming turn."""
    return f"t{state.turn + 1}"


def hero_source(seat: int) -> int:
    """The source id a Hero's hooks receive: -1 for seat 0, -2 for seat 1 (cards have ids >= 0)."""
    return ~seat


def hero_seat(source_id: int) -> SeatId:
    """Inverse of hero_source."""
    return SeatId(~source_id)


# How much of an event a script listening to it can hear (Script.hearing, worked out once per game into the
# event hub's tables, engine.rules.turn.game_facts): every time; only when the event is about the card itself
# (the event's card is its id: "when this attacks"); only when the event's player is the seat the card is on
# ("when you draw"); only when the event happened in the card's Lane (its `at_lane` is the card's Lane: "when a
# Creature in this Lane is dealt damage", a Landscape of this Lane is Frozen); only in the turn of the seat the
# card is on (state.active: "in your turn"); only when it happened on the Landscape facing the card's own (R26:
# "when the opposing Creature in this Lane is dealt damage"). Dispatch does not visit a card that cannot hear the event this time;
# a Hero is skipped likewise for HEARS_OWN / HEARS_SIDE / HEARS_TURN. The constants live in board.py, beside
# the compiled walk that reads them (board.hearers).


class Script:
    """Base class of card and hero scripts. Every hook defaults to vanilla behaviour."""

    status = "full"  # full | partial
    missing = ""  # what a partial script does not do yet
    events: frozenset[str] = frozenset()  # trigger points this script listens to
    has_floop = False
    has_static = True  # False lets the rules skip attack_bonus/defense_bonus/protects for this script
    has_cost_change = True  # False lets the rules skip cost_change for this script
    has_protect = True  # False lets the rules skip protects() for this script
    has_hush = False  # True when hushes() may keep a Creature's entering / leaving play from setting off effects
    has_shield = False  # True when shields() may keep a Creature from being targeted
    static_atk = static_def = True  # False: attack_bonus / defense_bonus is always 0 (skipped)
    reach = (REACH_ANY, REACH_ANY)  # which Creatures its ATK / DEF bonuses may touch (board.REACH_*)
    has_abilities = False  # True when abilities() may offer activated abilities of a card in play
    grants_floop = False  # True when granted_floops() may give other cards a Floop ability
    positional = False  # True: the rules call bonus_at(state, which, src, src_side, src_lane, ...) instead
    # (ATK rows, DEF rows) of ops.core.FixedRow when every always-on ATK / DEF bonus of the card is a simple one the
    # rules read off the Board (dsl.card.fixed_rows); None: they ask attack_bonus / bonus_at as ever (Heroes too)
    fixed_bonus: tuple[Any, Any] | None = None
    # "up": its DEF bonuses never lower a DEF; "self": only its own; "borrowed": they are texts of other cards in play
    # it has too (Learning Center), lowering a DEF only while such a card is in play; None: unknown
    def_floor = None
    enters_frozen = False  # True: the Creature may be played onto a Frozen Landscape (R24 lifted for it)
    # fn(state, its card id, its side, player) -> True while, as a Teamwork card in play, it lets `player` play
    # Creatures onto Frozen Landscapes (Coordination, R41); list FROZEN_ENTRY in events too
    frozen_entry: Callable[..., bool] | None = None
    irreplaceable = False  # True: the Creature in play cannot be replaced (R13); list IRREPLACEABLE in events too
    more_buildings = False  # True: its controller may play additional Buildings into its Lane; list MORE_BUILDINGS
    fight_atk: Callable[..., int] | None = None  # fn(state, card id, side, lane, foe's Landscape type or None, attacking) -> ATK while fighting
    enters_exhausted = False  # True: the Creature enters play exhausted, a state of entry (no effect to hush)
    stays_exhausted = False  # True: not ready, it stays exhausted through your ready step; list STAYS_EXHAUSTED
    absorbs_player_damage = False  # True: its Building takes the damage its controller would be dealt; list ABSORBS
    hears_in_discard = False  # True: the card hears its events from its owner's discard pile too; list IN_DISCARD
    narrows_events = False  # True: the game listens for it to events_in(...), not to all its events
    # True: can_play never refuses the card as a Creature, Building or Teamwork card (plays_freely) or as a Spell
    # (spell_plays_freely), so legal_actions does not ask it. A class that overrides can_play is False for both
    # (__init_subclass__) unless it says otherwise; dsl.card.Card works them out per card as it is built.
    plays_freely = True
    spell_plays_freely = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "can_play" in cls.__dict__:
            for flag in ("plays_freely", "spell_plays_freely"):
                if flag not in cls.__dict__:
                    setattr(cls, flag, False)

    def events_in(self, scripts: tuple[Any, ...], kinds: tuple[int, ...]) -> frozenset[str]:
        """The events it listens to in a game of these card scripts and kinds (by card id), when narrows_events."""
        return self.events

    def can_play(self, state: Board, player: SeatId, card_id: int) -> bool:
        """R16: False when the card needs a target and none exists."""
        return True

    def play(self, state: Board, player: SeatId, card_id: int, lane: LaneId) -> None:
        """A Spell resolving (lane -1) or a Creature/Building having entered play (its enters-play text)."""

    def pay_costs(self, state: Board, player: SeatId, card_id: int, lane: LaneId) -> None:
        """Only the additional costs to play the card (Field Reaper's discard), without its enters-play text:
        for a Creature whose enters-play effects are hushed (Palace of Bone). A cost is not an effect."""

    def can_floop(self, state: Board, side: SeatId, lane: LaneId, card_id: int) -> bool:
        """R16 for Floop abilities: False when the ability has no legal target."""
        return self.has_floop

    def floop(self, state: Board, side: SeatId, lane: LaneId, card_id: int) -> None:
        """The Floop effect (the card is already exhausted)."""

    def on(self, event: str, state: Board, card_id: int, ctx: dict[str, Any]) -> None:
        """A trigger point this script listed in `events` happened; ctx is a dict of details."""

    def hearing(self, event: str) -> int:
        """HEARS_ALL, or HEARS_OWN / HEARS_SIDE / HEARS_LANE / HEARS_TURN / HEARS_ACROSS when on(event, ...) does
        nothing unless the event is about the card itself / its player is the seat the card is on / its at_lane is
        the card's Lane / it is the turn of the seat the card is on / its (at_side, at_lane) face the card's."""
        return HEARS_ALL

    def hears(self, event: str, state: Board, card_id: int, ctx: dict[str, Any]) -> bool:
        """True when on(event, ...) with this ctx would run a text of the card (a trigger whose condition
        holds); the rules ask it to know which start-of-turn texts wait (R30). Unknown: True."""
        return True

    def resume(self, state: Board, key: str, choice: str, source: int, data: Any) -> None:
        """A choice this script asked for (see ask) was made: `choice` is the chosen option string."""

    def run_at_end(self, state: Board, entry: dict[str, Any]) -> bool:
        """Run what this script left in this_turn[AT_END] for the end of the turn; True when it paused."""
        return False

    def attack_bonus(self, state: Board, source_id: int, card_id: int, side: SeatId, lane: LaneId) -> int:
        """Always-on ATK change this card (in play) gives the creature card_id."""
        return 0

    def defense_bonus(self, state: Board, source_id: int, card_id: int, side: SeatId, lane: LaneId) -> int:
        """Always-on DEF change this card (in play) gives the creature card_id."""
        return 0

    def cost_change(self, state: Board, player: SeatId, card_id: int, source_id: int) -> tuple[int, int]:
        """R12: (cost delta, action-only discount) this card gives to playing card_id."""
        return (0, 0)

    def abilities(self, state: Board, player: SeatId, source_id: int) -> list[str]:
        """Activated abilities (Heroes, R25; 'cost >>> effect' cards) usable now, as option strings."""
        return []

    def use_ability(self, state: Board, player: SeatId, source_id: int, key: str) -> None:
        """Use an ability offered by `abilities`."""

    def ability_keys(self) -> tuple[str, ...]:
        """Every activated ability's key, in the card's order: an ability's index here is stable, so an
        action may name it by index ('hero #0', 'use lane=1 ability=#1')."""
        return ()

    def protects(self, state: Board, source_id: int, side: SeatId, lane: LaneId) -> bool:
        """True when this card (in play) keeps the Creature at (side, lane) from being attacked."""
        return False

    def wards(self, state: Board, card_id: int, side: SeatId, lane: LaneId, source: int,
              source_side: SeatId | None) -> bool:
        """True when this Creature (card_id, at side/lane) can't take damage from card `source` (-1: unknown; a
        Creature's ability: source_side its controller) now; asked only when it lists WARDS among its events."""
        return False

    def shields(self, state: Board, source_id: int, side: SeatId, lane: LaneId) -> bool:
        """True when this card (in play) keeps the Creature at (side, lane) from being targeted (Cave of
        Solitude)."""
        return False

    def restrains(self, state: Board, source_id: int, side: SeatId, lane: LaneId) -> bool:
        """True when this card (in play) keeps the Creature at (side, lane) from attacking and from using its
        Floop and other activated abilities (Ice-olation Cell); the script lists RESTRAINS among its events."""
        return False

    def hushes(self, state: Board, source_id: int, side: SeatId, lane: LaneId, card_id: int) -> bool:
        """True when this card (in play) keeps the Creature card_id at (side, lane) from setting off
        enters-play and leaves-play effects (Palace of Bone)."""
        return False

    def granted_floops(self, state: Board, source_id: int, side: SeatId, lane: LaneId,
                       card_id: int) -> list[tuple[str, Any]]:
        """Floop abilities this card gives the Creature card_id at (side, lane): [(name, script)]; the
        script's can_floop/floop run as if the Creature had the ability itself."""
        return []


# What a pending choice asks for (PendingChoice.kind): a card in play to aim at, yes or no ("may"), a card to
# discard, a Lane, a player, a card from a hand / discard pile / deck, which Floop ability, or one of several
# named modes of an effect, or which of several waiting texts runs first (R30).
CHOICE_KINDS = ("target", "may", "discard", "lane", "player", "hand card", "discard pile card", "deck card",
                "ability", "mode", "order")
_ZONE_KIND = {"creature": "target", "building": "target", "player": "player", "lane": "lane",
              "hand": "hand card", "discard": "discard pile card", "deck": "deck card"}


def choice_kind(options: Any) -> str:
    """The kind of a choice, read from its options' text (see CHOICE_KINDS)."""
    opts = tuple(options)
    if opts and all(o in ("yes", "no") for o in opts):
        return "may"
    if opts and all(o.startswith("floop:") for o in opts):
        return "ability"
    kinds = set()
    for o in opts:
        if o == "none":  # the choice may be declined; the other options say what it is
            continue
        parts = o.split(":")
        kinds.add(_ZONE_KIND.get(parts[1], "mode") if len(parts) >= 2 and parts[0][:1] == "p" else "mode")
    return kinds.pop() if len(kinds) == 1 else "mode"


def is_scripted(slug: str) -> bool:
    """True when a card or Hero script is registered under the slug."""
    return slug in SCRIPTS or slug in HERO_SCRIPTS


def script_for(slug: str) -> Any:
    """The script registered for a slug, or None (a vanilla card)."""
    return SCRIPTS.get(slug)


def ask(state: Board, player: SeatId, options: Any, source: int, key: str, data: Any = (), script: str | None = None,
        kind: str = "") -> None:
    """R17: make `player` choose one of `options`; the asking card's script (or the Hero script named by
    `script` when source is -1) gets resume() when they do. `kind` says what sort of choice it is when the
    options alone do not (a discard from hand looks like any hand card)."""
    if not options:
        raise ValueError("a choice needs at least one option (R16: no target means the card cannot be used)")
    if script is None:
        script = state.tab.slug[source]
    core_ask(state.pending, player, options, source, script, key, data, kind)


def absorber(state: Board, p: SeatId) -> int:
    """The slot of p's Building that takes the damage p would be dealt instead (Bongo Bounce House): the first, in
    Lane order, whose text is not lost; -1 when none."""
    for slot, cid in enumerate(state.building[p]):
        if cid >= 0:
            sc = state.scripts[cid]
            if sc is not None and sc.absorbs_player_damage and not silenced(state, cid):
                return slot
    return -1


def silenced(state: Board, card_id: int) -> bool:
    """True when the card has lost its abilities this turn (e.g. Schoolhouse)."""
    tt = state.this_turn
    return bool(tt) and card_id in tt.get("silenced", ())


def frozen_entry_allowed(state: Board, p: SeatId) -> bool:
    """True when a Teamwork card in play of p's team lets p play Creatures onto Frozen Landscapes now (R27: it
    works for both teammates; Coordination, R41: onto an empty one, never replacing). Only games with such a
    script (FROZEN_ENTRY in state.listen) ask."""
    for seat in (p, *state.teammates(p)):
        cid = state.teamwork[seat]
        if cid >= 0:
            sc = state.scripts[cid]
            fe = sc.frozen_entry if sc is not None else None
            if fe is not None and not silenced(state, cid) and fe(state, cid, seat, p):
                return True
    return False


def more_buildings_allowed(state: Board, side: SeatId, lane: LaneId) -> bool:
    """True when side's Creature in that Lane lets side play additional Buildings there (Burly Lumberjack) and
    has not lost its abilities. Only games with such a script (MORE_BUILDINGS in state.listen) ask."""
    cid = state.creature[side][lane]
    if cid < 0:
        return False
    sc = state.scripts[cid]
    return sc is not None and sc.more_buildings and not silenced(state, cid)


def script_of(state: Board, card_id: int) -> Any:
    """The script whose abilities the card in play has now: its own, or None (vanilla or silenced)."""
    sc = state.scripts[card_id]
    if sc is not None:
        tt = state.this_turn
        if tt and "silenced" in tt and card_id in tt["silenced"]:
            return None
    return sc


def turn_set(state: Board, key: str, value: Any) -> None:
    """Add value to the "this turn" list under key (copy on write: clones share this_turn's values)."""
    if state.bonus is not BUSY:  # engine.state.touch
        state.bonus = None
    old = state.this_turn.get(key, [])
    if value not in old:
        state.this_turn = dict(state.this_turn, **{key: old + [value]})


def turn_map(state: Board, key: str, k: int, value: Any) -> None:
    """Set this_turn[key][k] = value (copy on write)."""
    if state.bonus is not BUSY:  # engine.state.touch
        state.bonus = None
    old = state.this_turn.get(key, {})
    state.this_turn = dict(state.this_turn, **{key: dict(old, **{str(k): value})})


def floop_options(state: Board, side: SeatId, lane: LaneId, card_id: int, building: bool = False) -> list[tuple[str, Any]]:
    """The Floop abilities the card at (side, lane) can use now, as [(name, script)] (R16 checked).
    'own' is the card's own; 'as:<slug>' one it gained this turn; '<slug>' one another card or a Hero
    grants it."""
    out: list[tuple[str, Any]] = []
    if not building and NO_FLOOP in state.listen and floop_barred(state, side, lane):
        return out
    sc = script_of(state, card_id)
    if sc is not None and sc.has_floop and sc.can_floop(state, side, lane, card_id):
        out.append(("own", sc))
    if building:
        return out
    tt = state.this_turn
    if tt and "granted" in tt:
        g = tt["granted"].get(str(card_id))
        gs = SCRIPTS.get(g) if g else None
        if gs is not None and gs.has_floop and gs.can_floop(state, side, lane, card_id):
            out.append(("as:" + g, gs))
    for seat, h in enumerate(state.hero):
        hs = HERO_SCRIPTS.get(h) if h else None
        if hs is not None and hs.grants_floop:
            out.extend(hs.granted_floops(state, hero_source(seat), side, lane, card_id))
    if state.granters:  # some card in this game may grant Floop abilities (state.granters: at game start)
        slug = state.tab.slug
        for _s, _l, src, _b in in_play(state):
            if slug[src] in GRANTERS:
                gs = state.scripts[src]
                if gs is not None and gs.grants_floop and not silenced(state, src):
                    out.extend(gs.granted_floops(state, src, side, lane, card_id))
    return out


def _any_source(state: Board, by_id: tuple[Any, ...], ask: str, *args: Any) -> bool:
    """True when a card in play that has an entry in `by_id` (a per-game table of the scripts that may
    protect, shield or hush: see blank_state) and has not lost its abilities answers yes to its method `ask`
    (called with the state, its own id, then args)."""
    for s2 in state.seats:
        for row in (state.creature[s2], state.building[s2]):
            for src in row:
                if src >= 0:
                    sc = by_id[src]
                    if sc is not None and not silenced(state, src) and getattr(sc, ask)(state, src, *args):
                        return True
    return False


def attack_blocked(state: Board, side: SeatId, lane: LaneId) -> bool:
    """True when the Creature at (side, lane) may not be attacked (e.g. next to Cool Dog)."""
    by_id = state.protect_by_id  # card id -> its script when it may protect Creatures (fixed per game)
    if by_id is None:
        return False
    tt = state.this_turn
    quiet = bool(tt) and "silenced" in tt
    for s2 in state.seats:  # _any_source's order, with each source's place known (no lookup)
        for row, zone in ((state.creature[s2], "creature"), (state.building[s2], "building")):
            for l2 in state.lanes_of(s2):
                src = row[l2]
                if src >= 0:
                    sc = by_id[src]
                    if sc is not None and not (quiet and src in tt["silenced"]):
                        if (sc.protects_at(state, src, s2, l2, zone, side, lane) if sc.positional
                                else sc.protects(state, src, side, lane)):
                            return True
        if state.annex[s2]:  # additional Buildings (Burly Lumberjack), each in its Lane
            for sc, src, l2 in _extra_sources(state, s2, by_id, quiet):
                if (sc.protects_at(state, src, s2, l2, "building", side, lane) if sc.positional
                        else sc.protects(state, src, side, lane)):
                    return True
    return False


def _extra_sources(state: Board, s2: SeatId, by_id: tuple[Any, ...], quiet: bool) -> Iterator[tuple[Any, int, LaneId]]:
    """(script, id, Lane) of each additional Building of side s2 (Burly Lumberjack) that has an entry in by_id
    and has not lost its abilities (`quiet`: some card is silenced this turn)."""
    row = state.building[s2]
    for i, l2 in enumerate(state.annex[s2]):
        src = row[LANES + i]
        sc = by_id[src]
        if sc is not None and not (quiet and src in state.this_turn["silenced"]):
            yield sc, src, l2


def untargetable(state: Board, side: SeatId, lane: LaneId) -> bool:
    """True when the Creature at (side, lane) can't be targeted (Cave of Solitude): Target selectors skip it.
    Only games with such a card (state.shield_by_id) ask."""
    by_id = state.shield_by_id  # card id -> its script when it may shield Creatures (fixed per game)
    if by_id is None:
        return False
    return _any_source(state, by_id, "shields", side, lane)


def restrained(state: Board, side: SeatId, lane: LaneId) -> bool:
    """True when the Creature at (side, lane) can't attack nor use its abilities now (Ice-olation Cell). Only games
    with a script listing RESTRAINS look further than the first test."""
    if RESTRAINS not in state.listen:
        return False
    return held_by(state, restrainers(state), side, lane)


def restrainers(state: Board) -> list[tuple[Any, int]]:
    """(script, id) of each card in play that may keep Creatures from attacking and using their abilities, and has
    not lost its abilities (restrained's sources), looked up once for a whole list of legal actions; none unless a
    script of the game lists RESTRAINS."""
    if RESTRAINS not in state.listen:
        return []
    return live_sources(state, lambda sc: RESTRAINS in sc.events)


def live_sources(state: Board, has: Callable[[Any], bool]) -> list[tuple[Any, int]]:
    """(script, id) of each Creature and Building in play whose script passes `has` and that has not lost its
    abilities, side by side and Lane by Lane."""
    found: list[tuple[Any, int]] = []
    scripts = state.scripts
    for s2 in state.seats:
        for row in (state.creature[s2], state.building[s2]):
            for src in row:
                if src >= 0:
                    sc = scripts[src]
                    if sc is not None and has(sc) and not silenced(state, src):
                        found.append((sc, src))
    return found


def held_by(state: Board, found: list[tuple[Any, int]], side: SeatId, lane: LaneId) -> bool:
    """restrained(state, side, lane) with its sources looked up already (found: restrainers(state))."""
    for sc, src in found:
        if sc.restrains(state, src, side, lane):
            return True
    return False


def spared(state: Board, side: SeatId, source_side: SeatId | None) -> bool:
    """True when damage a Creature controlled by source_side deals to a Creature on `side` is prevented this
    turn (Falling Star: this_turn['spared'] lists the protected seats). source_side None: the damage does not
    come from a Creature (a Spell, a Building, a Hero), and is never prevented so."""
    tt = state.this_turn
    return bool(tt) and source_side is not None and source_side != side and side in tt.get(SPARED, ())


def hushed(state: Board, side: SeatId, lane: LaneId, card_id: int) -> bool:
    """True when the Creature card_id entering or leaving play at (side, lane) sets off no enters-play or
    leaves-play effect (Palace of Bone): the rules then dispatch none of those events for it and skip its own
    enters-play text. Only games with such a card (state.hush_by_id) ask."""
    by_id = state.hush_by_id  # card id -> its script when it may hush Creatures (fixed per game)
    if by_id is None:
        return False
    return _any_source(state, by_id, "hushes", side, lane, card_id)


def in_play(state: Board) -> list[tuple[SeatId, LaneId, int, bool]]:
    """(side, lane, card_id, is_building) for every card in play, active player's side first."""
    out = []
    for side in state.seats_from(state.active):
        cr, bd = state.creature[side], state.building[side]
        for lane in state.lanes_of(side):
            if cr[lane] >= 0:
                out.append((side, lane, cr[lane], False))
            if bd[lane] >= 0:
                out.append((side, lane, bd[lane], True))
        for i, lane in enumerate(state.annex[side]):  # additional Buildings (Burly Lumberjack)
            out.append((side, lane, bd[LANES + i], True))
    return out


def dispatch(state: Board, event: str, **ctx: Any) -> None:
    """Run every in-play card script (and Hero script) listening to `event`. A card that has just left
    play hears its own leaves_play / destroyed (ctx side and lane are where it was)."""
    if not state.scripted or event not in state.listen:
        return  # no card or Hero in this game listens to it (state.listen is fixed when the game starts)
    dispatch_ctx(state, event, ctx)


def dispatch_ctx(state: Board, event: str, ctx: dict[str, Any]) -> None:
    """dispatch with the event's details as a dict (the rules' compiled gate, ops.core.dispatch, hands it on)."""
    prev = state.bonus
    if prev is not BUSY:  # listeners may change anything: always-on bonuses are read afresh meanwhile
        state.bonus = BUSY
        ran = _dispatch(state, event, ctx)
        state.bonus = None if ran else prev  # kept when no listener ran: nothing changed
    else:
        _dispatch(state, event, ctx)


def _dispatch(state: Board, event: str, ctx: dict[str, Any]) -> bool:
    """dispatch's work; True when some listener's script ran."""
    scripts = state.scripts
    ran = False
    if event == LEAVES_PLAY or event == DESTROYED:
        cid = ctx["card"]
        sc = scripts[cid]
        if sc is not None and event in sc.events and not silenced(state, cid):
            ran = True
            sc.on(event, state, cid, dict(ctx, side=ctx["from_side"], lane=ctx["from_lane"]))
    elif event == DISCARDED or event == PILED:  # the card hears it from the discard pile (Impossible Possum)
        cid = ctx["card"]
        sc = scripts[cid]
        if sc is not None and event in sc.events:
            ran = True
            sc.on(event, state, cid, dict(ctx, side=ctx["player"], lane=-1))
    entry = state.ears.get(event)  # (card id -> its script when it listens to the event, -> what it can hear)
    # the walk of the board is compiled (board.hearers): the cards listening, as the event found them
    heard = [] if entry is None else hearers(state, entry[0], entry[1], ctx.get("card"), ctx.get("player"),
                                             ctx.get("at_side"), ctx.get("at_lane"))
    if IN_DISCARD in state.listen and event != DISCARDED and event != PILED:
        for side in state.seats_from(state.active):  # cards waiting in a discard pile, after those in play
            for cid in state.discard[side]:
                sc = scripts[cid]
                if sc is not None and sc.hears_in_discard and event in sc.events and cid != ctx.get("card"):
                    heard.append((sc, cid, side, -1))
    for sc, cid, side, lane in heard:  # listeners as the event found them (effects may move cards)
        if not silenced(state, cid):
            ran = True
            sc.on(event, state, cid, dict(ctx, side=side, lane=lane))
    for side in state.seats_from(state.active):
        h = state.hero[side]
        sc = HERO_SCRIPTS.get(h) if h else None
        if sc is not None and event in sc.events:
            hearing = sc.hearing(event)  # what of it the Hero can hear (HEARS_LANE, HEARS_ACROSS: always visited)
            if (hearing == HEARS_SIDE and side != ctx.get("player")
                    or hearing == HEARS_TURN and side != state.active
                    or hearing == HEARS_OWN and hero_source(side) != ctx.get("card")):
                continue
            ran = True
            sc.on(event, state, hero_source(side), dict(ctx, side=side))
    tt = state.this_turn
    if tt and WATCHING in tt:  # Spells listening for the rest of the turn (Royal Revelry)
        for cid in tt[WATCHING]:
            sc = scripts[cid]
            if sc is not None and event in sc.events:
                ran = True
                sc.on(event, state, cid, dict(ctx, side=state.tab.owner[cid], lane=-1))
    return ran


def place_of(state: Board, cid: int) -> tuple[SeatId, LaneId, str] | None:
    """(side, lane, zone) of a card in play, a Hero's (seat, -1, 'hero'), or None once the card has left play."""
    if cid < 0:
        return hero_seat(cid), LaneId(-1), "hero"
    for side, lane, c, building in in_play(state):
        if c == cid:
            return side, lane, "building" if building else "creature"
    return None


def _placed(state: Board, cid: int) -> tuple[SeatId, LaneId, str]:
    """place_of for a card known to be in play (a waiting text's, just checked by start_text_waits)."""
    where = place_of(state, cid)
    if where is None:
        raise ValueError(f"card {cid} is not in play")
    return where


def start_text_waits(state: Board, cid: int, player: SeatId) -> bool:
    """R30: True while the start-of-turn text of card cid (or a Hero) can still run: the card is still in play
    (a text whose card has left play does not run), has its abilities, and its condition holds."""
    where = place_of(state, cid)
    if where is None:
        return False
    side, lane, zone = where
    if zone == "hero":
        h = state.hero[side]
        hs = HERO_SCRIPTS.get(h) if h else None
        return hs is not None and bool(hs.hears(START_OF_TURN, state, cid, {"player": player, "side": side}))
    sc = state.scripts[cid]
    return (sc is not None and not silenced(state, cid)
            and bool(sc.hears(START_OF_TURN, state, cid, {"player": player, "side": side, "lane": lane})))


def run_start_text(state: Board, cid: int, player: SeatId) -> None:
    """R30: run the start-of-turn text of card cid (or a Hero), from where it is now."""
    side, lane, zone = _placed(state, cid)
    prev = state.bonus
    state.bonus = BUSY  # listeners may change anything: always-on bonuses are read afresh meanwhile
    if zone == "hero":
        HERO_SCRIPTS[str(state.hero[side])].on(START_OF_TURN, state, cid, {"player": player, "side": side})
    else:
        state.scripts[cid].on(START_OF_TURN, state, cid, {"player": player, "side": side, "lane": lane})
    if prev is not BUSY:
        state.bonus = None


def start_order_options(state: Board, waiting: list[int]) -> list[str]:
    """The options of R30's question, one per waiting text, in the order of `waiting`: 'first <slug>
    p<side>:<zone>:<lane>' ('p<seat>:hero' for a Hero), numbered when two would read the same."""
    out: list[str] = []
    for cid in waiting:
        side, lane, zone = _placed(state, cid)
        if zone == "hero":
            o = f"first {state.hero[side]} p{side}:hero"
        else:
            o = f"first {state.tab.slug[cid]} {target_option(side, zone, lane)}"
        out.append(o if o not in out else f"{o} #{len(out)}")
    return out


def fight_bonus(state: Board, side: SeatId, lane: LaneId, cid: int, foe_side: SeatId, foe_lane: LaneId,
                attacking: bool) -> int:
    """The ATK the Creature cid at (side, lane) has only while it fights the Creature at (foe_side, foe_lane),
    attacking or defending: its own text's (Script.fight_atk) and this turn's bonuses of its controller's Spells
    (this_turn[FIGHTING]: [seat, Landscape type, ATK, 'attacking' | 'defending' | 'fighting']). "A Creature on a
    <type> Landscape" reads the foe's Landscape, face up (R31: a face-down one has no type)."""
    land = None if state.face_down[foe_side][foe_lane] else state.land[foe_side][foe_lane]
    total = 0
    tt = state.this_turn
    if tt and FIGHTING in tt:
        how = "attacking" if attacking else "defending"
        for seat, t, n, when in tt[FIGHTING]:
            if seat == side and t == land and when in (how, "fighting"):
                total += n
    sc = state.scripts[cid]
    if sc is not None and sc.fight_atk is not None and not silenced(state, cid):
        total += sc.fight_atk(state, cid, side, lane, land, attacking)
    return total


def ignored(state: Board, side: SeatId, lane: LaneId, cid: int, by: SeatId | None) -> int:
    """How much of each damage dealt by a Creature of `by` the Creature cid at (side, lane) ignores now (its script's
    ignores, Fluffy Fox): 0 unless `by` is an opponent of `side` (R35). Asked only in games listing IGNORES."""
    if by is None or by not in state.opponents(side):
        return 0
    sc = state.scripts[cid]
    f = getattr(sc, "ignores", None) if sc is not None else None
    return int(f(state, side, lane, cid)) if f is not None and not silenced(state, cid) else 0


def fights_player(state: Board, side: SeatId, lane: LaneId, cid: int) -> bool:
    """R46: the Creature cid at (side, lane) deals its Fight damage to the opposing Creature's controller (their
    team's HP) instead of that Creature, now (its script's fights_player, unless its text is lost)."""
    sc = state.scripts[cid]
    f = getattr(sc, "fights_player", None) if sc is not None else None
    return f is not None and not silenced(state, cid) and bool(f(state, side, lane, cid))


def run_at_end_of_turn(state: Board) -> bool:
    """Run the effects left for the end of this turn (this_turn[AT_END], oldest first; each is taken off the
    list before it runs, so one that pauses for a choice, R17, is not run twice); True when one paused."""
    while state.phase != OVER:
        todo = state.this_turn.get(AT_END)
        if not todo:
            return False
        entry = todo[0]
        if state.bonus is not BUSY:  # board.touch
            state.bonus = None
        state.this_turn = dict(state.this_turn, **{AT_END: todo[1:]})
        sc = (HERO_SCRIPTS if entry["hero"] else SCRIPTS)[entry["script"]]
        if sc.run_at_end(state, entry):
            return True
    return False


def run_at_start_of_turn(state: Board) -> None:
    """Run the effects left for the start of the active seat's turn (this_turn[AT_START] entries with that
    seat, newest first, so undoing two changes to one thing restores the oldest state); they make no
    choices. Entries for other seats wait."""
    todo = state.this_turn.get(AT_START)
    if not todo:
        return
    due = [e for e in todo if e["seat"] == state.active]
    if not due:
        return
    if state.bonus is not BUSY:  # board.touch
        state.bonus = None
    rest = [e for e in todo if e["seat"] != state.active]
    state.this_turn = {k: v for k, v in state.this_turn.items() if k != AT_START}
    if rest:
        state.this_turn[AT_START] = rest
    for entry in reversed(due):
        sc = (HERO_SCRIPTS if entry["hero"] else SCRIPTS)[entry["script"]]
        sc.run_at_end(state, entry)
        if state.phase == OVER:
            return


def add_modifier(state: Board, card_id: int, atk: int = 0, defense: int = 0, duration: str = THIS_TURN) -> None:
    """Give a card +atk/+defense for a duration ("this turn": cleared at the end of the turn)."""
    if state.bonus is not BUSY:  # engine.state.touch
        state.bonus = None
    state.mods.append((card_id, atk, defense, duration))


def target_option(side: int, zone: str, lane: int) -> str:
    """Option text naming a card in play: 'p1:creature:2'."""
    return f"p{side}:{zone}:{lane}"


def parse_target(option: str) -> tuple[SeatId, str, Any]:
    """Inverse of target_option: (side, zone, lane); 'p1:player' gives (1, 'player', -1)."""
    parts = option.split(":")
    if len(parts) == 2:
        return SeatId(int(parts[0][1:])), parts[1], -1
    p, zone, lane = parts
    return SeatId(int(p[1:])), zone, int(lane) if lane.lstrip("-").isdigit() else lane


def creature_targets(state: Board, sides: tuple[int, ...] | None = None) -> list[str]:
    """Options for every Creature in play on the given sides (every seat's by default)."""
    return [target_option(s, "creature", ln) for s in (state.seats if sides is None else sides)
            for ln in state.lanes_of(s) if state.creature[s][ln] >= 0]


# Marks a script lists among its events (never dispatched) to ask the rules for bookkeeping only some cards
# need, as BEFORE_LEAVING does: the rules do the work only in games where a card asks for it (state.listen).
PLAYED: Final = "played"  # this_turn['played']: ids of the cards each player played from hand this turn, in order
DREW: Final = "drew"  # this_turn['drawn']: {seat: cards drawn this turn} (the turn's draw included)
NO_FLOOP: Final = "no_floop"  # some card may keep Creatures from using Floop abilities (Script.bars_floop)
WINS: Final = "wins"  # some Hero's text wins the game on a condition of its own (Script.wins: Billy)
DISCARDS: Final = "discards"  # this_turn['discards']: cards discarded from any hand this turn (Black Paladin)
PILES: Final = "piles"  # this_turn['piles']: Creature cards that went into a discard pile this turn, in order (TailGator)
WARDS: Final = "wards"  # some Creature can't be damaged by some effects (Script.wards: Mint Chocouflage)


def note_piled(state: Board, cid: int) -> None:
    """A card went into its owner's discard pile (destroyed, replaced, discarded, milled, from under a card): a
    Creature card is noted in this_turn[PILES], in games where a script lists the mark PILES."""
    if state.scripted and PILES in state.listen and state.tab.kind[cid] == K_CREATURE:
        turn_append(state, PILES, cid)


def unnote_piled(state: Board, cid: int) -> None:
    """The card just noted by note_piled did not stay (a Creature returned to hand passes by no pile)."""
    if state.scripted and PILES in state.listen and cid in state.this_turn.get(PILES, ()):
        old = list(state.this_turn[PILES])
        old.reverse()
        old.remove(cid)
        old.reverse()
        turn_set_list(state, PILES, old)


def turn_set_list(state: Board, key: str, value: list[Any]) -> None:
    """this_turn[key] = value (copy on write)."""
    if state.bonus is not BUSY:
        state.bonus = None
    state.this_turn = dict(state.this_turn, **{key: value})


def warded(state: Board, side: SeatId, lane: LaneId, source: int, source_side: SeatId | None) -> bool:
    """True when the Creature at (side, lane) can't take the damage card `source` (-1: unknown) deals now, by its
    own text (Script.wards: Mint Chocouflage). Only games with a script listing WARDS ask."""
    cid = state.creature[side][lane]
    sc = state.scripts[cid] if cid >= 0 else None
    return (sc is not None and WARDS in sc.events and not silenced(state, cid)
            and bool(sc.wards(state, cid, side, lane, source, source_side)))


def turn_append(state: Board, key: str, value: Any) -> None:
    """Append value to the "this turn" list under key, repeats kept (copy on write, like turn_set)."""
    if state.bonus is not BUSY:  # engine.state.touch
        state.bonus = None
    state.this_turn = dict(state.this_turn, **{key: state.this_turn.get(key, []) + [value]})


def play_barred(state: Board, p: SeatId, cid: int) -> int:
    """The card in play that keeps p from playing card cid now (its id; -2 for a lock an effect left in
    this_turn[LOCKS], e.g. Ghost Ninja's "no Spells on their next turn"), or -1 when none does. Only games whose
    scripts list the mark LOCKS ask: a card's bars_play(state, its id, its side, player, card id) says (Pentacutie)."""
    return barring_play(state, play_bars(state, p), p, cid)


def play_bars(state: Board, p: SeatId) -> tuple[bool, list[tuple[Any, int, SeatId]]]:
    """What may keep p from playing cards now, looked up once for a whole hand (play_barred's sources): whether a
    lock in this_turn[LOCKS] keeps p from playing Spells, and (script, id, side) of each card in play with a
    bars_play that has not lost its abilities, in in_play's order."""
    no_spells = False
    for seat, what, last in state.this_turn.get(LOCKS, ()):
        if seat == p and state.turn <= last and what == "spell":
            no_spells = True
    found: list[tuple[Any, int, SeatId]] = []
    for side, _lane, src, _b in in_play(state):
        sc = state.scripts[src]
        if sc is not None and getattr(sc, "bars_play", None) is not None and not silenced(state, src):
            found.append((sc, src, side))
    return no_spells, found


def barring_play(state: Board, bars: tuple[bool, list[tuple[Any, int, SeatId]]], p: SeatId, cid: int) -> int:
    """play_barred(state, p, cid) with its sources looked up already (bars: play_bars(state, p))."""
    no_spells, found = bars
    if no_spells and state.tab.kind[cid] == K_SPELL:
        return -2
    for sc, src, side in found:
        if sc.bars_play(state, src, side, p, cid):
            return src
    return -1


def play_barred_by(state: Board, bars: tuple[bool, list[tuple[Any, int, SeatId]]], p: SeatId, cid: int) -> bool:
    """play_barred(state, p, cid) != -1, with its sources looked up already (bars: play_bars(state, p))."""
    return barring_play(state, bars, p, cid) != -1


def text_winners(state: Board) -> tuple[list[SeatId], str]:
    """(seats whose Hero's text has won the game now, the reason word): Script.wins(state, seat) names a reason
    when it holds (Billy: 'deck'). Only games whose scripts list the mark WINS ask."""
    won: list[SeatId] = []
    why = ""
    for seat in state.seats:
        h = state.hero[seat]
        sc = HERO_SCRIPTS.get(h) if h else None
        w = getattr(sc, "wins", None) if sc is not None else None
        reason = w(state, seat) if w is not None else ""
        if reason:
            won.append(seat)
            why = str(reason)
    return won, why


def floop_barred(state: Board, side: SeatId, lane: LaneId) -> bool:
    """True when a card in play keeps the Creature at (side, lane) from using Floop abilities (Woadic
    Enchantress): its script's bars_floop(state, its id, side, lane) says so."""
    return barred_by(state, floop_bars(state), side, lane)


def floop_bars(state: Board) -> list[tuple[Any, int]]:
    """(script, id) of each card in play with a bars_floop that has not lost its abilities (floop_barred's
    sources), looked up once for a whole list of legal actions."""
    return live_sources(state, lambda sc: getattr(sc, "bars_floop", None) is not None)


def barred_by(state: Board, bars: list[tuple[Any, int]], side: SeatId, lane: LaneId) -> bool:
    """floop_barred(state, side, lane) with its sources looked up already (bars: floop_bars(state))."""
    for sc, src in bars:
        if sc.bars_floop(state, src, side, lane):
            return True
    return False
