"""`python -m bench.showdown`: our first-fit player beside cardwars-showdown's engine and its own first-fit
runner (TypeScript on Bun), the same decks, per game and per decision.

Its code is not part of this project. To measure it: clone cardwars-showdown, install Bun, and set
SHOWDOWN_DIR to the clone (SHOWDOWN_BUN to the bun executable if it is not on PATH); its runner needs no
package installed. Without them the section says it was skipped. A small driver, written to a temporary
folder at run time, imports its `runBattle` and `hasCard` and times SHOWDOWN_GAMES battles (default 2000,
after 50 not timed) of our CP1 deck lists (cards its pool does not have are left out, and counted). Our
side: `first` vs `first` through play_game, with card scripts on and off, each in a process of its own
(bench/workload.py). CPU time of the games alone on both sides. SHOWDOWN_ROUNDS rounds (default 3) of the
three, one after the other in each round; the table gives the medians of the rounds.

A decision, on our side: one action of the game record (a mulligan, a card played, an attack, an answer to a
choice, an end of turn; a turn also ends by itself once every ready Creature has attacked). On its side: one
call of its runner that the battle log records, that is one entry of the log by a player: a card played or
replacing one, a fight or direct attack, a turn's start (one per turn ended; its runner ends every turn by
a call). The log's entries by the system (a card destroyed, the winner, the start) are not decisions.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
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
const cpu = process.cpuUsage(cpu0), wall = (performance.now() - wall0) / 1000;
let decisions = 0;  // the same battles again, not timed: the log's entries by a player
for (let i = 0; i < n; i += 1) {
  for (const line of runBattle(i + 1, deckA, deckB, { skipValidation: true }).log) {
    if (line.split(":")[1] !== "system") decisions += 1;
  }
}
console.log(JSON.stringify({ games: n, cpu: (cpu.user + cpu.system) / 1e6, wall, entries, decisions, errors,
  kept: [deckA.cards.length, deckB.cards.length], sizes: [a.length, b.length] }));
"""
HEAD = "## First-fit per decision against cardwars-showdown"


def deck_lists() -> list[list[str]]:
    catalogue = json.loads((BASE_DIR / "cards" / "data" / "catalogue.json").read_text(encoding="utf-8"))
    precons = {p["id"]: p for p in catalogue["precons"]}
    out = []
    for name in DECKS:
        cards = precons[name]["cards"]
        out.append([e["card"] for e in cards for _ in range(e["count"])])
    return out


def theirs(showdown: Path, bun: str, games: int) -> dict:
    """One process of its runner: `games` battles, their CPU time, log entries and decisions."""
    with tempfile.TemporaryDirectory(prefix="showdown-driver-") as tmp:
        driver = Path(tmp) / "driver.ts"
        driver.write_text(DRIVER % {"runner": json.dumps(str(showdown / "sim" / "runner.ts")),
                                    "dex": json.dumps(str(showdown / "sim" / "dex.ts"))}, encoding="utf-8")
        a, b = deck_lists()
        out = subprocess.run([bun, str(driver), json.dumps([a, b, games])], capture_output=True, text=True,
                             check=True, cwd=tmp)
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(showdown: Path, bun: str, games: int, rounds: int) -> dict[str, list[dict]]:
    """label -> one row per round: its runner, ours with card scripts on, ours with them off."""
    runs: dict[str, list[dict]] = {"theirs": [], "card scripts on": [], "card scripts off": []}
    for k in range(rounds):
        print(f"showdown: round {k + 1} of {rounds}: {games} battles on Bun, then ours", file=sys.stderr,
              flush=True)
        runs["theirs"].append(theirs(showdown, bun, games))
        for label, vanilla in (("card scripts on", False), ("card scripts off", True)):
            row = run_workload(BASE_DIR, DECKS, ("first", "first"), games, vanilla)
            runs[label].append({**row, "decisions": row["actions"]})
    return runs


