"""Simple always-on ATK / DEF bonuses read off the Board as plain rows (ops.core.fixed_amount / fixed_all) give
exactly what the card scripts give (bonus_at / bonus_all through the vocabulary).

A card whose every ATK / DEF static is a number or a count the Board holds (face-up Landscapes, Landscape types,
Frozen or face-down Landscapes, Flooped Creatures, its damage, Spells this turn, fives in the discard pile), to a
receiver the rules know (itself, adjacent R32, in this Lane, friendly, all, on face-down Landscapes, across R26,
changed Lanes this turn; narrowed to a Landscape type, to Flooped ones or to Rainbow Creatures), under a condition they know (none,
empty Lane across, a Building in its Lane, n damage, your turn, a count at least / at most / exactly n, itself Flooped), is compiled to rows
once (dsl.card.fixed_rows); ops.core.FIXED_BONUS False asks the scripts instead. Seeded games of every Collector's
Pack deck and of Doubles are walked position by position and every Creature's bonuses compared both ways; the
same games are played both ways.

A Hero's always-on bonuses (R25: in every player's turn) are rows too when they need no Lane (its source is
(hero_source(seat), seat, Lane -1)): receivers friendly, all, on face-down or Frozen Landscapes, narrowed to undamaged
Creatures, ones with at least n damage or Rainbow ones; conditions your / not your turn, Landscape types all different,
one Landscape type. The
Collector's Pack games carry their decks' Heroes; more games put every Hero with such statics on other decks."""
import dataclasses

import pytest
from helpers import flooped, game_records, games_both_ways, hurt, lane, position, side

from engine import new_game
from engine.cardwars.board import OVER
from engine.cardwars.cards import HERO_SCRIPTS, SCRIPTS
from engine.cardwars.match import make_players
from engine.cardwars.ops import core
from engine.cardwars.rules.apply import apply_unchecked

