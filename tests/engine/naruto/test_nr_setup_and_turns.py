"""NR1-NR26: cards, decks, setting up, the Start, Mission and Organization Phases."""
import pytest
from nr_helpers import find, play, position, texts

from engine.core import IllegalAction
from engine.naruto import FORMATS, DeckList, Setup, SetupError, deck_problems, demo_decks, new_game
from engine.naruto.defs import CLIENT, CardDef, CardPool, JutsuCost, set1
from engine.naruto.legal import legal_actions


def test_nr1_nr2_set1_has_127_cards_of_three_types_with_one_symbol_each():
    pool = set1()
    kinds = [c.kind for c in pool.cards]
    assert len(pool.cards) == 127
    assert (kinds.count("ninja"), kinds.count("jutsu"), kinds.count("mission")) == (43, 42, 42)
    assert all(len(c.symbols) == 1 for c in pool.cards)


def test_nr3_a_ninja_has_costs_healthy_and_injured_power_and_characteristics():
    iruka = set1().get("n008")
    assert (iruka.entrance, iruka.hand_cost, iruka.healthy, iruka.injured) == (2, 0, (3, 1), (1, 1))
    assert iruka.attribute == "Ninjutsu" and "Chunin" in iruka.characteristics and iruka.rank == 2
    assert set1().get("n041").injured == (-1, 0)  # kept as the source gives it
    assert set1().get("n014").rank == 2  # "Rogue Ninja (Chunin)" reads as Chunin
    assert set1().get("n017").rank == -1  # a bare "Rogue Ninja" has no rank


def test_nr4_jutsu_costs_are_symbols_plus_any_plus_x():
    assert JutsuCost.parse("W W W 1") == JutsuCost(("Water",) * 3, 1, False)
    assert JutsuCost.parse("N 2") == JutsuCost(("Wind",), 2, False)
    assert JutsuCost.parse("L X") == JutsuCost(("Lightning",), 0, True)
    assert set1().get("j014").cost.total == 4 and str(set1().get("j014").cost) == "W W W 1"


def test_nr5_permanent_missions_are_marked():
    perms = sorted(c.id for c in set1().cards if c.permanent)
    assert perms == ["m002", "m013", "m022", "m023", "m025", "m027", "m030", "m040"]


def _deck(cards):
    return DeckList.make("t", cards)


def test_nr8_nr9_nr10_deck_rules_in_plain_words():
    fmt, pool = FORMATS["seed40"], set1()
    legal = demo_decks()["leaf-taijutsu"].as_dict()
    assert deck_problems(legal, fmt, pool) == []
    short = dict(legal, j001=2)
    assert deck_problems(short, fmt, pool) == ["NR8: a seed40 deck holds exactly 40 cards; this one holds 39"]
    ninjas = [c.id for c in pool.cards if c.kind == "ninja" and c.name not in ("Naruto Uzumaki",)][:26]
    many = {c: 1 for c in ninjas} | {"j001": 3, "j002": 3, "j026": 3, "j027": 3, "m006": 2}
    assert "NR9: at most 25 Ninja cards; this deck has 26" in deck_problems(many, fmt, pool)
    four = dict(legal, n001=2, j001=2)  # 4 Narutos across three printings
    assert deck_problems(four, fmt, pool) == [
        "NR10: 3 cards named Naruto Uzumaki is the most a deck may hold; this deck has 4"]


def test_nr11_the_manual_format_takes_50_cards_without_a_ninja_cap():
    legal = demo_decks()["leaf-taijutsu"].as_dict()
    fifty = dict(legal, n003=3, n029=3, n010=3, n009=1)
    assert deck_problems(fifty, FORMATS["manual50"], set1()) == []
    assert deck_problems(fifty, FORMATS["seed40"], set1())[0].startswith("NR8")
    with pytest.raises(SetupError, match="NR11"):
        Setup(format="standard")


