"""One or more tests per ruling of RULES.md, on positions loaded from the JSON format."""
import pytest
from helpers import Bolt, Doom, Ping, hurt, lane, position, side, texts

from engine import IllegalAction, Termination, new_game
from engine.cardwars.cards import vanilla
from engine.cardwars.events import DESTROYED, ENTERS_PLAY, LEAVES_PLAY, START_OF_TURN, Script, add_modifier
from engine.cardwars.ops.core import recount_lands
from engine.cardwars.ops.primitives import adjacent_lanes, flip_face_down, freeze, heal_player

BP4 = ("Blue Plains",) * 4
CF4 = ("Cornfield",) * 4


# ---- set-up (R5-R7) ---------------------------------------------------------------------------------
def test_r5_hp_starts_at_25_and_never_exceeds_it(pool, cp1_setup):
    s = new_game(cp1_setup, 1)
    assert s.hp == [25, 25]
    s2 = position(pool, p0=side(hp=20))
    heal_player(s2, 0, 10)
    assert s2.hp[0] == 25


def test_r6_first_player_is_seeded_and_can_be_fixed(pool, cp1_setup):
    firsts = {new_game(cp1_setup, seed).first_player for seed in range(20)}
    assert firsts == {0, 1}
    assert new_game(cp1_setup, 3).first_player == new_game(cp1_setup, 3).first_player
    fixed = pool.setup("CP1-finn", "CP1-jake", first_player=1)
    assert {new_game(fixed, seed).first_player for seed in range(10)} == {1}


def test_r7_draw_five_and_each_player_decides_mulligan_once(pool):
    setup = pool.setup("CP1-finn", "CP1-jake", first_player=0)
    s = new_game(setup, 5)
    assert [len(h) for h in s.hand] == [5, 5] and [len(d) for d in s.deck] == [35, 35]
    assert s.current_player() == 0 and texts(s) == ["mulligan yes", "mulligan no"]
    before = list(s.hand[0])
    s.apply_action("mulligan yes")
    assert len(s.hand[0]) == 5 and len(s.deck[0]) == 35 and s.hand[0] != before
    assert s.current_player() == 1  # the second player decides next
    s.apply_action("mulligan no")
    assert s.turn == 1 and s.current_player() == 0 and len(s.hand[0]) == 6  # turn 1 draw
    with pytest.raises(IllegalAction, match="R7"):
        s.apply_action("mulligan yes")


# ---- the turn (R8-R10, R29, R30) --------------------------------------------------------------------
def test_r8_drawing_from_an_empty_deck_does_nothing_and_never_loses(pool):
    s = position(pool, p0=side(hand=["punk-cat"]), p1=side(lands=CF4, deck=[]))
    s.apply_action("end")
    assert s.active == 1 and s.hand[1] == [] and not s.is_terminal()


def test_r9_draw_costs_an_action_and_not_from_an_empty_deck(pool):
    s = position(pool, p0=side(deck=["punk-cat", "uni-knight"]))
    s.apply_action("draw")
    assert s.actions_left == 1 and s.hand_slugs(0) == ["punk-cat"]
    s.apply_action("draw")
    assert s.actions_left == 0 and "draw" not in texts(s)
    empty = position(pool, p0=side(deck=[]))
    assert "draw" not in texts(empty)
    with pytest.raises(IllegalAction, match="R9"):
        empty.apply_action("draw")


def test_r10_first_player_may_not_floop_or_fight_on_turn_one(pool, scripts):
    scripts["the-pig"] = Ping()
    s = position(pool, turn=1, p0=side(lane0=lane(creature="the-pig")))
    assert texts(s) == ["end"]
    with pytest.raises(IllegalAction, match="R10"):
        s.apply_action("attack lane=0")
    with pytest.raises(IllegalAction, match="R10"):
        s.apply_action("floop lane=0")
    s2 = position(pool, turn=2, p0=side(lane0=lane(creature="the-pig")))
    assert texts(s2) == ["floop lane=0", "attack lane=0"]


