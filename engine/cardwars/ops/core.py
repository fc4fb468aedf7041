"""Primitive state changes shared by the rules and by effects: draw, damage, heal, leave play, stats."""
from __future__ import annotations

from typing import Any, Final

from ..board import (
    BUSY,
    DRAW_RESULT,
    EXHAUSTED,
    FIGHT,
    FLOOPED,
    OVER,
    REACH_ANY,
    REACH_FACE_DOWN,
    REACH_NEAR,
    REACH_SELF,
    READY,
    STATE_NAMES,
    Board,
    LaneId,
    SeatId,
    hearers,
    slot_lane,
)
from ..defs import LANES, RAINBOW
from ..events import (
    ABSORBS,
    BALED,
    BEFORE_LEAVING,
    DAMAGED,
    DESTROYED,
    DISCARDED,
    DRAW,
    DREW,
    HERO_SCRIPTS,
    IGNORES,
    IN_DISCARD,
    KEPT,
    LEAVES_PLAY,
    NEAR_BUILDINGS,
    PILED,
    WARDS,
    WATCHING,
    absorber,
    dispatch_ctx,
    hero_source,
    hushed,
    ignored,
    near_buildings,
    note_piled,
    silenced,
    spared,
    turn_map,
    warded,
)

# events.HERO_SCRIPTS itself (the scripts fill it in; tests change its entries, never the dict): a Final name is kept
# in a C static by the kernel, where an imported one is looked up in the module's dictionary at every use
_HEROES: Final = HERO_SCRIPTS


def dispatch(state: Board, event: str, **ctx: Any) -> None:
    """events.dispatch behind a compiled gate: an event that no card in play, no card in a discard pile, no
    watching Spell and no Hero may hear is dropped here, with no call into the interpreted event hub (most events
    of most games: a Creature that listens for damage in its own Lane is not told of damage elsewhere)."""
    if not state.scripted or event not in state.listen:
        return  # no card or Hero in this game listens to it (state.listen is fixed when the game starts)
    if _heard(state, event, ctx):
        dispatch_ctx(state, event, ctx)


def _heard(state: Board, event: str, ctx: dict[str, Any]) -> bool:
    """False when events._dispatch would run no script for this event now; True when it may."""
    if event == LEAVES_PLAY or event == DESTROYED or event == DISCARDED or event == PILED:
        sc = state.scripts[ctx["card"]]  # the card itself hears it (from where it was, or from the pile)
        if sc is not None and event in sc.events:
            return True
    if IN_DISCARD in state.listen:
        return True
    tt = state.this_turn
    if tt and WATCHING in tt:
        return True
    for hs in hero_facts(state)[1]:
        if hs is not None and event in hs.events:
            return True
    entry = state.ears.get(event)
    return entry is not None and bool(hearers(state, entry[0], entry[1], ctx.get("card"), ctx.get("player"),
                                              ctx.get("at_side"), ctx.get("at_lane")))


# An always-on ATK / DEF source: (its script, its card id (a Hero's: events.hero_source), its side, its Lane).
Source = tuple[Any, int, SeatId, LaneId]

# What the seats' Heroes can do (Board.hero_facts): (the seats' Heroes it was worked out for, per seat its Hero's
# script or None, the Heroes' always-on ATK sources, their DEF sources).
HeroFacts = tuple[list[str | None], tuple[Any, ...], tuple[Source, ...], tuple[Source, ...]]


def hero_facts(state: Board) -> HeroFacts:
    """What the seats' Heroes can do, worked out once per game (the Heroes sit beside the decks from the start, R25)
    and shared by its clones, as the per-card tables are (rules.turn.game_facts): the rules ask it at every look at
    the statics, costs and listeners. Worked out again when a seat's Hero is not the one it was worked out for (a
    position set up by hand)."""
    hf: HeroFacts | None = state.hero_facts
    if hf is not None and hf[0] == state.hero:
        return hf
    scripts: list[Any] = []
    atk: list[Source] = []
    dfn: list[Source] = []
    for seat in state.seats:
        h = state.hero[seat]
        sc = _HEROES.get(h) if h else None
        scripts.append(sc)
        if sc is not None and sc.has_static:  # R25: a Hero's always-on abilities apply in every player's turn
            if sc.static_atk:
                atk.append((sc, hero_source(seat), seat, -1))
            if sc.static_def:
                dfn.append((sc, hero_source(seat), seat, -1))
    made: HeroFacts = (list(state.hero), tuple(scripts), tuple(atk), tuple(dfn))
    state.hero_facts = made
    return made

