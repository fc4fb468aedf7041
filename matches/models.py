"""Simulated matchups: a run of N games of one game and format between its entrants, split into idempotent
chunks.

A run belongs to a game of the engine's registry ('cardwars', 'trash-war') and a format of it ('1v1'). Its
entrants are rows: an entrant is a team (1 vs 1: two teams of one seat; Trash War: a team of one per seat),
and each of its seats names the AI that plays it and, where the game has decks, the deck version. The run's
seats are numbered entrant by entrant, each team's seats in order; a game result gives the place of each
of those seats (0 = first; seats that tie share a place), not of the engine's seats, which rotate game by
game."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse

from cardwars_site.scoping import PrivateQuerySet

MAX_GAMES = 100_000


class SharedQuerySet(PrivateQuerySet):
    """Private rows that their owner may make public (a shareable report): the owner sees them, anyone else
    only once `is_public` is set, and only by their id (lists stay the owner's: `owned_by`)."""

    def visible_to(self, user):
        public = Q(is_public=True)
        if user is None or not user.is_authenticated:
            return self.filter(public)
        return self.filter(public | Q(owner=user))


class Gauntlet(models.Model):
    """One deck against a chosen set of decks: one run per opponent, reported as a table."""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="gauntlets")
    deck = models.ForeignKey("decks.DeckVersion", on_delete=models.PROTECT, related_name="+")
    # Opponent deck version id (as text) -> weight, as the user chose; equal weights by default.
    weights = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)
    is_public = models.BooleanField(default=False, help_text="Anyone with the link may read it (and its runs).")

    objects = SharedQuerySet.as_manager()

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
    game = models.CharField(max_length=32, default="cardwars", help_text="The game's name in the engine's registry.")
    format = models.CharField(max_length=16, default="1v1", help_text="The game's format: '1v1', 'ffa' ...")
    variant = models.CharField(max_length=16, default="classic")
    games = models.PositiveIntegerField()
    seed = models.BigIntegerField()
    mirrored = models.BooleanField(default=False)
    turn_limit = models.PositiveSmallIntegerField(default=60)
    chunk_size = models.PositiveIntegerField(default=50, help_text="Games in the run's largest (first) chunk.")
    # Chunks are cut as workers ask (matches.worker.chunk_next): games [0, cursor) are handed out, and the
    # next chunk takes 1/chunk_parts of the games left, at least chunk_tail and at most chunk_size of them.
    cursor = models.PositiveIntegerField(default=0, help_text="Games handed out to workers so far.")
    chunk_tail = models.PositiveIntegerField(default=1, help_text="Games in the run's smallest chunks.")
    chunk_parts = models.PositiveSmallIntegerField(default=1, help_text="Each chunk takes 1/parts of the games left.")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED, db_index=True)
    error = models.TextField(blank=True)
    summary = models.JSONField(null=True, blank=True)
    gauntlet = models.ForeignKey(Gauntlet, on_delete=models.CASCADE, null=True, blank=True, related_name="runs")
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    requeued_at = models.DateTimeField(null=True, blank=True, help_text="When stalled chunks were last sent again.")
    report = models.JSONField(null=True, blank=True, editable=False,
                              help_text="A finished run's report, computed once: {'games': N, 'data': ...}.")
    stop_width = models.FloatField(null=True, blank=True,
                                   help_text="Stop once deck A's 95% interval is +- this many points (matches/"
                                             "sequential.py); `games` is then the cap. Empty: play every game.")
    stopped = models.JSONField(null=True, blank=True, editable=False,
                               help_text="Where a run with stop_width stopped: games, rate and the interval.")
    cost_per_game = models.FloatField(default=0.0, help_text="Seconds of one worker process a game was expected "
                                                             "to take when the run was created (its owner's budget).")
    is_public = models.BooleanField(default=False, help_text="Anyone with the link may read its report and replays.")
    engine_version = models.CharField(max_length=40, blank=True,
                                      help_text="The engine that played it (matches/versions.py); empty for old runs.")
    # A fork: games played on from one position of a stored game (matches/forks.py), not from a new deal.
    fork_run = models.ForeignKey("self", on_delete=models.CASCADE, null=True, blank=True, related_name="forks",
                                 help_text="The run whose game this run plays on from.")
    fork_game = models.PositiveIntegerField(null=True, blank=True, help_text="The game index in fork_run.")
    fork_step = models.PositiveIntegerField(null=True, blank=True,
                                            help_text="Actions of that game applied before playing on.")
    fork_viewer = models.PositiveSmallIntegerField(null=True, blank=True,
                                                   help_text="The entrant whose view hidden cards are re-dealt from.")

    objects = SharedQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.CheckConstraint(condition=Q(games__gte=1, games__lte=MAX_GAMES), name="run_games_in_range"),
            models.CheckConstraint(condition=Q(fork_run__isnull=True) | Q(fork_game__isnull=False, fork_step__isnull=False,
                                                                          fork_viewer__isnull=False),
                                   name="run_fork_complete"),
            models.CheckConstraint(condition=Q(chunk_size__gte=1), name="run_chunk_size_positive"),
            models.CheckConstraint(condition=Q(cursor__lte=models.F("games")), name="run_cursor_within_games"),
            models.CheckConstraint(condition=Q(status__in=["queued", "running", "done", "failed", "cancelled"]),
                                   name="run_status_valid"),
        ]
        indexes = [models.Index(fields=["owner", "status"])]

    def __str__(self):
        return f"Run {self.pk}: {self.title}, {self.games} games"

    def get_absolute_url(self):
        return reverse("matches:run", args=[self.pk])

    @property
    def is_active(self) -> bool:
        return self.status in self.ACTIVE

    @property
    def is_fork(self) -> bool:
        return self.fork_run_id is not None

    # Entrants never change once a run exists: these read them through the prefetch cache when the query
    # had prefetch_related(ENTRANTS) (matches.selectors), else with a query each.
    def entrant_list(self) -> list["Entrant"]:
        """The run's entrants in order (entrant 0 is 'A')."""
        return list(self.entrants.all())

    def seat_list(self) -> list["Seat"]:
        """Every seat of the run in seat order: entrant by entrant, each team's seats in order."""
        return [seat for entrant in self.entrant_list() for seat in entrant.seats.all()]

    def players(self) -> tuple[str, ...]:
        """The AI of each seat, in seat order."""
        return tuple(seat.player for seat in self.seat_list())

    def decks(self) -> list:
        """The deck version of each seat (None where the game has no decks), in seat order."""
        return [seat.deck for seat in self.seat_list()]

    @property
    def title(self) -> str:
        """The entrants' names: 'Finn vs Jake'."""
        return " vs ".join(entrant.name for entrant in self.entrant_list())


