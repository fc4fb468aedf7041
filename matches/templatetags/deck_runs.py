"""The runs of a deck, for the deck's page: the decks app shows them without importing matches."""

from django import template

from matches import selectors

register = template.Library()


@register.inclusion_tag("matches/_deck_runs.html", takes_context=True)
def deck_runs(context, deck):
    """The viewer's own simulations that seated any version of `deck`."""
    user = context["request"].user
    return {"deck": deck, "runs": selectors.run_list_for_deck(user=user, deck=deck),
            "signed_in": user.is_authenticated}
