"""Set 1 Ninja scripts: one test per card, position in, exact numbers out, with the case where it does not apply."""
import pytest
from nr_helpers import fight, find, play, position, showdown, texts

from engine.core import Rng
from engine.naruto.cards import reason, status
from engine.naruto.defs import set1
from engine.naruto.ops import COIN_PLUS_COMBAT, COIN_TENKETSU, entrance_cost, heal, stats

NO_TEXT = ["n001", "n002", "n003", "n009", "n010", "n011", "n014", "n015", "n016", "n017", "n018", "n029", "n032",
           "n033", "n038"]


def attacks(s):
    return [x for x in texts(s) if x.startswith("attack")]


def seed_with_coin(face):
    """An RNG state whose next coin flip (randbelow(2)) shows `face` (0 = heads)."""
    return next(k for k in range(1, 100) if Rng(k).randbelow(2) == face)


@pytest.mark.parametrize("cid", NO_TEXT)
def test_ninja_without_effect_text_is_its_stats(cid):
    assert not set1().get(cid).title and status(cid) == "full" and reason(cid) == ""


def test_n004_ino_gains_1_1_against_a_female_ninja():
    s = fight(["n003"], ["n004"])
    assert stats(s, s.village[1][0]) == (1, 2)
    s = fight(["n002"], ["n004"])
    assert stats(s, s.village[1][0]) == (0, 1)


def test_n005_shikamaru_never_battles_alone_even_injured():
    s = position(seats={0: {"village": ["n005*", "n001"], "teams": [[0], [1]]}}, step="attack")
    assert attacks(s) == [f"attack {s.village[0][1]}"]
    s = position(seats={0: {"village": ["n005", "n001"], "teams": [[0, 1]]}}, step="attack")
    assert len(attacks(s)) == 2


def test_n006_choji_gains_1_0_only_when_attacking():
    s = fight(["n006"], ["n001"])
    assert stats(s, s.village[0][0]) == (3, 0)
    s = fight(["n001"], ["n006"])
    assert stats(s, s.village[1][0]) == (2, 0)


def test_n007_konohamaru_makes_jonin_in_hand_cheaper():
    s = position(seats={0: {"village": ["n007*"], "hand": ["n011", "n008"], "marker": 3}})
    kakashi, iruka = find(s, 0, "n011"), find(s, 0, "n008")
    assert entrance_cost(s, 0, kakashi) == 3 and entrance_cost(s, 0, iruka) == 2  # Valid: injured still works
    assert f"deploy {kakashi}" in texts(s)
    s = position(seats={0: {"hand": ["n011"], "marker": 3}})
    assert entrance_cost(s, 0, find(s, 0, "n011")) == 4 and not [x for x in texts(s) if x.startswith("deploy")]


def test_n008_iruka_supports_a_genin_head():
    s = fight(["n001", "n008*"])  # Valid: injured 1/1, +0/+1 behind a Genin
    assert stats(s, s.village[0][1]) == (1, 2)
    s = fight(["n010", "n008"])  # a Special Jonin Head
    assert stats(s, s.village[0][1]) == (3, 1)


def test_n012_asuma_stays_home_while_ahead_on_rewards():
    s = position(seats={0: {"village": ["n012"], "teams": [[0]], "rewards": 2}, 1: {"rewards": 1}}, step="attack")
    assert attacks(s) == []
    s = position(seats={0: {"village": ["n012"], "teams": [[0]], "rewards": 1}, 1: {"rewards": 1}}, step="attack")
    assert attacks(s) == [f"attack {s.village[0][0]}"]


def test_n013_third_hokage_trades_a_chakra_of_your_choice_for_a_heal_at_the_start():
    s = position(seats={0: {"village": ["n013", "n001*"], "chakra": ["j001", "j002"]}}, step="start")
    hokage, naruto = s.village[0]
    kunai, shuriken = find(s, 0, "j001"), find(s, 0, "j002")
    assert texts(s) == [f"ability {hokage} at {naruto}", "skip"]
    play(s, f"ability {hokage} at {naruto}")
    assert texts(s) == [f"choose {kunai}", f"choose {shuriken}"] and naruto in s.injured
    play(s, f"choose {shuriken}")
    assert naruto not in s.injured and s.chakra[0] == [kunai] and s.step == "mission"
    s = position(seats={0: {"village": ["n013", "n001*"]}}, step="start")
    assert texts(s) == ["skip"]  # no Chakra to discard


