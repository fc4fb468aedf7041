"""Find a card by what a person typed: its name, slug or a known alternate spelling, any case or spacing."""

import difflib
import re

from .models import LANE_TYPES, Card


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", text.lower())


# Fuzzy suggestions cost a few milliseconds each: one index (one request) makes at most this many, then
# offers only names that contain what was typed, so a file of 2,000 unknown names stays cheap.
SUGGEST_BUDGET = 25


class CardIndex:
    """Finds a card by its name, slug or a known alternate spelling, tolerant of case and spacing."""

    def __init__(self, rows):
        self.suggestions_left = SUGGEST_BUDGET
        self.by_key: dict[str, tuple[str, str, str]] = {}
        self.names: dict[str, str] = {}
        for slug, name, kind, aliases in rows:
            entry = (slug, name, kind)
            self.names[slug] = name
            for spelling in [name, slug, *aliases.splitlines()]:
                if spelling.strip():
                    self.by_key.setdefault(_key(spelling), entry)
        self.landscape_types = {_key(t): t for t in LANE_TYPES}

    @classmethod
    def from_db(cls):
        return cls(Card.objects.values_list("slug", "name", "kind", "aliases"))

    def find(self, text: str):
        return self.by_key.get(_key(text))

    def suggest(self, text: str, n: int = 3) -> list[str]:
        pool = list(dict.fromkeys(self.names[slug] for slug, _, _ in self.by_key.values()))
        close = []
        if self.suggestions_left > 0:
            self.suggestions_left -= 1
            close = difflib.get_close_matches(text, pool, n=n, cutoff=0.6)
        return close or [name for name in pool if text.lower() in name.lower()][:n]

    def landscape(self, text: str) -> str | None:
        return self.landscape_types.get(_key(text))
