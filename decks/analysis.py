"""What a player wants to know about a deck before sleeving it up: legality, playability, stats."""

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from cards.engine_defs import pool_from_facts
from cards.models import LANE_TYPES, Card, Kind, Landscape
from engine import formats

from .lists import DeckList

OPENING_HAND = 5
ACTIONS_PER_TURN = 2
DECK_KINDS = (Kind.CREATURE, Kind.SPELL, Kind.BUILDING)


@dataclass(frozen=True)
class Facts:
    slug: str
    name: str
    kind: str
    landscape: str | None
    cost: int | None
    attack: int | None
    defense: int | None


def card_facts(slugs) -> dict[str, Facts]:
    rows = Card.objects.filter(slug__in=set(slugs)).values_list(
        "slug", "name", "kind", "landscape", "cost", "attack", "defense")
    return {row[0]: Facts(*row) for row in rows}


def teamwork_cards(deck: DeckList, facts: dict[str, Facts]) -> list[str]:
    """The names of the deck's Teamwork cards: any one makes it a Doubles deck (R27), played only 2 vs 2."""
    return sorted(facts[slug].name for slug in deck.cards if slug in facts and facts[slug].kind == Kind.TEAMWORK)


def deck_format(deck: DeckList, facts: dict[str, Facts]) -> formats.Format:
    """The format a deck is checked against: Doubles (R42) when it holds a Teamwork card, else Constructed."""
    return formats.DOUBLES if teamwork_cards(deck, facts) else formats.CONSTRUCTED


def violations(deck: DeckList, facts: dict[str, Facts] | None = None,
               fmt: formats.Format | None = None) -> list[formats.Violation]:
    """Every rule of the format the deck breaks (R1-R4; R42 for Doubles), in plain words (engine/formats.py);
    the format is the deck's own (deck_format) unless given."""
    facts = facts if facts is not None else card_facts([*deck.cards, *([deck.hero] if deck.hero else [])])
    fmt = fmt or deck_format(deck, facts)
    return formats.validate(dict(deck.cards), deck.landscapes, [deck.hero] if deck.hero else [],
                            pool_from_facts(facts.values()), fmt)


def unknown_card_violations(deck: DeckList, facts: dict[str, Facts], unknown_lines=()) -> list[dict]:
    """Cards the catalogue does not know, as `unknown_card` violations with the closest names: the slugs
    of a JSON deck that match no card, and the lines of a deck text that name none (a LineError each)."""
    from cards.lookup import CardIndex

    missing = [slug for slug in deck.cards if slug not in facts]
    if not missing and not unknown_lines:
        return []
    index = CardIndex.from_db()
    out = []
    for line in unknown_lines:
        where = f"Line {line.line}: " if line.line else ""
        hint = f"; did you mean {' or '.join(line.suggestions)}?" if line.suggestions else ""
        out.append({"code": "unknown_card", "message": f"{where}no card is called {line.unknown!r}{hint}",
                    "card": None, "name": line.unknown, "line": line.line, "suggestions": list(line.suggestions)})
    for slug in missing:
        hints = index.suggest(slug.replace("-", " "))
        hint = f"; did you mean {' or '.join(hints)}?" if hints else ""
        out.append({"code": "unknown_card", "message": f"No card has the slug {slug!r}{hint}", "card": slug,
                    "name": None, "line": None, "suggestions": hints})
    return out


def violation_rows(deck: DeckList, facts: dict[str, Facts] | None = None, unknown_lines=()) -> list[dict]:
    """Every violation of the list at once, as the API and the builder show them: unknown cards first
    (with suggestions), then every rule the known cards break (R1-R4)."""
    facts = facts if facts is not None else card_facts([*deck.cards, *([deck.hero] if deck.hero else [])])
    rows = unknown_card_violations(deck, facts, unknown_lines)
    reported = {row["card"] for row in rows if row["card"]}
    rows += [{"code": v.code, "message": v.message, "card": v.card}
             for v in violations(deck, facts) if not (v.code == "unknown_card" and v.card in reported)]
    return rows


def landscapes_needed(f: Facts) -> tuple[str | None, int]:
    """(type, how many face-up Landscapes of it) a card needs (R11); Rainbow takes any type."""
    return f.landscape, f.cost or 0