@pytest.mark.parametrize("face, after", [(0, None), (1, "injured")])
def test_n019_naruto_flips_a_coin_against_damage(face, after):
    s = showdown(fight(["n002"], ["n019"], rng=seed_with_coin(face)))
    naruto = find(s, 1, "n019")
    assert (naruto in s.injured) == (after == "injured") and naruto in s.village[1]


def test_n020_sasuke_will_not_team_with_genin():
    s = position(seats={0: {"village": ["n020", "n001"], "teams": [[0, 1]]}}, step="attack")
    assert attacks(s) == []
    s = position(seats={0: {"village": ["n020", "n010"], "teams": [[0, 1]]}}, step="attack")
    assert len(attacks(s)) == 2


def test_n021_sakura_supports_a_male_genin_team():
    s = fight(["n001", "n021"])
    assert stats(s, s.village[0][1]) == (0, 2)
    s = fight(["n003", "n021"])  # Sakura n003 is Female
    assert stats(s, s.village[0][1]) == (0, 1)


@pytest.mark.parametrize("answer, head_hurt", [("scapegoat", False), ("no", True)])
def test_n022_iruka_may_take_a_hit_for_his_head(answer, head_hurt):
    s = showdown(fight(["n002"], ["n001", "n022"]))  # 3 vs 1 + 1: the Head would take 1
    naruto, iruka = find(s, 1, "n001"), find(s, 1, "n022")
    assert s.current_player() == 1 and texts(s) == ["choose no", "choose scapegoat"]
    play(s, f"choose {answer}")
    assert (naruto in s.injured) == head_hurt and (iruka in s.injured) != head_hurt and s.active == 1
    s = showdown(fight(["n002"], ["n001", "n009"]))
    assert find(s, 1, "n001") in s.injured


def test_n023_kakashi_copies_jutsu_combat_of_his_opponent():
    s = fight(["n002"], ["n023"], att_hand=["j001"], chakra0=["j003"])
    kakashi = s.village[1][0]
    play(s, f"jutsu {find(s, 0, 'j001')} by {s.village[0][0]}", "pass", "pass")
    assert stats(s, kakashi) == (8, 3)
    s = fight(["n002"], ["n011"], att_hand=["j001"], chakra0=["j003"])
    play(s, f"jutsu {find(s, 0, 'j001')} by {s.village[0][0]}", "pass", "pass")
    assert stats(s, s.village[1][0]) == (5, 3)


def test_n024_zabuza_head_discards_what_his_team_damages():
    s = showdown(fight(["n024"], ["n029"]))  # 6 vs 2: 1 Damage, and Shino is discarded
    assert find(s, 1, "n029") in s.discard[1]
    s = showdown(fight(["n010", "n024"], ["n029"]))  # Zabuza behind: a plain Victory
    assert find(s, 1, "n029") in s.injured


def test_n025_naruto_injured_and_alone_adds_his_hand():
    s = fight(["n025*"], att_hand=["j001", "j002", "m006"])
    assert stats(s, s.village[0][0]) == (3, 0)
    s = fight(["n025*", "n001"], att_hand=["j001", "j002", "m006"])
    assert stats(s, s.village[0][0]) == (0, 0)


def test_n026_sasuke_shrugs_off_cheap_opposing_jutsu():
    s = fight(["n026"], ["n001"], blk_hand=["j032", "j036"], chakra1=["j011", "j013", "j012"], decider=1)
    sasuke = s.village[0][0]
    t = texts(s)
    assert not [x for x in t if x.startswith(f"jutsu {find(s, 1, 'j032')}")]  # W W: cost 2
    assert f"jutsu {find(s, 1, 'j036')} by {s.village[1][0]} at {sasuke}" not in t  # needs Haku
    s = fight(["n026"], ["n017"], blk_hand=["j036"], chakra1=["j011", "j013", "j012"], decider=1)
    assert f"jutsu {find(s, 1, 'j036')} by {s.village[1][0]} at {s.village[0][0]}" in texts(s)  # cost 3


