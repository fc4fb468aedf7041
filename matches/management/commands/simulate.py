"""`python manage.py simulate DECK_A DECK_B --games N --seed S --players greedy,mcts [--json]`
`python manage.py simulate --format doubles A1 A2 B1 B2 --games N --seed S --players greedy [--json]`

Plays a seeded match with the engine (no database): a deck is a preconstructed deck id (CP4-ice-king) or a
deck text file. Shows its progress on stderr (matches/cli_progress.py; --quiet for none), then a table; --json prints the
summary as JSON instead (sorted keys: the same command gives byte-identical output). Ctrl-C stops the run and prints
the games it finished as a report marked partial, then exits with status 130 (matches/cli_stop.py)."""
from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from engine import UnknownPlayer, play_doubles_match, play_match, summary_json
from engine import check_player_spec as check_spec
from matches import cli_stop
from matches.decksource import DeckError, card_pool, resolve_deck
from matches.game_cli import CARDWARS, add_game_arguments, processes, progress_for, run_game
from matches.templatetags.reports import ending


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def deck_label(arg: str, pool) -> str:
    """A deck as a player knows it: a precon's name ("Finn's Blue Plains Deck (CP1)"), or a file's name."""
    precon_id = {p.lower(): p for p in pool.precons}.get(arg.lower())
    if precon_id is not None:
        return pool.precons[precon_id].get("name") or precon_id
    return Path(arg).stem


def render_table(summary: dict, name_a: str, name_b: str, card_names: dict[str, str] | None = None) -> str:
    """The summary as a readable text report; cards by name where `card_names` knows them."""
    card_names = card_names or {}
    m = summary.get("match", {})
    players = m.get("players", ["?", "?"])
    out = [f"{name_a} ({players[0]}) vs {name_b} ({players[1]}): {summary['games']} games, "
           f"seed {m.get('seed')}{', mirrored' if m.get('mirrored') else ''}", ""]
    rows = [("all games", summary), ("A on the play", summary["a_on_play"]), ("A on the draw", summary["a_on_draw"])]
    out.append(f"{'':<15}{'games':>7}{'A wins':>8}{'B wins':>8}{'draws':>7}{'A win rate':>12}  95% interval")
    for label, b in rows:
        out.append(f"{label:<15}{b['games']:>7}{b['wins_a']:>8}{b['wins_b']:>8}{b['draws']:>7}"
                   f"{_pct(b['win_rate_a']):>12}  {_pct(b['ci_low_a'])} - {_pct(b['ci_high_a'])}")
    reasons = summary["reasons"]
    out.append("")
    out.append("how games ended: " + "; ".join(
        f"{ending(who, reason)}: {n}" for who, v in reasons.items() for reason, n in v.items()))
    t = summary["turns"]
    out.append(f"game length (turns): mean {t['mean']:.1f}, median {t['median']}, range {t['min']}-{t['max']}")
    hp = summary["final_hp"]
    out.append(f"final HP (a hero knocked out counts as 0): A mean {hp['a']['mean']:.1f}, B mean {hp['b']['mean']:.1f}")
    for side, o in summary.get("overkill", {}).items():
        if o["games"]:
            out.append(f"  {side.upper()} was overkilled in {o['games']} game{'s' if o['games'] != 1 else ''}, "
                       f"by {o['mean']:.1f} HP on average")
    for side, name in (("a", name_a), ("b", name_b)):
        out.append("")
        out.append(f"cards of {name} (deck {side.upper()}): games drawn / played and win rate then")
        out.append(f"  {'card':<28}{'drawn':>7}{'win%':>7}{'played':>8}{'win%':>7}{'not drawn win%':>16}")
        for c in sorted(summary["cards"][side], key=lambda c: (-c["played_win_rate"], c["card"])):
            out.append(f"  {card_names.get(c['card'], c['card']):<28}{c['drawn']:>7}{_pct(c['drawn_win_rate']):>7}{c['played']:>8}"
                       f"{_pct(c['played_win_rate']):>7}{_pct(c['not_drawn_win_rate']):>16}")
    return "\n".join(out) + "\n"


