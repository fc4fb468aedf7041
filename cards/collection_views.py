"""Collection pages: counts, CSV import (preview, then confirm) and export, set completion."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from cardwars_site.redirects import safe_next

from . import collection
from .lookup import CardIndex
from .models import Card, CardSet, Game


def _game(raw) -> str:
    """The game a collection page is about (`game=` in the query or the form; Card Wars by default); a 404
    naming the games for any other value."""
    game = raw or Game.CARDWARS
    if game not in Game.values:
        raise Http404(f"No game {game[:40]!r}; games are: {', '.join(Game.values)}.")
    return game


def _game_query(game: str) -> str:
    return "" if game == Game.CARDWARS else f"?game={game}"


@login_required
def collection_page(request):
    """One game's part of the collection (the cards of each game are counted and completed apart)."""
    game = _game(request.GET.get("game"))
    rows = collection.collection_list(user=request.user, game=game).order_by("card__name", "card__slug")
    q = request.GET.get("q", "").strip()
    if q:
        rows = rows.filter(card__name__icontains=q)
    page = Paginator(rows, 100).get_page(request.GET.get("page"))
    total = sum(r.count for r in rows)  # of the rows shown: a filtered page counts what it lists
    return render(request, "cards/collection.html", {
        "page": page, "q": q, "total": total, "game": game, "game_title": Game(game).label,
        "games": Game.choices, "completion": collection.set_completion(user=request.user, game=game)})


@login_required
@require_POST
def collection_change(request):
    """Add, remove or set copies of one card (from the collection page, a card page or the builder). The card
    may be given by its name, a known spelling or its slug."""
    typed = request.POST.get("card", "").strip()[:120]
    index = CardIndex.from_db(_game(request.POST.get("game")))
    found = index.find(typed) if typed else None
    if found is None:
        hints = index.suggest(typed) if typed else []
        messages.error(request, f"No card is called {typed!r}" + (f"; did you mean {' or '.join(hints)}?" if hints
                                                                   else "."))
        return redirect(_next(request))
    card = get_object_or_404(Card, slug=found[0])
    try:
        if "count" in request.POST:
            count = collection.collection_set(user=request.user, card=card, count=int(request.POST["count"]))
        else:
            count = collection.collection_add(user=request.user, card=card, delta=int(request.POST.get("delta", 1)))
    except ValueError:
        messages.error(request, "The count must be a whole number.")
    else:
        messages.success(request, f"You now own {count} {card.name}.")
    return redirect(_next(request))


def _next(request) -> str:
    """Back to the page the form was on, never to another site."""
    return safe_next(request, request.POST.get("next"),
                     reverse("cards:collection") + _game_query(_game(request.POST.get("game"))))


@login_required
@require_POST
def collection_add_product(request, code):
    """"I own this product" tops the collection up to the product's contents (twice is the same as once);
    adding a second copy on top needs the confirmation box ticked."""
    card_set = get_object_or_404(CardSet, code__iexact=code)
    another = request.POST.get("another_copy") == "1"
    if another and request.POST.get("confirm") != "1":
        messages.error(request, f"Tick the box to confirm you own another copy of {card_set.name}; nothing was added.")
        return redirect("cards:set-detail", code=card_set.code)
    added = collection.collection_add_product(user=request.user, card_set=card_set, another_copy=another)
    if added:
        messages.success(request, f"Added {added} cards of {card_set.name} to your collection.")
    else:
        messages.success(request, f"Your collection already holds all of {card_set.name}; nothing was added.")
    return redirect("cards:set-detail", code=card_set.code)


@login_required
def collection_import(request):
    """Step 1 reads the file and shows what matched and what did not; step 2 (confirm) writes."""
    game = _game(request.POST.get("game") or request.GET.get("game"))
    preview, text = None, ""
    if request.method == "POST":
        upload = request.FILES.get("file")
        if upload is not None:
            data = upload.read(collection.MAX_IMPORT_BYTES + 1)
        else:
            data = request.POST.get("text", "").encode()
        preview = collection.collection_import_preview(data, game)
        text = data.decode("utf-8-sig", errors="replace") if not preview.fatal else ""
        if request.POST.get("confirm") and not preview.fatal:
            changed = collection.collection_import_apply(user=request.user, preview=preview)
            skipped = len(preview.problems)
            messages.success(request, f"Set the counts of {changed} cards" +
                             (f"; skipped {skipped} lines we could not read." if skipped else "."))
            return redirect(reverse("cards:collection") + _game_query(game))
    changes = collection.collection_import_changes(user=request.user, preview=preview) if preview else []
    return render(request, "cards/collection_import.html", {"preview": preview, "text": text, "changes": changes,
                                                             "game": game, "game_title": Game(game).label})


@login_required
def collection_export(request):
    game = _game(request.GET.get("game"))
    response = HttpResponse(collection.collection_export_csv(user=request.user, game=game), content_type="text/csv")
    name = "card-wars" if game == Game.CARDWARS else game
    response["Content-Disposition"] = f'attachment; filename="{name}-collection.csv"'
    return response


@login_required
def deck_missing(request, pk):
    from decks.models import Deck
    from decks.selectors import deck_get_visible, deck_list_of

    try:
        deck = deck_get_visible(user=request.user, pk=pk)
    except Deck.DoesNotExist as exc:
        raise Http404("No such deck") from exc
    rows = collection.missing_for_deck(user=request.user, deck_list=deck_list_of(deck.current_version))
    return render(request, "cards/deck_missing.html", {"deck": deck, "rows": rows})
