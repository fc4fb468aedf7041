"""Every text in the project is our own words: no file outside tests/ repeats 10 consecutive words of a
source's card text (the card descriptions have their own, stricter 8-word test)."""

import json
import re
import subprocess
from pathlib import Path

import pytest
from django.conf import settings

RUN = 10
BASE = Path(settings.BASE_DIR)
SOURCE = BASE.parent / "shared/reference/cardwars/cards.json"
KINDS = (".py", ".json", ".html", ".md", ".txt", ".js", ".css")


def words(text: str) -> list[str]:
    return re.sub(r"[^a-z0-9 ]+", " ", (text or "").lower()).split()


def test_no_project_file_repeats_ten_words_of_a_source_card_text():
    if not SOURCE.exists():
        pytest.skip(f"reference facts not found at {SOURCE}")
    grams = {}
    for card in json.loads(SOURCE.read_text()):
        w = words(card.get("source_ability_text"))
        for i in range(len(w) - RUN + 1):
            grams.setdefault(tuple(w[i:i + RUN]), card["name"])
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=BASE, capture_output=True,
                           text=True, check=True).stdout.split()
    hits = {}
    for name in files:
        if name.startswith(("tests/", "var/")) or not name.endswith(KINDS):
            continue
        w = words((BASE / name).read_text(errors="ignore"))
        found = {grams[tuple(w[i:i + RUN])] for i in range(len(w) - RUN + 1) if tuple(w[i:i + RUN]) in grams}
        if found:
            hits[name] = sorted(found)
    assert hits == {}, f"rewrite these in our own words: {hits}"
