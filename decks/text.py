"""The deck text format: one entry a line, as players type and share decks.

    # comments and blank lines are ignored
    Hero: Princess Bubblegum
    Landscape: NiceLands x4        (or "Landscape: 2 NiceLands", or one line per Landscape)
    3 Dogboy                       (also "3x Dogboy", "Dogboy x3", or "Dogboy" for one copy)
    1 Archer Dan (CP1)             (as deck sites export: a product code in parentheses, then maybe a
    1 Archer Dan (CP1) 12           collector number; both are read past, the name decides the card)
"""

import re
from dataclasses import dataclass, field

from cards.lookup import CardIndex
from cards.models import LANE_TYPES, Kind

from .lists import DeckList

MAX_TEXT_CHARS = 20_000
MAX_LINES = 400
MAX_COUNT = 99
MAX_COUNT_DIGITS = 6

_COUNT_FIRST = re.compile(r"^(\d+)\s*[xX×]?\s+(.+)$")
_COUNT_LAST = re.compile(r"^(.+?)\s+[xX×]\s*(\d+)$")
_PREFIX = re.compile(r"^(hero|landscapes?)\s*:\s*(.*)$", re.IGNORECASE)
# "Name (SET)" or "Name (SET) 12": the product code and collector number deck sites add after a name.
_SET_SUFFIX = re.compile(r"^(.+?)\s*\(\s*[A-Za-z0-9][A-Za-z0-9 ._-]{0,15}\)(?:\s+[A-Za-z0-9-]{1,8})?$")
BOM = "\ufeff"


@dataclass
class LineError:
    line: int
    text: str
    message: str
    unknown: str | None = None  # the name, when the line names no known card (legality calls it unknown_card)
    suggestions: list[str] = field(default_factory=list)

    def __str__(self):
        return f"line {self.line}: {self.message}"


@dataclass
class ParsedDeck:
    deck: DeckList
    errors: list[LineError] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def unknown(self) -> list[LineError]:
        """The lines that name no known card (the rest of the list is read all the same)."""
        return [e for e in self.errors if e.unknown is not None]

    @property
    def unreadable(self) -> list[LineError]:
        """The lines that could not be read for another reason (a bad count, a second Hero...)."""
        return [e for e in self.errors if e.unknown is None]


def _count(digits: str) -> int | None:
    """The number a count's digits spell, or None past MAX_COUNT_DIGITS: no deck holds a count that long, and
    Python refuses to read an int of over 4,300 digits."""
    return int(digits) if len(digits) <= MAX_COUNT_DIGITS else None


def _split_count(text: str) -> tuple[int | None, str]:
    m = _COUNT_FIRST.match(text)
    if m:
        return _count(m.group(1)), m.group(2).strip()
    m = _COUNT_LAST.match(text)
    if m:
        return _count(m.group(2)), m.group(1).strip()
    return 1, text.strip()


def parse_deck_text(text: str, index: CardIndex | None = None) -> ParsedDeck:
    """Read a deck text; every line that cannot be read becomes an error naming its line number."""
    deck = DeckList()
    parsed = ParsedDeck(deck)
    if len(text) > MAX_TEXT_CHARS:
        parsed.errors.append(LineError(0, "", f"The deck text is {len(text):,} characters; at most "
                                              f"{MAX_TEXT_CHARS:,} are accepted."))
        return parsed
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        parsed.errors.append(LineError(0, "", f"The deck text has {len(lines)} lines; at most {MAX_LINES} are accepted."))
        return parsed
    index = index or CardIndex.from_db()
    if lines and lines[0].startswith(BOM):  # a file saved by a Windows editor starts with one
        lines[0] = lines[0][len(BOM):]
    for number, raw in enumerate(lines, start=1):
        line = raw.split("#", 1)[0].split("//", 1)[0].strip()
        if not line or line.endswith(":") and not _PREFIX.match(line):
            continue  # blank, comment, or a section heading such as "Creatures:"
        error = _read_line(line, deck, index)
        if isinstance(error, LineError):
            error.line, error.text = number, raw.strip()
            parsed.errors.append(error)
        elif error:
            parsed.errors.append(LineError(number, raw.strip(), error))
    return parsed


def _read_line(line: str, deck: DeckList, index: CardIndex) -> str | LineError | None:
    prefix = _PREFIX.match(line)
    if prefix and prefix.group(1).lower() == "hero":
        name = prefix.group(2).strip()
        found = _find_card(name, index)
        if found is None:
            return _unknown(_without_set(name), index, "Hero")
        if found[2] != Kind.HERO:
            return f"no Hero is called {name!r}: {found[1]} is a {found[2]} card"
        if deck.hero and deck.hero != found[0]:
            return f"a second Hero ({found[1]}); a deck has at most one"
        deck.hero = found[0]
        return None
    count, name = _split_count(prefix.group(2) if prefix else line)
    if count is None:
        return f"a number of over {MAX_COUNT_DIGITS} digits is not a count this format accepts (1 to {MAX_COUNT})"
    if count < 1 or count > MAX_COUNT:
        return f"{count} is not a count this format accepts (1 to {MAX_COUNT})"
    landscape = index.landscape(name)
    if prefix or landscape:
        if landscape is None:
            return f"{name!r} is not a Landscape type (one of {', '.join(LANE_TYPES)})"
        deck.landscapes.extend([landscape] * count)
        return None
    found = _find_card(name, index)
    if found is None:
        return _unknown(_without_set(name), index, "card")
    if found[2] == Kind.HERO:
        if deck.hero and deck.hero != found[0]:
            return f"a second Hero ({found[1]}); a deck has at most one"
        deck.hero = found[0]
        return None
    deck.add(found[0], count)
    return None


def _without_set(name: str) -> str:
    m = _SET_SUFFIX.match(name)
    return m.group(1).strip() if m else name


def _find_card(name: str, index: CardIndex):
    """The card a line names: the name as written first (a name may hold parentheses), then without a
    trailing "(SET)" or "(SET) 12"."""
    found = index.find(name)
    if found is None and _SET_SUFFIX.match(name):
        found = index.find(_without_set(name))
    return found


def _unknown(name: str, index: CardIndex, what: str) -> LineError:
    hints = index.suggest(name)
    hint = f"; did you mean {' or '.join(hints)}?" if hints else ""
    return LineError(0, "", f"no {what} is called {name!r}{hint}", unknown=name, suggestions=hints)


def format_deck_text(deck: DeckList, names: dict[str, str], title: str = "") -> str:
    """The deck as text that parse_deck_text reads back to the same list."""
    out = [f"# {title}"] if title else []
    if deck.hero:
        out.append(f"Hero: {names.get(deck.hero, deck.hero)}")
    seen = []
    for landscape in deck.landscapes:
        if landscape not in seen:
            seen.append(landscape)
    out += [f"Landscape: {t} x{deck.landscapes.count(t)}" for t in seen]
    out += [f"{n} {names.get(slug, slug)}" for slug, n in sorted(deck.cards.items(), key=lambda i: names.get(i[0], i[0]))]
    return "\n".join(out) + "\n"
