"""The Doubles matchup page: team A (two decks) against team B (two decks), run like any other run."""

from functools import partial

from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render

from . import services
from .doubles_forms import DoublesForm
from .forms import picker_query
from .games import DEFAULT_GAME
from .view_helpers import deck_version, form_value, picker_context


@login_required
def doubles_new(request):
    picker = picker_query(request.GET)
    initial = {k: v for k, v in request.GET.dict().items() if k not in ("decks_q", "decks_page")} or None
    form = DoublesForm(request.POST or None, user=request.user, picker=picker, initial=initial)
    if request.method == "POST" and form.is_valid():
        seats = [(deck_version(request.user, deck), player) for deck, player in form.seats()]
        try:
            run = services.run_create_for_game(owner=request.user, game=DEFAULT_GAME, format="doubles",
                                               entrants=[seats[:2], seats[2:]], games=form.cleaned_data["games"],
                                               seed=form.cleaned_data["seed"],
                                               confirm_long=form.cleaned_data["confirm_long"])
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            return redirect(run.get_absolute_url())
    return render(request, "matches/doubles/new.html", {"form": form, "picker": picker_context(picker, form),
                                                        "estimate": _estimate(form)})


def _estimate(form) -> dict | None:
    """The estimate for the form's games and AIs (posted, or the initial ones)."""
    value = partial(form_value, form)
    try:
        games = int(value("games"))
    except (TypeError, ValueError):
        return None
    players = tuple(value(f"player_{s}") for s in ("a1", "a2", "b1", "b2"))
    if not 1 <= games <= 100_000 or any(p not in services.PLAYER_CHOICES for p in players):
        return None
    return {**services.run_estimate(games=games, players=players), "games": games, "players": players}