# A simple always-on ATK or DEF bonus as a plain row, compiled once per card script (dsl.card.fixed_rows; a script's
# `fixed_bonus` = (ATK rows, DEF rows)) and read straight off the Board here, with no call into the vocabulary:
# (multiplier, AMT_* amount, whose, Landscape type, FX_* receiver, COND_* condition, its number, the condition's own
# amount as multiplier, AMT_*, whose, Landscape type, 1 / 2 when the amount replaces the printed ATK / DEF (printed
# X) else 0, then the receiver narrowed: RECV_*, its Landscape type and its number).
# A Hero's rows (events.HERO_SCRIPTS) are read the same way from its source (hero_source(seat), seat, Lane -1): they
# hold no piece that needs the source's Lane (dsl.card.fixed_rows turns those down for a Hero).
FixedRow = tuple[int, int, int, str, int, int, int, int, int, int, str, int, int, str, int]
# amounts: one; face-up Landscapes of a type; Landscape types; Frozen Landscapes; face-down Landscapes; Flooped
# Creatures; damage on the source; Spells played this turn; face-up Landscapes of a type next to the source's Lane
AMT_ONE: Final = 0
AMT_LANDS: Final = 1
AMT_LAND_TYPES: Final = 2
AMT_FROZEN: Final = 3
AMT_FACE_DOWN: Final = 4
AMT_FLOOPED: Final = 5
AMT_DAMAGE: Final = 6
AMT_SPELLS: Final = 7
AMT_ADJ_LANDS: Final = 8
AMT_DISCARD_FIVES: Final = 9  # one for every full 5 cards in the discard pile
AMT_LANE_FROZEN: Final = 10  # Frozen tokens in the source's Lane: its own Landscape's and the facing one's (R26, R41)
# whose Landscapes / Creatures an amount counts: the source's controller, its opponents, everyone, its team (R28)
WHOSE_YOU: Final = 0
WHOSE_OPP: Final = 1
WHOSE_ANY: Final = 2
WHOSE_TEAM: Final = 3
# receivers: the source itself; adjacent Creatures (R32); the Creature in this Lane (Knit Kitty's neighbours too);
# friendly Creatures; every Creature; friendly Creatures on face-down Landscapes; the opposing one across (R26);
# both sides of its Lane (its own Lane's, Knit Kitty's neighbours too, and the one across); any Creature that
# changed Lanes this turn (this_turn["moved"], either side)
FX_ITSELF: Final = 0
FX_ADJACENT: Final = 1
FX_IN_LANE: Final = 2
FX_FRIENDLY: Final = 3
FX_ALL: Final = 4
FX_FACE_DOWN: Final = 5
FX_ACROSS: Final = 6
FX_BOTH_IN_LANE: Final = 7
FX_MOVED: Final = 8
# conditions on the source: always; no opposing Creature in its Lane; a Building of its controller in its Lane;
# exactly n damage on it; its amount at least n; at most n
COND_ALWAYS: Final = 0
COND_LANE_EMPTY: Final = 1
COND_BUILDING: Final = 2
COND_DAMAGE_IS: Final = 3
COND_AT_LEAST: Final = 4
COND_AT_MOST: Final = 5
COND_YOUR_TURN: Final = 6  # it is the source's controller's turn
COND_THEIR_TURN: Final = 7  # it is not the source's controller's turn
COND_EQUALS: Final = 8  # its amount exactly n
COND_TYPES_DIFFER: Final = 9  # the controller's face-up Landscapes are each of a different type
COND_FLOOPED: Final = 10  # the source itself is Flooped (a Creature's: it needs the source's Lane)
# a receiver narrowed (dsl.statics.where): not; to Creatures of a Landscape type (their card's); to Flooped ones;
# to ones on a Landscape with a Frozen token (R24); to ones with exactly n damage; with at least n damage; to
# Rainbow Creatures (rainbow_creature)
RECV_ANY: Final = 0
RECV_LTYPE: Final = 1
RECV_FLOOPED: Final = 2
RECV_FROZEN: Final = 3
RECV_DAMAGE_IS: Final = 4
RECV_DAMAGE_AT_LEAST: Final = 5
RECV_RAINBOW: Final = 6
FIXED_BONUS = True  # False: every always-on bonus asked of its script (the form the tests compare the rows with)


def draw_card(state: Board, p: SeatId) -> None:
    """Draw the top card; R8: an empty deck draws nothing and never loses the game."""
    deck = state.deck[p]
    if deck:
        if state.bonus is not BUSY:
            state.bonus = None
        cid = deck.pop()
        state.hand[p].append(cid)
        if state.scripted:
            if DREW in state.listen:  # "cards you have drawn this turn" (Singing Sword, Sword Bouquet)
                drawn = state.this_turn.get("drawn", {})
                turn_map(state, "drawn", p, drawn.get(str(p), 0) + 1)
            if DRAW in state.listen:
                dispatch(state, DRAW, player=p, card=cid)


def end_game(state: Board, winner: int, reason: str) -> None:
    """Stop the game at once (R22/R23)."""
    state.phase = OVER
    state.winner = winner
    state.end_reason = reason
    state.pending = []


def check_hp(state: Board) -> bool:
    """R22: a team at 0 HP or less loses at once; every team at once is a draw. True once the game is over so."""
    hp = state.hp
    seating = state.seating
    out = 0
    standing = -1  # a team still above 0 HP
    for team in seating.team_ids:
        if hp[seating.pool[team]] <= 0:
            out += 1
        else:
            standing = team
    if out == 0:
        return False
    if state.phase == OVER:
        return True
    if standing < 0:
        end_game(state, DRAW_RESULT, "hp")
    else:  # Card Wars is two teams: the one standing wins; its first seat names it
        end_game(state, seating.teams[standing][0], "hp")
    return True


def absorbed(state: Board, p: SeatId, n: int) -> bool:
    """Damage p would be dealt goes to p's Building that takes it instead (Bongo Bounce House), kept as card memory
    (`this_turn.kept['<id>:damage']`); the Building is destroyed when that reaches its DEF. True when it took it.
    Asked only in games with such a Building (ABSORBS)."""
    if n <= 0 or not state.scripted or ABSORBS not in state.listen:
        return False
    slot = absorber(state, p)
    if slot < 0:
        return False
    cid = state.building[p][slot]
    key = f"{cid}:damage"
    kept = state.this_turn.get(KEPT, {})
    total: int = kept.get(key, 0) + n
    if state.bonus is not BUSY:
        state.bonus = None
    state.this_turn = dict(state.this_turn, **{KEPT: dict(kept, **{key: total})})  # copy on write, as turn_map
    if total >= state.tab.dfn[cid]:
        remove_building(state, p, slot, True)
    return True


