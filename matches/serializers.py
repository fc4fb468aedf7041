from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from engine import game_names

from . import engine_bridge
from .games import DEFAULT_GAME, adapter_for
from .models import GameResult, Gauntlet, MatchRun, Seat, SwapTest
from .services import PLAYER_CHOICES, run_estimate_of, run_progress
from .swaps import swap_report

# The largest weight an opponent may have in a gauntlet's average; only ratios matter, and a bound keeps
# every sum finite.
MAX_GAUNTLET_WEIGHT = 1_000_000


class DeckVersionRef(serializers.Serializer):
    """A deck version as a run names it: the deck, its name and the version number."""

    deck = serializers.IntegerField(source="deck_id")
    name = serializers.CharField(source="deck.name")
    version = serializers.IntegerField(source="number")
    content_hash = serializers.CharField()


class SeatCreateSerializer(serializers.Serializer):
    """A seat of an entrant: its AI and, for a game with decks, a deck id or a deck version id."""

    player = serializers.CharField(max_length=32, default="greedy", help_text="The AI: 'greedy', 'mcts:200' ...")
    deck = serializers.IntegerField(required=False, help_text="Deck id: its current version plays.")
    version = serializers.IntegerField(required=False, help_text="A specific deck version id instead.")

    def validate(self, attrs):
        if attrs.get("deck") is not None and attrs.get("version") is not None:
            raise serializers.ValidationError({"deck": ["Give deck or version, not both."]})
        return attrs


class EntrantCreateSerializer(serializers.Serializer):
    seats = SeatCreateSerializer(many=True, min_length=1, max_length=8)


class RunCreateSerializer(serializers.Serializer):
    """A run of a game of the site (default Card Wars 1 vs 1). Its entrants in order, each with its seats; or,
    for two entrants of one seat (Card Wars 1 vs 1), deck_a/version_a and player_a, deck_b/version_b and
    player_b as before. Decks are given by deck id (their current version is used) or by a deck version id."""

    game = serializers.ChoiceField(choices=game_names(), default=DEFAULT_GAME,
                                   help_text="The game, by the engine registry's name.")
    format = serializers.CharField(max_length=16, required=False,
                                   help_text="The game's format ('1v1'); the game's default if left out.")
    entrants = EntrantCreateSerializer(many=True, required=False, min_length=2, max_length=8,
                                       help_text="The entrants in order (entrant A first), instead of deck_a/deck_b.")
    deck_a = serializers.IntegerField(required=False, help_text="Deck id: its current version plays.")
    deck_b = serializers.IntegerField(required=False)
    version_a = serializers.IntegerField(required=False, help_text="A specific deck version id instead.")
    version_b = serializers.IntegerField(required=False)
    games = serializers.IntegerField(min_value=1, max_value=100_000)
    player_a = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")
    player_b = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")
    seed = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=2**62)
    mirrored = serializers.BooleanField(
        default=True, help_text="Replay each shuffle with the seats swapped, to cut luck out of the result "
                                "(on by default, as on the site's form).")
    variant = serializers.CharField(max_length=16, required=False,
                                    help_text="The game's variant where it has them (Trash War: end_of_turn, the "
                                              "default, or immediate); the game's default if left out.")
    turn_limit = serializers.IntegerField(required=False, min_value=1,
                                          help_text="Turns before a game is a draw, for a game that takes one "
                                                    "(Trash War: 500 by default).")
    confirm_long = serializers.BooleanField(
        default=False, help_text="Needed to start a run estimated at over an hour (see the estimate endpoint).")
    stop_width = serializers.FloatField(
        required=False, allow_null=True, min_value=0.5, max_value=25,
        help_text="Stop once deck A's 95% interval is +- this many points (a confidence sequence, valid for "
                  "stopping early; docs/simulations.md); `games` is then the cap. Card Wars 1 vs 1.")

    def validate_game(self, game):
        return _site_game(game)

    def validate(self, attrs):
        adapter = adapter_for(attrs["game"])
        try:
            attrs["format"] = adapter.format_of(attrs.get("format") or adapter.default_format).name
        except DjangoValidationError as exc:
            raise serializers.ValidationError({"format": exc.messages}) from exc
        if attrs.get("entrants") is not None:
            legacy = [f for f in ("deck_a", "deck_b", "version_a", "version_b") if attrs.get(f) is not None]
            if legacy:
                raise serializers.ValidationError({legacy[0]: ["Give the entrants or deck_a and deck_b, not both."]})
            return attrs
        for side in ("a", "b"):
            if (attrs.get(f"deck_{side}") is None) == (attrs.get(f"version_{side}") is None):
                raise serializers.ValidationError({f"deck_{side}": [f"Give deck_{side} or version_{side}, one of them."]})
        attrs["entrants"] = [{"seats": [{"deck": attrs.get(f"deck_{side}"), "version": attrs.get(f"version_{side}"),
                                         "player": attrs[f"player_{side}"]}]} for side in ("a", "b")]
        return attrs


