"""The one model-to-definitions adapter: the engine's frozen card definitions, built from the catalogue's
models or from rows of their facts (the engine never sees a model). Every app builds engine defs here."""

from engine import CardDef, CardPool, HeroDef

from .models import Card, Game, Kind, PreconDeck


def card_def(card: Card) -> CardDef:
    """A non-hero card's printed facts as the engine reads them."""
    return CardDef(slug=card.slug, name=card.name, kind=card.kind, landscape=card.landscape, cost=card.cost,
                   attack=card.attack, defense=card.defense, is_floop=card.is_floop, has_ability=card.has_ability)


def hero_def(card: Card) -> HeroDef:
    return HeroDef(slug=card.slug, name=card.name, has_ability=card.has_ability, is_floop=card.is_floop)


def pool_from_facts(facts) -> CardPool:
    """A CardPool of just these cards, from objects with the printed facts (slug, name, kind, landscape,
    cost, attack, defense), e.g. the deck builder's Facts rows; heroes become HeroDefs."""
    cards, heroes = {}, {}
    for f in facts:
        if f.kind == Kind.HERO:
            heroes[f.slug] = HeroDef(f.slug, f.name)
        else:
            cards[f.slug] = CardDef(f.slug, f.name, f.kind, f.landscape, f.cost, f.attack, f.defense)
    return CardPool(cards, heroes)


def precon_dict(deck: PreconDeck) -> dict:
    """A precon in the data file's shape, which CardPool.precon reads; cards in slug order, so the same
    deck always gives the same list (and the same seeded game)."""
    return {"id": deck.slug, "name": deck.name, "set": deck.card_set.code,
            "hero": deck.hero.slug if deck.hero else None, "landscapes": deck.landscapes,
            "cards": sorted(({"card": e.card.slug, "count": e.count} for e in deck.entries.all()), key=lambda e: e["card"]), "complete": deck.complete}


def card_pool() -> CardPool:
    """Every Card Wars card and precon deck in the database as an engine CardPool."""
    cards, heroes = {}, {}
    for card in Card.objects.filter(game=Game.CARDWARS):
        if card.kind == Kind.HERO:
            heroes[card.slug] = hero_def(card)
        else:
            cards[card.slug] = card_def(card)
    decks = PreconDeck.objects.select_related("card_set", "hero").prefetch_related("entries__card")
    return CardPool(cards, heroes, {d.slug: precon_dict(d) for d in decks})
