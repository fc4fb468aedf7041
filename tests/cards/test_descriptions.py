"""Card text shown to users is our own words: no description may copy a run of 8 words from the source."""

import json
import re
from pathlib import Path

import pytest
from django.conf import settings

RUN = 8
CATALOGUE = Path(settings.BASE_DIR) / "cards" / "data" / "catalogue.json"
SOURCE = Path(settings.BASE_DIR).parent / "shared/reference/cardwars/cards.json"


def words(text: str) -> list[str]:
    """Lower-case words with punctuation dropped ("can't" -> "cant")."""
    return re.findall(r"[a-z0-9]+", re.sub(r"['\u2019]", "", (text or "").lower()))


def shared_run(ours: str, theirs: str, n: int = RUN) -> list[str] | None:
    """The first run of n consecutive words that both texts hold, or None."""
    a, b = words(ours), words(theirs)
    grams = {tuple(b[i:i + n]) for i in range(len(b) - n + 1)}
    for i in range(len(a) - n + 1):
        if tuple(a[i:i + n]) in grams:
            return a[i:i + n]
    return None


@pytest.fixture(scope="module")
def pairs():
    if not SOURCE.exists():
        pytest.skip(f"reference facts not found at {SOURCE}")
    ours = {c["name"]: c for c in json.loads(CATALOGUE.read_text())["cards"]}
    source = json.loads(SOURCE.read_text())
    assert len(source) == len(ours) == 554
    return [(ours[s["name"]], s.get("source_ability_text") or "") for s in source]


def test_shared_run_finds_eight_words_and_ignores_case_and_punctuation():
    assert shared_run("Deal 1 damage, then DRAW a card from your deck now.",
                      "deal 1 Damage then draw a card from your deck") is not None
    assert shared_run("one two three four five six seven", "one two three four five six seven") is None
    assert shared_run("a b c d e f g x h", "a b c d e f g h") is None


def test_no_description_shares_eight_consecutive_words_with_its_source(pairs):
    copied = {card["slug"]: " ".join(run) for card, text in pairs if (run := shared_run(card["description"], text))}
    assert copied == {}


def test_every_card_with_source_text_has_a_description(pairs):
    missing = [card["slug"] for card, text in pairs if text.strip() and not card["description"].strip()]
    assert missing == []
