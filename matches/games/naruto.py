"""The Naruto CCG on the site: two decks, 1 vs 1 (entrant 0 is deck A, entrant 1 deck B, one seat each).

The decks are the decks app's Naruto decks (game "naruto"), checked by the engine's deck rules (NR8-NR11) in
the format of deck A; both decks must be built for the same format. Game i of a run is the engine's
`play_indexed` game i with each entrant's deck in the seat it takes (entrant e sits in seat (e + i) % 2), so
the deck follows its entrant and each deck plays first and second in turn. A result's `data` is the engine's
match row (who went first, Battle Rewards, per-game counters) and the cards each entrant drew and played; the
report's figures are the engine's summary (win rate with its interval, on the play and on the draw, game
length, how games end) and per-card drawn and played win rates; the replay shows both Villages, the
Battlefield and the chain of Jutsu after each action.
"""

from __future__ import annotations

import re

from django.core.exceptions import ValidationError

from cards.models import Card, Game
from decks import naruto as naruto_decks
from decks.selectors import deck_list_of
from engine import load_game, match_seating, summarize_game_rows, wilson

from .. import figures
from ..charts import histogram_svg
from ..models import GameResult
from .base import Format, GameAdapter

SIDES = ("a", "b")
# The actions that put a card of the acting seat into play: deploying a Ninja, a Mission, a Client, a Jutsu, and
# the Blocker's answer that plays a Counter Mission (engine/naruto/counters.py: "choose c<card>-...").
_PLAYS = re.compile(r"^(?:(?:deploy|mission|client|jutsu) |choose c)(\d+)")
DEFAULT_TURN_LIMIT = 200  # NR46: the engine's own limit; a run's stored turn_limit is Card Wars' default


def deck_data(version) -> dict:
    """A deck version as the engine's deck: {"name", "cards": {card id: copies}}."""
    content = deck_list_of(version)
    rows = naruto_decks.card_rows(content.cards)
    return {"name": version.deck.name, "cards": {rows[slug].facts["id"]: n for slug, n in content.cards.items()}}


def _track(setup: dict, record, game) -> tuple[list[set[str]], list[set[str]]]:
    """The card ids each seat held in hand at some point (drawn) and put into play (played), replaying the
    game's record: the replay applies the same actions to the same seed, so it is the game that was played."""
    state = game.new_game(setup, record.seed)
    drawn: list[set[str]] = [set(), set()]
    played: list[set[str]] = [set(), set()]
    ids = state.to_json()["cards"]
    for action in record.actions:
        seat = state.current_player()
        m = _PLAYS.match(str(action))
        if m:
            played[seat].add(ids[int(m.group(1))])
        state.apply_action_unchecked(action)
        position = state.to_json()
        for p in (0, 1):
            drawn[p].update(ids[i] for i in position["players"][p]["hand"])
    return drawn, played


class NarutoMatch:
    """The engine side of one Naruto run: the two decks and the AIs, built once per run in a worker process."""

    def __init__(self, run):
        self.run = run
        self.game = load_game(Game.NARUTO)
        versions = run.decks()
        self.decks = [deck_data(v) for v in versions]
        self.format = versions[0].deck.format or naruto_decks.DEFAULT_FORMAT
        self.players = run.players()

    def setup(self, index: int) -> dict:
        """Game `index`'s setup: the deck of the entrant in each seat."""
        seats = match_seating(index, 2)
        return {"decks": [self.decks[seats[0]], self.decks[seats[1]]], "format": self.format,
                "turn_limit": DEFAULT_TURN_LIMIT}

    def play(self, index: int, stop=None) -> GameResult:
        """Game `index` as an unsaved row; `stop()` is asked as each turn starts (engine.GameStopped), so a
        cancelled run stops within a turn of the game in play, as Card Wars and Trash War runs do."""
        setup = self.setup(index)
        row, record = self.game.play_indexed(setup, self.run.seed, index, self.players, stop=stop)
        data = {**row, **entrant_cards(setup, row, record, self.game)}
        return GameResult(run=self.run, game_index=index, places=row["places"], termination=row["termination"],
                          reason=row["reason"], turns=row["turns"], seed=row["seed"], data=data,
                          actions="\n".join(str(a) for a in record.actions))

    def replay(self, row: GameResult):
        """The stored game's setup, a fresh state and its actions, to step through."""
        setup = self.setup(row.game_index)
        state = self.game.new_game(setup, row.seed)
        return setup, state, [a for a in row.actions.split("\n") if a]