def r19_before_r22(state: Board, losses: list[tuple[int, int]]) -> bool:
    """R19 before R22: when the HP losses about to be taken ((HP pool, n) each) would end the game, every
    Creature already at or above its DEF is destroyed first. R19 holds at all times, but an effect's earlier
    step may lower a DEF without a damage check (Matchy-Matchy mills cards that a DEF read from the discard
    pile counts, R51); R22 then ends the game at once, so the check is made before, not after. True when the
    destructions ended the game themselves (their own texts)."""
    if not state.scripted or state.phase == OVER:  # printed DEF only: every damage was checked as it came
        return state.phase == OVER
    total: dict[int, int] = {}
    for pool, n in losses:
        if n > 0:
            total[pool] = total.get(pool, 0) + n  # teammates' losses come off one pool (R34)
    if all(state.hp[pool] - n > 0 for pool, n in total.items()):
        return False
    check_creatures(state)
    return state.phase == OVER


def damage_player(state: Board, p: SeatId, n: int, source_side: SeatId | None = None, source: int = -1) -> None:
    """Take n HP from player p (R18 direct attack, or an effect), then R22 (R19 first: r19_before_r22).
    source_side / source: the side and id of the Creature whose own effect deals it (Jake (Doubles
    Tournament), R40), else None / -1."""
    if n > 0 and not absorbed(state, p, n):  # Bongo Bounce House takes it instead
        pool = state.seating.hp_at[p]  # the team's HP pool (p's own HP in 1 vs 1)
        if state.scripted and state.hp[pool] <= n and r19_before_r22(state, [(pool, n)]):
            return
        if state.bonus is not BUSY:
            state.bonus = None
        state.hp[pool] -= n
        check_hp(state)
        if state.scripted and DAMAGED in state.listen and state.phase != OVER:
            dispatch(state, DAMAGED, target="player", player=p, amount=n, source_side=source_side, source=source)


def heal_player(state: Board, p: SeatId, n: int) -> None:
    """Give back HP, never above the start value (R5; R34: 40 for a Doubles team)."""
    if state.bonus is not BUSY:
        state.bonus = None
    pool = state.seating.hp_at[p]  # the team's HP pool (p's own HP in 1 vs 1)
    state.hp[pool] = min(state.seating.hp_max, state.hp[pool] + n)


def attack_of(state: Board, side: SeatId, lane: LaneId, cid: int, sources: list[Source] | None = None) -> int:
    """Effective ATK: printed + "this turn" modifiers + always-on bonuses, never below 0."""
    a = state.tab.atk[cid]
    if state.mods:
        for m in state.mods:
            if m[0] == cid:
                a += m[1]
    if state.scripted:
        a += static_bonus(state, 0, side, lane, cid, sources)
    return a if a > 0 else 0


def defense_of(state: Board, side: SeatId, lane: LaneId, cid: int, sources: list[Source] | None = None) -> int:
    """Effective DEF: printed + modifiers + always-on bonuses."""
    d = state.tab.dfn[cid]
    if state.mods:
        for m in state.mods:
            if m[0] == cid:
                d += m[2]
    if state.scripted:
        d += static_bonus(state, 1, side, lane, cid, sources)
    return d


def stats_of(state: Board, side: SeatId, lane: LaneId, cid: int) -> tuple[int, int]:
    """(ATK, DEF) of the Creature cid at (side, lane): attack_of and defense_of in one go."""
    tab = state.tab
    a, d = tab.atk[cid], tab.dfn[cid]
    if state.mods:
        for m in state.mods:
            if m[0] == cid:
                a += m[1]
                d += m[2]
    if state.scripted:
        c = state.bonus
        if c and state.creature[side][lane] == cid and lane >= 0:
            i = side * LANES + lane
            vals = c[0]
            if vals is None:
                vals = c[0] = _board_bonuses(state, 0)
            a += vals[i]
            vals = c[1]
            if vals is None:
                vals = c[1] = _board_bonuses(state, 1)
            d += vals[i]
        else:
            a += static_bonus(state, 0, side, lane, cid)
            d += static_bonus(state, 1, side, lane, cid)
    return (a if a > 0 else 0), d


def static_bonus(state: Board, which: int, side: SeatId, lane: LaneId, cid: int,
                 sources: list[Source] | None = None) -> int:
    """The always-on ATK (which=0) or DEF (which=1) bonus of the Creature cid at (side, lane).

    Between actions a position does not change, so the bonuses of every Creature in play are worked out
    together on the first read and kept in state.bonus (dropped by apply_unchecked, touch and the rules'
    primitives). While the state is being changed (state.bonus is BUSY), or for a card that is not where
    it is asked about, they are computed afresh: the result is the same either way."""
    c = state.bonus
    if c is BUSY or sources is not None or lane < 0 or state.creature[side][lane] != cid:
        return _static(state, which, side, lane, cid, static_sources(state, which) if sources is None else sources)
    if c is None:
        c = state.bonus = [None, None, None]
    vals = c[which]
    if vals is None:
        vals = c[which] = _board_bonuses(state, which)
    bonus: int = vals[side * LANES + lane]
    return bonus


def _fixed_sides(state: Board, whose: int, sside: SeatId) -> tuple[SeatId, ...]:
    if whose == WHOSE_YOU:
        return (sside,)
    if whose == WHOSE_OPP:
        return state.opponents(sside)
    if whose == WHOSE_TEAM:
        return (sside, *state.teammates(sside))
    return state.seats


