"""Server-rendered catalogue pages; they read through selectors and work without JavaScript."""

from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import redirect, render

from cardwars_site.caching import anonymous_page_cache

from . import selectors
from .forms import AdvancedSearchForm
from .models import Card, CardSet, Game, PreconDeck
from .rulings import card_ruling

PAGE_SIZE = 60
# Each game's pages in its own look: its catalogue and card page show its own fields.
CATALOGUE_TEMPLATES = {Game.CARDWARS: "cards/catalogue.html", Game.NARUTO: "cards/naruto/catalogue.html"}
CARD_TEMPLATES = {Game.CARDWARS: "cards/card_detail.html", Game.NARUTO: "cards/naruto/card_detail.html"}


@anonymous_page_cache
def catalogue(request):
    query = request.GET.get("q", "").strip()
    game = selectors.game_of(request.GET.get("game"))
    if game != Game.CARDWARS:
        return _game_catalogue(request, game, query)
    built = None
    if request.GET.get("adv"):
        form = AdvancedSearchForm(request.GET)
        if form.is_valid():
            built = form.to_query()
            query = f"{query} {built}".strip()
    else:
        form = AdvancedSearchForm()
    # A card's exact name (or a known spelling of it) opens that card, as on Scryfall.
    if built is None and not request.GET.get("page"):
        exact = selectors.card_exact_name(query=query)
        if exact:
            return redirect("cards:card-detail", slug=exact)
    result = selectors.card_search(query=query, with_products=False)  # tiles do not list products
    page = Paginator(result.queryset, PAGE_SIZE).get_page(request.GET.get("page"))
    did_you_mean = selectors.card_did_you_mean(query=query) if page.paginator.count == 0 else []
    return render(request, "cards/catalogue.html", {
        "query": query, "built": built, "form": form, "result": result, "page": page,
        "did_you_mean": did_you_mean, "share": _front_page_share(request, query, Game.CARDWARS),
        "advanced_open": bool(request.GET.get("adv")) or (form.is_bound and form.errors),
    }, status=400 if result.error else 200)


def _game_catalogue(request, game: str, query: str):
    """The catalogue of a game other than Card Wars: its own search keys, tiles and help (no advanced form)."""
    if not request.GET.get("page"):
        exact = selectors.card_exact_name(query=query, game=game)
        if exact:
            return redirect("cards:card-detail", slug=exact)
    result = selectors.card_search(query=query, with_products=False, game=game)
    page = Paginator(result.queryset, PAGE_SIZE).get_page(request.GET.get("page"))
    did_you_mean = selectors.card_did_you_mean(query=query, game=game) if page.paginator.count == 0 else []
    return render(request, CATALOGUE_TEMPLATES[game], {
        "query": query, "game": game, "result": result, "page": page, "did_you_mean": did_you_mean,
        "share": _front_page_share(request, query, game),
    }, status=400 if result.error else 200)


def _front_page_share(request, query: str, game: str) -> dict | None:
    """The catalogue's front page (no search, first page) says how many playable cards are fully simulated."""
    if query or request.GET.get("page") not in (None, "", "1"):
        return None
    return selectors.simulated_share(game=game)


def search_help(request):
    """The query syntax, with examples that link to their results."""
    return render(request, "cards/search_help.html")


@anonymous_page_cache
def card_detail(request, slug):
    try:
        card = selectors.card_detail(slug=slug)
    except Card.DoesNotExist as exc:
        raise Http404("No such card") from exc
    if card.slug != slug:  # typed in another case: the card's own address
        return redirect("cards:card-detail", slug=card.slug, permanent=True)
    return render(request, CARD_TEMPLATES[card.game], {"card": card, "game": card.game, "ruling": card_ruling(card.slug)})


def set_list(request):
    sets = selectors.set_list()
    return render(request, "cards/set_list.html", {"sets": sets})


def set_detail(request, code):
    try:
        card_set = selectors.set_detail(code=code)
    except CardSet.DoesNotExist as exc:
        raise Http404("No such product") from exc
    printings = selectors.set_cards(card_set=card_set)
    precons = selectors.precon_list().filter(card_set=card_set)
    from .collection import product_owned_in_full

    return render(request, "cards/set_detail.html", {
        "set": card_set, "printings": printings, "precons": precons,
        "owned_in_full": product_owned_in_full(user=request.user, card_set=card_set)})


def precon_list(request):
    return render(request, "cards/precon_list.html", {"precons": selectors.precon_list()})


def precon_detail(request, slug):
    try:
        deck = selectors.precon_detail(slug=slug)
    except PreconDeck.DoesNotExist as exc:
        raise Http404("No such deck") from exc
    if deck.slug != slug:
        return redirect("cards:precon-detail", slug=deck.slug, permanent=True)
    return render(request, "cards/precon_detail.html", {"deck": deck})
