"""Set-up, mulligan and the turn sequence (R5-R10, R22, R23, R30)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, TypeVar

from ...core.rng import Rng
from ...core.table import Table
from ..board import (
    BUSY,
    DRAW_RESULT,
    ENDING,
    EXHAUSTED,
    HEARS_ALL,
    MAIN,
    MULLIGAN,
    OVER,
    READY,
    Board,
    SeatId,
    Tables,
    hearers,
    seating,
    solo_seating,
)
from ..defs import Setup
from ..events import (
    AT_END,
    END_OF_TURN,
    HERO_SCRIPTS,
    LASTING,
    SCRIPTS,
    START_OF_TURN,
    START_ORDER,
    STAYS_EXHAUSTED,
    THIS_TURN,
    WAITING,
    ask,
    hero_seat,
    hero_source,
    run_at_end_of_turn,
    run_at_start_of_turn,
    run_start_text,
    silenced,
    start_order_options,
    start_text_waits,
)
from ..ops.core import check_creatures, dispatch, draw_card, end_game, hero_facts, recount_lands

ACTIONS_PER_TURN: Final = 2  # turn step 3
OPENING_HAND: Final = 5  # R7
NO_FLOOP_FIGHT_TURNS = {"classic": 1, "doubles": 3}  # R10 (Doubles R38: first three players)
SEATS = {"classic": 2, "doubles": 4}  # players per variant (Doubles R26: two teams of two)

B = TypeVar("B", bound=Board)
# What game_facts works out: see its docstring.
Facts = tuple[tuple[Any, ...], bool, frozenset[str], bool, tuple[frozenset[int], tuple[int, ...]] | None, bool,
              tuple[Any, Any], Any, Any, Any, Any, Any, dict[str, Any], tuple[int, ...]]


def blank_state(tab: Tables, setup: Setup | None, seed: int | None, rng: Rng, turn_limit: int, variant: str,
                nplayers: int = 2, cls: type[B] = Board, table: Table | None = None) -> B:  # type: ignore[assignment]
    """An empty board for nplayers seats (used by new_game and from_json), at `table` (default: every seat alone;
    1 vs 1 is Table.solo(2)); `cls` is Board or a subclass (engine.cardwars.game.GameState adds the state
    protocol)."""
    s = cls.__new__(cls)
    s.seating = solo_seating(nplayers) if table is None else seating(table)
    s.tab, s.setup, s.seed, s.rng = tab, setup, seed, rng
    (s.scripts, s.scripted, s.listen, s.cost_changes, s.def_risk, s.granters, s.stat_by_id, s.protect_by_id,
     s.hush_by_id, s.shield_by_id, s.floop_by_id, s.abil_by_id, s.ears, s.cost_ids) = game_facts(tab)
    s.bonus = None
    s.turn_limit, s.variant = turn_limit, variant
    s.hp = [s.seating.hp_max] * nplayers  # R5; R34: 40 for a Doubles team (its pool is its first seat's entry)
    s.hand = [[] for _ in s.seats]
    s.deck = [[] for _ in s.seats]
    s.discard = [[] for _ in s.seats]
    s.limbo = []
    s.removed = []
    s.under = {}
    s.hero = [None] * nplayers
    s.hero_facts = None
    s.land = [["Rainbow"] * len(s.lanes_of(p)) for p in s.seats]
    s.face_down = [[False] * len(s.lanes_of(p)) for p in s.seats]
    s.frozen = [[False] * len(s.lanes_of(p)) for p in s.seats]
    s.land_count = [{} for _ in s.seats]
    s.creature = [[-1] * len(s.lanes_of(p)) for p in s.seats]
    s.cdmg = [[0] * len(s.lanes_of(p)) for p in s.seats]
    s.cstate = [[READY] * len(s.lanes_of(p)) for p in s.seats]
    s.building = [[-1] * len(s.lanes_of(p)) for p in s.seats]
    s.bstate = [[READY] * len(s.lanes_of(p)) for p in s.seats]
    s.teamwork = [-1] * nplayers  # R27: no Teamwork card in play
    s.annex = ((),) * nplayers  # no additional Buildings (Burly Lumberjack)
    s.active = s.first_player = s.seats[0]
    s.turn = 0
    s.phase = MULLIGAN
    s.actions_left = 0
    s.mulligan_done = [False] * nplayers
    s.winner = None
    s.end_reason = None
    s.mods = []
    s.this_turn = {}
    s.pending = []
    s.history = []
    return s


# What the scripts of a game can ever do, worked out from the registry when a game starts: kept per card table
# (simulations start thousands of games from one Setup) and used again while the registry gives the same scripts.
_FACTS: Final[dict[int, tuple[Tables, tuple[Any, ...], tuple[Any, ...], Facts]]] = {}  # id(tab) -> (tab, scripts, heroes, facts)


def game_facts(tab: Tables) -> Facts:
    """(scripts, scripted, listen, cost_changes, def_risk, granters, stat_by_id, protect_by_id, hush_by_id,
    shield_by_id, floop_by_id, abil_by_id, ears, cost_ids) for a game of these cards: each card id's script, looked up once
    per game (the registry is read when the game starts), and what those scripts can ever do, so the rules
    skip the rest (see the Board fields)."""
    scripts = tuple(SCRIPTS.get(x) for x in tab.slug)
    heroes = tuple(HERO_SCRIPTS[h] for h in tab.heroes if h in HERO_SCRIPTS)
    hit = _FACTS.get(id(tab))
    if KEEP_FACTS and hit is not None and hit[0] is tab and hit[1] == scripts and hit[2] == heroes:
        return hit[3]
    facts = _work_out_facts(scripts, heroes, tab.kind)
    if len(_FACTS) > 256:
        _FACTS.clear()
    _FACTS[id(tab)] = (tab, scripts, heroes, facts)
    return facts


KEEP_FACTS = True  # False: work the facts out afresh for every game (the slow path tests compare against)


def _work_out_facts(scripts: tuple[Any, ...], heroes: tuple[Any, ...], kinds: tuple[int, ...]) -> Facts:
    scripted = any(x is not None for x in scripts) or bool(heroes)
    scs = [x for x in scripts if x is not None] + list(heroes)
    # The events somebody listens to (dispatch returns at once for the others) and whether any card or Hero
    # changes costs (R12). A script whose events depend on the game's other cards says so (Script.events_in).
    narrowed = {id(x): x.events_in(scripts, kinds) for x in scs if x.narrows_events}
    listen: frozenset[str] = frozenset().union(*(narrowed.get(id(x), x.events) for x in scs))
    cost_changes = any(x.has_cost_change or getattr(x, "turn_cost_change", False) for x in scs)
    # the cards whose always-on text changes costs while in play (R12): rules.costs looks for these on the
    # board instead of scanning every Lane of every seat
    cost_ids = tuple(cid for cid, sc in enumerate(scripts) if sc is not None and sc.has_cost_change)
    risk = def_risk(scripts, list(heroes))
    granters = any(x is not None and x.grants_floop for x in scripts)
    stat_by_id = (_stat_table(scripts, 0), _stat_table(scripts, 1))  # ATK, DEF
    protect_by_id = _table(scripts, lambda sc: sc.has_protect)
    # Palace of Bone (engine.effects.hushed), Cave of Solitude (effects.untargetable): rare, so None for most games
    hush_by_id = shield_by_id = None
    if scripted:
        hush_by_id = _table(scripts, lambda sc: sc.has_hush)
        shield_by_id = _table(scripts, lambda sc: sc.has_shield)
    floop_by_id = _table(scripts, lambda sc: sc.has_floop)
    abil_by_id = _table(scripts, lambda sc: sc.has_abilities)
    # event -> (card id -> its script when it listens to the event, card id -> what it can hear of it: None
    # when every listener hears it every time), for the events some card listens to
    ears: dict[str, Any] = {}
    for ev in listen:
        t = _table(scripts, _hears(ev, narrowed))
        if t is not None:
            only = tuple(HEARS_ALL if sc is None else sc.hearing(ev) for sc in t)
            ears[ev] = (t, only if any(only) else None)
    return (scripts, scripted, listen, cost_changes, risk, granters, stat_by_id, protect_by_id, hush_by_id,
            shield_by_id, floop_by_id, abil_by_id, ears, cost_ids)


def _hears(ev: str, narrowed: dict[int, frozenset[str]]) -> Callable[[Any], bool]:
    """A test of a script: does it listen to `ev` in this game (its narrowed events, when it narrows them)."""
    def test(sc: Any) -> bool:
        return ev in narrowed.get(id(sc), sc.events)
    return test


def _table(scripts: tuple[Any, ...], test: Callable[[Any], bool]) -> tuple[Any, ...] | None:
    """Card id -> its script when test(script) holds, else None; None when no card in the game passes."""
    t = tuple(sc if sc is not None and test(sc) else None for sc in scripts)
    return t if any(x is not None for x in t) else None


def _stat_table(scripts: tuple[Any, ...], which: int) -> tuple[Any, ...] | None:
    """Card id -> its script when it has always-on ATK (which=0) / DEF (1) changes, else None; None when
    no card in the game has any (engine.rules.core.static_sources)."""
    t = tuple(sc if sc is not None and sc.has_static and (sc.static_def if which else sc.static_atk) else None
              for sc in scripts)
    return t if any(x is not None for x in t) else None


def def_risk(scripts: tuple[Any, ...], heroes: list[Any]) -> tuple[frozenset[int], tuple[int, ...]] | None:
    """For the R19 check's shortcut: None when a Hero may lower any Creature's DEF, else (the card ids whose
    own DEF may go down (printed X), the card ids that may lower any Creature's DEF while they are in play).
    While none of the latter is in play, every other Creature's DEF is at least printed + modifiers."""
    risky: list[int] = []
    low: list[int] = []
    for cid, sc in enumerate(scripts):
        if sc is not None and sc.has_static and sc.static_def:
            if sc.def_floor == "self":
                risky.append(cid)
            elif sc.def_floor != "up" and sc.def_floor != "borrowed":  # borrowed: the card it copies is in `low`
                low.append(cid)
    for sc in heroes:
        if sc.has_static and sc.static_def and sc.def_floor is None:
            return None
    return frozenset(risky), tuple(low)


_TABLES: Final[dict[int, tuple[Setup, Tables]]] = {}  # id(setup) -> (setup, Tables): simulations start thousands of games


def _tables(setup: Setup) -> Tables:
    hit = _TABLES.get(id(setup))
    if hit is not None and hit[0] is setup:
        return hit[1]
    # One canonical deck order (by slug): the same list gives the same games whichever path built it (a
    # precon read from the catalogue, a deck saved on the site, a text file), since card ids follow it.
    entries = [(slug, SeatId(p)) for p, ps in enumerate(setup.players) for slug in sorted(ps.cards)]
    heroes = {ps.hero: setup.cards.get(ps.hero) for ps in setup.players if ps.hero}
    tab = Tables(entries, setup.cards, heroes)
    if len(_TABLES) > 256:
        _TABLES.clear()
    _TABLES[id(setup)] = (setup, tab)
    return tab


def new_game(setup: Setup, seed: int, cls: type[B] = Board) -> B:  # type: ignore[assignment]
    """Start a game: landscapes down, first player (R6), shuffle and draw 5 (R7); mulligans come next."""
    seats = SEATS.get(setup.variant)
    if seats is None:
        raise NotImplementedError(f"no Card Wars variant {setup.variant!r} (known: {', '.join(SEATS)})")
    if len(setup.players) != seats:
        raise ValueError(f"the {setup.variant} variant seats {seats} players, not {len(setup.players)}")
    tab = _tables(setup)
    rng = Rng(seed)
    table = Table.teams_of(2, 2) if setup.variant == "doubles" else None  # R26: seats A1 B1 A2 B2
    s = blank_state(tab, setup, seed, rng, setup.turn_limit, setup.variant, nplayers=seats, cls=cls, table=table)
    s.bonus = BUSY  # being set up: no cached bonuses until it is done
    cid = 0
    for p, ps in zip(s.seats, setup.players, strict=True):
        if len(ps.landscapes) != len(s.lanes_of(p)):
            raise ValueError(f"R3: a player needs exactly {len(s.lanes_of(p))} Landscapes, got {len(ps.landscapes)}")
        s.land[p] = list(ps.landscapes)
        recount_lands(s, p)
        s.hero[p] = ps.hero  # R25: the Hero sits beside the deck from the start
        s.deck[p] = list(range(cid, cid + len(ps.cards)))
        cid += len(ps.cards)
    # R6: setup may fix the first player (match alternation); otherwise the seeded coin decides.
    first = setup.first_player
    s.first_player = s.seats[first if first is not None else rng.randbelow(len(s.seats))]
    s.active = s.first_player
    for p in s.seats:  # R7: shuffle, draw 5
        rng.shuffle(s.deck[p])
        for _ in range(OPENING_HAND):
            draw_card(s, p)
    s.bonus = None
    return s


def apply_mulligan(s: Board, p: SeatId, take: bool) -> None:
    """R7: once, the player's choice: hand back, reshuffle the whole deck, draw 5 new cards."""
    if take:
        deck = s.deck[p]
        deck.extend(s.hand[p])
        s.hand[p] = []
        s.rng.shuffle(deck)
        for _ in range(OPENING_HAND):
            draw_card(s, p)
    done = s.mulligan_done[:]  # replaced, never changed: clones share it (Board.clone)
    done[p] = True
    s.mulligan_done = done
    if all(s.mulligan_done):
        s.active = s.first_player
        start_turn(s)


def start_turn(s: Board) -> None:
    """Turn steps 1-2: ready, draw (R8, the first player too), start-of-turn effects after the draw (R30)."""
    p = s.active
    s.turn += 1
    s.phase = MAIN
    s.actions_left = ACTIONS_PER_TURN
    tired = s.scripted and STAYS_EXHAUSTED in s.listen
    before = s.cstate[p]
    s.cstate[p] = [READY] * len(s.lanes_of(p))
    if tired:  # Fatigued Librarian: one not ready as your turn starts stays exhausted (it readies only by moving)
        for lane in s.lanes_of(p):
            cid = s.creature[p][lane]
            if cid >= 0 and before[lane] != READY and s.scripts[cid] is not None and s.scripts[cid].stays_exhausted:
                s.cstate[p][lane] = EXHAUSTED
    s.bstate[p] = [READY] * len(s.building[p])  # additional Buildings (Burly Lumberjack) too
    if s.this_turn:  # "until the start of your next turn" ends now, before the draw (events.AT_START)
        run_at_start_of_turn(s)
    draw_card(s, p)
    if s.scripted and START_OF_TURN in s.listen:
        waiting = start_texts(s, p)
        if waiting:
            s.this_turn = dict(s.this_turn, **{WAITING: waiting})
            run_start_texts(s)
        elif s.phase != OVER:
            check_creatures(s)


def start_texts(state: Board, player: SeatId) -> list[int]:
    """R30: the start-of-turn texts that wait as `player`'s turn starts, as card ids (a Hero's: hero_source),
    in dispatch's order: each card in play (and Hero) listening to START_OF_TURN with a text whose condition
    holds now ("at the start of your turn" holds in its controller's turn only). In the kernel: every turn
    start asks it, greedy's playouts' included."""
    entry = state.ears.get(START_OF_TURN)
    out: list[int] = []
    if entry is not None:  # the listeners in play in in_play's order (compiled walk); Teamwork cards (Lane -1) left out
        # as dispatch would visit them for the event of `player`: a card that hears only its own seat's turn starting
        # ("at the start of your turn", HEARS_SIDE) is not asked on the other seats' (its text cannot hold there)
        for sc, cid, side, lane in hearers(state, entry[0], entry[1], None, player, None, None):
            if lane >= 0 and not silenced(state, cid) and sc.hears(START_OF_TURN, state, cid,
                                                                   {"player": player, "side": side, "lane": lane}):
                out.append(cid)
    heroes = hero_facts(state)[1]
    for side in state.seats_from(state.active):
        hs = heroes[side]
        if hs is not None and START_OF_TURN in hs.events and hs.hears(START_OF_TURN, state, hero_source(side),
                                                                      {"player": player, "side": side}):
            out.append(hero_source(side))
    return out


def run_start_texts(s: Board) -> None:
    """R30: the waiting start-of-turn texts run one at a time, R19 checked after each; a text whose card has left
    play (or whose condition no longer holds) does not run. With two or more waiting, the active player chooses
    the next (a START_ORDER question). Called again once a text's own choices are answered (apply._settle)."""
    p = s.active
    if s.phase == OVER or s.pending:
        return
    waiting = [c for c in s.this_turn.get(WAITING, ()) if start_text_waits(s, c, p)]
    if len(waiting) > 1 and not copies_of_one_card(s, waiting):
        s.this_turn = dict(s.this_turn, **{WAITING: waiting})
        ask(s, p, start_order_options(s, waiting), -1, START_ORDER, tuple(waiting), script="", kind="order")
        return
    rest = waiting[1:]  # copies of one card: in the order they were found (Lane order), no question
    s.this_turn = {k: v for k, v in s.this_turn.items() if k != WAITING}
    if rest:
        s.this_turn[WAITING] = rest
    if waiting:
        run_start_text(s, waiting[0], p)
        if rest:
            if not s.pending and s.phase != OVER:
                check_creatures(s)  # R19 before the next one
                run_start_texts(s)
            return
    if not s.pending and s.phase != OVER:
        check_creatures(s)  # R19 after what it did (a Creature moved across a DEF-lowering Building)


def copies_of_one_card(s: Board, waiting: list[int]) -> bool:
    """True when the waiting texts are all one card's (copies of it, or one Hero's): the active player is then
    not asked their order (R30: asked only when texts of different cards wait)."""
    names = {s.hero[hero_seat(c)] if c < 0 else s.tab.slug[c] for c in waiting}
    return len(names) == 1


def choose_start_text(s: Board, waiting: list[int], option: str, options: list[str] | tuple[str, ...]) -> None:
    """R30: the active player picked which waiting start-of-turn text runs next; the others wait for it."""
    cid = waiting[list(options).index(option)]
    s.this_turn = dict(s.this_turn, **{WAITING: [c for c in waiting if c != cid]})
    run_start_text(s, cid, s.active)


def end_turn(s: Board) -> None:
    """Turn step 5: end-of-turn effects, then hand over (finish_end_turn)."""
    s.phase = ENDING
    if s.scripted and END_OF_TURN in s.listen:
        dispatch(s, END_OF_TURN, player=s.active)
        if s.pending or s.phase == OVER:
            return
    finish_end_turn(s)


def finish_end_turn(s: Board) -> None:
    """Delayed "at the end of this turn" effects, then unspent Actions are lost, "this turn" effects end (a
    lost DEF bonus can destroy, R19), R23 limit."""
    if s.this_turn and AT_END in s.this_turn:  # after the end-of-turn triggers (end_turn), before the clean-up
        if run_at_end_of_turn(s) or s.phase == OVER:
            return  # a choice is pending (R17): _settle comes back here once it is made
        check_creatures(s)  # R19 after what they did (e.g. a Creature back beside its owner's bonuses)
        if s.phase == OVER:
            return
    s.actions_left = 0
    if s.mods or s.this_turn:
        had = bool(s.mods)
        clear_turn_modifiers(s)
        if had:
            check_creatures(s)
    if s.turn >= s.turn_limit:  # R23: a draw, reason "turn limit"
        end_game(s, DRAW_RESULT, "turn limit")
        return
    s.active = s.next_seat(s.active)
    start_turn(s)


def clear_turn_modifiers(state: Board) -> None:
    """Drop every modifier that ends with this turn ("turn", or "t<N>" with N <= this turn) and the
    "this turn" counters but the LASTING ones (called at the turn boundary, in the kernel since every greedy
    playout crosses one)."""
    if state.bonus is not BUSY:  # engine.state.touch
        state.bonus = None
    if state.mods:
        t = state.turn
        state.mods = [m for m in state.mods if m[3] != THIS_TURN and not (m[3][0] == "t" and int(m[3][1:]) <= t)]
    tt = state.this_turn
    state.this_turn = {k: tt[k] for k in LASTING if tt.get(k)} if tt else {}  # all but what outlasts the turn


def no_floop_or_fight(s: Board) -> bool:
    """R10: the first player may not Floop or Fight on the first turn of the game; R38: in Doubles the first
    three players (turns 1-3) may not."""
    return s.turn <= NO_FLOOP_FIGHT_TURNS.get(s.variant, 1)
