"""The "swap one card" test: a deck against the same opponents as it is and with one card swapped, on the
same shuffles, and the difference in win rate with its 95% interval for a paired difference.

Why pairs: a game's result depends only on the two decks, the seed, the game index and the players (the
engine's own promise), so the base deck and the variant, run with the same seed against the same opponent,
meet the same shuffles and the same coin for who goes first in every game index. The luck they share
cancels out of the difference, which is why a paired interval is much narrower than two separate ones
(common random numbers, the variance-reduction technique of simulation studies).
"""

from __future__ import annotations

import math
import secrets

from django.core.exceptions import ValidationError
from django.db import transaction

from cards.models import Kind

from . import pace
from .models import first_places

Z95 = 1.959963984540054
MAX_OPPONENTS = 10
MAX_COPIES = 3
# The card types a deck holds, of every game (Card Wars: no Hero or Landscape; the Naruto CCG: all three).
DECK_KINDS = (Kind.CREATURE, Kind.SPELL, Kind.BUILDING, Kind.NINJA, Kind.JUTSU, Kind.MISSION)


def t_quantile_975(df: int) -> float:
    """The 0.975 quantile of Student's t with `df` degrees of freedom, by the Cornish-Fisher expansion of
    t around the normal quantile z (Abramowitz & Stegun 26.7.5): within 0.004 of the table at df = 3 and
    0.001 from df = 5 (2.228 at df 10, 2.042 at 30), the normal 1.960 in the limit; df 1 and 2 come from
    their closed forms."""
    if df < 1:
        raise ValueError("needs at least one degree of freedom")
    if df == 1:
        return math.tan(math.pi * (0.975 - 0.5))  # Cauchy: 12.706
    if df == 2:
        p = 0.975
        return (2 * p - 1) * math.sqrt(2 / (4 * p * (1 - p)))  # 4.303
    z = Z95
    g1 = (z ** 3 + z) / 4
    g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96
    g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384
    g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160
    return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4


def paired_difference(differences) -> dict | None:
    """Mean of per-game differences d_i = (variant won) - (base won), each -1, 0 or 1, with its 95% interval.

    The two games of a pair share their shuffles, so the d_i are the independent units, not the games:
    mean = sum(d_i) / n, s^2 = sum((d_i - mean)^2) / (n - 1), standard error s / sqrt(n), and the interval
    mean +- t(0.975, n - 1) * s / sqrt(n) (Student's t for a paired difference; with hundreds of games t is
    the normal 1.96). Differences of win rates are in [-1, 1]; the interval is clipped to that range.
    None for fewer than two pairs."""
    d = list(differences)
    n = len(d)
    if n < 2:
        return None
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    se = math.sqrt(var / n)
    half = t_quantile_975(n - 1) * se
    return {"games": n, "difference": mean, "low": max(-1.0, mean - half), "high": min(1.0, mean + half),
            "se": se, "better": sum(x > 0 for x in d), "worse": sum(x < 0 for x in d),
            "same": sum(x == 0 for x in d)}


def _wins(run, seat: int = 0) -> dict[int, int]:
    """Game index -> 1 if the seat (0: the deck tested) won the game alone, else 0."""
    return {i: int(first_places(places) == (seat,)) for i, places in run.results.values_list("game_index", "places")}


def swap_report(swap) -> dict:
    """Per opponent and over all: the base and variant win rates and their paired difference, from the
    games both runs have finished (so it can be read while they play)."""
    rows, all_d = [], []
    for pair in swap.pairs.select_related("opponent__deck", "base_run", "variant_run"):
        base, variant = _wins(pair.base_run), _wins(pair.variant_run)
        both = sorted(set(base) & set(variant))
        d = [variant[i] - base[i] for i in both]
        all_d += d
        rows.append({"opponent": pair.opponent.deck.name, "games": len(both), "of": pair.base_run.games,
                     "base": sum(base[i] for i in both) / len(both) if both else None,
                     "variant": sum(variant[i] for i in both) / len(both) if both else None,
                     "paired": paired_difference(d), "base_run": pair.base_run_id,
                     "variant_run": pair.variant_run_id,
                     "status": "done" if {pair.base_run.status, pair.variant_run.status} == {"done"} else
                     (pair.variant_run.status if pair.base_run.status == "done" else pair.base_run.status)})
    overall = paired_difference(all_d)
    done = all(r["status"] == "done" for r in rows)
    return {"rows": rows, "overall": overall, "complete": done,
            "games": sum(r["games"] for r in rows), "of": sum(r["of"] for r in rows)}


