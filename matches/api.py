"""/api/v1/simulations/, /api/v1/gauntlets/ and /api/v1/swaps/: lists hold the user's own only; one item is
read by its owner, or by anyone once its owner made it public (signed out too); another user's private one
is a 404, and only the owner changes one."""

from django.core.exceptions import ValidationError as DjangoValidationError
from django.shortcuts import get_object_or_404
from django_filters import rest_framework as filters
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import exceptions, mixins, permissions, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle

from cardwars_site.api import router
from cardwars_site.scoping import OwnerScopedMixin
from decks.models import Deck, DeckVersion
from engine import game_names

from . import budget, services, swaps
from .games import DEFAULT_GAME, adapter_for
from .models import Gauntlet, MatchRun, SwapTest
from .selectors import ENTRANTS
from .serializers import (
    EstimateQuerySerializer,
    EstimateSerializer,
    GameRecordSerializer,
    GauntletCreateSerializer,
    GauntletSerializer,
    MoreGamesSerializer,
    RunCreateSerializer,
    RunDetailSerializer,
    RunSerializer,
    ShareSerializer,
    SwapTestDetailSerializer,
    SwapTestSerializer,
)

# The actions a reader of a shared item may take without an account: reading it (and a run's games).
PUBLIC_READS = ("retrieve", "game")


class ReadsPublic(permissions.BasePermission):
    """Signed in for everything but reading one item, which the queryset limits to the user's own and the
    public ones (so a private one is a 404 to anyone else)."""

    def has_permission(self, request, view):
        return getattr(view, "action", None) in PUBLIC_READS or bool(request.user and request.user.is_authenticated)


class SharedScopedMixin(OwnerScopedMixin):
    """Owner scoping for items that can be made public: a list is always the user's own (another user's
    public runs are shared by link, not listed); reading one item sees the public ones too."""

    permission_classes = [ReadsPublic]

    def get_queryset(self):
        if self.action == "list":
            return self.scope_queryset(self.scoped_model.objects.owned_by(self.request.user))
        return super().get_queryset()

    @extend_schema(request=ShareSerializer, responses={200: ShareSerializer})
    @action(detail=True, methods=["post"])
    def share(self, request, pk=None):
        """Make it public (anyone with its link reads it, and a run's games; a gauntlet's or swap test's runs
        follow) or private again: {"public": true}. Owner only."""
        data = ShareSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        item = services.share_set(item=self.get_object(), public=data.validated_data["public"])
        return Response({"public": item.is_public, "url": request.build_absolute_uri(item.get_absolute_url())})


def visible_version(user, *, deck_id=None, version_id=None) -> DeckVersion:
    """The deck version a user may simulate: of a deck they can see (their own, public or precon)."""
    if version_id is not None:
        version = DeckVersion.objects.filter(pk=version_id, deck__in=Deck.objects.visible_to(user)).first()
    else:
        deck = Deck.objects.visible_to(user).filter(pk=deck_id).select_related("current_version").first()
        version = deck.current_version if deck else None
    if version is None:
        raise serializers.ValidationError(f"No deck {deck_id or version_id} that you can use.")
    return version


def _seat_deck(user, seat: dict) -> DeckVersion | None:
    """A seat's deck version (None for a seat without one: the game's adapter says whether it needs one)."""
    if seat.get("deck") is None and seat.get("version") is None:
        return None
    return visible_version(user, deck_id=seat.get("deck"), version_id=seat.get("version"))


class OverBudget(exceptions.APIException):
    status_code = status.HTTP_429_TOO_MANY_REQUESTS
    default_detail = "This needs more worker time than you have left."
    default_code = error_code = "over_budget"


def _invalid(exc: DjangoValidationError) -> exceptions.APIException:
    """A service's refusal: 429 when the work does not fit in the user's budget (the message says what is
    left), else 400."""
    if isinstance(exc, budget.OverBudget):
        return OverBudget(exc.messages[0])
    return serializers.ValidationError({"non_field_errors": exc.messages})


