"""Reads of decks: what a user may see, and a version as a DeckList."""

from .lists import DeckList
from .models import Deck, DeckVersion


def deck_list_for_user(*, user, mine_only: bool = False):
    qs = Deck.objects.owned_by(user) if mine_only else Deck.objects.visible_to(user)
    return qs.select_related("owner", "current_version", "precon")


def deck_get_visible(*, user, pk) -> Deck:
    """The deck if the user may see it; Deck.DoesNotExist otherwise (a 404, never someone else's data)."""
    return deck_list_for_user(user=user).get(pk=pk)


def deck_get_owned(*, user, pk) -> Deck:
    return Deck.objects.owned_by(user).select_related("current_version").get(pk=pk)


def deck_list_of(version: DeckVersion | None) -> DeckList:
    if version is None:
        return DeckList()
    return DeckList(
        cards={slug: n for slug, n in version.entries.values_list("card__slug", "count")},
        landscapes=list(version.landscapes),
        hero=version.hero.slug if version.hero_id else None,
    )


def deck_names(version: DeckVersion | None) -> dict[str, str]:
    if version is None:
        return {}
    names = dict(version.entries.values_list("card__slug", "card__name"))
    if version.hero_id:
        names[version.hero.slug] = version.hero.name
    return names
