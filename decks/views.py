"""Deck pages. The builder is a plain form (deck text + buttons) that works without JavaScript;
with JavaScript the same form updates its list, legality and stats panels without a reload."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.db.models import Q
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from cards.models import Game
from cards.selectors import card_search

from . import analysis, naruto_views, selectors, services
from .lists import DeckList
from .models import Deck
from .text import CardIndex, format_deck_text, parse_deck_text

SEARCH_RESULTS = 24  # the finder shows this many more each time "More" is pressed
SEARCH_RESULTS_MAX = 600  # more than the whole catalogue
ADD_LINE_MAX = 9
KIND_ORDER = {"creature": 0, "spell": 1, "building": 2, "teamwork": 3}
KIND_TITLES = {"creature": "Creatures", "spell": "Spells", "building": "Buildings", "teamwork": "Teamwork cards"}


def _visible(request, pk) -> Deck:
    try:
        return selectors.deck_get_visible(user=request.user, pk=pk)
    except Deck.DoesNotExist as exc:
        raise Http404("No such deck") from exc


def _owned(request, pk) -> Deck:
    try:
        return selectors.deck_get_owned(user=request.user, pk=pk)
    except Deck.DoesNotExist as exc:
        raise Http404("No such deck") from exc


def deck_list(request):
    mine = selectors.deck_list_for_user(user=request.user, mine_only=True) if request.user.is_authenticated else []
    public = selectors.deck_list_for_user(user=None).filter(precon__isnull=True, demo="")
    precons = selectors.deck_list_for_user(user=None).filter(precon__isnull=False).order_by("precon__card_set__order",
                                                                                             "name")
    demos = selectors.deck_list_for_user(user=None).filter(~Q(demo="")).order_by("game", "name")
    return render(request, "decks/list.html", {
        "mine": mine, "public": Paginator(public, 50).get_page(request.GET.get("page")), "precons": precons,
        "demos": demos})


def _entries(deck: DeckList, names: dict[str, str]) -> list[dict]:
    facts = analysis.card_facts(deck.cards)
    rows = [{"slug": slug, "name": names.get(slug, slug), "count": n, "facts": facts.get(slug)}
            for slug, n in deck.cards.items()]
    return sorted(rows, key=lambda r: ((r["facts"].cost if r["facts"] and r["facts"].cost is not None else 99),
                                       r["name"]))


def _groups(entries: list[dict]) -> dict:
    """The deck's entries by kind (Creatures, Spells, Buildings), each by Landscape then cost, with counts;
    and how many cards of each Landscape the deck holds."""
    kinds: dict[str, list] = {}
    landscapes: dict[str, int] = {}
    for row in entries:
        kind = row["facts"].kind if row["facts"] else "unknown"
        kinds.setdefault(kind, []).append(row)
        landscape = (row["facts"].landscape if row["facts"] else None) or "No Landscape"
        landscapes[landscape] = landscapes.get(landscape, 0) + row["count"]
    by_kind = []
    for kind in sorted(kinds, key=lambda k: KIND_ORDER.get(k, 9)):
        rows = sorted(kinds[kind], key=lambda r: ((r["facts"].landscape or "") if r["facts"] else "",
                                                  r["facts"].cost if r["facts"] and r["facts"].cost is not None
                                                  else 99, r["name"]))
        by_kind.append({"kind": kind, "title": KIND_TITLES.get(kind, kind.capitalize()), "entries": rows,
                        "count": sum(r["count"] for r in rows)})
    return {"by_kind": by_kind,
            "by_landscape": sorted(landscapes.items(), key=lambda kv: (-kv[1], kv[0]))}


def _panel_context(deck: DeckList) -> dict:
    facts = analysis.card_facts([*deck.cards, *([deck.hero] if deck.hero else [])])
    names = {slug: f.name for slug, f in facts.items()}
    entries = _entries(deck, names)
    gaps = selectors.deck_sim_gaps(deck)
    by_slug = {g["card"]: g for g in gaps}
    for e in entries:
        e["sim"] = by_slug.get(e["slug"])
    return {
        "deck_list": deck,
        "sim_gaps": gaps, "sim_copies": sum(g["count"] for g in gaps),
        "hero_sim": by_slug.get(deck.hero) if deck.hero else None,
        "entries": entries,
        "groups": _groups(entries),
        "hero_name": names.get(deck.hero) if deck.hero else None,
        "violations": analysis.violations(deck, facts),
        "teamwork": analysis.teamwork_cards(deck, facts),
        "stats": analysis.deck_stats(deck, facts),
    }


def deck_detail(request, pk):
    deck = _visible(request, pk)
    common = {"is_owner": request.user.is_authenticated and deck.owner_id == request.user.id,
              "versions": deck.versions.order_by("-number")[:20],
              "share_url": request.build_absolute_uri(deck.get_absolute_url())}
    if deck.game == Game.NARUTO:
        return naruto_views.deck_detail(request, deck, common)
    content = selectors.deck_list_of(deck.current_version)
    return render(request, "decks/detail.html", {"deck": deck, **common, **_panel_context(content)})


def deck_export(request, pk):
    deck = _visible(request, pk)
    version = deck.current_version
    if deck.game == Game.NARUTO:
        text = naruto_views.deck_text(deck)
    else:
        text = format_deck_text(selectors.deck_list_of(version), selectors.deck_names(version), title=deck.name)
    response = HttpResponse(text, content_type="text/plain; charset=utf-8")
    if request.GET.get("download"):
        response["Content-Disposition"] = f'attachment; filename="deck-{deck.pk}.txt"'
    return response


def _add_count(request) -> int | None:
    try:
        count = int(request.POST.get("add_count") or 1)
    except ValueError:
        return None
    return count if 1 <= count <= ADD_LINE_MAX else None


def _add_line(request, index: CardIndex) -> tuple[list[tuple[str, int]], str, list[tuple[str, str]]]:
    """The "add a card" line, or one of the names it suggested after a typo: (card, copies) to add, a
    message saying why nothing was added, and the (slug, name) of the cards it may have meant."""
    suggested = request.POST.get("add_suggested")
    if not request.POST.get("add_line") and not suggested:
        return [], "", []
    count = _add_count(request)
    if count is None:
        return [], f"Add 1 to {ADD_LINE_MAX} copies at a time, as a whole number.", []
    name = (suggested or request.POST.get("add_name", "")).strip()[:120]
    if not name:
        return [], "Type a card's name to add it.", []
    found = index.find(name)
    if found is None:
        hints = [(hit[0], hint) for hint in index.suggest(name) if (hit := index.find(hint))]
        return [], f"No card is called {name!r}" + ("; did you mean" if hints else "."), hints
    return [(found[0], count)], "", []


def _apply_buttons(request, text: str, index: CardIndex) -> tuple[str, list, str, list]:
    """The builder's add/remove buttons and its add-a-card line, applied to the deck text; returns the new
    text, the parse result, a message about the add line (empty when all went well) and the cards the
    line may have meant."""
    parsed = parse_deck_text(text, index)
    deck = parsed.deck
    add, remove = request.POST.get("add"), request.POST.get("remove")
    line_adds, line_error, line_hints = _add_line(request, index)
    changed = False
    for slug, delta in ((add, 1), (remove, -1), *line_adds):
        if not slug:
            continue
        found = index.find(slug)
        if found is None:
            continue
        if found[2] == "hero":
            deck.hero = found[0] if delta > 0 else None
        elif found[2] == "landscape":
            if delta > 0:
                deck.landscapes.extend([found[1]] * delta)
            elif found[1] in deck.landscapes:
                deck.landscapes.remove(found[1])
        else:
            deck.add(found[0], delta)
        changed = True
    if changed and not parsed.errors:
        text = format_deck_text(deck, {slug: name for slug, name, _ in index.by_key.values()})
    elif changed:
        line_error = line_error or "Fix the lines marked below first; then the buttons change the list."
    return text, parsed, line_error, line_hints


@login_required
def deck_builder(request, pk=None):
    deck = _owned(request, pk) if pk else None
    game = deck.game if deck is not None else request.GET.get("game", Game.CARDWARS)
    if game == Game.NARUTO:
        return naruto_views.deck_builder(request, deck)
    index = CardIndex.from_db()
    if request.method == "POST":
        name = request.POST.get("name", "").strip()
        is_public = bool(request.POST.get("is_public"))
        text, parsed, line_error, line_hints = _apply_buttons(request, request.POST.get("text", ""), index)
        if "save" in request.POST:
            if parsed.errors:
                messages.error(request, "The deck text has lines we could not read; nothing was saved.")
            else:
                try:
                    if deck is None:
                        deck = services.deck_create(owner=request.user, name=name, content=parsed.deck,
                                                    is_public=is_public)
                    else:
                        services.deck_update(deck=deck, content=parsed.deck, name=name, is_public=is_public)
                except ValidationError as exc:
                    messages.error(request, " ".join(exc.messages))
                else:
                    messages.success(request, f"Saved {deck.name} (version {deck.current_version.number}).")
                    return redirect(deck.get_absolute_url())
    else:
        if deck is not None:
            version = deck.current_version
            text = format_deck_text(selectors.deck_list_of(version), selectors.deck_names(version))
            name, is_public = deck.name, deck.is_public
        else:
            text, name, is_public = request.GET.get("text", ""), "", False
        parsed = parse_deck_text(text, index)
        line_error, line_hints = "", []
    owned = _owned_counts(request.user)
    query = request.POST.get("q", request.GET.get("q", "")).strip()
    result = card_search(query=query or "-t:landscape", with_products=False)
    shown = _shown(request.POST.get("shown", request.GET.get("shown")))
    total = result.queryset.count()
    context = {
        "deck": deck, "name": name, "is_public": is_public, "text": text, "query": query,
        "parse_errors": parsed.errors, "warnings": result.warnings, "line_error": line_error,
        "line_hints": line_hints,
        "results": [{"card": c, "owned": owned.get(c.slug, 0)} for c in result.queryset[:shown]],
        "results_total": total,
        "results_more": min(shown + SEARCH_RESULTS, SEARCH_RESULTS_MAX) if total > shown else None,
        "add_line_max": ADD_LINE_MAX,
        **_panel_context(parsed.deck),
    }
    if request.headers.get("X-Builder-Panel"):  # the page's script swaps in 200 answers only
        return render(request, "decks/_builder_panels.html", context)
    return render(request, "decks/builder.html", context, status=400 if result.error else 200)


def _shown(raw) -> int:
    """How many finder results to show: a multiple of the page, at least one page, at most the cap."""
    try:
        shown = int(raw)
    except (TypeError, ValueError):
        return SEARCH_RESULTS
    return max(SEARCH_RESULTS, min(shown, SEARCH_RESULTS_MAX))


def _owned_counts(user) -> dict[str, int]:
    try:
        from cards.collection import owned_counts
    except ImportError:
        return {}
    return owned_counts(user=user)


@login_required
@require_POST
def deck_clone(request, pk):
    source = _visible(request, pk)
    try:
        deck = services.deck_clone(deck=source, owner=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect(source.get_absolute_url())
    messages.success(request, f"Cloned into {deck.name}; it is private until you share it.")
    return redirect(deck.get_absolute_url())


@login_required
@require_POST
def deck_delete(request, pk):
    deck = _owned(request, pk)
    name = deck.name
    services.deck_delete(deck=deck)
    messages.success(request, f"Deleted {name}.")
    return redirect("decks:list")


