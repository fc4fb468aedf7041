"""Set 1 Jutsu scripts: one test per card (a table for the plain boosts), with the case where it cannot be used."""
import pytest
from nr_helpers import fight, find, play, position, showdown, texts

from engine.core import Rng
from engine.naruto.cards import status
from engine.naruto.ops import attribute, has_char, stats

LIGHTNING = ["j003", "j004", "j002"]
FIRE = ["j006", "j008", "j009"]
WATER = ["j011", "j013", "j014"]
WIND = ["j015", "j017", "j018"]
EARTH = ["j020", "j021", "j022"]


def use(s, seat, jutsu, user, at=(), x=0, choice=""):
    """Seat plays Jutsu `jutsu` (card id) with `user` (iid) and both pass: the chain resolves."""
    text = f"jutsu {find(s, seat, jutsu)} by {user}"
    if at:
        text += " at " + ",".join(map(str, at))
    if x:
        text += f" x {x}"
    if choice:
        text += f" as {choice}"
    play(s, text, "pass", "pass")
    return s


def jutsu_texts(s, seat, jutsu):
    return [x for x in texts(s) if x.startswith(f"jutsu {find(s, seat, jutsu)} ")]


BOOSTS = [
    ("j001", "n002", ["j003"], 0, (5, 3)),  # Kunai +2/+2
    ("j002", "n002", LIGHTNING[:2], 0, (6, 1)),  # Cross-Shaped Shuriken +3/+0
    ("j015", "n002", ["j003"], 0, (4, 2)),  # Clone Jutsu +1/+1
    ("j026", "n031", ["j003"], 0, (6, 0)),  # Leaf Hurricane, Taijutsu user
    ("j027", "n031", ["j003"], 0, (3, 3)),  # Leaf Whirlwind
    ("j029", "n003", FIRE[:2], 0, (4, 1)),  # Demon Wind Shuriken, Weapon user: +3
    ("j029", "n001", FIRE[:2], 0, (3, 0)),  # not Weapon: +2
    ("j030", "n011", FIRE[:2], 0, (12, 3)),  # Lightning Blade, Kakashi
    ("j024", "n006", EARTH[:1], 0, (5, 0)),  # Expansion Jutsu on an attacking Choji (3/0)
    ("j028", "n028", FIRE[:1], 0, (4, 0)),  # Beast Mimicry doubles Kiba's Combat
    ("j005", "n001", LIGHTNING, 2, (5, 0)),  # Multi Shadow Clone, X = 2: +4/+0
    ("j012", "n001", WATER[:2] + ["j003"], 2, (3, 2)),  # Water Clone, X = 2 in Water
]


@pytest.mark.parametrize("jutsu, user, chakra, x, after", BOOSTS, ids=[f"{r[0]}-by-{r[1]}" for r in BOOSTS])
def test_boosting_jutsu(jutsu, user, chakra, x, after):
    s = fight([user], att_hand=[jutsu], chakra0=chakra)
    u = s.village[0][0]
    use(s, 0, jutsu, u, x=x)
    assert stats(s, u) == after and find(s, 0, jutsu) in s.chakra[0]
    assert status(jutsu) == "full"


@pytest.mark.parametrize("jutsu, user", [("j026", "n002"), ("j027", "n001"), ("j030", "n002"), ("j024", "n001"),
                                          ("j028", "n002")])
def test_requirements_keep_a_jutsu_from_the_wrong_user(jutsu, user):
    s = fight([user], att_hand=[jutsu], chakra0=FIRE + EARTH)
    assert jutsu_texts(s, 0, jutsu) == []


def test_j031_guillotine_sword_is_used_by_a_head_only():
    s = fight(["n001", "n002"], att_hand=["j031"], chakra0=WATER[:2])
    assert jutsu_texts(s, 0, "j031") == [f"jutsu {find(s, 0, 'j031')} by {s.village[0][0]}"]


def test_j005_and_j012_x_is_limited_by_what_the_chakra_area_pays():
    s = fight(["n001"], att_hand=["j012"], chakra0=["j011", "j003"])
    assert jutsu_texts(s, 0, "j012") == [f"jutsu {find(s, 0, 'j012')} by {s.village[0][0]} x 1"]  # 1 Water only