def test_r29_no_cards_floops_or_draws_once_the_fight_begins(pool):
    s = position(pool, p0=side(hand=["punk-cat"], deck=["uni-knight"], lane0=lane(creature="punk-cat"),
                               lane1=lane(creature="uni-knight")))
    s.apply_action("attack lane=1")
    assert texts(s) == ["attack lane=0"]
    with pytest.raises(IllegalAction, match="R29"):
        s.apply_action("draw")


def test_r30_start_of_turn_effects_happen_after_the_draw(pool, scripts):
    seen = []

    class Watcher(Script):
        events = frozenset({START_OF_TURN})

        def on(self, event, state, card_id, ctx):
            seen.append(len(state.hand[state.active]))

    scripts["corn-lord"] = Watcher()
    s = position(pool, p1=side(lands=CF4, deck=["husker-worm"], lane0=lane("Cornfield", creature="corn-lord")))
    s.apply_action("end")
    assert seen == [1]  # the watcher saw the turn's card already in hand


def test_turn_sequence_two_actions_ready_and_draw(pool):
    s = position(pool, p0=side(hand=["punk-cat", "uni-knight", "cool-dog"]),
                 p1=side(lands=CF4, deck=["corn-lord"], lane0=lane("Cornfield", creature={
                     "card": "husker-worm", "state": "exhausted"})))
    s.apply_action("play punk-cat lane=0")
    s.apply_action("play uni-knight lane=1")
    assert s.actions_left == 0 and "play cool-dog lane=2" not in texts(s)
    s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")  # last ready Creature: the turn ends by itself
    assert s.active == 1 and s.actions_left == 2 and s.turn == 4
    assert s.cstate[1][0] == 0 and s.hand_slugs(1) == ["corn-lord"]


# ---- playing cards (R11-R17) ------------------------------------------------------------------------
def test_r11_cost_needs_actions_and_face_up_landscapes_of_the_type(pool):
    mixed = ("Blue Plains", "Cornfield", "Cornfield", "Cornfield")
    s = position(pool, p0=side(lands=mixed, hand=["cool-dog", "punk-cat", "cornataur", "drooling-dude"]))
    plays = {t.split(" lane")[0] for t in texts(s) if t.startswith("play")}
    # cool-dog needs 2 Blue Plains (only 1); Rainbow drooling-dude needs any 2 face-up
    assert plays == {"play punk-cat", "play cornataur", "play drooling-dude"}
    with pytest.raises(IllegalAction, match="R11: Cool Dog needs 2 face-up Blue Plains Landscapes; you control 1"):
        s.apply_action("play Cool Dog lane=0")


def test_r11_face_down_landscapes_give_no_type_but_cost_zero_needs_none(pool):
    s = position(pool, p0=side(hand=["punk-cat", "the-pig", "dogboy"], **{
        f"lane{i}": lane("Blue Plains", face_down=True) for i in range(4)}))
    plays = {t.split(" lane")[0] for t in texts(s) if t.startswith("play")}
    assert plays == {"play dogboy"}  # cost 0 (R11); the Rainbow The Pig needs 1 face-up Landscape
    s.apply_action("play dogboy lane=3")  # a face-down Landscape is still a lane
    assert s.actions_left == 2


def test_r12_cost_change_moves_landscapes_but_discount_only_actions(pool, scripts):
    class CostsOneLess(Script):
        def cost_change(self, state, player, card_id, source_id):
            return (-1, 0) if card_id == source_id else (0, 0)

    class PayOneLess(Script):
        def cost_change(self, state, player, card_id, source_id):
            return (0, 1) if card_id == source_id else (0, 0)

    scripts["cool-dog"] = CostsOneLess()
    scripts["woadic-marauder"] = PayOneLess()
    one_bp = ("Blue Plains", "Cornfield", "Cornfield", "Cornfield")
    s = position(pool, p0=side(lands=one_bp, hand=["cool-dog", "woadic-marauder"]), actions_left=1)
    plays = {t.split(" lane")[0] for t in texts(s) if t.startswith("play")}
    assert plays == {"play cool-dog"}  # Marauder still needs 2 Blue Plains (its cost before the discount)
    s.apply_action("play cool-dog lane=0")
    assert s.actions_left == 0
    two_bp = position(pool, p0=side(hand=["woadic-marauder"]), actions_left=1)
    two_bp.apply_action("play woadic-marauder lane=0")  # 2-cost, pays 1 Action
    assert two_bp.actions_left == 0


