"""Collector's Pack 3 (Princess Bubblegum's NiceLands deck, Lumpy Space Princess's deck): so far the four
cards of the rulebook's fight example (Wall of Chocolate, Skeletal Hand, Dogboy, Apple Pieclops)."""
from __future__ import annotations

from ..effects.card import EachChoose
from ..effects.vocab import (
    FRIENDLY,
    SELF,
    TARGET_PLAYER,
    Ability,
    Buff,
    Damage,
    Discard,
    DiscardCost,
    Heal,
    Mill,
    Stat,
    no_damage,
    start_of_your_turn,
    var,
)
from . import card

card("wall-of-chocolate", statics=[Stat(atk=3, when=no_damage)])
card("skeletal-hand", floop=[Mill(3), Discard(var("spells"), who=TARGET_PLAYER)])
card("dogboy", abilities=[Ability(Buff(SELF, atk=2), cost=[DiscardCost(1)], once=True)])
card("apple-pieclops", triggers=[start_of_your_turn(EachChoose(FRIENDLY, heal=Heal(FRIENDLY, 1),
                                                               damage=Damage(FRIENDLY, 1)))])
