"""Doubles Tournament (the 2 vs 2 product, rulebook 001): card scripts, with the Doubles rulings R44-R51.

Scripts read right at both tables: "the opponent" of a card in a Lane is the controller of the Landscape in
front of it (R35, R36), which in 1 vs 1 is the one opponent."""
from __future__ import annotations

from ..dsl.vocab import OPPONENT, Damage, attacks, card

# Green ZebraCorn: when it attacks, 1 damage to the opponent (the facing Landscape's controller: their team's
# HP, R34, R36), after it is exhausted and before Fight damage (R47). The rulebook's fight example uses it.
card("green-zebracorn", triggers=[attacks(Damage(OPPONENT, 1))])
