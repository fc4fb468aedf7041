"""Legality (R1-R4 through engine/formats.py), playability and the exact opening-hand odds."""

from fractions import Fraction

import pytest

from decks import analysis
from decks.lists import DeckList

pytestmark = pytest.mark.django_db


def messages(deck):
    return [v.message for v in analysis.violations(deck)]


def test_a_preconstructed_deck_is_legal(precon_list):
    assert analysis.violations(precon_list) == []


def test_r2_four_copies_are_named_in_plain_words(precon_list):
    precon_list.cards["dogboy"] = 4
    assert "Dogboy: 4 copies, at most 3 allowed" in messages(precon_list)


def test_r1_too_few_cards(catalogue):
    deck = DeckList(cards={"dogboy": 3}, landscapes=["NiceLands"] * 4)
    found = analysis.violations(deck)
    assert [v.code for v in found] == ["too_few_cards"]
    assert "3 cards; at least 40" in found[0].message


def test_r3_landscape_count(precon_list):
    precon_list.landscapes = precon_list.landscapes[:3]
    assert [v.code for v in analysis.violations(precon_list)] == ["landscape_count"]


def test_a_hero_in_the_deck_is_not_a_deck_card(precon_list):
    precon_list.cards["finn"] = 1
    assert "not_a_deck_card" in [v.code for v in analysis.violations(precon_list)]


def test_hypergeometric_matches_hand_worked_numbers():
    # 10 successes in 40 cards, 5 drawn: 1 - C(30,5)/C(40,5) = 1 - 142506/658008 = 2203/2812.
    assert analysis.p_at_least_one(10, 40, 5) == Fraction(2203, 2812)
    # No success possible, and every card a success.
    assert analysis.p_at_least_one(0, 40, 5) == 0
    assert analysis.p_at_least_one(40, 40, 5) == 1
    # Drawing more cards than the deck holds draws the whole deck.
    assert analysis.p_at_least_one(1, 3, 8) == 1


def test_unpayable_card_is_flagged(catalogue):
    # Cornfield cards of cost 2 need two face-up Cornfields; this deck has one.
    from cards.models import Card

    card = Card.objects.filter(landscape="Cornfield", cost=2, kind="creature").order_by("slug").first()
    deck = DeckList(cards={card.slug: 2}, landscapes=["Cornfield", "NiceLands", "NiceLands", "NiceLands"])
    stats = analysis.deck_stats(deck)
    assert stats["unpayable"] == [{"card": card.slug, "name": card.name,
                                   "reason": f"{card.name} needs 2 Cornfield; the deck has 1"}]
    deck.landscapes = ["Cornfield", "Cornfield", "NiceLands", "NiceLands"]
    assert analysis.deck_stats(deck)["unpayable"] == []


def test_stats_count_curve_kinds_and_early_creatures(precon_list):
    stats = analysis.deck_stats(precon_list)
    assert stats["cards"] == 40
    assert sum(stats["curve"].values()) == 40
    assert sum(stats["kinds"].values()) == 40
    early = stats["early_creatures"]
    assert 0 < early < 40
    assert stats["p_creature_in_opening_hand"] == pytest.approx(float(analysis.p_at_least_one(early, 40, 5)))
    assert stats["p_creature_by_turn_3"] > stats["p_creature_in_opening_hand"]
    nice = next(row for row in stats["landscapes"] if row["type"] == "NiceLands")
    assert nice["held"] == 4


def test_opening_hand_odds_are_the_exact_hypergeometric_and_never_round_up_to_certain(catalogue):
    from cards.models import Card

    creature = Card.objects.filter(landscape="Cornfield", cost=1, kind="creature").order_by("slug").first()
    spell = Card.objects.filter(kind="spell").order_by("slug").first()
    deck = DeckList(cards={creature.slug: 25, spell.slug: 15}, landscapes=["Cornfield"] * 4)
    stats = analysis.deck_stats(deck)
    assert stats["early_creatures"] == 25
    # 5 cards from 40 miss all 25 playable Creatures in C(15,5) / C(40,5) = 3003 / 658008 of the hands.
    assert stats["p_creature_in_opening_hand"] == pytest.approx(1 - 3003 / 658008)
    assert stats["percent_creature_in_opening_hand"] == 99.5
    assert stats["opening_hands_per_miss"] == 219
    # By the third turn 8 cards are seen: C(15,8) / C(40,8) = 6435 / 76904685, 99.9916%: shown as 99.9, not 100.0.
    assert stats["p_creature_by_turn_3"] == pytest.approx(1 - 6435 / 76904685)
    assert stats["percent_creature_by_turn_3"] == 99.9
    assert stats["turn_3_hands_per_miss"] == 11951
    thin = analysis.deck_stats(DeckList(cards={creature.slug: 10, spell.slug: 30}, landscapes=["Cornfield"] * 4))
    assert thin["percent_creature_in_opening_hand"] == 78.3  # 2203 / 2812 = 78.34%
