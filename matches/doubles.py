"""Card Wars Doubles on the site (RULES.md R26-R43): team A (decks A1, A2) against team B (decks B1, B2).

A Doubles run has two entrants of two seats: entrant 0 is team A (seats A1, A2), entrant 1 team B (B1, B2),
so the run's seats are A1 A2 B1 B2 and a result's places are [A1's, A2's, B1's, B2's] (teammates share one).
At the table they sit A1 B1 A2 B2 in turn order (the engine's seats 0-3); game i starts with seat i % 4
(R37), so each team goes first in half the games. Game i of a run is the engine's `play_doubles_indexed`
game i with the run's seed: the same decks, seed and AIs give the same games as
`manage.py simulate --format doubles A1 A2 B1 B2`, and the summary is the engine's (`summarize_doubles`)
plus per-deck card stats. A result's `data` is the engine's row: who went first, both teams' HP, each
team's and each seat's cards drawn and played.
"""

from __future__ import annotations

import re

from cards.engine_defs import card_pool
from cards.models import Card
from engine import (
    compact_actions,
    doubles_game_setup,
    new_game,
    play_doubles_indexed,
    record_from_compact,
    summarize_doubles,
    wilson,
)

from . import engine_bridge
from .charts import histogram_svg
from .models import GameResult, MatchRun

RUN_SEATS = ("A1", "A2", "B1", "B2")  # the run's seats: entrant 0's two, then entrant 1's
TABLE_SEATS = ("A1", "B1", "A2", "B2")  # the engine's seats 0-3, in turn order (R26)
RUN_SEAT_AT_TABLE = (0, 2, 1, 3)  # the engine seat of each run seat


def seat_places(row: dict) -> list[int]:
    """The places of the run's seats A1 A2 B1 B2 from the engine row's places per team [A, B]."""
    a, b = row["places"]
    return [a, a, b, b]


class DoublesMatch:
    """The engine side of a Doubles run: the four one-deck setups (A1, A2, B1, B2) and the AIs."""

    def __init__(self, run: MatchRun, pool=None):
        pool = pool or card_pool()
        self.run = run
        self.key = engine_bridge._run_key(run)
        self.decks = tuple(pool.setup(engine_bridge.player_setup(v)) for v in run.decks())
        self.players = run.players()

    @classmethod
    def for_run(cls, run: MatchRun) -> DoublesMatch:
        """The run's match, built once per worker process (as engine_bridge.Match.for_run)."""
        hit = _MATCHES.pop(run.pk, None)
        match = hit if hit is not None and hit.key == engine_bridge._run_key(run) else cls(run)
        match.run = run
        _MATCHES[run.pk] = match
        while len(_MATCHES) > engine_bridge.RUNS_KEPT:
            del _MATCHES[next(iter(_MATCHES))]
        return match

    def play(self, index: int, stop=None) -> GameResult:
        """Game `index` of the run, as an unsaved row; `stop()` is asked at every turn (engine.GameStopped)."""
        row, record = play_doubles_indexed(self.decks, self.run.seed, index, self.players, self.run.turn_limit,
                                           stop=stop)
        return GameResult(run=self.run, game_index=index, places=seat_places(row), termination=row["termination"],
                          reason=row["reason"], turns=row["turns"], seed=row["seed"], data=row,
                          actions=compact_actions(record))

    def record(self, row: GameResult):
        """The engine's GameRecord of a stored game (setup, seed, actions)."""
        setup = doubles_game_setup(self.decks, row.game_index, self.run.turn_limit)
        return record_from_compact(setup, row.seed, row.actions)


_MATCHES: dict[int, DoublesMatch] = {}


def match_meta(run: MatchRun) -> dict:
    """What the summary records of the run: the decks and AIs seat by seat (A1 A2 B1 B2), as the command
    line's `simulate --format doubles` does."""
    players = list(run.players())
    return {"format": "doubles", "decks": [v.deck.name for v in run.decks()], "seed": run.seed,
            "players": [" & ".join(players[:2]), " & ".join(players[2:])], "seat_players": players,
            "turn_limit": run.turn_limit}


def summary_from_rows(run: MatchRun) -> dict:
    """The engine's Doubles summary of the run's stored games, with each deck's card stats (`deck_cards`)."""
    rows = list(run.results.values_list("data", flat=True))
    meta = match_meta(run)
    summary = summarize_doubles(rows, meta["decks"], meta)
    summary["deck_cards"] = deck_cards(rows)
    return summary


