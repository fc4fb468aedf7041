"""The catalogue is loaded once per test session; tests that change it run inside their own transaction."""

from io import StringIO

import pytest
from django.core.management import call_command

CARD_TOTAL = 554


@pytest.fixture(scope="session")
def _catalogue_loaded(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        call_command("load_catalogue", stdout=StringIO())


@pytest.fixture
def catalogue(_catalogue_loaded, db):
    """The full catalogue in the test database."""
    from cards.models import Card

    # A transactional test elsewhere in the suite empties the tables when it ends: load again (rolled back).
    if Card.objects.count() != CARD_TOTAL:
        call_command("load_catalogue", stdout=StringIO())
