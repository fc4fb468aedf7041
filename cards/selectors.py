"""Reads from the catalogue: searches, autocomplete, and the rows each page and endpoint shows."""

from django.db.models import Count, Prefetch, QuerySet, Sum

from .models import Card, CardSet, PreconCard, PreconDeck, Printing
from .search import SearchResult, search

AUTOCOMPLETE_MIN = 2
AUTOCOMPLETE_MAX = 20


def card_search(*, query: str = "", with_products: bool = True) -> SearchResult:
    """Cards matching a query in the search syntax, with their products fetched for listing if asked."""
    if not with_products:
        return search(query)
    printings = Prefetch("printings", queryset=Printing.objects.select_related("card_set").order_by("card_set__order"))
    return search(query, Card.objects.prefetch_related(printings))


def card_autocomplete(*, prefix: str, limit: int = AUTOCOMPLETE_MAX) -> list[dict]:
    """Names (and slugs) for a search box: names that start with the text first, then names that contain it."""
    text = prefix.strip()
    first = list(Card.objects.filter(name__istartswith=text).order_by("name").values("name", "slug")[:limit])
    if len(first) < limit:
        rest = (Card.objects.filter(name__icontains=text).exclude(name__istartswith=text).order_by("name")
                .values("name", "slug")[: limit - len(first)])
        first += list(rest)
    return first


def card_detail_queryset() -> QuerySet:
    """Cards with their products and the preconstructed decks that hold them."""
    return Card.objects.prefetch_related(
        Prefetch("printings", queryset=Printing.objects.select_related("card_set").order_by("card_set__order")),
        Prefetch("precon_entries", queryset=PreconCard.objects.select_related("deck", "deck__card_set")
                 .order_by("deck__card_set__order", "deck__slug")),
    )


def card_detail(*, slug: str) -> Card:
    """One card with its products and precons (Card.DoesNotExist if none)."""
    return card_detail_queryset().get(slug=slug)


def set_list() -> QuerySet:
    """Products in their order, each with how many different cards it holds."""
    return CardSet.objects.annotate(card_count=Count("printings")).order_by("order", "code")


def set_detail(*, code: str) -> CardSet:
    """A product by code, any case (CardSet.DoesNotExist if none)."""
    return set_list().get(code__iexact=code)


def set_cards(*, card_set: CardSet) -> QuerySet:
    """The printings of a product, with their cards, by landscape and name."""
    return (Printing.objects.filter(card_set=card_set).select_related("card")
            .order_by("card__kind", "card__landscape", "card__name"))


def precon_list() -> QuerySet:
    """Preconstructed decks with their hero, product and card lists."""
    return PreconDeck.objects.select_related("card_set", "hero").prefetch_related(
        Prefetch("entries", queryset=PreconCard.objects.select_related("card").order_by("card__kind", "card__name"))
    ).annotate(card_count=Sum("entries__count")).order_by("card_set__order", "slug")


def precon_detail(*, slug: str) -> PreconDeck:
    return precon_list().get(slug=slug)