def entrant_cards(setup: dict, row: dict, record, game) -> dict:
    """The card ids each entrant drew and played in one game ({"drawn": [A's, B's], "played": [...]}): a
    result's data on the site, and a row of `simulate --game naruto`."""
    drawn, played = _track(setup, record, game)
    by_entrant = [row["seating"].index(e) for e in (0, 1)]  # the seat of each entrant
    return {"drawn": [sorted(drawn[s]) for s in by_entrant], "played": [sorted(played[s]) for s in by_entrant]}


def cards_summary(rows: list[dict], names: dict[str, str] | None = None) -> dict:
    """The report's per-card table of each deck ({"a": [...], "b": [...]}, see _per_card)."""
    return dict(zip(SIDES, _per_card(rows, names if names is not None else _card_names()), strict=True))


def _rate(wins: int, games: int) -> dict:
    """A win rate with its 95% Wilson interval (None when there are no games)."""
    low, high = wilson(wins, games)
    return {"games": games, "wins": wins, "win_rate": round(wins / games, 4) if games else None,
            "ci": [round(low, 4), round(high, 4)]}


def _per_card(rows: list[dict], names: dict[str, str]) -> list[list[dict]]:
    """Per entrant, each card's games drawn, not drawn and played with the entrant's win rate in them (95%
    intervals), and the games it was drawn split by going first (on the play, NR15) or second (on the draw):
    the figures the Card Wars report gives per card."""
    out = []
    for e in (0, 1):
        games = len(rows)
        deck_wins = 0
        counts: dict[str, dict[str, list[int]]] = {}
        for r in rows:
            won = int(r["places"][e] == 0 and r["places"][1 - e] == 1)
            deck_wins += won
            split = "play" if r.get("first") == e else "draw"
            for key, fields in (("drawn", ("drawn", split)), ("played", ("played",))):
                for card in r.get(key, [[], []])[e]:
                    c = counts.setdefault(card, {k: [0, 0] for k in ("drawn", "played", "play", "draw")})
                    for field in fields:
                        c[field][0] += 1
                        c[field][1] += won
        table = []
        for card, c in sorted(counts.items()):
            drawn, played = _rate(c["drawn"][1], c["drawn"][0]), _rate(c["played"][1], c["played"][0])
            not_drawn = _rate(deck_wins - c["drawn"][1], games - c["drawn"][0])
            table.append({"card": card, "name": names.get(card, card),
                          "drawn": drawn["games"], "drawn_win_rate": drawn["win_rate"], "drawn_ci": drawn["ci"],
                          "not_drawn": not_drawn["games"], "not_drawn_win_rate": not_drawn["win_rate"],
                          "not_drawn_ci": not_drawn["ci"],
                          "played": played["games"], "played_win_rate": played["win_rate"], "played_ci": played["ci"],
                          "play": _rate(c["play"][1], c["play"][0]), "draw": _rate(c["draw"][1], c["draw"][0])})
        out.append(table)
    return out


