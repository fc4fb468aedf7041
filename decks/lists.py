"""A deck's content as a plain value: what the text format, the services, legality and stats share."""

import hashlib
import json
from dataclasses import dataclass, field


@dataclass
class DeckList:
    """Cards by slug with counts, the 4 Landscape types in lane order, and an optional Hero slug."""

    cards: dict[str, int] = field(default_factory=dict)
    landscapes: list[str] = field(default_factory=list)
    hero: str | None = None

    def add(self, slug: str, count: int = 1):
        self.cards[slug] = self.cards.get(slug, 0) + count
        if self.cards[slug] <= 0:
            del self.cards[slug]

    @property
    def card_count(self) -> int:
        return sum(self.cards.values())

    def content_hash(self) -> str:
        """The same list gives the same hash, whatever order it was typed in."""
        canonical = {"hero": self.hero or "", "landscapes": sorted(self.landscapes),
                     "cards": sorted((slug, n) for slug, n in self.cards.items() if n > 0)}
        return hashlib.sha256(json.dumps(canonical, separators=(",", ":")).encode()).hexdigest()

    def expanded(self) -> list[str]:
        """One slug per copy, sorted: the form the engine takes."""
        return [slug for slug, n in sorted(self.cards.items()) for _ in range(n)]