def test_j003_sexy_jutsu_zeroes_a_male_opponent_and_the_user_turns_female():
    s = fight(["n001"], ["n002"], att_hand=["j003"], chakra0=LIGHTNING[1:])
    nar, sas = s.village[0][0], s.village[1][0]
    use(s, 0, "j003", nar, at=[sas])
    assert stats(s, sas) == (0, 1) and has_char(s, nar, "Female") and not has_char(s, nar, "Male")
    s = fight(["n001"], ["n003"], att_hand=["j003"], chakra0=LIGHTNING[1:])
    assert jutsu_texts(s, 0, "j003") == []


def test_j004_harem_jutsu_needs_clone_status_and_zeroes_every_male_opponent():
    s = fight(["n019"], ["n002", "n029", "n003"], att_hand=["j004"], chakra0=["j003", "j002"])
    use(s, 0, "j004", s.village[0][0])
    sas, shino, sakura = s.village[1]
    assert stats(s, sas) == (0, 0) and stats(s, shino) == (0, 0) and stats(s, sakura) == (1, 1)
    s = fight(["n001"], ["n002"], att_hand=["j004"], chakra0=["j003", "j002"])
    assert jutsu_texts(s, 0, "j004") == []


def test_j006_eight_trigram_puts_a_ninja_on_top_of_its_owners_deck():
    s = fight(["n011"], ["n002"], att_hand=["j006"], chakra0=FIRE[1:])
    sas = s.village[1][0]
    use(s, 0, "j006", s.village[0][0], at=[sas])
    assert s.deck[1][-1] == sas and sas not in s.village[1]
    s = fight(["n010"], ["n002"], att_hand=["j006"], chakra0=FIRE[1:])  # a Special Jonin is below Jonin
    assert jutsu_texts(s, 0, "j006") == []


def test_j007_sharingan_eye_negates_and_discards():
    s = fight(["n002"], ["n011"], att_hand=["j001"], blk_hand=["j007"], chakra0=["j003"], chakra1=FIRE[:2])
    kunai = find(s, 0, "j001")
    play(s, f"jutsu {kunai} by {s.village[0][0]}", f"jutsu {find(s, 1, 'j007')} by {s.village[1][0]} at {kunai}",
         "pass", "pass")
    assert kunai in s.discard[0] and stats(s, s.village[0][0]) == (3, 1)
    s = fight(["n002"], ["n010"], att_hand=["j001"], blk_hand=["j007"], chakra0=["j003"], chakra1=FIRE[:2])
    play(s, f"jutsu {find(s, 0, 'j001')} by {s.village[0][0]}")
    assert jutsu_texts(s, 1, "j007") == []  # Ebisu has no Sharingan Eye


@pytest.mark.parametrize("opp_hand, draws", [(["n001"], 1), (["j001"], 0)])
def test_j008_crystal_ball_shows_the_hand_and_draws_if_it_holds_a_ninja(opp_hand, draws):
    s = fight(["n002"], att_hand=["j008"], blk_hand=opp_hand, chakra0=["j006", "j009"])
    hand = len(s.hand[0])
    assert s.view(0)["players"][1]["hand"] is None
    use(s, 0, "j008", s.village[0][0])
    assert len(s.hand[0]) == hand - 1 + draws and s.view(0)["players"][1]["hand"] == s.hand[1]


def test_j009_a_battle_reward_goes_to_its_owners_chakra_area():
    s = fight(["n002"], att_hand=["j009"], chakra0=["j006", "j003"], rewards=None)
    s.rewards[1].append(s.deck[0].pop())
    card = s.rewards[1][-1]
    assert jutsu_texts(s, 0, "j009") == [f"jutsu {find(s, 0, 'j009')} by {s.village[0][0]} at {card}"]
    use(s, 0, "j009", s.village[0][0], at=[card])
    assert card in s.chakra[0] and s.rewards[1] == []
    s = fight(["n002"], att_hand=["j009"], chakra0=["j006", "j003"])
    assert jutsu_texts(s, 0, "j009") == []  # no reward anywhere: no target


def test_j010_fire_ball_damages_but_not_flame():
    s = fight(["n011"], ["n001", "n002"], att_hand=["j010"], chakra0=FIRE)
    nar, sas = s.village[1]
    use(s, 0, "j010", s.village[0][0], at=[nar])
    assert nar in s.injured
    s = fight(["n011"], ["n002"], att_hand=["j010"], chakra0=FIRE)
    use(s, 0, "j010", s.village[0][0], at=[s.village[1][0]])
    assert s.village[1][0] not in s.injured


