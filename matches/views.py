"""Simulation pages: request form, run page (live progress, then the report), replays, gauntlets."""

import math
from functools import partial

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from cards.models import Card
from decks.models import Deck

from . import figures, forks, pace, selectors, services, swaps
from .forms import ForkForm, GauntletForm, RunForm, SwapForm, picker_query
from .games import DEFAULT_GAME, adapter_for, games_not_on_site, site_games
from .models import Gauntlet, MatchRun, SwapTest
from .serializers import MAX_GAUNTLET_WEIGHT
from .sim_warning import form_sim_warning


def _run(request, pk) -> MatchRun:
    """The user's own run (for what changes it)."""
    try:
        return selectors.run_get_owned(user=request.user, pk=pk)
    except MatchRun.DoesNotExist as exc:
        raise Http404("No such simulation") from exc


def _visible_run(request, pk) -> MatchRun:
    """A run to read: the user's own, or one its owner made public (read by anyone, signed out too)."""
    try:
        return selectors.run_get_visible(user=request.user, pk=pk)
    except MatchRun.DoesNotExist as exc:
        raise Http404("No such simulation") from exc


def _owns(request, item) -> bool:
    return request.user.is_authenticated and item.owner_id == request.user.pk


def _shared(request, item) -> dict:
    """What every report page shows about sharing: whether the viewer owns it (the controls) and the public
    link."""
    return {"owner_view": _owns(request, item), "share_url": request.build_absolute_uri(item.get_absolute_url())}


def _share(request, item):
    """POST public=1 / public=0 from the owner's toggle."""
    public = request.POST.get("public") == "1"
    services.share_set(item=item, public=public)
    messages.success(request, "Anyone with the link can now read this, signed out too." if public
                     else "Private again: only you can read it.")
    return redirect(item.get_absolute_url())


def _version(user, deck_id):
    deck = Deck.objects.visible_to(user).filter(pk=deck_id).select_related("current_version").first()
    if deck is None or deck.current_version is None:
        raise ValidationError("That deck is not available.")
    return deck.current_version


