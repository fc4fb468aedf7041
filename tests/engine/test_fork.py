"""Forks: games played on from a position of another game, with what the viewer cannot see re-dealt from
each fork game's seed (determinisation), so "play on from here" never uses the hidden cards' true places."""

from collections import Counter

import pytest

from engine import fork_start, new_game, play_fork_game, play_game


@pytest.fixture(scope="module")
def midgame(cp1_setup):
    """Turn 3 or later of a greedy game between Finn and Jake, before it ends."""
    record, _ = play_game(cp1_setup, 21, ("greedy", "greedy"))
    state = new_game(cp1_setup, 21)
    for action in record.actions:
        if state.turn >= 3:
            break
        state.apply_action(action)
    return state


def _hand(position, seat):
    return Counter(str(c).split("#")[0] if isinstance(c, str) else c["card"] for c in position["players"][seat]["hand"])


def test_a_fork_start_keeps_what_the_viewer_sees_and_redeals_the_rest(midgame):
    viewer, other = midgame.current_player(), 1 - midgame.current_player()
    true = midgame.to_json()
    starts = [fork_start(midgame, viewer, 5, i)[0].to_json() for i in range(8)]
    for start in starts:
        assert start["players"][viewer]["hand"] == true["players"][viewer]["hand"]  # its own hand, card for card
        for seat in (0, 1):
            assert start["players"][seat]["lanes"] == true["players"][seat]["lanes"]
            assert start["players"][seat]["hp"] == true["players"][seat]["hp"]
            assert len(start["players"][seat]["hand"]) == len(true["players"][seat]["hand"])
            assert len(start["players"][seat]["deck"]) == len(true["players"][seat]["deck"])
        # The opponent's hand and deck together are the same cards, dealt again.
        pooled = _hand(start, other) + Counter(str(c).split("#")[0] for c in start["players"][other]["deck"])
        assert pooled == _hand(true, other) + Counter(str(c).split("#")[0] for c in true["players"][other]["deck"])
    hands = {tuple(sorted(map(str, s["players"][other]["hand"]))) for s in starts}
    decks = {tuple(map(str, s["players"][viewer]["deck"])) for s in starts}
    assert len(hands) > 1 and len(decks) > 1  # the hidden part differs from game to game of the fork
    assert midgame.to_json() == true  # the position forked from is not changed


def test_a_fork_game_is_the_same_for_the_same_seed_and_index(midgame):
    viewer = midgame.current_player()
    a = play_fork_game(midgame, viewer, 9, 3, ("greedy", "random"))
    b = play_fork_game(midgame, viewer, 9, 3, ("greedy", "random"))
    assert [str(x) for x in a[2]] == [str(x) for x in b[2]] and a[3] == b[3]
    assert a[1].is_terminal() and a[1].outcome() is not None
    assert a[0].turn == midgame.turn and a[1].turn >= midgame.turn
    c = play_fork_game(midgame, viewer, 9, 4, ("greedy", "random"))
    assert c[3] != a[3]


def test_a_finished_game_cannot_be_forked(cp1_setup):
    record, _ = play_game(cp1_setup, 4, ("random", "random"))
    state = new_game(cp1_setup, 4)
    for action in record.actions:
        state.apply_action(action)
    with pytest.raises(ValueError, match="over"):
        fork_start(state, 0, 1, 0)
