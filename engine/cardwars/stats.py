"""Match statistics from per-game result rows: `summarize(results)` is the one summary both the
simulator (play_match) and the site's workers (GameResult rows) report, so the two agree exactly.

Deck A and deck B are the two decks of a match whatever seat they sat in. A result row holds only what
the summary needs (GameResult below). Win rates count draws as non-wins: win_rate_a = wins_a / games,
with a 95% Wilson score interval. Floats are rounded to 4 places, so the JSON is byte-identical."""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from ..core.summary import distribution, rounded, wilson


@dataclass(frozen=True)
class GameResult:
    """One game of a match, from deck A's and deck B's sides (not seats)."""

    game_index: int
    seed: int
    seat_a: int  # the seat deck A sat in (0 or 1)
    first_player: int  # the seat that went first
    winner: str | None  # "a", "b" or None for a draw
    reason: str  # "hp", "turn limit" or a Hero's own win ("deck": Billy)
    turns: int
    hp_a: int
    hp_b: int
    drawn_a: tuple = ()  # slugs of deck A's cards that reached its hand (after the mulligan), sorted
    drawn_b: tuple = ()
    played_a: tuple = ()  # slugs deck A played from hand, sorted
    played_b: tuple = ()
    actions: int = 0

    @property
    def a_on_play(self) -> bool:
        """True when deck A went first."""
        return self.first_player == self.seat_a

    def to_dict(self) -> dict:
        """JSON form (lists for the slug sets)."""
        return {"game_index": self.game_index, "seed": self.seed, "seat_a": self.seat_a,
                "first_player": self.first_player, "winner": self.winner, "reason": self.reason,
                "turns": self.turns, "hp_a": self.hp_a, "hp_b": self.hp_b,
                "drawn_a": list(self.drawn_a), "drawn_b": list(self.drawn_b),
                "played_a": list(self.played_a), "played_b": list(self.played_b), "actions": self.actions}

    @classmethod
    def from_dict(cls, d: dict) -> GameResult:
        """From JSON form (or a database row turned into a dict)."""
        return cls(d["game_index"], d["seed"], d["seat_a"], d["first_player"], d["winner"], d["reason"],
                   d["turns"], d["hp_a"], d["hp_b"], tuple(d.get("drawn_a", ())), tuple(d.get("drawn_b", ())),
                   tuple(d.get("played_a", ())), tuple(d.get("played_b", ())), d.get("actions", 0))


def _r(x: float) -> float:
    return rounded(x)


def _rate_block(games, wins_a, wins_b, draws) -> dict:
    lo, hi = wilson(wins_a, games)
    return {"games": games, "wins_a": wins_a, "wins_b": wins_b, "draws": draws,
            "win_rate_a": _r(wins_a / games) if games else 0.0, "ci_low_a": _r(lo), "ci_high_a": _r(hi)}


def _distribution(values) -> dict:
    """Mean, min, quartiles, max and a value -> count histogram (the core's, engine.core.summary)."""
    return distribution(values)


def _overkill(hps) -> dict:
    """How many games a hero's HP went below 0, and by how much on average in those games."""
    below = [-hp for hp in hps if hp < 0]
    return {"games": len(below), "mean": _r(sum(below) / len(below)) if below else 0.0}


def _cards(results, side) -> list:
    """Per card of one deck: games drawn / played and the deck's win rate in those games."""
    won = {r.game_index: r.winner == side for r in results}
    rows = {}
    for r in results:
        drawn = r.drawn_a if side == "a" else r.drawn_b
        played = r.played_a if side == "a" else r.played_b
        for slug in drawn:
            rows.setdefault(slug, [0, 0, 0, 0])
            rows[slug][0] += 1
            rows[slug][1] += won[r.game_index]
        for slug in played:
            rows.setdefault(slug, [0, 0, 0, 0])
            rows[slug][2] += 1
            rows[slug][3] += won[r.game_index]
    n = len(results)
    wins = sum(won.values())
    out = []
    for slug, (d, dw, p, pw) in sorted(rows.items()):
        nd_games, nd_wins = n - d, wins - dw
        out.append({"card": slug, "drawn": d, "drawn_wins": dw, "drawn_win_rate": _r(dw / d) if d else 0.0,
                    "played": p, "played_wins": pw, "played_win_rate": _r(pw / p) if p else 0.0,
                    "not_drawn": nd_games,
                    "not_drawn_win_rate": _r(nd_wins / nd_games) if nd_games else 0.0})
    return out


def summarize(results, meta: dict | None = None) -> dict:
    """The match summary from GameResult rows (or their dicts), in any order; `meta` (decks, players, seed,
    ...) is copied in under "match". Deterministic: the same rows give the same dict."""
    rows = sorted((r if isinstance(r, GameResult) else GameResult.from_dict(r) for r in results),
                  key=lambda r: r.game_index)
    wb = sum(r.winner == "b" for r in rows)
    reasons = {"a": {}, "b": {}, "draw": {}}
    for r in rows:
        k = r.winner or "draw"
        reasons[k][r.reason] = reasons[k].get(r.reason, 0) + 1
    play = [r for r in rows if r.a_on_play]
    draw = [r for r in rows if not r.a_on_play]

    def block(rs):
        a = sum(r.winner == "a" for r in rs)
        b = sum(r.winner == "b" for r in rs)
        return _rate_block(len(rs), a, b, len(rs) - a - b)
    out = block(rows)
    out.update({
        "losses_a": wb,
        "reasons": {k: dict(sorted(v.items())) for k, v in reasons.items()},
        "a_on_play": block(play),
        "a_on_draw": block(draw),
        "turns": _distribution([r.turns for r in rows]),
        # A hero knocked out ends at 0 HP in the figures, however far below damage took it; how far it went
        # below is the overkill, counted over the games where it did (R22: a hero at 0 HP or less has lost).
        "final_hp": {"a": _distribution([max(0, r.hp_a) for r in rows]),
                     "b": _distribution([max(0, r.hp_b) for r in rows])},
        "overkill": {"a": _overkill([r.hp_a for r in rows]), "b": _overkill([r.hp_b for r in rows])},
        "cards": {"a": _cards(rows, "a"), "b": _cards(rows, "b")},
    })
    if meta:
        out["match"] = meta
    return out


def to_json(summary: dict, indent: int | None = 2) -> str:
    """The summary as JSON text: sorted keys, so equal summaries give byte-identical text."""
    return json.dumps(summary, sort_keys=True, indent=indent)


@dataclass
class Tally:
    """A running count for progress displays (wins so far), fed GameResults as they arrive."""

    games: int = 0
    wins_a: int = 0
    wins_b: int = 0
    seen: set = field(default_factory=set)

    def add(self, r: GameResult) -> None:
        """Count one game (a re-delivered game index is counted once)."""
        if r.game_index in self.seen:
            return
        self.seen.add(r.game_index)
        self.games += 1
        self.wins_a += r.winner == "a"
        self.wins_b += r.winner == "b"