def test_n027_sakura_may_top_up_a_low_chakra_area_as_she_is_sent():
    s = position(seats={0: {"village": ["n027"], "teams": [[0]], "chakra": ["j001"], "deck_top": ["j002"]}},
                 step="attack")
    sakura = s.village[0][0]
    assert attacks(s) == [f"attack {sakura}", f"attack {sakura} as adjust"]
    play(s, f"attack {sakura} as adjust")
    assert find(s, 0, "j002") in s.chakra[0]
    s = position(seats={0: {"village": ["n027"], "teams": [[0]], "chakra": ["j001"], "deck_top": ["j002"]}},
                 step="attack")
    play(s, f"attack {s.village[0][0]}")  # she may also decline
    assert find(s, 0, "j002") in s.deck[0]
    s = position(seats={0: {"village": ["n027"], "teams": [[0]], "chakra": ["j001", "j003"]}}, step="attack")
    assert attacks(s) == [f"attack {s.village[0][0]}"]  # 2 Chakras: not offered


def test_n028_kiba_fights_better_with_an_animal():
    s = fight(["n028*", "n036"])  # Valid
    assert stats(s, s.village[0][0]) == (1, 1)
    s = fight(["n028", "n001"])
    assert stats(s, s.village[0][0]) == (2, 0)


def test_n030_hinata_spends_three_chakras_of_your_choice_to_heal_a_genin():
    s = position(seats={0: {"village": ["n030", "n001*", "n010*"], "chakra": ["j001", "j002", "j003", "j004"]}},
                 step="start")
    hinata, naruto, ebisu = s.village[0]
    assert texts(s) == [f"ability {hinata} at {naruto}", "skip"]  # Ebisu is no Genin
    play(s, f"ability {hinata} at {naruto}")
    keep = find(s, 0, "j003")
    for _ in range(3):
        assert naruto in s.injured
        play(s, next(x for x in texts(s) if x != f"choose {keep}"))
    assert naruto not in s.injured and s.chakra[0] == [keep] and len(s.discard[0]) == 3
    s = position(seats={0: {"village": ["n030", "n001*"], "chakra": ["j001", "j002"]}}, step="start")
    assert texts(s) == ["skip"]


def test_n031_rock_lee_cannot_use_symbol_jutsu():
    s = fight(["n031*"], att_hand=["j026", "j025"], chakra0=["j001", "j002", "j003"])  # Valid
    t = texts(s)
    lee = s.village[0][0]
    assert f"jutsu {find(s, 0, 'j026')} by {lee}" in t and not [x for x in t if x.startswith(f"jutsu {find(s, 0, 'j025')}")]


def test_n034_konohamaru_draws_when_his_team_wins():
    s = fight(["n002", "n034"], ["n001"])  # 3 + 0 against 1: a Victory
    hand = len(s.hand[0])
    showdown(s)
    assert len(s.hand[0]) == hand + 1
    s = fight(["n001", "n034"], ["n002"])  # a Defeat
    hand = len(s.hand[0])
    showdown(s)
    assert len(s.hand[0]) == hand


def test_n035_kaede_draws_on_entry_and_costs_a_card_when_she_leaves():
    s = position(seats={0: {"hand": ["n035", "j001"], "deck_top": ["j002"]}})
    play(s, f"deploy {find(s, 0, 'n035')}")
    assert find(s, 0, "j002") in s.hand[0] and len(s.hand[0]) == 2
    s = showdown(fight(["n011"], ["n035"], blk_hand=["j001", "j002"]))  # 5 against 0: knocked out
    kunai, shuriken = find(s, 1, "j001"), find(s, 1, "j002")
    assert find(s, 1, "n035") in s.discard[1] and s.current_player() == 1 and s.active == 0
    assert texts(s) == [f"choose {kunai}", f"choose {shuriken}"]  # the Showdowns wait for the answer
    play(s, f"choose {shuriken}")
    assert shuriken in s.discard[1] and kunai in s.hand[1] and s.active == 1  # then the turn ends


