"""Set 1 Mission scripts: one test per card, with the case where it cannot be played or does nothing."""
import pytest
from nr_helpers import fight, find, play, position, showdown, texts

from engine.naruto.defs import set1
from engine.naruto.ops import COIN_PLUS_BOTH, entrance_cost, has_char, stats

PAYER = {"Lightning": "j001", "Fire": "j029", "Water": "j032", "Wind": "j019", "Earth": "j023"}


def mpos(cid, seat0=None, seat1=None, **kw):
    """Seat 0 in its Mission Phase holding Mission `cid` and a card to pay its hand cost; marker 5."""
    s0 = dict(seat0 or {})
    s0["hand"] = [cid, PAYER[set1().get(cid).symbols[0]], *s0.get("hand", [])]
    s0.setdefault("marker", 5)
    return position(seats={0: s0, 1: dict(seat1 or {})}, **kw)


def missions(s, cid):
    m = find(s, 0, cid, "hand")
    return [x for x in texts(s) if x.startswith(f"mission {m} ")]


def mission(s, cid, at=()):
    """Play Mission `cid` of seat 0 (on targets `at`), paying with the first legal payment."""
    m = find(s, 0, cid, "hand")
    want = f"mission {m}" + (" at " + ",".join(map(str, at)) if at else "")
    opts = [x for x in texts(s) if x.startswith(want + " pay") or x == want]
    assert opts, f"{cid} cannot be played: {texts(s)}"
    play(s, opts[0])
    return s


def to_battle(s, *teams):
    """End the Mission Phase, put every Ninja in the given Teams (village indices) and attack with all of them."""
    play(s, "end")
    for t in teams:
        play(s, "team " + " ".join(str(s.village[0][k]) for k in t))
    for t in teams:
        if s.step == "attack":
            play(s, "attack " + " ".join(str(s.village[0][k]) for k in t))
    return s


def test_m001_ichiraku_heals_one_of_your_injured():
    s = mpos("m001", {"village": ["n001*", "n002"]})
    nar = s.village[0][0]
    assert [x.split(" pay")[0] for x in missions(s, "m001")] == [f"mission {find(s, 0, 'm001')} at {nar}"]
    mission(s, "m001", [nar])
    assert nar not in s.injured
    assert missions(mpos("m001", {"village": ["n001"]}), "m001") == []


def test_m002_outcasts_dream_grows_naruto_when_his_team_damages():
    s = showdown(fight(["n002", "n001"], ["n007"], missions0=["m002"]))
    nar = find(s, 0, "n001")
    assert s.coins[nar] == [COIN_PLUS_BOTH] and stats(s, nar) == (2, 1)
    s = showdown(fight(["n002"], ["n007"], missions0=["m002"]))
    assert s.coins == {}
    s = fight(["n001"], ["n007", "n003"], att_hand=["j010"], chakra0=["j006", "j008", "j009"], missions0=["m002"])
    nar = s.village[0][0]
    play(s, f"jutsu {find(s, 0, 'j010')} by {nar} at {s.village[1][1]}", "pass", "pass")  # Fire Ball by Naruto
    assert s.coins[nar] == [COIN_PLUS_BOTH]


def test_m003_leaf_headband_brings_a_genin_back_from_the_chakra_area():
    s = mpos("m003", {"chakra": ["n001", "n011"]})
    nar = find(s, 0, "n001")
    mission(s, "m003", [nar])
    assert nar in s.village[0] and s.ninja_played == 1
    s = mpos("m003", {"chakra": ["n001"], "hand": ["n002"]})
    play(s, f"deploy {find(s, 0, 'n002')}")
    assert missions(s, "m003") == []  # the turn's Ninja is already deployed


def test_m004_a_kind_teacher_shuffles_the_discard_piles_back():
    s = mpos("m004", {"discard": ["n001", "j002"]}, {"discard": ["n003"]})
    mission(s, "m004")
    assert s.discard == [[], []] and len(s.deck[0]) == 40 - 2 and len(s.deck[1]) == 40  # 2 in the Chakra area


