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


@register.simple_tag(takes_context=True)
def split_swap_decks(context, decks):
    """The user's decks split in two: those they built, and those a swap test saved (still as saved), which
    "My decks" lists apart so a swap test does not slip a deck in among theirs."""
    saved = selectors.swap_variant_deck_ids(user=context["request"].user)
    decks = list(decks)
    return {"built": [d for d in decks if d.pk not in saved], "swaps": [d for d in decks if d.pk in saved]}