def test_r13_replaced_creature_must_be_ready(pool):
    s = position(pool, p0=side(hand=["punk-cat"], lane0=lane(creature={"card": "uni-knight", "state": "flooped"}),
                               lane1=lane(creature={"card": "uni-knight", "state": "exhausted"}),
                               lane2=lane(creature="cool-dog")))
    lanes = [t for t in texts(s) if t.startswith("play punk-cat")]
    assert lanes == ["play punk-cat lane=2", "play punk-cat lane=3"]
    with pytest.raises(IllegalAction, match="R13: Uni-Knight in lane 0 is flooped; a replaced Creature must be ready"):
        s.apply_action("play punk-cat lane=0")


def test_r13_replaced_creature_leaves_play_to_owner_discard_not_destroyed(pool, scripts):
    events = []

    class Log(Script):
        events = frozenset({LEAVES_PLAY, DESTROYED})

        def on(self, event, state, card_id, ctx):
            events.append(event)

    scripts["corn-lord"] = Log()
    # p0 controls a Cool Dog owned by p1 (owner vs controller), with damage on it.
    s = position(pool, p0=side(hand=["punk-cat"], lane0=lane(creature={"card": "cool-dog", "owner": 1, "damage": 3})),
                 p1=side(lands=CF4, lane3=lane("Cornfield", creature="corn-lord")))
    s.apply_action("play punk-cat lane=0")
    assert s.hand_slugs(0) == [] and [s.slug(c) for c in s.discard[1]] == ["cool-dog"] and s.discard[0] == []
    assert s.cdmg[0][0] == 0 and s.slug(s.creature[0][0]) == "punk-cat"
    assert events == [LEAVES_PLAY]


def test_r13_enters_play_names_the_creature_it_replaced(pool, scripts):
    seen = []

    class Watch(Script):
        events = frozenset({ENTERS_PLAY})

        def on(self, event, state, card_id, ctx):
            seen.append((state.slug(ctx["card"]), ctx.get("replaced")))

    scripts["corn-lord"] = Watch()
    s = position(pool, p0=side(hand=["punk-cat", "uni-knight"], lane0=lane(creature="cool-dog")),
                 p1=side(lands=CF4, lane3=lane("Cornfield", creature="corn-lord")))
    dog = s.creature[0][0]
    s.apply_action("play punk-cat lane=0")  # onto Cool Dog: a replacement
    s.apply_action("play uni-knight lane=1")  # an empty Lane: no replacement, no 'replaced' key
    assert seen == [("punk-cat", dog), ("uni-knight", None)]


def test_r14_building_replaced_whatever_its_state_and_never_attacked(pool):
    s = position(pool, p0=side(hand=["schoolhouse"], lane0=lane(building={"card": "blood-fortress", "state": "flooped"}),
                               lane1=lane(creature="uni-knight")),
                 p1=side(lands=CF4, lane1=lane("Cornfield", building="silo-of-truth")))
    assert [t for t in texts(s) if t.startswith("play")] == [f"play schoolhouse lane={i}" for i in range(4)]
    s.apply_action("play schoolhouse lane=0")
    assert [s.slug(c) for c in s.discard[0]] == ["blood-fortress"]
    s.apply_action("attack lane=1")  # only a Building opposite: the opponent is hit directly
    assert s.hp[1] == 22 and s.building[1][1] >= 0


def test_r15_spell_resolves_and_goes_to_owner_discard(pool):
    with vanilla():  # an unscripted Spell: resolves doing nothing
        s = position(pool, p0=side(hand=["corn-scepter"]))
    assert "play corn-scepter" in texts(s)
    s.apply_action("play corn-scepter")
    assert [s.slug(c) for c in s.discard[0]] == ["corn-scepter"] and s.actions_left == 1
    assert all(c < 0 for c in s.creature[0] + s.building[0])