def _site_game(game: str) -> str:
    try:
        adapter_for(game)
    except DjangoValidationError as exc:
        raise serializers.ValidationError(exc.messages) from exc
    return game


class EstimateQuerySerializer(serializers.Serializer):
    game = serializers.ChoiceField(choices=game_names(), default=DEFAULT_GAME)
    games = serializers.IntegerField(min_value=1, max_value=100_000)
    players = serializers.CharField(required=False, max_length=200,
                                    help_text="The AI of each seat, comma-separated, instead of player_a and player_b.")
    player_a = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")
    player_b = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")
    decks = serializers.CharField(required=False, max_length=200,
                                  help_text="The deck id of each seat, comma-separated: their current versions' own "
                                            "pace counts first.")
    runs = serializers.IntegerField(min_value=1, max_value=40, default=1,
                                    help_text="How many such runs share the workers: a gauntlet plays one per "
                                              "opponent, a swap test two.")

    def validate_game(self, game):
        return _site_game(game)

    def validate(self, attrs):
        if attrs.get("players"):
            attrs["players"] = tuple(p.strip() for p in attrs["players"].split(","))
            try:
                adapter_for(attrs["game"]).check_players(attrs["players"])
            except DjangoValidationError as exc:
                raise serializers.ValidationError({"players": exc.messages}) from exc
        else:
            attrs["players"] = (attrs["player_a"], attrs["player_b"])
        if attrs.get("decks"):
            parts = [p.strip() for p in attrs["decks"].split(",")]
            if not all(p.isdigit() and len(p) <= 18 for p in parts):
                raise serializers.ValidationError({"decks": ["Deck ids are numbers, separated by commas."]})
            attrs["decks"] = tuple(int(p) for p in parts)
        return attrs


class EstimateSerializer(serializers.Serializer):
    """How long a run should take, from measured seconds per game, and where the figure comes from."""

    seconds = serializers.IntegerField(allow_null=True, help_text="Estimated wall time; null if never measured.")
    per_game = serializers.FloatField(allow_null=True, help_text="Seconds per game with the workers sharing it.")
    source = serializers.ChoiceField(choices=["site-chunks", "bench-table", "none"],
                                     help_text="site-chunks: the batches of games this site's workers finished; "
                                               "bench-table: make bench's table, a first guess.")
    explanation = serializers.CharField()
    long = serializers.BooleanField(help_text="Over an hour: starting it needs confirm_long.")


class GauntletCreateSerializer(serializers.Serializer):
    deck = serializers.IntegerField(help_text="Your deck id: its current version plays.")
    opponents = serializers.ListField(child=serializers.IntegerField(), min_length=1, max_length=20,
                                      help_text="Opponent deck ids.")
    weights = serializers.DictField(child=serializers.FloatField(min_value=0, max_value=MAX_GAUNTLET_WEIGHT),
                                    required=False, help_text="Opponent deck id -> weight in the average "
                                                              f"(default 1 each, at most {MAX_GAUNTLET_WEIGHT:,}).")
    games = serializers.IntegerField(min_value=1, max_value=100_000)
    player_a = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")
    player_b = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")
    seed = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=2**62)
    confirm_long = serializers.BooleanField(default=False)

    def validate_weights(self, weights):
        if any(not (key.isascii() and key.isdigit() and len(key) <= 18) for key in weights):
            raise serializers.ValidationError("Weights are keyed by opponent deck id (a number).")
        return weights


