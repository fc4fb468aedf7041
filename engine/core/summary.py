"""Match summaries for any game, from per-game rows (engine/core/match.py describes the generic keys).

An entrant is a team (one seat in 1 vs 1 or a free-for-all, two in Doubles): a game its seats win together
is a win for it, not a draw. Per entrant (an entry of meta["players"]): wins (first place alone), win rate
with a 95% Wilson interval, games it shared first place (draws), mean place (1 = first), how often it took
each place and how often it went out 1st, 2nd, ... Over the match: draws (games where first place was
shared), terminations and reasons, wins per seat (every seat of the winning team counts the win), the turns,
actions and eliminations per game. Then the game's summary_hook adds its own figures. Floats are rounded to
4 places and rows are taken in game_index order, so the same rows in any order give the same
dict[str, Any], and to_json the same bytes."""
from __future__ import annotations

import json
import math
from collections.abc import Iterable
from typing import Any

Z95 = 1.959963984540054  # two-sided 95% normal quantile
DIGITS = 4


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default); (0, 0) when n is 0."""
    if n <= 0:
        return 0.0, 0.0
    p = successes / n
    z2 = z * z
    den = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def rounded(x: float) -> float:
    """A float rounded to the summary's 4 places."""
    return round(float(x), DIGITS)


def distribution(values: Iterable[int]) -> dict[str, Any]:
    """Mean, min, quartiles, max and a value -> count histogram (keys as strings, in numeric order)."""
    v = sorted(values)
    if not v:
        return {"mean": 0.0, "min": 0, "p25": 0, "median": 0, "p75": 0, "max": 0, "histogram": {}}
    n = len(v)

    def q(f: float) -> int:
        return v[min(n - 1, int(f * (n - 1) + 0.5))]
    hist: dict[str, int] = {}
    for x in v:
        hist[str(x)] = hist.get(str(x), 0) + 1
    return {"mean": rounded(sum(v) / n), "min": v[0], "p25": q(0.25), "median": q(0.5), "p75": q(0.75),
            "max": v[-1], "histogram": dict(sorted(hist.items(), key=lambda kv: int(kv[0])))}


def _counts(values: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for v in values:
        out[v] = out.get(v, 0) + 1
    return dict(sorted(out.items()))


def summarize(game: Any, rows: Iterable[dict[str, Any]], meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The summary of a match from its rows (any order); `meta` (players, seed, setup ...) is copied in
    under "match"; `game.summary_hook(rows, summary)`, when the game has one, adds the game's figures."""
    rs = sorted(rows, key=lambda r: r["game_index"])
    games = len(rs)
    labels = list((meta or {}).get("players") or [])
    entrants = len(rs[0]["places"]) if rs else len(labels)
    if len(labels) != entrants:
        labels = [f"entrant {e}" for e in range(entrants)]
    wins = [0] * entrants
    shared = [0] * entrants
    place_sum = [0] * entrants
    places = [[0] * entrants for _ in range(entrants)]  # [entrant][place]
    out_order = [[0] * max(1, entrants - 1) for _ in range(entrants)]  # [entrant][k-th out]
    never_out = [0] * entrants
    seat_wins = [0] * (len(rs[0]["seating"]) if rs else entrants)
    draws = 0
    for r in rs:
        pl = r["places"]
        first = [e for e in range(entrants) if pl[e] == 0]
        if len(first) == 1:
            wins[first[0]] += 1
            for s, e in enumerate(r["seating"]):
                if e == first[0]:
                    seat_wins[s] += 1
        else:
            draws += 1
            for e in first:
                shared[e] += 1
        for e in range(entrants):
            place_sum[e] += pl[e]
            places[e][min(pl[e], entrants - 1)] += 1
        gone = r.get("eliminated") or []
        for k, e in enumerate(gone):
            out_order[e][min(k, len(out_order[e]) - 1)] += 1
        for e in set(range(entrants)) - set(gone):
            never_out[e] += 1
    blocks = []
    for e in range(entrants):
        lo, hi = wilson(wins[e], games)
        blocks.append({
            "entrant": e, "player": labels[e], "wins": wins[e], "win_rate": rounded(wins[e] / games) if games else 0.0,
            "ci_low": rounded(lo), "ci_high": rounded(hi), "draws": shared[e],
            "mean_place": rounded(1 + place_sum[e] / games) if games else 0.0,
            "places": {str(k + 1): places[e][k] for k in range(entrants)},
            "out_order": out_order[e], "never_out": never_out[e],
        })
    summary: dict[str, Any] = {
        "games": games,
        "entrants": blocks,
        "draws": draws,
        "terminations": _counts(r["termination"] for r in rs),
        "reasons": _counts(r["reason"] for r in rs),
        "seat_wins": seat_wins,
        "turns": distribution(r["turns"] for r in rs),
        "actions": distribution(r["actions"] for r in rs),
        "eliminations": distribution(len(r.get("eliminated") or []) for r in rs),
    }
    if meta:
        summary["match"] = meta
    hook = getattr(game, "summary_hook", None)
    if hook is not None:
        hook(rs, summary)
    return summary


def to_json(summary: dict[str, Any], indent: int | None = 2) -> str:
    """The summary as JSON text with sorted keys: equal summaries give byte-identical text."""
    return json.dumps(summary, sort_keys=True, indent=indent)
