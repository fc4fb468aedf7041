"""Impossible Possum milled from the deck: its return is offered as it lands in the discard pile."""
from helpers import lane, position, side, texts

from engine.cardwars.cards import status

BP4 = ("Blue Plains",) * 4


def merman_mills(pool, hand):
    """Green Merman's Floop mills 1 card of its controller's deck: the Possum on top (the position lists the top card first)."""
    return position(pool, p0=side(lands=BP4, hand=hand, deck=["impossible-possum", "pony"],
                                  lane0=lane(creature="green-merman")))


def slugs(s, ids):
    return sorted(s.tab.slug[c] for c in ids)


def test_it_offers_the_return_when_milled(pool):
    s = merman_mills(pool, ["hunkclops"])
    s.apply_action("floop lane=0")
    assert texts(s) == ["choose yes", "choose no"]  # the Possum's owner is asked before anything else (R17)
    s.apply_action("choose yes")  # the one card in hand is the cost, discarded at once
    assert slugs(s, s.hand[0]) == ["impossible-possum"]
    assert slugs(s, s.discard[0]) == ["hunkclops"]
    assert slugs(s, s.deck[0]) == ["pony"]
    assert status("impossible-possum") == "full"


def test_it_may_be_declined_when_milled(pool):
    s = merman_mills(pool, ["hunkclops"])
    s.apply_action("floop lane=0")
    s.apply_action("choose no")
    assert slugs(s, s.hand[0]) == ["hunkclops"]
    assert slugs(s, s.discard[0]) == ["impossible-possum"]


def test_it_offers_nothing_when_milled_with_an_empty_hand(pool):
    s = merman_mills(pool, [])
    s.apply_action("floop lane=0")
    assert not any(t.startswith("choose") for t in texts(s))
    assert s.hand[0] == [] and slugs(s, s.discard[0]) == ["impossible-possum"]


def test_another_milled_card_asks_nothing(pool):
    s = position(pool, p0=side(lands=BP4, hand=["hunkclops"], deck=["pony", "impossible-possum"],
                               lane0=lane(creature="green-merman")))
    s.apply_action("floop lane=0")  # Pony is milled; the Possum stays in the deck
    assert not any(t.startswith("choose") for t in texts(s))
    assert slugs(s, s.discard[0]) == ["pony"] and slugs(s, s.deck[0]) == ["impossible-possum"]



def test_it_offers_the_return_when_ogre_gas_sends_it_to_the_pile(pool):
    """Ogre Gas puts the revealed cards it does not keep from the deck into the discard pile: a Possum among them
    hears it land there, as a milled one does."""
    s = position(pool, p0=side(lands=("Useless Swamp",) * 4, hand=["ogre-gas", "hunkclops"],
                               deck=["impossible-possum", "gray-eyebat", "hot-eyebat", "pony"]))
    s.apply_action("play ogre-gas")
    s.apply_action("choose p0:deck:hot-eyebat")  # kept, on the bottom: the Possum and the Eyebat go to the pile
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    assert slugs(s, s.hand[0]) == ["impossible-possum"]
    assert slugs(s, s.discard[0]) == ["gray-eyebat", "hunkclops", "ogre-gas"]
