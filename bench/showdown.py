"""`python -m bench.showdown`: our first-fit player beside cardwars-showdown's engine and its own first-fit
runner (TypeScript on Bun), the same decks, per game and per decision.

Its code is not part of this project. To measure it: clone cardwars-showdown, install Bun, and set
SHOWDOWN_DIR to the clone (SHOWDOWN_BUN to the bun executable if it is not on PATH). Without them the
section says it was skipped. A small driver, written to a temporary folder at run time, imports its
`runBattle` and `hasCard` and times SHOWDOWN_GAMES battles (default 2000) of our CP1 deck lists (cards its
pool does not have are left out, and counted). Our side: `first` vs `first` through play_game, with card
scripts on and off, in a process of its own (bench/workload.py), CPU time of the games alone.
A decision is one of our actions; on its side one entry of the battle log (a card played, a fight, a turn's
start or end), the closest thing its runner counts.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from .compare import BASE_DIR, run_workload

DECKS = ("CP1-finn", "CP1-jake")
DRIVER = """
import { runBattle } from %(runner)s;
import { hasCard } from %(dex)s;
const [a, b, n] = JSON.parse(process.argv[2]);
const deckA = { name: "A", cards: a.filter((id: string) => hasCard(id)) };
const deckB = { name: "B", cards: b.filter((id: string) => hasCard(id)) };
for (let i = 0; i < 50; i += 1) runBattle(100000 + i, deckA, deckB, { skipValidation: true });
let entries = 0, errors = 0;
const cpu0 = process.cpuUsage(), wall0 = performance.now();
for (let i = 0; i < n; i += 1) {
  const r = runBattle(i + 1, deckA, deckB, { skipValidation: true });
  entries += r.log.length;
  if (r.error) errors += 1;
}
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ games: n, cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - wall0) / 1000,
  entries, errors, kept: [deckA.cards.length, deckB.cards.length], sizes: [a.length, b.length] }));
"""


def deck_lists() -> list[list[str]]:
    catalogue = json.loads((BASE_DIR / "cards" / "data" / "catalogue.json").read_text(encoding="utf-8"))
    precons = {p["id"]: p for p in catalogue["precons"]}
    out = []
    for name in DECKS:
        cards = precons[name]["cards"]
        out.append([e["card"] for e in cards for _ in range(e["count"])])
    return out


def theirs(showdown: Path, bun: str, games: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="showdown-driver-") as tmp:
        driver = Path(tmp) / "driver.ts"
        driver.write_text(DRIVER % {"runner": json.dumps(str(showdown / "sim" / "runner.ts")),
                                    "dex": json.dumps(str(showdown / "sim" / "dex.ts"))}, encoding="utf-8")
        a, b = deck_lists()
        out = subprocess.run([bun, str(driver), json.dumps([a, b, games])], capture_output=True, text=True,
                             check=True, cwd=tmp)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main():
    showdown = os.environ.get("SHOWDOWN_DIR")
    bun = os.environ.get("SHOWDOWN_BUN") or shutil.which("bun")
    head = "## First-fit per decision against cardwars-showdown"
    if not showdown or not bun:
        print(f"{head}\n\n_Skipped: clone cardwars-showdown, install Bun, and run `SHOWDOWN_DIR=<clone> make bench` "
              f"(SHOWDOWN_BUN=<path of bun> if it is not on PATH)._")
        return
    games = int(os.environ.get("SHOWDOWN_GAMES", "2000"))
    print(f"showdown: {games} battles on Bun, then ours", file=sys.stderr, flush=True)
    them = theirs(Path(showdown), bun, games)
    version = subprocess.run([bun, "--version"], capture_output=True, text=True).stdout.strip()
    ours = {label: run_workload(BASE_DIR, DECKS, ("first", "first"), games, vanilla)
            for label, vanilla in (("card scripts on", False), ("card scripts off", True))}
    t_game = 1000 * them["cpu"] / them["games"]
    t_dec = 1e6 * them["cpu"] / max(1, them["entries"])
    rows = ["| engine | games | ms per game | us per decision | decisions per game |", "|---|---|---|---|---|",
            f"| cardwars-showdown (Bun {version}), its first-fit runner | {them['games']} | {t_game:.3f} | {t_dec:.2f} "
            f"| {them['entries'] / them['games']:.1f} (log entries) |"]
    ratios = []
    for label, r in ours.items():
        g, d = 1000 * r["cpu"] / r["games"], 1e6 * r["cpu"] / r["actions"]
        ratios.append(f"{label}: {g / t_game:.2f}x per game, {d / t_dec:.2f}x per decision")
        rows.append(f"| ours, first vs first, {label} | {r['games']} | {g:.3f} | {d:.2f} | {r['actions'] / r['games']:.1f} |")
    print("\n".join([head, "", f"Command: `SHOWDOWN_DIR=<clone of cardwars-showdown> make bench` (bench/showdown.py). "
                     f"{DECKS[0]} vs {DECKS[1]}; on its side {them['kept'][0]} of {them['sizes'][0]} and "
                     f"{them['kept'][1]} of {them['sizes'][1]} cards are in its pool (the rest left out), "
                     f"{them['errors']} battles ended in an error. CPU time of the games alone, one process each.", "",
                     *rows, "", "Our time over its time (under 1.00x: ours is faster): " + "; ".join(ratios) + "."]))


if __name__ == "__main__":
    main()