class Entrant(models.Model):
    """One side of a run: a team of one or more seats. Its place in a game is the place its seats share."""

    run = models.ForeignKey(MatchRun, on_delete=models.CASCADE, related_name="entrants")
    index = models.PositiveSmallIntegerField(help_text="0, 1, ...: entrant A, B, ... of the run.")

    class Meta:
        ordering = ["run", "index"]
        constraints = [models.UniqueConstraint(fields=["run", "index"], name="entrant_once_per_index")]

    def __str__(self):
        return f"entrant {self.letter} of run {self.run_id}"

    @property
    def letter(self) -> str:
        """'A', 'B', ... as the pages name entrants."""
        return chr(ord("A") + self.index)

    @property
    def name(self) -> str:
        """Its decks' names, else its AIs' ('greedy'), joined by ' & ' for a team."""
        return " & ".join(seat.name for seat in self.seats.all())


class Seat(models.Model):
    """A seat of an entrant: the AI that plays it and, where the game has decks, the deck version it plays."""

    entrant = models.ForeignKey(Entrant, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField(help_text="The seat's order inside its team (0 first).")
    deck = models.ForeignKey("decks.DeckVersion", on_delete=models.PROTECT, null=True, blank=True,
                             related_name="+", help_text="Empty for a game without decks.")
    player = models.CharField(max_length=32, default="greedy", help_text="The AI: 'greedy', 'mcts:200' ...")

    class Meta:
        ordering = ["entrant", "index"]
        constraints = [models.UniqueConstraint(fields=["entrant", "index"], name="seat_once_per_index")]

    def __str__(self):
        return f"seat {self.index} of {self.entrant}"

    @property
    def name(self) -> str:
        return self.deck.deck.name if self.deck_id else self.player


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
    # What the last attempt measured: games it played and seconds it spent on them in one worker process
    # (play and the writes between games, from its start to its last game's end). Finished chunks give the pace of their pairing for sizing the next runs (matches/pace.py).
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

    class Ending(models.TextChoices):
        """Why a game ended, in the engine's words every game shares (engine.Termination)."""

        WIN_CONDITION = "win condition"
        SIMULTANEOUS = "simultaneous"
        TURN_LIMIT = "turn limit"
        NO_PROGRESS = "no progress"

    run = models.ForeignKey(MatchRun, on_delete=models.CASCADE, related_name="results")
    game_index = models.PositiveIntegerField()
    places = models.JSONField(help_text="The place of each seat of the run, in seat order: 0 is first, seats "
                                        "that tie share a place (a 1 vs 1 draw is [0, 0]).")
    termination = models.CharField(max_length=16, choices=Ending.choices)
    reason = models.CharField(max_length=32, help_text="The game's own word for the ending ('hp').")
    turns = models.PositiveIntegerField()
    seed = models.BigIntegerField()
    # The game's own figures (Card Wars: the engine's per-game result, with HP, seats and cards drawn and
    # played; what the summary reads) and the compact action record (for replays).
    data = models.JSONField()
    actions = models.TextField()

    class Meta:
        ordering = ["run", "game_index"]
        constraints = [
            models.UniqueConstraint(fields=["run", "game_index"], name="result_once_per_game"),
            models.CheckConstraint(condition=Q(termination__in=["win condition", "simultaneous", "turn limit",
                                                                "no progress"]),
                                   name="result_termination_valid"),
        ]

    def __str__(self):
        return f"game {self.game_index} of run {self.run_id}"

    @property
    def winning_seats(self) -> tuple[int, ...]:
        """The run's seats in first place; empty for a draw (every seat first)."""
        return first_places(self.places)

    def winning_entrant(self) -> int | None:
        """The index of the entrant whose seats alone are in first place; None for a draw or a shared win."""
        seats = self.winning_seats
        if not seats:
            return None
        owner = [entrant.index for entrant in self.run.entrant_list() for _ in entrant.seats.all()]
        entrants = {owner[seat] for seat in seats}
        return entrants.pop() if len(entrants) == 1 else None


def first_places(places) -> tuple[int, ...]:
    """The seats in first place of a game's places; empty when every seat shares it (a draw)."""
    if all(p == 0 for p in places):
        return ()
    return tuple(seat for seat, p in enumerate(places) if p == 0)


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
    is_public = models.BooleanField(default=False, help_text="Anyone with the link may read it (and its runs).")

    objects = SharedQuerySet.as_manager()

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


class WatchdogTick(models.Model):
    """When the watchdog last ran, in one row: /healthz reads it to say whether the watchdog is alive."""

    ran_at = models.DateTimeField()
    sent = models.PositiveIntegerField(default=0, help_text="Messages it sent again on that run.")

    def __str__(self):
        return f"watchdog ran at {self.ran_at:%Y-%m-%d %H:%M:%S}"
