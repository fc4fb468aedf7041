"""The deck text format: what players type, read tolerantly, with errors that name the line."""

import pytest

from decks.lists import DeckList
from decks.text import MAX_LINES, MAX_TEXT_CHARS, CardIndex, format_deck_text, parse_deck_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def index(catalogue):
    return CardIndex.from_db()


def test_it_reads_every_entry_form(index):
    text = """
    # my deck
    Hero: Princess Bubblegum
    Landscape: NiceLands x3
    Landscape: Blue Plains
    3 Dogboy
    2x  cool dog
    Ancient Scholar x2
    Wall of Chocolate   // a comment after an entry
    Creatures:
    """
    parsed = parse_deck_text(text, index)
    assert parsed.errors == []
    deck = parsed.deck
    assert deck.hero == "princess-bubblegum"
    assert deck.landscapes == ["NiceLands", "NiceLands", "NiceLands", "Blue Plains"]
    assert deck.cards == {"dogboy": 3, "cool-dog": 2, "ancient-scholar": 2, "wall-of-chocolate": 1}


def test_repeated_lines_add_up(index):
    parsed = parse_deck_text("2 Dogboy\nDogboy\nLandscape: Cornfield\nLandscape: Cornfield", index)
    assert parsed.deck.cards == {"dogboy": 3}
    assert parsed.deck.landscapes == ["Cornfield", "Cornfield"]


def test_unknown_card_names_its_line_and_suggests(index):
    parsed = parse_deck_text("3 Dogboy\n\n2 Dogboi\nLandscape: Nicelandz", index)
    assert [e.line for e in parsed.errors] == [3, 4]
    assert "no card is called 'Dogboi'" in parsed.errors[0].message
    assert "did you mean Dogboy" in parsed.errors[0].message
    assert "not a Landscape type" in parsed.errors[1].message


def test_a_second_hero_is_an_error(index):
    parsed = parse_deck_text("Hero: Finn\nHero: Jake", index)
    assert parsed.errors and parsed.errors[0].line == 2 and "at most one" in parsed.errors[0].message


def test_a_non_hero_after_hero_prefix_is_an_error(index):
    parsed = parse_deck_text("Hero: Dogboy", index)
    assert parsed.errors and "no Hero is called 'Dogboy'" in parsed.errors[0].message


def test_absurd_counts_are_refused(index):
    parsed = parse_deck_text("500 Dogboy\n0 Cool Dog", index)
    assert [e.line for e in parsed.errors] == [1, 2]


def test_aliases_and_case_resolve(index):
    parsed = parse_deck_text("1 loonely panda\n1 THE PIG PROMO", index)
    assert parsed.errors == []
    assert parsed.deck.cards == {"lonely-panda": 1, "the-pig": 1}


def test_huge_text_is_refused_without_reading_it(index):
    assert "at most" in parse_deck_text("x" * (MAX_TEXT_CHARS + 1), index).errors[0].message
    assert "lines" in parse_deck_text("Dogboy\n" * (MAX_LINES + 1), index).errors[0].message


def test_export_reads_back_to_the_same_list(index, precon_list):
    names = {slug: name for slug, name, _ in index.by_key.values()}
    text = format_deck_text(precon_list, names, title="PB")
    assert "Landscape: NiceLands x4" in text and "Hero: Princess Bubblegum" in text
    again = parse_deck_text(text, index)
    assert again.errors == []
    assert again.deck.content_hash() == precon_list.content_hash()


def test_hash_ignores_order():
    a = DeckList(cards={"dogboy": 3, "cool-dog": 2}, landscapes=["Cornfield", "NiceLands"], hero="finn")
    b = DeckList(cards={"cool-dog": 2, "dogboy": 3}, landscapes=["NiceLands", "Cornfield"], hero="finn")
    c = DeckList(cards={"cool-dog": 2, "dogboy": 2}, landscapes=["NiceLands", "Cornfield"], hero="finn")
    assert a.content_hash() == b.content_hash() != c.content_hash()


def test_it_reads_the_line_forms_deck_sites_export(index):
    text = "1x Archer Dan\n1 Cool Dog (CP1)\n2 Dogboy (cp1) 12\nHero: Finn (CP1)"
    parsed = parse_deck_text(text, index)
    assert parsed.errors == []
    assert parsed.deck.cards == {"archer-dan": 1, "cool-dog": 1, "dogboy": 2}
    assert parsed.deck.hero == "finn"
    # A name that holds parentheses of its own is still read as written.
    assert parse_deck_text("Hero: Jake (Doubles Tournament)", index).deck.hero == "jake-doubles-tournament"


def test_an_unknown_name_with_a_product_code_is_suggested_without_the_code(index):
    parsed = parse_deck_text("1 Archer Dann (CP1) 12", index)
    assert len(parsed.errors) == 1
    assert "'Archer Dann'" in parsed.errors[0].message and "did you mean Archer Dan " in parsed.errors[0].message


def test_a_leading_byte_order_mark_is_ignored(index):
    parsed = parse_deck_text("\ufeff3 Dogboy\r\n2 Cool Dog\r\n", index)
    assert parsed.errors == []
    assert parsed.deck.cards == {"dogboy": 3, "cool-dog": 2}
