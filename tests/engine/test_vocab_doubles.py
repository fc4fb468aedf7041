"""Vocabulary words the Doubles Tournament cards added (engine/cardwars/dsl): TEAM (R28), lane_frozen_tokens
(R41) and PlayFree (R12's "free")."""
from helpers import lane, position, side, texts
from test_doubles import doubles

from engine.cardwars.dsl.card import Card
from engine.cardwars.dsl.context import Ctx
from engine.cardwars.dsl.selectors import ANY, OPP, TEAM, YOU, Cards, Creatures
from engine.cardwars.dsl.values import lane_frozen_tokens
from engine.cardwars.dsl.verbs import ask_or_take, creature_options
from engine.cardwars.dsl.verbs_doubles import PlayFree, free_lanes

COW = "blue-gnome"  # a Blue Plains Creature, cost 1


def ctx(s, player, lane_=-1):
    return Ctx(s, None, player, -1, player, lane_, "creature")


def test_team_is_you_and_your_teammate_r28(pool):
    s = doubles(pool, p0=side(lane0=lane(creature=COW)), p1=side(lane0=lane("Cornfield", COW)),
                p2=side(lane3=lane(creature=COW)))
    assert {r[0] for r in Creatures(TEAM).refs(ctx(s, 0))} == {0, 2}  # friendly: A1's and A2's
    assert {r[0] for r in Creatures(YOU).refs(ctx(s, 0))} == {0}
    assert {r[0] for r in Creatures(OPP).refs(ctx(s, 0))} == {1}
    solo = position(pool, p0=side(lane0=lane(creature=COW)), p1=side(lane0=lane("Cornfield", COW)))
    assert {r[0] for r in Creatures(TEAM).refs(ctx(solo, 0))} == {0}  # 1 vs 1: you alone


def test_lane_frozen_tokens_counts_both_landscapes_of_the_lane_r41(pool):
    # A1-2 (lane 1) faces B1-3 (seat 1, lane 2)
    s = doubles(pool, p0=side(lane1=lane(frozen=True)), p1=side(lane2=lane("Cornfield", frozen=True),
                                                              lane1=lane("Cornfield", frozen=True)))
    assert lane_frozen_tokens(ctx(s, 0, 1)) == 2
    assert lane_frozen_tokens(ctx(s, 0, 2)) == 0  # B1-2 is not in front of A1-3
    assert lane_frozen_tokens(ctx(s, 0, -1)) == 0


def test_play_free_waives_the_actions_not_the_landscapes_r12(pool):
    s = position(pool, p0=side(hand=[COW],
                               lane1=lane(frozen=True), lane2=lane(frozen=True), lane3=lane(frozen=True)))
    script = Card("test-free", play=[PlayFree(Cards("hand", YOU))])
    c = Ctx(s, script, 0, -1, 0, -1, "spell")
    assert free_lanes(s, 0, s.hand[0][0]) == [0]  # R24: only the Landscape without a Frozen token
    script.fx["play.0"].run(c)
    assert s.slug(s.creature[0][0]) == COW and s.actions_left == 2 and not s.hand[0]
    assert c.vars["played"] == [s.creature[0][0], 0]
    none = position(pool, p0=side(lands=("Cornfield",) * 4, hand=[COW]))  # no Blue Plains: it cannot be played
    assert free_lanes(none, 0, none.hand[0][0]) == []
    assert {r[0] for r in Cards("hand", ANY).refs(ctx(none, 0))} == {0}


class _Took:
    """A stand-in effect: remembers what resume() was given."""

    def resume(self, ctx, choice):
        self.took = choice
        return False


def test_ask_or_take_asks_unless_one_option_r17(pool):
    s = position(pool, p0=side(lane0=lane(creature=COW), lane2=lane(creature=COW)))
    assert creature_options(s, 0) == ["p0:creature:0", "p0:creature:2"] and creature_options(s, 1) == []
    c = Ctx(s, Card("test-ask"), 0, -1, 0, -1, "spell")
    one = _Took()
    assert ask_or_take(one, c, 0, creature_options(s, 0)[:1]) is False  # one option: no decision, taken
    assert one.took == "p0:creature:0" and not s.pending
    two = _Took()
    assert ask_or_take(two, c, 0, creature_options(s, 0)) is True  # two: asked, nothing taken yet
    assert not hasattr(two, "took") and texts(s) == ["choose p0:creature:0", "choose p0:creature:2"]