def test_n036_akamaru_comes_free_with_kiba_and_never_alone():
    s = position(seats={0: {"village": ["n028"], "hand": ["n036", "n001"], "marker": 1}})
    play(s, f"deploy {find(s, 0, 'n036')}")
    assert f"deploy {find(s, 0, 'n001')}" in texts(s)
    s = position(seats={0: {"hand": ["n036", "n001"], "marker": 1}})
    play(s, f"deploy {find(s, 0, 'n036')}")
    assert not [x for x in texts(s) if x.startswith("deploy")]
    s = position(seats={0: {"village": ["n036"], "teams": [[0]]}}, step="attack")
    assert attacks(s) == []


def test_n037_kakashi_backs_leaf_genin_of_his_team():
    s = fight(["n037", "n001", "n016"])  # Naruto is Leaf Genin, Haku is not
    assert stats(s, s.village[0][1]) == (1, 1) and stats(s, s.village[0][2]) == (1, 1)
    s = fight(["n011", "n001"])
    assert stats(s, s.village[0][1]) == (1, 0)


def test_n039_might_guy_behind_a_taijutsu_genin():
    s = fight(["n031", "n039"])
    assert stats(s, s.village[0][1]) == (6, 4)
    s = fight(["n001", "n039"])
    assert stats(s, s.village[0][1]) == (6, 0)


def test_n040_zabuza_fogs_both_teams_except_mist_fighters():
    s = fight(["n040", "n001"], ["n002", "n018"])
    zabuza, naruto = s.village[0]
    sasuke, other = s.village[1]
    assert stats(s, zabuza) == (5, 2) and stats(s, naruto) == (0, -1)
    assert stats(s, sasuke) == (2, 0) and stats(s, other) == (5, 1)  # Zabuza N-018 has the Mist attribute
    s = fight(["n040*", "n001"], ["n002"])
    assert stats(s, s.village[0][1]) == (1, 0)  # not Valid


def test_n041_rock_lee_as_head_earns_a_permanent_coin():
    s = position(seats={0: {"village": ["n041", "n001"], "teams": [[0], [1]]}}, step="attack")
    lee, naruto = s.village[0]
    play(s, f"attack {lee}", "done", "pass", "pass")
    assert s.coins[lee] == [COIN_PLUS_COMBAT] and stats(s, lee) == (1, 0)
    s = position(seats={0: {"village": ["n001", "n041"], "teams": [[0, 1]]}}, step="attack")
    play(s, f"attack {s.village[0][0]} {s.village[0][1]}", "pass", "pass")
    assert s.village[0][1] not in s.coins


def test_n042_neji_marks_who_his_team_damages_and_they_stay_hurt():
    s = showdown(fight(["n042"], ["n001"]))
    naruto = find(s, 1, "n001")
    assert s.coins[naruto] == [COIN_TENKETSU] and naruto in s.injured
    assert heal(s, naruto) is False and naruto in s.injured
    neji = find(s, 0, "n042")
    s.village[0].remove(neji)
    s.discard[0].append(neji)
    assert heal(s, naruto) is True  # the coin works only while Neji is in play


def test_n043_haku_jutsu_cannot_be_negated():
    s = fight(["n043"], ["n011"], att_hand=["j001"], blk_hand=["j007"], chakra0=["j003"], chakra1=["j010", "j006"])
    play(s, f"jutsu {find(s, 0, 'j001')} by {s.village[0][0]}")
    assert not [x for x in texts(s) if x.startswith("jutsu")]
    s = fight(["n017"], ["n011"], att_hand=["j001"], blk_hand=["j007"], chakra0=["j003"], chakra1=["j010", "j006"])
    kunai = find(s, 0, "j001")
    play(s, f"jutsu {kunai} by {s.village[0][0]}")
    assert f"jutsu {find(s, 1, 'j007')} by {s.village[1][0]} at {kunai}" in texts(s)