def test_j011_a_stand_by_ninja_goes_back_to_hand():
    s = position(seats={0: {"village": ["n008"], "hand": ["j011"], "chakra": WATER[1:], "teams": [[0]]},
                        1: {"village": ["n002", "n001"], "teams": [[0], [1]]}},
                 step="eoj", attack=[[(0, 0)]], block=[[(1, 0)]], blocked=[0])
    standby = s.village[1][1]
    assert jutsu_texts(s, 0, "j011") == [f"jutsu {find(s, 0, 'j011')} by {s.village[0][0]} at {standby}"]
    use(s, 0, "j011", s.village[0][0], at=[standby])
    assert standby in s.hand[1]


def test_j013_hidden_mist_sends_the_negated_jutsu_back_to_hand():
    s = fight(["n002"], ["n001"], att_hand=["j001"], blk_hand=["j013"], chakra0=["j003"], chakra1=WATER[:1] + ["j031"])
    kunai = find(s, 0, "j001")
    play(s, f"jutsu {kunai} by {s.village[0][0]}", f"jutsu {find(s, 1, 'j013')} by {s.village[1][0]} at {kunai}",
         "pass", "pass")
    assert kunai in s.hand[0] and stats(s, s.village[0][0]) == (3, 1)


def test_j014_silent_killing_injures_every_ninja_the_jonin_fights():
    s = fight(["n018"], ["n001", "n002"], att_hand=["j014"], chakra0=["j011", "j013", "j031", "j003"])
    use(s, 0, "j014", s.village[0][0])
    assert set(s.village[1]) <= s.injured
    s = fight(["n017"], ["n001"], att_hand=["j014"], chakra0=["j011", "j013", "j031", "j003"])
    assert jutsu_texts(s, 0, "j014") == []  # Haku N-017 has no rank


def test_j016_transform_swaps_power_and_picks_an_attribute():
    s = fight(["n002"], att_hand=["j016"], chakra0=["j015"])
    u = s.village[0][0]
    assert len(jutsu_texts(s, 0, "j016")) == 4
    use(s, 0, "j016", u, choice="taijutsu")
    assert stats(s, u) == (1, 3) and attribute(s, u) == "Taijutsu"


def test_j017_substitution_puts_the_first_back_ninja_at_the_head():
    s = fight(["n001", "n002"], ["n029"], att_hand=["j017"], chakra0=WIND)
    nar, sas = s.village[0]
    use(s, 0, "j017", nar, at=[nar])
    assert s.attack[0] == [sas, nar]
    s = fight(["n001"], ["n029"], att_hand=["j017"], chakra0=WIND)
    assert jutsu_texts(s, 0, "j017") == []  # no Team of two or more
    assert status("j017") == "partial"


def test_j018_disguise_skips_the_showdown():
    s = fight(["n011"], ["n001"], att_hand=["j018"], chakra0=["j015", "j017"])
    use(s, 0, "j018", s.village[0][0])
    showdown(s)
    assert s.village[1] and not s.injured and s.rewards == [[], []]
    s = fight(["n011"], att_hand=["j018"], chakra0=["j015", "j017"])
    use(s, 0, "j018", s.village[0][0])
    showdown(s)
    assert s.rewards == [[], []]  # an unblocked Team earns nothing either


@pytest.mark.parametrize("user, minus", [("n038", 3), ("n029", 2)])
def test_j019_death_mirage_is_stronger_from_a_genjutsu_user(user, minus):
    s = fight([user], ["n011"], att_hand=["j019"], chakra0=WIND[:2])
    use(s, 0, "j019", s.village[0][0], at=[s.village[1][0]])
    assert stats(s, s.village[1][0]) == (5 - minus, 3 - minus)


def test_j020_escape_jutsu_returns_printed_power_and_holds_it():
    s = fight(["n002"], ["n001"], att_hand=["j001"], blk_hand=["j020", "j026"], chakra0=["j003", "j004"],
              chakra1=EARTH[1:] + ["j002"])
    sas, nar = s.village[0][0], s.village[1][0]
    play(s, f"jutsu {find(s, 0, 'j001')} by {sas}", f"jutsu {find(s, 1, 'j020')} by {nar} at {sas}", "pass", "pass")
    assert stats(s, sas) == (3, 1)  # Kunai resolved after Escape Jutsu, and could not change it


def test_j021_headhunter_sends_the_back_ninjas_stand_by():
    s = fight(["n008"], ["n001", "n002", "n003"], att_hand=["j021"], chakra0=EARTH[:1] + ["j003"])
    use(s, 0, "j021", s.village[0][0])
    assert s.block[0] == [s.village[1][0]]
    s = fight(["n001"], ["n002", "n003"], att_hand=["j021"], chakra0=EARTH[:1] + ["j003"])
    assert jutsu_texts(s, 0, "j021") == []  # a Genin user