def _games_with_a_form() -> list:
    """The site's games with their own new-run page (the Card Wars page serves the others)."""
    return [g for g in map(adapter_for, site_games()) if g.run_form is not None]


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
            entrants = services.one_vs_one(_version(request.user, d["deck_a"]), _version(request.user, d["deck_b"]),
                                           (d["player_a"], d["player_b"]))
            run = services.run_create_for_game(owner=request.user, game=adapter.name, entrants=entrants,
                                               games=d["games"], seed=d["seed"], mirrored=d.get("mirrored", False),
                                               confirm_long=d["confirm_long"], stop_width=d.get("stop_width"))
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            return redirect(run.get_absolute_url())
    return render(request, "matches/new.html", {"form": form, "estimate": _form_estimate(form, adapter, user=request.user),
                                                "picker": _picker(picker, form, adapter), "sim_warning": form_sim_warning(form),
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


def _picker(picker: dict, form, adapter=None) -> dict:
    """The public-deck search box's state: what was typed, this page, the pages either side, and the game
    whose decks it lists (kept in its links; empty for Card Wars)."""
    game = adapter.name if adapter is not None and adapter.name != DEFAULT_GAME else ""
    return {**picker, "previous": picker["page"] - 1 if picker["page"] > 1 else None,
            "next": picker["page"] + 1 if form.more_public_decks else None, "game": game}


def _deck_games() -> list[dict]:
    """The site's games with decks (gauntlets and swap tests take them), for a page's game switch."""
    return [{"name": name, "title": adapter_for(name).title} for name in site_games() if adapter_for(name).has_decks]


def _site_games() -> list[dict]:
    """The games the new-simulation page offers, for its game switch."""
    return [{"name": name, "title": adapter_for(name).title} for name in site_games()]


def _form_decks(form, user) -> tuple[int, ...] | None:
    """The deck versions the form's deck A and deck B play now (the run's seats), if both are chosen."""
    if "deck_a" not in form.fields:
        return None
    try:
        ids = [int(form[name].value() if form.is_bound else form.initial.get(name)) for name in ("deck_a", "deck_b")]
        return tuple(_version(user, pk).pk for pk in ids)
    except (TypeError, ValueError, ValidationError):
        return None


def form_value(form, name):
    """A field's value as the form shows it: the posted one, else the initial one (the request's, else the
    field's)."""
    return form[name].value() if form.is_bound else (form.initial.get(name) or form.fields[name].initial)


def _form_estimate(form, adapter, runs_per_opponent: int = 0, user=None) -> dict | None:
    """The estimate for the form's current games and players (posted, or the initial ones), the same figure
    the service checks against the hour. `runs_per_opponent`: a gauntlet (1) or a swap test (2) plays that
    many runs per opponent ticked (at least one opponent counted)."""
    value = partial(form_value, form)
    try:
        games = int(value("games"))
    except (TypeError, ValueError):
        return None
    players = (value("player_a"), value("player_b"))
    if not 1 <= games <= 100_000 or any(p not in adapter.players for p in players):
        return None
    runs = runs_per_opponent * max(1, len(value("opponents") or ())) if runs_per_opponent else 1
    decks = _form_decks(form, user) if user is not None else None
    return {**services.run_estimate(games=games, players=players, game=adapter.name, runs=runs, decks=decks,
                                    format=adapter.default_format if decks else None),
            "games": games, "runs": runs, "players": players}


def run_detail(request, pk):
    run = _visible_run(request, pk)
    adapter = _adapter(run)
    context = {"run": run, "game": adapter, "progress": services.run_progress(run),
               "not_fully_simulated": selectors.cards_not_fully_simulated(run),
               "deck_lists": selectors.run_deck_lists(run), **_shared(request, run),
               "summary": run.summary, "more_max": max(1, settings.SIMULATION_MAX_GAMES - run.games)}
    if run.summary:
        context.update(adapter.run_context(run))
    if run.is_fork:
        context["fork"] = forks.fork_context(run)
    return render(request, adapter.run_template_for(run), context)


def _adapter(run: MatchRun):
    """The run's game on the site; a run of a game the site no longer runs is not found."""
    try:
        return adapter_for(run.game)
    except ValidationError as exc:
        raise Http404(" ".join(exc.messages)) from exc


def run_progress(request, pk):
    run = _visible_run(request, pk)
    return JsonResponse({"status": run.status, "error": run.error, **services.run_progress(run)})


@login_required
@require_POST
def run_cancel(request, pk):
    try:
        services.run_cancel(run=_run(request, pk))
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    return redirect("matches:run", pk=pk)


@login_required
@require_POST
def run_share(request, pk):
    return _share(request, _run(request, pk))


@login_required
@require_POST
def gauntlet_share(request, pk):
    return _share(request, get_object_or_404(Gauntlet.objects.owned_by(request.user), pk=pk))


@login_required
@require_POST
def swap_share(request, pk):
    return _share(request, get_object_or_404(SwapTest.objects.owned_by(request.user), pk=pk))


@login_required
@require_POST
def run_more(request, pk):
    """Play more games of a finished or cancelled run (services.run_extend)."""
    run = _run(request, pk)
    try:
        services.run_extend(run=run, games=int(request.POST.get("games", "")))
    except ValueError:
        messages.error(request, "Say how many more games to play, as a whole number.")
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    return redirect("matches:run", pk=pk)


@login_required
@require_POST
def gauntlet_cancel(request, pk):
    gauntlet = get_object_or_404(Gauntlet.objects.owned_by(request.user), pk=pk)
    try:
        services.gauntlet_cancel(gauntlet=gauntlet)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    return redirect(gauntlet.get_absolute_url())


@login_required
@require_POST
def swap_cancel(request, pk):
    swap = get_object_or_404(SwapTest.objects.owned_by(request.user), pk=pk)
    try:
        swaps.swap_cancel(swap=swap)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    return redirect(swap.get_absolute_url())


def run_games(request, pk):
    """The games behind a figure of a run's report (matches/figures.py): how many, and a sample to replay."""
    run = _visible_run(request, pk)
    adapter = _adapter(run)
    try:
        found = figures.GameFilter.from_query(request.GET, len(run.entrant_list()))
    except ValidationError as exc:
        return render(request, "matches/games.html", {"run": run, "error": " ".join(exc.messages)}, status=400)
    names = dict(Card.objects.filter(slug=found.card).values_list("slug", "name")) if found.card else {}
    return render(request, "matches/games.html", {"run": run, "words": found.words(names, adapter.entrant_noun),
                                                  **figures.games_behind(run, adapter, found)})


def game_replay(request, pk, index, fork_form=None):
    run = _visible_run(request, pk)
    adapter = _adapter(run)
    result = get_object_or_404(run.results, game_index=index)
    context = {"run": run, "result": result, "game": adapter, **adapter.replay_context(result), **_shared(request, run)}
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
    run = _run(request, pk)
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
                owner=request.user, deck=_version(request.user, d["deck"]),
                opponents=[_version(request.user, o) for o in d["opponents"]], games=d["games"],
                players=(d["player_a"], d["player_b"]), seed=d["seed"], confirm_long=d["confirm_long"])
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            return redirect(gauntlet.get_absolute_url())
    return render(request, "matches/gauntlet_new.html", {"form": form, "picker": _picker(picker, form, adapter),
                                                         "game": adapter, "site_games": _deck_games(),
                                                         "sim_warning": form_sim_warning(form),
                                                         "estimate": _form_estimate(form, adapter, 1)})


@login_required
def gauntlet_list(request):
    return render(request, "matches/gauntlet_list.html", {"gauntlets": selectors.gauntlet_list_for_user(
        user=request.user)[:200]})


@login_required
def swap_list(request):
    return render(request, "matches/swap_list.html", {"swaps": selectors.swap_list_for_user(user=request.user)[:200]})


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
        "progress": services.gauntlet_progress(gauntlet), **_shared(request, gauntlet),
        "first_run": gauntlet.runs.prefetch_related(selectors.ENTRANTS).order_by("pk").first()})


