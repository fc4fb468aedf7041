"""The board: a Card Wars position as plain lists and ints, cheap to clone. Data only; the rules live in
engine.cardwars.rules and the state protocol in engine.cardwars.game (python-chess keeps its board data
apart from its move generation the same way)."""
from __future__ import annotations

from typing import Any, Final, TypeVar

from ..core.outcome import Outcome, Termination
from ..core.pending import PendingChoice, Saved
from ..core.rng import Rng
from ..core.table import SeatId as SeatId  # re-exported: the kernel speaks of seats and teams in these
from ..core.table import Table
from ..core.table import TeamId as TeamId
from .defs import DOUBLES_HP, LANES, RAINBOW, START_HP, CardDef, slugify

# A Lane of a seat's row, 0..LANES-1 (an index into creature[seat], land[seat], ...). An alias, not a NewType:
# Lanes are counted and a Lane's neighbours are lane - 1 and lane + 1.
LaneId = int
LANE_IDS: Final[tuple[LaneId, ...]] = tuple(range(LANES))

# Card kinds as small ints (hot path).
K_CREATURE: Final = 0
K_BUILDING: Final = 1
K_SPELL: Final = 2
K_TEAMWORK: Final = 3
K_OTHER: Final = 4
KIND_CODE: Final = {"creature": K_CREATURE, "building": K_BUILDING, "spell": K_SPELL, "teamwork": K_TEAMWORK}

# Card states in play. EXHAUSTED = turned by attacking (or an effect); FLOOPED = by its Floop.
READY: Final = 0
EXHAUSTED: Final = 1
FLOOPED: Final = 2
STATE_NAMES: Final = ("ready", "exhausted", "flooped")

# Phases.
MULLIGAN: Final = 0
MAIN: Final = 1
FIGHT: Final = 2
ENDING: Final = 3
OVER: Final = 4
PHASE_NAMES: Final = ("mulligan", "main", "fight", "ending", "over")

DRAW_RESULT: Final = -1  # winner value for a draw

# GameState.bonus: what is worked out about this position and kept while nothing changes: [always-on ATK
# bonuses, DEF bonuses, legal actions] (engine.rules.core.static_bonus, legal_actions), each None until
# first read. bonus None = nothing kept yet; BUSY = the state is being changed (an action is being applied,
# an event dispatched): every read computes afresh.
BUSY: Final = False

# Which Creatures a script's always-on ATK or DEF bonuses may touch (events.Script.reach, one per which), as a test
# on raw numbers the rules ask before calling it (ops.core.reaches): any; only the source itself; Creatures of the
# source's side in its Lane or next to it; any of the source's side; those of its side on face-down Landscapes. The
# vocabulary works it out from its statics' receivers (dsl.card); other scripts keep "any".
REACH_ANY: Final = 0
REACH_SELF: Final = 1
REACH_NEAR: Final = 2
REACH_SIDE: Final = 3
REACH_FACE_DOWN: Final = 4


# How much of an event a listener hears (events.Script.hearing; the constants' meaning is told there).
HEARS_ALL: Final = 0
HEARS_OWN: Final = 1
HEARS_SIDE: Final = 2
HEARS_LANE: Final = 3
HEARS_TURN: Final = 4
HEARS_ACROSS: Final = 5


T = TypeVar("T")


def replaced(rows: list[list[T]], side: int, lane: int, value: T) -> list[list[T]]:
    """Per-seat Lane rows with one cell changed, as new lists: the Landscapes' rows (Board.land, face_down,
    frozen) are replaced, never changed in place, so that clones share them (Board.clone)."""
    out = rows[:]
    row = rows[side][:]
    row[lane] = value
    out[side] = row
    return out


def frozen(v: Any) -> Any:
    """A hashable stand-in for a `this_turn` value (Board.plan_key), equal to another's exactly when their repr()
    are, without the text: lists, tuples and dicts in their own order and tagged by kind, ints, strings and None
    as they are, anything else (True, 1.0, a set) by its repr, so that 1, 1.0 and True stay apart as there."""
    t = type(v)
    if t is int or t is str or v is None:
        return v
    if t is list:
        return ("l", tuple([frozen(x) for x in v]))
    if t is dict:
        return ("d", tuple([(frozen(k), frozen(x)) for k, x in v.items()]))
    if t is tuple:
        return ("t", tuple([frozen(x) for x in v]))
    return ("r", repr(v))


