"""Naruto through the core protocol: the registry, checked apply, positions, views, determinisation, records,
players, matches; invariants over random games and golden seeded playthroughs."""
import hashlib
import os
import re

import protocol_checks as checks
import pytest
from nr_helpers import find, position

from bench.naruto import check_game, setup_for
from engine.core import GameState, GameStopped, Rng, load_game
from engine.core.match import make_players, play_match, play_out
from engine.naruto import GAME, NarutoState, PositionError, Setup, determinise, new_game, parse
from engine.naruto.actions import Action
from engine.naruto.cards import status
from engine.naruto.defs import set1
from engine.naruto.players import GreedyPlayer, UnknownPlayer
from engine.naruto.registry import SCRIPTS

INVARIANT_GAMES = 300  # `make bench` runs 2,000 (bench/naruto.py)


def random_states(seeds, every=9):
    """Positions met in random games (every few actions), and their ends."""
    return checks.random_states(lambda seed: new_game(setup_for(seed), seed), seeds, every)


def test_it_is_registered_under_its_name_and_alias():
    g = load_game("naruto")
    assert g is GAME and load_game("naruto-ccg") is g and g.info.seats == (2,)
    assert g.info.players == ("random", "greedy", "mcts") and g.info.variants == ("seed40", "manual50")
    assert isinstance(g.new_game({}, 1), GameState)


def test_actions_round_trip_through_text():
    for a in [Action("pass"), Action("deploy", 5, pay=(9,)), Action("team", members=(3, 5, 7)),
              Action("jutsu", 12, user=5, targets=(44,), x=2, choice="flame"), Action("mission", 7, targets=(30,))]:
        assert parse(str(a)) == a
    for s in random_states(range(4), every=3):
        for a in s.legal_actions():
            assert parse(str(a)) == a


def test_every_refused_action_names_a_rule_and_changes_nothing():
    states = [s for s in random_states(range(10)) if not s.is_terminal()]
    assert checks.refused_actions_name_a_rule(states, ("NR", "M-"), 5, 23) > 300


def test_every_legal_action_passes_the_checked_path():
    checks.legal_actions_pass_the_checked_path(random_states(range(5), every=4))


def test_position_round_trip_and_play_on_identically():
    checks.positions_round_trip(random_states(range(12), every=13), NarutoState.from_json, 60)


def test_a_bad_position_is_refused_with_a_reason():
    data = new_game({}, 2).to_json()
    data["players"][0]["deck"] = data["players"][0]["deck"][1:]
    with pytest.raises(PositionError, match="exactly one zone"):
        NarutoState.from_json(data)
    with pytest.raises(PositionError):
        NarutoState.from_json({"game": "naruto", "players": "x"})
    with pytest.raises(PositionError, match="not 'naruto'"):
        NarutoState.from_json({"game": "trash-war"})
    data = new_game({}, 2).to_json()
    data["step"] = "lunch"
    with pytest.raises(PositionError, match="step must be one of"):
        NarutoState.from_json(data)


def test_the_view_hides_decks_the_other_hand_and_reward_faces():
    s = position(seats={0: {"hand": ["j001"], "rewards": 2}, 1: {"hand": ["j002"]}})
    v = s.view(0)
    assert v["players"][0]["hand"] == s.hand[0] and v["players"][1]["hand"] is None
    assert v["players"][1]["hand_size"] == 1 and v["players"][0]["deck"] is None
    assert v["players"][0]["rewards"] is None and v["players"][0]["rewards_size"] == 2 and "rng" not in v


def test_determinise_keeps_what_the_seat_sees_and_redeals_the_rest():
    changed = checks.determinised_views_match(
        random_states(range(8), every=17), determinise,
        lambda d, s: sorted(d.all_zone_cards()) == sorted(s.all_zone_cards()), lambda d, s: d.deck != s.deck)
    assert changed > 5


def test_clone_is_independent():
    checks.clone_is_independent(lambda: new_game({}, 3))


def test_a_record_replays_to_the_same_final_position():
    row, rec = GAME.play_indexed(Setup(), 77, 3, ["random", "greedy"])
    final = checks.record_replays(rec, "naruto")
    assert row["turns"] == final.turn and set(row) >= {"places", "rewards", "first", "jutsu_played"}


def test_nr17_a_stop_hook_ends_a_game_as_a_turn_starts_and_changes_nothing_else():
    plain, record = GAME.play_indexed(Setup(), 77, 3, ["random", "greedy"])
    asked = []
    same, again = GAME.play_indexed(Setup(), 77, 3, ["random", "greedy"], stop=lambda: asked.append(1) is not None)
    # asked once at set-up (turn 0: the coin and the re-draws) and once as each turn starts
    assert same == plain and [str(a) for a in again.actions] == [str(a) for a in record.actions]
    assert len(asked) == plain["turns"] + 1
    calls = []

    def stop():
        calls.append(1)
        return len(calls) == 4

    with pytest.raises(GameStopped, match="game 3 stopped at turn 3"):
        GAME.play_indexed(Setup(), 77, 3, ["random", "greedy"], stop=stop)


