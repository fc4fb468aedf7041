"""From a figure of a report to the games behind it: the filter a report's link carries (who won, how the
game ended, its length, who went first, a card an entrant drew or played), the games of a run it counts, and
a sample of them to replay.

A link's query names the figure: `winner=a` (entrant A won alone; `draw` for no single winner), `reason=hp`
(the game's own word for the ending), `termination=turn limit`, `turns=12` or `turns=10-14`, `first=b`
(entrant B went first), `card=cool-dog&side=a&in=drawn` (entrant A drew it; `in=played`: played it). They
combine: the per-card cell "drawn on the play" is `card=...&side=a&in=drawn&first=a`. The game's own facts
(who went first, the cards drawn and played) come from its adapter (GameAdapter.game_facts).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.core.exceptions import ValidationError

from .models import MatchRun, first_places

SAMPLE = 20  # games listed for a figure; "20 of 312" says how many it counts
MAX_TURNS = 100_000


def _letter(value: str, entrants: int, what: str) -> int:
    index = ord(value.lower()) - ord("a") if len(value) == 1 else -1
    if not 0 <= index < entrants:
        letters = ", ".join(chr(ord("a") + e) for e in range(entrants))
        raise ValidationError(f"{what} is an entrant's letter ({letters}); {value[:10]!r} is not one.")
    return index


@dataclass(frozen=True)
class GameFilter:
    """Which games of a run a figure counts (every field None: all of them)."""

    winner: int | None = None  # entrant index, or -1 for a game without a single winner
    reason: str | None = None
    termination: str | None = None
    turns: tuple[int, int] | None = None  # inclusive range
    first: int | None = None  # the entrant that went first
    card: str | None = None
    side: int | None = None  # whose card: the entrant that drew or played it
    played: bool = False  # the card was played (else: drawn)

    @classmethod
    def from_query(cls, query, entrants: int) -> GameFilter:
        """The filter a report link's query names; a ValidationError in words for a part that cannot be read."""
        kw: dict = {}
        winner = query.get("winner")
        if winner:
            kw["winner"] = -1 if winner == "draw" else _letter(winner, entrants, "winner")
        for key in ("reason", "termination"):
            if query.get(key):
                kw[key] = query[key][:32]
        turns = query.get("turns")
        if turns:
            low, _, high = turns.partition("-")
            try:
                span = (int(low), int(high or low))
            except ValueError:
                raise ValidationError(f"turns is a number or a range like 10-14, not {turns[:20]!r}.") from None
            if not 0 <= span[0] <= span[1] <= MAX_TURNS:
                raise ValidationError("turns is a range from a low number to a high one, like 10-14.")
            kw["turns"] = span
        if query.get("first"):
            kw["first"] = _letter(query["first"], entrants, "first")
        if query.get("card"):
            kw["card"] = query["card"][:80]
            kw["side"] = _letter(query.get("side") or "a", entrants, "side")
            where = query.get("in") or "drawn"
            if where not in ("drawn", "played"):
                raise ValidationError(f"in is drawn or played, not {where[:20]!r}.")
            kw["played"] = where == "played"
        return cls(**kw)

    def words(self, names: dict[str, str] | None = None, noun: str = "entrant") -> str:
        """What the filter picks, in a sentence's words: 'deck A drew Cool Dog, deck A went first' (`noun`:
        how the game's pages name an entrant)."""

        def _who(entrant: int | None) -> str:
            return f"{noun} {chr(ord('A') + (entrant or 0))}"

        parts = []
        if self.card:
            card = (names or {}).get(self.card, self.card)
            parts.append(f"{_who(self.side)} {'played' if self.played else 'drew'} {card}")
        if self.first is not None:
            parts.append(f"{_who(self.first)} went first")
        if self.winner is not None:
            parts.append("no single winner" if self.winner < 0 else f"{_who(self.winner)} won")
        if self.reason:
            parts.append(f"ended by {self.reason}")
        if self.termination:
            parts.append(f"ended at {self.termination}" if self.termination == "turn limit"
                         else f"ended by {self.termination}")
        if self.turns:
            low, high = self.turns
            parts.append(f"lasted {low} turns" if low == high else f"lasted {low} to {high} turns")
        return ", ".join(parts)


def games_behind(run: MatchRun, adapter, found: GameFilter, sample: int = SAMPLE) -> dict:
    """The games of `run` the filter counts: how many, and up to `sample` of them spread evenly over the run
    (game index order), each with its winner, ending and length for the list."""
    owner = [entrant.index for entrant in run.entrant_list() for _ in entrant.seats.all()]
    rows = run.results.order_by("game_index")
    if found.reason:
        rows = rows.filter(reason=found.reason)
    if found.termination:
        rows = rows.filter(termination=found.termination)
    if found.turns:
        rows = rows.filter(turns__gte=found.turns[0], turns__lte=found.turns[1])
    needs_facts = found.first is not None or found.card is not None
    columns = ("game_index", "places", "reason", "turns") + (("data",) if needs_facts else ())
    matched = []
    for row in rows.values_list(*columns).iterator(chunk_size=2000):
        index, places, reason, turns = row[:4]
        winners = {owner[s] for s in first_places(places)}
        winner = winners.pop() if len(winners) == 1 else -1
        if found.winner is not None and winner != found.winner:
            continue
        if needs_facts:
            facts = adapter.game_facts(row[4])
            if found.first is not None and facts.get("first") != found.first:
                continue
            if found.card is not None:
                held = facts.get("played" if found.played else "drawn") or []
                if found.side is None or found.side >= len(held) or found.card not in held[found.side]:
                    continue
        matched.append((index, winner, reason, turns))
    step = max(1, len(matched) / sample) if matched else 1
    picked = [matched[int(k * step)] for k in range(min(sample, len(matched)))]
    return {"count": len(matched), "games": [{"index": i, "winner": "" if w < 0 else chr(ord("A") + w),
                                               "reason": r, "turns": t} for i, w, r, t in picked]}


def length_buckets(histogram: list[tuple[int, int]], parts: int = 6) -> list[dict]:
    """Game lengths (turns, games) grouped in up to `parts` ranges of whole turns, each with its games and
    its `turns` query ('10-14'): the links under a length chart."""
    if not histogram:
        return []
    low, high = histogram[0][0], histogram[-1][0]
    width = max(1, -(-(high - low + 1) // parts))
    out = []
    for start in range(low, high + 1, width):
        stop = min(high, start + width - 1)
        games = sum(n for t, n in histogram if start <= t <= stop)
        if games:
            out.append({"low": start, "high": stop, "games": games,
                        "query": str(start) if start == stop else f"{start}-{stop}"})
    return out
