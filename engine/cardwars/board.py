"""The board: a Card Wars position as plain lists and ints, cheap to clone. Data only; the rules live in
engine.cardwars.rules and the state protocol in engine.cardwars.game (python-chess keeps its board data
apart from its move generation the same way)."""
from __future__ import annotations

from typing import Any

from ..core.outcome import Outcome, Termination
from ..core.rng import Rng
from .defs import LANES, RAINBOW, CardDef, slugify

# Card kinds as small ints (hot path).
K_CREATURE, K_BUILDING, K_SPELL, K_TEAMWORK, K_OTHER = range(5)
KIND_CODE = {"creature": K_CREATURE, "building": K_BUILDING, "spell": K_SPELL, "teamwork": K_TEAMWORK}

# Card states in play.
READY, EXHAUSTED, FLOOPED = 0, 1, 2  # EXHAUSTED = turned by attacking (or an effect); FLOOPED = by its Floop
STATE_NAMES = ("ready", "exhausted", "flooped")

# Phases.
MULLIGAN, MAIN, FIGHT, ENDING, OVER = range(5)
PHASE_NAMES = ("mulligan", "main", "fight", "ending", "over")

DRAW_RESULT = -1  # winner value for a draw

# GameState.bonus: what is worked out about this position and kept while nothing changes: [always-on ATK
# bonuses, DEF bonuses, legal actions] (engine.rules.core.static_bonus, legal_actions), each None until
# first read. bonus None = nothing kept yet; BUSY = the state is being changed (an action is being applied,
# an event dispatched): every read computes afresh.
BUSY = False


def touch(state) -> None:
    """Forget what is kept about the position (always-on bonuses, legal actions): call after changing a
    GameState by hand (outside apply_action, which does it itself). The rules' primitives call it too."""
    if state.bonus is not BUSY:
        state.bonus = None


def slot_lane(state, side: int, slot: int) -> int:
    """The Lane of the Building at building[side][slot]: the slot itself for a Lane's first Building, the Lane
    written in state.annex for an additional one (Burly Lumberjack)."""
    return slot if slot < LANES else state.annex[side][slot - LANES]


def outcome_of(winner, reason, seats=2) -> Outcome:
    """A Card Wars ending as the core's Outcome: winner seat (None for a draw) and the reason word ('hp':
    R22, 'turn limit': R23, a Hero's own win condition: 'deck', Billy)."""
    if reason == "turn limit":
        term = Termination.TURN_LIMIT
    else:
        term = Termination.SIMULTANEOUS if winner is None else Termination.WIN_CONDITION
    if winner is None:
        return Outcome.draw(seats, reason, term)
    return Outcome.win(seats, winner, reason, term)


def card_names(defs):
    """Lower-case and slugified card names -> slug, for parsing actions written with names."""
    out = {}
    for d in defs.values():
        if isinstance(d, CardDef):
            out[slugify(d.name)] = d.slug
            out[d.name.lower()] = d.slug
    return out


class Tables:
    """Per-card-id facts shared by every clone of a game (never mutated after build)."""

    __slots__ = ("defs", "slug", "kind", "cost", "ltype", "atk", "dfn", "owner", "_names", "heroes")

    def __init__(self, entries, defs, heroes=None):
        """entries: list of (slug, owner) by card id; defs: slug -> CardDef."""
        self.defs = defs
        self.heroes = heroes or {}
        self.slug = tuple(s for s, _ in entries)
        self.owner = tuple(o for _, o in entries)
        ds = [defs[s] for s, _ in entries]
        self.kind = tuple(KIND_CODE.get(d.kind, K_OTHER) for d in ds)
        self.cost = tuple(d.cost or 0 for d in ds)
        self.ltype = tuple(d.landscape or RAINBOW for d in ds)
        self.atk = tuple(d.vanilla_attack for d in ds)
        self.dfn = tuple(d.vanilla_defense for d in ds)
        self._names = None

    @property
    def names(self) -> dict:
        """Card names -> slugs (built on first use: only text parsing needs it)."""
        if self._names is None:
            self._names = card_names(self.defs)
        return self._names

    def with_card(self, slug, owner):
        """A copy with one more card id (for effects that create cards); returns (tables, new id)."""
        entries = list(zip(self.slug, self.owner, strict=True)) + [(slug, owner)]
        return Tables(entries, self.defs, self.heroes), len(entries) - 1