def test_j022_mind_transfer_takes_a_weak_ninja_into_your_village():
    s = fight(["n004"], ["n001", "n002"], att_hand=["j022"], chakra0=["j020", "j021", "j015"])
    ino, nar, sas = s.village[0][0], *s.village[1]
    assert jutsu_texts(s, 0, "j022") == [f"jutsu {find(s, 0, 'j022')} by {ino} at {nar}"]  # Sasuke has Combat 3
    use(s, 0, "j022", ino, at=[nar])
    assert nar in s.village[0] and nar not in s.village[1] and s.block[0] == [sas]


def test_j023_shadow_possession_holds_a_ninja_at_0_0():
    s = fight(["n005", "n001"], ["n011"], att_hand=["j023"], blk_hand=["j001", "j015"], chakra0=EARTH[:1],
              chakra1=["j003", "j004"])
    kakashi = s.village[1][0]
    play(s, f"jutsu {find(s, 0, 'j023')} by {s.village[0][0]} at {kakashi}", f"jutsu {find(s, 1, 'j001')} by {kakashi}",
         "pass", "pass")
    assert stats(s, kakashi) == (0, 0)  # Kunai resolved first; Shadow Possession then set him to 0/0
    play(s, "pass", f"jutsu {find(s, 1, 'j015')} by {kakashi}", "pass", "pass")
    assert stats(s, kakashi) == (0, 0)  # and a later Clone Jutsu does not lift him off it
    s = fight(["n001"], ["n011"], att_hand=["j023"], chakra0=EARTH[:1])
    assert jutsu_texts(s, 0, "j023") == []


def test_j024_expansion_shields_from_opposing_jutsu():
    s = fight(["n006"], ["n001"], att_hand=["j024"], blk_hand=["j032"], chakra0=EARTH[:1], chakra1=WATER[:2])
    use(s, 0, "j024", s.village[0][0])
    s.decider = 1
    assert jutsu_texts(s, 1, "j032") == []


@pytest.mark.parametrize("face, combat", [(0, 5), (1, 3)])
def test_j025_shadow_clone_flips_for_4_or_2(face, combat):
    seed = next(k for k in range(1, 100) if Rng(k).randbelow(2) == face)
    s = fight(["n001"], att_hand=["j025"], chakra0=["j003", "j004"], rng=seed)
    use(s, 0, "j025", s.village[0][0])
    assert stats(s, s.village[0][0]) == (combat, 0) and has_char(s, s.village[0][0], "Clone Status")


def test_j028_beast_mimicry_makes_kiba_an_animal():
    s = fight(["n028"], att_hand=["j028"], chakra0=FIRE[:1])
    use(s, 0, "j028", s.village[0][0])
    assert has_char(s, s.village[0][0], "Animal")


def test_j031_guillotine_sword_discards_what_the_team_damages():
    s = fight(["n018"], ["n001"], att_hand=["j031"], chakra0=WATER[:2])
    use(s, 0, "j031", s.village[0][0])
    showdown(s)
    assert find(s, 1, "n001") in s.discard[1]


def test_j032_water_prison_sets_combat_to_zero():
    s = fight(["n002"], ["n011"], att_hand=["j032"], chakra0=WATER[:2])
    use(s, 0, "j032", s.village[0][0], at=[s.village[1][0]])
    assert stats(s, s.village[1][0]) == (0, 3)


def test_j033_water_dragon_damages_a_ninja_on_the_battlefield():
    s = fight(["n018"], ["n001"], att_hand=["j033"], chakra0=WATER)
    use(s, 0, "j033", s.village[0][0], at=[s.village[1][0]])
    assert s.village[1][0] in s.injured
    s = fight(["n002"], ["n001"], att_hand=["j033"], chakra0=WATER)
    assert jutsu_texts(s, 0, "j033") == []


def test_j034_giant_vortex_sends_every_opponent_back_to_hand():
    s = fight(["n018"], ["n001", "n002"], att_hand=["j034"], chakra0=WATER)
    nar, sas = s.village[1]
    use(s, 0, "j034", s.village[0][0])
    assert {nar, sas} <= set(s.hand[1]) and s.block[0] == []


