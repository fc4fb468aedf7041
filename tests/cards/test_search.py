"""The query syntax: every key and operator, and what happens to what it cannot use."""

import pytest

from cards.models import Card
from cards.search import search, tokenize

pytestmark = pytest.mark.usefixtures("catalogue")


def slugs(query: str) -> set[str]:
    result = search(query)
    assert result.warnings == [], result.warnings
    return set(result.queryset.values_list("slug", flat=True))


def names_in_order(query: str) -> list[str]:
    return list(search(query).queryset.values_list("name", flat=True))


def db(**filters) -> set[str]:
    return set(Card.objects.filter(**filters).values_list("slug", flat=True))


def test_tokenizer_reads_keys_quotes_negation_and_parentheses():
    warnings = []
    tokens = tokenize('-(t:creature or o:"draw a card") cost>=2 "cool dog"', warnings)
    assert [t.kind for t in tokens] == ["-", "(", "term", "or", "term", ")", "term", "word"]
    assert (tokens[4].key, tokens[4].op, tokens[4].value) == ("o", ":", "draw a card")
    assert (tokens[6].key, tokens[6].op, tokens[6].value) == ("cost", ">=", "2")
    assert tokens[7].text == "cool dog" and tokens[7].quoted
    assert warnings == []


def test_an_empty_query_lists_every_card_by_name():
    result = search("")
    assert result.queryset.count() == 554 and result.order == "name"
    assert names_in_order("")[:2] == sorted(Card.objects.values_list("name", flat=True))[:2]


def test_plain_words_match_name_or_description_case_insensitively():
    assert "cool-dog" in slugs("COOL")
    in_text = slugs("adjacent")
    assert in_text and all("adjacent" in Card.objects.get(slug=s).description.lower() for s in in_text)
    # Several words: every one must match somewhere.
    assert slugs("cool dog") == slugs("cool") & slugs("dog")
    assert "cool-dog" in slugs("cool dog") and len(slugs("cool dog")) < len(slugs("cool"))


def test_plain_words_match_aliases():
    assert slugs("loonely") == {"lonely-panda"}
    assert "sharp-guy" in slugs('"mr. slicer"')


def test_quoted_phrase_matches_the_words_together():
    assert slugs('"cool dog"') == {"cool-dog"}
    assert "cool-dog" not in slugs('"dog cool"')


@pytest.mark.parametrize("query", ["t:creature", "t:creatures", "t:cre", "type:Creature", "t=creature"])
def test_type_accepts_plurals_prefixes_and_any_case(query):
    assert slugs(query) == db(kind="creature")


def test_type_heroes_plural():
    assert len(slugs("t:heroes")) == 36


@pytest.mark.parametrize(("query", "landscape"), [
    ("l:rainbow", "Rainbow"), ("is:rainbow", "Rainbow"), ('l:"blue plains"', "Blue Plains"),
    ("l:blueplains", "Blue Plains"), ("l:swamp", "Useless Swamp"), ("l:icy", "IcyLands"), ("l:NiceLands", "NiceLands"),
])
def test_landscape_by_name_prefix_or_alias(query, landscape):
    assert slugs(query) == db(landscape=landscape)


@pytest.mark.parametrize(("query", "lookup"), [
    ("cost=2", {"cost": 2}), ("cost:2", {"cost": 2}), ("cost<1", {"cost__lt": 1}), ("cost<=1", {"cost__lte": 1}),
    ("cost>2", {"cost__gt": 2}), ("cost>=2", {"cost__gte": 2}), ("atk>=4", {"attack__gte": 4}),
    ("def<2", {"defense__lt": 2}), ("attack=0", {"attack": 0}),
])
def test_numeric_comparisons(query, lookup):
    expected = db(**lookup)
    assert expected and slugs(query) == expected


def test_not_equal_keeps_only_cards_that_have_the_stat():
    result = slugs("atk!=0")
    assert result == db(attack__isnull=False) - db(attack=0)
    assert not result & db(kind="spell")


def test_set_code_is_case_insensitive():
    assert slugs("set:cp1") == slugs("set:CP1") == db(printings__card_set__code="CP1")
    assert len(slugs("set:cp1")) == 49