def pending_form(pc: PendingChoice) -> Any:
    """A pending choice as Board.plan_key holds it: its data's Saved values by their plan_form(), so that no JSON
    text is made for a key: two choices kept as values have equal forms exactly when their texts are equal. A choice
    read back from a JSON position holds the text instead, whose form differs from the value's; the keys a search
    compares all come from one position, so it holds the same choice one way in all of them."""
    data: Any = pc.data
    if data:
        data = tuple([x.plan_form() if isinstance(x, Saved) else x for x in data])
    return pc.player, pc.source, pc.script, pc.key, pc.options, data, pc.kind


def hearers(state: Board, ears: tuple[Any, ...], only: tuple[int, ...] | None, card: Any, who: Any, at_side: Any,
            at: Any) -> list[tuple[Any, int, SeatId, LaneId]]:
    """(script, card id, side, Lane) of each card in play listening to an event (ears: card id -> its script when it
    listens, only: -> what of it it hears, None: all), in dispatch's order: the active player's side first, each
    Lane's Creature then its Building, the additional Buildings after the rest of their side, then the side's Teamwork
    card (Lane -1). card, who, (at_side, at): the event's card, player and place, for what a listener hears of it."""
    heard: list[tuple[Any, int, SeatId, LaneId]] = []
    active = state.active
    for side in state.seating.order[active]:
        cr, bd = state.creature[side], state.building[side]
        for lane in LANE_IDS:
            for k in range(2):  # the Lane's Creature, then its Building (a range: no tuple to walk)
                cid = cr[lane] if k == 0 else bd[lane]
                if cid < 0:
                    continue
                sc = ears[cid]
                if sc is None:
                    continue
                if only is not None:
                    mark = only[cid]  # what it can hear of the event (HEARS_ALL: everything)
                    if mark == HEARS_ALL:
                        pass
                    elif mark == HEARS_OWN:
                        if cid != card:
                            continue
                    elif mark == HEARS_SIDE:
                        if side != who:
                            continue
                    elif mark == HEARS_LANE:  # R26, R32: its own Landscape or the one facing it
                        if at_side is None or at_side == side:
                            if lane != at:
                                continue
                        elif state.seating.front[side][lane] != (at_side, at):
                            continue
                    elif mark == HEARS_ACROSS:  # R26: the Landscape facing its own only
                        if at_side is None or state.seating.front[side][lane] != (at_side, at):
                            continue
                    elif side != active:
                        continue
                heard.append((sc, cid, side, lane))
        annex = state.annex[side]
        if annex:  # additional Buildings (Burly Lumberjack) hear it after the rest of their side
            for i, lane in enumerate(annex):
                cid = bd[LANES + i]
                if ears[cid] is not None:
                    heard.append((ears[cid], cid, side, lane))
        cid = state.teamwork[side]  # R27: a Teamwork card in play (Doubles) hears it too, in no Lane (-1)
        if cid >= 0 and ears[cid] is not None:
            heard.append((ears[cid], cid, side, -1))
    return heard


def touch(state: Board) -> None:
    """Forget what is kept about the position (always-on bonuses, legal actions): call after changing a
    GameState by hand (outside apply_action, which does it itself). The rules' primitives call it too."""
    if state.bonus is not BUSY:
        state.bonus = None


def slot_lane(state: Board, side: int, slot: int) -> LaneId:
    """The Lane of the Building at building[side][slot]: the slot itself for a Lane's first Building, the Lane
    written in state.annex for an additional one (Burly Lumberjack)."""
    return slot if slot < LANES else state.annex[side][slot - LANES]


def outcome_of(winner: int | None, reason: str | None, seats: int | Table = 2) -> Outcome:
    """A Card Wars ending as the core's Outcome: winner seat (None for a draw; its team wins) and the reason word
    ('hp': R22, 'turn limit': R23, a Hero's own win condition: 'deck', Billy); `seats` is the Table (or a seat
    count: every seat alone)."""
    if reason == "turn limit":
        term = Termination.TURN_LIMIT
    else:
        term = Termination.SIMULTANEOUS if winner is None else Termination.WIN_CONDITION
    why = reason or ""
    if winner is None:
        return Outcome.draw(seats, why, term)
    return Outcome.win(seats, winner, why, term)


def card_names(defs: dict[str, Any]) -> dict[str, str]:
    """Lower-case and slugified card names -> slug, for parsing actions written with names."""
    out: dict[str, str] = {}
    for d in defs.values():
        if isinstance(d, CardDef):
            out[slugify(d.name)] = d.slug
            out[d.name.lower()] = d.slug
    return out


