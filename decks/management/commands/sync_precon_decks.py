from django.core.management.base import BaseCommand

from decks.services import naruto_demo_decks_sync, precon_decks_sync


class Command(BaseCommand):
    help = "Make every preconstructed deck of the catalogue exist as a public deck (idempotent)."

    def handle(self, *args, **options):
        changed = precon_decks_sync() + naruto_demo_decks_sync()
        self.stdout.write(f"precon decks: {changed} created or updated" if changed else "precon decks: unchanged")
