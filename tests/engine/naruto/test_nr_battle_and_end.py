"""NR27-NR46: attacking, blocking, the Exchange of Jutsu, the Showdown, Damage and the End Phase."""
import pytest
from nr_helpers import fight, find, play, position, showdown, texts

from engine.core import IllegalAction, Termination
from engine.naruto.ops import stats, team_power


def test_nr27_up_to_three_teams_attack_with_a_chosen_head():
    s = position(seats={0: {"village": ["n001", "n002", "n003", "n029"], "teams": [[0, 1], [2], [3]]}}, step="attack")
    a, b, c, d = s.village[0]
    assert {f"attack {a} {b}", f"attack {b} {a}", f"attack {c}", f"attack {d}", "done"} == set(texts(s))
    play(s, f"attack {b} {a}", f"attack {c}", f"attack {d}")
    assert s.attack == [[b, a], [c], [d]] and s.step == "eoj"  # nobody could block, so the Exchange opens


def test_nr28_each_blocking_team_blocks_one_attacker():
    s = position(seats={0: {"village": ["n001", "n002"], "teams": [[0], [1]]},
                        1: {"village": ["n003", "n029"], "teams": [[0, 1]]}}, step="attack")
    a, b = s.village[0]
    x, y = s.village[1]
    play(s, f"attack {a}", f"attack {b}")
    assert s.step == "block" and s.current_player() == 1 and set(texts(s)) == {f"block {x} {y}", f"block {y} {x}",
                                                                                  "noblock"}
    play(s, f"block {y} {x}")
    assert s.block == [[y, x], []] and s.step == "eoj"  # NR-R6: the Team is used, the second attacker is free


def test_nr29_nr37_an_unblocked_team_earns_one_or_two_rewards():
    s = showdown(fight(["n002", "n001"]))  # Power 3 + 0 = 3
    assert len(s.rewards[0]) == 1
    s = showdown(fight(["n011"]))  # Kakashi, Power 5: outstanding
    assert len(s.rewards[0]) == 2


def test_nr_r10_power_zero_still_earns_a_normal_reward():
    s = showdown(fight(["n007"]))  # Konohamaru 0/0
    assert len(s.rewards[0]) == 1


def test_nr30_nr32_the_attacker_has_priority_first_then_it_alternates():
    s = fight(["n002"], ["n001"], att_hand=["j001"], blk_hand=["j002"], chakra0=["j003"], chakra1=["j005"])
    k = find(s, 0, "j001")
    assert s.current_player() == 0 and f"jutsu {k} by {s.village[0][0]}" in texts(s)
    play(s, f"jutsu {k} by {s.village[0][0]}")
    assert s.current_player() == 1 and [x.card for x in s.chain] == [k]
    assert s.chakra[0] == [] and len(s.discard[0]) == 1  # NR31, NR-R12: the Chakra paid is discarded


def test_nr33_a_chain_resolves_last_in_first_out():
    s = fight(["n002"], ["n001"], att_hand=["j001"], blk_hand=["j032"], chakra0=["j003"], chakra1=["j011", "j013"])
    sas, nar = s.village[0][0], s.village[1][0]
    play(s, f"jutsu {find(s, 0, 'j001')} by {sas}", f"jutsu {find(s, 1, 'j032')} by {nar} at {sas}", "pass", "pass")
    # Water Prison resolved first (Combat 0), then Kunai (+2/+2): 2 Combat, not 0
    assert stats(s, sas) == (2, 3) and not s.chain
    assert find(s, 0, "j001") in s.chakra[0] and find(s, 1, "j032") in s.chakra[1]
    assert s.current_player() == 0 and s.step == "eoj"  # NR-R7, NR35: the Exchange goes on


def test_nr34_a_jutsu_whose_user_left_fails_and_keeps_its_cost_paid():
    s = fight(["n001", "n002"], ["n008"], att_hand=["j001"], blk_hand=["j021"], chakra0=["j003"],
              chakra1=["j023", "j024"])
    back = s.village[0][1]
    play(s, f"jutsu {find(s, 0, 'j001')} by {back}", f"jutsu {find(s, 1, 'j021')} by {s.village[1][0]}",
         "pass", "pass")
    assert s.attack == [[s.village[0][0]]]  # Headhunter sent the Back Ninja to Stand-By
    assert stats(s, back) == (3, 1) and s.stats["jutsu_failed"] == 1
    assert find(s, 0, "j001") in s.chakra[0] and find(s, 0, "j003") in s.discard[0]


def test_nr35_both_passing_with_no_chain_ends_the_exchange():
    s = fight(["n002"])
    play(s, "pass")
    assert s.step == "eoj" and s.current_player() == 1
    play(s, "pass")
    assert s.step != "eoj"


def test_nr36_team_power_is_head_combat_plus_back_support():
    s = fight(["n010", "n011", "n009"])  # Ebisu 4/2 head, Kakashi 5/3 and Mizuki 3/1 behind
    assert team_power(s, s.attack[0]) == 4 + 3 + 1


@pytest.mark.parametrize("att, blk, hurt_att, hurt_blk", [
    (["n002"], ["n001"], None, "injured"),  # 3 vs 1: the Head takes 1
    (["n010"], ["n001"], None, "injured"),  # 4 vs 1, difference 3
    (["n011"], ["n007"], None, "out"),  # 5 vs 0: total defeat, 2 Damage knocks a healthy Head out
    (["n002"], ["n009"], "injured", "injured"),  # 3 vs 3: both Heads take 1
])
def test_nr38_fights(att, blk, hurt_att, hurt_blk):
    s = showdown(fight(att, blk))
    a, b = (find(s, 0, att[0]), find(s, 1, blk[0]))

    def status(i, p):
        return "out" if i in s.discard[p] else "injured" if i in s.injured else None

    assert (status(a, 0), status(b, 1)) == (hurt_att, hurt_blk)
    assert s.rewards == [[], []]  # winning a fight earns nothing, blockers never do


