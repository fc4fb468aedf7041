"""Simulation pages: request form, run page (live progress, then the report), the games behind a figure,
replays and forks. Gauntlets and swap tests have their own modules (gauntlet_views, swap_views)."""


from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from cards.models import Card

from . import figures, forks, pace, selectors, services
from .forms import ForkForm, RunForm, picker_query
from .games import DEFAULT_GAME, adapter_for, games_not_on_site, site_games
from .sim_warning import form_sim_warning
from .view_helpers import (
    deck_version,
    form_estimate,
    owned_cancel,
    owned_share,
    picker_context,
    run_adapter,
    run_owned,
    run_visible,
    shared_context,
)


@login_required
def run_list(request):
    runs = selectors.run_list_for_user(user=request.user)[:100]
    gauntlets = selectors.gauntlet_list_for_user(user=request.user)[:5]
    swap_tests = selectors.swap_list_for_user(user=request.user)[:5]
    return render(request, "matches/list.html", {"runs": runs, "gauntlets": gauntlets, "swaps": swap_tests,
                                                 "other_games": _games_with_a_form()})


@login_required
def run_new(request):
    try:
        adapter = adapter_for(request.GET.get("game") or DEFAULT_GAME)
    except ValidationError as exc:
        raise Http404(" ".join(exc.messages)) from exc
    if adapter.run_form is not None:  # a game with its own new-run page (Trash War)
        return redirect("matches:new-game", game=adapter.name)
    picker = picker_query(request.GET)
    initial = {k: v for k, v in request.GET.dict().items() if k not in ("game", "decks_q", "decks_page")} or None
    form = RunForm(request.POST or None, user=request.user, picker=picker, initial=initial, game=adapter.name)
    if request.method == "POST" and form.is_valid():
        d = form.cleaned_data
        try:
            entrants = services.one_vs_one(deck_version(request.user, d["deck_a"]), deck_version(request.user, d["deck_b"]),
                                           (d["player_a"], d["player_b"]))
            run = services.run_create_for_game(owner=request.user, game=adapter.name, entrants=entrants,
                                               games=d["games"], seed=d["seed"], mirrored=d.get("mirrored", False),
                                               confirm_long=d["confirm_long"], stop_width=d.get("stop_width"))
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            return redirect(run.get_absolute_url())
    return render(request, "matches/new.html", {"form": form, "estimate": form_estimate(form, adapter, user=request.user),
                                                "picker": picker_context(picker, form, adapter), "sim_warning": form_sim_warning(form),
                                                # the measured table is Card Wars' (bench/pace.py)
                                                "pace": pace.load_table() if adapter.name == DEFAULT_GAME else {},
                                                "not_on_site": games_not_on_site(),
                                                "game": adapter, "site_games": _site_games(),
                                                "other_games": _games_with_a_form()})


@login_required
def run_new_game(request, game):
    """A new run of a game whose adapter has its own form (a game without decks: Trash War); a game without
    one (Card Wars) has the two-deck page."""
    try:
        adapter = adapter_for(game)
    except ValidationError as exc:
        raise Http404(" ".join(exc.messages)) from exc
    if adapter.run_form is None:  # a game with two decks: the two-deck page, for that game
        return redirect(reverse("matches:new") + ("" if adapter.name == DEFAULT_GAME else f"?game={adapter.name}"))
    form = adapter.run_form(request.POST or None, initial=request.GET.dict() or None)
    if request.method == "POST" and form.is_valid():
        try:
            run = services.run_create_for_game(owner=request.user, **form.run_kwargs())
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            return redirect(run.get_absolute_url())
    query = form.estimate_query()
    estimate = None if query is None else {**services.run_estimate(game=adapter.name, **query), **query}
    return render(request, adapter.new_template, {"form": form, "game": adapter, "estimate": estimate,
                                                  **adapter.new_context()})


