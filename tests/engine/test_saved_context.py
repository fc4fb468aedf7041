"""R17: a card script's half-resolved effect waits in its pending choice as a value (dsl.context.SavedCtx), not as
JSON text; the position written out holds the same text as before and plays on the same as the live state."""
import json

import pytest
from helpers import position, side

from engine import GameState, new_game, play_game
from engine.cardwars.dsl.context import Ctx, SavedCtx


def _pending_points(setup, seeds):
    """(seed, actions, index) for each point of these random games where a card script's choice waits."""
    for seed in seeds:
        rec, _ = play_game(setup, seed, ("random", "random"))
        s = new_game(setup, seed)
        for i, a in enumerate(rec.actions):
            if s.pending and s.pending[-1].data and type(s.pending[-1].data[0]) is SavedCtx:
                yield seed, rec.actions, i
            s.apply_action(a)


@pytest.mark.parametrize("decks", [("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake")])
def test_r17_a_waiting_script_is_written_as_its_old_text_and_plays_on_the_same(pool, decks):
    setup = pool.setup(*decks)
    points = list(_pending_points(setup, range(6)))
    assert len(points) >= 5  # these decks ask for targets every game
    for seed, actions, i in points[:12]:
        s = new_game(setup, seed)
        for a in actions[:i]:
            s.apply_action(a)
        saved = s.pending[-1].data[0]
        text = s.to_json()["pending"][-1]["data"][0]
        # the text the position holds is the context's JSON (sorted keys), as the value gives it back
        assert text == json.dumps(Ctx.load(s, None, saved).dump(), sort_keys=True)
        loaded = GameState.from_json(json.loads(json.dumps(s.to_json())))
        back = loaded.pending[-1].data  # the text read back equals the value and hashes the same
        assert back == (text,) and back == s.pending[-1].data and hash(back) == hash(s.pending[-1].data)
        clone = s.clone()
        for a in actions[i:]:  # the clone answers first: what it does never reaches the saved context
            clone.apply_action(a)
        for a in actions[i:]:
            s.apply_action(a)
            loaded.apply_action(a)
        assert s.to_json() == loaded.to_json() == clone.to_json() and s.is_terminal()


def test_r17_a_context_json_would_change_is_kept_as_its_text(cp1_setup):
    s = new_game(cp1_setup, 1)
    ctx = Ctx(s, None, 0, 5, 0, 1, "creature", {"card": 5})
    ctx.vars = {"b": (1, "creature", 2), "a": [3]}
    saved = SavedCtx.of(ctx)
    assert type(saved) is SavedCtx and saved == json.dumps(ctx.dump(), sort_keys=True)
    back = Ctx.load(s, None, saved)
    assert back.vars == {"a": [3], "b": [1, "creature", 2]} and list(back.vars) == ["a", "b"]
    back.vars["a"].append(4)  # the live context's lists are its own
    assert Ctx.load(s, None, saved).vars["a"] == [3]
    ctx.vars = {2: "two"}  # an int key becomes text in JSON: the old text form is kept
    assert SavedCtx.of(ctx) == json.dumps(ctx.dump(), sort_keys=True)
    assert isinstance(SavedCtx.of(ctx), str)


def test_r17_a_card_waiting_for_its_lane_is_saved_with_the_card_and_nothing_else(pool):
    s = position(pool, p0=side(lands=("Useless Swamp",) * 4, hand=["raise-the-dead"],
                               discard=["phyllis", "drooling-dude"]))
    s.apply_action("play raise-the-dead")
    s.apply_action("choose p0:discard:drooling-dude")
    waiting = json.loads(s.to_json()["pending"][-1]["data"][0])["v"]
    cid = s.limbo[-1]
    assert s.slug(cid) == "drooling-dude" and list(waiting.values()) == [cid]  # no mark of the pause itself
    s.apply_action("choose p0:lane:1")
    assert s.creature[0][1] == cid and not s.limbo and not s.pending