def _fixed_count(state: Board, kind: int, whose: int, land: str, sside: SeatId, slane: LaneId) -> int:
    """An AMT_* amount of a source at (sside, slane), as the vocabulary's value gives it (dsl.values)."""
    if kind == AMT_ONE:
        return 1
    if kind == AMT_DAMAGE:
        return state.cdmg[sside][slane] if slane >= 0 else 0
    if kind == AMT_SPELLS:
        tt = state.this_turn
        n: int = tt.get("spells", 0) if tt and state.active == sside else 0
        return n
    if kind == AMT_ADJ_LANDS:
        mine = state.lanes_of(sside)
        down, lands = state.face_down[sside], state.land[sside]
        return sum(1 for i in (slane - 1, slane + 1) if i in mine and not down[i] and lands[i] == land)
    if kind == AMT_LANE_FROZEN:
        if slane < 0:
            return 0
        o, olane = state.facing(sside, slane)
        return int(state.frozen[sside][slane]) + int(state.frozen[o][olane])
    total = 0
    for s in _fixed_sides(state, whose, sside):
        if kind == AMT_LANDS:  # face-up ones (R31)
            total += state.land_count[s].get(land, 0)
        elif kind == AMT_LAND_TYPES:
            total += sum(1 for k, v in state.land_count[s].items() if v and k != RAINBOW)
        elif kind == AMT_FROZEN:
            total += sum(1 for f in state.frozen[s] if f)
        elif kind == AMT_FACE_DOWN:
            total += sum(1 for f in state.face_down[s] if f)
        elif kind == AMT_DISCARD_FIVES:
            total += len(state.discard[s]) // 5
        elif kind == AMT_FLOOPED:
            cr, cs = state.creature[s], state.cstate[s]
            total += sum(1 for ln in state.lanes_of(s) if cr[ln] >= 0 and cs[ln] == FLOOPED)
    return total


# Slugs of cards whose text makes Creatures Rainbow Creatures while the card is in play (Tiny Elephant, Charming
# City, Learning Center), each with its receiver test on raw numbers: fn(state, source id, source side, source lane,
# side, lane) -> bool, like a static receiver's `pre`. The card scripts fill it in (dsl.values re-exports it).
RAINBOW_MAKERS: Final[dict[str, Any]] = {}


def rainbow_card(state: Board, cid: int) -> bool:
    """A Rainbow card: printed Rainbow, or made one this turn (this_turn['rainbow']: Woadic Weirdo, Puppy
    Parade)."""
    if state.tab.ltype[cid] == RAINBOW:
        return True
    tt = state.this_turn
    return bool(tt) and cid in tt.get("rainbow", ())


def rainbow_creature(state: Board, side: SeatId, lane: LaneId, cid: int) -> bool:
    """The Creature cid at (side, lane) is a Rainbow Creature now: a Rainbow card (rainbow_card), or a card in
    play that is not blank makes it one (RAINBOW_MAKERS)."""
    if rainbow_card(state, cid):
        return True
    if not RAINBOW_MAKERS:
        return False
    slug = state.tab.slug
    for s2 in state.seats:
        for row in (state.creature[s2], state.building[s2]):
            for l2, src in enumerate(row):
                if src >= 0:
                    fn = RAINBOW_MAKERS.get(slug[src])
                    if fn is None or silenced(state, src):
                        continue
                    if l2 >= LANES:  # an additional Building (Burly Lumberjack): the Lane it stands in
                        l2 = slot_lane(state, s2, l2)
                    if fn(state, src, s2, l2, side, lane):
                        return True
    return False


def _fixed_holds(state: Board, row: FixedRow, sside: SeatId, slane: LaneId) -> bool:
    """The row's COND_* condition on its source at (sside, slane)."""
    kind = row[5]
    if kind == COND_ALWAYS:
        return True
    if kind == COND_LANE_EMPTY:  # no opponent's Creature on the Landscape facing the source's (R26, R32)
        if slane < 0:
            return True
        o, olane = state.facing(sside, slane)
        return o not in state.opponents(sside) or state.creature[o][olane] < 0
    if kind == COND_BUILDING:
        return state.building[sside][slane] >= 0
    if kind == COND_DAMAGE_IS:
        return state.cdmg[sside][slane] == row[6]
    if kind == COND_YOUR_TURN:
        return state.active == sside
    if kind == COND_THEIR_TURN:
        return state.active != sside
    if kind == COND_FLOOPED:
        return slane >= 0 and state.cstate[sside][slane] == FLOOPED
    if kind == COND_TYPES_DIFFER:  # face-up Landscapes (R31), each of a type of its own
        up = [t for t, down in zip(state.land[sside], state.face_down[sside], strict=True) if not down]
        return len(up) == len(set(up))
    n = row[7] * _fixed_count(state, row[8], row[9], row[10], sside, slane)
    if kind == COND_EQUALS:
        return n == row[6]
    return n >= row[6] if kind == COND_AT_LEAST else n <= row[6]


def _fixed_receives(state: Board, row: FixedRow, src: int, sside: SeatId, slane: LaneId, cid: int, side: SeatId,
                    lane: LaneId) -> bool:
    """The row's receiver: does the Creature cid at (side, lane) take the bonus? (dsl.statics' receivers)"""
    if not _fixed_reaches(state, row[4], src, sside, slane, cid, side, lane):
        return False
    narrow = row[12]
    if narrow == RECV_ANY:
        return True
    if narrow == RECV_LTYPE:
        return state.tab.ltype[cid] == row[13]
    if narrow == RECV_FLOOPED:
        return state.cstate[side][lane] == FLOOPED
    if narrow == RECV_FROZEN:
        return bool(state.frozen[side][lane])
    if narrow == RECV_DAMAGE_IS:
        return state.cdmg[side][lane] == row[14]
    if narrow == RECV_RAINBOW:
        return rainbow_creature(state, side, lane, cid)
    return state.cdmg[side][lane] >= row[14]  # RECV_DAMAGE_AT_LEAST