def _own_gauntlets(request):
    return Gauntlet.objects.owned_by(request.user) if request is not None else Gauntlet.objects.none()


class RunFilter(filters.FilterSet):
    # Only the user's own gauntlets are choices: another user's id is refused like an unknown one.
    gauntlet = filters.ModelChoiceFilter(queryset=_own_gauntlets)

    class Meta:
        model = MatchRun
        fields = ["status", "gauntlet"]


class ThrottledCreateMixin:
    def get_throttles(self):
        if self.action == "create":
            self.throttle_scope = "simulations"
            return [ScopedRateThrottle()]
        return super().get_throttles()


def _current_versions(user, deck_ids) -> tuple[int, ...]:
    """The current version of each deck id the user may see; a 400 naming the first that is not."""
    found = dict(Deck.objects.visible_to(user).filter(pk__in=deck_ids).values_list("pk", "current_version"))
    missing = [pk for pk in deck_ids if found.get(pk) is None]
    if missing:
        raise exceptions.ValidationError({"decks": [f"No deck {missing[0]} that you can see."]})
    return tuple(found[pk] for pk in deck_ids)


class SimulationViewSet(ThrottledCreateMixin, SharedScopedMixin, mixins.ListModelMixin, mixins.RetrieveModelMixin,
                        viewsets.GenericViewSet):
    scoped_model = MatchRun
    filterset_class = RunFilter

    def scope_queryset(self, queryset):
        return queryset.prefetch_related(ENTRANTS)

    def get_serializer_class(self):
        return RunDetailSerializer if self.action == "retrieve" else RunSerializer

    @extend_schema(request=RunCreateSerializer, responses={201: RunDetailSerializer})
    def create(self, request):
        data = RunCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        entrants = [[(_seat_deck(request.user, seat), seat["player"]) for seat in entrant["seats"]]
                    for entrant in v["entrants"]]
        try:
            run = services.run_create_for_game(owner=request.user, game=v["game"], format=v["format"],
                                               entrants=entrants, games=v["games"], seed=v.get("seed"),
                                               mirrored=v["mirrored"], confirm_long=v["confirm_long"],
                                               variant=v.get("variant"), turn_limit=v.get("turn_limit"),
                                               stop_width=v.get("stop_width"))
        except DjangoValidationError as exc:
            raise _invalid(exc) from exc
        return Response(RunDetailSerializer(run, context={"request": request}).data, status=status.HTTP_201_CREATED)

    @extend_schema(parameters=[OpenApiParameter("games", int, required=True),
                               OpenApiParameter("game", str, enum=game_names(), default=DEFAULT_GAME),
                               OpenApiParameter("players", str, description="The AI of each seat, comma-separated, "
                                                "instead of player_a and player_b."),
                               OpenApiParameter("player_a", str, enum=list(services.PLAYER_CHOICES)),
                               OpenApiParameter("player_b", str, enum=list(services.PLAYER_CHOICES)),
                               OpenApiParameter("decks", str, description="The deck id of each seat, "
                                                "comma-separated: their own pace counts first."),
                               OpenApiParameter("runs", int, default=1, description="How many such runs share "
                                                "the workers: a gauntlet plays one per opponent, a swap test two.")],
                   responses={200: EstimateSerializer})
    @action(detail=False, methods=["get"], filter_backends=[], pagination_class=None)
    def estimate(self, request):
        """How long a run would take before you start it, from measured seconds per game: the batches of games
        this site's workers finished for the pairing when there are some, else the table `make bench` measures."""
        query = EstimateQuerySerializer(data=request.query_params, context={"request": request})
        query.is_valid(raise_exception=True)
        v = query.validated_data
        decks = _current_versions(request.user, v["decks"]) if v.get("decks") else None
        return Response(services.run_estimate(games=v["games"], players=v["players"], game=v["game"],
                                              runs=v["runs"], decks=decks,
                                              format=adapter_for(v["game"]).default_format if decks else None))

    @extend_schema(request=None, responses={200: RunSerializer})
    @action(detail=True, methods=["post"])
    def cancel(self, request, pk=None):
        try:
            run = services.run_cancel(run=self.get_object())
        except DjangoValidationError as exc:
            raise _invalid(exc) from exc
        return Response(RunSerializer(run, context={"request": request}).data)

    @extend_schema(request=MoreGamesSerializer, responses={202: RunDetailSerializer})
    @action(detail=True, methods=["post"])
    def more(self, request, pk=None):
        """Play more games of a finished or cancelled run: the next games of its seed (the same games one run
        of the new length would have played), counted against your budget."""
        body = MoreGamesSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        try:
            run = services.run_extend(run=self.get_object(), games=body.validated_data["games"])
        except DjangoValidationError as exc:
            raise _invalid(exc) from exc
        return Response(RunDetailSerializer(run, context={"request": request}).data, status=status.HTTP_202_ACCEPTED)

    @extend_schema(responses={200: GameRecordSerializer})
    @action(detail=True, methods=["get"], url_path=r"games/(?P<index>\d{1,9})")
    def game(self, request, pk=None, index=None):
        """One game of the run: result, seed and the action record that replays it."""
        run = self.get_object()
        result = get_object_or_404(run.results, game_index=int(index))
        return Response(GameRecordSerializer(result).data)