def test_nr38_a_total_defeat_also_hurts_each_back_ninja():
    s = showdown(fight(["n013"], ["n007", "n003", "n001"]))  # 6 vs 0 + 1 + 0
    head, b1, b2 = (find(s, 1, c) for c in ("n007", "n003", "n001"))
    assert head in s.discard[1] and b1 in s.injured and b2 in s.injured


def test_nr39_showdowns_resolve_in_attack_order():
    s = position(seats={0: {"village": ["n002", "n001"], "teams": [[0], [1]]}}, step="eoj",
                 attack=[[(0, 1)], [(0, 0)]], block=[[], []])
    s.deck[1] = s.deck[1][:3]
    top = list(s.deck[1])
    showdown(s)
    assert s.rewards[0] == [top[-1], top[-2]]


def test_nr40_damage_injures_then_knocks_out():
    s = showdown(fight(["n002"], ["n001*"]))  # an injured Head takes 1 more
    assert find(s, 1, "n001") in s.discard[1]


def test_nr41_an_injured_ninja_uses_injured_power_and_loses_non_valid_effects():
    s = fight(["n006*"])  # Choji injured 0/0; its +1/+0 when attacking is not Valid
    assert stats(s, s.village[0][0]) == (0, 0)
    s = fight(["n006"])
    assert stats(s, s.village[0][0]) == (3, 0)


def test_nr42_teams_return_and_keep_their_organization():
    s = position(seats={0: {"village": ["n001", "n002"], "teams": [[0, 1]]}}, step="eoj",
                 attack=[[(0, 0), (0, 1)]], block=[[]])
    showdown(s)
    assert s.attack == [] and s.teams[0] == [list(s.village[0])]


def test_nr43_ten_rewards_win_at_the_end_phase():
    s = fight(["n002"], rewards=None)
    s.rewards[0] = s.deck[1][:9]
    s.deck[1] = s.deck[1][9:]
    showdown(s)
    assert s.outcome().winner == 0 and s.outcome().reason == "battle rewards"


def test_nr43_both_at_ten_the_attacker_wins_and_rewards_come_before_deck_out():
    s = fight(["n002"])
    s.rewards[1] = s.deck[0][:10]
    s.deck[0] = s.deck[0][10:]
    s.rewards[0] = s.deck[1][:9]
    s.deck[1] = s.deck[1][9:]
    s.discard[1] += s.deck[1][1:]
    s.deck[1] = s.deck[1][:1]  # the reward empties the Blocker's deck too
    showdown(s)
    assert s.outcome().winner == 0 and s.outcome().reason == "battle rewards"


def test_nr43_an_empty_deck_loses_and_both_empty_the_attacker_loses():
    s = fight(["n002"])
    s.discard[0] += s.deck[0]
    s.deck[0] = []
    showdown(s)
    assert s.outcome().winner == 1 and s.outcome().reason == "deck out"
    s = fight(["n002"], ["n009"])  # a fight: no reward taken
    for p in (0, 1):
        s.discard[p] += s.deck[p]
        s.deck[p] = []
    showdown(s)
    assert s.outcome().winner == 1 and s.outcome().termination == Termination.WIN_CONDITION


def test_nr44_the_attacker_discards_down_to_six_choosing():
    s = fight(["n002"], att_hand=["j001", "j002", "j003", "j004", "j005", "j006", "j007", "j010"])
    showdown(s)
    assert s.step == "discard" and s.current_player() == 0 and len(texts(s)) == 8
    with pytest.raises(IllegalAction, match="not a decision of the discard step"):
        s.apply_action("pass")
    play(s, f"discard {find(s, 0, 'j010')}", f"discard {find(s, 0, 'j001')}")
    assert len(s.hand[0]) == 6 and s.active == 1


def test_nr44_the_blocker_never_discards():
    s = fight(["n002"], blk_hand=["j001", "j002", "j003", "j004", "j005", "j006", "j007", "j010"])
    showdown(s)
    assert s.active == 1 and len(s.hand[1]) == 9  # 8 and the new turn's draw


def test_nr45_the_marker_moves_up_and_roles_swap():
    s = fight(["n002"])
    before = s.marker[0]
    showdown(s)
    assert s.marker[0] == before + 1 and s.active == 1 and s.current_player() == 1


def test_nr46_during_this_turn_effects_end_and_the_turn_limit_is_a_draw():
    s = fight(["n002"], att_hand=["j001"], chakra0=["j003"])
    sas = s.village[0][0]
    play(s, f"jutsu {find(s, 0, 'j001')} by {sas}", "pass", "pass")
    assert stats(s, sas) == (5, 3)
    showdown(s)
    assert stats(s, sas) == (3, 1) and s.mods == []
    s = fight(["n002"], turn=200)
    showdown(s)
    assert s.outcome().is_draw and s.outcome().termination == Termination.TURN_LIMIT


def test_nr17_checked_apply_refuses_a_move_for_the_other_seat():
    s = fight(["n002"])
    with pytest.raises(IllegalAction, match="NR17: seat 0 decides now, not seat 1"):
        s.apply_action("pass", player=1)
