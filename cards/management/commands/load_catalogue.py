from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from cards.naruto import naruto_catalogue_load
from cards.services import DEFAULT_CATALOGUE, CatalogueError, catalogue_load

GAMES = ("cardwars", "naruto")


class Command(BaseCommand):
    help = ("Load the card catalogue: the Card Wars data file and the Naruto CCG's Set 1 from the engine's card "
            "data (idempotent: a second run changes nothing).")

    def add_arguments(self, parser):
        parser.add_argument("--file", type=Path, default=DEFAULT_CATALOGUE,
                            help="Card Wars data file (default: %(default)s)")
        parser.add_argument("--game", choices=GAMES, action="append",
                            help="Load only this game's cards (repeatable; default: every game)")
        parser.add_argument("--dry-run", action="store_true", help="Report what would change, write nothing.")

    def handle(self, *args, file, game, dry_run, **options):
        games = game or GAMES
        if "cardwars" in games:
            try:
                report = catalogue_load(path=file, dry_run=dry_run)
            except CatalogueError as exc:
                raise CommandError(str(exc)) from exc
            self.stdout.write(report.summary())
        if "naruto" in games:
            report = naruto_catalogue_load(dry_run=dry_run)
            self.stdout.write("Naruto CCG " + report.summary())
