"""Trash War on the site: 2 to 5 players, no decks, one shared deck of 112 cards (engine/trashwar).

A run's entrants are the players, one seat each (entrant 0 is A); the engine rotates them round the table
game by game (entrant e in seat (e + game) mod N), so a result's places are per entrant, as the run's seats
are. The variant is the redraw scheme (TW-R9), the turn limit TW40's. Everything the pages show comes from
the engine: the AIs and the variants its registry offers, the deck composition, the match report
(engine/trashwar/report.py, the same the command line prints) and the replay frames (every hand and Wall
after each action). The same seed gives the same games here, through the API and from the command line."""

from __future__ import annotations

from typing import Any

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError

from engine import GameRecord, Rng, load_game, player_label, summarize_game_rows

from ..models import GameResult, MatchRun
from .base import Format, GameAdapter

NAME = "trash-war"
MAX_TURN_LIMIT = 10_000  # a run's games must end in reasonable time (the engine itself allows more)


def _game():
    return load_game(NAME)


def default_turn_limit() -> int:
    """The engine's turn limit when a setup names none (TW40)."""
    return int(_game().replay_setup({"seats": min(_game().info.seats)}).turn_limit)


def variants() -> list[dict[str, Any]]:
    """The engine's named variants of Trash War (name, title, description, rule)."""
    return _game().extra["variants"]()


def deck_composition() -> list[dict[str, Any]]:
    """The default deck, row by row, as the engine lists it."""
    return _game().extra["deck_composition"]()


# What each AI does, in the words the form shows (docs/trash-war.md, Players).
PLAYER_WORDS = {
    "random": "random: any legal move (fastest)",
    "greedy": "greedy: the move that looks best one decision ahead",
    "mcts": "mcts: searches ahead in sampled worlds (strongest, by far the slowest)",
}


class TrashWarRunForm(forms.Form):
    seats = forms.TypedChoiceField(coerce=int, initial=4, label="Players at the table",
                                   help_text="Each player is an AI; they change seats from game to game.")
    variant = forms.ChoiceField(widget=forms.RadioSelect, label="Variant")
    games = forms.IntegerField(min_value=1, max_value=settings.SIMULATION_MAX_GAMES, initial=200)
    turn_limit = forms.IntegerField(min_value=1, max_value=MAX_TURN_LIMIT, label="Turn limit", help_text="A game still going after this many turns is a "
                                                                  "draw between the players still in (TW40).")
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**62, help_text="Leave empty for a random seed.")
    confirm_long = forms.BooleanField(required=False, label="Start it even if it takes over an hour",
                                      help_text="A run estimated at over an hour starts only with this ticked.")

    def __init__(self, *args, adapter, **kwargs):
        super().__init__(*args, **kwargs)
        self.adapter = adapter
        counts = adapter.formats[adapter.default_format].entrants
        self.max_seats = max(counts)
        self.fields["seats"].choices = [(n, f"{n} players") for n in counts]
        self.fields["variant"].choices = [(v["name"], v["title"]) for v in adapter.variants()]
        self.fields["variant"].initial = adapter.default_variant
        self.fields["turn_limit"].initial = default_turn_limit()
        players = [(p, PLAYER_WORDS.get(p, p)) for p in adapter.players]
        for k in range(self.max_seats):
            self.fields[f"player_{k}"] = forms.ChoiceField(choices=players, initial="greedy", required=False,
                                                           label=f"AI of player {chr(ord('A') + k)}")

    def seat_fields(self):
        """The AI fields, one per possible seat, for the template."""
        return [self[f"player_{k}"] for k in range(self.max_seats)]

    def clean(self):
        d = super().clean()
        seats = d.get("seats")
        if seats:
            missing = [chr(ord("A") + k) for k in range(seats) if not d.get(f"player_{k}")]
            if missing:
                raise forms.ValidationError(f"Choose an AI for player {', '.join(missing)}.")
        return d

    def estimate_query(self) -> dict | None:
        """The games and AIs the page shows now (posted, or the initial ones), for the estimate; None when
        they are not yet readable."""
        def value(name):
            return self[name].value() if self.is_bound else (self.initial.get(name) or self.fields[name].initial)

        try:
            games, seats = int(value("games")), int(value("seats"))
        except (TypeError, ValueError):
            return None
        players = tuple(value(f"player_{k}") for k in range(seats))
        if not 1 <= games <= settings.SIMULATION_MAX_GAMES or seats > self.max_seats or \
                any(p not in self.adapter.players for p in players):
            return None
        return {"games": games, "players": players}

    def run_kwargs(self) -> dict:
        """What services.run_create_for_game takes from this form (after is_valid): one entrant per player."""
        d = self.cleaned_data
        return {"game": self.adapter.name, "entrants": [[(None, d[f"player_{k}"])] for k in range(d["seats"])],
                "games": d["games"], "seed": d["seed"], "variant": d["variant"], "turn_limit": d["turn_limit"],
                "confirm_long": d["confirm_long"]}


class TrashWarMatch:
    """The engine side of one Trash War run: its setup and the AI of each entrant."""

    def __init__(self, run: MatchRun):
        self.run = run
        self.game = _game()
        self.players = run.players()
        self.setup = setup_of(run)

    def play(self, index: int, stop=None) -> GameResult:
        """Game `index` of the run as an unsaved row; `stop()` is asked at every turn (engine.GameStopped)."""
        row, record = self.game.play_indexed(self.setup, self.run.seed, index, self.players, stop=stop)
        return GameResult(run=self.run, game_index=index, places=row["places"], termination=row["termination"],
                          reason=row["reason"], turns=row["turns"], seed=row["seed"], data=row,
                          actions="\n".join(str(a) for a in record.actions))

    def record(self, result: GameResult) -> GameRecord:
        """The engine's record of a stored game (setup, seed, actions)."""
        actions = [self.game.parse_action(self.setup, text) for text in result.actions.splitlines() if text]
        return GameRecord(self.setup, result.seed, actions)