def test_j035_thousand_needles_needs_haku():
    s = fight(["n016"], ["n011"], att_hand=["j035"], chakra0=WATER[:2])
    use(s, 0, "j035", s.village[0][0], at=[s.village[1][0]])
    assert s.village[1][0] in s.injured
    s = fight(["n018"], ["n011"], att_hand=["j035"], chakra0=WATER[:2])
    assert jutsu_texts(s, 0, "j035") == []


def test_j036_crystal_ice_mirror_subtracts_both_hands():
    s = fight(["n017"], ["n013"], att_hand=["j036", "j001"], blk_hand=["j002", "j003"], chakra0=WATER)
    use(s, 0, "j036", s.village[0][0], at=[s.village[1][0]])
    assert stats(s, s.village[1][0]) == (6 - 3, 4 - 3)  # 1 card left in seat 0's hand, 2 in seat 1's


def test_j037_shadow_shuriken_makes_the_users_jutsu_unnegatable():
    s = fight(["n002"], ["n011"], att_hand=["j037", "j001"], blk_hand=["j007"], chakra0=["j003", "j004"],
              chakra1=FIRE[:2])
    use(s, 0, "j037", s.village[0][0])
    play(s, f"jutsu {find(s, 0, 'j001')} by {s.village[0][0]}")
    assert jutsu_texts(s, 1, "j007") == []


def test_j038_sprinting_in_the_mist_pulls_your_own_ninja_out():
    s = fight(["n001", "n002"], att_hand=["j038"], chakra0=WIND[:1])
    nar, sas = s.village[0]
    assert len(jutsu_texts(s, 0, "j038")) == 4  # either user, either target
    use(s, 0, "j038", nar, at=[sas])
    assert s.attack == [[nar]]


def test_j039_parasitic_insects_discard_three_random_opposing_cards():
    s = fight(["n029"], att_hand=["j039"], chakra0=WIND[:2])
    deck = len(s.deck[1])
    use(s, 0, "j039", s.village[0][0])
    assert len(s.deck[1]) == deck - 3 and len(s.discard[1]) == 3
    s = fight(["n001"], att_hand=["j039"], chakra0=WIND[:2])
    assert jutsu_texts(s, 0, "j039") == []


def test_j040_tree_climbing_feeds_the_chakra_area():
    s = fight(["n001"], att_hand=["j040"], chakra0=["j003"])
    top2 = s.deck[0][-2:]
    use(s, 0, "j040", s.village[0][0])
    assert set(top2) <= set(s.chakra[0])


def test_j041_fanged_pursuit_brings_akamaru_into_the_team():
    s = position(seats={0: {"village": ["n028"], "hand": ["j041"], "discard": ["n036"], "chakra": EARTH[:2],
                            "teams": [[0]]}}, step="eoj", attack=[[(0, 0)]], block=[[]])
    aka = find(s, 0, "n036")
    use(s, 0, "j041", s.village[0][0], at=[aka])
    assert aka in s.village[0] and s.attack[0] == [s.village[0][0], aka]
    s = position(seats={0: {"village": ["n028", "n001", "n002"], "hand": ["j041"], "discard": ["n036"],
                            "chakra": EARTH[:2], "teams": [[0, 1, 2]]}}, step="eoj",
                 attack=[[(0, 0), (0, 1), (0, 2)]], block=[[]])
    use(s, 0, "j041", s.village[0][0], at=[find(s, 0, "n036")])
    assert find(s, 0, "n036") in s.discard[0]  # a full Team takes no one more


def test_j042_byakugan_discards_the_jutsu_or_mission_you_pick_and_the_chain_goes_on():
    s = fight(["n030"], att_hand=["j042", "j001"], blk_hand=["n001", "m006", "j010"], chakra0=EARTH[:2] + ["j003"])
    hinata = s.village[0][0]
    play(s, f"jutsu {find(s, 0, 'j001')} by {hinata}", "pass", f"jutsu {find(s, 0, 'j042')} by {hinata}",
         "pass", "pass")
    m6, j10 = find(s, 1, "m006"), find(s, 1, "j010")
    assert s.current_player() == 0 and texts(s) == [f"choose {j10}", f"choose {m6}"]
    assert len(s.chain) == 1  # Kunai waits under Byakugan
    play(s, f"choose {j10}")
    assert j10 in s.discard[1] and m6 in s.hand[1] and find(s, 1, "n001") in s.hand[1]
    assert not s.chain and stats(s, hinata) == (2, 3) and s.current_player() == 0  # Kunai resolved after
    s = fight(["n001"], att_hand=["j042"], chakra0=EARTH[:2])
    assert jutsu_texts(s, 0, "j042") == []
