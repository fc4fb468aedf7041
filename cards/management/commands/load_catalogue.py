from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from cards.services import DEFAULT_CATALOGUE, CatalogueError, catalogue_load


class Command(BaseCommand):
    help = "Load the card catalogue data file (idempotent: a second run changes nothing)."

    def add_arguments(self, parser):
        parser.add_argument("--file", type=Path, default=DEFAULT_CATALOGUE, help="Data file (default: %(default)s)")
        parser.add_argument("--dry-run", action="store_true", help="Report what would change, write nothing.")

    def handle(self, *args, file, dry_run, **options):
        try:
            report = catalogue_load(path=file, dry_run=dry_run)
        except CatalogueError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(report.summary())