def _fixed_reaches(state: Board, code: int, src: int, sside: SeatId, slane: LaneId, cid: int, side: SeatId,
                   lane: LaneId) -> bool:
    """The FX_* receiver's own test (before any narrowing)."""
    if code == FX_ITSELF:
        return cid == src
    if code == FX_ALL:
        return True
    if code == FX_MOVED:  # dsl.statics.MOVED_THIS_TURN
        tt = state.this_turn
        return bool(tt) and cid in tt.get("moved", ())
    if code == FX_ACROSS:
        return slane >= 0 and side != sside and state.facing(sside, slane) == (side, lane)
    if code == FX_BOTH_IN_LANE and side != sside:  # the one across (R26)
        return state.facing(sside, slane) == (side, lane)
    if side != sside:
        return False
    if code == FX_FRIENDLY:
        return True
    if code == FX_ADJACENT:
        return lane - slane == 1 or slane - lane == 1
    if code == FX_IN_LANE or code == FX_BOTH_IN_LANE:  # its own Lane's, or one next to it that adjacent Buildings
        # affect (Knit Kitty, R32)
        return lane == slane or ((lane - slane == 1 or slane - lane == 1) and NEAR_BUILDINGS in state.listen
                                 and near_buildings(state, cid))
    return bool(state.face_down[side][lane])  # FX_FACE_DOWN


def fixed_amount(state: Board, rows: tuple[FixedRow, ...], src: int, sside: SeatId, slane: LaneId, cid: int,
                 side: SeatId, lane: LaneId) -> int:
    """The ATK or DEF bonus these rows of the source src at (sside, slane) give the Creature cid at (side, lane):
    what the script's bonus_at gives, read off the Board."""
    total = 0
    for row in rows:
        if _fixed_receives(state, row, src, sside, slane, cid, side, lane) and _fixed_holds(state, row, sside, slane):
            total += row[0] * _fixed_count(state, row[1], row[2], row[3], sside, slane) - _printed(state, row, cid)
    return total


def fixed_all(state: Board, rows: tuple[FixedRow, ...], src: int, sside: SeatId, slane: LaneId,
              targets: list[tuple[int, SeatId, LaneId, int]], vals: list[int]) -> None:
    """Add the bonus these rows of the source src at (sside, slane) give to vals[i] for each (i, side, lane, card id)
    in targets: fixed_amount for the whole board, each amount and condition read once."""
    for row in rows:
        n = 0
        known = False  # the amount and condition are read only once a Creature takes the bonus
        for i, side, lane, cid in targets:
            if not _fixed_receives(state, row, src, sside, slane, cid, side, lane):
                continue
            if not known:
                known = True
                if not _fixed_holds(state, row, sside, slane):
                    break
                n = row[0] * _fixed_count(state, row[1], row[2], row[3], sside, slane)
            vals[i] += n - _printed(state, row, cid)


def _printed(state: Board, row: FixedRow, cid: int) -> int:
    """The printed number a printed-X amount replaces (row[11]: 1 ATK, 2 DEF), else 0."""
    base = row[11]
    if base == 0:
        return 0
    return state.tab.atk[cid] if base == 1 else state.tab.dfn[cid]


def _board_bonuses(state: Board, which: int) -> list[int]:
    """The ATK or DEF bonus of every Creature in play, by side * LANES + lane (0 for empty Lanes)."""
    vals = [0] * (len(state.hp) * LANES)
    sources = static_sources(state, which)
    if not sources:
        return vals
    targets: list[tuple[int, SeatId, LaneId, int]] = []
    for side in state.seats:
        cr = state.creature[side]
        for lane in state.lanes_of(side):
            if cr[lane] >= 0:
                targets.append((side * LANES + lane, side, lane, cr[lane]))
    fixed = FIXED_BONUS
    for sc, src, s2, l2 in sources:
        rows = sc.fixed_bonus if fixed else None
        if rows is not None:  # simple statics: read off the Board, no call into the vocabulary
            fixed_all(state, rows[which], src, s2, l2, targets, vals)
        elif sc.positional:  # vocabulary cards (and Heroes): one call for the whole board
            sc.bonus_all(state, which, src, s2, l2, targets, vals)
        elif which == 0:
            for i, side, lane, cid in targets:
                vals[i] += sc.attack_bonus(state, src, cid, side, lane)
        else:
            for i, side, lane, cid in targets:
                vals[i] += sc.defense_bonus(state, src, cid, side, lane)
    return vals


def static_sources(state: Board, which: int) -> list[Source]:
    """(script, source id, side, lane) of every card in play (and Hero) whose always-on abilities change
    ATK (which=0) or DEF (which=1) now."""
    out: list[Source] = []
    # card id -> its script when it has such statics (fixed per game: rules.turn._stat_table); typed, so that the
    # kernel indexes the tuple directly
    by_id: tuple[Any, ...] | None = state.stat_by_id[which]
    if by_id is not None:
        tt = state.this_turn
        quiet = tt["silenced"] if tt and "silenced" in tt else ()
        for s2 in state.seats:
            crs, bds = state.creature[s2], state.building[s2]
            for l2 in state.lanes_of(s2):
                src = crs[l2]
                if src >= 0:
                    sc = by_id[src]
                    if sc is not None and not (quiet and src in quiet):
                        out.append((sc, src, s2, l2))
                src = bds[l2]
                if src >= 0:
                    sc = by_id[src]
                    if sc is not None and not (quiet and src in quiet):
                        out.append((sc, src, s2, l2))
            if len(bds) > LANES:  # additional Buildings (Burly Lumberjack), each in its Lane
                for i, l2 in enumerate(state.annex[s2]):
                    src = bds[LANES + i]
                    sc = by_id[src]
                    if sc is not None and not (quiet and src in quiet):
                        out.append((sc, src, s2, l2))
    hf = hero_facts(state)
    heroes = hf[3] if which else hf[2]  # R25: a Hero's always-on abilities apply in every player's turn
    if heroes:
        out.extend(heroes)
    return out


