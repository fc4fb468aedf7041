from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from .models import Card, CardSet, PreconCard, PreconDeck, Printing


class ProductRefSerializer(serializers.ModelSerializer):
    set = serializers.CharField(source="card_set.code")
    set_name = serializers.CharField(source="card_set.name")

    class Meta:
        model = Printing
        fields = ["set", "set_name", "rarity", "count"]


class CardSerializer(serializers.ModelSerializer):
    object = serializers.SerializerMethodField()
    facts = serializers.DictField(read_only=True, help_text=(
        "The game's own printed fields: {} for Card Wars; for a Naruto card its number, symbols, entrance and "
        "hand cost, healthy and injured Combat/Support, attribute, chakra cost, characteristics and keywords."))
    aliases = serializers.ListField(source="alias_list", child=serializers.CharField(), read_only=True)
    products = ProductRefSerializer(source="printings", many=True, read_only=True)
    uri = serializers.HyperlinkedIdentityField(view_name="card-detail", lookup_field="slug")
    page = serializers.SerializerMethodField()

    class Meta:
        model = Card
        fields = ["object", "slug", "game", "name", "kind", "landscape", "cost", "attack", "defense", "category",
                  "aliases", "has_ability", "is_floop", "description", "sim_status", "sim_note", "facts", "products",
                  "uri", "page"]

    def get_object(self, card) -> str:
        return "card"

    def get_page(self, card) -> str:
        return card.get_absolute_url()


class PreconRefSerializer(serializers.Serializer):
    slug = serializers.CharField(source="deck.slug")
    name = serializers.CharField(source="deck.name")
    set = serializers.CharField(source="deck.card_set.code")
    count = serializers.IntegerField()


class CardDetailSerializer(CardSerializer):
    precons = PreconRefSerializer(source="precon_entries", many=True, read_only=True)

    class Meta(CardSerializer.Meta):
        fields = CardSerializer.Meta.fields + ["precons"]


class CardNameSerializer(serializers.Serializer):
    name = serializers.CharField()
    slug = serializers.CharField()


class AutocompleteSerializer(serializers.Serializer):
    object = serializers.CharField(default="catalog")
    total_values = serializers.IntegerField()
    data = CardNameSerializer(many=True)


class CardSetSerializer(serializers.ModelSerializer):
    object = serializers.SerializerMethodField()
    card_count = serializers.IntegerField(read_only=True)
    uri = serializers.HyperlinkedIdentityField(view_name="cardset-detail", lookup_field="code")
    search_uri = serializers.SerializerMethodField()

    class Meta:
        model = CardSet
        fields = ["object", "code", "name", "year", "order", "card_count", "uri", "search_uri"]

    def get_object(self, card_set) -> str:
        return "set"

    @extend_schema_field(serializers.URLField())
    def get_search_uri(self, card_set) -> str:
        request = self.context.get("request")
        path = f"/api/v1/cards/?q=set:{card_set.code}"
        return request.build_absolute_uri(path) if request else path


class PreconEntrySerializer(serializers.ModelSerializer):
    card = serializers.CharField(source="card.slug")
    name = serializers.CharField(source="card.name")
    kind = serializers.CharField(source="card.kind")

    class Meta:
        model = PreconCard
        fields = ["card", "name", "kind", "count"]


class PreconSerializer(serializers.ModelSerializer):
    object = serializers.SerializerMethodField()
    set = serializers.CharField(source="card_set.code")
    hero = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)
    landscapes = serializers.ListField(child=serializers.CharField(), read_only=True)
    card_count = serializers.IntegerField(read_only=True)
    cards = PreconEntrySerializer(source="entries", many=True, read_only=True)
    uri = serializers.HyperlinkedIdentityField(view_name="precondeck-detail", lookup_field="slug")

    class Meta:
        model = PreconDeck
        fields = ["object", "slug", "name", "set", "hero", "landscapes", "complete", "notes", "card_count", "cards",
                  "uri"]

    def get_object(self, deck) -> str:
        return "precon"
