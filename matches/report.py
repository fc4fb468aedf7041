"""The run page's deeper report, read from the stored game rows: per card, drawn and played win rates with
their intervals and their difference from the deck's own win rate, the same on the play and on the draw;
mulligans and the win rate after one; and the interval of a gauntlet's weighted average.

A finished run never changes: its report is computed once and stored on the run (stored_report).
"""

from __future__ import annotations

import math

from django.core.cache import cache

from .engine_bridge import a_first as went_first
from .engine_bridge import wilson, winner_side
from .models import MatchRun

Z95 = 1.959963984540054
CACHE_SECONDS = 24 * 3600
# Differences from the deck's average are coloured up to this size (full colour at or beyond it).
COLOUR_SPAN = 0.15


def _rate(wins: int, games: int) -> dict:
    low, high = wilson(wins, games)
    return {"games": games, "wins": wins, "rate": round(wins / games, 4) if games else None,
            "low": round(low, 4), "high": round(high, 4)}


def _vs_average(block: dict, average: float) -> dict:
    """The block with its difference from the deck's average, and whether its interval leaves the average
    out (then the difference is more than the luck of the draw at 95%)."""
    if block["rate"] is None:
        return {**block, "diff": None, "clear": False, "colour": ""}
    diff = round(block["rate"] - average, 4)
    clear = block["low"] > average or block["high"] < average
    return {**block, "diff": diff, "clear": clear, "colour": colour(diff, clear)}


def colour(diff: float, clear: bool) -> str:
    """A background for a difference: green above the average, red below, stronger when larger; faint when
    the interval still holds the average."""
    strength = min(1.0, abs(diff) / COLOUR_SPAN) * (0.55 if clear else 0.22)
    hue = 130 if diff > 0 else 0
    return f"hsla({hue}, 60%, 45%, {strength:.2f})"


def mulligans(actions: str, a_first: bool) -> tuple[bool, bool]:
    """(deck A took a mulligan, deck B took one) from a game's action texts: the opening actions are the
    mulligan answers, the player going first answering first (R7)."""
    answers = []
    for text in actions.split(";"):
        if not text.startswith("mulligan"):
            break
        answers.append(text.strip() == "mulligan yes")
    first, second = (answers + [False, False])[:2]
    return (first, second) if a_first else (second, first)


def stored_report(run, build) -> dict:
    """A finished run's report: computed once by `build()` and kept on the run, so the first view of a big
    run pays for it once and every later view reads one column (not a cache that may be cleared or down).
    Kept only for a finished run, and computed again if the run has grown since (more games than the
    report counted)."""
    if run.status != MatchRun.Status.DONE:
        return build()
    if run.report and run.report.get("games") == run.games:
        return run.report["data"]
    data = build()
    run.report = {"games": run.games, "data": data}
    MatchRun.objects.filter(pk=run.pk).update(report=run.report)
    return data


def run_report(run) -> dict:
    """Per side ("a", "b"): the deck's win rate, per-card rows and the mulligan block."""
    # A run that plays more games, or a cancelled one whose last chunk adds its games, is another report.
    counted = (run.summary or {}).get("games", "")
    key = f"run-report:{run.pk}:{run.finished_at.isoformat() if run.finished_at else ''}:{run.games}:{counted}"
    found = cache.get(key)
    if found is None:
        found = _build(run)
        if run.finished_at:
            cache.set(key, found, CACHE_SECONDS)
    return found


def _build(run) -> dict:
    from cards.models import Card

    rows = [(winner_side(places), went_first(data), data, actions)
            for places, data, actions in run.results.values_list("places", "data", "actions")]
    out = {}
    slugs = set()
    for side in ("a", "b"):
        games = len(rows)
        wins = sum(w == side for w, *_ in rows)
        average = wins / games if games else 0.0
        cards: dict[str, dict] = {}
        mull = {"took": [0, 0], "kept": [0, 0]}  # [games, wins]
        for winner, a_first, data, actions in rows:
            won = winner == side
            on_play = a_first if side == "a" else not a_first
            took = mulligans(actions, a_first)[0 if side == "a" else 1]
            block = mull["took" if took else "kept"]
            block[0] += 1
            block[1] += won
            for slug in data.get(f"drawn_{side}", ()):
                c = cards.setdefault(slug, {"drawn": [0, 0], "played": [0, 0], "play": [0, 0], "draw": [0, 0]})
                c["drawn"][0] += 1
                c["drawn"][1] += won
                c["play" if on_play else "draw"][0] += 1
                c["play" if on_play else "draw"][1] += won
            for slug in data.get(f"played_{side}", ()):
                c = cards.setdefault(slug, {"drawn": [0, 0], "played": [0, 0], "play": [0, 0], "draw": [0, 0]})
                c["played"][0] += 1
                c["played"][1] += won
        slugs |= set(cards)
        out[side] = {
            "games": games, "win_rate": round(average, 4),
            "cards": [{"card": slug, **{k: _vs_average(_rate(w, n), average) for k, (n, w) in c.items()}}
                      for slug, c in sorted(cards.items())],
            "mulligan": {"rate": round(mull["took"][0] / games, 4) if games else None,
                         "took": _vs_average(_rate(mull["took"][1], mull["took"][0]), average),
                         "kept": _vs_average(_rate(mull["kept"][1], mull["kept"][0]), average)},
        }
    names = dict(Card.objects.filter(slug__in=slugs).values_list("slug", "name"))
    for side in ("a", "b"):
        for row in out[side]["cards"]:
            row["name"] = names.get(row["card"], row["card"])
        out[side]["cards"].sort(key=lambda r: (-(r["drawn"]["diff"] or 0), r["name"]))
    return out


def weighted_interval(rows) -> tuple[float, float] | None:
    """A 95% interval for a weighted average of independent win rates, sum(w_i p_i) / sum(w_i).

    Each opponent's rate p_i comes from its own n_i games, independent of the others, so the variance of
    the average is sum((w_i / W)^2 p_i (1 - p_i) / n_i) with W = sum(w_i); the interval is the average
    plus or minus 1.96 standard errors (the normal approximation), clipped to [0, 1]. `rows` are
    (weight, win rate, games) of the opponents with a result."""
    rows = [(w, p, n) for w, p, n in rows if n and w > 0]
    total = sum(w for w, _, _ in rows)
    if not total:
        return None
    mean = sum(w * p for w, p, _ in rows) / total
    variance = sum((w / total) ** 2 * p * (1 - p) / n for w, p, n in rows)
    half = Z95 * math.sqrt(variance)
    return max(0.0, mean - half), min(1.0, mean + half)
