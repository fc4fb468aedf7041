"""Gauntlet pages: a deck against several opponents, one run each, weighted into one table."""

import math

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from . import selectors, services
from .forms import GauntletForm, picker_query
from .games import DEFAULT_GAME, adapter_for
from .models import Gauntlet
from .serializers import MAX_GAUNTLET_WEIGHT
from .sim_warning import form_sim_warning
from .view_helpers import (
    deck_games,
    deck_version,
    form_estimate,
    owned_cancel,
    owned_share,
    picker_context,
    shared_context,
)


@login_required
def gauntlet_new(request):
    """A gauntlet of one game's decks (`?game=naruto`; Card Wars by default)."""
    try:
        adapter = adapter_for(request.GET.get("game") or DEFAULT_GAME)
    except ValidationError as exc:
        raise Http404(" ".join(exc.messages)) from exc
    if not adapter.has_decks:
        raise Http404(f"{adapter.title} has no decks to run a gauntlet with.")
    picker = picker_query(request.GET)
    form = GauntletForm(request.POST or None, user=request.user, picker=picker, game=adapter.name,
                        initial={"deck": request.GET.get("deck")} if request.GET.get("deck") else None)
    if request.method == "POST" and form.is_valid():
        d = form.cleaned_data
        try:
            gauntlet = services.gauntlet_create(
                owner=request.user, deck=deck_version(request.user, d["deck"]),
                opponents=[deck_version(request.user, o) for o in d["opponents"]], games=d["games"],
                players=(d["player_a"], d["player_b"]), seed=d["seed"], confirm_long=d["confirm_long"])
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            return redirect(gauntlet.get_absolute_url())
    return render(request, "matches/gauntlet_new.html", {"form": form, "picker": picker_context(picker, form, adapter),
                                                         "game": adapter, "site_games": deck_games(),
                                                         "sim_warning": form_sim_warning(form),
                                                         "estimate": form_estimate(form, adapter, 1)})


@login_required
def gauntlet_list(request):
    return render(request, "matches/gauntlet_list.html", {"gauntlets": selectors.gauntlet_list_for_user(
        user=request.user)[:200]})


def gauntlet_detail(request, pk):
    gauntlet = get_object_or_404(Gauntlet.objects.visible_to(request.user).select_related("deck__deck"), pk=pk)
    # Weights chosen on the page (w_<run>) replace the stored ones for this view.
    override = {}
    for run in gauntlet.runs.prefetch_related(selectors.ENTRANTS):
        raw = request.GET.get(f"w_{run.pk}")
        if raw not in (None, ""):
            try:
                weight = float(raw)
            except ValueError:
                weight = math.nan
            if 0 <= weight <= MAX_GAUNTLET_WEIGHT:  # NaN and infinity fail this too
                override[str(run.decks()[1].pk)] = weight
            else:
                messages.error(request, f"Weight {raw[:20]!r} is not a number from 0 to {MAX_GAUNTLET_WEIGHT:,}; "
                                        "kept the stored weight.")
    if override:
        gauntlet.weights = {**gauntlet.weights, **override}
    return render(request, "matches/gauntlet.html", {
        "gauntlet": gauntlet, "table": selectors.gauntlet_table(gauntlet),
        "progress": services.gauntlet_progress(gauntlet), **shared_context(request, gauntlet),
        "first_run": gauntlet.runs.prefetch_related(selectors.ENTRANTS).order_by("pk").first()})


@login_required
@require_POST
def gauntlet_share(request, pk):
    return owned_share(request, Gauntlet.objects.owned_by(request.user), pk)


@login_required
@require_POST
def gauntlet_cancel(request, pk):
    return owned_cancel(request, Gauntlet.objects.owned_by(request.user), pk,
                        lambda gauntlet: services.gauntlet_cancel(gauntlet=gauntlet))