def reaches(state: Board, code: int, src: int, sside: SeatId, slane: LaneId, cid: int, side: SeatId,
            lane: LaneId) -> bool:
    """False when a source at (sside, slane) whose bonuses reach `code` (board.REACH_*) surely gives the Creature
    cid at (side, lane) none; True when it may. A Hero's source is (hero_source(seat), seat, Lane -1)."""
    if code == REACH_ANY:
        return True
    if side != sside:
        return False
    if code == REACH_SELF:
        return cid == src
    if code == REACH_NEAR:
        return -1 <= lane - slane <= 1
    if code == REACH_FACE_DOWN:
        return bool(state.face_down[side][lane])
    return True


def _static(state: Board, which: int, side: SeatId, lane: LaneId, cid: int, sources: list[Source]) -> int:
    total: int = 0
    fixed = FIXED_BONUS
    for sc, src, s2, l2 in sources:
        if not reaches(state, sc.reach[which], src, s2, l2, cid, side, lane):
            continue  # most statics touch a few Creatures: the others are turned down without a call
        rows = sc.fixed_bonus if fixed else None
        if rows is not None:  # simple statics: read off the Board, no call into the vocabulary
            total += fixed_amount(state, rows[which], src, s2, l2, cid, side, lane)
        elif sc.positional and src >= 0:  # vocabulary cards: told where the source sits, no lookup
            total += sc.bonus_at(state, which, src, s2, l2, cid, side, lane)
        elif which == 0:
            total += sc.attack_bonus(state, src, cid, side, lane)
        else:
            total += sc.defense_bonus(state, src, cid, side, lane)
    return total


def _drop_mods(state: Board, cid: int) -> None:
    if state.mods:
        state.mods = [m for m in state.mods if m[0] != cid]


def remove_creature(state: Board, side: SeatId, lane: LaneId, destroyed: bool) -> int:
    """Take the Creature out of play to its OWNER's discard pile with its damage removed (R13, R19, R20).
    Replacing is leaving play, not being destroyed (R13)."""
    cid = state.creature[side][lane]
    before = _before(state, side, lane, cid, True) if state.scripted and _hears_leaving(state) else None
    if state.bonus is not BUSY:
        state.bonus = None
    state.creature[side][lane] = -1
    state.cdmg[side][lane] = 0
    state.cstate[side][lane] = READY
    state.discard[state.tab.owner[cid]].append(cid)
    note_piled(state, cid)
    _drop_mods(state, cid)
    if state.under and cid in state.under:  # the cards under it go to their owners' discard piles (Carmel Camel)
        release_under(state, cid, destroyed)
    # A hushed Creature (Palace of Bone) sets off no leaves-play effect; being destroyed is one way of leaving
    # play (R13, R19), so no "when destroyed" effect either.
    if state.scripted and (state.hush_by_id is None or not hushed(state, side, lane, cid)):
        if LEAVES_PLAY in state.listen:
            dispatch(state, LEAVES_PLAY, card=cid, from_side=side, from_lane=lane, building=False, before=before)
        if destroyed and DESTROYED in state.listen:
            dispatch(state, DESTROYED, card=cid, from_side=side, from_lane=lane, building=False, before=before)
    return cid


def release_under(state: Board, host: int, destroyed: bool = False) -> None:
    """The cards under `host` go to their owners' discard piles, each firing PILED as it lands (Impossible
    Possum): the zone under a card goes with the card. `destroyed`: the host left play destroyed (Last Will
    Detriment)."""
    if state.bonus is not BUSY:
        state.bonus = None
    cards = state.under[host]
    state.under = {k: v for k, v in state.under.items() if k != host}
    for c in cards:
        pile(state, c, "under", destroyed)


def pile(state: Board, cid: int, zone: str, destroyed: bool = False) -> None:
    """Card cid, just taken out of `zone` (deck, under), goes to its owner's discard pile and fires PILED as it
    lands (Impossible Possum), in games where a card listens; from under a card, `destroyed` says whether that
    card was destroyed."""
    owner = state.tab.owner[cid]
    state.discard[owner].append(cid)
    note_piled(state, cid)
    if state.scripted and PILED in state.listen:
        dispatch(state, PILED, card=cid, player=owner, zone=zone, destroyed=destroyed)


def _hears_leaving(state: Board) -> bool:
    """True when some card or Hero of the game asks what a leaving card was like (events.BEFORE_LEAVING)."""
    return BEFORE_LEAVING in state.listen


def _before(state: Board, side: SeatId, lane: LaneId, cid: int, creature: bool) -> dict[str, Any]:
    """What a card in play was like just before it leaves (events.LEAVES_PLAY's `before`)."""
    out: dict[str, Any] = {"state": STATE_NAMES[(state.cstate if creature else state.bstate)[side][lane]],
           "modifiers": [list(m[1:]) for m in state.mods if m[0] == cid]}
    if creature:
        out["damage"] = state.cdmg[side][lane]
        out["atk"], out["def"] = stats_of(state, side, lane, cid)
    return out


