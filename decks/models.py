"""Decks: a named, owned list that changes, and its immutable versions that simulations refer to."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse

from cards.models import Game
from cardwars_site.scoping import PrivateQuerySet


class DeckQuerySet(PrivateQuerySet):
    def visible_to(self, user):
        """Public decks, and the user's own private ones (never a deleted one)."""
        live = self.filter(deleted_at__isnull=True)
        if user is not None and user.is_authenticated:
            return live.filter(Q(is_public=True) | Q(owner=user))
        return live.filter(is_public=True)

    def owned_by(self, user):
        return super().owned_by(user).filter(deleted_at__isnull=True)


class Deck(models.Model):
    # No owner: a preconstructed deck, public and edited by nobody.
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, null=True, blank=True,
                              related_name="decks")
    name = models.CharField(max_length=120)
    # The game whose cards the deck holds, and for a game with several deck formats the one it is built for
    # (the Naruto CCG: seed40 or manual50; empty for Card Wars, which has one).
    game = models.CharField(max_length=16, choices=Game.choices, default=Game.CARDWARS, db_index=True)
    format = models.CharField(max_length=16, blank=True, default="")
    # A demo deck of a game whose products sell no preconstructed list (the engine's demo deck name).
    demo = models.CharField(max_length=64, blank=True, default="")
    is_public = models.BooleanField(default=False)
    precon = models.OneToOneField("cards.PreconDeck", on_delete=models.PROTECT, null=True, blank=True,
                                  related_name="deck")
    current_version = models.ForeignKey("DeckVersion", on_delete=models.PROTECT, null=True, blank=True,
                                        related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    # Set when its owner deleted a deck that simulations cite: it is gone from every list and page, and its
    # versions stay so that those simulations keep their meaning. A deck nothing cites is deleted for real.
    deleted_at = models.DateTimeField(null=True, blank=True)

    objects = DeckQuerySet.as_manager()

    class Meta:
        ordering = ["-updated_at", "id"]
        constraints = [
            models.CheckConstraint(condition=Q(owner__isnull=False) | Q(precon__isnull=False, is_public=True)
                                   | (~Q(demo="") & Q(is_public=True)),
                                   name="deck_owned_or_public_precon"),
            models.CheckConstraint(condition=Q(game__in=Game.values), name="deck_game_valid"),
            models.UniqueConstraint(fields=["game", "demo"], condition=~Q(demo=""), name="deck_demo_once"),
            models.CheckConstraint(condition=~Q(name=""), name="deck_name_not_empty"),
        ]
        indexes = [models.Index(fields=["owner", "-updated_at"])]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("decks:detail", args=[self.pk])


class DeckVersion(models.Model):
    """One saved state of a deck. Never changed once written: results that cite it stay meaningful."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    # sha256 of the canonical sorted list (hero, landscapes, cards): the same list, the same hash.
    content_hash = models.CharField(max_length=64, db_index=True)
    hero = models.ForeignKey("cards.Card", on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    landscapes = models.JSONField(default=list)
    card_count = models.PositiveIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["deck", "-number"]
        constraints = [models.UniqueConstraint(fields=["deck", "number"], name="deck_version_number_unique")]

    def __str__(self):
        return f"{self.deck} v{self.number}"

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise ValueError("a deck version is immutable; save a new version instead")
        super().save(*args, **kwargs)

    @property
    def short_hash(self) -> str:
        return self.content_hash[:12]


class DeckVersionCard(models.Model):
    version = models.ForeignKey(DeckVersion, on_delete=models.CASCADE, related_name="entries")
    card = models.ForeignKey("cards.Card", on_delete=models.PROTECT, related_name="+")
    count = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["version", "card__name"]
        constraints = [
            models.UniqueConstraint(fields=["version", "card"], name="deck_version_card_once"),
            models.CheckConstraint(condition=Q(count__gte=1), name="deck_version_card_count_positive"),
        ]

    def __str__(self):
        return f"{self.count}x {self.card_id} in version {self.version_id}"
