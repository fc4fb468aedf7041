"""Vocabulary words for Doubles (R28, R35): Opponents ("target opponent") and the team's Creatures."""
from helpers import position, side

from engine.cardwars.dsl.context import Ctx
from engine.cardwars.dsl.selectors import TARGET_OPPONENT, TEAM_CREATURES, Creatures, Opponents

DOUBLES = {"seats": 4, "teams": [[0, 2], [1, 3]]}
COW = {"card": "blue-gnome"}


def ctx_for(s, seat):
    return Ctx(s, None, seat, -1, seat, -1, "spell")


def doubles(pool):
    def row(p):
        return side(hp=40, lane0={"landscape": "Blue Plains", "face_down": False, "frozen": False,
                                  "creature": COW, "building": None})
    return position(pool, players=[row(p) for p in range(4)], table=DOUBLES, mulligan_done=[True] * 4,
                    variant="doubles", turn=5)


def test_r28_team_is_you_and_your_teammate(pool):
    s = doubles(pool)
    assert {r[0] for r in TEAM_CREATURES.refs(ctx_for(s, 0))} == {0, 2}
    assert {r[0] for r in Creatures("you").refs(ctx_for(s, 0))} == {0}  # "your Creatures": you alone


def test_r28_team_is_you_alone_in_1v1(pool):
    s = position(pool, p0=side(lane0={"landscape": "Blue Plains", "face_down": False, "frozen": False,
                                      "creature": COW, "building": None}))
    assert [r[0] for r in TEAM_CREATURES.refs(ctx_for(s, 0))] == [0]


def test_r35_target_opponent_is_either_opponent_never_the_teammate(pool):
    s = doubles(pool)
    assert [r[0] for r in Opponents().refs(ctx_for(s, 0))] == [1, 3]
    assert [r[0] for r in TARGET_OPPONENT.refs(ctx_for(s, 3))] == [0, 2]
    one = position(pool)
    assert [r[0] for r in Opponents().refs(ctx_for(one, 0))] == [1]
