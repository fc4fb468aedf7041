"""Action text forms round-trip; legal-action counts from fixed positions, worked out by hand."""
import pytest
from helpers import lane, position, side, texts

from engine import ActionParseError, new_game, parse_action
from engine.cardwars.actions import Action
from engine.cardwars.cards import vanilla

FORMS = ["mulligan yes", "mulligan no", "play dogboy lane=2", "play corn-scepter", "floop lane=1",
         "floop building lane=3", "draw", "unfreeze lane=3 discard=cool-dog", "attack lane=0", "end",
         "choose p1:creature:2", "choose yes", "hero cheer"]


@pytest.mark.parametrize("text", FORMS)
def test_action_text_round_trips(text):
    a = parse_action(text)
    assert isinstance(a, Action) and str(a) == text and parse_action(str(a)) == a


def test_card_names_parse_to_slugs(pool):
    assert parse_action("play Dogboy lane=2") == parse_action("play dogboy lane=2")
    assert str(parse_action("play Travelin' Farmer lane=0")) == "play travelin-farmer lane=0"
    assert str(parse_action("unfreeze lane=1 discard=Cool Dog")) == "unfreeze lane=1 discard=cool-dog"
    from engine.cardwars.board import card_names
    names = card_names(pool.cards)
    assert parse_action("play ZaZo's Magic Seeds", names).card == pool.get("ZaZo's Magic Seeds").slug
    # A slug that does not follow the name (the catalogue decides slugs) is found through the names map.
    assert parse_action("play Odd Name lane=1", {"odd name": "odd-name-2"}).card == "odd-name-2"
    with pytest.raises(ActionParseError):
        parse_action("fly away")


def test_legal_count_mulligan(cp1_setup):
    assert len(new_game(cp1_setup, 0).legal_actions()) == 2


def test_legal_count_open_board(pool):
    # punk-cat x2 (deduplicated): 4 lanes; cool-dog: 4 lanes; corn-scepter: 1; husker-worm: needs a
    # Cornfield, 0; draw: 1; nobody to attack, so end: 1.  4 + 4 + 1 + 0 + 1 + 1 = 11
    with vanilla():  # counted for unscripted cards (corn-scepter needs no target)
        s = position(pool, p0=side(hand=["punk-cat", "punk-cat", "cool-dog", "corn-scepter", "husker-worm"],
                                   deck=["uni-knight"]))
    assert len(s.legal_actions()) == 11


def test_legal_count_crowded_board(pool):
    # 1 Action left, empty deck. punk-cat: lane 0 (ready, replaceable), not 1 (flooped), not 2 (frozen),
    # lane 3 -> 2; cool-dog costs 2 -> 0; schoolhouse: 4; draw: 0; unfreeze lane 2 x 3 distinct cards: 3;
    # attack lane 0: 1 (the flooped one does not attack), so no end.  2 + 4 + 3 + 1 = 10
    with vanilla():  # counted for unscripted cards (Uni-Knight's ability and Schoolhouse's Floop left out)
        s = position(pool, actions_left=1, p0=side(
            hand=["punk-cat", "cool-dog", "schoolhouse"], lane0=lane(creature="uni-knight"),
            lane1=lane(creature={"card": "uni-knight", "state": "flooped"}), lane2=lane(frozen=True)))
    assert len(s.legal_actions()) == 10
    assert texts(s)[-4:] == ["unfreeze lane=2 discard=punk-cat", "unfreeze lane=2 discard=cool-dog",
                             "unfreeze lane=2 discard=schoolhouse", "attack lane=0"]


def test_legal_count_first_turn(pool):
    # Turn 1 (first player): dogboy costs 0: 4 lanes (lane 0's ready Creature can be replaced);
    # draw: 1; no fighting (R10) so end: 1.  4 + 1 + 1 = 6
    s = position(pool, turn=1, p0=side(hand=["dogboy"], deck=["punk-cat"], lane0=lane(creature="punk-cat")))
    assert len(s.legal_actions()) == 6


def test_legal_count_fight_phase(pool):
    # In the Fight phase only the remaining attacks: lanes 1 and 3.
    s = position(pool, phase="fight", p0=side(hand=["dogboy"], lane0=lane(creature={"card": "punk-cat",
                 "state": "exhausted"}), lane1=lane(creature="punk-cat"), lane3=lane(creature="cool-dog")))
    assert texts(s) == ["attack lane=1", "attack lane=3"]
