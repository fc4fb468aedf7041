"""Deck legality (R1-R4) as data: every violation with a code and a player's-words message."""
from engine.cardwars.formats import CONSTRUCTED, DOUBLES, validate, validate_setup

BP4 = ["Blue Plains"] * 4


def forty(pool):
    return [(s, 3) for s in ["punk-cat", "cool-dog", "uni-knight", "ancient-scholar", "dragon-claw", "the-pig",
                             "nice-ice-baby", "woadic-marauder", "woadic-chief", "punk-cat-2", "gnome-snot",
                             "teleport", "schoolhouse"] if s in pool.cards] + [("corn-lord", 1)]


def codes(vs):
    return sorted(v.code for v in vs)


def test_every_classic_precon_is_legal(pool):
    for pid in pool.precons:
        fmt = DOUBLES if pid.startswith("2v2") else CONSTRUCTED
        assert validate_setup(pool.precon(pid), pool, fmt) == [], pid


def test_r1_at_least_40_cards_no_upper_limit(pool):
    vs = validate([("punk-cat", 3)], BP4, [], pool)
    assert codes(vs) == ["too_few_cards"] and vs[0].message == "The deck has 3 cards; at least 40 are needed"
    big = list(pool.precon("CP1-finn").cards) * 2  # 80 cards: only copies are a problem, not size
    assert "too_few_cards" not in codes(validate(big, BP4, [], pool))


def test_r2_at_most_3_copies_by_name(pool):
    deck = list(pool.precon("CP1-finn").cards) + ["dogboy"] * 4
    vs = validate(deck, BP4, ["finn"], pool)
    assert [(v.code, v.message) for v in vs] == [("too_many_copies", "Dogboy: 4 copies, at most 3 allowed")]


def test_r3_exactly_four_landscapes_any_mix(pool):
    deck = pool.precon("CP1-finn").cards
    assert validate(deck, ["IcyLands"] * 4, [], pool) == []
    vs = validate(deck, BP4[:3], [], pool)
    assert codes(vs) == ["landscape_count"] and vs[0].message == "3 Landscapes; exactly 4 are needed"
    assert codes(validate(deck, BP4 + ["Cornfield"], [], pool)) == ["landscape_count"]


def test_r4_at_most_one_hero_any_hero_with_any_deck(pool):
    deck = pool.precon("CP1-finn").cards
    assert validate(deck, BP4, ["ice-king"], pool) == []
    vs = validate(deck, BP4, ["finn", "jake"], pool)
    assert codes(vs) == ["too_many_heroes"] and vs[0].message == "2 Heroes; at most 1 allowed"


def test_unknown_and_non_deck_cards_are_reported_all_at_once(pool):
    deck = list(pool.precon("CP1-finn").cards[:38]) + ["no-such-card", "finn", "blue-plains", "collaboration"]
    vs = validate(deck, BP4[:2], ["finn", "jake"], pool)
    assert codes(vs) == ["landscape_count", "not_a_deck_card", "not_a_deck_card", "not_a_deck_card",
                         "too_many_heroes", "unknown_card"]
    msgs = {v.card: v.message for v in vs if v.card}
    assert msgs["no-such-card"] == "Unknown card: no-such-card"
    assert msgs["collaboration"] == "Collaboration is a Teamwork card, used only in Doubles"
    assert "collaboration" not in {v.card for v in validate(deck, BP4, [], pool, DOUBLES)}