def setup_of(run: MatchRun):
    """The engine setup of a run: its seats, variant and turn limit."""
    return _game().replay_setup({"seats": len(run.entrant_list()), "redraw": run.variant,
                                 "turn_limit": run.turn_limit})


def match_meta(run: MatchRun) -> dict[str, Any]:
    """What the engine's play_match records about a match, so the site's summary and the command line's are
    the same dict for the same seed."""
    setup = setup_of(run)
    return {"game": NAME, "players": [player_label(p) for p in run.players()], "seed": run.seed,
            "seats": setup.seats, "setup": setup.to_dict()}


def labels(run: MatchRun) -> list[str]:
    """Each entrant as the report names it: 'A · greedy'."""
    return [f"{e.letter} · {e.name}" for e in run.entrant_list()]


class TrashWar(GameAdapter):
    name = NAME
    has_decks = False
    formats = {"ffa": Format("ffa", "free-for-all", entrants=(2, 3, 4, 5))}
    default_format = "ffa"
    run_template = "matches/trash_war/run.html"
    replay_template = "matches/trash_war/replay.html"
    new_template = "matches/trash_war/new.html"

    def run_form(self, *args, **kwargs):
        """The page's form for a new run."""
        return TrashWarRunForm(*args, adapter=self, **kwargs)

    def new_context(self) -> dict:
        """What the new-run page shows beside its form: the variants and the deck."""
        deck = self.deck()
        return {"variants": self.variants(), "deck": deck, "deck_total": sum(row["count"] for row in deck)}

    @property
    def default_variant(self) -> str:
        return self.info.variants[0]

    def variants(self) -> list[dict[str, Any]]:
        """The engine's named variants (name, title, description, rule)."""
        return variants()

    def deck(self) -> list[dict[str, Any]]:
        """The default deck, row by row, as the engine lists it."""
        return deck_composition()

    def check_players(self, players) -> None:
        """Every AI spec is one the engine makes ('mcts:200' and 'mcts:50ms' too; 'mcts:lots' is refused)."""
        super().check_players(players)
        for player in players:
            try:
                _game().make_player(str(player), Rng(0))
            except ValueError as exc:
                raise ValidationError(str(exc)) from exc

    def run_options(self, *, variant: str | None = None, turn_limit: int | None = None) -> dict:
        """The variant (default: the game's first) and turn limit (default TW40's) of a new run, checked by
        the engine's own setup so its messages name the rule."""
        variant = variant or self.default_variant
        if variant not in self.info.variants:
            raise ValidationError(f"Trash War has no variant {variant!r}; variants are: "
                                  f"{', '.join(self.info.variants)}.")
        turn_limit = default_turn_limit() if turn_limit is None else turn_limit
        if not 1 <= turn_limit <= MAX_TURN_LIMIT:
            raise ValidationError(f"The turn limit is a whole number from 1 to {MAX_TURN_LIMIT:,} (TW40).")
        try:
            _game().replay_setup({"seats": 2, "redraw": variant, "turn_limit": turn_limit})
        except ValueError as exc:
            raise ValidationError(str(exc)) from exc
        return {"variant": variant, "turn_limit": turn_limit}

    def match(self, run: MatchRun) -> TrashWarMatch:
        return TrashWarMatch(run)

    def summarize(self, run: MatchRun) -> dict:
        rows = list(run.results.order_by("game_index").values_list("data", flat=True))
        return summarize_game_rows(_game(), rows, match_meta(run))

    def record_dict(self, result: GameResult) -> dict:
        record = TrashWarMatch(result.run).record(result)
        data = record.to_dict()
        data["outcome"] = {"places": result.places, "termination": result.termination, "reason": result.reason,
                           "eliminated": result.data.get("eliminated", [])}
        return data

    def report(self, run: MatchRun) -> dict:
        """The engine's match report from the run's summary, each entrant named as the pages name it."""
        report = run.summary["trash_war"]["report"]
        names = labels(run)
        return {**report, "entrants": [{**e, "player": names[e["entrant"]]} for e in report["entrants"]]}

    def run_context(self, run: MatchRun) -> dict:
        samples = run.results.order_by("game_index").values("game_index", "places", "reason", "turns")[:12]
        names = labels(run)
        return {"tw": self.report(run), "summary": run.summary,
                "samples": [{**g, "winner": _winner(g["places"], names)} for g in samples]}

    def game_facts(self, data: dict) -> dict:
        first = data.get("first_seat")
        return {} if first is None else {"first": data["seating"][first]}

    def replay_context(self, result: GameResult) -> dict:
        run = result.run
        record = TrashWarMatch(run).record(result)
        names = labels(run)
        seating = result.data["seating"]  # the entrant in each engine seat of this game
        seats = [f"Seat {s + 1} · {names[e]}" for s, e in enumerate(seating)]
        game = _game()
        return {"headline": _winner(result.places, names) or "no winner",
                "replay": {"frames": game.extra["frames"](record), "legend": game.extra["card_legend"](record.setup),
                           "seats": seats}}


def _winner(places, names) -> str:
    """'A · greedy won', or '' when first place is shared."""
    first = [e for e, p in enumerate(places) if p == 0]
    return f"{names[first[0]]} won" if len(first) == 1 else ""
