"""The NR rules the other files cover only in passing (NR7, NR12, NR13, NR31), and the readings NR-R2,
NR-R3, NR-R5, NR-R8 and NR-R9."""
from nr_helpers import fight, find, play, position, showdown, texts

from engine.naruto import new_game
from engine.naruto.defs import NINJA, CardDef, set1
from engine.naruto.legal import current_teams
from engine.naruto.ops import stats


def test_nr7_a_valid_effect_works_while_injured_and_another_does_not():
    s = fight(["n001", "n008*"])  # Iruka N-008: Valid
    assert stats(s, s.village[0][1]) == (1, 2)
    s = fight(["n001", "n021*"])  # Sakura N-021: not Valid
    assert stats(s, s.village[0][1]) == (0, 1)


def test_nr12_every_card_starts_in_its_deck_and_stays_in_exactly_one_area():
    s = new_game({}, 8)
    assert sorted(s.all_zone_cards()) == list(range(80))
    play(s, "first", "keep", "keep")
    assert sorted(s.all_zone_cards()) == list(range(80)) and len(s.hand[s.first]) == 7


def test_nr13_set1_has_no_platoon_to_build():
    assert not [c for c in set1().cards if c.kind == NINJA and " & " in c.name]


def test_nr31_a_jutsu_needs_a_battlefield_user_and_its_exact_cost():
    s = position(seats={0: {"village": ["n002", "n001"], "hand": ["j002"], "chakra": ["j003", "j004", "j005"],
                            "teams": [[0], [1]]}}, step="eoj", attack=[[(0, 0)]], block=[[]])
    sas, nar = s.village[0]
    shuriken = find(s, 0, "j002")
    assert [x for x in texts(s) if x.startswith("jutsu")] == [f"jutsu {shuriken} by {sas}"]  # not Stand-By Naruto
    play(s, f"jutsu {shuriken} by {sas}")
    assert len(s.discard[0]) == 2 and len(s.chakra[0]) == 1  # cost 2: exactly two Chakras
    s = position(seats={0: {"village": ["n002"], "hand": ["j002"], "chakra": ["j003"], "teams": [[0]]}},
                 step="eoj", attack=[[(0, 0)]], block=[[]])
    assert texts(s) == ["pass"]  # one Chakra cannot pay 2


def test_nr_r2_aliases_count_for_the_one_in_play_rule():
    tsunade = CardDef("x1", "X-1", "The Fifth Hokage", NINJA, ("Earth",), characteristics=("Leaf", "Name: Tsunade"))
    assert tsunade.names == ("The Fifth Hokage", "Tsunade")


def test_nr_r3_a_two_symbol_card_matches_either_symbol():
    both = CardDef("x2", "X-2", "Two", NINJA, ("Fire", "Lightning"))
    assert both.shares_symbol(set1().get("j001")) and both.shares_symbol(set1().get("j006"))
    assert not both.shares_symbol(set1().get("j011"))


def test_nr_r5_a_ninja_arrived_since_the_blockers_organization_is_a_team_of_one():
    s = position(seats={1: {"village": ["n001", "n002", "n003"], "teams": [[0, 1]]}})
    nar, sas, sak = s.village[1]
    assert current_teams(s, 1) == [[nar, sas], [sak]]


def test_nr_r8_a_pair_left_with_one_empty_team_deals_nothing():
    s = fight(["n018"], ["n001", "n002"], att_hand=["j034"], chakra0=["j011", "j013", "j014"])
    play(s, f"jutsu {find(s, 0, 'j034')} by {s.village[0][0]}", "pass", "pass")
    showdown(s)
    assert s.rewards == [[], []] and find(s, 0, "n018") not in s.injured


def test_nr_r9_winners_are_checked_only_at_the_end_phase():
    s = fight(["n002"])
    s.rewards[0] = s.deck[1][:10]
    s.deck[1] = s.deck[1][10:]
    assert not s.is_terminal()
    showdown(s)
    assert s.outcome().winner == 0