def test_m005_disaster_damages_every_ninja():
    s = mpos("m005", {"village": ["n001", "n002*"]}, {"village": ["n003"]})
    nar, sas = s.village[0]
    mission(s, "m005")
    assert nar in s.injured and sas in s.discard[0] and s.village[1][0] in s.injured


@pytest.mark.parametrize("cid, mine, theirs", [("m006", 1, 0), ("m018", 2, 0), ("m031", 1, 1)], ids=["m006", "m018", "m031"])
def test_drawing_missions(cid, mine, theirs):
    s = mpos(cid)
    hands = [len(s.hand[0]), len(s.hand[1])]
    mission(s, cid)
    assert [len(s.hand[0]), len(s.hand[1])] == [hands[0] - 2 + mine, hands[1] + theirs]


def test_m007_make_out_paradise_adds_a_reward_to_an_outstanding_one():
    s = mpos("m007", {"village": ["n011"]})
    mission(s, "m007", [s.village[0][0]])
    to_battle(s, [0])
    play(s, "pass", "pass")
    assert len(s.rewards[0]) == 3
    s = mpos("m007", {"village": ["n002"]})
    mission(s, "m007", [s.village[0][0]])
    to_battle(s, [0])
    play(s, "pass", "pass")
    assert len(s.rewards[0]) == 1  # a normal reward gets nothing more


def test_m008_an_accident_stops_every_jutsu_this_turn():
    s = mpos("m008", {"village": ["n002"], "hand": ["j002"], "chakra": ["j003", "j004"]})
    mission(s, "m008")
    to_battle(s, [0])
    assert texts(s) == ["pass"]


def test_m010_exhaustion_discards_both_chakra_areas():
    s = mpos("m010", {"chakra": ["j002"]}, {"chakra": ["j003", "j004"]})
    mission(s, "m010")
    assert s.chakra[1] == [] and s.chakra[0] == [find(s, 0, "m010")] and len(s.discard[1]) == 2


def test_m011_bingo_book_lets_you_take_a_ninja_of_the_top_three():
    s = mpos("m011", {"deck_top": ["n010", "j002", "n001"]})
    mission(s, "m011")
    ebisu, naruto = find(s, 0, "n010"), find(s, 0, "n001")
    assert s.current_player() == 0 and texts(s) == sorted([f"choose {ebisu}", f"choose {naruto}"])
    assert s.view(1)["pending"][0]["options"] is None and s.view(1)["players"][0]["aside"] is None
    play(s, f"choose {naruto}")
    assert naruto in s.hand[0] and ebisu in s.deck[0] and s.aside[0] == [] and s.step == "mission"
    s = mpos("m011", {"deck_top": ["j002", "j003", "j004"]})
    hand = len(s.hand[0])
    mission(s, "m011")
    assert len(s.hand[0]) == hand - 2 and not s.pending


def test_m012_the_worst_client_forces_a_block():
    s = mpos("m012", {"village": ["n002"]}, {"village": ["n001"], "teams": [[0]]})
    mission(s, "m012", [s.village[0][0]])
    to_battle(s, [0])
    assert texts(s) == [f"block {s.village[1][0]}"]
    s = mpos("m012", {"village": ["n002"]}, {"village": ["n001"], "teams": [[0]]})
    to_battle(s, [0])
    assert "noblock" in texts(s)