class Command(BaseCommand):
    help = "Play a seeded match between two decks (precon ids or deck text files) and report the results."
    requires_system_checks = []
    requires_migrations_checks = False

    def add_arguments(self, parser):
        parser.add_argument("deck_a", nargs="?", help="a preconstructed deck id (CP1-finn) or a deck text file")
        parser.add_argument("deck_b", nargs="?", help="the other deck, the same way")
        parser.add_argument("more_decks", nargs="*", help="--format doubles: decks B1 and B2 (A1 A2 B1 B2 in all)")
        parser.add_argument("--format", default="classic", choices=("classic", "doubles"),
                            help="classic (1 vs 1, default) or doubles (2 vs 2: four decks, team A then team B)")
        parser.add_argument("--games", type=int, default=100, help="games to play (1 to 100,000)")
        parser.add_argument("--seed", type=int, default=0, help="match seed (same seed, same games)")
        parser.add_argument("--players", default=None,
                            help="AI for deck A and deck B: random, simple, greedy, mcts, mcts:200, mcts:150ms")
        parser.add_argument("--mirrored", action="store_true",
                            help="play each shuffle twice with the seats swapped (less variance)")
        parser.add_argument("--turn-limit", type=int, default=None, help="turns before a draw (R23, default 60)")
        parser.add_argument("--processes", type=int, default=None,
                            help="worker processes (default: one per core; the results do not change)")
        parser.add_argument("--quiet", action="store_true",
                            help="no progress on stderr (it shows games done, games/s and the time left)")
        parser.add_argument("--json", action="store_true", help="print the summary as JSON instead of a table")
        add_game_arguments(parser)  # --game, --seats, --variant: other games of the engine (matches/game_cli.py)

    def handle(self, *args, **o):
        if o["game"] != CARDWARS:
            return run_game(self, o)
        if o["format"] == "doubles":
            return self._doubles(o)
        if o["more_decks"]:
            raise CommandError(f"1 vs 1 takes two decks, not {2 + len(o['more_decks'])} (--format doubles takes four)")
        if o["deck_a"] is None or o["deck_b"] is None:
            raise CommandError("the following arguments are required: deck_a, deck_b")
        if o["seats"] not in (None, 2) or o["variant"] is not None or o["records"] is not None:
            raise CommandError("Card Wars takes two decks and no --seats, --variant or --records")
        games = o["games"]
        if not 1 <= games <= 100_000:
            raise CommandError(f"--games must be between 1 and 100,000 (got {games})")
        specs = [p.strip() for p in (o["players"] or "greedy,greedy").split(",")]
        if len(specs) == 1:
            specs = specs * 2
        if len(specs) != 2:
            raise CommandError(f"--players takes one or two players separated by a comma (got {o['players']!r})")
        try:
            for s in specs:
                check_spec(s)
            setup_a = resolve_deck(o["deck_a"], turn_limit=o["turn_limit"])
            setup_b = resolve_deck(o["deck_b"], turn_limit=o["turn_limit"])
        except (DeckError, UnknownPlayer) as e:
            raise CommandError(str(e)) from e
        with cli_stop.CtrlC() as stop:
            result = play_match(setup_a, setup_b, games, o["seed"], tuple(specs), mirrored=o["mirrored"],
                                processes=processes(o), progress=stop.watch(progress_for(self, o)), keep_records=False,
                                turn_limit=o["turn_limit"], meta={"deck_a": o["deck_a"], "deck_b": o["deck_b"]},
                                stop=stop)
        summary, played = result.summary, result.summary["games"]
        if result.stopped:
            cli_stop.mark_partial(summary, games)
        if o["json"]:
            self.stdout.write(summary_json(summary))
        else:
            pool = card_pool()
            names = {slug: card.name for slug, card in pool.cards.items()}
            names.update({slug: hero.name for slug, hero in pool.heroes.items()})
            head = cli_stop.partial_line(played, games) if result.stopped else ""
            body = render_table(summary, deck_label(o["deck_a"], pool), deck_label(o["deck_b"], pool), names) \
                if played else ""
            self.stdout.write(head + body, ending="")
        if result.stopped:
            raise cli_stop.interrupted(played, games)

    def _doubles(self, o):
        """--format doubles A1 A2 B1 B2: a Doubles match (R26-R43), team A's decks then team B's."""
        names = [d for d in (o["deck_a"], o["deck_b"], *o["more_decks"]) if d is not None]
        if len(names) != 4:
            raise CommandError(f"--format doubles takes four decks, A1 A2 B1 B2 (got {len(names)})")
        if o["seats"] not in (None, 4) or o["variant"] is not None or o["records"] is not None or o["mirrored"]:
            raise CommandError("--format doubles takes no --seats, --variant, --records or --mirrored")
        games = o["games"]
        if not 1 <= games <= 100_000:
            raise CommandError(f"--games must be between 1 and 100,000 (got {games})")
        specs = [p.strip() for p in (o["players"] or "greedy").split(",")]
        if len(specs) == 1:
            specs = specs * 4
        if len(specs) != 4:
            raise CommandError(f"--players takes one player or four (A1,A2,B1,B2) separated by commas "
                               f"(got {o['players']!r})")
        try:
            for s in specs:
                check_spec(s)
            decks = tuple(resolve_deck(n, turn_limit=o["turn_limit"], fmt="doubles") for n in names)
        except (DeckError, UnknownPlayer) as e:
            raise CommandError(str(e)) from e
        with cli_stop.CtrlC() as stop:
            summary = play_doubles_match(decks, games, o["seed"], tuple(specs), turn_limit=o["turn_limit"],
                                         meta={"format": "doubles", "decks": names, "seed": o["seed"],
                                               "players": [" & ".join(specs[:2]), " & ".join(specs[2:])],
                                               "seat_players": specs},
                                         progress=stop.watch(progress_for(self, o)), stop=stop)
        stopped, played = bool(summary.pop("stopped", False)), summary["games"]
        if stopped:
            cli_stop.mark_partial(summary, games)
        if o["json"]:
            self.stdout.write(summary_json(summary))
        else:
            head = cli_stop.partial_line(played, games) if stopped else ""
            body = render_table(summary, " & ".join(names[:2]), " & ".join(names[2:])) if played else ""
            self.stdout.write(head + body, ending="")
        if stopped:
            raise cli_stop.interrupted(played, games)
