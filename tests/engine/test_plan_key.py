"""Board.plan_key's `this_turn` part (board.frozen): equal exactly when the values' repr() are, as the key's text
form was, for the JSON-like values a turn keeps, and for the values of random games of the six packs; its pending
choices' saved contexts by value (board.pending_form), equal exactly when their JSON texts are."""
from itertools import combinations

from helpers import random_positions
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cardwars.board import frozen, pending_form
from engine.cardwars.dsl.context import SavedCtx

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


def test_pending_choices_are_keyed_by_value_as_their_texts_were(pool):
    """Board.plan_key holds a pending choice's saved context by its plan_form(), not its JSON text: two forms are
    equal exactly when the texts are, over the choices of random games of the packs whose scripts ask most, and
    making a key encodes no text."""
    pairs = [("CP2-bmo", "CP2-lady-rainicorn"), ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake")]
    forms = {}
    for pair in pairs:
        for s in random_positions(pool.setup(*pair), range(3)):
            saved = [x for pc in s.pending for x in pc.data if isinstance(x, SavedCtx)]
            fresh = [x for x in saved if not hasattr(x, "_text")]
            key = s.plan_key(s.active)
            assert all(not hasattr(x, "_text") for x in fresh)  # no JSON text made for the key
            assert tuple(pending_form(pc) for pc in s.pending) in key
            for x in saved:
                forms.setdefault(x.json_text(), set()).add(x.plan_form())
    assert len(forms) > 20 and all(len(f) == 1 for f in forms.values())  # one text, one form
    by_form = {}
    for text, (form,) in forms.items():
        by_form.setdefault(form, set()).add(text)
    assert all(len(texts) == 1 for texts in by_form.values())  # one form, one text


def test_a_saved_context_text_and_form_tell_the_same_values_apart():
    """Values JSON writes apart (1, 1.0, True; a list and a dict) give different forms; equal values, equal forms."""
    def ctx(v):
        c = SavedCtx()
        c.p, c.src, c.sd, c.ln, c.z, c.v, c.c, c.ev = 0, 3, 0, 1, "creature", {"n": v}, ("play.1",), {}
        return c
    values = [1, 1.0, True, "1", [1], {"a": 1}, None, 0, False]
    for a, b in combinations(values, 2):
        assert (ctx(a).plan_form() == ctx(b).plan_form()) == (ctx(a).json_text() == ctx(b).json_text()), (a, b)
    assert ctx([1, "x"]).plan_form() == ctx([1, "x"]).plan_form()
    hash(ctx({"a": [1, {"b": 2}]}).plan_form())
