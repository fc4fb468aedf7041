"""Reads from the catalogue: searches, autocomplete, and the rows each page and endpoint shows."""

import re

from django.db.models import Count, Prefetch, QuerySet, Sum

from .lookup import CardIndex
from .models import Card, CardSet, Game, Kind, PreconCard, PreconDeck, Printing, SimStatus
from .search import SearchResult, search
from .simulation import engine_status

AUTOCOMPLETE_MIN = 2
AUTOCOMPLETE_MAX = 20


def card_search(*, query: str = "", with_products: bool = True, game: str = Game.CARDWARS) -> SearchResult:
    """One game's cards matching a query in its search syntax, with their products fetched for listing if asked.
    Each warning is shown once: a problem met three times (three unclosed "(") is one warning."""
    if not with_products:
        result = search(query, game=game)
    else:
        printings = Prefetch("printings",
                             queryset=Printing.objects.select_related("card_set").order_by("card_set__order"))
        result = search(query, Card.objects.prefetch_related(printings), game=game)
    result.warnings = warnings_once(result.warnings)
    return result


def warnings_once(warnings: list[str]) -> list[str]:
    """The warnings in their first order, each once, with how often it came up when more than once."""
    counts: dict[str, int] = {}
    for w in warnings:
        counts[w] = counts.get(w, 0) + 1
    return [w if n == 1 else f"{w} ({n} times)" for w, n in counts.items()]


# A query with a key, an operator, quotes or parentheses is the syntax, not a name someone typed.
_SYNTAX = re.compile(r'[:<>=()"]|(^|\s)-\S|\bor\b', re.IGNORECASE)


def is_plain_name(query: str) -> bool:
    """True when a query is just words, as a card name would be (so a name lookup makes sense)."""
    return bool(query.strip()) and not _SYNTAX.search(query)


def card_exact_name(*, query: str, index: CardIndex | None = None, game: str = Game.CARDWARS) -> str | None:
    """The slug of the card whose name (or slug, or a known spelling) the query is, if it is plain words."""
    text = query.strip().strip('"')
    if not text or _SYNTAX.search(text):
        return None
    found = (index or CardIndex.from_db(game)).find(text)
    return found[0] if found else None


def card_did_you_mean(*, query: str, index: CardIndex | None = None, n: int = 3,
                      game: str = Game.CARDWARS) -> list[dict]:
    """Close card names for a plain-words query that found nothing (the deck builder's matcher)."""
    if not is_plain_name(query):
        return []
    index = index or CardIndex.from_db(game)
    names = index.suggest(query.strip(), n=n)
    by_name = {name: slug for slug, name in index.names.items()}
    return [{"name": name, "slug": by_name[name]} for name in names if name in by_name]


def card_autocomplete(*, prefix: str, limit: int = AUTOCOMPLETE_MAX, game: str = Game.CARDWARS) -> list[dict]:
    """Names (and slugs) for a search box: names that start with the text first, then names that contain it."""
    text = prefix.strip()
    cards = Card.objects.filter(game=game)
    first = list(cards.filter(name__istartswith=text).order_by("name").values("name", "slug")[:limit])
    if len(first) < limit:
        rest = (cards.filter(name__icontains=text).exclude(name__istartswith=text).order_by("name")
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
    """One card with its products and precons, by its slug in any case (Card.DoesNotExist if none)."""
    return card_detail_queryset().get(slug__iexact=slug)


def game_of(value: str | None) -> str:
    """The game a page or request asks for (?game=naruto), Card Wars when it names none it knows."""
    return value if value in Game.values else Game.CARDWARS


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
    """One precon deck by its slug in any case (`cp1-finn` is CP1-finn)."""
    return precon_list().get(slug__iexact=slug)


def cards_not_fully_simulated(*, slugs) -> list[dict]:
    """The cards among `slugs` (of any game) whose behaviour the engine does not fully play, by name: what a
    simulation of them will not play as printed (`note`: the reason, or that it plays by printed stats)."""
    rows = (Card.objects.filter(slug__in=set(slugs)).exclude(sim_status=SimStatus.FULL)
            .exclude(kind=Kind.LANDSCAPE).order_by("name"))
    return [{"card": c.slug, "name": c.name, "status": c.sim_status, "label": c.get_sim_status_display(),
             "note": c.sim_note} for c in rows]


def simulated_share(*, game: str = Game.CARDWARS) -> dict:
    """How many of a game's playable cards (all but Landscape tiles) the engine fully simulates, each card's status
    asked of the engine now."""
    cards = Card.objects.filter(game=game).exclude(kind=Kind.LANDSCAPE).values_list(
        "slug", "kind", "has_ability", "facts")
    statuses = [engine_status(game=game, slug=slug, kind=kind, has_ability=ability, facts=facts or {})
                for slug, kind, ability, facts in cards]
    return {"full": statuses.count(SimStatus.FULL), "playable": len(statuses)}
