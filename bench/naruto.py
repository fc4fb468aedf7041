"""The Naruto section of `make bench`: games per second for each player, and the invariants over 2,000 random
games (random decks from Set 1 and the demo decks).

    python -m bench.naruto                 # the Markdown section
    python -m bench.naruto --invariants 2000

check_game() is the invariant check the engine tests also run (over fewer games): every card of both decks
in exactly one zone after every action, the deciding seat allowed to decide, teams made of Village Ninjas,
injured marks and coins only on cards in play, the Turn Markers never going down, and the game ending by the
rules (NR43) or the turn limit (NR46)."""
from __future__ import annotations

import argparse
import time
from typing import Any

from engine.core import Rng, Termination
from engine.core.match import make_players, play_out
from engine.core.players import OnePlyPlayer
from engine.naruto import GAME, DeckList, Setup, new_game
from engine.naruto.counters import ANSWER, PHASE
from engine.naruto.defs import NINJA, set1
from engine.naruto.evaluate import evaluate
from engine.naruto.players import GreedyPlayer

PLAYER_RUNS = (("random", "random", 400), ("greedy", "random", 100), ("greedy", "greedy", 60),
               ("mcts:30", "greedy", 4))


def random_deck(r: Rng, name: str) -> DeckList:
    """A legal seed40 deck of random Set 1 cards (at most 3 per name, 12 to 22 Ninja)."""
    pool = set1()
    ids = pool.ids()
    cards: dict[str, int] = {}
    names: dict[str, int] = {}
    ninja_goal = 12 + r.randbelow(11)
    ninja = other = 0
    while ninja + other < 40:
        c = pool.get(r.choice(ids))
        is_ninja = c.kind == NINJA
        if names.get(c.name, 0) >= 3 or (is_ninja and ninja >= ninja_goal) or (not is_ninja and other >= 40 - ninja_goal):
            continue
        cards[c.id] = cards.get(c.id, 0) + 1
        names[c.name] = names.get(c.name, 0) + 1
        ninja += is_ninja
        other += not is_ninja
    return DeckList.make(name, cards)


def counter_deck(g: int, side: int) -> DeckList:
    """The Ninjas of a random legal deck, at most 13, with three of each Counter (M-009, M-026, M-037), three
    each of three Fire Missions with no target (for Lone Avenger to answer) and payers for the hand costs;
    Fire Jutsu fill the rest to 40 cards."""
    ninja = sorted(c for c in random_deck(Rng(7_919 * g + side), "x").card_ids() if c.startswith("n"))[:13]
    cards = {c: 3 for c in ("m009", "m026", "m037", "m008", "m010", "m006", "j029", "j001", "j019")}
    for c in ninja:
        cards[c] = cards.get(c, 0) + 1
    cards["j030"] = 40 - sum(cards.values())
    return DeckList.make(f"counters-{g}-{side}", cards)


class PlainGreedy(OnePlyPlayer):
    """Greedy without its Counter look-ahead: one decision ahead everywhere, Counter windows included."""

    evaluate = staticmethod(evaluate)


def counter_ab(games: int) -> dict[str, Any]:
    """Greedy against PlainGreedy on counter_deck pairs: deal d is played twice with the seats swapped (same
    seed), so `games` games are games // 2 paired deals; returns greedy's wins, its score rate and the Counters
    each side played."""
    wins = draws = 0
    played = [0, 0]  # Counters played by the plain greedy, by greedy
    t = time.perf_counter()
    for g in range(games):
        deal, swap = divmod(g, 2)
        s = new_game(Setup(decks=(counter_deck(deal, 0), counter_deck(deal, 1))), 80_000 + deal)
        new, old = GreedyPlayer(GAME, Rng(2 * deal)), PlainGreedy(GAME, Rng(2 * deal + 1))
        seats = [old, new] if swap else [new, old]
        while not s.is_terminal():
            who = s.current_player()
            window = s.pending and s.pending[-1].key in (ANSWER, PHASE)
            a = seats[who].select_action(s)
            if window and str(a) != "choose pass":
                played[seats[who] is new] += 1
            s.apply_action_unchecked(a)
        out = s.outcome()
        assert out is not None
        places = out.places
        me = 1 if swap else 0
        if places[me] < places[1 - me]:
            wins += 1
        elif places[me] == places[1 - me]:
            draws += 1
    return {"games": games, "wins": wins, "draws": draws, "score": (wins + draws / 2) / games,
            "counters_played": played[1], "plain_counters_played": played[0],
            "seconds": round(time.perf_counter() - t, 1)}


