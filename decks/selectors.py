"""Reads of decks: what a user may see, and a version as a DeckList."""

from cards import selectors as card_selectors
from cards.models import Card, SimStatus

from .lists import DeckList
from .models import Deck, DeckVersion, DeckVersionCard


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


def deck_sim_gaps(deck: DeckList) -> list[dict]:
    """The cards (and Hero) of a deck list a simulation will not play as printed, each with its copies in the deck."""
    rows = card_selectors.cards_not_fully_simulated(slugs=[*deck.cards, *([deck.hero] if deck.hero else [])])
    return [dict(r, count=deck.cards.get(r["card"], 1)) for r in rows]


def decks_not_fully_simulated(*, deck_ids) -> dict[int, dict]:
    """For each of these decks whose current version holds cards (or a Hero) the engine does not fully play:
    {deck id: {"name", "gaps": [{card, name, status, label, note, count}], "copies"}}; other decks are left out.
    Three queries whatever the number of decks (the simulation, gauntlet and swap forms list many)."""
    decks = {d.pk: d for d in Deck.objects.filter(pk__in=list(deck_ids)).exclude(current_version=None)
             .select_related("current_version")}
    by_version = {d.current_version_id: d.pk for d in decks.values()}
    counts: dict[int, dict[str, int]] = {pk: {} for pk in decks}
    for version, slug, n in DeckVersionCard.objects.filter(version__in=list(by_version)).exclude(
            card__sim_status=SimStatus.FULL).values_list("version", "card__slug", "count"):
        counts[by_version[version]][slug] = n
    heroes = {d.pk: d.current_version.hero_id for d in decks.values() if d.current_version.hero_id}
    hero_slugs = dict(Card.objects.filter(pk__in=list(heroes.values())).exclude(sim_status=SimStatus.FULL)
                      .values_list("pk", "slug"))
    for pk, hero in heroes.items():
        if hero in hero_slugs:
            counts[pk][hero_slugs[hero]] = 1
    rows = {r["card"]: r for r in card_selectors.cards_not_fully_simulated(
        slugs={slug for c in counts.values() for slug in c})}
    out = {}
    for pk, found in counts.items():
        gaps = [dict(rows[slug], count=n) for slug, n in found.items() if slug in rows]
        if gaps:
            gaps.sort(key=lambda r: r["name"])
            out[pk] = {"name": decks[pk].name, "gaps": gaps, "copies": sum(r["count"] for r in gaps)}
    return out