def can_ever_pay(f: Facts, held: Counter) -> bool:
    kind, need = landscapes_needed(f)
    if need == 0:
        return True
    if kind == Landscape.RAINBOW:
        return sum(held.values()) >= need
    return held.get(kind, 0) >= need


def unpayable(deck: DeckList, facts: dict[str, Facts]) -> list[dict]:
    """Cards this deck's 4 Landscapes can never pay for, each with the reason."""
    held = Counter(deck.landscapes)
    out = []
    for slug in sorted(deck.cards, key=lambda s: facts[s].name if s in facts else s):
        f = facts.get(slug)
        if f is None or f.kind not in DECK_KINDS or can_ever_pay(f, held):
            continue
        kind, need = landscapes_needed(f)
        if kind == Landscape.RAINBOW:
            reason = f"{f.name} needs {need} Landscapes of any type; the deck has {sum(held.values())}"
        else:
            reason = f"{f.name} needs {need} {kind}; the deck has {held.get(kind, 0)}"
        out.append({"card": slug, "name": f.name, "reason": reason})
    return out


def p_at_least_one(successes: int, population: int, draws: int) -> Fraction:
    """Hypergeometric P(X >= 1), exactly: 1 - C(N-K, n) / C(N, n)."""
    if population <= 0 or successes <= 0:
        return Fraction(0)
    draws = min(draws, population)
    return 1 - Fraction(comb(population - successes, draws), comb(population, draws))


def percent_floor(p: Fraction) -> float:
    """A probability as a percent to one decimal, rounded down: a chance short of certain never reads
    100.0% (8 cards from a deck with 25 playable Creatures miss them all once in about 12,000 hands)."""
    return float(Fraction(int(p * 1000), 10))


def one_in(p: Fraction) -> int | None:
    """How many hands, on average, for one that has none: 1 / (1 - p), or None when it cannot happen."""
    return None if p >= 1 else round(1 / (1 - p))


def is_early_creature(f: Facts, held: Counter) -> bool:
    """A Creature you could play on a turn: at most 2 Actions, and Landscapes that pay for it."""
    return f.kind == Kind.CREATURE and (f.cost or 0) <= ACTIONS_PER_TURN and can_ever_pay(f, held)


def deck_stats(deck: DeckList, facts: dict[str, Facts] | None = None) -> dict:
    facts = facts if facts is not None else card_facts([*deck.cards, *([deck.hero] if deck.hero else [])])
    held = Counter(deck.landscapes)
    curve, kinds, required = Counter(), Counter(), {}
    early = 0
    for slug, n in deck.cards.items():
        f = facts.get(slug)
        if f is None:
            continue
        kinds[f.kind] += n
        if f.cost is not None:
            curve[f.cost] += n
        if f.landscape and f.cost:
            required[f.landscape] = max(required.get(f.landscape, 0), f.cost)
        if is_early_creature(f, held):
            early += n
    total = deck.card_count
    seen_by_turn_3 = OPENING_HAND + 3  # both players draw on each of their turns, the first one included
    p_open = p_at_least_one(early, total, OPENING_HAND)
    p_turn3 = p_at_least_one(early, total, seen_by_turn_3)
    return {
        "cards": total,
        "curve": {str(cost): curve[cost] for cost in sorted(curve)},
        "curve_max": max(curve.values(), default=0),
        "kinds": {kind: kinds[kind] for kind in sorted(kinds)},
        # Only the six lane types are Landscapes a deck holds. Rainbow is not one: a Rainbow card takes
        # Landscapes of any type, so it is reported apart, against all the Landscapes the deck holds.
        "landscapes": [
            {"type": t, "held": held.get(t, 0), "most_needed": required.get(t, 0)}
            for t in LANE_TYPES if held.get(t) or required.get(t)
        ],
        "rainbow": ({"most_needed": required[Landscape.RAINBOW], "held_any_type": sum(held.values())}
                    if required.get(Landscape.RAINBOW) else None),
        "unpayable": unpayable(deck, facts),
        "early_creatures": early,
        "p_creature_in_opening_hand": float(p_open),
        "p_creature_by_turn_3": float(p_turn3),
        "percent_creature_in_opening_hand": percent_floor(p_open),
        "percent_creature_by_turn_3": percent_floor(p_turn3),
        "opening_hands_per_miss": one_in(p_open),
        "turn_3_hands_per_miss": one_in(p_turn3),
        "cards_seen_by_turn_3": seen_by_turn_3,
    }
