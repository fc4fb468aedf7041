"""Swap-test pages: a deck with one card swapped for another, both played against the same opponents."""


from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from decks.models import Deck
from decks.selectors import deck_get_visible, deck_list_of, deck_names

from . import selectors, swaps
from .forms import SwapForm, picker_query
from .models import SwapTest
from .sim_warning import form_sim_warning
from .view_helpers import (
    deck_adapter,
    deck_version,
    form_estimate,
    owned_cancel,
    owned_share,
    picker_context,
    shared_context,
)


@login_required
def swap_new(request, deck):
    """The swap test's form, from a deck page: a card out, a card in, opponents."""
    try:
        source = deck_get_visible(user=request.user, pk=deck)
    except Deck.DoesNotExist as exc:
        raise Http404("No such deck") from exc
    content = deck_list_of(source.current_version)
    names = deck_names(source.current_version)
    numbers = {slug: facts.get("number") for slug, facts in  # a Naruto name is printed on up to three cards
               source.current_version.entries.values_list("card__slug", "card__facts")}
    cards = sorted(((slug, f"{names.get(slug, slug)}{f' {numbers[slug]}' if numbers.get(slug) else ''} ({n})")
                    for slug, n in content.cards.items()), key=lambda c: c[1])
    picker = picker_query(request.GET)
    adapter = deck_adapter(source)
    form = SwapForm(request.POST or None, user=request.user, deck_cards=cards, picker=picker, game=adapter.name,
                    initial={"card_out": request.GET.get("out")})
    if request.method == "POST" and form.is_valid():
        d = form.cleaned_data
        try:
            swap = swaps.swap_create(owner=request.user, deck=source, card_out=d["card_out"], card_in=d["card_in"],
                                     copies=d["copies"], opponents=[deck_version(request.user, o) for o in d["opponents"]],
                                     games=d["games"], players=(d["player_a"], d["player_b"]), seed=d["seed"],
                                     confirm_long=d["confirm_long"])
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            return redirect(swap.get_absolute_url())
    return render(request, "matches/swap_new.html", {"form": form, "deck": source, "game": adapter,
                                                     "picker": picker_context(picker, form, adapter),
                                                     "sim_warning": form_sim_warning(form, always=[source.pk]),
                                                     "estimate": form_estimate(form, adapter, 2)})


@login_required
def swap_list(request):
    return render(request, "matches/swap_list.html", {"swaps": selectors.swap_list_for_user(user=request.user)[:200]})


def swap_detail(request, pk):
    swap = get_object_or_404(SwapTest.objects.visible_to(request.user).select_related(
        "deck__deck", "variant__deck", "card_out", "card_in"), pk=pk)
    found = swaps.swap_report(swap)
    pair = swap.pairs.select_related("base_run").order_by("pk").first()
    return render(request, "matches/swap.html", {"swap": swap, "report": found, **shared_context(request, swap),
                                                 "first_run": pair.base_run if pair else None})


@login_required
@require_POST
def swap_share(request, pk):
    return owned_share(request, SwapTest.objects.owned_by(request.user), pk)


@login_required
@require_POST
def swap_cancel(request, pk):
    return owned_cancel(request, SwapTest.objects.owned_by(request.user), pk, lambda swap: swaps.swap_cancel(swap=swap))
