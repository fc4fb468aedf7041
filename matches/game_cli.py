"""`manage.py simulate --game NAME --seats N --players a,b,c,... --games G --seed S [--json]` for the games
of the engine's registry other than Card Wars (Trash War, the Naruto CCG).

The Naruto CCG also takes two decks, `simulate --game naruto DECK_A DECK_B`: a deck is a demo deck's name
(leaf-taijutsu, mist-and-fire) or the id of a Naruto deck on the site; each deck follows its entrant from
seat to seat, as in a run on the site (matches/games/naruto.py), so deck A goes first in every other game.
With two decks the report also has the site report's per-card table of each deck (`cards` in the JSON):
games drawn, not drawn and played with the deck's win rate in them (95% intervals), and the games drawn
on the play and on the draw.

One player spec per seat (or one for every seat); the entrants rotate seats game by game. The text report
gives each entrant's wins, win rate with its 95% interval, mean place and order of elimination, then the
game length; --json prints the whole summary (sorted keys, `games` at the top level)."""
from __future__ import annotations

import json
import os
from typing import Any

from django.core.management.base import BaseCommand, CommandError

import engine
from cards.models import Game
from decks.models import Deck
from matches.cli_progress import Progress

from .games.naruto import DEFAULT_TURN_LIMIT, cards_summary, deck_data, entrant_cards

CARDWARS = "cardwars"
MAX_GAMES = 100_000


def add_game_arguments(parser: Any) -> None:
    """The options `simulate` takes for choosing a game."""
    parser.add_argument("--game", default=CARDWARS,
                        help=f"the game: {CARDWARS} (two decks, the default) or one of the engine's other games "
                             f"({', '.join(engine.game_names())})")
    parser.add_argument("--seats", type=int, default=None,
                        help="players at the table, for games of 2 or more seats (default: one per --players entry)")
    parser.add_argument("--records", default=None, metavar="FILE",
                        help="also write every game to FILE, one JSON line each: its row and its record (the setup, "
                             "seed and actions that replay it)")
    parser.add_argument("--variant", default=None, help="the game's variant: " + variant_help())


def variant_help() -> str:
    """Each registry game's named variants with their titles, for --help."""
    parts = []
    for name in engine.game_names():
        offer = engine.load_game(name).extra.get("variants")
        if offer is not None:
            parts.append(f"{name}: " + ", ".join(f"{v['name']} ({v['title']})" for v in offer()))
    return "; ".join(parts)


def processes(o: dict) -> int:
    """--processes, or one per core when it is not given (the results are the same for any count)."""
    n = o.get("processes")
    if n is None:
        return os.cpu_count() or 1
    if n < 1:
        raise CommandError(f"--processes must be 1 or more (got {n})")
    return int(n)


def progress_for(command: BaseCommand, o: dict) -> Progress:
    """The progress callback of a run: on the command's stderr, silent with --quiet or --verbosity 0."""
    err = command.stderr
    return Progress(lambda text: err.write(text, style_func=lambda x: x, ending=""), tty=err.isatty(),
                    quiet=bool(o.get("quiet")) or o.get("verbosity") == 0, flush=err.flush)


def run_game(command: BaseCommand, o: dict) -> None:
    """Play and report a match of a registry game from the options of `simulate`."""
    try:
        game = engine.load_game(o["game"])
    except engine.UnknownGame as e:
        raise CommandError(f"unknown game {o['game']!r}; games are: "
                           f"{', '.join(engine.game_names())}") from e
    if o.get("deck_a") or o.get("deck_b"):
        if game.name != Game.NARUTO:
            raise CommandError(f"{game.info.title} takes no decks; give --seats and --players")
        return naruto_deck_match(command, game, o)
    if o.get("mirrored"):
        raise CommandError("--mirrored is for Card Wars only")
    games = o["games"]
    if not 1 <= games <= MAX_GAMES:
        raise CommandError(f"--games must be between 1 and {MAX_GAMES:,} (got {games})")
    specs = [p.strip() for p in (o.get("players") or "greedy").split(",")]
    seats = o.get("seats") or (len(specs) if len(specs) > 1 else min(game.info.seats))
    if seats not in game.info.seats:
        raise CommandError(f"{game.info.title} is played by {', '.join(map(str, game.info.seats))} players "
                           f"(got --seats {seats})")
    if len(specs) == 1:
        specs = specs * seats
    if len(specs) != seats:
        raise CommandError(f"--players takes one player, or one per seat: {seats} seats, {len(specs)} players given")
    for spec in specs:
        try:
            game.make_player(spec, engine.Rng(0))
        except ValueError as e:
            raise CommandError(str(e)) from e
    setup_data: dict[str, Any] = {"seats": seats}
    if o.get("variant"):
        setup_data["variant"] = o["variant"]
    if o.get("turn_limit") is not None:
        setup_data["turn_limit"] = o["turn_limit"]
    if game.replay_setup is None:
        raise CommandError(f"{game.info.title} cannot be set up from the command line")
    try:
        setup = game.replay_setup(setup_data)
    except ValueError as e:
        raise CommandError(str(e)) from e
    records_path = o.get("records")
    result = engine.play_game_match(game, setup, games, o["seed"], specs, processes=processes(o),
                                    progress=progress_for(command, o), keep_records=bool(records_path),
                                    meta={"seats": seats, "setup": setup.to_dict()})
    if records_path:
        write_records(records_path, result)
    if o.get("json"):
        command.stdout.write(engine.game_summary_to_json(result.summary))
    elif "report_text" in game.extra:  # the game's own report (Trash War: engine/trashwar/report.py)
        report = game.extra["report"](result.rows, result.summary["match"]["players"])
        command.stdout.write(game.extra["report_text"](report, game.info.title, o["seed"]), ending="")
    else:
        command.stdout.write(render_report(result.summary, game.info.title), ending="")


