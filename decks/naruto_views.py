"""The Naruto CCG's deck pages: the builder (deck text, format, card finder with the Naruto search keys) and
the deck page, each with legality in plain words (NR8-NR11) and the deck's statistics. Plain forms: they work
without JavaScript; with it, the builder's script (static/js/builder.js) posts the form as the list is edited
and swaps in the list, legality and statistics panels (decks/naruto/_builder_panels.html)."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render

from cards.lookup import CardIndex
from cards.models import Game
from cards.selectors import card_search

from . import naruto, selectors, services
from .lists import DeckList
from .text import parse_deck_text

FINDER_RESULTS = 60
KIND_TITLES = {"ninja": "Ninja", "mission": "Missions", "jutsu": "Jutsu"}


def _panel(deck: DeckList, fmt: str) -> dict:
    rows = naruto.card_rows(deck.cards)
    groups = []
    for kind, title in KIND_TITLES.items():
        entries = sorted(({"card": rows[slug], "count": n} for slug, n in deck.cards.items()
                          if slug in rows and rows[slug].kind == kind), key=lambda e: e["card"].facts["id"])
        if entries:
            groups.append({"kind": kind, "title": title, "entries": entries,
                           "count": sum(e["count"] for e in entries)})
    gaps = selectors.deck_sim_gaps(deck)
    return {"deck_list": deck, "groups": groups, "format": fmt,
            "sim_gaps": gaps, "sim_copies": sum(g["count"] for g in gaps),
            "formats": naruto.FORMAT_CHOICES,
            "violations": naruto.problems(deck, fmt, rows), "stats": naruto.stats(deck, fmt, rows)}


def deck_detail(request, deck, context: dict):
    content = selectors.deck_list_of(deck.current_version)
    return render(request, "decks/naruto/detail.html", {**context, "deck": deck, "game": Game.NARUTO,
                                                         **_panel(content, deck.format)})


def deck_text(deck) -> str:
    content = selectors.deck_list_of(deck.current_version)
    return naruto.deck_text(content, naruto.card_rows(content.cards), title=deck.name)


def _apply_buttons(request, deck: DeckList, index: CardIndex) -> None:
    for slug, delta in ((request.POST.get("add"), 1), (request.POST.get("remove"), -1)):
        found = index.find(slug) if slug else None
        if found is not None:
            deck.add(found[0], delta)


def deck_builder(request, deck=None):
    index = CardIndex.from_db(Game.NARUTO)
    if request.method == "POST":
        name = request.POST.get("name", "").strip()
        is_public = bool(request.POST.get("is_public"))
        fmt = request.POST.get("format") or naruto.DEFAULT_FORMAT
        parsed = parse_deck_text(request.POST.get("text", ""), index)
        _apply_buttons(request, parsed.deck, index)
        rows = naruto.card_rows(parsed.deck.cards)
        text = request.POST.get("text", "")
        if (request.POST.get("add") or request.POST.get("remove")) and not parsed.errors:
            text = naruto.deck_text(parsed.deck, rows)
        if "save" in request.POST:
            if parsed.errors:
                messages.error(request, "The deck text has lines we could not read; nothing was saved.")
            else:
                try:
                    if deck is None:
                        deck = services.deck_create(owner=request.user, name=name, content=parsed.deck,
                                                    is_public=is_public, game=Game.NARUTO, fmt=fmt)
                    else:
                        services.deck_update(deck=deck, content=parsed.deck, name=name, is_public=is_public,
                                             fmt=fmt)
                except ValidationError as exc:
                    messages.error(request, " ".join(exc.messages))
                else:
                    messages.success(request, f"Saved {deck.name} (version {deck.current_version.number}).")
                    return redirect(deck.get_absolute_url())
    else:
        if deck is not None:
            content = selectors.deck_list_of(deck.current_version)
            text = naruto.deck_text(content, naruto.card_rows(content.cards))
            name, is_public, fmt = deck.name, deck.is_public, deck.format
        else:
            text, name, is_public = request.GET.get("text", ""), "", False
            fmt = naruto.DEFAULT_FORMAT
        parsed = parse_deck_text(text, index)
    query = request.POST.get("q", request.GET.get("q", "")).strip()
    result = card_search(query=query, with_products=False, game=Game.NARUTO)
    context = {
        "deck": deck, "name": name, "is_public": is_public, "text": text, "query": query, "game": Game.NARUTO,
        "parse_errors": parsed.errors, "warnings": result.warnings, "editable": True,
        "results": list(result.queryset[:FINDER_RESULTS]), "results_total": result.queryset.count(),
        **_panel(parsed.deck, fmt),
    }
    if request.headers.get("X-Builder-Panel"):  # the builder's script: the list, legality and stats only
        return render(request, "decks/naruto/_builder_panels.html", context)
    return render(request, "decks/naruto/builder.html", context, status=400 if result.error else 200)
