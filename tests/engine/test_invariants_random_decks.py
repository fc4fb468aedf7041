"""Random-game invariants for legal decks drawn at random from the whole 1 vs 1 pool, card scripts on.

Each game deals two decks of 40 cards (R1; at most 3 copies of a card, R2) drawn by a seeded RNG from every
Creature, Spell and Building outside the Doubles product, 4 random Landscapes (R3) and a random Hero or none (R4),
and plays them with cheap players; every position is checked against the invariants of the Collector's Pack test
(test_invariants_cp.check). CARDWARS_RANDOM_GAMES sets how many games (default 300; 2,000 for a thorough run)."""
import json
import os

from test_invariants_cp import check

from engine import new_game
from engine.cardwars.defs import LANDSCAPE_TYPES, PlayerSetup
from engine.cardwars.formats import HERO_LANDSCAPES
from engine.cardwars.match import make_players
from engine.core.rng import Rng

GAMES = int(os.environ.get("CARDWARS_RANDOM_GAMES", "300"))
PLAYERS = (("random", "random"), ("simple", "first"), ("random", "simple"), ("simple", "simple"))
HERE = os.path.dirname(os.path.abspath(__file__))
CATALOGUE = os.path.join(os.path.dirname(os.path.dirname(HERE)), "cards", "data", "catalogue.json")


def one_vs_one_pool():
    """(deck card slugs, Hero slugs) of every card whose first product is not the Doubles Tournament."""
    with open(CATALOGUE, encoding="utf-8") as f:
        cards = json.load(f)["cards"]
    def first(c):
        return c["products"][0]["set"] if c["products"] else ""
    deck = sorted(c["slug"] for c in cards if c["kind"] in ("creature", "spell", "building") and first(c) != "2v2")
    heroes = sorted(c["slug"] for c in cards if c["kind"] == "hero" and first(c) != "2v2")
    return deck, heroes


def random_deck(rng, deck, heroes):
    """A legal deck (R1-R4) drawn with rng."""
    cards = []
    while len(cards) < 40:
        slug = deck[rng.randbelow(len(deck))]
        if cards.count(slug) < 3:
            cards.append(slug)
    lands = tuple(LANDSCAPE_TYPES[rng.randbelow(len(LANDSCAPE_TYPES))] for _ in range(4))
    k = rng.randbelow(len(heroes) + 1)
    hero = heroes[k] if k < len(heroes) else None
    need = HERO_LANDSCAPES.get(hero or "")
    if need is not None and lands.count(need[0]) < need[1]:  # a Hero's own deck rule (The Winter King)
        lands = (need[0],) * need[1] + lands[need[1]:]
    return PlayerSetup(lands, tuple(cards), hero)


def test_random_legal_decks_from_the_one_vs_one_pool_keep_the_invariants(pool):
    deck, heroes = one_vs_one_pool()
    assert len(deck) > 300 and heroes
    rng = Rng(20261203)
    reasons = set()
    for game in range(GAMES):
        setup = pool.setup(random_deck(rng, deck, heroes), random_deck(rng, deck, heroes))
        names = PLAYERS[game % len(PLAYERS)]
        players = make_players(names, game)
        s = new_game(setup, game)
        steps = 0
        while not s.is_terminal():
            s.apply_action_unchecked(players[s.current_player()].select_action(s))
            check(s)
            steps += 1
            assert steps < 5000, game
        out = s.outcome()
        reasons.add(out.reason)
        assert out.reason in ("hp", "turn limit", "deck") and s.turn <= 60, game  # R22, R23, Billy
    assert "hp" in reasons