def naruto_deck(arg: str) -> dict:
    """A Naruto deck from the command line: a demo deck's name, or the id of a Naruto deck on the site."""
    if arg in engine.naruto_demo_decks():
        return engine.naruto_demo_decks()[arg].to_data()
    deck = (Deck.objects.filter(game=Game.NARUTO, pk=int(arg)).select_related("current_version").first()
            if arg.isdigit() else None)
    if deck is None or deck.current_version is None:
        raise CommandError(f"no Naruto deck {arg!r}: give a demo deck ({', '.join(engine.naruto_demo_decks())}) "
                           f"or the id of a Naruto deck on the site")
    return {**deck_data(deck.current_version), "format": deck.format}


def naruto_deck_match(command: BaseCommand, game: Any, o: dict) -> None:
    """Deck A against deck B, each deck in the seat of its entrant, game by game (the site's Naruto runs)."""
    if o.get("deck_a") is None or o.get("deck_b") is None:
        raise CommandError("give two decks: deck_a and deck_b")
    if o.get("mirrored"):
        raise CommandError("--mirrored is for Card Wars only")
    games = o["games"]
    if not 1 <= games <= MAX_GAMES:
        raise CommandError(f"--games must be between 1 and {MAX_GAMES:,} (got {games})")
    decks = [naruto_deck(o["deck_a"]), naruto_deck(o["deck_b"])]
    fmt = o.get("variant") or decks[0].pop("format", None) or "seed40"
    decks[1].pop("format", None)
    specs = [p.strip() for p in (o.get("players") or "greedy").split(",")]
    specs = specs * 2 if len(specs) == 1 else specs
    if len(specs) != 2:
        raise CommandError(f"--players takes one player, or one per deck: 2 decks, {len(specs)} players given")
    for spec in specs:
        try:
            game.make_player(spec, engine.Rng(0))
        except ValueError as e:
            raise CommandError(str(e)) from e
    progress = progress_for(command, o)
    rows = []
    for i in range(games):
        seats = engine.match_seating(i, 2)
        setup = {"decks": [decks[seats[0]], decks[seats[1]]], "format": fmt,
                 "turn_limit": o.get("turn_limit") or DEFAULT_TURN_LIMIT}
        try:
            row, record = game.play_indexed(setup, o["seed"], i, specs)
        except ValueError as e:  # an illegal deck: the engine says which rule
            raise CommandError(str(e)) from e
        rows.append({**row, **entrant_cards(setup, row, record, game)})  # the site's per-card figures
        progress(i + 1, games)
    summary = engine.summarize_game_rows(game, rows, {"game": game.name, "players": specs, "seed": o["seed"],
                                                      "seats": 2, "decks": [d["name"] for d in decks],
                                                      "format": fmt})
    pool = engine.naruto_set1()
    summary["cards"] = cards_summary(rows, {c.id: c.name for c in pool.cards})
    if o.get("json"):
        command.stdout.write(engine.game_summary_to_json(summary))
    else:
        command.stdout.write(f"deck A: {decks[0]['name']}; deck B: {decks[1]['name']} ({fmt})\n"
                             + render_report(summary, game.info.title)
                             + render_cards(summary["cards"], [d["name"] for d in decks]), ending="")