@login_required
def swap_new(request, deck):
    """The swap test's form, from a deck page: a card out, a card in, opponents."""
    from decks.selectors import deck_get_visible, deck_list_of, deck_names

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
    adapter = _adapter_of_deck(source)
    form = SwapForm(request.POST or None, user=request.user, deck_cards=cards, picker=picker, game=adapter.name,
                    initial={"card_out": request.GET.get("out")})
    if request.method == "POST" and form.is_valid():
        d = form.cleaned_data
        try:
            swap = swaps.swap_create(owner=request.user, deck=source, card_out=d["card_out"], card_in=d["card_in"],
                                     copies=d["copies"], opponents=[_version(request.user, o) for o in d["opponents"]],
                                     games=d["games"], players=(d["player_a"], d["player_b"]), seed=d["seed"],
                                     confirm_long=d["confirm_long"])
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            return redirect(swap.get_absolute_url())
    return render(request, "matches/swap_new.html", {"form": form, "deck": source, "game": adapter,
                                                     "picker": _picker(picker, form, adapter),
                                                     "sim_warning": form_sim_warning(form, always=[source.pk]),
                                                     "estimate": _form_estimate(form, adapter, 2)})


def _adapter_of_deck(deck):
    """The game a deck is built for, on the site (a deck of a game the site does not run is not found)."""
    try:
        return adapter_for(deck.game)
    except ValidationError as exc:
        raise Http404(" ".join(exc.messages)) from exc


def swap_detail(request, pk):
    swap = get_object_or_404(SwapTest.objects.visible_to(request.user).select_related(
        "deck__deck", "variant__deck", "card_out", "card_in"), pk=pk)
    found = swaps.swap_report(swap)
    pair = swap.pairs.select_related("base_run").order_by("pk").first()
    return render(request, "matches/swap.html", {"swap": swap, "report": found, **_shared(request, swap),
                                                 "first_run": pair.base_run if pair else None})