class GauntletViewSet(ThrottledCreateMixin, SharedScopedMixin, mixins.ListModelMixin, mixins.RetrieveModelMixin,
                      viewsets.GenericViewSet):
    scoped_model = Gauntlet
    serializer_class = GauntletSerializer

    def scope_queryset(self, queryset):
        return queryset.select_related("deck__deck")

    @extend_schema(request=GauntletCreateSerializer, responses={201: GauntletSerializer})
    def create(self, request):
        data = GauntletCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        deck = visible_version(request.user, deck_id=v["deck"])
        opponents = [visible_version(request.user, deck_id=d) for d in v["opponents"]]
        weights = {str(visible_version(request.user, deck_id=int(k)).pk): w for k, w in v.get("weights", {}).items()}
        try:
            gauntlet = services.gauntlet_create(owner=request.user, deck=deck, opponents=opponents, games=v["games"],
                                                players=(v["player_a"], v["player_b"]), seed=v.get("seed"),
                                                weights=weights or None, confirm_long=v["confirm_long"])
        except DjangoValidationError as exc:
            raise _invalid(exc) from exc
        return Response(GauntletSerializer(gauntlet, context={"request": request}).data,
                        status=status.HTTP_201_CREATED)

    @extend_schema(request=None, responses={200: GauntletSerializer})
    @action(detail=True, methods=["post"])
    def cancel(self, request, pk=None):
        """Cancel the whole gauntlet: each of its runs still queued or running."""
        gauntlet = self.get_object()
        try:
            services.gauntlet_cancel(gauntlet=gauntlet)
        except DjangoValidationError as exc:
            raise _invalid(exc) from exc
        return Response(GauntletSerializer(gauntlet, context={"request": request}).data)


class SwapTestViewSet(SharedScopedMixin, mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """Swap tests (one card swapped in a deck, both versions on the same shuffles): started from a deck's page;
    here to list, read (with the paired report), share and cancel."""

    scoped_model = SwapTest

    def scope_queryset(self, queryset):
        return queryset.select_related("deck__deck", "variant__deck", "card_out", "card_in")

    def get_serializer_class(self):
        return SwapTestDetailSerializer if self.action == "retrieve" else SwapTestSerializer

    @extend_schema(request=None, responses={200: SwapTestSerializer})
    @action(detail=True, methods=["post"])
    def cancel(self, request, pk=None):
        """Cancel the whole swap test: each of its runs still queued or running."""
        swap = self.get_object()
        try:
            swaps.swap_cancel(swap=swap)
        except DjangoValidationError as exc:
            raise _invalid(exc) from exc
        return Response(SwapTestSerializer(swap, context={"request": request}).data)


router.register("simulations", SimulationViewSet, basename="simulation")
router.register("swaps", SwapTestViewSet, basename="swap")
router.register("gauntlets", GauntletViewSet, basename="gauntlet")
