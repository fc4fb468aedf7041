"""The catalogue: cards, the products that hold them, and the preconstructed decks."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse

from cardwars_site.scoping import PrivateQuerySet


class Game(models.TextChoices):
    """The games whose cards the catalogue holds (names as the engine's registry spells them)."""

    CARDWARS = "cardwars", "Card Wars"
    NARUTO = "naruto", "Naruto CCG"


class Kind(models.TextChoices):
    CREATURE = "creature", "Creature"
    SPELL = "spell", "Spell"
    BUILDING = "building", "Building"
    TEAMWORK = "teamwork", "Teamwork"
    HERO = "hero", "Hero"
    LANDSCAPE = "landscape", "Landscape"
    # The Naruto CCG's card types (NR1)
    NINJA = "ninja", "Ninja"
    JUTSU = "jutsu", "Jutsu"
    MISSION = "mission", "Mission"


# The card types of each game, in the order the pages list them.
GAME_KINDS = {
    Game.CARDWARS: [Kind.CREATURE, Kind.SPELL, Kind.BUILDING, Kind.TEAMWORK, Kind.HERO, Kind.LANDSCAPE],
    Game.NARUTO: [Kind.NINJA, Kind.JUTSU, Kind.MISSION],
}


class Landscape(models.TextChoices):
    BLUE_PLAINS = "Blue Plains"
    CORNFIELD = "Cornfield"
    NICELANDS = "NiceLands"
    SANDYLANDS = "SandyLands"
    USELESS_SWAMP = "Useless Swamp"
    ICYLANDS = "IcyLands"
    RAINBOW = "Rainbow"


# A deck's lanes are landscape types; Rainbow is a card colour, not a lane.
LANE_TYPES = [value for value in Landscape.values if value != Landscape.RAINBOW]
# Heroes and landscape cards have no cost; the rest are played for one.
COSTLESS_KINDS = [Kind.HERO, Kind.LANDSCAPE]


class Category(models.TextChoices):
    OFFICIAL = "official", "Official (2014-2016 line)"
    KICKSTARTER = "kickstarter", "Kickstarter only"
    COMMUNITY = "community", "Community (fan-made)"


class SimStatus(models.TextChoices):
    FULL = "full", "Fully simulated"
    PARTIAL = "partial", "Partly simulated"
    NONE = "none", "Not simulated"


class CardSet(models.Model):
    """A product: a collector's pack, a booster line, promos, the Kickstarter cards..."""

    code = models.CharField(max_length=16, unique=True)
    game = models.CharField(max_length=16, choices=Game.choices, default=Game.CARDWARS, db_index=True)
    name = models.CharField(max_length=200)
    year = models.PositiveSmallIntegerField(null=True, blank=True)
    order = models.PositiveSmallIntegerField(default=0, help_text="Position in product lists.")

    class Meta:
        ordering = ["order", "code"]
        verbose_name = "product"

    def __str__(self):
        return f"{self.code}: {self.name}"

    def get_absolute_url(self):
        return reverse("cards:set-detail", args=[self.code])


class Card(models.Model):
    slug = models.SlugField(max_length=120, unique=True)
    game = models.CharField(max_length=16, choices=Game.choices, default=Game.CARDWARS, db_index=True)
    name = models.CharField(max_length=200, db_index=True)
    kind = models.CharField(max_length=16, choices=Kind.choices)
    # NULL, not "": the data file and the API say null for "no landscape" (heroes).
    landscape = models.CharField(max_length=16, choices=Landscape.choices, null=True, blank=True)  # noqa: DJ001
    cost = models.PositiveSmallIntegerField(null=True, blank=True)
    attack = models.PositiveSmallIntegerField("ATK", null=True, blank=True)
    defense = models.PositiveSmallIntegerField("DEF", null=True, blank=True)
    category = models.CharField(max_length=16, choices=Category.choices)
    # Alternate spellings, one a line: kept as text so that plain-word search can match them.
    aliases = models.TextField(blank=True)
    has_ability = models.BooleanField(default=False)
    is_floop = models.BooleanField(default=False)
    description = models.TextField(blank=True, help_text="The ability in our own words.")
    sim_status = models.CharField(max_length=8, choices=SimStatus.choices, default=SimStatus.NONE)
    sim_note = models.TextField(blank=True, help_text="What the simulator does not do for this card.")
    # The game's own printed fields that Card Wars has no column for (a Naruto card's symbols, entrance and
    # hand cost, healthy and injured Combat/Support, chakra cost...): see NARUTO_FACTS.
    facts = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.CheckConstraint(condition=Q(game__in=Game.values), name="card_game_valid"),
            models.CheckConstraint(condition=Q(kind__in=Kind.values), name="card_kind_valid"),
            models.CheckConstraint(condition=Q(game=Game.CARDWARS) | Q(kind__in=GAME_KINDS[Game.NARUTO]),
                                   name="card_naruto_kind"),
            models.CheckConstraint(
                condition=Q(landscape__isnull=True) | Q(landscape__in=Landscape.values), name="card_landscape_valid"
            ),
            models.CheckConstraint(condition=Q(category__in=Category.values), name="card_category_valid"),
            models.CheckConstraint(condition=Q(sim_status__in=SimStatus.values), name="card_sim_status_valid"),
            # Card Wars costs; a Naruto card's costs are its facts (entrance, hand and chakra cost).
            models.CheckConstraint(
                condition=Q(kind__in=COSTLESS_KINDS, cost__isnull=True)
                | (~Q(kind__in=COSTLESS_KINDS) & Q(cost__isnull=False))
                | Q(game=Game.NARUTO, cost__isnull=True),
                name="card_cost_iff_played",
            ),
            models.CheckConstraint(condition=Q(kind=Kind.CREATURE) | Q(attack__isnull=True), name="card_atk_on_creatures"),
            # A few Buildings soak up damage, so they carry a DEF (Bongo Bounce House).
            models.CheckConstraint(
                condition=Q(kind__in=[Kind.CREATURE, Kind.BUILDING]) | Q(defense__isnull=True),
                name="card_def_on_creatures_and_buildings",
            ),
            models.CheckConstraint(
                condition=~Q(sim_status=SimStatus.PARTIAL) | ~Q(sim_note=""), name="card_partial_says_what_is_missing"
            ),
            models.CheckConstraint(condition=~Q(has_ability=True, description=""), name="card_ability_described"),
        ]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("cards:card-detail", args=[self.slug])

    @property
    def facts_template(self) -> str:
        """The partial that shows this card's game's own fields on its page and tile."""
        return f"cards/{self.game}/_facts.html"

    @property
    def alias_list(self) -> list[str]:
        return [line for line in self.aliases.splitlines() if line.strip()]

    @property
    def landscape_class(self) -> str:
        """CSS class for the landscape colour ("ls-blueplains"; "ls-none" for heroes)."""
        return "ls-" + (self.landscape or "none").lower().replace(" ", "")


