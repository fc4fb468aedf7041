"""The Celery app. Tasks live in each app's tasks.py; simulations run on their own queue."""

import os

from celery import Celery

from . import broker  # noqa: F401  (registers the embedded broker's URL scheme)

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardwars_site.settings")

app = Celery("cardwars_site")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@app.task(name="cardwars.echo")
def echo(value):
    """Return the value unchanged: a round trip through broker and worker, for checks and tests."""
    return value