class SeatSerializer(serializers.ModelSerializer):
    """A seat of an entrant: its AI and, where the game has decks, the deck version it plays."""

    deck = DeckVersionRef(read_only=True, allow_null=True)

    class Meta:
        model = Seat
        fields = ["index", "player", "deck"]


class EntrantSerializer(serializers.Serializer):
    """An entrant of a run: a team of one seat or more (1 vs 1: two entrants of one seat)."""

    index = serializers.IntegerField()
    letter = serializers.CharField()
    name = serializers.CharField()
    seats = SeatSerializer(many=True, source="seats.all")


class RunSerializer(serializers.ModelSerializer):
    entrants = EntrantSerializer(many=True, read_only=True, source="entrant_list")
    # The two decks and AIs of a 1 vs 1 run as the first clients read them: entrant 0 (A) and entrant 1 (B).
    deck_a = serializers.SerializerMethodField()
    deck_b = serializers.SerializerMethodField()
    player_a = serializers.SerializerMethodField()
    player_b = serializers.SerializerMethodField()
    progress = serializers.SerializerMethodField()
    url = serializers.HyperlinkedIdentityField(view_name="simulation-detail")

    class Meta:
        model = MatchRun
        fields = ["id", "url", "status", "progress", "game", "format", "entrants", "deck_a", "deck_b", "variant",
                  "turn_limit", "games", "player_a", "player_b", "seed", "mirrored", "error", "created_at", "started_at",
                  "finished_at", "gauntlet", "is_public", "engine_version", "fork"]

    fork = serializers.SerializerMethodField(help_text="For a run played on from a stored game's position: the "
                                                       "run, game index and step it starts from, and the entrant "
                                                       "whose view hidden cards were re-dealt from; else null.")

    @extend_schema_field(serializers.DictField(allow_null=True))
    def get_fork(self, run) -> dict | None:
        if not run.is_fork:
            return None
        return {"run": run.fork_run_id, "game": run.fork_game, "step": run.fork_step, "viewer": run.fork_viewer}

    def get_progress(self, run) -> dict:
        return run_progress(run)

    def _seat(self, run, index: int):
        seats = run.seat_list()
        return seats[index] if index < len(seats) else None

    @extend_schema_field(DeckVersionRef(allow_null=True))
    def get_deck_a(self, run) -> dict | None:
        seat = self._seat(run, 0)
        return DeckVersionRef(seat.deck).data if seat and seat.deck else None

    @extend_schema_field(DeckVersionRef(allow_null=True))
    def get_deck_b(self, run) -> dict | None:
        seat = self._seat(run, 1)
        return DeckVersionRef(seat.deck).data if seat and seat.deck else None

    def get_player_a(self, run) -> str | None:
        seat = self._seat(run, 0)
        return seat.player if seat else None

    def get_player_b(self, run) -> str | None:
        seat = self._seat(run, 1)
        return seat.player if seat else None


class StoppedSerializer(serializers.Serializer):
    games = serializers.IntegerField(help_text="The games the run stopped at.")
    rate = serializers.FloatField(help_text="Deck A's win rate over them.")
    half_width = serializers.FloatField(help_text="The interval's half-width reached (a fraction).")
    low = serializers.FloatField()
    high = serializers.FloatField()
    width = serializers.FloatField(help_text="The half-width asked for (a fraction).")


class MoreGamesSerializer(serializers.Serializer):
    games = serializers.IntegerField(min_value=1, max_value=100_000, help_text="How many more games to play.")