def test_m013_gato_transport_costs_a_chakra_of_your_choice_per_team_sent():
    s = mpos("m013", {"village": ["n002", "n001"], "chakra": ["j002", "j003"]})
    mission(s, "m013")
    assert s.missions[0] == [find(s, 0, "m013")] and len(s.chakra[0]) == 3  # the Water card that paid is one
    j2, j3 = find(s, 0, "j002"), find(s, 0, "j003")
    play(s, "end", f"team {s.village[0][0]}", f"team {s.village[0][1]}", f"attack {s.village[0][0]}")
    assert s.current_player() == 0 and f"choose {j3}" in texts(s) and len(texts(s)) == 3
    play(s, f"choose {j3}", f"attack {s.village[0][1]}", f"choose {j2}")
    assert len(s.chakra[0]) == 1 and {j2, j3} <= set(s.discard[0])
    s = mpos("m006", {"village": ["n002"]}, {"missions": ["m013"]})
    play(s, "end", f"team {s.village[0][0]}", f"attack {s.village[0][0]}")
    assert not s.pending  # no Chakra, nothing to discard


def test_m014_intent_to_kill_keeps_genin_teams_home():
    s = mpos("m014", {"village": ["n001", "n010"]})
    mission(s, "m014")
    play(s, "end", f"team {s.village[0][0]}", f"team {s.village[0][1]}")
    assert [x for x in texts(s) if x.startswith("attack")] == [f"attack {s.village[0][1]}"]


@pytest.mark.parametrize("village, draws", [(["n003"], 1), (["n001"], 0)])
def test_m015_inner_sakura_reorders_the_top_four_and_draws_with_sakura(village, draws):
    s = mpos("m015", {"village": village, "deck_top": ["j002", "j003", "j004", "j005"]})
    j2, j3, j4, j5 = (find(s, 0, c) for c in ("j002", "j003", "j004", "j005"))
    hand = len(s.hand[0])
    mission(s, "m015")
    assert len(texts(s)) == 4
    play(s, f"choose {j3}", f"choose {j5}", f"choose {j2}")  # the last one follows by itself
    assert not s.pending and len(s.hand[0]) == hand - 2 + draws
    assert s.deck[0][-4 + draws:] == [j3, j5, j2, j4][:4 - draws] and (j4 in s.hand[0]) == bool(draws)


def test_m016_browsing_in_a_bookstore_shows_the_opposing_hand_this_turn():
    s = mpos("m016", seat1={"hand": ["j001"]})
    assert s.view(0)["players"][1]["hand"] is None
    mission(s, "m016")
    assert s.view(0)["players"][1]["hand"] == s.hand[1] and s.view(1)["players"][0]["hand"] is None
    play(s, "end")
    assert s.view(0)["players"][1]["hand"] is None  # the next turn


def test_m017_three_man_squads_needs_three_to_block_three():
    s = mpos("m017", {"village": ["n001", "n002", "n003"]}, {"village": ["n029", "n032"], "teams": [[0, 1]]})
    mission(s, "m017")
    to_battle(s, [0, 1, 2])
    assert s.step == "eoj"  # the Team of two could not block, so nobody was asked
    s = mpos("m017", {"village": ["n001", "n002", "n003"]}, {"village": ["n029", "n032"], "teams": [[0, 1]]})
    to_battle(s, [0, 1, 2])
    assert s.step == "block"


def test_m019_failure_discards_a_permanent_mission():
    s = mpos("m019", seat1={"missions": ["m022"]})
    perm = find(s, 1, "m022")
    mission(s, "m019", [perm])
    assert perm in s.discard[1] and s.missions[1] == []
    assert missions(mpos("m019"), "m019") == []


def test_m020_ninja_academy_puts_a_genin_in_play_beside_the_deployment():
    s = mpos("m020", {"hand": ["n001", "n010", "n002"]})
    nar = find(s, 0, "n001")
    assert len(missions(s, "m020")) == 2  # Naruto or Sasuke, not Ebisu
    mission(s, "m020", [nar])
    assert nar in s.village[0] and f"deploy {find(s, 0, 'n002')}" in texts(s)


def test_m021_after_the_battle_heals_all_your_injured():
    s = mpos("m021", {"village": ["n001*", "n002*"]}, {"village": ["n003*"]})
    mission(s, "m021")
    assert s.injured == {s.village[1][0]}
    assert missions(mpos("m021", {"village": ["n001"]}), "m021") == []