def test_players_and_their_specs():
    assert isinstance(GAME.make_player("greedy", Rng(1)), GreedyPlayer)
    with pytest.raises(UnknownPlayer, match="unknown player 'alphazero'"):
        GAME.make_player("alphazero", Rng(1))
    s = new_game({}, 4)
    acts = play_out(s, make_players(GAME, ["mcts:8", "greedy"], 4))
    assert s.is_terminal() and len(acts) > 20


def test_greedy_beats_random_on_the_demo_decks():
    r = play_match(GAME, Setup(), 16, 5, ["greedy", "random"])
    assert r.summary["entrants"][0]["wins"] >= 13


def test_a_match_summary_has_the_naruto_figures():
    r = play_match(GAME, Setup(), 12, 1, ["greedy", "random"])
    nar = r.summary["naruto"]
    assert r.summary["games"] == 12 and set(nar["per_game"]) >= {"knockouts", "rewards_taken"}
    for e, split in enumerate(nar["entrants"]):
        assert split["on_the_play"]["games"] + split["on_the_draw"]["games"] == 12
        assert split["on_the_play"]["wins"] + split["on_the_draw"]["wins"] == r.summary["entrants"][e]["wins"]
        assert 0 <= split["on_the_play"]["ci_low"] <= split["on_the_play"]["win_rate"] <= split["on_the_play"]["ci_high"]
    assert nar["entrants"][0]["on_the_play"]["games"] == nar["entrants"][1]["on_the_draw"]["games"]
    assert nar["winner_rewards"]["mean"] > nar["loser_rewards"]["mean"]


def test_invariants_over_random_games():
    for g in range(INVARIANT_GAMES):
        check_game(g, setup_for(g), 50_000 + g)


GOLDEN = {  # (setup game index, seed, players) -> (sha256 of the action texts, first 16 digits; winner; turns)
    (0, 1, ("random", "random")): ("b934811a6228a083", 0, 30),
    (1, 2, ("greedy", "random")): ("f4bc80853741a9ef", 0, 15),
    (0, 3, ("greedy", "greedy")): ("9bb7364298cf7761", 1, 27),
    (2, 4, ("random", "greedy")): ("7b8c223c8b125e1c", 1, 22),
    (0, 5, ("mcts:10", "greedy")): ("228e961c9b149083", 1, 15),
}


def playthrough(g, seed, players):
    s = new_game(setup_for(g), seed)
    acts = play_out(s, make_players(GAME, players, seed), checked=True)
    return hashlib.sha256("\n".join(map(str, acts)).encode()).hexdigest()[:16], s.outcome().winner, s.turn


def test_golden_seeded_playthroughs():
    got = {k: playthrough(*k) for k in GOLDEN}
    assert got == GOLDEN


def test_the_docs_list_every_card_that_is_not_full_and_the_counts():
    doc = open(os.path.join(os.path.dirname(__file__), "..", "..", "..", "docs", "naruto.md"), encoding="utf-8").read()
    counts = {"full": 0, "partial": 0, "none": 0}
    for c in set1().cards:
        counts[status(c.id)] += 1
        if status(c.id) != "full":
            assert f"| {c.number} | {c.name} | {status(c.id)} |" in doc, c.number
    assert f"{counts['full']} `full`, {counts['partial']} `partial`" in doc and f"{counts['none']}\n`none`" in doc


def test_every_card_script_has_a_test_named_after_its_card():
    here = os.path.dirname(__file__)
    src = "".join(open(os.path.join(here, f), encoding="utf-8").read() for f in sorted(os.listdir(here))
                  if f.startswith("test_nr_cards_"))
    named = set(re.findall(r"def test_([a-z]\d{3})_", src))  # a test of its own
    named |= set(re.findall(r'^\s+\("([a-z]\d{3})", "', src, re.M))  # a row of a table of cards
    ids = " ".join(re.findall(r"ids=\[([^\]]*)\]", src))
    named |= set(re.findall(r'"([a-z]\d{3})"', ids))  # a parametrized test whose test ids are the card ids
    assert sorted(set(SCRIPTS) - named) == []


def test_any_copy_of_a_card_in_hand_can_be_named():
    s = position(seats={0: {"hand": ["n001", "n001", "j029", "j029", "m006"], "marker": 4}})
    n1, n2 = sorted(i for i in s.hand[0] if s.cards[i].id == "n001")
    j1, j2 = sorted(i for i in s.hand[0] if s.cards[i].id == "j029")
    assert f"deploy {n2}" not in [str(a) for a in s.legal_actions()]
    s.apply_action(f"deploy {n2}")
    assert s.village[0] == [n1]
    s.apply_action(f"mission {find(s, 0, 'm006')} pay {j2}")
    assert j1 in s.chakra[0] and j2 in s.hand[0]


def test_determinise_keeps_the_cards_a_pending_choice_names():
    s = position(seats={0: {"hand": ["m034", "j032"], "marker": 5}, 1: {"rewards": ["n018", "n017", "j002"]}})
    s.apply_action(f"mission {find(s, 0, 'm034')} pay {find(s, 0, 'j032')}")
    assert s.pending and s.current_player() == 0
    for k in range(20):
        d = determinise(s, 0, Rng(k))
        assert d.rewards[1] == s.rewards[1] or all(int(o) in d.rewards[1] for o in s.pending[-1].options)
        d.apply_action(d.legal_actions()[0])
