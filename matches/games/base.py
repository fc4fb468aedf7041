"""What the site needs of a game, asked of one adapter per game (ARCHITECTURE.md, Web).

A view, a service, a task or the API never branches on a game's name: it finds the run's adapter with
`adapter_for(run.game)` and asks it. An adapter says which formats the site runs (a format fixes the
entrants and the seats of each), whether seats bring decks, which AIs it offers (from the engine's
registry), how a run's entrants become the engine's games, the game's own figures for the report, and the
replay's board view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.core.exceptions import ValidationError

from engine import GameInfo, load_game


@dataclass(frozen=True)
class Format:
    """A way of playing a game on the site: how many entrants (teams) and how many seats each."""

    name: str  # as stored on MatchRun.format: '1v1'
    title: str  # as the pages say it: '1 vs 1'
    entrants: tuple[int, ...]  # the entrant counts it allows
    seats_per_entrant: int = 1


class GameAdapter:
    """The site's side of one game of the engine's registry. Subclasses fill in the game's parts."""

    name: str = ""  # the engine registry's name
    has_decks: bool = False
    formats: dict[str, Format] = {}
    default_format: str = ""
    run_template = "matches/run.html"
    replay_template = "matches/replay.html"
    # A game with its own new-run page gives its form (run_form(data, initial=) -> a form with run_kwargs())
    # and new_template; a game without one (Card Wars, with decks) uses the two-deck page.
    run_form: Any = None
    new_template = ""

    def new_context(self) -> dict:
        """What the game's new-run page shows beside its form."""
        return {}

    @property
    def info(self) -> GameInfo:
        """What the engine's registry says of the game."""
        return load_game(self.name).info

    @property
    def title(self) -> str:
        return self.info.title

    @property
    def players(self) -> tuple[str, ...]:
        """The AIs offered for this game: the engine registry's players for it."""
        return tuple(self.info.players)

    def format_of(self, name: str) -> Format:
        """The format called `name`, or a ValidationError naming the formats there are."""
        try:
            return self.formats[name]
        except KeyError:
            raise ValidationError(f"{self.title} has no format {name!r} on this site; formats are: "
                                  f"{', '.join(self.formats)}.") from None

    def check_players(self, players) -> None:
        """Every AI spec names an AI this game offers ('mcts:200' is mcts with a budget)."""
        for player in players:
            if str(player).split(":")[0] not in self.players:
                raise ValidationError(f"Unknown AI player {player!r}: choose one of {', '.join(self.players)}.")

    def check_format(self, fmt: Format, entrants) -> None:
        """Entrants (each a list of (deck or None, AI) per seat) fit the format, with a deck in every seat of a
        game with decks and none otherwise, and AIs this game offers."""
        if len(entrants) not in fmt.entrants:
            raise ValidationError(f"{self.title} {fmt.title} is played by {' or '.join(map(str, fmt.entrants))} "
                                  f"entrants, not {len(entrants)}.")
        for seats in entrants:
            if len(seats) != fmt.seats_per_entrant:
                raise ValidationError(f"Each entrant of {self.title} {fmt.title} has {fmt.seats_per_entrant} "
                                      f"seat{'s' if fmt.seats_per_entrant != 1 else ''}, not {len(seats)}.")
            if any((deck is None) == self.has_decks for deck, _ in seats):
                raise ValidationError(f"Each seat of {self.title} " +
                                      ("plays a deck." if self.has_decks else "plays without a deck."))
        self.check_players([player for seats in entrants for _, player in seats])

    def run_options(self, *, variant: str | None = None, turn_limit: int | None = None) -> dict:
        """The MatchRun fields a run of this game sets beyond its entrants (variant, turn limit), checked; a game
        that offers neither refuses them."""
        if variant:
            raise ValidationError(f"{self.title} has no variants on this site.")
        if turn_limit is not None:
            raise ValidationError(f"{self.title} takes no turn limit on this site.")
        return {}

    def format_options(self, fmt: Format) -> dict:
        """The MatchRun fields a format fixes (its turn limit, no mirrored deals); none by default."""
        return {}

    def run_template_for(self, run) -> str:
        """The template of a run's page (a format may have its own)."""
        return self.run_template

    def replay_template_for(self, run) -> str:
        """The template of a run's replay page (a format may have its own)."""
        return self.replay_template

    def deck_problems(self, version) -> list[str]:
        """Why a deck version is not a legal deck of the game, in a player's words (none for a game without decks)."""
        return []

    def check_decks(self, entrants) -> None:
        """The decks of the entrants are legal for the game (nothing to check for a game without decks)."""

    # ---- playing and reading runs: every game fills these in -------------------------------------------

    def match(self, run) -> Any:
        """The engine side of a run, built once per worker process: `.play(index, stop=)` gives game `index`
        as an unsaved GameResult; `.record(row)` gives a stored game's engine GameRecord."""
        raise NotImplementedError

    def summarize(self, run) -> dict:
        """The run's summary from its stored results (what MatchRun.summary holds once it is done)."""
        raise NotImplementedError

    def record_dict(self, result) -> dict:
        """A stored game as the engine's GameRecord JSON, with its outcome: what the API's game endpoint gives."""
        raise NotImplementedError

    def run_context(self, run) -> dict:
        """The game's own figures for a finished run's page (the template is `run_template`)."""
        raise NotImplementedError

    def replay_context(self, result) -> dict:
        """A stored game for the replay page (the template is `replay_template`): its steps and boards."""
        raise NotImplementedError

    # Why the replay page cannot play on from a step of this game's replays ('' where it can: matches/forks.py).
    fork_note = ("Playing on from a step of a replay is for Card Wars 1 vs 1 on this site so far: the site's "
                 "forks re-deal hidden cards from one deck's view and replay two decks' seats, which it does for "
                 "Card Wars only.")

    def fork_refusal(self, run) -> str:
        """Why the site cannot play on from a step of this run's games ('' where it can)."""
        return self.fork_note

    # How the pages name an entrant ('deck A' in a game with decks, 'player A' otherwise).
    @property
    def entrant_noun(self) -> str:
        return "deck" if self.has_decks else "player"

    def game_facts(self, data: dict) -> dict:
        """What a report's links filter games by, from a result's `data`: `first` (the entrant that went
        first), `drawn` and `played` (per entrant, the cards it drew / played). A game leaves out what it
        does not record."""
        return {}