def test_m022_leaf_ninja_forces_draws_an_extra_card_each_turn():
    s = mpos("m022")
    mission(s, "m022")
    hand = len(s.hand[1])
    play(s, "end")
    assert s.active == 1 and len(s.hand[1]) == hand + 2


def test_m023_battle_of_clones_gives_clone_status():
    s = mpos("m023", {"village": ["n001"]})
    nar = s.village[0][0]
    assert not has_char(s, nar, "Clone Status")
    mission(s, "m023", [nar])
    assert has_char(s, nar, "Clone Status") and s.missions[0] == [find(s, 0, "m023")]


def test_m024_oath_of_pain_puts_the_hand_under_the_deck_in_your_order():
    s = mpos("m024", {"hand": ["j002", "j003"]})
    j2, j3 = find(s, 0, "j002"), find(s, 0, "j003")
    mission(s, "m024")
    assert texts(s) == [f"choose {j2}", f"choose {j3}"]
    play(s, f"choose {j3}")
    assert s.deck[0][:2] == [j3, j2] and len(s.hand[0]) == 2 and j2 not in s.hand[0]


def test_m025_the_hero_appears_raises_ninja_costs_once():
    s = mpos("m025", {"hand": ["n008", "n001"]}, {"missions": ["m025"]})
    iruka, nar = find(s, 0, "n008"), find(s, 0, "n001")
    assert entrance_cost(s, 0, iruka) == 3 and entrance_cost(s, 0, nar) == 0
    mission(s, "m025")
    assert entrance_cost(s, 0, iruka) == 3  # two in play: still +1


def test_m027_blood_of_the_uchiha_grants_the_sharingan():
    s = mpos("m027", {"village": ["n002"]})
    sas = s.village[0][0]
    mission(s, "m027", [sas])
    assert has_char(s, sas, "Sharingan Eye") and not has_char(s, s.village[0][0] + 1, "Sharingan Eye")


def test_m028_coward_keeps_a_lone_ninja_from_blocking_a_big_team():
    s = mpos("m028", {"village": ["n013"]}, {"village": ["n001"], "teams": [[0]]})
    mission(s, "m028")
    to_battle(s, [0])
    assert s.step == "eoj"
    s = mpos("m028", {"village": ["n010"]}, {"village": ["n001"], "teams": [[0]]})
    mission(s, "m028")
    to_battle(s, [0])
    assert s.step == "block"  # Power 4: it may be blocked


def test_m029_seesaw_battle_discards_a_reward_of_each():
    s = mpos("m029", {"rewards": 2}, {"rewards": 1})
    mission(s, "m029")
    assert len(s.rewards[0]) == 1 and s.rewards[1] == []
    assert missions(mpos("m029"), "m029") == []


def test_m030_kakashis_foresight_allows_two_missions():
    s = mpos("m030", {"hand": ["m006", "j009"]})
    mission(s, "m030")
    assert missions(s, "m006")
    s = mpos("m018", {"hand": ["m006", "j009"]})
    mission(s, "m018")
    assert missions(s, "m006") == []


def test_m032_the_worst_for_last_answers_a_jonin():
    s = mpos("m032", {"hand": ["n011", "n013"]}, {"village": ["n038"]})
    assert len(missions(s, "m032")) == 1  # Kakashi, not the Third Hokage (a Village Leader)
    mission(s, "m032", [find(s, 0, "n011")])
    assert find(s, 0, "n011") in s.village[0] and s.ninja_played == 1
    assert missions(mpos("m032", {"hand": ["n011"]}, {"village": ["n001"]}), "m032") == []