class RunDetailSerializer(RunSerializer):
    summary = serializers.JSONField(read_only=True, help_text="The report's figures; for a cancelled or failed run, "
                                                              "of the games it played (see partial).")
    stopped = StoppedSerializer(read_only=True, allow_null=True,
                                help_text="Where a run asked to stop at a width stopped; null otherwise.")
    partial = serializers.SerializerMethodField(help_text="True when the summary counts fewer games than the run "
                                                          "has: a cancelled or failed run's partial report.")
    not_fully_simulated = serializers.SerializerMethodField()
    estimate = serializers.SerializerMethodField()

    class Meta(RunSerializer.Meta):
        fields = [*RunSerializer.Meta.fields, "stop_width", "stopped", "summary", "partial", "not_fully_simulated",
                  "estimate"]

    def get_partial(self, run) -> bool:
        return bool(run.summary) and run.summary.get("games", run.games) < run.games

    @extend_schema_field(EstimateSerializer)
    def get_estimate(self, run) -> dict:
        return run_estimate_of(run)

    def get_not_fully_simulated(self, run) -> list[dict]:
        from .selectors import cards_not_fully_simulated

        return cards_not_fully_simulated(run)


class GameRecordSerializer(serializers.ModelSerializer):
    places = serializers.ListField(child=serializers.IntegerField(), read_only=True,
                                   help_text="The place of each seat of the run (0 is first; a draw shares it).")
    data = serializers.JSONField(read_only=True, help_text="The game's own figures (Card Wars: HP, seats, cards).")
    # As the first clients read a game: the winning entrant's letter, and of a Card Wars game who went first
    # and both HP (null for other games; their figures are in data).
    winner = serializers.SerializerMethodField()
    a_first = serializers.SerializerMethodField()
    hp_a = serializers.SerializerMethodField()
    hp_b = serializers.SerializerMethodField()
    record = serializers.SerializerMethodField()

    class Meta:
        model = GameResult
        fields = ["game_index", "places", "termination", "reason", "turns", "seed", "data", "winner", "a_first",
                  "hp_a", "hp_b", "actions", "record"]

    def get_winner(self, result) -> str | None:
        """'A', 'B' ... in lower case as before: the entrant whose seats alone are first; null for a draw."""
        entrant = result.winning_entrant()
        return None if entrant is None else chr(ord("a") + entrant)

    def get_a_first(self, result) -> bool | None:
        return engine_bridge.a_first(result.data) if "seat_a" in result.data else None

    def get_hp_a(self, result) -> int | None:
        return result.data.get("hp_a")

    def get_hp_b(self, result) -> int | None:
        return result.data.get("hp_b")

    def get_record(self, result) -> dict:
        return adapter_for(result.run.game).record_dict(result)


class GauntletSerializer(serializers.ModelSerializer):
    deck = DeckVersionRef(read_only=True)
    table = serializers.SerializerMethodField()
    url = serializers.HyperlinkedIdentityField(view_name="gauntlet-detail")

    class Meta:
        model = Gauntlet
        fields = ["id", "url", "deck", "weights", "created_at", "is_public", "table"]

    def get_table(self, gauntlet) -> dict:
        from .selectors import gauntlet_table

        return gauntlet_table(gauntlet)




class ShareSerializer(serializers.Serializer):
    public = serializers.BooleanField(help_text="true: anyone with the link reads it; false: only you.")
    url = serializers.URLField(read_only=True, help_text="The page to share.")


class SwapTestSerializer(serializers.ModelSerializer):
    """A swap test: the deck as it is, the version with the swap, the cards and the copies swapped."""

    url = serializers.HyperlinkedIdentityField(view_name="swap-detail")
    deck = DeckVersionRef(read_only=True)
    variant = DeckVersionRef(read_only=True)
    card_out = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    card_in = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    runs = serializers.SerializerMethodField(help_text="Per opponent: the run of the deck as it is and the run "
                                                       "with the swap (same seed).")

    class Meta:
        model = SwapTest
        fields = ["id", "url", "deck", "variant", "card_out", "card_in", "copies", "created_at", "is_public", "runs"]

    def get_runs(self, swap) -> list[dict]:
        return [{"opponent": o, "base_run": b, "variant_run": v}
                for o, b, v in swap.pairs.values_list("opponent_id", "base_run_id", "variant_run_id")]


class SwapTestDetailSerializer(SwapTestSerializer):
    report = serializers.SerializerMethodField(help_text="Per opponent and over all: win rates as it is and with "
                                                         "the swap, and their paired difference with its 95% interval.")

    class Meta(SwapTestSerializer.Meta):
        fields = [*SwapTestSerializer.Meta.fields, "report"]

    def get_report(self, swap) -> dict:
        return swap_report(swap)
