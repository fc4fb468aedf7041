"""Every write to decks goes through here (HackSoft style): views and serializers stay thin."""

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from cards.models import LANE_TYPES, Card, PreconDeck

from .lists import DeckList
from .models import Deck, DeckVersion, DeckVersionCard

MAX_DECKS_PER_USER = 500
MAX_DISTINCT_CARDS = 200
MAX_LANDSCAPES = 40  # a draft may hold more than the 4 a legal deck has, not without bound


def _check_list(deck: DeckList) -> dict[str, Card]:
    """The cards a list names, or a ValidationError saying which do not exist. Legality is not required:
    a player may save a deck under construction."""
    if len(deck.cards) > MAX_DISTINCT_CARDS:
        raise ValidationError(f"A deck may list at most {MAX_DISTINCT_CARDS} different cards.")
    slugs = set(deck.cards) | ({deck.hero} if deck.hero else set())
    found = {c.slug: c for c in Card.objects.filter(slug__in=slugs)}
    missing = sorted(slugs - set(found))
    if missing:
        raise ValidationError(f"Unknown card: {', '.join(missing)}.")
    if deck.hero and found[deck.hero].kind != "hero":
        raise ValidationError(f"{found[deck.hero].name} is not a Hero.")
    if any(n < 1 for n in deck.cards.values()):
        raise ValidationError("Every count must be at least 1.")
    unknown_landscapes = sorted({str(t) for t in deck.landscapes} - set(LANE_TYPES))
    if unknown_landscapes:
        raise ValidationError(f"{', '.join(repr(t) for t in unknown_landscapes[:5])} is not a Landscape type "
                              f"(one of {', '.join(LANE_TYPES)}).")
    if len(deck.landscapes) > MAX_LANDSCAPES:
        raise ValidationError(f"A deck may list at most {MAX_LANDSCAPES} Landscapes; this one has "
                              f"{len(deck.landscapes)} (a legal deck has 4).")
    return found


def _write_version(deck: Deck, content: DeckList, cards: dict[str, Card]) -> DeckVersion:
    latest = deck.versions.order_by("-number").first()
    number = latest.number + 1 if latest else 1
    version = DeckVersion.objects.create(
        deck=deck, number=number, content_hash=content.content_hash(),
        hero=cards.get(content.hero) if content.hero else None,
        landscapes=list(content.landscapes), card_count=content.card_count)
    DeckVersionCard.objects.bulk_create(
        DeckVersionCard(version=version, card=cards[slug], count=n) for slug, n in sorted(content.cards.items()))
    deck.current_version = version
    deck.save(update_fields=["current_version", "updated_at"])
    return version


@transaction.atomic
def deck_create(*, owner, name: str, content: DeckList, is_public: bool = False) -> Deck:
    name = name.strip()
    if not name:
        raise ValidationError("A deck needs a name.")
    if Deck.objects.owned_by(owner).count() >= MAX_DECKS_PER_USER:
        raise ValidationError(f"You have {MAX_DECKS_PER_USER} decks, the most one account may keep.")
    cards = _check_list(content)
    deck = Deck.objects.create(owner=owner, name=name[:120], is_public=is_public)
    _write_version(deck, content, cards)
    return deck


@transaction.atomic
def deck_update(*, deck: Deck, content: DeckList | None = None, name: str | None = None,
                is_public: bool | None = None) -> Deck:
    """Change name, visibility or content; new content makes a new version unless it is the same list."""
    if deck.precon_id:
        raise ValidationError("A preconstructed deck cannot be changed; clone it instead.")
    if name is not None:
        if not name.strip():
            raise ValidationError("A deck needs a name.")
        deck.name = name.strip()[:120]
    if is_public is not None:
        deck.is_public = is_public
    deck.save()
    if content is not None:
        cards = _check_list(content)
        if deck.current_version is None or deck.current_version.content_hash != content.content_hash():
            _write_version(deck, content, cards)
    return deck


def _versions_cited(deck: Deck) -> bool:
    from matches.models import Gauntlet, Seat

    versions = deck.versions.values("pk")
    return (Seat.objects.filter(deck__in=versions).exists()
            or Gauntlet.objects.filter(deck__in=versions).exists())


@transaction.atomic
def deck_delete(*, deck: Deck) -> None:
    """Delete a deck of one's own. If simulations (anyone's) cite one of its versions, the deck is only
    marked deleted, so they keep their decks; otherwise the deck and its versions are removed."""
    if deck.precon_id:
        raise ValidationError("A preconstructed deck cannot be deleted.")
    if _versions_cited(deck):
        Deck.objects.filter(pk=deck.pk).update(deleted_at=timezone.now(), is_public=False)
        return
    # current_version protects the version it points at: let go of it first, then the versions cascade.
    Deck.objects.filter(pk=deck.pk).update(current_version=None)
    Deck.objects.filter(pk=deck.pk).delete()


@transaction.atomic
def deck_clone(*, deck: Deck, owner, name: str | None = None) -> Deck:
    from .selectors import deck_list_of

    return deck_create(owner=owner, name=name or f"{deck.name} (copy)", content=deck_list_of(deck.current_version))


@transaction.atomic
def precon_decks_sync() -> int:
    """Make every preconstructed deck exist as a public deck with its current list; returns how many changed."""
    changed = 0
    for precon in PreconDeck.objects.select_related("hero").prefetch_related("entries__card"):
        content = DeckList(cards={e.card.slug: e.count for e in precon.entries.all()},
                           landscapes=precon.landscapes, hero=precon.hero.slug if precon.hero else None)
        deck = Deck.objects.filter(precon=precon).select_related("current_version").first()
        if deck is None:
            deck = Deck.objects.create(owner=None, precon=precon, name=precon.name, is_public=True)
        elif deck.current_version and deck.current_version.content_hash == content.content_hash():
            continue
        _write_version(deck, content, _check_list(content))
        changed += 1
    return changed
