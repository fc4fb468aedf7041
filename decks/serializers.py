from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers

from cards.lookup import CardIndex
from cards.models import Game

from .lists import DeckList
from .models import Deck, DeckVersion
from .text import MAX_TEXT_CHARS, parse_deck_text

MAX_ENTRIES = 200


class EntrySerializer(serializers.Serializer):
    card = serializers.SlugField(max_length=120)
    count = serializers.IntegerField(min_value=1, max_value=99)


class DeckContentSerializer(serializers.Serializer):
    """A deck given either as text (the deck text format) or as JSON (cards, landscapes, hero).

    With `unknown_cards_allowed` (validation only), lines naming no known card are kept in
    `attrs["unknown"]` instead of refusing the text, so they are reported beside every other violation."""

    unknown_cards_allowed = False

    text = serializers.CharField(required=False, allow_blank=True, max_length=MAX_TEXT_CHARS, trim_whitespace=False)
    cards = EntrySerializer(many=True, required=False, max_length=MAX_ENTRIES)
    landscapes = serializers.ListField(child=serializers.CharField(max_length=32), required=False, max_length=8)
    hero = serializers.SlugField(required=False, allow_null=True, allow_blank=True, max_length=120)
    game = serializers.ChoiceField(choices=Game.choices, required=False, help_text=(
        "Whose cards the deck holds: cardwars (the default) or naruto. A deck's game is set when it is created."))
    format = serializers.CharField(required=False, allow_blank=True, max_length=16, help_text=(
        "The Naruto CCG deck format: seed40 (the default: exactly 40 cards, at most 25 Ninja, 3 of a name) or "
        "manual50 (exactly 50, 3 of a name). Card Wars has one format and ignores it."))

    def deck_game(self, attrs) -> str:
        """The game the deck's cards are read in: the saved deck's, else the one asked for, else Card Wars."""
        instance = getattr(self, "instance", None)
        return instance.game if instance is not None else attrs.get("game", Game.CARDWARS)

    def validate(self, attrs):
        has_text = "text" in attrs
        has_json = any(key in attrs for key in ("cards", "landscapes", "hero"))
        if has_text and has_json:
            raise serializers.ValidationError("Give the deck either as text or as cards/landscapes/hero, not both.")
        instance = getattr(self, "instance", None)
        if instance is not None and "game" in attrs and attrs["game"] != instance.game:
            raise serializers.ValidationError({"game": ["A deck's game cannot change; build a new deck instead."]})
        if has_text:
            parsed = parse_deck_text(attrs["text"], CardIndex.from_db(self.deck_game(attrs)))
            errors = parsed.unreadable if self.unknown_cards_allowed else parsed.errors
            if errors:
                raise serializers.ValidationError({"text": [str(e) for e in errors]})
            attrs["deck"] = parsed.deck
            attrs["unknown"] = parsed.unknown
        elif has_json:
            # A part not given keeps its value from base_list(): an update that names only the landscapes
            # keeps the cards and the hero (PATCH semantics); a new deck starts empty.
            base = self.base_list()
            deck = DeckList(cards={} if "cards" in attrs else dict(base.cards),
                            landscapes=list(attrs["landscapes"]) if "landscapes" in attrs else list(base.landscapes),
                            hero=(attrs["hero"] or None) if "hero" in attrs else base.hero)
            for entry in attrs.get("cards", []):
                deck.add(entry["card"], entry["count"])
            attrs["deck"] = deck
        return attrs

    def base_list(self) -> DeckList:
        return DeckList()


class DeckCheckSerializer(DeckContentSerializer):
    """A deck to validate: a line naming no known card is an `unknown_card` violation, not a refusal."""

    unknown_cards_allowed = True


class DeckWriteSerializer(DeckContentSerializer):
    name = serializers.CharField(max_length=120, required=False)
    is_public = serializers.BooleanField(required=False)

    def validate(self, attrs):
        attrs = super().validate(attrs)
        if self.instance is None and not attrs.get("name", "").strip():
            raise serializers.ValidationError({"name": ["A deck needs a name."]})
        return attrs

    def base_list(self) -> DeckList:
        from .selectors import deck_list_of

        return deck_list_of(self.instance.current_version) if self.instance is not None else DeckList()


class CloneSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=120, required=False, allow_blank=True,
                                 help_text='The new deck\'s name; "<name> (copy)" if not given.')


def deck_error(exc: DjangoValidationError) -> serializers.ValidationError:
    return serializers.ValidationError({"non_field_errors": exc.messages})


class VersionSerializer(serializers.ModelSerializer):
    hero = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)
    cards = serializers.SerializerMethodField()

    class Meta:
        model = DeckVersion
        fields = ["number", "content_hash", "hero", "landscapes", "card_count", "created_at", "cards"]

    def get_cards(self, version) -> list[dict]:
        return [{"card": slug, "name": name, "count": n}
                for slug, name, n in version.entries.values_list("card__slug", "card__name", "count")]


class DeckSerializer(serializers.ModelSerializer):
    owner = serializers.SerializerMethodField()
    precon = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)
    current = VersionSerializer(source="current_version", read_only=True, allow_null=True)
    url = serializers.HyperlinkedIdentityField(view_name="deck-detail")

    class Meta:
        model = Deck
        fields = ["id", "url", "name", "game", "format", "demo", "owner", "is_public", "precon", "created_at",
                  "updated_at", "current"]

    def get_owner(self, deck) -> str | None:
        return deck.owner.get_username() if deck.owner_id else None