class Printing(models.Model):
    """One card in one product: how many copies the product holds, at what rarity."""

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    card_set = models.ForeignKey(CardSet, on_delete=models.CASCADE, related_name="printings")
    rarity = models.CharField(max_length=32, blank=True)
    count = models.PositiveSmallIntegerField(null=True, blank=True, help_text="Copies in the product, if known.")

    class Meta:
        ordering = ["card_set__order", "card__name"]
        constraints = [
            models.UniqueConstraint(fields=["card", "card_set"], name="printing_once_per_product"),
            models.CheckConstraint(condition=Q(count__isnull=True) | Q(count__gte=1), name="printing_count_positive"),
        ]

    def __str__(self):
        return f"{self.card} in {self.card_set.code}"


class PreconDeck(models.Model):
    """A preconstructed deck as sold: a hero, four landscapes, a card list."""

    slug = models.SlugField(max_length=64, unique=True)
    name = models.CharField(max_length=200)
    card_set = models.ForeignKey(CardSet, on_delete=models.PROTECT, related_name="precons")
    hero = models.ForeignKey(
        Card, on_delete=models.PROTECT, null=True, blank=True, related_name="hero_of", limit_choices_to={"kind": Kind.HERO}
    )
    landscape_1 = models.CharField(max_length=16, choices=[(v, v) for v in LANE_TYPES])
    landscape_2 = models.CharField(max_length=16, choices=[(v, v) for v in LANE_TYPES])
    landscape_3 = models.CharField(max_length=16, choices=[(v, v) for v in LANE_TYPES])
    landscape_4 = models.CharField(max_length=16, choices=[(v, v) for v in LANE_TYPES])
    complete = models.BooleanField(default=True, help_text="False when the known list is not the whole deck.")
    notes = models.TextField(blank=True)
    cards = models.ManyToManyField(Card, through="PreconCard", related_name="precons")

    class Meta:
        ordering = ["card_set__order", "slug"]
        verbose_name = "preconstructed deck"
        constraints = [
            models.CheckConstraint(condition=Q(**{f"landscape_{i}__in": LANE_TYPES}), name=f"precon_landscape_{i}_valid")
            for i in range(1, 5)
        ]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("cards:precon-detail", args=[self.slug])

    @property
    def landscapes(self) -> list[str]:
        return [self.landscape_1, self.landscape_2, self.landscape_3, self.landscape_4]


class PreconCard(models.Model):
    deck = models.ForeignKey(PreconDeck, on_delete=models.CASCADE, related_name="entries")
    card = models.ForeignKey(Card, on_delete=models.PROTECT, related_name="precon_entries")
    count = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["deck", "card__name"]
        constraints = [
            models.UniqueConstraint(fields=["deck", "card"], name="precon_card_once_per_deck"),
            models.CheckConstraint(condition=Q(count__gte=1), name="precon_card_count_positive"),
        ]

    def __str__(self):
        return f"{self.count}x {self.card} in {self.deck}"


class OwnedCard(models.Model):
    """How many copies of a card a user owns. No row means none."""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="owned_cards")
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="owners")
    count = models.PositiveIntegerField()
    updated_at = models.DateTimeField(auto_now=True)

    objects = PrivateQuerySet.as_manager()  # a collection is seen by its owner only

    class Meta:
        ordering = ["card__name"]
        constraints = [
            models.UniqueConstraint(fields=["owner", "card"], name="owned_card_once_per_owner"),
            models.CheckConstraint(condition=Q(count__gte=1, count__lte=9999), name="owned_card_count_in_range"),
        ]

    def __str__(self):
        return f"{self.owner_id} owns {self.count}x {self.card_id}"
