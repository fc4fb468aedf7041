"""The engine's public face: `import engine` alone gives a working engine, without Django, with every card
script registered and every game in the registry (a Celery worker imports nothing else)."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PROBE = """
import json, sys
import engine
from engine.cardwars.events import SCRIPTS
print(json.dumps({"django": any(m == "django" or m.startswith("django.") for m in sys.modules),
                  "scripts": len(SCRIPTS), "games": engine.game_names(),
                  "status": engine.card_status("cool-dog")}))
"""


def test_import_engine_alone_registers_scripts_and_games_without_django():
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True)
    got = json.loads(out.stdout)
    assert got["django"] is False
    assert got["scripts"] > 100  # the Collector's Pack 1-3 scripts
    assert "cardwars" in got["games"]
    assert got["status"] == "full"


def test_load_game_describes_card_wars():
    import engine

    game = engine.load_game("cardwars")
    assert game.info.seats == (2,) and "greedy" in game.info.players and "mcts" in game.info.players
    assert engine.load_game("card-wars") is game