def test_r16_spell_needing_a_target_cannot_be_played_without_one(pool, scripts):
    scripts["gnome-snot"] = Bolt()
    s = position(pool, p0=side(hand=["gnome-snot"]))
    assert "play gnome-snot" not in texts(s)
    with pytest.raises(IllegalAction, match="R16"):
        s.apply_action("play gnome-snot")


def test_r16_creature_enters_even_when_its_effect_finds_no_target(pool, scripts):
    scripts["the-pig"] = Ping()
    s = position(pool, p0=side(hand=["the-pig"]))
    s.apply_action("play the-pig lane=0")
    assert s.slug(s.creature[0][0]) == "the-pig" and not s.pending


def test_r17_choices_are_actions_of_the_deciding_player(pool, scripts):
    scripts["gnome-snot"] = Bolt()
    s = position(pool, p0=side(hand=["gnome-snot"], lane2=lane(creature="punk-cat")),
                 p1=side(lands=CF4, lane1=lane("Cornfield", creature="corn-lord")))
    s.apply_action("play gnome-snot")
    assert s.current_player() == 0
    assert texts(s) == ["choose p0:creature:2", "choose p1:creature:1"]  # even your own card is a legal target
    with pytest.raises(IllegalAction, match="R17"):
        s.apply_action("draw")
    s.apply_action("choose p1:creature:1")
    assert s.cdmg[1][1] == 2 and not s.pending and [s.slug(c) for c in s.discard[0]] == ["gnome-snot"]


# ---- fights (R18-R21) -------------------------------------------------------------------------------
def test_r18_unblocked_attack_hits_hp_and_fight_order_is_the_players_choice(pool):
    with vanilla():  # Uni-Knight's ability left out
        s = position(pool, p0=side(lane0=lane(creature="punk-cat"), lane3=lane(creature="uni-knight")))
    assert texts(s) == ["attack lane=0", "attack lane=3"]  # no 'end' while a ready Creature must attack
    s.apply_action("attack lane=3")
    assert s.hp[1] == 22 and s.cstate[0][3] == 1 and texts(s) == ["attack lane=0"]


def test_r18_blocked_attack_deals_damage_both_ways_even_to_exhausted_defender(pool):
    s = position(pool, p0=side(lane0=lane(creature="punk-cat")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature={"card": "cornataur", "state": "exhausted"})))
    s.apply_action("attack lane=0")
    assert s.cdmg[1][0] == 2 and s.cdmg[0][0] == 2 and s.hp[1] == 25


def test_r19_destroyed_at_def_and_damage_is_simultaneous(pool):
    # Husker Worm 5/4 vs Uni-Knight 3/4 with 1 damage: both die, both deal damage.
    s = position(pool, p0=side(lane0=lane(creature={"card": "uni-knight", "damage": 1})),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature={"card": "husker-worm", "damage": 1})))
    s.apply_action("attack lane=0")
    assert s.creature[0][0] < 0 and s.creature[1][0] < 0
    assert [s.slug(c) for c in s.discard[0]] == ["uni-knight"] and [s.slug(c) for c in s.discard[1]] == ["husker-worm"]


def test_r19_check_repeats_until_nothing_more_dies(pool, scripts):
    """A Creature destroyed in a later Lane can take away a DEF bonus that kept one in an earlier Lane alive:
    that one is destroyed too, in the same check (R19: damage >= DEF is destroyed). A Fight runs one check
    and nothing else looks again before the turn ends, so one pass over the Lanes would miss it."""

    class Aura(Script):  # +3 DEF to the other Creatures on its side
        def defense_bonus(self, state, source_id, card_id, side, lane):
            return 3 if card_id != source_id and source_id in state.creature[side] else 0

    scripts["corn-lord"] = Aura()
    s = position(pool, p0=side(lane3=lane(creature="uni-knight")),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature={"card": "husker-worm", "damage": 4}),
                         lane3=lane("Cornfield", creature={"card": "corn-lord", "damage": 6})))
    s.apply_action("attack lane=3")  # Corn Lord (the Aura) dies; lane 0 was checked before lane 3
    assert s.creature[1][3] < 0 and s.creature[1][0] < 0
    assert sorted(s.slug(c) for c in s.discard[1]) == ["corn-lord", "husker-worm"]


