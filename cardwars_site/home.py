"""The home page: the catalogue's search box, your decks and simulations, and precon matchups to try."""

from itertools import groupby

from django.shortcuts import redirect, render
from django.templatetags.static import static

from decks.models import Deck

MATCHUPS_SHOWN = 4


def precon_matchups(limit: int = MATCHUPS_SHOWN) -> list[tuple[Deck, Deck]]:
    """The two decks of each of the first products that have at least two complete precon decks."""
    decks = (Deck.objects.filter(precon__isnull=False, precon__complete=True).exclude(current_version=None)
             .select_related("precon__card_set").order_by("precon__card_set__order", "precon__slug"))
    pairs = []
    for _, group in groupby(decks, key=lambda d: d.precon.card_set_id):
        group = list(group)
        if len(group) >= 2:
            pairs.append((group[0], group[1]))
        if len(pairs) == limit:
            break
    return pairs


def home(request):
    context = {"matchups": precon_matchups()}
    if request.user.is_authenticated:
        from matches.selectors import run_list_for_user

        context["my_decks"] = (Deck.objects.owned_by(request.user).select_related("current_version")
                               .order_by("-updated_at")[:6])
        context["my_runs"] = run_list_for_user(user=request.user)[:6]
    return render(request, "home.html", context)


def favicon(request):
    """Browsers ask for /favicon.ico whatever the page says: send them to the site's icon."""
    return redirect(static("favicon.svg"), permanent=True)
