"""A real worker process runs a task end to end over the configured broker."""

import pytest
from django.conf import settings

from cardwars_site.celery import app, echo

pytestmark = pytest.mark.integration


def test_it_runs_a_task_on_a_real_worker(worker_factory):
    worker_factory()
    result = echo.delay({"hello": "worker", "n": 3})
    assert result.get(timeout=60) == {"hello": "worker", "n": 3}


def test_it_uses_the_broker_the_environment_names():
    broker = app.connection_for_write().as_uri()
    if settings.REDIS_URL:
        assert broker.startswith("redis://")
    else:
        assert broker.startswith("filesystem://")


def test_it_answers_a_ping_only_while_the_worker_runs(worker_factory):
    worker = worker_factory()
    assert app.control.ping(destination=[worker.name], timeout=2)
    worker.kill()
    assert not app.control.ping(destination=[worker.name], timeout=1)


def test_simulation_tasks_go_to_their_own_queue():
    route = app.amqp.router.route({}, "matches.tasks.run_chunk")
    assert route["queue"].name == settings.SIMULATION_QUEUE
    assert app.conf.worker_prefetch_multiplier == 1
    assert app.conf.task_serializer == "json" and app.conf.accept_content == ["json"]