def test_r20_damage_stays_across_turns(pool):
    s = position(pool, p0=side(lane0=lane(creature="punk-cat")),
                 p1=side(lands=CF4, deck=["corn-lord"], lane0=lane("Cornfield", creature="cornataur")))
    s.apply_action("attack lane=0")
    assert s.active == 1 and s.cdmg[1][0] == 2 and s.cdmg[0][0] == 2


def test_r21_flooped_creature_does_not_attack_but_defends(pool):
    with vanilla():  # Uni-Knight's ability and Wall of Ears' DEF bonus left out
        s = position(pool, p0=side(lane0=lane(creature={"card": "punk-cat", "state": "flooped"}),
                                   lane1=lane(creature="uni-knight")),
                     p1=side(lands=CF4, lane0=lane("Cornfield", creature={"card": "wall-of-ears",
                                                                          "state": "flooped"})))
    assert texts(s) == ["attack lane=1"]
    with pytest.raises(IllegalAction, match="R21"):
        s.apply_action("attack lane=0")
    s.apply_action("attack lane=1")
    # p1's turn: Wall of Ears is ready again and attacks into the Flooped Punk Cat, which hits back.
    s.apply_action("attack lane=0")
    assert s.cdmg[1][0] == 2 and s.cdmg[0][0] == 2


# ---- ending (R22, R23) ------------------------------------------------------------------------------
def test_r22_zero_hp_loses_at_once(pool):
    s = position(pool, p0=side(lane0=lane(creature="uni-knight"), lane1=lane(creature="punk-cat")),
                 p1=side(lands=CF4, hp=3))
    s.apply_action("attack lane=0")
    out = s.outcome()
    assert s.is_terminal() and (out.winner, out.reason) == (0, "hp") and s.legal_actions() == []
    assert out.termination is Termination.WIN_CONDITION and out.places == (0, 1) and out.returns() == (1.0, -1.0)
    with pytest.raises(IllegalAction, match="R22"):
        s.apply_action("attack lane=1")


def test_r22_both_at_zero_from_one_event_is_a_draw(pool, scripts):
    scripts["corn-scepter"] = Doom()
    s = position(pool, p0=side(hand=["corn-scepter"]))
    s.apply_action("play corn-scepter")
    out = s.outcome()
    assert (out.winner, out.reason) == (None, "hp") and out.is_draw
    assert out.termination is Termination.SIMULTANEOUS and out.returns() == (0.0, 0.0)


def test_r19_is_checked_before_r22_ends_the_game(pool):
    """Matchy-Matchy mills 2 (SubjuGator: -1 DEF per 5 cards in its controller's discard pile, R51, so the Cow facing
    it drops to 4 DEF with 4 damage on it), then deals 2 (two cost-1 cards): the last HP. R19 holds before R22 ends
    the game: the Cow is in its owner's discard pile, not on the final board."""
    def game(hp):
        return position(pool, p0=side(hand=["matchy-matchy"], deck=["phyllis", "phyllis", "cow"],
                                      discard=["cow"] * 4, lane0=lane(creature="subjugator")),
                        p1=side(lands=CF4, hp=hp, lane0=lane("Cornfield", creature=hurt("cow", 4))))
    s = game(2)
    s.apply_action("play matchy-matchy")
    assert s.is_terminal() and s.outcome().winner == 0 and s.hp[1] == 0
    assert s.creature[1][0] < 0 and [s.slug(c) for c in s.discard[1]] == ["cow"]
    on = game(3)  # the game goes on: the Cow is destroyed all the same, as the Spell is done
    on.apply_action("play matchy-matchy")
    assert not on.is_terminal() and on.hp[1] == 1 and on.creature[1][0] < 0


