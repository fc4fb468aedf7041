"""/api/v1/collection/: the signed-in user's own collection (nobody else's is reachable)."""

from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import mixins, permissions, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.response import Response

from cardwars_site.api import router
from cardwars_site.parsers import GuardedJSONParser
from cardwars_site.scoping import OwnerScopedMixin

from . import collection
from .models import Card, CardSet, Game, OwnedCard


class OwnedCardSerializer(serializers.ModelSerializer):
    card = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    name = serializers.CharField(source="card.name", read_only=True)

    class Meta:
        model = OwnedCard
        fields = ["card", "name", "count", "updated_at"]


class SetCountSerializer(serializers.Serializer):
    card = serializers.SlugField(max_length=120)
    count = serializers.IntegerField(min_value=0, max_value=collection.MAX_COUNT)


class ImportSerializer(serializers.Serializer):
    text = serializers.CharField(required=False, allow_blank=True, max_length=collection.MAX_IMPORT_BYTES)
    file = serializers.FileField(required=False)
    confirm = serializers.BooleanField(default=False, help_text="False: only report. True: set the matched counts.")
    game = serializers.ChoiceField(choices=Game.choices, default=Game.CARDWARS,
                                   help_text="Whose cards the names are matched against.")


ImportReport = inline_serializer("CollectionImportReport", {
    "matched": serializers.DictField(child=serializers.IntegerField()),
    "problems": serializers.ListField(child=serializers.DictField()),
    "applied": serializers.BooleanField(),
})


class CollectionViewSet(OwnerScopedMixin, mixins.ListModelMixin, viewsets.GenericViewSet):
    scoped_model = OwnedCard
    serializer_class = OwnedCardSerializer
    permission_classes = [permissions.IsAuthenticated]
    lookup_field = "card__slug"
    lookup_url_kwarg = "card"
    filterset_fields = ["card__game", "card__kind", "card__landscape"]

    def scope_queryset(self, queryset):
        return queryset.select_related("card").order_by("card__name")

    @extend_schema(request=SetCountSerializer, responses={200: SetCountSerializer})
    def create(self, request):
        """Set how many copies you own of a card (0 removes it)."""
        data = SetCountSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        card = get_object_or_404(Card, slug=data.validated_data["card"])
        count = collection.collection_set(user=request.user, card=card, count=data.validated_data["count"])
        return Response({"card": card.slug, "count": count})

    @extend_schema(request=None, responses={204: None})
    def destroy(self, request, card=None):
        owned = get_object_or_404(self.get_queryset(), card__slug=card)
        owned.delete()
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(request=ImportSerializer, responses={200: ImportReport})
    @action(detail=False, methods=["post"], url_path="import",
            parser_classes=[GuardedJSONParser, MultiPartParser, FormParser])
    def import_csv(self, request):
        """Read a name,count CSV; with confirm=false nothing is written and every unreadable line is listed."""
        data = ImportSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        upload = data.validated_data.get("file")
        raw = upload.read(collection.MAX_IMPORT_BYTES + 1) if upload else data.validated_data.get("text", "").encode()
        preview = collection.collection_import_preview(raw, data.validated_data["game"])
        if preview.fatal:
            raise serializers.ValidationError({"file" if upload else "text": [preview.fatal]})
        applied = bool(data.validated_data["confirm"])
        if applied:
            collection.collection_import_apply(user=request.user, preview=preview)
        return Response({"matched": preview.matched, "applied": applied,
                         "problems": [{"line": p.line, "text": p.text, "message": p.message,
                                       "suggestions": p.suggestions} for p in preview.problems]})

    @extend_schema(responses={200: OpenApiResponse(description="name,count CSV")},
                   parameters=[OpenApiParameter("game", str, enum=Game.values,
                                                description="Only this game's cards (all games when absent).")])
    @action(detail=False, methods=["get"])
    def export(self, request):
        game = request.query_params.get("game") or None
        if game is not None and game not in Game.values:
            raise serializers.ValidationError({"game": [f"No game {game[:40]!r}; games are: {', '.join(Game.values)}."]})
        return HttpResponse(collection.collection_export_csv(user=request.user, game=game), content_type="text/csv")

    @extend_schema(responses={200: inline_serializer("SetCompletion", {
        "code": serializers.CharField(), "name": serializers.CharField(), "owned": serializers.IntegerField(),
        "total": serializers.IntegerField(), "percent": serializers.FloatField()}, many=True)})
    @action(detail=False, methods=["get"], pagination_class=None)  # one row per product: a short, whole list
    def completion(self, request):
        return Response(collection.set_completion(user=request.user))

    @extend_schema(request=None, responses={200: inline_serializer("ProductAdded", {"added": serializers.IntegerField()})},
                   parameters=[OpenApiParameter("code", str, OpenApiParameter.PATH, description="Product code, e.g. CP1")])
    @action(detail=False, methods=["post"], url_path=r"products/(?P<code>[^/.]+)")
    def add_product(self, request, code=None):
        """I own this product: add its whole contents to the collection."""
        card_set = get_object_or_404(CardSet, code__iexact=code)
        return Response({"added": collection.collection_add_product(user=request.user, card_set=card_set)})


router.register("collection", CollectionViewSet, basename="collection")