def deck_cards(rows: list[dict]) -> dict[str, list[dict]]:
    """Per deck (A1, A2, B1, B2): each of its cards, the games it reached that player's hand and was played
    by them, and the team's win rate in those games (the played rate with its 95% interval)."""
    out = {}
    for name, table_seat in zip(RUN_SEATS, RUN_SEAT_AT_TABLE, strict=True):
        team = name[0].lower()
        counts: dict[str, list[int]] = {}
        for r in rows:
            won = int(r.get("winner") == team)
            for key, k in (("seat_drawn", 0), ("seat_played", 2)):
                for card in r.get(key, [[]] * 4)[table_seat]:
                    c = counts.setdefault(card, [0, 0, 0, 0])
                    c[k] += 1
                    c[k + 1] += won
        table = []
        for card, (drawn, drawn_won, played, played_won) in sorted(counts.items()):
            low, high = wilson(played_won, played)
            table.append({"card": card, "drawn": drawn,
                          "drawn_win_rate": round(drawn_won / drawn, 4) if drawn else None,
                          "played": played, "played_win_rate": round(played_won / played, 4) if played else None,
                          "played_ci": [round(low, 4), round(high, 4)] if played else None})
        out[name] = table
    return out


def winner_team(places) -> str:
    """'a' or 'b' for the team alone in first place of a Doubles result (seats A1 A2 B1 B2), '' for a draw."""
    return "" if places[0] == places[2] else ("a" if places[0] < places[2] else "b")


def record_dict(row: GameResult) -> dict:
    """A stored game as the engine's GameRecord JSON, with the winning team and the seats."""
    data = DoublesMatch.for_run(row.run).record(row).to_dict()
    data["outcome"] = {"winner": winner_team(row.places) or None, "reason": row.reason}
    data["seats"] = list(TABLE_SEATS)
    return data


# ---- the replay: each action with the 8 Lanes as the table sits and both teams' HP -------------------------


def lanes_of_table(players: list[dict], names: dict) -> list[dict]:
    """The 8 Lanes from team A's side (RULES.md R26's table): Lane 1-4 are A1's Landscapes 1-4 facing
    B1-4, B1-3, B2-2, B2-1; Lanes 5-8 are A2's facing B2-4, B2-3, B1-2, B1-1 (engine lane i faces 3 - i)."""
    def spot(seat: int, lane: int) -> dict:
        s = players[seat]["lanes"][lane]
        creature, building = s.get("creature"), s.get("building")
        return {"seat": TABLE_SEATS[seat], "landscape": s["landscape"], "number": lane + 1,
                "face_down": s.get("face_down", False), "frozen": s.get("frozen", False),
                "creature": {"name": names.get(creature["card"], creature["card"]), "slug": creature["card"],
                             "damage": creature.get("damage", 0), "state": creature.get("state", "ready"),
                             "atk": creature.get("atk"), "def": creature.get("def")} if creature else None,
                "building": {"name": names.get(building["card"], building["card"]),
                             "state": building.get("state", "ready")} if building else None}

    out = []
    for a_seat, facing in ((0, (1, 1, 3, 3)), (2, (3, 3, 1, 1))):  # A1's Lanes face B1 then B2; A2's B2 then B1
        for lane in range(4):
            out.append({"number": len(out) + 1, "a": spot(a_seat, lane), "b": spot(facing[lane], 3 - lane)})
    return out


def board(position: dict, names: dict) -> dict:
    """What the replay draws after an action: both teams' HP, each player's hand, deck, discard pile and
    Teamwork card, and the 8 Lanes."""
    players = position["players"]
    seats = []
    for seat, p in enumerate(players):
        hand = [names.get(str(c).split("#")[0], c) if isinstance(c, str) else names.get(c.get("card"), c.get("card"))
                for c in p["hand"]]
        work = p.get("teamwork")
        work_slug = (work.split("#")[0] if isinstance(work, str) else work.get("card")) if work else None
        seats.append({"seat": TABLE_SEATS[seat], "hand": hand, "deck_left": len(p["deck"]),
                      "discard": len(p["discard"]), "teamwork": names.get(work_slug, work_slug) if work_slug else None,
                      "active": position.get("active") == seat and position.get("phase") != "mulligan"})
    # R34: a team's pool is the hp of its first seat (A1, B1); the screen stops at 0
    return {"hp": {"a": max(players[0]["hp"], 0), "b": max(players[1]["hp"], 0)}, "seats": seats,
            "lanes": lanes_of_table(players, names)}


