"""The catalogue's read-only, public API; the viewsets register on the project router."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import exceptions, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from cardwars_site.api import Pagination, router

from . import selectors
from .filters import CardFilter
from .serializers import (
    AutocompleteSerializer,
    CardDetailSerializer,
    CardSerializer,
    CardSetSerializer,
    PreconSerializer,
)


class CardSearchPagination(Pagination):
    """The list shape plus the search's warnings."""

    def get_paginated_response_schema(self, schema):
        wrapped = super().get_paginated_response_schema(schema)
        wrapped["properties"]["warnings"] = {"type": "array", "items": {"type": "string"},
                                             "description": "Loose punctuation in `q` that was read past, and how."}
        wrapped["properties"]["did_you_mean"] = {
            "type": "array", "description": "When plain words found nothing: the card names they were probably "
                                            "meant to be.",
            "items": {"type": "object", "properties": {"name": {"type": "string"}, "slug": {"type": "string"}},
                      "required": ["name", "slug"]}}
        return wrapped


Q_PARAM = OpenApiParameter("q", OpenApiTypes.STR, description=(
    'Search in the catalogue syntax: plain words, t:creature, l:rainbow, cost>=3, atk!=0, set:cp1, is:floop, '
    'o:"draw", -negation, or, ( ), order:cost dir:desc. See docs/catalogue.md.'))


@extend_schema_view(
    list=extend_schema(summary="Search cards", parameters=[Q_PARAM]),
    retrieve=extend_schema(summary="One card, with its products and the precon decks that hold it"),
)
class CardViewSet(viewsets.ReadOnlyModelViewSet):
    permission_classes = [AllowAny]
    lookup_field = "slug__iexact"  # Dogboy or dogboy
    lookup_url_kwarg = "slug"
    filterset_class = CardFilter
    pagination_class = CardSearchPagination
    serializer_class = CardSerializer

    def get_queryset(self):
        if self.action == "retrieve":
            return selectors.card_detail_queryset()
        self.search_result = selectors.card_search(query=self.request.query_params.get("q", ""))
        return self.search_result.queryset

    def get_serializer_class(self):
        return CardDetailSerializer if self.action == "retrieve" else CardSerializer

    def list(self, request, *args, **kwargs):
        queryset = self.filter_queryset(self.get_queryset())
        if self.search_result.error:
            raise exceptions.ValidationError({"q": self.search_result.refusals or [self.search_result.error]})
        page = self.paginate_queryset(queryset)
        data = self.get_serializer(page, many=True).data
        # Nothing found for plain words: the names they were probably meant to be, as on the catalogue page.
        query = request.query_params.get("q", "")
        did_you_mean = selectors.card_did_you_mean(query=query) if not data and query.strip() else []
        return self.paginator.get_paginated_response(data, warnings=self.search_result.warnings,
                                                     did_you_mean=did_you_mean)

    @extend_schema(
        summary="Card names for a search box",
        parameters=[OpenApiParameter("q", OpenApiTypes.STR, required=True,
                                     description=f"At least {selectors.AUTOCOMPLETE_MIN} characters.")],
        responses=AutocompleteSerializer,
    )
    @action(detail=False, filter_backends=[], pagination_class=None)
    def autocomplete(self, request):
        text = request.query_params.get("q", "").strip()
        if len(text) < selectors.AUTOCOMPLETE_MIN:
            raise exceptions.ValidationError(
                {"q": [f"Type at least {selectors.AUTOCOMPLETE_MIN} characters to get suggestions."]})
        names = selectors.card_autocomplete(prefix=text)
        return Response({"object": "catalog", "total_values": len(names), "data": names})


@extend_schema_view(list=extend_schema(summary="Products (sets)"), retrieve=extend_schema(summary="One product"))
class CardSetViewSet(viewsets.ReadOnlyModelViewSet):
    permission_classes = [AllowAny]
    lookup_field = "code"
    lookup_value_regex = "[^/]+"
    serializer_class = CardSetSerializer

    def get_queryset(self):
        return selectors.set_list()

    def get_object(self):
        try:
            return self.get_queryset().get(code__iexact=self.kwargs["code"])
        except self.get_queryset().model.DoesNotExist as exc:
            raise exceptions.NotFound(f'No product with code "{self.kwargs["code"]}".') from exc


@extend_schema_view(list=extend_schema(summary="Preconstructed decks with their card lists"),
                    retrieve=extend_schema(summary="One preconstructed deck"))
class PreconViewSet(viewsets.ReadOnlyModelViewSet):
    permission_classes = [AllowAny]
    lookup_field = "slug__iexact"  # CP1-finn or cp1-finn
    lookup_url_kwarg = "slug"
    serializer_class = PreconSerializer

    def get_queryset(self):
        return selectors.precon_list()


router.register("cards", CardViewSet, basename="card")
router.register("sets", CardSetViewSet, basename="cardset")
router.register("precons", PreconViewSet, basename="precondeck")
