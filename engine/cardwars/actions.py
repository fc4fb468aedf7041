"""Actions as values with a short text form that round-trips.

Text forms (lanes are 0-3, cards are written by slug; a card name is accepted when parsing):
    mulligan yes | mulligan no          R7
    play dogboy lane=2                  R11-R14 (Creature or Building into a lane)
    play farmhouse lane=2 add           R14 + Burly Lumberjack: beside the Building there (an additional one)
    play farmhouse lane=2 replace=1     R14: replace that Lane's additional Building 1 (0 is its first)
    play teleport                       R15 (Spell)
    floop lane=1 | floop building lane=1
    floop building lane=1 extra=1       the Lane's additional Building 1 (Burly Lumberjack); `use` alike
    draw                                R9
    unfreeze lane=3 discard=dogboy      R24
    attack lane=0                       R18 (fight order is the player's choice)
    end                                 end the turn when no Creature has to attack
    choose target=p1:creature:2         R17 (any option a pending choice offers)
    hero <ability> | hero #0            R25 (Hero abilities with a cost): by key, or by its stable index
    use lane=1 | use building lane=1    activated ability ("cost >>> effect") of a card in play;
    use lane=1 ability=<key>            ... naming the ability when the card has several,
    use lane=1 ability=#1               ... or by its stable index (the position lists both)
An index form is read against the position (rules.apply.resolve_index) and becomes the key form.
"""
from __future__ import annotations

import re
from typing import Final, NamedTuple

from .defs import slugify

MULLIGAN: Final = "mulligan"
PLAY: Final = "play"
FLOOP: Final = "floop"
DRAW: Final = "draw"
UNFREEZE: Final = "unfreeze"
ATTACK: Final = "attack"
END: Final = "end"
CHOOSE: Final = "choose"
HERO: Final = "hero"
USE: Final = "use"


class Action(NamedTuple):
    """One move. `card` is a slug; `lane` is -1 when unused; `arg` carries yes/no, a choice, 'building'."""

    kind: str
    card: str | None = None
    lane: int = -1
    arg: str | None = None

    def __str__(self) -> str:
        k = self.kind
        if k == PLAY:
            if self.lane < 0:
                return f"play {self.card}"
            return f"play {self.card} lane={self.lane}" + (f" {self.arg}" if self.arg else "")
        if k == FLOOP:
            if self.arg and self.arg != "building":  # 'building:K': additional Building K of the Lane
                return f"floop building lane={self.lane} extra={self.arg[9:]}"
            return f"floop building lane={self.lane}" if self.arg == "building" else f"floop lane={self.lane}"
        if k == ATTACK:
            return f"attack lane={self.lane}"
        if k == UNFREEZE:
            return f"unfreeze lane={self.lane} discard={self.card}"
        if k in (MULLIGAN, CHOOSE, HERO):
            return f"{k} {self.arg}"
        if k == USE:
            t = "use building" if self.arg and self.arg.startswith("building") else "use"
            t += f" lane={self.lane}"
            if self.arg and self.arg != "building":
                t += f" extra={self.arg[9:]}"
            return t + (f" ability={self.card}" if self.card else "")
        return k

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


class ActionParseError(ValueError):
    """The text is not an action."""


_PLAY = re.compile(r"^play (.+?)(?: lane=(\d+)(?: (add|replace=\d+))?)?$")
_FLOOP = re.compile(r"^floop (building )?lane=(\d+)(?: extra=(\d+))?$")
_ATTACK = re.compile(r"^attack lane=(\d+)$")
_UNFREEZE = re.compile(r"^unfreeze lane=(\d+) discard=(.+)$")
_USE = re.compile(r"^use (building )?lane=(\d+)(?: extra=(\d+))?(?: ability=(\S+))?$")

# Interned action values: legal_actions builds the same few hundred actions over and over.
_cache: dict[tuple[str, str | None, int, str | None], Action] = {}


def make(kind: str, card: str | None = None, lane: int = -1, arg: str | None = None) -> Action:
    """An interned Action (cheap to build repeatedly on the hot path)."""
    key = (kind, card, lane, arg)
    a = _cache.get(key)
    if a is None:
        a = _cache[key] = Action(kind, card, lane, arg)
    return a


def play(card: str, lane: int = -1) -> Action:
    """`play <card> [lane=N]`."""
    key = (PLAY, card, lane, None)
    a = _cache.get(key)
    return a if a is not None else make(PLAY, card, lane)


def _card(text: str, names: dict[str, str] | None = None) -> str:
    text = text.strip()
    slug = slugify(text)
    if names is not None:
        hit = names.get(text.lower()) or names.get(slug)
        if hit is not None:
            return hit
    return slug


def _zone_arg(building: str | None, extra: str | None) -> str | None:
    """The arg of a floop / use action: None (the Creature), 'building' (the Lane's first Building) or
    'building:K' (its additional Building K, Burly Lumberjack; K >= 1)."""
    if not building:
        return None
    return "building" if extra is None or extra == "0" else f"building:{int(extra)}"


def parse(text: str, names: dict[str, str] | None = None) -> Action:
    """Parse a text form; `names` (lower-case or slugified name -> slug) resolves irregular slugs."""
    t = " ".join(text.strip().split())
    if t in (DRAW, END):
        return make(t)
    head, _, rest = t.partition(" ")
    if head == MULLIGAN and rest in ("yes", "no"):
        return make(MULLIGAN, arg=rest)
    if head in (CHOOSE, HERO) and rest:
        return make(head, arg=rest)
    m = _PLAY.match(t)
    if m:
        return make(PLAY, _card(m.group(1), names), int(m.group(2)) if m.group(2) is not None else -1, m.group(3))
    m = _FLOOP.match(t)
    if m:
        return make(FLOOP, None, int(m.group(2)), _zone_arg(m.group(1), m.group(3)))
    m = _ATTACK.match(t)
    if m:
        return make(ATTACK, None, int(m.group(1)))
    m = _USE.match(t)
    if m:
        return make(USE, m.group(4), int(m.group(2)), _zone_arg(m.group(1), m.group(3)))
    m = _UNFREEZE.match(t)
    if m:
        return make(UNFREEZE, _card(m.group(2), names), int(m.group(1)))
    raise ActionParseError(f"not an action: {text!r}")
