"""/api/v1/decks/: decks CRUD, versions, clone, text export, and validation without saving."""

from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import HttpResponse
from django_filters import rest_framework as filters
from drf_spectacular.utils import OpenApiResponse, extend_schema, inline_serializer
from rest_framework import permissions, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.generics import get_object_or_404
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle

from cards.models import Game
from cardwars_site.api import router
from cardwars_site.scoping import OwnerScopedMixin

from . import analysis, naruto, services
from .lists import DeckList
from .models import Deck
from .selectors import deck_list_of, deck_names
from .serializers import (
    CloneSerializer,
    DeckCheckSerializer,
    DeckSerializer,
    DeckWriteSerializer,
    VersionSerializer,
    deck_error,
)
from .text import format_deck_text


class PerAddressThrottle(ScopedRateThrottle):
    """The scope's rate per client address, signed in or not: one address cannot spend more by holding
    several accounts."""

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class DeckFilter(filters.FilterSet):
    mine = filters.BooleanFilter(method="filter_mine", label="Only my decks")
    precon = filters.BooleanFilter(field_name="precon", lookup_expr="isnull", exclude=True,
                                   label="Only preconstructed decks")
    name = filters.CharFilter(lookup_expr="icontains")
    game = filters.ChoiceFilter(choices=Game.choices, label="Only decks of this game")

    class Meta:
        model = Deck
        fields = ["is_public", "game"]

    def filter_mine(self, queryset, name, value):
        if value:
            return queryset.filter(owner=self.request.user) if self.request.user.is_authenticated else queryset.none()
        return queryset


def report(deck, unknown_lines=(), game: str = Game.CARDWARS, fmt: str = "") -> dict:
    """Legality and stats of a DeckList, as the API and the builder show them; lines of a deck text that
    name no known card are `unknown_card` violations beside the others."""
    if game == Game.NARUTO:
        fmt = fmt or naruto.DEFAULT_FORMAT
        found = [{"code": "unknown_card", "message": f"Line {line.line}: no card is called {line.unknown!r}",
                  "card": None, "name": line.unknown, "line": line.line, "suggestions": list(line.suggestions)}
                 for line in unknown_lines]
        found += [{"code": "deck_rule", "message": message, "card": None} for message in naruto.problems(deck, fmt)]
        return {"legal": not found, "violations": found, "stats": naruto.stats(deck, fmt)}
    facts = analysis.card_facts([*deck.cards, *([deck.hero] if deck.hero else [])])
    found = analysis.violation_rows(deck, facts, unknown_lines)
    return {
        "legal": not found,
        "violations": found,
        "stats": analysis.deck_stats(deck, facts),
    }


ReportSerializer = inline_serializer("DeckReport", {
    "legal": serializers.BooleanField(),
    "violations": serializers.ListField(child=serializers.DictField()),
    "stats": serializers.DictField(),
})


