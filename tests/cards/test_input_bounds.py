"""Costly inputs are bounded: fuzzy suggestions per request, query depth, length and terms."""

import difflib

import pytest

from cards import collection, lookup
from cards.search import MAX_DEPTH, MAX_TERMS, search

pytestmark = pytest.mark.usefixtures("catalogue")


@pytest.fixture
def fuzzy_calls(monkeypatch):
    calls = []
    real = difflib.get_close_matches

    def counted(*args, **kwargs):
        calls.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(lookup.difflib, "get_close_matches", counted)
    return calls


def test_an_import_of_2000_unknown_names_makes_a_bounded_number_of_fuzzy_matches(fuzzy_calls):
    text = "\n".join(f"Dogbo{i} Cornfeld,1" for i in range(2000))
    preview = collection.collection_import_preview(text.encode())
    assert len(preview.problems) == 2000
    assert len(fuzzy_calls) == lookup.SUGGEST_BUDGET
    assert preview.problems[0].suggestions  # the first ones still get suggestions


def test_validate_with_400_near_miss_names_makes_a_bounded_number_of_fuzzy_matches(client, fuzzy_calls):
    text = "\n".join(f"1 Dogbo{i}" for i in range(400))
    response = client.post("/api/v1/decks/validate/", {"text": text}, content_type="application/json")
    # Validate reports unknown cards as violations beside the others (a 200 report, nothing saved).
    assert response.status_code == 200
    unknown = [v for v in response.json()["violations"] if v["code"] == "unknown_card"]
    assert len(unknown) == 400
    assert len(fuzzy_calls) <= lookup.SUGGEST_BUDGET


@pytest.mark.parametrize("query", ["(" * 1000, "(" * 10_000, "-" * 5000 + "dog", "- " * 30 + "(" * 21 + "dog"])
def test_deep_or_long_queries_are_refused_with_a_400(client, query):
    response = client.get("/api/v1/cards/", {"q": query})
    assert response.status_code == 400
    body = response.json()
    assert body["object"] == "error" and body["fields"]["q"]


def test_too_many_terms_are_refused_before_any_query_runs(client, django_assert_max_num_queries):
    with django_assert_max_num_queries(0):
        assert search(" ".join(["set:cp1"] * 5000)).error.startswith("The query is 39,999 characters long")
        assert search(" ".join(["t:c"] * 200)).error.startswith("The query has 200 terms")
    assert client.get("/api/v1/cards/", {"q": " ".join(["set:cp1"] * (MAX_TERMS + 1))}).status_code == 400
    assert client.get("/api/v1/cards/", {"q": " ".join(["set:cp1"] * MAX_TERMS)}).status_code == 200


def test_nesting_up_to_the_bound_still_searches():
    result = search("(" * MAX_DEPTH + "dogboy" + ")" * MAX_DEPTH)
    assert not result.error and [c.slug for c in result.queryset] == ["dogboy"]


@pytest.mark.parametrize("url", ["/cards/?q=" + "(" * 1000, "/decks/new/?q=" + "(" * 1000])
def test_pages_answer_400_and_say_why(client, alice, url):
    client.force_login(alice)
    response = client.get(url)
    assert response.status_code == 400
    assert b"nests" in response.content


def test_a_problem_met_many_times_is_one_warning():
    result = search("((((dog")
    assert result.warnings == ['A "(" is not closed; read to the end of the query.']


def _exact_suggest_by_word(typed, pool, n):
    """The word suggestions computed the slow way, every pair's exact ratio: the reference for the fast one."""
    import re

    words = list(dict.fromkeys(w for w in re.findall(r"[a-z0-9']+", typed) if len(w) >= 4))[:6]
    scored = []
    for name in pool:
        best = max((difflib.SequenceMatcher(None, w, nw).ratio() for w in words
                    for nw in re.findall(r"[a-z0-9']+", name.lower())), default=0.0)
        if best >= 0.8:
            scored.append((-best, len(name), name))
    return [name for _, _, name in sorted(scored)[:n]]


def test_word_suggestions_skip_hopeless_pairs_and_still_find_the_same_names():
    import random

    index = lookup.CardIndex.from_db()
    pool = sorted(set(index.names.values()))
    rnd = random.Random(29)
    typed = []
    for name in rnd.sample(pool, 15):  # real words misspelt: dropped, doubled or changed letters
        word = max(name.lower().split(), key=len)
        i = rnd.randrange(len(word))
        typed += [word[:i] + word[i + 1:], word[:i] + word[i] + word[i:], word[:i] + "x" + word[i + 1:] + " zzzz"]
    typed += ["".join(rnd.choice("abcdefghijklmnopqrstuvwxyz ") for _ in range(40)) for _ in range(5)]
    found = 0
    for text in typed:
        fast = lookup.CardIndex._suggest_by_word(text, pool, 3)
        assert fast == _exact_suggest_by_word(text, pool, 3), text
        found += bool(fast)
    assert found >= 25  # most misspelt words do find names: the comparison is not between two empty lists


def test_400_lines_of_gibberish_compute_few_exact_word_ratios(client, monkeypatch):
    import random
    import string

    ratios = []
    real = difflib.SequenceMatcher.ratio
    monkeypatch.setattr(difflib.SequenceMatcher, "ratio", lambda self: ratios.append(1) or real(self))
    rnd = random.Random(4)
    text = "\n".join("".join(rnd.choice(string.ascii_lowercase + " ") for _ in range(48)) for _ in range(400))
    response = client.post("/api/v1/decks/validate/", {"text": text}, content_type="application/json")
    assert response.status_code == 200
    assert len(ratios) < 2_000  # every pair's exact ratio was about 68,000 of them: over a second of CPU