def test_nr11_demo_decks_are_legal_and_say_their_plan():
    for d in demo_decks().values():
        assert deck_problems(d.as_dict(), FORMATS["seed40"], set1()) == []
        assert len(d.note) > 40


def test_nr14_decks_are_shuffled_by_the_seed():
    a, b, c = new_game({}, 5), new_game({}, 5), new_game({}, 6)
    assert a.deck == b.deck and a.deck != c.deck
    assert sorted(a.deck[0]) == list(range(40)) and sorted(a.deck[1]) == list(range(40, 80))


def test_nr15_the_coin_winner_chooses_to_go_first_or_second():
    s = new_game({}, 3)
    winner = s.current_player()
    assert texts(s) == ["first", "second"] and s.step == "coin"
    play(s, "second")
    assert s.first == 1 - winner and s.current_player() == s.first
    assert len(s.hand[0]) == len(s.hand[1]) == 6  # NR16


def test_nr16_redraws_give_5_then_4_and_the_first_player_decides_first():
    s = new_game({}, 3)
    play(s, "first")
    first = s.first
    play(s, "redraw")
    assert len(s.hand[first]) == 5 and s.current_player() == first
    play(s, "redraw")  # the second re-draw is the last: the hand stays
    assert len(s.hand[first]) == 4 and s.current_player() == 1 - first  # NR-R13
    play(s, "keep")
    assert s.step == "mission" and s.active == first and len(s.hand[1 - first]) == 6


def test_nr17_nr18_the_attacker_draws_on_the_first_turn_too():
    s = new_game({}, 3)
    play(s, "first", "keep", "keep")
    assert s.turn == 1 and len(s.hand[s.first]) == 7 and len(s.hand[1 - s.first]) == 6  # NR-R11


def test_nr18_an_empty_deck_draws_nothing():
    s = position(seats={0: {"village": ["n001"], "teams": [[0]]}}, step="organize", turn=4)
    s.deck[1] = []
    before = len(s.hand[1])
    play(s, "team " + str(find(s, 0, "n001")), "done")
    assert len(s.hand[1]) == before and s.is_terminal()  # and NR43 ended it at step L


def test_nr19_one_ninja_per_turn_and_no_second_copy_of_a_name_in_play():
    s = position(seats={0: {"hand": ["n001", "n029", "n019"], "village": ["n002"]}, 1: {"village": ["n029"]}})
    t = texts(s)
    naruto, shino = find(s, 0, "n001"), find(s, 0, "n029")
    assert f"deploy {naruto}" in t and f"deploy {shino}" in t  # the opponent's Shino does not matter
    play(s, f"deploy {naruto}")
    assert not [x for x in texts(s) if x.startswith("deploy")]
    with pytest.raises(IllegalAction, match="NR19: one Ninja per turn"):
        s.apply_action(f"deploy {shino}")
    s2 = position(seats={0: {"hand": ["n019"], "village": ["n001"]}})
    with pytest.raises(IllegalAction, match="NR19: a Ninja named Naruto Uzumaki is already in play"):
        s2.apply_action(f"deploy {find(s2, 0, 'n019')}")


def test_nr20_one_mission_per_turn_it_resolves_then_goes_to_the_chakra_area():
    s = position(seats={0: {"hand": ["m006", "m018", "j029", "j003"], "marker": 4}})
    m, j = find(s, 0, "m006"), find(s, 0, "j029")
    play(s, f"mission {m} pay {j}")  # NR23: a Fire card pays the Fire Mission's hand cost
    assert m in s.chakra[0] and j in s.chakra[0] and s.missions_played == 1
    assert not [x for x in texts(s) if x.startswith("mission")]


def test_nr20_a_permanent_mission_stays_and_a_mission_without_target_cannot_be_played():
    s = position(seats={0: {"hand": ["m022", "m001", "j023"], "village": ["n001"], "marker": 4}})
    m22, m1 = find(s, 0, "m022"), find(s, 0, "m001")
    assert not [x for x in texts(s) if x.startswith(f"mission {m1}")]  # nobody is injured
    play(s, f"mission {m22} pay {find(s, 0, 'j023')}")
    assert s.missions[0] == [m22]