class DeckViewSet(OwnerScopedMixin, viewsets.ModelViewSet):
    """Public decks and your own. Private decks of other users do not exist here (404)."""

    scoped_model = Deck
    lookup_value_regex = r"[0-9]+"
    serializer_class = DeckSerializer
    filterset_class = DeckFilter
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    def scope_queryset(self, queryset):
        return queryset.select_related("owner", "precon", "current_version__hero")

    def get_throttles(self):
        if self.action == "validate":
            self.throttle_scope = "deck-validate"
            return [PerAddressThrottle()]
        return super().get_throttles()

    @extend_schema(request=DeckWriteSerializer, responses={201: DeckSerializer})
    def create(self, request, *args, **kwargs):
        data = DeckWriteSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            deck = services.deck_create(owner=request.user, name=data.validated_data["name"],
                                        content=data.validated_data.get("deck") or DeckList(),
                                        is_public=data.validated_data.get("is_public", False),
                                        game=data.validated_data.get("game", Game.CARDWARS),
                                        fmt=data.validated_data.get("format", ""))
        except DjangoValidationError as exc:
            raise deck_error(exc) from exc
        return Response(DeckSerializer(deck, context={"request": request}).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=DeckWriteSerializer, responses={200: DeckSerializer})
    def update(self, request, *args, **kwargs):
        deck = self.get_object()
        data = DeckWriteSerializer(deck, data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        try:
            deck = services.deck_update(deck=deck, content=data.validated_data.get("deck"),
                                        name=data.validated_data.get("name"),
                                        is_public=data.validated_data.get("is_public"),
                                        fmt=data.validated_data.get("format"))
        except DjangoValidationError as exc:
            raise deck_error(exc) from exc
        return Response(DeckSerializer(deck, context={"request": request}).data)

    def perform_destroy(self, instance):
        try:
            services.deck_delete(deck=instance)
        except DjangoValidationError as exc:
            raise deck_error(exc) from exc

    @extend_schema(request=None, responses={200: ReportSerializer})
    @action(detail=True, methods=["get"])
    def report(self, request, pk=None):
        """Legality (Card Wars R1-R4, Naruto CCG NR8-NR11) and stats of the deck's current version."""
        deck = self.get_object()
        return Response(report(deck_list_of(deck.current_version), game=deck.game, fmt=deck.format))

    @extend_schema(request=CloneSerializer, responses={201: DeckSerializer})
    @action(detail=True, methods=["post"], permission_classes=[permissions.IsAuthenticated])
    def clone(self, request, pk=None):
        """Copy a deck you can see (yours, public or preconstructed) into a new private deck of yours."""
        data = CloneSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        source = get_object_or_404(Deck.objects.visible_to(request.user), pk=pk)
        try:
            deck = services.deck_clone(deck=source, owner=request.user, name=data.validated_data.get("name"))
        except DjangoValidationError as exc:
            raise deck_error(exc) from exc
        return Response(DeckSerializer(deck, context={"request": request}).data, status=status.HTTP_201_CREATED)

    @extend_schema(responses={200: OpenApiResponse(description="The deck in the deck text format (text/plain).")})
    @action(detail=True, methods=["get"])
    def export(self, request, pk=None):
        deck = self.get_object()
        version = deck.current_version
        if deck.game == Game.NARUTO:
            content = deck_list_of(version)
            text = naruto.deck_text(content, naruto.card_rows(content.cards), title=deck.name)
        else:
            text = format_deck_text(deck_list_of(version), deck_names(version), title=deck.name)
        response = HttpResponse(text, content_type="text/plain; charset=utf-8")
        response["Content-Disposition"] = f'inline; filename="deck-{deck.pk}.txt"'
        return response

    @extend_schema(responses={200: inline_serializer("MissingCard", {
        "card": serializers.CharField(), "name": serializers.CharField(), "need": serializers.IntegerField(),
        "own": serializers.IntegerField(), "missing": serializers.IntegerField()}, many=True)})
    @action(detail=True, methods=["get"], permission_classes=[permissions.IsAuthenticated],
            pagination_class=None)  # at most a deck's cards: a short, whole list
    def missing(self, request, pk=None):
        """Cards this deck needs beyond those in your collection."""
        from cards.collection import missing_for_deck

        return Response(missing_for_deck(user=request.user, deck_list=deck_list_of(self.get_object().current_version)))

    @extend_schema(responses={200: VersionSerializer(many=True)})
    @action(detail=True, methods=["get"])
    def versions(self, request, pk=None):
        """Every saved version, newest first; simulations cite a version, so old results keep their meaning."""
        deck = self.get_object()
        page = self.paginate_queryset(deck.versions.select_related("hero").order_by("-number"))
        return self.get_paginated_response(VersionSerializer(page, many=True).data)

    @extend_schema(request=DeckCheckSerializer, responses={200: ReportSerializer})
    @action(detail=False, methods=["post"], permission_classes=[permissions.AllowAny])
    def validate(self, request):
        """Check a deck (text or JSON) without saving it: every violation in plain words, and stats. A card
        the catalogue does not know is a violation (`unknown_card`, with `suggestions`) beside the others."""
        data = DeckCheckSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        return Response(report(data.validated_data.get("deck") or DeckList(), data.validated_data.get("unknown", []),
                               game=data.validated_data.get("game", Game.CARDWARS),
                               fmt=data.validated_data.get("format", "")))


router.register("decks", DeckViewSet, basename="deck")
