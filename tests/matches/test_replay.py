"""The replay viewer's steps: every action in words, what it did, and the board of both sides after it."""

import re

import pytest

from matches import cardwars_replay, services

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(alice, precon_decks, settings):
    settings.SIMULATION_CHUNK_SIZE = 4
    run = services.run_create(owner=alice, deck_a=precon_decks["CP1-finn"].current_version,
                              deck_b=precon_decks["CP2-bmo"].current_version, games=4, seed=11,
                              players=("simple", "simple"))
    for chunk in services.chunks_cut(run=run):
        services.chunk_play(chunk_id=chunk.pk)
    return run.results.order_by("game_index").first()


def test_every_action_is_a_step_with_the_board_after_it(game):
    replay = cardwars_replay.replay_steps(game)
    steps = replay["steps"]
    assert len(steps) == len(game.actions.split(";")) + 1  # the deal, then one step per action
    last = steps[-1]["board"]
    assert [side["deck"] for side in last] == ["A", "B"]
    hp_a, hp_b = game.data["hp_a"], game.data["hp_b"]
    assert (last[0]["hp"], last[1]["hp"]) == (max(hp_a, 0), max(hp_b, 0))  # R22: HP shows no lower than 0
    assert all(len(side["lanes"]) == 4 for step in steps for side in step["board"])
    assert steps[0]["board"][0]["hand"] and all(isinstance(name, str) for name in steps[0]["board"][0]["hand"])
    assert max(s["turn"] for s in steps) == game.turns


def test_actions_read_as_words_and_fights_say_the_damage(game):
    steps = cardwars_replay.replay_steps(game)["steps"]
    texts = [s["text"] for s in steps]
    assert not any(raw in t for t in texts for raw in ("lane=", "p0:", "p1:", "mulligan no"))
    attacks = [s for s in steps if " attacks " in s["text"]]
    assert attacks, "a game of simple players has fights"
    assert any("damage" in c or "HP" in c for s in attacks for c in s["changes"])
    # HP lost is said with the numbers before and after.
    assert any("loses" in c and "→" in c for s in steps for c in s["changes"])
    choices = [s for s in steps if "chooses" in s["text"]]
    assert all(":" in s["text"].split("chooses")[0] for s in choices)  # whose ability made the choice
    # A choice that did something says what, after whose ability it was: "Woad Talisman: +2 ATK to ...".
    talisman = [s["text"] for s in steps if s["text"].startswith("Woad Talisman: ")]
    assert talisman and all(re.match(r"Woad Talisman: \+2 ATK to .+ in deck A's Lane \d this turn", t)
                            for t in talisman)


def test_the_replay_page_carries_the_steps_for_the_viewer(client, alice, game):
    client.force_login(alice)
    html = client.get(f"/simulations/{game.run_id}/games/{game.game_index}/").content.decode()
    assert 'id="replay-data"' in html and 'id="replay-scrubber"' in html and "js/replay.js" in html
    assert "Turn 1" in html


def test_the_board_shows_a_creatures_atk_and_def_with_every_bonus_the_engine_applies():
    """The position gives each Creature's ATK/DEF now (always-on bonuses of other cards included); the
    viewer shows those, not printed values plus modifiers."""
    from engine import GameState, load_card_pool
    from engine.cardwars.events import add_modifier
    from matches.cardwars_replay import _board_full

    pool = load_card_pool("cards/data/catalogue.json")
    lanes = [{"landscape": "Blue Plains", "creature": {"card": "cool-dog"} if i == 0 else None} for i in range(4)]
    other = [{"landscape": "Cornfield"} for _ in range(4)]
    s = GameState.from_json({"turn": 3, "phase": "main", "active": 0, "first_player": 0, "actions_left": 2,
                             "seed": 1, "players": [{"hp": 25, "lanes": lanes}, {"hp": 25, "lanes": other}]},
                            pool=pool)
    add_modifier(s, s.creature[0][0], atk=2)
    position = s.to_json()
    live = position["players"][0]["lanes"][0]["creature"]
    position["players"][0]["lanes"][0]["creature"] = dict(live, atk=live["atk"] + 5)  # as if a static gave +5
    board = _board_full(position, {}, {0: "A", 1: "B"})
    shown = next(side for side in board if side["deck"] == "A")["lanes"][0]["creature"]
    assert shown["atk"] == live["atk"] + 5 and shown["def"] == live["def"]


def test_no_step_is_silent_and_hp_never_reads_below_zero(game):
    steps = cardwars_replay.replay_steps(game)["steps"]
    assert all(step["changes"] for step in steps[1:])
    assert all(side["hp"] >= 0 for step in steps for side in step["board"])
    assert not any(re.search(r"→ -\d", change) for step in steps for change in step["changes"])
    # A turn ending says whose turn it is now; a draw says what was drawn from.
    ends = [s for s in steps if s["text"] == "ends the turn" and s is not steps[-1]]
    assert ends and all(any(c.endswith(" to play") or "draws" in c for c in s["changes"]) for s in ends)


def test_the_board_shows_a_lanes_building_by_name_and_whether_it_is_exhausted():
    """Buildings sit in Lanes beside Creatures: the viewer's board names each one with its state."""
    from engine import GameState, load_card_pool
    from matches.cardwars_replay import _board_full

    pool = load_card_pool("cards/data/catalogue.json")
    lanes = [{"landscape": "Useless Swamp", "building": {"card": "bayou-fountain"}} if i == 1 else
             {"landscape": "Useless Swamp"} for i in range(4)]
    other = [{"landscape": "Cornfield"} for _ in range(4)]
    s = GameState.from_json({"turn": 3, "phase": "main", "active": 0, "first_player": 0, "actions_left": 2,
                             "seed": 1, "players": [{"hp": 25, "lanes": lanes}, {"hp": 25, "lanes": other}]},
                            pool=pool)
    board = _board_full(s.to_json(), {"bayou-fountain": "Bayou Fountain"}, {0: "A", 1: "B"})
    mine = next(side for side in board if side["deck"] == "A")["lanes"]
    assert mine[1]["building"] == {"name": "Bayou Fountain", "state": "ready"}
    assert [lane["building"] for i, lane in enumerate(mine) if i != 1] == [None, None, None]
    assert all(lane["building"] is None for lane in next(side for side in board if side["deck"] == "B")["lanes"])
