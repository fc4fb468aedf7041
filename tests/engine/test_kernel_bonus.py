"""Simple always-on ATK / DEF bonuses read off the Board as plain rows (ops.core.fixed_amount / fixed_all) give
exactly what the card scripts give (bonus_at / bonus_all through the vocabulary).

A card whose every ATK / DEF static is a number or a count the Board holds (face-up Landscapes, Landscape types,
Frozen or face-down Landscapes, Flooped Creatures, its damage, Spells this turn, fives in the discard pile), to a
receiver the rules know (itself, adjacent R32, in this Lane, friendly, all, on face-down Landscapes, across R26;
narrowed to a Landscape type or to Flooped ones), under a condition they know (none, empty Lane across, a
Building in its Lane, n damage, your turn, a count at least / at most n), is compiled to rows
once (dsl.card.fixed_rows); ops.core.FIXED_BONUS False asks the scripts instead. Seeded games of every Collector's
Pack deck and of Doubles are walked position by position and every Creature's bonuses compared both ways; the
same games are played both ways."""
import pytest
from helpers import game_records, lane, position, side

from engine import new_game
from engine.cardwars.board import OVER
from engine.cardwars.cards import SCRIPTS
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


def _walk(s, players):
    """Play the game out, comparing the bonuses both ways at every position; the positions with rows met."""
    met = 0
    while s.phase != OVER:
        if s.scripted:
            assert _bonuses(s, True) == _bonuses(s, False)
            met += bool(_table_sources(s))
        apply_unchecked(s, players[s.current_player()].select_action(s))
    return met


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


def test_known_cards_compile_to_rows():
    """Numbers, counts of Landscapes, their types and discards, damage, conditions, receivers narrowed to a
    Landscape type or to Flooped Creatures and printed X become rows; a static whose amount or receiver the Board
    does not hold (counts of selected cards, Rainbow Creatures, a card's own test) keeps the script's path."""
    for slug in ("blood-fortress", "celestial-castle", "celestial-fortress", "x-large-spirit-soldier",
                 "nice-ice-baby", "corn-dog", "husker-knight", "wall-of-ears", "bouncing-zebracorn",
                 "fancy-zebracorn", "furious-hen", "ms-fluff", "wall-of-chocolate", "husker-champion",
                 "sprucy-lucy", "sand-knights", "corn-ronin", "papercut-tiger", "dark-angel", "mausoleum",
                 "mouthball", "fairy-shepard", "druid-of-the-cob", "floating-ice-palace", "struzann-jinn"):
        assert SCRIPTS[slug].fixed_bonus is not None, slug
    for slug in ("corn-lord", "immortal-maize-walker", "carmel-camel", "woadic-matriarch", "windmill-of-health"):
        assert SCRIPTS[slug].fixed_bonus is None, slug
    # Husker Knight: printed X (ATK its Cornfields, DEF twice them) as rows that replace the printed numbers
    atk_rows, def_rows = SCRIPTS["husker-knight"].fixed_bonus
    assert [(r[0], r[1], r[3], r[11]) for r in atk_rows] == [(1, core.AMT_LANDS, "Cornfield", 1)]
    assert [(r[0], r[1], r[3], r[11]) for r in def_rows] == [(2, core.AMT_LANDS, "Cornfield", 2)]


def test_r26_across_row_lowers_the_facing_def_only(pool):
    """Celestial Fortress (-2 DEF to the Creature across, R26) as a row: the Creature facing it loses 2 DEF, its
    neighbour none, the same as through its script."""
    s = position(pool, p0=side(lane0=lane(building="celestial-fortress")),
                 p1=side(lands=("Cornfield",) * 4, lane0=lane("Cornfield", creature="cow"),
                         lane1=lane("Cornfield", creature="cow")))
    fixed, plain = _bonuses(s, True), _bonuses(s, False)
    assert fixed == plain
    assert fixed[1][1][1 * 4 + 0] == -2 and fixed[1][1][1 * 4 + 1] == 0


@pytest.mark.parametrize("pair", PAIRS, ids=["-".join(p) for p in PAIRS])
def test_rows_give_the_same_games(pool, pair, monkeypatch):
    setup = pool.setup(*pair)
    players = {"random": range(0, 10), "first": range(100, 103)}
    fast = {p: game_records(setup, seeds, (p, p)) for p, seeds in players.items()}
    monkeypatch.setattr(core, "FIXED_BONUS", False)
    plain = {p: game_records(setup, seeds, (p, p)) for p, seeds in players.items()}
    assert fast == plain
    assert sum(len(r[0]) for rs in fast.values() for r in rs) > 500  # real games were played