def test_m033_public_execution_costs_each_player_a_card_of_its_choice():
    s = mpos("m033", {"hand": ["j003"]}, {"hand": ["j002"], "village": ["n001"]})
    mission(s, "m033")  # seat 0 has one card left: it goes; seat 1 picks
    assert s.discard[0] == [find(s, 0, "j003")] and s.current_player() == 1
    nar = find(s, 1, "n001")
    assert texts(s) == sorted([f"choose {find(s, 1, 'j002')}", f"choose {nar}"])
    play(s, f"choose {nar}")
    assert nar in s.discard[1] and find(s, 1, "j002") in s.hand[1] and s.current_player() == 0


def test_m034_unwanted_child_takes_back_a_rogue_ninja():
    s = mpos("m034", {"hand": []}, {"rewards": ["n018", "j002"]})
    mission(s, "m034")
    assert find(s, 0, "n018") in s.hand[0] and len(s.rewards[1]) == 1
    s = mpos("m034", seat1={"rewards": ["j002"]})
    mission(s, "m034")
    assert len(s.rewards[1]) == 1


def test_m035_red_clover_puts_a_mission_on_top():
    s = mpos("m035")
    mission(s, "m035")
    assert s.cards[s.deck[0][-1]].kind == "mission"


def test_m036_left_behind_breaks_an_opposing_team():
    s = mpos("m036", seat1={"village": ["n001", "n002"], "teams": [[0, 1]]})
    nar, sas = s.village[1]
    mission(s, "m036", [nar])
    assert s.teams[1] == [[sas]]


def test_m038_teachings_sends_every_team_that_can_battle_on_both_sides():
    s = mpos("m038", {"village": ["n001", "n002"]}, {"village": ["n003"], "teams": [[0]]})
    mission(s, "m038")
    play(s, "end", f"team {s.village[0][0]}", f"team {s.village[0][1]}")
    assert "done" not in texts(s)
    play(s, f"attack {s.village[0][0]}")
    assert "done" not in texts(s)
    play(s, f"attack {s.village[0][1]}")
    assert texts(s) == [f"block {s.village[1][0]}"]  # the Blocker's Team must go too
    s = mpos("m006", {"village": ["n001"]}, {"village": ["n003"], "teams": [[0]]})
    play(s, "end", f"team {s.village[0][0]}")
    assert "done" in texts(s)


def test_m039_small_act_of_courage_lowers_cheap_ninja_costs():
    s = mpos("m039", {"hand": ["n008", "n011"], "marker": 1})
    assert missions(s, "m039")
    mission(s, "m039")
    assert entrance_cost(s, 0, find(s, 0, "n008")) == 1 and entrance_cost(s, 0, find(s, 0, "n011")) == 4
    assert f"deploy {find(s, 0, 'n008')}" in texts(s)


def test_m040_shooting_star_renames_a_genin_and_takes_it_down_with_it():
    s = mpos("m040", {"village": ["n001"], "hand": ["n019"]})
    nar = s.village[0][0]
    mission(s, "m040", [nar])
    assert f"deploy {find(s, 0, 'n019')}" in texts(s)  # no Naruto Uzumaki by name in play now
    s2 = mpos("m019", seat1={"village": ["n001"], "missions": ["m040"]})
    star, target = find(s2, 1, "m040"), s2.village[1][0]
    s2.perm_targets[star] = target
    mission(s2, "m019", [star])
    assert target in s2.discard[1]


def test_m041_manji_formation_prevents_damage():
    s = mpos("m041", {"village": ["n001"]}, {"village": ["n011"], "teams": [[0]]})
    mission(s, "m041", [s.village[0][0]])
    to_battle(s, [0])
    play(s, f"block {s.village[1][0]}", "pass", "pass")
    assert s.village[0] and s.village[0][0] not in s.injured


def test_m042_revival_puts_a_ninja_on_top_of_your_deck():
    s = mpos("m042", {"discard": ["n011", "j002"]})
    assert len(missions(s, "m042")) == 1
    mission(s, "m042", [find(s, 0, "n011")])
    assert s.deck[0][-1] == find(s, 0, "n011")
