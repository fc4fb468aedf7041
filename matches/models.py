"""Simulated matchups: a run of N games between two deck versions, split into idempotent chunks."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse

from cardwars_site.scoping import PrivateQuerySet

MAX_GAMES = 100_000


class Gauntlet(models.Model):
    """One deck against a chosen set of decks: one run per opponent, reported as a table."""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="gauntlets")
    deck = models.ForeignKey("decks.DeckVersion", on_delete=models.PROTECT, related_name="+")
    # Opponent deck version id (as text) -> weight, as the user chose; equal weights by default.
    weights = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = PrivateQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"Gauntlet {self.pk} of {self.deck}"

    def get_absolute_url(self):
        return reverse("matches:gauntlet", args=[self.pk])


class MatchRun(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"
        CANCELLED = "cancelled"

    ACTIVE = (Status.QUEUED, Status.RUNNING)

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="match_runs")
    deck_a = models.ForeignKey("decks.DeckVersion", on_delete=models.PROTECT, related_name="+")
    deck_b = models.ForeignKey("decks.DeckVersion", on_delete=models.PROTECT, related_name="+")
    variant = models.CharField(max_length=16, default="classic")
    games = models.PositiveIntegerField()
    player_a = models.CharField(max_length=32, default="greedy")
    player_b = models.CharField(max_length=32, default="greedy")
    seed = models.BigIntegerField()
    mirrored = models.BooleanField(default=False)
    turn_limit = models.PositiveSmallIntegerField(default=60)
    chunk_size = models.PositiveIntegerField(default=50, help_text="Games in the run's largest (first) chunk.")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED, db_index=True)
    error = models.TextField(blank=True)
    summary = models.JSONField(null=True, blank=True)
    gauntlet = models.ForeignKey(Gauntlet, on_delete=models.CASCADE, null=True, blank=True, related_name="runs")
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    requeued_at = models.DateTimeField(null=True, blank=True, help_text="When stalled chunks were last sent again.")

    objects = PrivateQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.CheckConstraint(condition=Q(games__gte=1, games__lte=MAX_GAMES), name="run_games_in_range"),
            models.CheckConstraint(condition=Q(chunk_size__gte=1), name="run_chunk_size_positive"),
            models.CheckConstraint(condition=Q(status__in=["queued", "running", "done", "failed", "cancelled"]),
                                   name="run_status_valid"),
        ]
        indexes = [models.Index(fields=["owner", "status"])]

    def __str__(self):
        return f"Run {self.pk}: {self.deck_a} vs {self.deck_b}, {self.games} games"

    def get_absolute_url(self):
        return reverse("matches:run", args=[self.pk])

    @property
    def is_active(self) -> bool:
        return self.status in self.ACTIVE


class MatchChunk(models.Model):
    """Games [start, stop) of a run. A task claims a chunk before playing it; a claim whose heartbeat
    goes stale (its worker died) is taken over, and games already written are not played again."""

    class State(models.TextChoices):
        PENDING = "pending"
        RUNNING = "running"
        DONE = "done"

    run = models.ForeignKey(MatchRun, on_delete=models.CASCADE, related_name="chunks")
    number = models.PositiveIntegerField()
    start = models.PositiveIntegerField()
    stop = models.PositiveIntegerField()
    state = models.CharField(max_length=8, choices=State.choices, default=State.PENDING)
    claimed_by = models.CharField(max_length=200, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveIntegerField(default=0)
    # What the last attempt measured: games it played and seconds it spent playing them in one worker
    # process. Finished chunks give the pace of their pairing for sizing the next runs (matches/pace.py).
    played = models.PositiveIntegerField(default=0)
    seconds = models.FloatField(null=True, blank=True)

    class Meta:
        ordering = ["run", "number"]
        constraints = [
            models.UniqueConstraint(fields=["run", "number"], name="chunk_number_unique"),
            models.CheckConstraint(condition=Q(stop__gt=models.F("start")), name="chunk_not_empty"),
        ]

    def __str__(self):
        return f"chunk {self.number} [{self.start}, {self.stop}) of run {self.run_id}"


class GameResult(models.Model):
    """One game of a run. Keyed (run, game_index): a chunk played again rewrites the same rows."""

    run = models.ForeignKey(MatchRun, on_delete=models.CASCADE, related_name="results")
    game_index = models.PositiveIntegerField()
    winner = models.CharField(max_length=1, blank=True, help_text="'a', 'b', or empty for a draw.")
    reason = models.CharField(max_length=32)
    a_first = models.BooleanField(help_text="Deck A was on the play.")
    turns = models.PositiveIntegerField()
    hp_a = models.IntegerField()
    hp_b = models.IntegerField()
    seed = models.BigIntegerField()
    # The engine's per-game result (what the summary reads) and the compact action record (for replays).
    data = models.JSONField()
    actions = models.TextField()

    class Meta:
        ordering = ["run", "game_index"]
        constraints = [
            models.UniqueConstraint(fields=["run", "game_index"], name="result_once_per_game"),
            models.CheckConstraint(condition=Q(winner__in=["a", "b", ""]), name="result_winner_valid"),
        ]

    def __str__(self):
        return f"game {self.game_index} of run {self.run_id}"


class SwapTest(models.Model):
    """One card swapped in a deck, tested in pairs: the deck as it is and the deck with the swap, each against
    the same opponents with the same seeds, so both versions meet the same shuffles (common random numbers)."""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="swap_tests")
    deck = models.ForeignKey("decks.DeckVersion", on_delete=models.PROTECT, related_name="+",
                             help_text="The deck as it is.")
    variant = models.ForeignKey("decks.DeckVersion", on_delete=models.PROTECT, related_name="+",
                                help_text="The same deck with card_out swapped for card_in (a private deck of the owner).")
    card_out = models.ForeignKey("cards.Card", on_delete=models.PROTECT, related_name="+")
    card_in = models.ForeignKey("cards.Card", on_delete=models.PROTECT, related_name="+")
    copies = models.PositiveSmallIntegerField(default=1, help_text="How many copies were swapped.")
    created_at = models.DateTimeField(auto_now_add=True)

    objects = PrivateQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"Swap test {self.pk}: {self.card_out_id} -> {self.card_in_id}"

    def get_absolute_url(self):
        return reverse("matches:swap", args=[self.pk])


class SwapPair(models.Model):
    """The two runs of a swap test against one opponent: same seed, games, players and seats."""

    swap = models.ForeignKey(SwapTest, on_delete=models.CASCADE, related_name="pairs")
    opponent = models.ForeignKey("decks.DeckVersion", on_delete=models.PROTECT, related_name="+")
    base_run = models.OneToOneField(MatchRun, on_delete=models.CASCADE, related_name="+")
    variant_run = models.OneToOneField(MatchRun, on_delete=models.CASCADE, related_name="+")

    class Meta:
        ordering = ["swap", "pk"]
        constraints = [models.UniqueConstraint(fields=["swap", "opponent"], name="swap_pair_once_per_opponent")]

    def __str__(self):
        return f"pair {self.pk} of swap test {self.swap_id}"
