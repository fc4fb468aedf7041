"""Card Wars on the site: two decks, 1 vs 1 (entrant 0 is deck A, entrant 1 deck B, one seat each).

The catalogue is the cards app's (cards.engine_defs builds the engine's card pool), a seat's deck is a
DeckVersion checked by the deck builder's rules, and the engine side of a run is matches.engine_bridge.Match.
The report's own figures are the engine summary's (deck A's and B's win rates, on the play and on the draw,
HP, per card) and the site's deeper report (matches/report.py); the replay shows both boards with HP.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError

from .. import engine_bridge, figures, pace, report, selectors
from ..charts import histogram_svg, win_rate_svg
from .base import Format, GameAdapter


class CardWars(GameAdapter):
    name = "cardwars"
    has_decks = True
    formats = {"1v1": Format("1v1", "1 vs 1", entrants=(2,))}
    default_format = "1v1"
    fork_note = ""  # matches/forks.py plays on from any step of a Card Wars replay

    @property
    def players(self) -> tuple[str, ...]:
        """The engine's Card Wars AIs that `make bench` has timed (matches/data/pace.json), so every pairing
        the form offers has an estimate before its first run; an AI the engine adds appears once timed."""
        timed = pace.timed_players()
        return tuple(p for p in self.info.players if p in timed)

    # ---- catalogue and deck format ------------------------------------------------------------------

    def deck_problems(self, version) -> list[str]:
        """Why a deck version is not a legal deck (R1-R4), in a player's words; empty if it is legal."""
        return engine_bridge.violations(version)

    def check_decks(self, entrants) -> None:
        for index, seats in enumerate(entrants):
            for deck, _ in seats:
                problems = self.deck_problems(deck)
                if problems:
                    raise ValidationError(f"Deck {chr(ord('A') + index)} ({deck.deck.name}) is not a legal deck: "
                                          f"{'; '.join(problems)}.")

    # ---- playing and reading runs -------------------------------------------------------------------

    def match(self, run) -> engine_bridge.Match | engine_bridge.ForkMatch:
        if run.is_fork:  # games played on from a step of another game
            return engine_bridge.ForkMatch.for_run(run)
        return engine_bridge.Match.for_run(run)

    def summarize(self, run) -> dict:
        return engine_bridge.summary_from_rows(run)

    def record_dict(self, result) -> dict:
        return engine_bridge.record_dict(result)

    def run_context(self, run) -> dict:
        # The report and the curve read every game of the run: computed once, then stored on the run.
        stored = report.stored_report(run, lambda: {"report": report.run_report(run),
                                                          "curve": selectors.run_curve(run)})
        samples = run.results.order_by("game_index").values("game_index", "places", "reason", "turns")[:12]
        return {
            "summary": run.summary,
            "cards": engine_bridge.card_rows(run.summary),
            "report": stored["report"],
            "curve_svg": win_rate_svg(stored["curve"]),
            "length_svg": histogram_svg(engine_bridge.length_histogram(run.summary), "turns", "games"),
            "length_buckets": figures.length_buckets(engine_bridge.length_histogram(run.summary)),
            "samples": [{**g, "winner": engine_bridge.winner_side(g["places"])} for g in samples],
        }

    def fork_refusal(self, run) -> str:
        if run.format != "1v1":  # forks seat two decks (matches/forks.py)
            return (f"Playing on from a step of a replay is for Card Wars 1 vs 1 on this site so far, not "
                    f"{self.formats[run.format].title if run.format in self.formats else run.format}.")
        return ""

    def game_facts(self, data: dict) -> dict:
        return {"first": 0 if engine_bridge.a_first(data) else 1,
                "drawn": [data.get("drawn_a", ()), data.get("drawn_b", ())],
                "played": [data.get("played_a", ()), data.get("played_b", ())]}

    def replay_context(self, result) -> dict:
        return {"winner": engine_bridge.winner_side(result.places), "a_first": engine_bridge.a_first(result.data),
                "replay": engine_bridge.replay_steps(result)}