def remove_building(state: Board, side: SeatId, slot: int, destroyed: bool, refill: bool = True) -> int:
    """Take the Building at building[side][slot] out of play to its owner's discard pile (R14). slot is its
    Lane for a Lane's first Building, LANES + i for an additional one (Burly Lumberjack). When a Lane's first
    Building goes and additional ones stay, the oldest of them becomes its first (a Lane holds additional
    Buildings only beside a first one); refill=False leaves it empty for the Building replacing it (R14)."""
    cid = state.building[side][slot]
    before = _before(state, side, slot, cid, False) if state.scripted and _hears_leaving(state) else None
    lane = vacate_building(state, side, slot, refill)  # (it drops the cached bonuses too)
    state.discard[state.tab.owner[cid]].append(cid)
    _drop_mods(state, cid)
    if state.scripted:
        if LEAVES_PLAY in state.listen:
            dispatch(state, LEAVES_PLAY, card=cid, from_side=side, from_lane=lane, building=True, before=before)
        if destroyed and DESTROYED in state.listen:
            dispatch(state, DESTROYED, card=cid, from_side=side, from_lane=lane, building=True, before=before)
    return cid


def vacate_building(state: Board, side: SeatId, slot: int, refill: bool = True) -> LaneId:
    """Empty the Building place building[side][slot]; returns its Lane. A Lane's first place is refilled by
    the oldest additional Building of that Lane, if any (Burly Lumberjack); an additional place is dropped."""
    if state.bonus is not BUSY:
        state.bonus = None
    if slot < LANES:
        state.building[side][slot] = -1
        state.bstate[side][slot] = READY
        if refill and state.annex[side] and slot in state.annex[side]:
            nxt = LANES + state.annex[side].index(slot)
            state.building[side][slot], state.bstate[side][slot] = state.building[side][nxt], state.bstate[side][nxt]
            _drop_annex(state, side, nxt)
        return slot
    lane = state.annex[side][slot - LANES]
    _drop_annex(state, side, slot)
    return lane


def _drop_annex(state: Board, side: SeatId, slot: int) -> None:
    """Forget the additional Building place building[side][slot] (slot >= LANES); later places move down."""
    del state.building[side][slot]
    del state.bstate[side][slot]
    i = slot - LANES
    row = state.annex[side]
    state.annex = tuple(row[:i] + row[i + 1:] if s2 == side else r for s2, r in enumerate(state.annex))


def add_building(state: Board, side: SeatId, lane: LaneId, cid: int, st: int = READY) -> int:
    """Put Building cid into side's Lane beside the one there, as an additional Building (Burly Lumberjack);
    with none there it becomes the Lane's first. Returns its place in building[side]."""
    if state.bonus is not BUSY:
        state.bonus = None
    if state.building[side][lane] < 0:
        state.building[side][lane], state.bstate[side][lane] = cid, st
        return lane
    state.building[side].append(cid)
    state.bstate[side].append(st)
    state.annex = tuple(r + (lane,) if s2 == side else r for s2, r in enumerate(state.annex))
    return len(state.building[side]) - 1


def check_creatures(state: Board) -> None:
    """R19 as a state check: every Creature whose damage reaches its DEF is destroyed. A Creature leaving
    play can take a DEF bonus with it (Fairy Shepard), so the check runs again until nothing more dies
    (R19: a Creature with damage >= DEF is destroyed, whichever Lane was looked at first)."""
    if not state.scripted:  # printed DEF only: nobody's death changes another's DEF, one pass is enough
        for side in state.seats_from(state.active):
            cr = state.creature[side]
            for lane in state.lanes_of(side):
                cid = cr[lane]
                if cid >= 0 and state.cdmg[side][lane] >= defense_of(state, side, lane, cid):
                    remove_creature(state, side, lane, True)
        return
    while _check_pass(state) and state.phase != OVER:
        pass


R19_SHORTCUTS = True  # False: every Creature's DEF is read in full, one at a time (the plain form tests compare against)


def _check_pass(state: Board) -> bool:
    """One pass of the R19 check over both sides (active player's first, Lane order); True when a
    Creature was destroyed."""
    if not R19_SHORTCUTS:
        return _plain_pass(state)
    risky = _risky(state)
    dfn = state.tab.dfn
    sources: list[Source] | None = None
    vals: list[int] | None = None  # every Creature's DEF bonus, worked out once per pass (risky None)
    died = False
    for side in state.seats_from(state.active):
        cr = state.creature[side]
        dmg = state.cdmg[side]
        for lane in state.lanes_of(side):
            cid = cr[lane]
            if cid < 0:
                continue
            d = dmg[lane]
            floor = dfn[cid]
            if state.mods:  # read afresh: a leaves-play effect in this pass may change them
                for m in state.mods:
                    if m[0] == cid:
                        floor += m[2]
            if risky is not None:
                # Every other static only adds DEF: below printed + modifiers (+ its own printed-X change,
                # for a card in `risky`) it survives, with no need to ask the other statics.
                if risky and cid in risky:
                    own = state.scripts[cid]
                    if not (state.this_turn and silenced(state, cid)):
                        rows = own.fixed_bonus if FIXED_BONUS else None
                        if rows is not None:  # its printed-X DEF read off the Board
                            floor += fixed_amount(state, rows[1], cid, side, lane, cid, side, lane)
                        else:
                            floor += own.bonus_at(state, 1, cid, side, lane, cid, side, lane)
                if d < floor:
                    continue
                if sources is None:
                    sources = static_sources(state, 1)
                if d >= defense_of(state, side, lane, cid, sources) and _destroy_at(state, side, lane, cid):
                    died = True
                    sources = None  # leaving play can change other Creatures' DEF (Fairy Shepard ruling)
                    risky = _risky(state)  # and its texts may put a card lowering DEFs into play
                continue
            if vals is None:  # the board's DEF bonuses as static_bonus gives them, one call per source
                vals = _board_bonuses(state, 1)
            if d >= floor + vals[side * LANES + lane]:
                if _destroy_at(state, side, lane, cid):
                    died = True
                    vals = None  # leaving play can change other Creatures' DEF (Fairy Shepard ruling)
                else:
                    vals = None  # its damage was removed (Bale Out): read the board afresh
    return died


