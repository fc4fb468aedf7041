"""The Counter Missions (M-009, M-026, M-037) and their timing, NR-R15 to NR-R17: the Blocker plays them in
the Attacker's Mission Phase. One test per card, with the cases where the window does not open."""
from nr_helpers import find, play, position, texts

from bench.naruto import check_game, counter_deck
from engine.core import Rng
from engine.naruto import NarutoState, Setup, new_game

PAYER = {"m009": "j029", "m026": "j001", "m037": "j019"}  # a card sharing the Counter's Symbol (NR23)


def counter_pos(seat0=None, counters=("m009",), marker1=3, **seat1):
    """Seat 0 in its Mission Phase; seat 1 (the Blocker) holds `counters` and one payer for each."""
    s1 = {"hand": [*counters, *(PAYER[c] for c in counters)], "marker": marker1, **seat1}
    return position(seats={0: {"marker": 5, **(seat0 or {})}, 1: s1})


def option(s, cid, *targets):
    """The Blocker's choice text that plays Counter `cid` (on `targets`) with its payer."""
    c, pay = find(s, 1, cid, "hand"), find(s, 1, PAYER[cid], "hand")
    return "choose " + "-".join([f"c{c}", *(f"t{t}" for t in targets), f"p{pay}"])


def ichiraku(s):
    """Seat 0 plays Ichiraku (M-001) on its injured Naruto, paying with its Lightning card."""
    m, nar = find(s, 0, "m001", "hand"), s.village[0][0]
    return play(s, next(x for x in texts(s) if x.startswith(f"mission {m} at {nar}")))


def test_m009_lone_avenger_negates_a_mission_as_it_is_played():
    s = ichiraku(counter_pos({"hand": ["m001", "j001"], "village": ["n001*"]}))
    m, nar = find(s, 0, "m001"), s.village[0][0]
    assert s.current_player() == 1 and texts(s) == ["choose pass", option(s, "m009")]
    assert m in s.aside[0] and NarutoState.from_json(s.to_json()).to_json() == s.to_json()  # a window saves
    chakra1 = len(s.chakra[1])
    play(s, option(s, "m009"))
    assert m in s.discard[0] and nar in s.injured  # negated: discarded, Naruto stays injured (NR-R16)
    assert len(s.chakra[1]) == chakra1 + 2 and s.hand[1] == []  # Lone Avenger and its payer (NR-R15)
    assert s.current_player() == 0 and not [x for x in texts(s) if x.startswith("mission")]  # NR20: spent


def test_m009_lone_avenger_passed_lets_the_mission_resolve():
    s = ichiraku(counter_pos({"hand": ["m001", "j001"], "village": ["n001*"]}))
    play(s, "choose pass")
    assert s.village[0][0] not in s.injured and find(s, 0, "m001") in s.chakra[0]
    assert len(s.hand[1]) == 2


def test_m009_lone_avenger_cannot_answer_a_permanent_mission_or_above_the_marker():
    s = counter_pos({"hand": ["m013", "j032"]})
    play(s, next(x for x in texts(s) if x.startswith(f"mission {find(s, 0, 'm013')}")))
    assert s.current_player() == 0 and find(s, 0, "m013") in s.missions[0]  # Permanent: no window
    s = ichiraku(counter_pos({"hand": ["m001", "j001"], "village": ["n001*"]}, marker1=2))
    assert s.current_player() == 0 and s.village[0][0] not in s.injured  # NR22: cost 3 above marker 2


def test_m009_lone_avenger_is_never_played_in_its_owners_turn():
    s = position(seats={0: {"hand": ["m009", "j029"], "marker": 5}})
    assert not [x for x in texts(s) if x.startswith("mission")]  # NR-R15


def test_m026_the_most_unpredictable_ninja_makes_an_attacker_go_to_battle():
    s = counter_pos({"village": ["n001", "n002"]}, counters=("m026",), village=["n003"])
    nar, sas = s.village[0]
    play(s, "end")
    assert texts(s) == ["choose pass", option(s, "m026", nar), option(s, "m026", sas)]
    play(s, option(s, "m026", nar))
    play(s, f"team {nar}", f"team {sas}")
    assert "done" not in texts(s) and f"attack {nar}" in texts(s)
    play(s, f"attack {nar}")
    assert "done" in texts(s)  # the marked Ninja went; the other Team may stay home


def test_m026_the_most_unpredictable_ninja_passed_or_with_no_target():
    s = counter_pos({"village": ["n001"]}, counters=("m026",))
    play(s, "end", "choose pass", f"team {s.village[0][0]}")
    assert "done" in texts(s)
    s = counter_pos(counters=("m026",))
    play(s, "end")
    assert s.pending == [] and s.turn == 6 and s.active == 1  # no Ninja to name: no window, the turn went on


def test_m037_specific_instruction_puts_the_blockers_ninjas_in_new_teams():
    s = counter_pos({"village": ["n003"]}, counters=("m037",), village=["n001", "n002"], teams=[[0, 1]])
    nar, sas = s.village[1]
    play(s, "end")
    assert texts(s) == ["choose pass", option(s, "m037")]
    play(s, option(s, "m037"))
    assert s.current_player() == 1 and texts(s) == [f"choose t-{nar}", f"choose t-{nar}-{sas}"]
    play(s, f"choose t-{nar}")
    assert s.teams[1] == [[nar], [sas]] and s.step == "organize" and s.current_player() == 0


def test_m037_specific_instruction_needs_a_ninja_and_a_free_mission():
    s = counter_pos({"village": ["n003"]}, counters=("m037",))
    play(s, "end")
    assert s.pending == [] and s.step == "organize"  # no Ninja of its own: no window
    s = counter_pos({"hand": ["m001", "j001"], "village": ["n001*"]}, counters=("m009", "m037"),
                    village=["n002"])
    play(s, next(x for x in texts(s) if x.startswith(f"mission {find(s, 0, 'm001')}")))
    play(s, option(s, "m009"), "end")
    assert s.pending == [] and s.step == "organize"  # NR20: Lone Avenger was the Blocker's one Mission


GAMES = 100


def test_counter_windows_keep_the_game_whole_over_random_games():
    """NR-R15 to NR-R17 under random play: every card stays in one zone (bench/naruto.py's check_game), and
    each window opens and is answered both ways."""
    seen = {"counter": set(), "counter_phase": set(), "reorganize": set()}
    for g in range(GAMES):
        setup = Setup(decks=(counter_deck(g, 0), counter_deck(g, 1)))
        check_game(g, setup, 70_000 + g)
        s, r = new_game(setup, 70_000 + g), Rng((70_000 + g) ^ 0x5A5A)
        while not s.is_terminal():
            a = r.choice(s.legal_actions())
            if s.pending and s.pending[-1].script == "":
                seen[s.pending[-1].key].add("pass" if str(a) == "choose pass" else "play")
            s.apply_action_unchecked(a)
    assert seen["counter"] == {"pass", "play"} and seen["counter_phase"] == {"pass", "play"}
    assert seen["reorganize"] == {"play"}
