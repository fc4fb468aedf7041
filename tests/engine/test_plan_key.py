"""Board.plan_key's `this_turn` part (board.frozen): equal exactly when the values' repr() are, as the key's text
form was, for the JSON-like values a turn keeps, and for the values of random games of the six packs."""
from itertools import combinations

from helpers import random_positions
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cardwars.board import frozen

scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.floats(-2, 2, allow_nan=False),
                    st.sampled_from(["", "a", "1", "True", "('l', ())"]))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.tuples(inner, inner), st.sets(st.integers(0, 3), max_size=3),
    st.dictionaries(st.one_of(st.integers(0, 3), st.sampled_from(["0", "a"])), inner, max_size=3)), max_leaves=8)


@settings(max_examples=300, deadline=None)
@given(values, values)
def test_frozen_values_are_equal_exactly_when_their_repr_are(a, b):
    hash(frozen(a))
    assert (frozen(a) == frozen(b)) == (repr(a) == repr(b))


def test_the_usual_confusions_stay_apart():
    apart = [1, 1.0, True, "1", [1], (1,), {1: 1}, {"1": 1}, {1: 1, 2: 2}, {2: 2, 1: 1}, [], (), {}, None, 0, False,
             -0.0, 0.0]
    for a, b in combinations(apart, 2):
        assert frozen(a) != frozen(b), (a, b)


def test_keys_of_random_games_match_as_their_repr_did(pool):
    pairs = [("CP1-finn", "CP1-jake"), ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"),
             ("CP4-ice-king", "CP4-marceline"), ("CP6-fionna", "CP6-cake")]
    seen = {}
    for pair in pairs:
        for s in random_positions(pool.setup(*pair), range(3)):
            if s.this_turn:
                text = repr(sorted(s.this_turn.items()))
                key = tuple(sorted((k, frozen(v)) for k, v in s.this_turn.items()))
                seen.setdefault(text, set()).add(key)
                assert key in s.plan_key(s.active)
    assert len(seen) > 20 and all(len(keys) == 1 for keys in seen.values())
    by_key = {}
    for text, (key,) in seen.items():
        by_key.setdefault(key, set()).add(text)
    assert all(len(texts) == 1 for texts in by_key.values())
