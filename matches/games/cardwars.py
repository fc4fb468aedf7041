"""Card Wars on the site: two decks, 1 vs 1 (entrant 0 is deck A, entrant 1 deck B, one seat each), or
Doubles (R26-R43): team A against team B, two seats each (matches/doubles.py plays and reports those).

The catalogue is the cards app's (cards.engine_defs builds the engine's card pool), a seat's deck is a
DeckVersion checked by the deck builder's rules, and the engine side of a run is matches.engine_bridge.Match.
The report's own figures are the engine summary's (deck A's and B's win rates, on the play and on the draw,
HP, per card) and the site's deeper report (matches/report.py); the replay shows both boards with HP.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError

from engine import DOUBLES_TURN_LIMIT, formats

from .. import cardwars_replay, doubles, engine_bridge, figures, pace, report, selectors
from ..charts import histogram_svg, win_rate_svg
from .base import Format, GameAdapter

DOUBLES = "doubles"
# The engine's deck format (R1-R4; R42 for Doubles) of each of the site's formats.
DECK_FORMATS = {"1v1": formats.CONSTRUCTED, DOUBLES: formats.DOUBLES}


class CardWars(GameAdapter):
    name = "cardwars"
    has_decks = True
    formats = {"1v1": Format("1v1", "1 vs 1", entrants=(2,)),
               DOUBLES: Format(DOUBLES, "Doubles (2 vs 2)", entrants=(2,), seats_per_entrant=2)}
    default_format = "1v1"
    fork_note = ""  # matches/forks.py plays on from any step of a Card Wars replay

    @property
    def players(self) -> tuple[str, ...]:
        """The engine's Card Wars AIs that `make bench` has timed (matches/data/pace.json), so every pairing
        the form offers has an estimate before its first run; an AI the engine adds appears once timed."""
        timed = pace.timed_players()
        return tuple(p for p in self.info.players if p in timed)

    # ---- catalogue and deck format ------------------------------------------------------------------

    def deck_problems(self, version, fmt: str = "1v1") -> list[str]:
        """Why a deck version is not a legal deck of the format (R1-R4; R42), in a player's words; empty if it
        is legal."""
        return engine_bridge.violations(version, DECK_FORMATS[fmt])

    def deck_refusals(self, labelled, fmt: str = "1v1") -> list[str]:
        """Every reason the decks (label, version) cannot play `fmt`, all at once: the decks that play only
        Doubles (they hold Teamwork cards, R27) named together, then each other deck that breaks a rule."""
        doubles_only, out = [], []
        for label, version in labelled:
            problems = self.deck_problems(version, fmt)
            if fmt != DOUBLES and problems and not self.deck_problems(version, DOUBLES):
                doubles_only.append(f"{label} ({version.deck.name})")
            elif problems:
                out.append(f"{label} ({version.deck.name}) is not a legal {'Doubles ' if fmt == DOUBLES else ''}deck: "
                           f"{'; '.join(problems)}.")
        if doubles_only:
            out.insert(0, f"{_and(doubles_only)} {'is a Doubles deck' if len(doubles_only) == 1 else 'are Doubles decks'}"
                          f" (Teamwork cards, R27), played only 2 vs 2; choose Doubles for "
                          f"{'it' if len(doubles_only) == 1 else 'them'} or other decks.")
        return out

    def check_format(self, fmt: Format, entrants) -> None:
        """The entrants fit the format, and every deck is legal in it (all the decks that are not, at once)."""
        super().check_format(fmt, entrants)
        refusals = self.deck_refusals(_labelled(fmt, entrants), fmt.name)
        if refusals:
            raise ValidationError(refusals)

    def format_options(self, fmt: Format) -> dict:
        """The MatchRun fields a format fixes: Doubles counts every player's turn (R43's limit) and deals no
        mirrored shuffles (its first seat moves on game by game, R37)."""
        return {"turn_limit": DOUBLES_TURN_LIMIT, "mirrored": False} if fmt.name == DOUBLES else {}

    def run_template_for(self, run) -> str:
        return "matches/doubles/run.html" if run.format == DOUBLES else self.run_template

    def replay_template_for(self, run) -> str:
        return "matches/doubles/replay.html" if run.format == DOUBLES else self.replay_template

    # ---- playing and reading runs -------------------------------------------------------------------

    def match(self, run):
        if run.format == DOUBLES:
            return doubles.DoublesMatch.for_run(run)
        if run.is_fork:  # games played on from a step of another game
            return engine_bridge.ForkMatch.for_run(run)
        return engine_bridge.Match.for_run(run)

    def summarize(self, run) -> dict:
        if run.format == DOUBLES:
            return doubles.summary_from_rows(run)
        return engine_bridge.summary_from_rows(run)

    def record_dict(self, result) -> dict:
        if result.run.format == DOUBLES:
            return doubles.record_dict(result)
        return engine_bridge.record_dict(result)

    def run_context(self, run) -> dict:
        if run.format == DOUBLES:
            return doubles.run_context(run)
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
        if result.run.format == DOUBLES:
            return doubles.replay_context(result)
        return {"winner": engine_bridge.winner_side(result.places), "a_first": engine_bridge.a_first(result.data),
                "replay": cardwars_replay.replay_steps(result)}



def _labelled(fmt: Format, entrants) -> list[tuple[str, object]]:
    """Each seat's deck with the name the pages give it: deck A, deck B in 1 vs 1; A1, A2, B1, B2 in Doubles."""
    if fmt.seats_per_entrant == 1:
        return [(f"Deck {chr(ord('A') + e)}", deck) for e, seats in enumerate(entrants) for deck, _ in seats]
    return [(f"{chr(ord('A') + e)}{j + 1}", deck) for e, seats in enumerate(entrants) for j, (deck, _) in enumerate(seats)]


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"