class Naruto(GameAdapter):
    name = Game.NARUTO
    has_decks = True
    formats = {"1v1": Format("1v1", "1 vs 1", entrants=(2,))}
    default_format = "1v1"
    run_template = "matches/naruto/run.html"
    replay_template = "matches/naruto/replay.html"

    def deck_problems(self, version) -> list[str]:
        """Why a deck version is not a legal Naruto deck of its format (NR8-NR11), in plain words."""
        if version.deck.game != Game.NARUTO:
            return [f"{version.deck.name} is not a Naruto CCG deck"]
        return naruto_decks.problems(deck_list_of(version), version.deck.format or naruto_decks.DEFAULT_FORMAT)

    def check_decks(self, entrants) -> None:
        formats = set()
        for index, seats in enumerate(entrants):
            for deck, _ in seats:
                problems = self.deck_problems(deck)
                if problems:
                    raise ValidationError(f"Deck {chr(ord('A') + index)} ({deck.deck.name}) is not a legal Naruto "
                                          f"CCG deck: {'; '.join(problems)}.")
                formats.add(deck.deck.format or naruto_decks.DEFAULT_FORMAT)
        if len(formats) > 1:
            raise ValidationError(f"Both decks must be built for one format; these are {' and '.join(sorted(formats))}.")

    def match(self, run) -> NarutoMatch:
        return NarutoMatch(run)

    def summarize(self, run) -> dict:
        rows = list(run.results.values_list("data", flat=True))
        meta = {"players": list(run.players()), "seed": run.seed,
                "decks": [v.deck.name for v in run.decks()]}
        summary = summarize_game_rows(load_game(self.name), rows, meta)
        summary["cards"] = cards_summary(rows)
        return summary

    def record_dict(self, result) -> dict:
        match = NarutoMatch(result.run)
        setup, _, actions = match.replay(result)
        winner = [i for i, p in enumerate(result.places) if p == 0]
        return {"game": self.name, "setup": setup, "seed": result.seed, "actions": actions,
                "outcome": {"winner": SIDES[winner[0]] if len(winner) == 1 else None, "reason": result.reason}}

    def run_context(self, run) -> dict:
        summary = run.summary
        sides = []
        for e, side in enumerate(SIDES):
            block = summary["entrants"][e]
            split = summary.get("naruto", {}).get("entrants", [{}, {}])[e]
            sides.append({"letter": side.upper(), "block": block, "play": split.get("on_the_play"),
                          "draw": split.get("on_the_draw"), "cards": summary.get("cards", {}).get(side, [])})
        turns = summary.get("turns", {})
        samples = run.results.order_by("game_index").values("game_index", "places", "reason", "turns")[:12]
        return {"summary": summary, "sides": sides,
                "length_svg": histogram_svg(_length_bins(run), "turns", "games") if turns else "",
                "length_buckets": figures.length_buckets(_length_bins(run)),
                "samples": [{**g, "winner": _winner(g["places"])} for g in samples]}

    def game_facts(self, data: dict) -> dict:
        first = data.get("first", -1)
        return {"first": first if first >= 0 else None, "drawn": data.get("drawn", [[], []]),
                "played": data.get("played", [[], []])}

    def replay_context(self, result) -> dict:
        match = NarutoMatch(result.run)
        _, state, actions = match.replay(result)
        entrant_in_seat = match_seating(result.game_index, 2)
        names = _card_names()
        steps = [_snapshot(state, "start", -1, entrant_in_seat, names)]
        for text in actions:
            seat = state.current_player()
            state.apply_action(text, player=seat)
            steps.append(_snapshot(state, text, seat, entrant_in_seat, names))
        return {"winner": _winner(result.places), "first": SIDES[result.data.get("first", 0)].upper(),
                "steps": steps, "rewards": result.data.get("rewards", [0, 0])}


def _card_names() -> dict[str, str]:
    """Engine card id -> name, from the Naruto catalogue."""
    return {c.facts["id"]: c.name for c in Card.objects.filter(game=Game.NARUTO).only("name", "facts")}


def _winner(places) -> str:
    return "" if places[0] == places[1] else ("a" if places[0] < places[1] else "b")


def _length_bins(run) -> list[tuple[int, int]]:
    """(turns, games) for the game-length chart."""
    counts: dict[int, int] = {}
    for turns in run.results.values_list("turns", flat=True):
        counts[turns] = counts.get(turns, 0) + 1
    return sorted(counts.items())


def _snapshot(state, action: str, seat: int, entrant_in_seat, names: dict[str, str]) -> dict:
    """What the replay shows after an action: each deck's Village, hand, Chakra and Battle Rewards, the
    attacking and blocking Teams on the Battlefield, and the chain of Jutsu, by card name."""
    p = state.to_json()
    ids = p["cards"]
    injured = set(p["injured"])

    def name(i: int) -> str:
        return names.get(ids[i], ids[i])

    def ninja(i: int) -> dict:
        return {"name": name(i), "injured": i in injured, "number": i}

    side_of_seat = [SIDES[entrant_in_seat[s]].upper() for s in (0, 1)]
    decks = []
    for s in (0, 1):
        q = p["players"][s]
        decks.append({"letter": side_of_seat[s], "village": [ninja(i) for i in q["village"]],
                      "missions": [name(i) for i in q["missions"]], "hand": len(q["hand"]),
                      "deck": len(q["deck"]), "chakra": len(q["chakra"]), "rewards": len(q["rewards"]),
                      "marker": q["marker"]})
    decks.sort(key=lambda d: d["letter"])
    attacker = side_of_seat[p["active"]]
    battle = [{"attack": [ninja(i) for i in team], "block": [ninja(i) for i in (p["block"][k] if k < len(p["block"])
                                                                                  else [])]}
              for k, team in enumerate(p["attack"])]
    chain = [{"card": name(link["card"]), "by": side_of_seat[link["owner"]],
              "user": name(link["user"]) if link.get("user", -1) >= 0 else ""} for link in p["chain"]]
    return {"action": action, "by": side_of_seat[seat] if seat >= 0 else "", "turn": p["turn"], "step": p["step"],
            "attacker": attacker, "decks": decks, "battle": battle, "chain": chain}