class Tables:
    """Per-card-id facts shared by every clone of a game (never mutated after build)."""

    __slots__ = ("defs", "slug", "kind", "cost", "ltype", "atk", "dfn", "owner", "_names", "heroes")

    slug: tuple[str, ...]
    owner: tuple[SeatId, ...]
    kind: tuple[int, ...]
    cost: tuple[int, ...]
    ltype: tuple[str, ...]
    atk: tuple[int, ...]
    dfn: tuple[int, ...]
    defs: dict[str, Any]  # slug -> CardDef (and Heroes' HeroDef)
    heroes: dict[str, Any]  # Hero slug -> HeroDef or None
    _names: dict[str, str] | None

    def __init__(self, entries: list[tuple[str, SeatId]], defs: dict[str, Any],
                 heroes: dict[str, Any] | None = None) -> None:
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
    def names(self) -> dict[str, str]:
        """Card names -> slugs (built on first use: only text parsing needs it)."""
        if self._names is None:
            self._names = card_names(self.defs)
        return self._names

    def with_card(self, slug: str, owner: SeatId) -> tuple[Tables, int]:
        """A copy with one more card id (for effects that create cards); returns (tables, new id)."""
        entries = list(zip(self.slug, self.owner, strict=True)) + [(slug, owner)]
        return Tables(entries, self.defs, self.heroes), len(entries) - 1


class Seating:
    """A game's Table (engine.core.table) with the answers the rules ask on their hot paths (opponents,
    teammates, turn order) as tuples indexed by seat: worked out once per table, shared by every clone."""

    __slots__ = ("table", "seats", "team_ids", "teams", "team", "mates", "opps", "sole", "nxt", "order", "pool",
                 "hp_at", "front", "hp_max")

    table: Table
    seats: tuple[SeatId, ...]
    team_ids: tuple[TeamId, ...]
    teams: tuple[tuple[SeatId, ...], ...]  # by team: its seats, in seat order
    team: tuple[TeamId, ...]  # by seat: its team
    mates: tuple[tuple[SeatId, ...], ...]  # by seat: the other seats of its team, in turn order after it
    opps: tuple[tuple[SeatId, ...], ...]  # by seat: the seats of the other teams, in turn order after it
    sole: tuple[SeatId, ...]  # by seat: its one opponent, or -1 when it has several
    nxt: tuple[SeatId, ...]  # by seat: the seat after it in turn order
    order: tuple[tuple[SeatId, ...], ...]  # by seat: every seat in turn order, starting with it
    pool: tuple[SeatId, ...]  # by team: the seat whose hp entry holds the team's HP pool (its first seat)
    hp_at: tuple[SeatId, ...]  # by seat: the seat whose hp entry holds its team's pool (itself in 1 vs 1)
    # by seat and Lane: the (seat, Lane) of the Landscape in front of it (1 vs 1: the opponent's same Lane;
    # Doubles R26: n faces 5-n of the opponent on that side); () at a table without Card Wars geometry
    front: tuple[tuple[tuple[SeatId, LaneId], ...], ...]
    hp_max: int  # R5: 25 per seat in 1 vs 1; R34: 40 per team in Doubles

    def __init__(self, table: Table) -> None:
        self.table = table
        self.seats = table.seats
        self.team_ids = table.team_ids
        self.teams = table.teams
        self.team = tuple(table.team_of(i) for i in table.seats)
        nxt = tuple(table.next_seat(i) for i in table.seats)
        self.nxt = nxt
        order = []
        for i in table.seats:  # i, then the seats after it in turn order
            row = [i]
            while len(row) < len(nxt):
                row.append(nxt[row[-1]])
            order.append(tuple(row))
        self.order = tuple(order)
        self.mates = tuple(table.teammates(i) for i in table.seats)
        self.opps = tuple(table.opponents(i) for i in table.seats)
        self.sole = tuple(o[0] if len(o) == 1 else SeatId(-1) for o in self.opps)
        self.pool = tuple(members[0] for members in table.teams)
        self.hp_at = tuple(self.pool[t] for t in self.team)
        self.front = _geometry(table, self.sole, nxt)
        self.hp_max = DOUBLES_HP if table.team_size == 2 else START_HP