def _plain_pass(state: Board) -> bool:
    """_check_pass without its shortcuts: each Creature's DEF asked of every always-on source in play."""
    died = False
    for side in state.seats_from(state.active):
        for lane in state.lanes_of(side):
            cid = state.creature[side][lane]
            if cid >= 0 and state.cdmg[side][lane] >= defense_of(state, side, lane, cid, static_sources(state, 1)):
                died = _destroy_at(state, side, lane, cid) or died
    return died


def _risky(state: Board) -> frozenset[int] | None:
    """None when a static in play may lower any Creature's DEF (state.def_risk: a Hero's, or a card's in play);
    else the card ids whose own DEF may go down (printed X): every other Creature's DEF is at least printed +
    modifiers now."""
    risk = state.def_risk  # None, or (own-DEF ids, ids that lower any DEF while in play), fixed per game
    if risk is None or (risk[1] and _any_in_play(state, risk[1])):
        return None
    own: frozenset[int] = risk[0]
    return own


def _destroy_at(state: Board, side: SeatId, lane: LaneId, cid: int) -> bool:
    """R19: the Creature cid at (side, lane) is destroyed, unless Bale Out removes its damage instead; True
    when it left play."""
    if state.this_turn and BALED in state.this_turn and _baled(state, side, lane, cid):
        state.cdmg[side][lane] = 0  # Bale Out: its damage is removed instead of its leaving play
        return False
    remove_creature(state, side, lane, True)
    return True


def _any_in_play(state: Board, ids: tuple[int, ...]) -> bool:
    """True when one of the cards `ids` is in play as a Creature or a Building (additional ones included)."""
    creature, building = state.creature, state.building
    for src in ids:
        for side in state.seats:
            if src in creature[side] or src in building[side]:
                return True
    return False


def _baled(state: Board, side: SeatId, lane: LaneId, cid: int) -> bool:
    """Bale Out's Creature, having attacked (exhausted in its controller's Fight Phase), would leave play now."""
    return (cid in state.this_turn[BALED] and state.phase == FIGHT and side == state.active
            and state.cstate[side][lane] == EXHAUSTED)


def damage_creature(state: Board, side: SeatId, lane: LaneId, n: int, source_side: SeatId | None = None,
                    source: int = -1) -> None:
    """Put n damage on a Creature (an effect), then R19. source_side: the side of the Creature whose ability
    deals it (None when no Creature deals it), for damage prevention (Falling Star: engine.effects.spared);
    source: the card that deals it (-1: not said), heard in the DAMAGED event (Routing Rock Crab) and asked by
    texts that keep some damage off (events.warded: Mint Chocouflage)."""
    if n > 0 and state.creature[side][lane] >= 0:
        if source_side is not None and state.this_turn and spared(state, side, source_side):
            return  # prevented: no damage is put on it
        if state.scripted and WARDS in state.listen and warded(state, side, lane, source, source_side):
            return  # its own text keeps this damage off
        if source_side is not None and state.scripted and IGNORES in state.listen:  # Fluffy Fox
            n -= ignored(state, side, lane, state.creature[side][lane], source_side)
            if n <= 0:
                return
        if state.bonus is not BUSY:
            state.bonus = None
        state.cdmg[side][lane] += n
        if state.scripted and DAMAGED in state.listen:  # heard while the Creature is there, before R19
            dispatch(state, DAMAGED, target="creature", card=state.creature[side][lane], at_side=side,
                     at_lane=lane, amount=n, source_side=source_side, source=source)
        check_creatures(state)


def recount_lands(state: Board, p: SeatId) -> None:
    """Face-up Landscape counts by type (R11; face-down ones give no type)."""
    if state.bonus is not BUSY:
        state.bonus = None
    counts: dict[str, int] = {}
    for t, down in zip(state.land[p], state.face_down[p], strict=True):
        if not down:
            counts[t] = counts.get(t, 0) + 1
    if state.scripted:  # a Building that counts as an additional Landscape (Farmhouse: Script.extra_land)
        for slot, b in enumerate(state.building[p]):
            lane = slot_lane(state, p, slot)  # additional Buildings (Burly Lumberjack) count as well
            extra = getattr(state.scripts[b], "extra_land", None) if b >= 0 else None
            if callable(extra):  # it depends on where the Building stands (Learning Center next to Farmhouse)
                extra = extra(state, p, lane)
            if extra:
                counts[extra] = counts.get(extra, 0) + 1
        for c in state.creature[p]:  # a Creature that counts as one (Sun King)
            extra = getattr(state.scripts[c], "extra_land", None) if c >= 0 else None
            if extra:
                counts[extra] = counts.get(extra, 0) + 1
    counts[RAINBOW] = sum(v for k, v in counts.items() if k != RAINBOW)
    lc = state.land_count[:]  # replaced, never changed: clones share it (Board.clone)
    lc[p] = counts
    state.land_count = lc