def _site_games() -> list[dict]:
    """The games the new-simulation page offers, for its game switch."""
    return [{"name": name, "title": adapter_for(name).title} for name in site_games()]


def _games_with_a_form() -> list:
    """The site's games with their own new-run page (the Card Wars page serves the others)."""
    return [g for g in map(adapter_for, site_games()) if g.run_form is not None]


def run_detail(request, pk):
    run = run_visible(request, pk)
    adapter = run_adapter(run)
    context = {"run": run, "game": adapter, "progress": services.run_progress(run),
               "not_fully_simulated": selectors.cards_not_fully_simulated(run),
               "deck_lists": selectors.run_deck_lists(run), **shared_context(request, run),
               "summary": run.summary, "more_max": max(1, settings.SIMULATION_MAX_GAMES - run.games)}
    if run.summary:
        context.update(adapter.run_context(run))
    if run.is_fork:
        context["fork"] = forks.fork_context(run)
    return render(request, adapter.run_template_for(run), context)


def run_progress(request, pk):
    run = run_visible(request, pk)
    return JsonResponse({"status": run.status, "error": run.error, **services.run_progress(run)})


@login_required
@require_POST
def run_cancel(request, pk):
    return owned_cancel(request, selectors.run_list_for_user(user=request.user), pk,
                        lambda run: services.run_cancel(run=run))


@login_required
@require_POST
def run_share(request, pk):
    return owned_share(request, selectors.run_list_for_user(user=request.user), pk)


@login_required
@require_POST
def run_more(request, pk):
    """Play more games of a finished or cancelled run (services.run_extend)."""
    run = run_owned(request, pk)
    try:
        services.run_extend(run=run, games=int(request.POST.get("games", "")))
    except ValueError:
        messages.error(request, "Say how many more games to play, as a whole number.")
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    return redirect("matches:run", pk=pk)


def run_games(request, pk):
    """The games behind a figure of a run's report (matches/figures.py): how many, and a sample to replay."""
    run = run_visible(request, pk)
    adapter = run_adapter(run)
    try:
        found = figures.GameFilter.from_query(request.GET, len(run.entrant_list()))
    except ValidationError as exc:
        return render(request, "matches/games.html", {"run": run, "error": " ".join(exc.messages)}, status=400)
    names = dict(Card.objects.filter(slug=found.card).values_list("slug", "name")) if found.card else {}
    return render(request, "matches/games.html", {"run": run, "words": found.words(names, adapter.entrant_noun),
                                                  **figures.games_behind(run, adapter, found)})


def game_replay(request, pk, index, fork_form=None):
    run = run_visible(request, pk)
    adapter = run_adapter(run)
    result = get_object_or_404(run.results, game_index=index)
    context = {"run": run, "result": result, "game": adapter, **adapter.replay_context(result), **shared_context(request, run)}
    context["fork_refusal"] = adapter.fork_refusal(run)
    if context["owner_view"] and not context["fork_refusal"] and not run.is_fork:
        step = request.GET.get("step", "0")
        context["fork_form"] = fork_form or ForkForm(initial={"step": int(step) if step.isdigit() else 0,
                                                              "player_a": run.players()[0], "player_b": run.players()[1]})
    return render(request, adapter.replay_template_for(run), context, status=400 if fork_form is not None else 200)


@login_required
@require_POST
def game_fork(request, pk, index):
    """'Play on from here': a fork run of this game from the step posted (matches/forks.py)."""
    run = run_owned(request, pk)
    form = ForkForm(request.POST)
    if form.is_valid():
        d = form.cleaned_data
        try:
            fork = forks.fork_create(owner=request.user, run=run, game_index=index, step=d["step"], viewer=d["viewer"],
                                     games=d["games"], players=(d["player_a"], d["player_b"]), seed=d["seed"],
                                     confirm_long=d["confirm_long"])
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            return redirect(fork.get_absolute_url())
    return game_replay(request, pk, index, fork_form=form)