def _geometry(table: Table, sole: tuple[SeatId, ...], nxt: tuple[SeatId, ...]
              ) -> tuple[tuple[tuple[SeatId, LaneId], ...], ...]:
    """Who faces whom across each Lane. 1 vs 1: Lane i faces the opponent's Lane i. Doubles (R26, teams of two
    seated A1 B1 A2 B2): a player's Landscapes 1-2 (lanes 0, 1) face the opponent on their left, the next seat
    in turn order, and 3-4 (lanes 2, 3) the one on their right, the seat before; Landscape n faces 5-n."""
    n = table.n_seats
    if n == 2 and table.is_solo:
        return tuple(tuple((sole[s], lane) for lane in LANE_IDS) for s in table.seats)
    if n == 4 and table == Table.teams_of(2, 2):
        half = LANES // 2
        prev = tuple(SeatId((s - 1) % n) for s in range(n))
        mirror = LANE_IDS[::-1]  # Landscape n faces 5-n: lane i faces the mirrored lane
        return tuple(tuple((nxt[s] if lane < half else prev[s], mirror[lane]) for lane in LANE_IDS)
                     for s in table.seats)
    return ()


_SEATINGS: Final[dict[Table, Seating]] = {}


def seating(table: Table) -> Seating:
    """The Seating of a table, shared by every game at an equal table."""
    hit = _SEATINGS.get(table)
    if hit is None:
        hit = _SEATINGS[table] = Seating(table)
    return hit


_SOLO: Final[dict[int, Seating]] = {}


def solo_seating(n: int) -> Seating:
    """The Seating of Table.solo(n): n seats, each its own team (1 vs 1: n = 2)."""
    hit = _SOLO.get(n)
    if hit is None:
        hit = _SOLO[n] = seating(Table.solo(n))
    return hit