@pytest.mark.parametrize(("flag", "lookup"), [
    ("floop", {"is_floop": True}), ("official", {"category": "official"}),
    ("kickstarter", {"category": "kickstarter"}), ("simulated", {"sim_status": "full"}),
])
def test_is_flags(flag, lookup):
    assert slugs(f"is:{flag}") == db(**lookup)
    assert slugs(f"not:{flag}") == db() - db(**lookup)


def test_oracle_text_searches_descriptions_only():
    result = slugs('o:"draw a card"')
    assert result and result == db(description__icontains="draw a card")
    assert slugs("o:cool") == db(description__icontains="cool")


def test_negation_of_terms_and_groups():
    assert slugs("-t:creature") == db() - db(kind="creature")
    assert slugs("-(t:creature or t:spell)") == db() - db(kind__in=["creature", "spell"])
    assert slugs("t:creature -l:rainbow") == db(kind="creature") - db(landscape="Rainbow")


def test_or_and_parentheses_and_precedence():
    assert slugs("t:spell or t:building") == db(kind__in=["spell", "building"])
    # AND binds tighter than OR.
    assert slugs("l:rainbow t:spell or t:hero") == db(landscape="Rainbow", kind="spell") | db(kind="hero")
    assert slugs("l:rainbow (t:spell or t:hero)") == db(landscape="Rainbow", kind="spell")


def test_order_and_direction():
    costs = list(search("t:creature order:cost dir:desc").queryset.values_list("cost", flat=True))
    assert costs == sorted(costs, reverse=True)
    atks = list(search("t:creature order:atk").queryset.values_list("attack", flat=True))
    non_null = [a for a in atks if a is not None]
    assert non_null == sorted(non_null) and atks[-1] is None  # a creature without ATK sorts last
    result = search("order:landscape dir:desc")
    assert (result.order, result.direction) == ("landscape", "desc")
    names = names_in_order("t:hero order:name dir:desc")
    assert names == sorted(names, reverse=True)


@pytest.mark.parametrize(("query", "refusal"), [
    ("foo:bar dragon", 'Unknown key "foo:"; the keys are'),
    ("typ:creature dragon", 'Unknown key "typ:"; did you mean "type:"?'),
    ("c:blue", 'Unknown key "c:"'),
    ("r:rare", 'Unknown key "r:"'),
    ("atk>x dragon", '"atk>x": ATK needs a number.'),
    ("t:wizard dragon", 'no card type "wizard"'),
    ("t:dragon", 'no card type "dragon"'),
    ("l:mars dragon", 'no landscape "mars"'),
    ("set:zz9 dragon", 'no product with code "zz9"'),
    ("is:shiny dragon", "unknown flag"),
    ("t>creature dragon", 'takes ":" or "=", not ">"'),
    ("order:colour dragon", "order by one of"),
    ("dir:up dragon", 'dir is "asc" or "desc"'),
    ("name: dragon", "needs a value"),
])
def test_a_term_that_cannot_be_read_refuses_the_query_and_says_why(query, refusal):
    result = search(query)
    assert result.error and any(refusal in r for r in result.refusals), result.refusals
    assert result.queryset.count() == 0  # not the whole catalogue as if the term were not there


@pytest.mark.parametrize(("query", "warning"), [
    ('dragon "unclosed', "quote is not closed"),
    ("(dragon", '"(" is not closed'),
    ("dragon)", '")" has no matching "("'),
    ("dragon or", '"or" needs something on both sides'),
    ("dragon -", '"-" with nothing after it'),
])
def test_loose_punctuation_becomes_a_warning_and_the_rest_still_applies(query, warning):
    result = search(query)
    assert not result.error and any(warning in w for w in result.warnings), result.warnings
    matched = set(result.queryset.values_list("slug", flat=True))
    if "unclosed" in query:
        assert matched == db(name__icontains="dragon") & db(name__icontains="unclosed")
    else:
        assert matched == db(name__icontains="dragon") | db(description__icontains="dragon")


def test_garbage_never_raises():
    for query in ['"', "(((", ")))", "-", "or or or", ":::", "cost>=", 'o:"', "-(-(-(", "l:", "t:"]:
        assert search(query).queryset.count() >= 0
