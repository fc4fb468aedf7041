"""Find a card by what a person typed: its name, slug or a known alternate spelling, any case or spacing."""

import difflib
import re

from .models import LANE_TYPES, Card, Game

MAX_SUGGEST_CHARS = 100


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", text.lower())


# Fuzzy suggestions cost a few milliseconds each: one index (one request) makes at most this many, then
# offers only names that contain what was typed, so a file of 2,000 unknown names stays cheap.
SUGGEST_BUDGET = 25


WORD_CUTOFF = 0.8


def _word_ratio(typed: str, word: str) -> float:
    """difflib's similarity of two words when it can reach WORD_CUTOFF, else 0. The cheap upper bounds (the
    lengths, then the letters in common) rule out most pairs before the costly exact ratio: 400 unknown lines
    cost seconds of CPU without them."""
    if 2 * min(len(typed), len(word)) < WORD_CUTOFF * (len(typed) + len(word)):
        return 0.0
    matcher = difflib.SequenceMatcher(None, typed, word)
    if matcher.quick_ratio() < WORD_CUTOFF:
        return 0.0
    return matcher.ratio()


class CardIndex:
    """Finds a card by its name, slug or a known alternate spelling, tolerant of case and spacing."""

    def __init__(self, rows):
        self.suggestions_left = SUGGEST_BUDGET
        self.by_key: dict[str, tuple[str, str, str]] = {}
        self.names: dict[str, str] = {}
        # A name printed on more than one card (the Naruto CCG's "Naruto Uzumaki" N-001 and N-019): its key ->
        # every card's own spelling that tells them apart (the alias that adds its number: "Naruto Uzumaki (N-001)").
        self.shared: dict[str, list[str]] = {}
        for slug, name, kind, aliases in rows:
            entry = (slug, name, kind)
            self.names[slug] = name
            spellings = [a for a in aliases.splitlines() if a.strip()]
            own = [a for a in spellings if a.startswith(name) and _key(a) != _key(name)]
            self.shared.setdefault(_key(name), []).append((own or spellings or [slug])[0])
            for spelling in [name, slug, *spellings]:
                if spelling.strip():
                    self.by_key.setdefault(_key(spelling), entry)
        self.shared = {key: sorted(own) for key, own in self.shared.items() if len(own) > 1}
        self.landscape_types = {_key(t): t for t in LANE_TYPES}

    @classmethod
    def from_db(cls, game: str = Game.CARDWARS):
        """The index of one game's cards (a Card Wars deck list never names a Naruto card, nor the reverse)."""
        rows = Card.objects.filter(game=game).order_by("name", "pk").values_list("slug", "name", "kind", "aliases")
        return cls(rows)  # in a fixed order: the first card to claim a spelling keeps it, on any database

    def find(self, text: str):
        return self.by_key.get(_key(text))

    def same_name(self, text: str) -> list[str]:
        """When `text` is a name several cards print, how to name each one apart; else []."""
        return self.shared.get(_key(text), [])

    def suggest(self, text: str, n: int = 3) -> list[str]:
        """Names close to what was typed, best first: the whole text against whole names (any case), then
        names that contain it, then names sharing a word with it, spelled nearly alike ("Finnn" -> Finn)."""
        pool = list(dict.fromkeys(self.names[slug] for slug, _, _ in self.by_key.values()))
        lowered = {name.lower(): name for name in pool}
        typed = " ".join(text.lower().split())
        if len(typed) > MAX_SUGGEST_CHARS:  # no card name is this long: not worth the comparisons
            return []
        within = [name for name in pool if typed and typed in name.lower()][:n]
        if self.suggestions_left <= 0:  # the request's budget of fuzzy comparisons is spent
            return within
        self.suggestions_left -= 1
        close = difflib.get_close_matches(typed, list(lowered), n=n, cutoff=0.6)
        if close:
            return [lowered[c] for c in close]
        return within or self._suggest_by_word(typed, pool, n)

    @staticmethod
    def _suggest_by_word(typed: str, pool: list[str], n: int) -> list[str]:
        words = list(dict.fromkeys(w for w in re.findall(r"[a-z0-9']+", typed) if len(w) >= 4))[:6]
        if not words:
            return []
        scored = []
        for name in pool:
            name_words = re.findall(r"[a-z0-9']+", name.lower())
            best = max((_word_ratio(w, nw) for w in words for nw in name_words), default=0.0)
            if best >= WORD_CUTOFF:
                scored.append((-best, len(name), name))
        return [name for _, _, name in sorted(scored)[:n]]

    def landscape(self, text: str) -> str | None:
        return self.landscape_types.get(_key(text))
