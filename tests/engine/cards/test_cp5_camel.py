"""Carmel Camel: a Creature you own leaving play may go under it instead; +1 ATK and +1 DEF per card under it;
the cards under it go to the discard pile when it leaves play."""
from helpers import atk, dfn, lane, position, side, texts

from engine import GameState
from engine.cardwars.cards import status
from engine.cardwars.ops.primitives import destroy_creature, return_to_hand

SL4 = ("SandyLands",) * 4


def camel(pool, **lanes):
    """The Camel (0/4) in Lane 0 of p0; more of p0's Lanes from `lanes`."""
    return position(pool, p0=side(lands=SL4, lane0=lane("SandyLands", creature="carmel-camel"), **lanes))


def slugs(s, ids):
    return sorted(s.tab.slug[c] for c in ids)


def test_a_destroyed_creature_goes_under_it(pool):
    s = camel(pool, lane1=lane("SandyLands", creature="cow"))
    cow = s.creature[0][1]
    destroy_creature(s, 0, 1)
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    assert s.under == {s.creature[0][0]: (cow,)}
    assert cow not in s.discard[0] and cow not in s.hand[0]  # in no other zone
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (1, 5)
    assert status("carmel-camel") == "full"


def test_declining_leaves_it_in_the_discard_pile(pool):
    s = camel(pool, lane1=lane("SandyLands", creature="cow"))
    destroy_creature(s, 0, 1)
    s.apply_action("choose no")
    assert s.under == {} and slugs(s, s.discard[0]) == ["cow"]
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (0, 4)


def test_a_returned_creature_may_go_under_it_instead_of_to_hand(pool):
    s = camel(pool, lane1=lane("SandyLands", creature="cow"), lane2=lane("SandyLands", creature="pony"))
    return_to_hand(s, 0, 1)
    s.apply_action("choose yes")
    assert s.hand[0] == [] and len(s.under[s.creature[0][0]]) == 1
    replaced = position(pool, p0=side(lands=SL4, hand=["pony"], lane0=lane("SandyLands", creature="carmel-camel"),
                                      lane1=lane("SandyLands", creature="cow")))
    replaced.apply_action("play pony lane=1")  # R13: the Cow is replaced, so it leaves play
    assert texts(replaced) == ["choose yes", "choose no"]
    replaced.apply_action("choose yes")
    assert slugs(replaced, replaced.under[replaced.creature[0][0]]) == ["cow"]
    assert (atk(replaced, 0, 0), dfn(replaced, 0, 0)) == (1, 5)


def test_only_creatures_you_own_are_offered(pool):
    s = position(pool, p0=side(lands=SL4, lane0=lane("SandyLands", creature="carmel-camel"),
                               lane1=lane("SandyLands", creature={"card": "cow", "owner": 1})),
                 p1=side(lane2=lane(creature="pony")))
    destroy_creature(s, 0, 1)  # the opponent's Cow under your control
    destroy_creature(s, 1, 2)  # the opponent's own Pony
    assert not any(t.startswith("choose") for t in texts(s))
    assert s.under == {} and slugs(s, s.discard[1]) == ["cow", "pony"]


def test_two_cards_under_it_give_two(pool):
    s = camel(pool, lane1=lane("SandyLands", creature="cow"), lane2=lane("SandyLands", creature="pony"))
    destroy_creature(s, 0, 1)
    s.apply_action("choose yes")
    destroy_creature(s, 0, 2)
    s.apply_action("choose yes")
    assert (atk(s, 0, 0), dfn(s, 0, 0)) == (2, 6)


def test_the_cards_under_it_are_discarded_when_it_leaves_play(pool):
    s = camel(pool, lane1=lane("SandyLands", creature="cow"), lane2=lane("SandyLands", creature="pony"))
    destroy_creature(s, 0, 1)
    s.apply_action("choose yes")
    return_to_hand(s, 0, 0)  # the Camel leaves play (returned): what was under it goes to the discard pile
    assert s.under == {}
    assert slugs(s, s.hand[0]) == ["carmel-camel"] and slugs(s, s.discard[0]) == ["cow"]


def test_a_possum_under_it_offers_its_return_when_discarded_from_there(pool):
    s = position(pool, p0=side(lands=SL4, hand=["pony"], lane0=lane("SandyLands", creature="carmel-camel"),
                               lane1=lane("SandyLands", creature="impossible-possum")))
    destroy_creature(s, 0, 1)  # two offers: the Camel's (asked last, answered first), then the Possum's
    s.apply_action("choose yes")  # under the Camel
    assert texts(s) == ["choose yes", "choose no"]  # the Possum's offer, asked when it left play
    s.apply_action("choose yes")  # it finds the Possum gone from the pile: nothing is paid, nothing moves
    assert slugs(s, s.hand[0]) == ["pony"] and len(s.under[s.creature[0][0]]) == 1
    destroy_creature(s, 0, 0)  # the Camel is destroyed: the Possum lands in the discard pile from under it
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")  # discard Pony to take the Possum back to hand
    assert slugs(s, s.hand[0]) == ["impossible-possum"] and slugs(s, s.discard[0]) == ["carmel-camel", "pony"]


def test_the_zone_round_trips_through_json(pool):
    s = camel(pool, lane1=lane("SandyLands", creature="cow"))
    destroy_creature(s, 0, 1)
    s.apply_action("choose yes")
    data = s.to_json()
    assert [u.split("#")[0] for u in data["players"][0]["lanes"][0]["creature"]["under"]] == ["cow"]
    t = GameState.from_json(data, pool=pool)
    assert t.under == s.under and (atk(t, 0, 0), dfn(t, 0, 0)) == (1, 5)
    c = t.clone()
    destroy_creature(c, 0, 0)
    assert c.under == {} and t.under == s.under  # a clone's change leaves the original alone