def swap_cancel(*, swap) -> int:
    """Cancel a whole swap test: each of its runs still queued or running."""
    from . import services

    runs = [run for pair in swap.pairs.select_related("base_run", "variant_run")
            for run in (pair.base_run, pair.variant_run)]
    return services.runs_cancel(runs=runs, what="swap test")


def _card_name(card) -> str:
    """A card's name, with its number when it has one (a Naruto name is printed on up to three cards)."""
    number = (card.facts or {}).get("number")
    return f"{card.name} ({number})" if number else card.name


def swapped_list(content, card_out: str, card_in: str, copies: int):
    """The deck list with `copies` of card_out replaced by as many of card_in."""
    from decks.lists import DeckList

    if content.cards.get(card_out, 0) < copies:
        raise ValidationError(f"The deck holds {content.cards.get(card_out, 0)} of that card; it cannot give "
                              f"up {copies}.")
    if card_out == card_in:
        raise ValidationError("Pick a different card to put in than the one you take out.")
    variant = DeckList(cards=dict(content.cards), landscapes=list(content.landscapes), hero=content.hero)
    variant.add(card_out, -copies)
    variant.add(card_in, copies)
    return variant


@transaction.atomic
@pace.remembered()
def swap_create(*, owner, deck, card_out: str, card_in: str, opponents: list, games: int, copies: int = 1,
                players=("greedy", "greedy"), seed: int | None = None, confirm_long: bool = False):
    """A swap test of `deck` (a Deck the owner can see, of Card Wars or the Naruto CCG): the variant is saved as
    a private deck of the owner in the deck's game and format (reused if one with the same list and name
    exists) and must keep that game's deck rules, then two runs per opponent with one seed each."""
    from cards.models import Card
    from decks import services as deck_services
    from decks.models import Deck
    from decks.selectors import deck_list_of

    from . import services
    from .models import SwapPair, SwapTest

    if not opponents:
        raise ValidationError("Choose at least one opponent deck.")
    if len(opponents) > MAX_OPPONENTS:
        raise ValidationError(f"A swap test takes at most {MAX_OPPONENTS} opponents.")
    if not 1 <= copies <= MAX_COPIES:
        raise ValidationError(f"Swap 1 to {MAX_COPIES} copies.")
    # Only cards of the deck's own game: a Naruto deck never takes a Card Wars card, nor the reverse.
    cards = Card.objects.filter(game=deck.game).in_bulk([card_out, card_in], field_name="slug")
    if card_in not in cards:
        raise ValidationError("No such card to put in.")
    if cards[card_in].kind not in DECK_KINDS:
        raise ValidationError(f"{cards[card_in].name} is not a card a deck holds.")
    base = deck.current_version
    adapter = services.decks_game(base, opponents)
    variant_list = swapped_list(deck_list_of(base), card_out, card_in, copies)
    services._check_request(owner=owner, games=games, players=players, runs=2 * len(opponents), adapter=adapter,
                            what="This swap test")
    services._check_duration(games=games, players=players, confirm_long=confirm_long, runs=2 * len(opponents),
                             game=adapter.name)
    services._check_legal(base, "The deck")
    name = f"{deck.name}: -{_card_name(cards[card_out])} +{_card_name(cards[card_in])}"[:120]
    existing = (Deck.objects.owned_by(owner).filter(name=name, game=deck.game, format=deck.format,
                                                    current_version__content_hash=variant_list.content_hash())
                .select_related("current_version").first())
    variant_deck = existing or deck_services.deck_create(owner=owner, name=name, content=variant_list,
                                                         game=deck.game, fmt=deck.format)
    variant = variant_deck.current_version
    services._check_legal(variant, "The deck with the swap")
    for opponent in opponents:  # the game's own pairing rules (the Naruto CCG: both decks of one format)
        adapter.check_decks(services.one_vs_one(variant, opponent, players))
    swap = SwapTest.objects.create(owner=owner, deck=base, variant=variant, card_out=cards[card_out],
                                   card_in=cards[card_in], copies=copies)
    base_seed = seed if seed is not None else secrets.randbelow(2**62)
    for i, opponent in enumerate(opponents):
        run_seed = (base_seed + i) % 2**62
        runs = [services._create_run(owner=owner, entrants=services.one_vs_one(version, opponent, players),
                                     games=games, seed=run_seed, mirrored=False, game=adapter.name)
                for version in (base, variant)]
        SwapPair.objects.create(swap=swap, opponent=opponent, base_run=runs[0], variant_run=runs[1])
    return swap