def replay_steps(row: GameResult) -> dict:
    """A stored Doubles game as steps for the viewer: each action in words, by which seat, with what it
    changed in HP and the board after it."""
    record = DoublesMatch.for_run(row.run).record(row)
    state = new_game(record.setup, record.seed)
    names = {slug: getattr(card, "name", slug) for slug, card in record.setup.cards.items()}
    before = state.to_json()
    steps = [{"index": 0, "turn": 0, "by": "", "text": "The opening hands are dealt.", "changes": [],
              "board": board(before, names)}]
    for number, action in enumerate(record.actions, start=1):
        actor, turn = state.current_player(), state.turn
        state.apply_action(action)
        after = state.to_json()
        steps.append({"index": number, "turn": turn, "by": TABLE_SEATS[actor],
                      "text": action_text(str(action), names),
                      "changes": _changes(before, after), "board": board(after, names)})
        before = after
    return {"steps": steps, "turns": sorted({s["turn"] for s in steps}),
            "first": TABLE_SEATS[record.setup.first_player]}


def action_text(text: str, names: dict) -> str:
    """An action's text for people: card names for slugs, a seat's Landscape as R26 writes it (B2-3 is
    Landscape 3 of B2, counted from 1; the engine counts from 0)."""
    text = re.sub(r"\bp([0-3]):(?:creature|building|lane):(\d)",
                  lambda m: f"{TABLE_SEATS[int(m.group(1))]}-{int(m.group(2)) + 1}", text)
    text = re.sub(r"\bp([0-3]):(hand|discard|deck|player)\b", lambda m: f"{TABLE_SEATS[int(m.group(1))]}'s {m.group(2)}",
                  text)
    text = re.sub(r"\blane=(\d)", lambda m: f"on Landscape {int(m.group(1)) + 1}", text)
    return re.sub(r"[a-z0-9]+(?:-[a-z0-9]+)*", lambda m: names.get(m.group(0), m.group(0)), text)


def _changes(before: dict, after: dict) -> list[str]:
    """HP the teams lost or gained, and the end of the game."""
    out = []
    for team, seat in (("A", 0), ("B", 1)):
        hp0, hp1 = before["players"][seat]["hp"], after["players"][seat]["hp"]
        if hp1 != hp0:
            out.append(f"team {team} {'loses' if hp1 < hp0 else 'gains'} {abs(hp1 - hp0)} HP "
                       f"({max(hp0, 0)} → {max(hp1, 0)})")
    if after.get("winner") is not None and before.get("winner") is None:
        winner = after["winner"]
        out.append("the game is a draw" if winner == "draw" else f"team {'AB'[winner % 2]} wins")
    return out


# ---- the pages ----------------------------------------------------------------------------------------------


def card_names(slugs) -> dict[str, str]:
    return dict(Card.objects.filter(slug__in=set(slugs)).values_list("slug", "name"))


def run_context(run: MatchRun) -> dict:
    """A finished Doubles run's figures: the team win rate with its interval, on the play and on the draw,
    endings, game length, both teams' final HP, each deck's cards and a few games to replay."""
    summary = run.summary
    per_deck = summary.get("deck_cards", {})
    names = card_names(row["card"] for rows in per_deck.values() for row in rows)
    decks = [seat.deck for seat in run.seat_list()]
    tables = [{"seat": seat, "deck": deck.deck.name if deck else seat,
               "cards": [{**row, "name": names.get(row["card"], row["card"])} for row in per_deck.get(seat, [])]}
              for seat, deck in zip(RUN_SEATS, decks, strict=True)]
    samples = run.results.order_by("game_index").values("game_index", "places", "reason", "turns", "data")[:12]
    return {"summary": summary, "deck_tables": tables,
            "length_svg": histogram_svg(engine_bridge.length_histogram(summary), "turns", "games"),
            "samples": [{"game_index": g["game_index"], "winner": winner_team(g["places"]), "reason": g["reason"],
                         "turns": g["turns"], "first": TABLE_SEATS[g["data"]["first_player"]]} for g in samples]}


def replay_context(result: GameResult) -> dict:
    return {"winner": winner_team(result.places), "first": TABLE_SEATS[result.data["first_player"]],
            "replay": replay_steps(result), "seats": seat_names(result.run)}


def seat_names(run: MatchRun) -> dict[str, str]:
    """Each seat's deck name, A1 A2 B1 B2."""
    return {seat: (deck.deck.name if deck else seat) for seat, deck in zip(RUN_SEATS, run.decks(), strict=True)}