def write_records(path: str, result: Any) -> None:
    """Every game as one JSON line, in game order: its match row and its record (setup, seed, actions)."""
    try:
        with open(path, "w", encoding="utf-8") as f:
            for row, record in zip(result.rows, result.records, strict=True):
                f.write(json.dumps({"row": row, "record": record.to_dict()}, sort_keys=True) + "\n")
    except OSError as e:
        raise CommandError(f"cannot write the records to {path}: {e.strerror}") from e


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def render_report(summary: dict, title: str) -> str:
    """A match summary as a readable text report."""
    m = summary.get("match", {})
    n = len(summary["entrants"])
    out = [f"{title}: {m.get('seats', n)} seats, {summary['games']} games, seed {m.get('seed')} "
           f"(entrant e sits in seat (e + game) mod {n}, so every entrant plays every seat)", ""]
    head = f"{'':<4}{'player':<14}{'wins':>7}{'win rate':>10}  {'95% interval':<17}{'mean place':>11}"
    head += "".join(f"{'out ' + _ordinal(k + 1):>9}" for k in range(max(1, n - 1)))
    out.append(head)
    for e in summary["entrants"]:
        line = (f"{e['entrant'] + 1:<4}{e['player']:<14}{e['wins']:>7}{_pct(e['win_rate']):>10}  "
                f"{_pct(e['ci_low']) + ' - ' + _pct(e['ci_high']):<17}{e['mean_place']:>11.2f}")
        line += "".join(f"{c:>9}" for c in e["out_order"])
        out.append(line)
    out.append("")
    out.append(f"draws (first place shared): {summary['draws']}; how games ended: "
               + ", ".join(f"{k} {v}" for k, v in summary["terminations"].items()))
    t, a = summary["turns"], summary["actions"]
    out.append(f"game length (turns): mean {t['mean']}, median {t['median']}, range {t['min']}-{t['max']}; "
               f"actions per game: mean {a['mean']}")
    nr = summary.get("naruto")
    if nr:
        out.append("how games ended: " + ", ".join(f"{k} {v}" for k, v in summary["reasons"].items()))
        for e, split in enumerate(nr["entrants"]):
            play, draw = split["on_the_play"], split["on_the_draw"]
            out.append(f"entrant {e + 1} on the play: {_pct(play['win_rate'])} of {play['games']} "
                       f"({_pct(play['ci_low'])} - {_pct(play['ci_high'])}); on the draw: {_pct(draw['win_rate'])} "
                       f"of {draw['games']} ({_pct(draw['ci_low'])} - {_pct(draw['ci_high'])})")
    tw = summary.get("trash_war")
    if tw:
        f1, fl = tw["first_elimination_turn"], tw["last_elimination_turn"]
        per = tw["per_game"]
        out.append(f"first elimination at turn: mean {f1['mean']}, median {f1['median']}; "
                   f"last at turn: mean {fl['mean']}")
        out.append(f"per game: Walls destroyed {per['walls_destroyed']['mean']}, repairs {per['repairs']['mean']}, "
                   f"burns {per['burns']['mean']}, Maces {per['maces']['mean']}, recycles {per['recycles']['mean']}")
    return "\n".join(out) + "\n"


def _rate(r: dict) -> str:
    """A win rate with its 95% interval ("-" with no games)."""
    if r["win_rate"] is None:
        return "-"
    return f"{_pct(r['win_rate'])} ({_pct(r['ci'][0])}-{_pct(r['ci'][1])})"


def render_cards(cards: dict, deck_names: list[str]) -> str:
    """The site report's per-card table of each Naruto deck: games drawn, not drawn and played with the deck's
    win rate in them (95% intervals), and the games drawn split by going first (on the play) or second."""
    out = []
    for side, name in zip(("a", "b"), deck_names, strict=True):
        out += ["", f"cards of deck {side.upper()} ({name}): games and the deck's win rate (95% interval)",
                f"  {'card':<30}{'drawn':>6} {'win rate':<22}{'not drawn':>9} {'win rate':<22}{'played':>6} "
                f"{'win rate':<22}{'drawn on the play':<24}drawn on the draw"]
        for c in sorted(cards[side], key=lambda c: (-c["drawn"], c["card"])):
            rates = [_rate({"win_rate": c[f"{k}_win_rate"], "ci": c[f"{k}_ci"]}) for k in ("drawn", "not_drawn", "played")]
            label = f"{c['card']} {c['name']}"[:29]
            out.append(f"  {label:<30}{c['drawn']:>6} {rates[0]:<22}{c['not_drawn']:>9} {rates[1]:<22}"
                       f"{c['played']:>6} {rates[2]:<22}{c['play']['games']:>3} {_rate(c['play']):<20}"
                       f"{c['draw']['games']:>3} {_rate(c['draw'])}")
    return "\n".join(out) + "\n"


def _ordinal(k: int) -> str:
    return f"{k}{'st' if k == 1 else 'nd' if k == 2 else 'rd' if k == 3 else 'th'}"
