"""What the simulation pages share: the run a request may read or change, the owner's cancel and share
buttons, the deck versions and the public-deck picker of a form, and the estimate a form shows."""

from functools import partial

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect

from decks.models import Deck

from . import selectors, services
from .games import DEFAULT_GAME, adapter_for, site_games
from .models import MatchRun


def run_owned(request, pk) -> MatchRun:
    """The user's own run (for what changes it)."""
    try:
        return selectors.run_get_owned(user=request.user, pk=pk)
    except MatchRun.DoesNotExist as exc:
        raise Http404("No such simulation") from exc


def run_visible(request, pk) -> MatchRun:
    """A run to read: the user's own, or one its owner made public (read by anyone, signed out too)."""
    try:
        return selectors.run_get_visible(user=request.user, pk=pk)
    except MatchRun.DoesNotExist as exc:
        raise Http404("No such simulation") from exc


def owns(request, item) -> bool:
    return request.user.is_authenticated and item.owner_id == request.user.pk


def shared_context(request, item) -> dict:
    """What every report page shows about sharing: whether the viewer owns it (the controls) and the public
    link."""
    return {"owner_view": owns(request, item), "share_url": request.build_absolute_uri(item.get_absolute_url())}


def owned_cancel(request, owned, pk, cancel):
    """The owner's Cancel button of a run, gauntlet or swap test: the item `pk` of `owned` (the user's own, else
    not found) is stopped by the service call `cancel(item)`; a refusal is shown as a message. Back to its page."""
    item = get_object_or_404(owned, pk=pk)
    try:
        cancel(item)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    return redirect(item.get_absolute_url())


def owned_share(request, owned, pk):
    """The owner's share toggle of a run, gauntlet or swap test (POST public=1 / public=0): the item `pk` of
    `owned` (the user's own, else not found) is made public or private again. Back to its page."""
    item = get_object_or_404(owned, pk=pk)
    public = request.POST.get("public") == "1"
    services.share_set(item=item, public=public)
    messages.success(request, "Anyone with the link can now read this, signed out too." if public
                     else "Private again: only you can read it.")
    return redirect(item.get_absolute_url())


def deck_version(user, deck_id):
    deck = Deck.objects.visible_to(user).filter(pk=deck_id).select_related("current_version").first()
    if deck is None or deck.current_version is None:
        raise ValidationError("That deck is not available.")
    return deck.current_version


def picker_context(picker: dict, form, adapter=None) -> dict:
    """The public-deck search box's state: what was typed, this page, the pages either side, and the game
    whose decks it lists (kept in its links; empty for Card Wars)."""
    game = adapter.name if adapter is not None and adapter.name != DEFAULT_GAME else ""
    return {**picker, "previous": picker["page"] - 1 if picker["page"] > 1 else None,
            "next": picker["page"] + 1 if form.more_public_decks else None, "game": game}


def deck_games() -> list[dict]:
    """The site's games with decks (gauntlets and swap tests take them), for a page's game switch."""
    return [{"name": name, "title": adapter_for(name).title} for name in site_games() if adapter_for(name).has_decks]


def _form_decks(form, user) -> tuple[int, ...] | None:
    """The deck versions the form's deck A and deck B play now (the run's seats), if both are chosen."""
    if "deck_a" not in form.fields:
        return None
    try:
        ids = [int(form[name].value() if form.is_bound else form.initial.get(name)) for name in ("deck_a", "deck_b")]
        return tuple(deck_version(user, pk).pk for pk in ids)
    except (TypeError, ValueError, ValidationError):
        return None


def form_value(form, name):
    """A field's value as the form shows it: the posted one, else the initial one (the request's, else the
    field's)."""
    return form[name].value() if form.is_bound else (form.initial.get(name) or form.fields[name].initial)


def form_estimate(form, adapter, runs_per_opponent: int = 0, user=None) -> dict | None:
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


def run_adapter(run: MatchRun):
    """The run's game on the site; a run of a game the site no longer runs is not found."""
    try:
        return adapter_for(run.game)
    except ValidationError as exc:
        raise Http404(" ".join(exc.messages)) from exc


def deck_adapter(deck):
    """The game a deck is built for, on the site (a deck of a game the site does not run is not found)."""
    try:
        return adapter_for(deck.game)
    except ValidationError as exc:
        raise Http404(" ".join(exc.messages)) from exc
