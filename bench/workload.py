"""One benchmark workload in its own process, against whichever engine is first on PYTHONPATH.

    PYTHONPATH=<tree> python bench/workload.py CATALOGUE DECK_A DECK_B PLAYER_A PLAYER_B GAMES [--vanilla]

Run as a script with `python -P` (so that bench/engine.py does not shadow the engine), never as
`-m bench.workload`, so that the engine imported is the one of <tree>: this tree
or an older commit checked out beside it (bench/compare.py). It uses only the API that every version of
the engine has had since the release before the speed work: engine.cardwars.match.play_game,
engine.cardwars.defs.load_card_pool and engine.cardwars.cards.vanilla. Prints one JSON line: games, actions,
CPU seconds of the games alone (loading the catalogue is left out), wall seconds, and whether the engine ran
its compiled kernel (false for trees older than engine/cardwars/kernel.py).
"""

import contextlib
import json
import sys
import time

from engine.cardwars.cards import vanilla
from engine.cardwars.defs import load_card_pool
from engine.cardwars.match import play_game


def main(argv):
    catalogue, deck_a, deck_b, player_a, player_b, games = argv[:6]
    pool = load_card_pool(catalogue)
    setup = pool.setup(deck_a, deck_b)
    actions = 0
    with vanilla() if "--vanilla" in argv else contextlib.nullcontext():
        cpu, wall = time.process_time(), time.perf_counter()
        for seed in range(int(games)):
            players = (player_a, player_b) if seed % 2 == 0 else (player_b, player_a)
            record, _ = play_game(setup, seed, players)
            actions += len(record.actions)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    compiled = bool(getattr(sys.modules.get("engine.cardwars.kernel"), "COMPILED", False))
    print(json.dumps({"games": int(games), "actions": actions, "cpu": cpu, "wall": wall, "compiled": compiled}))


if __name__ == "__main__":
    main(sys.argv[1:])
