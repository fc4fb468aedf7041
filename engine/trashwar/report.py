"""The report of a Trash War match: the figures the command line prints and the site shows.

`match_report(rows, players)` reads the match rows of `play_indexed` (engine/core/match.py gives the generic
keys: places and eliminated per entrant, seating, turns, actions, termination; this game adds
elimination_turns and first_seat). An entrant is one `players` entry; entrants rotate seats, entrant e
sitting in seat (e + game) mod N, so a figure "per entrant" compares the AIs and a figure "per table seat"
shows whether the seat itself matters. Per entrant: wins (last fortress standing), the win rate with its 95%
Wilson interval, how often it took each place, the mean place, and how often it was the first one out (with
its interval). Per table seat: wins and first eliminations. Then the player who took the first turn (TW5),
how games ended, and the game length: turns, actions and the turn of the first elimination.

`report_text(report, title)` is that report as the text the command line prints. Both are pure functions
of the rows: the same rows in any order give the same report."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..core.summary import distribution, rounded, wilson


def _rate(k: int, n: int) -> dict[str, Any]:
    lo, hi = wilson(k, n)
    return {"count": k, "rate": rounded(k / n) if n else 0.0, "ci_low": rounded(lo), "ci_high": rounded(hi)}


def match_report(rows: Iterable[dict[str, Any]], players: Sequence[str] | None = None) -> dict[str, Any]:
    """The match's figures from its rows (see the module docstring); `players` labels the entrants."""
    rs = sorted(rows, key=lambda r: r["game_index"])
    games = len(rs)
    n = len(rs[0]["places"]) if rs else len(players or ())
    labels = list(players) if players is not None and len(players) == n else [f"entrant {e + 1}" for e in range(n)]
    wins, shared, place_sum = [0] * n, [0] * n, [0] * n
    places = [[0] * n for _ in range(n)]  # [entrant][place]
    out_first, seat_wins, seat_out_first = [0] * n, [0] * n, [0] * n
    first_games = first_wins = no_elimination = 0
    for r in rs:
        pl, seating, gone = r["places"], r["seating"], r.get("eliminated") or []
        top = [e for e in range(n) if pl[e] == 0]
        if len(top) == 1:
            wins[top[0]] += 1
            seat_wins[seating.index(top[0])] += 1
        else:
            for e in top:
                shared[e] += 1
        for e in range(n):
            place_sum[e] += pl[e]
            places[e][min(pl[e], n - 1)] += 1
        if gone:
            out_first[gone[0]] += 1
            seat_out_first[seating.index(gone[0])] += 1
        else:
            no_elimination += 1
        if r.get("first_seat") is not None:
            first_games += 1
            first_wins += int(len(top) == 1 and seating[r["first_seat"]] == top[0])
    entrants = []
    for e in range(n):
        win = _rate(wins[e], games)
        entrants.append({
            "entrant": e, "player": labels[e], "games": games, "wins": wins[e], "win_rate": win["rate"],
            "ci_low": win["ci_low"], "ci_high": win["ci_high"], "shared_first": shared[e],
            "places": [places[e][k] for k in range(n)],
            "place_rates": [rounded(places[e][k] / games) if games else 0.0 for k in range(n)],
            "mean_place": rounded(1 + place_sum[e] / games) if games else 0.0,
            "out_first": _rate(out_first[e], games),
        })
    table = [{"seat": s, "wins": _rate(seat_wins[s], games), "out_first": _rate(seat_out_first[s], games)}
             for s in range(n)]
    ended: dict[str, int] = {}
    for r in rs:
        ended[r["termination"]] = ended.get(r["termination"], 0) + 1
    firsts = [r["elimination_turns"][0] for r in rs if r.get("elimination_turns")]
    return {
        "games": games, "seats": n, "entrants": entrants, "table_seats": table,
        "draws": sum(1 for r in rs if sum(1 for p in r["places"] if p == 0) > 1),
        "no_elimination": no_elimination,
        "first_player": _rate(first_wins, first_games) | {"games": first_games},
        "terminations": dict(sorted(ended.items())),
        "length": {"turns": distribution(r["turns"] for r in rs), "actions": distribution(r["actions"] for r in rs),
                   "first_elimination_turn": distribution(firsts)},
    }


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _interval(r: dict[str, Any]) -> str:
    return f"{_pct(r['ci_low'])} - {_pct(r['ci_high'])}"


def _ordinal(k: int) -> str:
    return f"{k}{'st' if k == 1 else 'nd' if k == 2 else 'rd' if k == 3 else 'th'}"


def report_text(report: dict[str, Any], title: str = "Trash War", seed: int | None = None) -> str:
    """The report as text: a table per entrant, one per table seat, then how games ended and their length."""
    n, games = report["seats"], report["games"]
    seed_text = f", seed {seed}" if seed is not None else ""
    out = [f"{title}: {n} seats, {games} games{seed_text} (entrant e sits in seat (e + game) mod {n}, "
           "so every entrant plays every seat)", ""]
    head = f"{'':<4}{'player':<14}{'wins':>6}{'win rate':>10}  {'95% interval':<17}{'mean place':>11}"
    head += "".join(f"{_ordinal(k + 1):>7}" for k in range(n)) + f"{'out 1st':>9}  {'95% interval':<15}"
    out += ["per entrant: wins, places (how many games it finished 1st, 2nd, ...) and how often it went out first",
            head.rstrip()]
    for e in report["entrants"]:
        line = (f"{e['entrant'] + 1:<4}{e['player']:<14}{e['wins']:>6}{_pct(e['win_rate']):>10}  "
                f"{_pct(e['ci_low']) + ' - ' + _pct(e['ci_high']):<17}{e['mean_place']:>11.2f}")
        line += "".join(f"{c:>7}" for c in e["places"])
        line += f"{e['out_first']['count']:>9}  {_interval(e['out_first']):<15}"
        out.append(line.rstrip())
    out += ["", "per table seat (whoever sits there): wins and first eliminations",
            f"{'seat':<6}{'wins':>6}{'win rate':>10}  {'95% interval':<17}{'out 1st':>8}{'rate':>8}"]
    for s in report["table_seats"]:
        w, f = s["wins"], s["out_first"]
        out.append(f"{s['seat'] + 1:<6}{w['count']:>6}{_pct(w['rate']):>10}  {_interval(w):<17}"
                   f"{f['count']:>8}{_pct(f['rate']):>8}".rstrip())
    fp = report["first_player"]
    out.append("")
    if fp["games"]:
        out.append(f"the player who took the first turn (TW5) won {fp['count']} of {fp['games']} games: "
                   f"{_pct(fp['rate'])} ({_interval(fp)}; an even share is {_pct(1 / n)})")
    out.append("how games ended: " + ", ".join(f"{k} {v}" for k, v in report["terminations"].items())
               + f"; draws (first place shared) {report['draws']}; games with no one out {report['no_elimination']}")
    t, a, f1 = report["length"]["turns"], report["length"]["actions"], report["length"]["first_elimination_turn"]
    out.append(f"game length in turns: mean {t['mean']:.1f}, median {t['median']}, middle half {t['p25']}-{t['p75']}, "
               f"range {t['min']}-{t['max']}; actions per game: mean {a['mean']:.1f}")
    if f1["histogram"]:
        out.append(f"first elimination at turn: mean {f1['mean']}, median {f1['median']}, range {f1['min']}-{f1['max']}")
    return "\n".join(out) + "\n"
