from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from .models import GameResult, Gauntlet, MatchRun
from .services import PLAYER_CHOICES, run_estimate, run_progress

# The largest weight an opponent may have in a gauntlet's average; only ratios matter, and a bound keeps
# every sum finite.
MAX_GAUNTLET_WEIGHT = 1_000_000


class DeckVersionRef(serializers.Serializer):
    """A deck version as a run names it: the deck, its name and the version number."""

    deck = serializers.IntegerField(source="deck_id")
    name = serializers.CharField(source="deck.name")
    version = serializers.IntegerField(source="number")
    content_hash = serializers.CharField()


class RunCreateSerializer(serializers.Serializer):
    """Decks are given by deck id (their current version is used) or by an explicit deck version id."""

    deck_a = serializers.IntegerField(required=False, help_text="Deck id: its current version plays.")
    deck_b = serializers.IntegerField(required=False)
    version_a = serializers.IntegerField(required=False, help_text="A specific deck version id instead.")
    version_b = serializers.IntegerField(required=False)
    games = serializers.IntegerField(min_value=1, max_value=100_000)
    player_a = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")
    player_b = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")
    seed = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=2**62)
    mirrored = serializers.BooleanField(default=False)
    confirm_long = serializers.BooleanField(
        default=False, help_text="Needed to start a run estimated at over an hour (see the estimate endpoint).")

    def validate(self, attrs):
        for side in ("a", "b"):
            if (attrs.get(f"deck_{side}") is None) == (attrs.get(f"version_{side}") is None):
                raise serializers.ValidationError({f"deck_{side}": [f"Give deck_{side} or version_{side}, one of them."]})
        return attrs


class EstimateQuerySerializer(serializers.Serializer):
    games = serializers.IntegerField(min_value=1, max_value=100_000)
    player_a = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")
    player_b = serializers.ChoiceField(choices=PLAYER_CHOICES, default="greedy")


class EstimateSerializer(serializers.Serializer):
    """How long a run should take, from measured seconds per game, and where the figure comes from."""

    seconds = serializers.IntegerField(allow_null=True, help_text="Estimated wall time; null if never measured.")
    per_game = serializers.FloatField(allow_null=True, help_text="Seconds per game with the workers sharing it.")
    source = serializers.ChoiceField(choices=["site-runs", "site-chunks", "bench-table", "none"],
                                     help_text="site-runs: this site's finished runs; site-chunks: its finished "
                                               "batches of games; bench-table: make bench.")
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


class RunSerializer(serializers.ModelSerializer):
    deck_a = DeckVersionRef(read_only=True)
    deck_b = DeckVersionRef(read_only=True)
    progress = serializers.SerializerMethodField()
    url = serializers.HyperlinkedIdentityField(view_name="simulation-detail")

    class Meta:
        model = MatchRun
        fields = ["id", "url", "status", "progress", "deck_a", "deck_b", "variant", "games", "player_a", "player_b",
                  "seed", "mirrored", "error", "created_at", "started_at", "finished_at", "gauntlet"]

    def get_progress(self, run) -> dict:
        return run_progress(run)


class RunDetailSerializer(RunSerializer):
    summary = serializers.JSONField(read_only=True)
    not_fully_simulated = serializers.SerializerMethodField()
    estimate = serializers.SerializerMethodField()

    class Meta(RunSerializer.Meta):
        fields = [*RunSerializer.Meta.fields, "summary", "not_fully_simulated", "estimate"]

    @extend_schema_field(EstimateSerializer)
    def get_estimate(self, run) -> dict:
        return run_estimate(games=run.games, players=(run.player_a, run.player_b))

    def get_not_fully_simulated(self, run) -> list[dict]:
        from .selectors import cards_not_fully_simulated

        return cards_not_fully_simulated(run)


class GameRecordSerializer(serializers.ModelSerializer):
    record = serializers.SerializerMethodField()

    class Meta:
        model = GameResult
        fields = ["game_index", "winner", "reason", "a_first", "turns", "hp_a", "hp_b", "seed", "actions", "record"]

    def get_record(self, result) -> dict:
        from .selectors import game_record_dict

        return game_record_dict(result)


class GauntletSerializer(serializers.ModelSerializer):
    deck = DeckVersionRef(read_only=True)
    table = serializers.SerializerMethodField()

    class Meta:
        model = Gauntlet
        fields = ["id", "deck", "weights", "created_at", "table"]

    def get_table(self, gauntlet) -> dict:
        from .selectors import gauntlet_table

        return gauntlet_table(gauntlet)