def figures(rows: list[dict]) -> dict:
    """Medians of the rounds: ms per game, games per second, us per decision, decisions per second."""
    cpu = statistics.median(r["cpu"] for r in rows)
    games, decisions = rows[0]["games"], statistics.median(r["decisions"] for r in rows)
    return {"ms_game": 1000 * cpu / games, "games_s": games / cpu, "us_dec": 1e6 * cpu / decisions,
            "dec_s": decisions / cpu, "dec_game": decisions / games, "games": games}


def report(runs: dict[str, list[dict]], version: str) -> str:
    them = runs["theirs"][0]
    t = figures(runs["theirs"])
    entries = statistics.median(r["entries"] for r in runs["theirs"]) / t["games"]
    rounds = len(runs["theirs"])

    def row(name: str, f: dict) -> str:
        return (f"| {name} | {f['games']} x {rounds} | {f['ms_game']:.3f} | {f['games_s']:,.0f} | {f['us_dec']:.2f} "
                f"| {f['dec_s']:,.0f} | {f['dec_game']:.1f} |")

    rows = ["| engine | games x rounds | ms per game | games per s | us per decision | decisions per s "
            "| decisions per game |", "|---|---|---|---|---|---|---|",
            row(f"cardwars-showdown (Bun {version}), its first-fit runner", t)]
    ratios = []
    for label in ("card scripts on", "card scripts off"):
        f = figures(runs[label])
        rows.append(row(f"ours, first vs first, {label}", f))
        ratios.append(f"{label}: {f['ms_game'] / t['ms_game']:.2f}x per game, "
                      f"{f['us_dec'] / t['us_dec']:.2f}x per decision")
    errors = sum(r["errors"] for r in runs["theirs"])
    return "\n".join([
        HEAD, "",
        f"Command: `SHOWDOWN_DIR=<clone of cardwars-showdown> make bench` (bench/showdown.py). {DECKS[0]} vs "
        f"{DECKS[1]}; on its side {them['kept'][0]} of {them['sizes'][0]} and {them['kept'][1]} of "
        f"{them['sizes'][1]} cards are in its pool (the rest left out), {errors} battles ended in an error. "
        f"CPU time of the games alone, one process each, {rounds} rounds (its runner, ours with card scripts on, "
        "ours with them off, in turn); medians of the rounds.", "",
        *rows, "",
        "Our time over its time (under 1.00x: ours is faster): " + "; ".join(ratios) + ".", "",
        "A decision, ours: an action of the game record (mulligan, card played, attack, answer to a choice, end "
        "of turn). Its: an entry of its battle log by a player (card played or replacing one, fight or direct "
        f"attack, a turn's start: one per turn its runner ends); its log has {entries:.1f} entries per battle "
        "in all, with the system's (card destroyed, winner, start). Its first-fit runner plays up to 4 cards a "
        "turn, the first affordable one into the first empty lane (else lane 0), then fights with every lane "
        "and ends the turn; ours plays the first affordable card into an empty lane (or a Spell), then attacks "
        "with every ready Creature. Its engine carries out only part of its cards' texts (stat changes, "
        "blocks, additional costs and cost changes; not the damage, healing, draws and the like its cards "
        "also list), so its battles are nearer our games with card scripts off."])


def main():
    showdown = os.environ.get("SHOWDOWN_DIR")
    bun = os.environ.get("SHOWDOWN_BUN") or shutil.which("bun")
    if not showdown or not bun:
        print(f"{HEAD}\n\n_Skipped: clone cardwars-showdown, install Bun, and run `SHOWDOWN_DIR=<clone> make bench` "
              f"(SHOWDOWN_BUN=<path of bun> if it is not on PATH)._")
        return
    games = int(os.environ.get("SHOWDOWN_GAMES", "2000"))
    rounds = max(1, int(os.environ.get("SHOWDOWN_ROUNDS", "3")))
    version = subprocess.run([bun, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    print(report(measure(Path(showdown), bun, games, rounds), version))


if __name__ == "__main__":
    main()