def test_r19_is_checked_before_r22_when_a_direct_attack_takes_the_last_hp(pool):
    """R19 before R22 in the Fight (R18): the Cow facing SubjuGator is at its DEF (4 damage, -1 DEF for the five
    cards in p0's discard pile) when Punk Cat attacks into p1's empty Lane for the last HP. The Cow is destroyed
    before R22 ends the game, as ops does where an effect takes the last HP."""
    s = position(pool, p0=side(discard=["cow"] * 5, lane0=lane(creature="subjugator"), lane1=lane(creature="punk-cat")),
                 p1=side(lands=CF4, hp=1, lane0=lane("Cornfield", creature=hurt("cow", 4))))
    s.apply_action("attack lane=1")
    assert s.is_terminal() and s.outcome().winner == 0 and s.hp[1] <= 0
    assert s.creature[1][0] < 0 and [s.slug(c) for c in s.discard[1]] == ["cow"]


def test_r23_turn_limit_is_a_draw_with_its_reason(pool):
    s = position(pool, turn=60, turn_limit=60)
    s.apply_action("end")
    out = s.outcome()
    assert (out.winner, out.reason) == (None, "turn limit") and out.termination is Termination.TURN_LIMIT
    s2 = position(pool, turn=9, turn_limit=10)
    s2.apply_action("end")
    assert not s2.is_terminal() and s2.turn == 10
    s2.apply_action("end")
    assert s2.outcome().reason == "turn limit"


# ---- Frozen tokens (R24), Heroes (R25), Landscapes (R31) --------------------------------------------
def test_r24_frozen_landscape_takes_no_creature_and_blocks_replacing(pool):
    s = position(pool, p0=side(hand=["punk-cat", "corn-scepter", "schoolhouse"],
                               lane0=lane(frozen=True), lane1=lane(frozen=True, creature="uni-knight")))
    t = texts(s)
    assert "play punk-cat lane=0" not in t and "play punk-cat lane=1" not in t and "play punk-cat lane=2" in t
    assert "play schoolhouse lane=0" in t  # Buildings are not barred
    with pytest.raises(IllegalAction, match="R24"):
        s.apply_action("play punk-cat lane=1")
    s.apply_action("unfreeze lane=0 discard=corn-scepter")  # discard a card: one token goes
    assert s.frozen[0] == [False, True, False, False] and s.actions_left == 2
    assert [s.slug(c) for c in s.discard[0]] == ["corn-scepter"]
    freeze(s, 0, 0)
    freeze(s, 0, 0)  # at most one token per Landscape
    flip_face_down(s, 0, 0)  # a face-down Landscape keeps its token and its type
    assert s.frozen[0][0] and s.land[0][0] == "Blue Plains" and s.land_count[0]["Blue Plains"] == 3


def test_r25_hero_sits_beside_the_deck_and_its_hooks_apply_in_both_turns(pool, scripts):
    from engine.cardwars.cards import HERO_SCRIPTS

    class Cheer(Script):
        uses = 0

        def attack_bonus(self, state, source_id, card_id, side, lane):
            return 1 if side == state.hero.index("finn") else 0

        def abilities(self, state, player, source_id):
            return ["cheer"] if state.hero[player] == "finn" and state.actions_left else []

        def use_ability(self, state, player, source_id, key):
            state.actions_left -= 1
            Cheer.uses += 1

    HERO_SCRIPTS["finn"] = Cheer()
    s = position(pool, p0=side(hero="finn", lane0=lane(creature="punk-cat")),
                 p1=side(lands=CF4, deck=["corn-lord"], lane1=lane("Cornfield", creature="husker-worm")))
    assert s.to_json()["players"][0]["hero"] == "finn"
    assert texts(s) == ["hero cheer", "attack lane=0"]
    s.apply_action("hero cheer")
    s.apply_action("hero cheer")
    assert Cheer.uses == 2 and "hero cheer" not in texts(s)
    s.apply_action("attack lane=0")
    assert s.hp[1] == 22  # 2 ATK + 1 from the Hero
    assert s.active == 1 and "hero cheer" not in texts(s)  # Hero abilities with a cost: own turn only
    s.apply_action("attack lane=1")  # p1 attacks the empty lane 1 of p0: no bonus for p1
    assert s.hp[0] == 20