def test_nr6_nr21_a_client_is_one_per_turn_one_in_play_not_the_ninja_deployment_and_never_battles():
    pool = CardPool(set1().cards + (CardDef("c900", "C-900", "Tazuna", CLIENT, ("Water",), entrance=0),))
    deck = dict(demo_decks()["mist-and-fire"].as_dict(), m007=1, c900=1)
    setup = Setup(decks=(DeckList.make("c", deck), demo_decks()["leaf-taijutsu"]), pool=pool)
    s = new_game(setup, 1)
    play(s, "first" if s.current_player() == 0 else "second", "keep", "keep")
    client = next(i for i in range(80) if s.cards[i].id == "c900")
    for q in (0, 1):
        if client in s.deck[q]:
            s.deck[q].remove(client)
    s.hand[0].append(client)
    assert f"client {client}" in [str(a) for a in legal_actions(s)]
    s.apply_action(f"client {client}")
    assert s.client[0] == [client] and s.ninja_played == 0
    assert not [str(a) for a in legal_actions(s) if a.kind == "client"]
    ninja = next(i for i in s.deck[0] if s.cards[i].kind == "ninja")  # a Ninja in play beside the Client
    s.deck[0].remove(ninja)
    s.village[0].append(ninja)
    s.apply_action("end")
    assert s.step == "organize" and all(client not in a.members for a in legal_actions(s))  # NR6


def test_nr22_the_entrance_cost_is_at_most_the_marker():
    s = position(seats={0: {"hand": ["n008"], "marker": 1}})
    assert not [x for x in texts(s) if x.startswith("deploy")]
    with pytest.raises(IllegalAction, match="NR22"):
        s.apply_action(f"deploy {find(s, 0, 'n008')}")
    s = position(seats={0: {"hand": ["n008"], "marker": 2}})
    assert f"deploy {find(s, 0, 'n008')}" in texts(s)


def test_nr23_the_hand_cost_is_paid_with_other_cards_sharing_a_symbol():
    s = position(seats={0: {"hand": ["n023", "j030", "j026"], "marker": 5}})
    k, fire, lightning = find(s, 0, "n023"), find(s, 0, "j030"), find(s, 0, "j026")
    assert [x for x in texts(s) if x.startswith(f"deploy {k}")] == [f"deploy {k} pay {fire}"]
    with pytest.raises(IllegalAction, match="NR23"):
        s.apply_action(f"deploy {k} pay {lightning}")
    play(s, f"deploy {k} pay {fire}")
    assert fire in s.chakra[0] and k in s.village[0]  # NR-R3: the payment goes to the Chakra area


def test_nr24_any_card_can_be_charged():
    s = position(seats={0: {"hand": ["j001", "m006"]}})
    j = find(s, 0, "j001")
    play(s, f"charge {j}")
    assert s.chakra[0] == [j] and j not in s.hand[0]


def test_nr25_every_village_ninja_goes_into_one_team_of_one_to_three():
    s = position(seats={0: {"village": ["n001", "n002", "n003", "n029"]}})
    play(s, "end")
    a, b, c, d = s.village[0]
    assert s.step == "organize" and len(texts(s)) == 1 + 3 + 3  # the first Ninja alone, with 1 or with 2
    play(s, f"team {a} {c}", f"team {b} {d}")
    assert s.teams[0] == [[a, c], [b, d]] and s.step == "attack"
    with pytest.raises(IllegalAction, match="NR25"):
        position(seats={0: {"village": ["n001", "n002"]}}, step="organize").apply_action("team 1 2 3")


def test_nr26_no_battle_phase_on_the_first_players_first_turn():
    s = position(seats={0: {"village": ["n001"]}}, turn=1)
    play(s, "end", f"team {s.village[0][0]}")
    assert s.active == 1 and s.step == "mission" and s.turn == 2