def setup_for(g: int) -> Setup:
    """Game g's setup: the demo decks every third game, else two random decks."""
    if g % 3 == 0:
        return Setup()
    r = Rng(1_000_003 * g + 7)
    return Setup(decks=(random_deck(r, f"random-{g}-a"), random_deck(r, f"random-{g}-b")))


def check_game(g: int, setup: Setup, seed: int) -> dict[str, Any]:
    """Play one game with uniformly random actions, checking the invariants after every action; returns
    its figures. Raises AssertionError naming the game and the action on a broken invariant."""
    s = new_game(setup, seed)
    n = len(s.cards)
    r = Rng(seed ^ 0x5A5A)
    k = 0
    markers = list(s.marker)
    while not s.is_terminal():
        acts = s.legal_actions()
        assert acts, f"game {g}: no legal action at step {s.step} (a stuck game)"
        assert s.current_player() in (0, 1)
        s.apply_action_unchecked(r.choice(acts))
        k += 1
        where = f"game {g}, action {k} ({s.step})"
        assert sorted(s.all_zone_cards()) == list(range(n)), f"{where}: a card was lost or doubled"
        for p in (0, 1):
            village = set(s.village[p])
            assert all(set(t) <= village for t in s.teams[p]), f"{where}: a Team holds a Ninja not in the Village"
            assert s.marker[p] >= markers[p], f"{where}: a Turn Marker went down"
        in_play = set(s.village[0]) | set(s.village[1])
        assert s.injured <= in_play, f"{where}: an injured mark on a card out of play"
        assert set(s.coins) <= in_play, f"{where}: a coin on a card out of play"
        assert set(s.on_battlefield()) <= in_play, f"{where}: a Ninja on the Battlefield but not in play"
        markers = list(s.marker)
        assert k < 20_000, f"game {g}: over 20,000 actions"
    out = s.outcome()
    assert out is not None
    if out.termination != Termination.TURN_LIMIT:
        assert out.termination == Termination.WIN_CONDITION and out.reason in ("battle rewards", "deck out")
    return {"turns": s.turn, "actions": k, "reason": out.reason}


def invariants(games: int) -> dict[str, Any]:
    """check_game over `games` games; the turn-limit count and the game lengths."""
    reasons: dict[str, int] = {}
    longest = 0
    t = time.perf_counter()
    for g in range(games):
        f = check_game(g, setup_for(g), 50_000 + g)
        reasons[f["reason"]] = reasons.get(f["reason"], 0) + 1
        longest = max(longest, f["turns"])
    return {"games": games, "reasons": dict(sorted(reasons.items())), "longest": longest,
            "seconds": round(time.perf_counter() - t, 1)}


def pace(a: str, b: str, games: int) -> tuple[float, float]:
    """Games per second and mean turns of `a` against `b` on the demo decks (seats alternate)."""
    t = time.perf_counter()
    turns = 0
    for g in range(games):
        specs = [a, b] if g % 2 == 0 else [b, a]
        s = new_game(Setup(), 900 + g)
        play_out(s, make_players(GAME, specs, 900 + g))
        turns += s.turn
    dt = time.perf_counter() - t
    return games / dt, turns / games


def report(invariant_games: int) -> str:
    """The Markdown section."""
    out = ["## Naruto", "", "Command: `make bench` (`python -m bench.naruto`). The demo decks (leaf-taijutsu and "
           "mist-and-fire), one process, seats alternating.", "",
           "| players | games | games/s | mean turns |", "|---|---|---|---|"]
    for a, b, games in PLAYER_RUNS:
        rate, turns = pace(a, b, games)
        out.append(f"| {a} vs {b} | {games} | {rate:.2f} | {turns:.1f} |")
    inv = invariants(invariant_games)
    out += ["", f"Invariants over {inv['games']:,} random games (random legal Set 1 decks, and the demo decks every "
            f"third game), checked after every action: passed in {inv['seconds']} s; how games ended: "
            + ", ".join(f"{k} {v}" for k, v in inv["reasons"].items()) + f"; longest game {inv['longest']} turns."]
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--invariants", type=int, default=2000, help="games of the invariant run (default 2,000)")
    ap.add_argument("--counters", type=int, default=0, metavar="N",
                    help="instead: N games of greedy against greedy without its Counter look-ahead (Counter decks)")
    args = ap.parse_args()
    if args.counters:
        print(counter_ab(args.counters))
        return
    print(report(args.invariants))


if __name__ == "__main__":
    main()