class Board:
    """A Card Wars position as data: the GameState of engine.cardwars.game adds the protocol on top."""

    __slots__ = (
        "tab", "setup", "seed", "rng", "scripted", "scripts", "turn_limit", "variant",
        "hp", "hand", "deck", "discard", "limbo", "removed", "under", "hero",
        "land", "face_down", "frozen", "land_count",
        "creature", "cdmg", "cstate", "building", "bstate", "annex", "teamwork",
        "active", "first_player", "turn", "phase", "actions_left", "mulligan_done",
        "winner", "end_reason", "mods", "this_turn", "pending", "history",
        "bonus", "listen", "cost_changes", "def_risk", "granters", "stat_by_id", "protect_by_id",
        "hush_by_id", "shield_by_id", "floop_by_id", "abil_by_id", "ears", "seating", "cost_ids", "hero_facts",
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
    # The fields marked "replaced" below are replaced, never changed in place, once the game has begun: clones share
    # them (they change a few times a game, a search clones thousands of times a turn). Their writers build new
    # lists (`replaced` for the Landscapes' rows).
    removed: list[int]  # card ids removed from the game (Blood Transfusion): in no other zone, for good; replaced
    under: dict[int, tuple[int, ...]]  # card in play -> the cards under it (Carmel Camel); replaced, never changed
    hero: list[str | None]  # set when the game starts; replaced
    land: list[list[str]]  # per seat and Lane: the Landscape type; replaced
    face_down: list[list[bool]]  # replaced
    frozen: list[list[bool]]  # replaced
    land_count: list[dict[str, int]]  # per seat: face-up Landscapes by type (R11); replaced, and each dict too
    creature: list[list[int]]  # per seat and Lane: card id or -1
    cdmg: list[list[int]]
    cstate: list[list[int]]  # READY, EXHAUSTED or FLOOPED
    building: list[list[int]]  # per seat: card id or -1 for each Lane, then the additional Buildings (annex)
    bstate: list[list[int]]  # the same places: READY, EXHAUSTED or FLOOPED
    # per seat: the Lane of each additional Building (Burly Lumberjack), which sits at building[seat][LANES + i];
    # () in almost every game. A Lane has additional Buildings only while it has its first one (building[seat][lane]);
    # immutable, shared by clones and replaced when it changes
    annex: tuple[tuple[int, ...], ...]
    teamwork: list[int]  # per seat: its Teamwork card in play (R27, Doubles), in no Lane, or -1; replaced
    active: SeatId
    first_player: SeatId
    turn: int
    phase: int  # MULLIGAN, MAIN, FIGHT, ENDING, OVER
    actions_left: int
    mulligan_done: list[bool]  # replaced
    winner: int | None  # seat, DRAW_RESULT, or None while the game goes on
    end_reason: str | None
    mods: list[tuple[int, int, int, str]]  # (card id, ATK, DEF, until)
    this_turn: dict[str, Any]
    pending: list[PendingChoice]  # the newest last (engine.core.pending)
    history: list[Any]  # actions.Action values
    bonus: Any  # see BUSY
    listen: frozenset[str]
    cost_changes: bool
    cost_ids: tuple[int, ...]  # card ids whose always-on text changes costs while in play (R12), fixed per game
    def_risk: Any
    granters: bool
    stat_by_id: Any
    protect_by_id: Any
    hush_by_id: Any
    shield_by_id: Any
    floop_by_id: Any  # card id -> its script when it has a Floop ability, else None; None when no card has one
    abil_by_id: Any  # card id -> its script when it has activated abilities ("cost >>> effect"); None: no card
    ears: dict[str, Any]  # event -> (card id -> its script if it listens, -> what it hears or None), fixed per game
    seating: Seating  # the table: seats and teams (1 vs 1: two teams of one), shared by clones
    # what the seats' Heroes can do, worked out once for the game from `hero` (ops.core.hero_facts), shared by clones;
    # None until first asked
    hero_facts: Any

    def current_player(self) -> int:
        """Seat that must decide now; -1 when the game is over."""
        if self.phase == OVER:
            return -1
        if self.pending:
            who: int = self.pending[-1].player
            return who
        if self.phase == MULLIGAN:  # R7: in turn order from the first player, each seat once
            order = self.seating.order[self.first_player]
            for seat in order:
                if not self.mulligan_done[seat]:
                    return seat
            return order[-1]
        return self.active

    # ---- the seating: nobody works out "the other player" by arithmetic ---------------------------------
    @property
    def table(self) -> Table:
        """The table the game is played at (1 vs 1: Table.solo(2))."""
        return self.seating.table

    @property
    def seats(self) -> tuple[SeatId, ...]:
        """Every seat, in turn order from seat 0."""
        return self.seating.seats

    def seats_from(self, seat: int) -> tuple[SeatId, ...]:
        """Every seat in turn order, starting with `seat` (the active player's side first, then the others)."""
        return self.seating.order[seat]

    def opponents(self, seat: int) -> tuple[SeatId, ...]:
        """The seats of the other teams, in turn order after `seat`."""
        return self.seating.opps[seat]

    def opponent(self, seat: int) -> SeatId:
        """The one opponent of `seat` (1 vs 1); a ValueError at a table where it has several."""
        o = self.seating.sole[seat]
        if o < 0:
            raise ValueError(f"seat {seat} has {len(self.seating.opps[seat])} opponents, not one")
        return o

    def teammates(self, seat: int) -> tuple[SeatId, ...]:
        """The other seats of `seat`'s team, in turn order after it (none in 1 vs 1)."""
        return self.seating.mates[seat]

    def team_of(self, seat: int) -> TeamId:
        """The team `seat` sits in."""
        return self.seating.team[seat]

    def team_seats(self, team: int) -> tuple[SeatId, ...]:
        """The seats of `team`, in seat order."""
        return self.seating.teams[team]

    @property
    def teams(self) -> tuple[TeamId, ...]:
        """Every team, by number."""
        return self.seating.team_ids

    def next_seat(self, seat: int) -> SeatId:
        """The seat after `seat` in turn order."""
        return self.seating.nxt[seat]

    def lanes_of(self, seat: int) -> tuple[LaneId, ...]:
        """The Lanes of `seat`'s row (its Landscapes, Creatures and Buildings)."""
        return LANE_IDS

    def facing(self, seat: int, lane: int) -> tuple[SeatId, LaneId]:
        """The (seat, Lane) of the Landscape in front of `seat`'s Landscape in `lane`: the opposing Creature in
        this Lane stands there, and an attack into an empty Lane hits that seat's team (R18, R26, R36)."""
        return self.seating.front[seat][lane]

    def adjacent_lanes(self, seat: int, lane: int) -> tuple[LaneId, ...]:
        """The Lanes of `seat`'s row adjacent to `lane` (Words; R32: in Doubles 1-2, 2-3 across the gap and 3-4,
        never between players): the same numbers in both formats."""
        mine = self.lanes_of(seat)
        return tuple(i for i in (lane - 1, lane + 1) if i in mine)

    def team_hp(self, team: int) -> int:
        """The HP pool of a team (R5, R22), kept in the hp entry of its first seat; in 1 vs 1 each team's HP is
        its one seat's."""
        return self.hp[self.seating.pool[team]]

    def hp_seat(self, seat: int) -> SeatId:
        """The seat whose hp entry holds `seat`'s team's HP pool: damage to a player and healing go there
        (`seat` itself in 1 vs 1)."""
        return self.seating.hp_at[seat]

    def is_terminal(self) -> bool:
        """True once the game has ended (R22, R23)."""
        return self.phase == OVER

    def num_seats(self) -> int:
        """Seats at the table (2 in 1 vs 1)."""
        return len(self.hp)

    def clone(self, keep_cache: bool = False) -> Board:
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
        n.cost_ids = self.cost_ids
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
        n.seating = self.seating
        n.hero_facts = self.hero_facts
        n.turn_limit = self.turn_limit
        n.variant = self.variant
        n.hp = self.hp[:]
        n.limbo = self.limbo[:]
        n.removed = self.removed  # replaced, never changed (see the fields): shared
        n.annex = self.annex  # immutable: replaced, never changed
        n.under = self.under  # copy on write (ops.primitives.put_under): shared until one side changes it
        n.hero = self.hero  # replaced
        n.teamwork = self.teamwork  # replaced
        n.land = self.land  # replaced, and so are face_down, frozen and land_count
        n.face_down = self.face_down
        n.frozen = self.frozen
        n.land_count = self.land_count
        if len(self.hp) == 2:  # 1 vs 1: the per-seat lists copied without a loop (clone is the search's unit)
            a, b = self.hand
            n.hand = [a[:], b[:]]
            a, b = self.deck
            n.deck = [a[:], b[:]]
            a, b = self.discard
            n.discard = [a[:], b[:]]
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
        n.mulligan_done = self.mulligan_done  # replaced
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
        d: CardDef = self.tab.defs[self.tab.slug[card_id]]
        return d

    def owner(self, card_id: int) -> SeatId:
        """Owner seat of a card (the deck it came from)."""
        return self.tab.owner[card_id]

    def buildings_in(self, side: int, lane: int) -> list[int]:
        """The places (indices into building[side]) of side's Buildings in a Lane: its first one, then the
        additional ones (Burly Lumberjack) in the order they entered."""
        if self.building[side][lane] < 0:
            return []
        return [lane] + [LANES + i for i, ln in enumerate(self.annex[side]) if ln == lane]

    def plan_key(self, viewer: int | None = None) -> tuple[Any, ...]:
        """A hashable key of everything a turn plan can change (engine.cardwars.players.view.signature): two
        positions with the same key are the same position to a player planning its turn. With `viewer`, the
        other seats' hands count only by their size (what the viewer can see). Here, compiled, it costs the
        players' searches less than built by them."""
        slug = self.tab.slug
        out: list[Any] = [self.phase, self.active, self.turn, self.actions_left]
        out.extend(self.hp)
        for p in self.seating.seats:
            h = self.hand[p]
            if viewer is None or p == viewer:
                out.append(tuple(sorted([slug[c] for c in h])))
            else:
                out.append(len(h))
        for d in self.deck:
            out.append(len(d))
        for d in self.discard:
            out.append(len(d))
        rows: list[Any] = []  # the Lanes, kind after kind and seat after seat
        for row in self.creature:
            rows.extend(row)
        for row in self.cdmg:
            rows.extend(row)
        for row in self.cstate:
            rows.extend(row)
        for row in self.building:
            rows.extend(row)
        for row in self.bstate:
            rows.extend(row)
        for row_b in self.frozen:
            rows.extend(row_b)
        for row_b in self.face_down:
            rows.extend(row_b)
        out.append(tuple(rows))
        out.append(tuple(self.mods) if self.mods else ())
        out.append(tuple([pending_form(pc) for pc in self.pending]) if self.pending else ())
        out.append(tuple(sorted([(k, frozen(v)) for k, v in self.this_turn.items()])) if self.this_turn else ())
        out.append(tuple(self.teamwork))  # R27: each seat's Teamwork card in play (-1 for none)
        out.append(self.annex)  # the Lane of each additional Building (Burly Lumberjack), () () in most games
        return tuple(out)

    def lanes(self) -> int:
        """Number of lanes per side."""
        return LANES

    def hand_slugs(self, player: int) -> list[str]:
        """Slugs in a player's hand, in hand order."""
        s = self.tab.slug
        return [s[c] for c in self.hand[player]]