PAIRS = [("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
         ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
         ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake")]


def _bonuses(s, fixed):
    """Every Creature's ATK and DEF bonus, each source asked alone (_static) and the board at once
    (_board_bonuses), with the rows (fixed) or through the scripts."""
    saved = core.FIXED_BONUS
    core.FIXED_BONUS = fixed
    try:
        one = []
        for which in (0, 1):
            sources = core.static_sources(s, which)
            for sd in s.seats:
                for ln in s.lanes_of(sd):
                    cid = s.creature[sd][ln]
                    if cid >= 0:
                        one.append(core._static(s, which, sd, ln, cid, sources))
        return one, [core._board_bonuses(s, 0), core._board_bonuses(s, 1)]
    finally:
        core.FIXED_BONUS = saved


def _table_sources(s):
    """How many sources in play now have rows."""
    return sum(1 for which in (0, 1) for sc, *_ in core.static_sources(s, which) if sc.fixed_bonus is not None)


def _heroes_giving(s):
    """The Heroes whose rows give some Creature a bonus now."""
    out = set()
    targets = [(0, sd, ln, s.creature[sd][ln]) for sd in s.seats for ln in s.lanes_of(sd) if s.creature[sd][ln] >= 0]
    for which in (0, 1):
        for sc, src, s2, l2 in core.static_sources(s, which):
            if src < 0 and sc.fixed_bonus is not None:
                vals = [0]
                core.fixed_all(s, sc.fixed_bonus[which], src, s2, l2, targets, vals)
                if vals[0]:
                    out.add(sc.slug)
    return out


def _walk(s, players, heroes=None):
    """Play the game out, comparing the bonuses both ways at every position; the positions with rows met (heroes, a
    set: the Heroes seen giving a bonus by their rows are added to it)."""
    met = 0
    while s.phase != OVER:
        if s.scripted:
            assert _bonuses(s, True) == _bonuses(s, False)
            met += bool(_table_sources(s))
            if heroes is not None:
                heroes |= _heroes_giving(s)
        apply_unchecked(s, players[s.current_player()].select_action(s))
    return met


# every Hero with always-on ATK / DEF bonuses; all of them are rows
STAT_HEROES = ("jake", "marceline", "gunter", "ice-queen", "prismo", "fionna")
ROW_HEROES = STAT_HEROES


def _with_hero(pool, deck, hero):
    return dataclasses.replace(pool.precon(deck), hero=hero)


def _hero_setups(pool):
    """Each Hero with statics on two Collector's Pack decks, against a third deck with the next Hero."""
    ids = [i for i in sorted(pool.precons) if i.startswith("CP")]
    out = []
    for k, hero in enumerate(STAT_HEROES):
        for j in range(2):
            mine, theirs = ids[(3 * k + 5 * j) % len(ids)], ids[(3 * k + 5 * j + 7) % len(ids)]
            out.append(pool.setup(_with_hero(pool, mine, hero),
                                  _with_hero(pool, theirs, STAT_HEROES[(k + 1) % len(STAT_HEROES)])))
    return out


@pytest.mark.parametrize("pair", PAIRS, ids=["-".join(p) for p in PAIRS])
def test_rows_give_the_scripts_bonuses_in_cp_games(pool, pair):
    setup = pool.setup(*pair)
    met = 0
    for seed in range(8):
        met += _walk(new_game(setup, seed), make_players(("random", "random"), seed))
    assert met > 50  # table-driven statics were in play and compared


def test_rows_give_the_scripts_bonuses_in_doubles_games(pool):
    ids = sorted(pool.precons)  # every precon: Doubles Tournament decks too (R26 across, R32 adjacent Lanes)
    met = 0
    for seed in range(20):
        decks = [ids[(seed * 7 + k * 5) % len(ids)] for k in range(4)]
        setup = pool.setup(*decks, variant="doubles")
        met += _walk(new_game(setup, seed), make_players(("random",) * 4, seed))
    assert met > 20


def test_rows_give_the_scripts_bonuses_in_other_1v1_games(pool):
    """The Doubles Tournament precons played 1 vs 1 against Collector's Pack decks: more of the vocabulary."""
    ids = sorted(pool.precons)
    met = 0
    for seed in range(16):
        setup = pool.setup(ids[seed % 4], ids[4 + (seed * 5) % (len(ids) - 4)])
        met += _walk(new_game(setup, seed), make_players(("random", "random"), seed))
    assert met > 50


def test_rows_give_the_scripts_hero_bonuses(pool):
    """R25: every Hero with statics on other decks, 1 vs 1: its bonuses from rows equal its script's."""
    giving: set[str] = set()
    for n, setup in enumerate(_hero_setups(pool)):
        for seed in range(3):
            _walk(new_game(setup, 10 * n + seed), make_players(("random", "random"), seed), giving)
    # each Hero's rows gave bonuses, compared with its script's (Jake's face-down Landscapes: the CP1 games, below)
    assert giving == set(ROW_HEROES) - {"jake"}


def test_hero_rows_in_positions(pool):
    """R25: each Hero's rows give its own seat's Creatures what its script gives, in either player's turn."""
    cases = [  # (Hero, its Creatures' lanes, (ATK, DEF) bonus of its Creature in lane 0, in lane 1)
        ("jake", dict(lane0=lane(creature="cow", face_down=True), lane1=lane(creature="cow")), ((2, 0), (0, 0))),
        ("gunter", dict(lane0=lane(creature="cow", frozen=True), lane1=lane(creature="cow")), ((1, 0), (0, 0))),
        ("marceline", dict(lane0=lane(creature=hurt("cow", 5)), lane1=lane(creature=hurt("cow", 4))),
         ((1, 0), (0, 0))),
        ("prismo", dict(lands=("Blue Plains", "Cornfield", "NiceLands", "SandyLands"),
                        lane0=lane(creature="cow"), lane1=lane("Cornfield", creature="cow")), ((0, 1), (0, 1))),
    ]
    for hero, lanes, want in cases:
        for active in (0, 1):  # its own turn and the opponent's (R25)
            s = position(pool, p0=side(hero=hero, **lanes), p1=side(lands=("Cornfield",) * 4,
                                                                     lane0=lane("Cornfield", creature="cow")),
                         active=active)
            fixed, plain = _bonuses(s, True), _bonuses(s, False)
            assert fixed == plain, hero
            assert tuple((fixed[1][0][ln], fixed[1][1][ln]) for ln in (0, 1)) == want, hero
            assert fixed[1][0][4] == 0 and fixed[1][1][4] == 0  # the opponent's Creature: none
    # Ice Queen: +1 ATK to your undamaged Creatures in the opponent's turn only
    for active, want in ((0, 0), (1, 1)):
        s = position(pool, p0=side(hero="ice-queen", lane0=lane(creature="cow"), lane1=lane(creature=hurt("cow", 1))),
                     active=active)
        fixed = _bonuses(s, True)
        assert fixed == _bonuses(s, False)
        assert (fixed[1][0][0], fixed[1][0][1]) == (want, 0)


def test_rows_give_the_scripts_hero_bonuses_in_doubles_games(pool):
    """Heroes with statics on every seat of Doubles games (R26 teams, R28): a Hero's rows count from its seat."""
    ids = sorted(pool.precons)
    giving: set[str] = set()
    for seed in range(8):
        decks = [_with_hero(pool, ids[(seed * 3 + k * 5) % len(ids)], STAT_HEROES[(seed + k) % len(STAT_HEROES)])
                 for k in range(4)]
        setup = pool.setup(*decks, variant="doubles")
        _walk(new_game(setup, seed), make_players(("random",) * 4, seed), giving)
    assert len(giving) >= 3


def test_known_heroes_compile_to_rows():
    """Heroes whose statics need no Lane become rows, Fionna's (Rainbow Creatures while one Landscape type) too."""
    for slug in ROW_HEROES:
        assert HERO_SCRIPTS[slug].fixed_bonus is not None, slug
    (row,), () = HERO_SCRIPTS["fionna"].fixed_bonus
    assert (row[4], row[5], row[6], row[8], row[12]) == (core.FX_FRIENDLY, core.COND_EQUALS, 1, core.AMT_LAND_TYPES,
                                                         core.RECV_RAINBOW)
    # Marceline: +1 ATK to your Creatures with at least 5 damage
    (row,), () = HERO_SCRIPTS["marceline"].fixed_bonus
    assert (row[0], row[4], row[12], row[14]) == (1, core.FX_FRIENDLY, core.RECV_DAMAGE_AT_LEAST, 5)
    # Ice Queen: not in your turn, undamaged ones; Prismo: DEF while your Landscapes' types all differ
    (row,), () = HERO_SCRIPTS["ice-queen"].fixed_bonus
    assert (row[5], row[12], row[14]) == (core.COND_THEIR_TURN, core.RECV_DAMAGE_IS, 0)
    (), (row,) = HERO_SCRIPTS["prismo"].fixed_bonus
    assert row[5] == core.COND_TYPES_DIFFER


def test_a_hero_static_that_needs_a_lane_keeps_its_path():
    """A Hero has no Lane (its source's Lane is -1): a static whose receiver, amount or condition reads one does
    not compile for a Hero, the same static does for a card."""
    from engine.cardwars.dsl.card import Card
    from engine.cardwars.dsl.statics import ADJACENT_TO, FRIENDLY_CREATURES, Stat
    from engine.cardwars.dsl.values import building_in_lane, damage_on_it

    for st in (Stat(atk=1, to=ADJACENT_TO), Stat(atk=damage_on_it, to=FRIENDLY_CREATURES),
               Stat(atk=1, to=FRIENDLY_CREATURES, when=building_in_lane)):
        assert Card("a-hero", statics=[st], hero=True).fixed_bonus is None
        assert Card("a-card", statics=[st]).fixed_bonus is not None


def test_known_cards_compile_to_rows():
    """Numbers, counts of Landscapes, their types and discards, damage, conditions, receivers narrowed to a
    Landscape type, to Flooped or to Rainbow Creatures and printed X become rows; a static whose amount the Board
    does not hold (counts of selected cards, of Rainbow Creatures, a card's own test) keeps the script's path."""
    for slug in ("blood-fortress", "celestial-castle", "celestial-fortress", "x-large-spirit-soldier",
                 "nice-ice-baby", "corn-dog", "husker-knight", "wall-of-ears", "bouncing-zebracorn",
                 "fancy-zebracorn", "furious-hen", "ms-fluff", "wall-of-chocolate", "husker-champion",
                 "sprucy-lucy", "sand-knights", "corn-ronin", "papercut-tiger", "dark-angel", "mausoleum",
                 "mouthball", "fairy-shepard", "druid-of-the-cob", "floating-ice-palace", "struzann-jinn",
                 "windmill-of-health", "glacier-racer", "emperor-penguin", "parrotmilitary-outpost", "punk-cat",
                 "crazy-cat-lady", "tornado-wall-of-fire"):
        assert SCRIPTS[slug].fixed_bonus is not None, slug
    for slug in ("corn-lord", "immortal-maize-walker", "carmel-camel", "woadic-matriarch"):
        assert SCRIPTS[slug].fixed_bonus is None, slug
    # Husker Knight: printed X (ATK its Cornfields, DEF twice them) as rows that replace the printed numbers
    atk_rows, def_rows = SCRIPTS["husker-knight"].fixed_bonus
    assert [(r[0], r[1], r[3], r[11]) for r in atk_rows] == [(1, core.AMT_LANDS, "Cornfield", 1)]
    assert [(r[0], r[1], r[3], r[11]) for r in def_rows] == [(2, core.AMT_LANDS, "Cornfield", 2)]


def test_lane_and_frozen_rows_in_positions(pool):
    """Parrotmilitary Outpost: -1 ATK to both Creatures in its Lane (its own and the one across, R26), none next to
    it; Glacier Racer: +4 ATK while both Landscapes in its Lane are Frozen (R41); Emperor Penguin: -1 ATK to every
    Creature on a Frozen Landscape, either side; Windmill of Health: +2 ATK to its Lane's Creature while undamaged."""
    s = position(pool, p0=side(lane0=lane(creature="cow", building="parrotmilitary-outpost"),
                               lane1=lane(creature="glacier-racer", frozen=True),
                               lane2=lane(creature="emperor-penguin"),
                               lane3=lane(creature="cow", building="windmill-of-health")),
                 p1=side(lands=("Cornfield",) * 4, lane0=lane("Cornfield", creature="cow"),
                         lane1=lane("Cornfield", creature="cow", frozen=True),
                         lane2=lane("Cornfield", creature="cow")))
    fixed = _bonuses(s, True)
    assert fixed == _bonuses(s, False)
    assert fixed[1][0][:4] == [-1, 4 - 1, 0, 2] and fixed[1][0][4:7] == [-1, -1, 0]
    s.cdmg[0][3] = 1  # Windmill of Health: a damaged Creature takes nothing
    s.frozen[1][1] = False  # Glacier Racer: one Frozen Landscape in its Lane is not enough
    fixed = _bonuses(s, True)
    assert fixed == _bonuses(s, False)
    assert fixed[1][0][:4] == [-1, -1, 0, 0] and fixed[1][0][4:7] == [-1, 0, 0]


def test_rainbow_and_flooped_rows_in_positions(pool):
    """Fionna (+1 ATK to your Rainbow Creatures while your face-up Landscapes are of one type) and Crazy Cat Lady (+1
    ATK to your Rainbow Creatures, itself too once it is one) as rows: a printed Rainbow Creature, one made Rainbow by
    Tiny Elephant (itself) or Charming City (both sides of its Lane) take both, a Blue Plains one nothing, the
    opponent's Rainbow Creature nothing; a second Landscape type turns Fionna's off. Tornado Wall of Fire: +3 ATK
    while it is Flooped. Every figure the same as through the scripts."""
    for lands, fionna in ((("Blue Plains",) * 4, 1), (("Blue Plains",) * 3 + ("Cornfield",), 0)):
        s = position(pool, p0=side(hero="fionna", lands=lands, lane0=lane(lands[0], creature="cow"),
                                   lane1=lane(lands[1], creature="crazy-cat-lady"),
                                   lane2=lane(lands[2], creature="tiny-elephant"),
                                   lane3=lane(lands[3], creature="crazy-cat-lady", building="charming-city")),
                     p1=side(lands=("Cornfield",) * 4, lane0=lane("Cornfield", creature=flooped("tornado-wall-of-fire")),
                             lane1=lane("Cornfield", creature="tornado-wall-of-fire"),
                             lane3=lane("Cornfield", creature="cow")))
        fixed = _bonuses(s, True)
        assert fixed == _bonuses(s, False)
        assert fixed[1][0] == [fionna + 2, 0, fionna + 2, fionna + 2, 3, 0, 0, 0]
        assert _table_sources(s) == 5  # Fionna, both Cats and both Tornados: each read off its rows


def test_moved_this_turn_row_in_positions(pool):
    """Punk Cat: +2 ATK to every Creature that changed Lanes this turn, on either side, none to the others (the
    rules' record this_turn["moved"]); the row gives what the script gives."""
    s = position(pool, p0=side(lane0=lane(creature="punk-cat"), lane2=lane(creature="cow")),
                 p1=side(lands=("Cornfield",) * 4, lane0=lane("Cornfield", creature="cow"),
                         lane3=lane("Cornfield", creature="cow")))
    assert SCRIPTS["punk-cat"].fixed_bonus is not None
    fixed = _bonuses(s, True)
    assert fixed == _bonuses(s, False) and fixed[1][0] == [0] * 8
    s.this_turn = {**s.this_turn, "moved": [s.creature[0][2], s.creature[1][3]]}
    s.bonus = None
    fixed = _bonuses(s, True)
    assert fixed == _bonuses(s, False)
    assert fixed[1][0] == [0, 0, 2, 0, 0, 0, 0, 2]


def test_r26_across_row_lowers_the_facing_def_only(pool):
    """Celestial Fortress (-2 DEF to the Creature across, R26) as a row: the Creature facing it loses 2 DEF, its
    neighbour none, the same as through its script."""
    s = position(pool, p0=side(lane0=lane(building="celestial-fortress")),
                 p1=side(lands=("Cornfield",) * 4, lane0=lane("Cornfield", creature="cow"),
                         lane1=lane("Cornfield", creature="cow")))
    fixed, plain = _bonuses(s, True), _bonuses(s, False)
    assert fixed == plain
    assert fixed[1][1][1 * 4 + 0] == -2 and fixed[1][1][1 * 4 + 1] == 0


def test_rows_give_the_same_games_with_heroes(pool, monkeypatch):
    """Every Hero with statics on other decks: the same games with its rows as through its script."""
    setups = _hero_setups(pool)
    fast = [game_records(setup, range(3), ("random", "random")) for setup in setups]
    monkeypatch.setattr(core, "FIXED_BONUS", False)
    plain = [game_records(setup, range(3), ("random", "random")) for setup in setups]
    assert fast == plain
    assert sum(len(r[0]) for rs in fast for r in rs) > 1000


@pytest.mark.parametrize("pair", PAIRS, ids=["-".join(p) for p in PAIRS])
def test_rows_give_the_same_games(pool, pair, monkeypatch):
    setup = pool.setup(*pair)
    players = {"random": range(0, 10), "first": range(100, 103)}
    fast, plain = games_both_ways(setup, players, monkeypatch, core, "FIXED_BONUS")
    assert fast == plain
    assert sum(len(r[0]) for rs in fast.values() for r in rs) > 500  # real games were played
