"""Where the simulations app meets the engine: setups from deck versions, games to rows, rows to reports.

A game's result depends only on (the two decks, the run's seed, the game index, the players), so chunks
can be played in any order, by any worker, again after a crash, and the report equals the engine's own
`play_match` summary for the same seed.
"""

import re

from cards.engine_defs import card_pool
from decks.analysis import violations as deck_violations
from decks.selectors import deck_list_of
from engine import (
    MatchGameResult as EngineResult,
)
from engine import (
    PlayerSetup,
    compact_actions,
    new_game,
    play_match_game,
    player_label,
    record_from_compact,
    seated_setup,
    summarize,
    wilson,  # noqa: F401  (wilson: for the report's curve)
)

from .models import GameResult, MatchRun


def player_setup(version) -> PlayerSetup:
    """A deck version as the engine's PlayerSetup; cards in slug order so the same list plays the same."""
    deck = deck_list_of(version)
    return PlayerSetup(tuple(deck.landscapes), tuple(deck.expanded()), deck.hero, version.deck.name)


def violations(version) -> list[str]:
    return [v.message for v in deck_violations(deck_list_of(version))]


def match_meta(run: MatchRun) -> dict:
    """What play_match records about a match, so the two summaries are the same dict."""
    return {"deck_a": run.deck_a.deck.name, "deck_b": run.deck_b.deck.name,
            "players": [player_label(run.player_a), player_label(run.player_b)], "seed": run.seed,
            "mirrored": run.mirrored, "turn_limit": run.turn_limit}


class Match:
    """The engine side of one run: both one-deck setups, built once per chunk."""

    def __init__(self, run: MatchRun, pool=None):
        pool = pool or card_pool()
        self.run = run
        self.setup_a = pool.setup(player_setup(run.deck_a), turn_limit=run.turn_limit)
        self.setup_b = pool.setup(player_setup(run.deck_b), turn_limit=run.turn_limit)
        self.players = (run.player_a, run.player_b)

    @classmethod
    def for_run(cls, run: MatchRun) -> "Match":
        return cls(run)

    def play(self, index: int) -> GameResult:
        """Game `index` of the run, as an unsaved row."""
        result, record = play_match_game(self.setup_a, self.setup_b, self.run.seed, index, self.players,
                                         self.run.mirrored, self.run.turn_limit)
        return GameResult(
            run=self.run, game_index=index, winner=result.winner or "", reason=result.reason,
            a_first=result.a_on_play, turns=result.turns, hp_a=result.hp_a, hp_b=result.hp_b, seed=result.seed,
            data=result.to_dict(), actions=compact_actions(record))

    def record(self, row: GameResult):
        """The engine's GameRecord of a stored game (setup, seed, actions)."""
        result = EngineResult.from_dict(row.data)
        setup = seated_setup(self.setup_a, self.setup_b, result.seat_a, self.run.turn_limit)
        return record_from_compact(setup, row.seed, row.actions)


def summary_from_rows(run: MatchRun) -> dict:
    return summarize([r for r in run.results.values_list("data", flat=True)], match_meta(run))


def record_dict(row: GameResult) -> dict:
    record = Match(row.run).record(row)
    data = record.to_dict()
    data["outcome"] = {"winner": row.winner or None, "reason": row.reason}
    return data


def card_rows(summary: dict) -> dict:
    """Per-card rows of each deck with names, for the report's sortable table."""
    from cards.models import Card

    slugs = {row["card"] for side in ("a", "b") for row in summary.get("cards", {}).get(side, [])}
    names = dict(Card.objects.filter(slug__in=slugs).values_list("slug", "name"))
    return {side: [{**row, "name": names.get(row["card"], row["card"])}
                   for row in summary.get("cards", {}).get(side, [])] for side in ("a", "b")}


def length_histogram(summary: dict) -> list[tuple[int, int]]:
    hist = summary.get("turns", {}).get("histogram", {})
    return [(int(k), v) for k, v in sorted(hist.items(), key=lambda kv: int(kv[0]))]


def replay_turns(row: GameResult) -> list[dict]:
    """The game turn by turn: who acted, what they did, and the board and HP at the end of each turn."""
    record = Match(row.run).record(row)
    state = new_game(record.setup, record.seed)
    names = {slug: getattr(card, "name", slug) for slug, card in record.setup.cards.items()}
    seat_a = EngineResult.from_dict(row.data).seat_a
    label = {seat_a: "A", 1 - seat_a: "B"}
    turns, current = [], None
    for action in record.actions:
        actor = state.current_player()
        if current is None or current["turn"] != state.turn:
            current = {"turn": state.turn, "player": label[state.active] if state.turn else "", "actions": []}
            turns.append(current)
        state.apply_action(action)
        current["actions"].append({"by": label[actor], "text": _readable(str(action), names)})
        current["board"] = _board(state.to_json(), names, label)
    return turns


def _readable(text: str, names: dict) -> str:
    """An action's text for people: card names for slugs, Lanes counted from 1 (the engine counts from 0)."""
    text = re.sub(r"\blane=(\d)", lambda m: f"in Lane {int(m.group(1)) + 1}", text)
    text = re.sub(r"\bp([01]):lane:(\d)", lambda m: f"Lane {int(m.group(2)) + 1}", text)
    return re.sub(r"[a-z0-9]+(?:-[a-z0-9]+)*", lambda m: names.get(m.group(0), m.group(0)), text)


def _board(position: dict, names: dict, label: dict) -> list[dict]:
    sides = []
    for seat, player in enumerate(position["players"]):
        lanes = []
        for lane in player["lanes"]:
            creature, building = lane.get("creature"), lane.get("building")
            lanes.append({
                "landscape": lane["landscape"], "face_down": lane.get("face_down", False),
                "frozen": lane.get("frozen", False),
                "creature": names.get(creature["card"], creature["card"]) if creature else None,
                "damage": creature.get("damage", 0) if creature else 0,
                "state": creature.get("state") if creature else None,
                "building": names.get(building["card"], building["card"]) if building else None})
        sides.append({"deck": label[seat], "hp": player["hp"], "hand": len(player["hand"]),
                      "deck_left": len(player["deck"]), "lanes": lanes})
    return sorted(sides, key=lambda s: s["deck"])