def test_r31_landscape_counts_are_face_up_only(pool):
    s = position(pool, p0=side(lands=("Blue Plains", "Blue Plains", "Cornfield", "IcyLands")))
    assert s.land_count[0] == {"Blue Plains": 2, "Cornfield": 1, "IcyLands": 1, "Rainbow": 4}
    s.face_down[0][0] = True
    recount_lands(s, 0)
    assert s.land_count[0]["Blue Plains"] == 1 and s.land_count[0]["Rainbow"] == 3


# ---- words: adjacency, owner vs controller, "this turn" ---------------------------------------------
def test_adjacent_lanes_are_same_side_neighbours():
    assert adjacent_lanes(0) == [1] and adjacent_lanes(2) == [1, 3] and adjacent_lanes(3) == [2]


def test_destroyed_card_goes_to_owner_not_controller(pool):
    s = position(pool, p0=side(lane0=lane(creature={"card": "nice-ice-baby", "owner": 1})),
                 p1=side(lands=CF4, lane0=lane("Cornfield", creature="husker-worm")))
    s.apply_action("attack lane=0")
    assert [s.slug(c) for c in s.discard[1]] == ["nice-ice-baby"] and s.discard[0] == []


def test_this_turn_modifiers_end_with_the_turn_and_can_destroy(pool):
    s = position(pool, p0=side(lane0=lane(creature="punk-cat"), lane1=lane(creature={"card": "uni-knight", "damage": 4})))
    add_modifier(s, s.creature[0][0], atk=2)
    add_modifier(s, s.creature[0][1], defense=1)
    s.apply_action("attack lane=0")
    assert s.hp[1] == 21
    s.apply_action("attack lane=1")
    # The +1 DEF is gone at the end of the turn: Uni-Knight (4 damage, DEF 4) is destroyed.
    assert s.mods == [] and s.creature[0][1] < 0 and s.active == 1


def test_delayed_effects_happen_at_the_end_of_the_turn_and_may_ask(pool, scripts):
    from engine.cardwars.dsl.card import Card
    from engine.cardwars.dsl.vocab import TARGET_CREATURE, AtEndOfTurn, Damage, Draw
    # A test Spell: "at the end of this turn, 1 damage to target Creature; then draw a card".
    scripts["gnome-snot"] = Card("gnome-snot", play=[AtEndOfTurn(Damage(TARGET_CREATURE, 1), Draw(1))])
    s = position(pool, p0=side(hand=["gnome-snot"], deck=["cool-dog", "punk-cat"], lane0=lane(creature="punk-cat")),
                 p1=side(lane0=lane(creature={"card": "uni-knight", "state": "exhausted"})))
    s.apply_action("play gnome-snot")
    assert s.cdmg == [[0] * 4, [0] * 4] and len(s.this_turn["at_end"]) == 1  # nothing yet: it waits
    s.apply_action("attack lane=0")  # the last attack ends the turn: the delayed effect asks for its target
    assert s.phase == 3 and texts(s) == ["choose p0:creature:0", "choose p1:creature:0"]
    s.apply_action("choose p1:creature:0")
    assert s.cdmg[1][0] == 2 + 1 and len(s.hand[0]) == 1  # Fight damage 2, then 1; the rest of it ran
    assert s.active == 1 and "at_end" not in s.this_turn  # then the turn passed


def test_floop_exhausts_and_resolves(pool, scripts):
    scripts["the-pig"] = Ping()
    s = position(pool, p0=side(lane0=lane(creature="the-pig")))
    s.apply_action("floop lane=0")
    assert s.cstate[0][0] == 2 and s.hp[1] == 24 and texts(s) == ["end"]


def test_teamwork_cards_are_not_played_in_classic(pool):
    s = position(pool, p0=side(hand=["collaboration"]))
    assert texts(s) == ["draw", "end"] if s.deck[0] else texts(s) == ["end"]
    with pytest.raises(IllegalAction, match="R27"):
        s.apply_action("play collaboration")