class Board:
    """A Card Wars position as data: the GameState of engine.cardwars.game adds the protocol on top."""

    __slots__ = (
        "tab", "setup", "seed", "rng", "scripted", "scripts", "turn_limit", "variant",
        "hp", "hand", "deck", "discard", "limbo", "removed", "under", "hero",
        "land", "face_down", "frozen", "land_count",
        "creature", "cdmg", "cstate", "building", "bstate", "annex",
        "active", "first_player", "turn", "phase", "actions_left", "mulligan_done",
        "winner", "end_reason", "mods", "this_turn", "pending", "history",
        "bonus", "listen", "cost_changes", "def_risk", "granters", "stat_by_id", "protect_by_id",
        "hush_by_id", "shield_by_id", "floop_by_id", "abil_by_id", "ears",
    )

    # The fields, for readers and type checkers (values are set by rules.turn.blank_state).
    tab: Tables  # per-card-id facts shared by every clone
    setup: Any  # the Setup the game started from (None for a position loaded from JSON)
    seed: int | None
    rng: Rng
    scripted: bool  # some card or Hero of this game has a script (else the vanilla fast path)
    scripts: tuple[Any, ...]  # card id -> its script or None
    turn_limit: int
    variant: str
    hp: list[int]  # per seat
    hand: list[list[int]]  # per seat, card ids
    deck: list[list[int]]  # per seat, card ids, the top card last
    discard: list[list[int]]
    limbo: list[int]
    removed: list[int]  # card ids removed from the game (Blood Transfusion): in no other zone, for good
    under: dict[int, tuple[int, ...]]  # card in play -> the cards under it (Carmel Camel); replaced, never changed
    hero: list[str | None]
    land: list[list[str]]  # per seat and Lane: the Landscape type
    face_down: list[list[bool]]
    frozen: list[list[bool]]
    land_count: list[dict[str, int]]
    creature: list[list[int]]  # per seat and Lane: card id or -1
    cdmg: list[list[int]]
    cstate: list[list[int]]  # READY, EXHAUSTED or FLOOPED
    building: list[list[int]]  # per seat: card id or -1 for each Lane, then the additional Buildings (annex)
    bstate: list[list[int]]  # the same places: READY, EXHAUSTED or FLOOPED
    # per seat: the Lane of each additional Building (Burly Lumberjack), which sits at building[seat][LANES + i];
    # () in almost every game. A Lane has additional Buildings only while it has its first one (building[seat][lane]);
    # immutable, shared by clones and replaced when it changes
    annex: tuple[tuple[int, ...], ...]
    active: int
    first_player: int
    turn: int
    phase: int  # MULLIGAN, MAIN, FIGHT, ENDING, OVER
    actions_left: int
    mulligan_done: list[bool]
    winner: int | None  # seat, DRAW_RESULT, or None while the game goes on
    end_reason: str | None
    mods: list[tuple[int, int, int, str]]  # (card id, ATK, DEF, until)
    this_turn: dict[str, Any]
    pending: list[Any]  # events.PendingChoice, the newest last
    history: list[Any]  # actions.Action values
    bonus: Any  # see BUSY
    listen: frozenset[str]
    cost_changes: bool
    def_risk: Any
    granters: bool
    stat_by_id: Any
    protect_by_id: Any
    hush_by_id: Any
    shield_by_id: Any
    floop_by_id: Any  # card id -> its script when it has a Floop ability, else None; None when no card has one
    abil_by_id: Any  # card id -> its script when it has activated abilities ("cost >>> effect"); None: no card
    ears: dict[str, Any]  # event -> (card id -> its script when it listens to the event), fixed per game

    def current_player(self) -> int:
        """Seat (0 or 1) that must decide now; -1 when the game is over."""
        if self.phase == OVER:
            return -1
        if self.pending:
            return self.pending[-1].player
        if self.phase == MULLIGAN:
            return self.first_player if not self.mulligan_done[self.first_player] else 1 - self.first_player
        return self.active

    def is_terminal(self) -> bool:
        """True once the game has ended (R22, R23)."""
        return self.phase == OVER

    def num_seats(self) -> int:
        """Seats at the table (2 in 1 vs 1)."""
        return len(self.hp)

    def clone(self, keep_cache=False) -> Board:
        """An independent copy (shares only immutable tables and setup). keep_cache=True: the copy shares
        what has been worked out about this position (legal actions, always-on bonuses) and each sees what
        the other works out until it changes; only for copies changed through apply_action (which drops
        the shared part), never by hand."""
        cls = type(self)
        n = cls.__new__(cls)
        n.tab = self.tab
        n.setup = self.setup
        n.seed = self.seed
        n.rng = self.rng.copy()
        n.scripted = self.scripted
        n.scripts = self.scripts
        n.listen = self.listen
        n.cost_changes = self.cost_changes
        n.def_risk = self.def_risk
        if keep_cache and self.bonus is not BUSY:
            if self.bonus is None:
                self.bonus = [None, None, None]
            n.bonus = self.bonus
        else:
            n.bonus = None
        n.granters = self.granters
        n.stat_by_id = self.stat_by_id
        n.protect_by_id = self.protect_by_id
        n.hush_by_id = self.hush_by_id
        n.shield_by_id = self.shield_by_id
        n.floop_by_id = self.floop_by_id
        n.abil_by_id = self.abil_by_id
        n.ears = self.ears
        n.turn_limit = self.turn_limit
        n.variant = self.variant
        n.hp = self.hp[:]
        n.limbo = self.limbo[:]
        n.removed = self.removed[:]
        n.annex = self.annex  # immutable: replaced, never changed
        n.under = self.under  # copy on write (ops.primitives.put_under): shared until one side changes it
        n.hero = self.hero[:]
        if len(self.hp) == 2:  # 1 vs 1: the per-seat lists copied without a loop (clone is the search's unit)
            a, b = self.hand
            n.hand = [a[:], b[:]]
            a, b = self.deck
            n.deck = [a[:], b[:]]
            a, b = self.discard
            n.discard = [a[:], b[:]]
            a_land, b_land = self.land
            n.land = [a_land[:], b_land[:]]
            a_face_down, b_face_down = self.face_down
            n.face_down = [a_face_down[:], b_face_down[:]]
            a_frozen, b_frozen = self.frozen
            n.frozen = [a_frozen[:], b_frozen[:]]
            a_land_count, b_land_count = self.land_count
            n.land_count = [a_land_count.copy(), b_land_count.copy()]
            a, b = self.creature
            n.creature = [a[:], b[:]]
            a, b = self.cdmg
            n.cdmg = [a[:], b[:]]
            a, b = self.cstate
            n.cstate = [a[:], b[:]]
            a, b = self.building
            n.building = [a[:], b[:]]
            a, b = self.bstate
            n.bstate = [a[:], b[:]]
        else:
            n.hand = [x[:] for x in self.hand]
            n.deck = [x[:] for x in self.deck]
            n.discard = [x[:] for x in self.discard]
            n.land = [x[:] for x in self.land]
            n.face_down = [x[:] for x in self.face_down]
            n.frozen = [x[:] for x in self.frozen]
            n.land_count = [dict(x) for x in self.land_count]
            n.creature = [x[:] for x in self.creature]
            n.cdmg = [x[:] for x in self.cdmg]
            n.cstate = [x[:] for x in self.cstate]
            n.building = [x[:] for x in self.building]
            n.bstate = [x[:] for x in self.bstate]
        n.active = self.active
        n.first_player = self.first_player
        n.turn = self.turn
        n.phase = self.phase
        n.actions_left = self.actions_left
        n.mulligan_done = self.mulligan_done[:]
        n.winner = self.winner
        n.end_reason = self.end_reason
        n.mods = self.mods[:]
        n.this_turn = self.this_turn.copy()
        n.pending = self.pending[:]
        n.history = self.history[:]
        return n

    # ---- read helpers for players, scripts and tests -------------------------------------------------
    def slug(self, card_id: int) -> str:
        """The slug of a card id."""
        return self.tab.slug[card_id]

    def card_def(self, card_id: int) -> CardDef:
        """The CardDef of a card id."""
        return self.tab.defs[self.tab.slug[card_id]]

    def owner(self, card_id: int) -> int:
        """Owner seat of a card (the deck it came from)."""
        return self.tab.owner[card_id]

    def buildings_in(self, side: int, lane: int) -> list[int]:
        """The places (indices into building[side]) of side's Buildings in a Lane: its first one, then the
        additional ones (Burly Lumberjack) in the order they entered."""
        if self.building[side][lane] < 0:
            return []
        return [lane] + [LANES + i for i, ln in enumerate(self.annex[side]) if ln == lane]

    def lanes(self) -> int:
        """Number of lanes per side."""
        return LANES

    def hand_slugs(self, player: int) -> list:
        """Slugs in a player's hand, in hand order."""
        s = self.tab.slug
        return [s[c] for c in self.hand[player]]
