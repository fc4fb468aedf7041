"""The watchdog counts the simulations queue: an empty Redis queue is 0 messages, not an error."""

import logging

import pytest
from kombu import Connection

from matches import tasks

REDIS = "redis://127.0.0.1:6379/14"


@pytest.fixture
def redis_broker(monkeypatch, settings):
    import redis

    try:
        client = redis.Redis.from_url(REDIS, socket_connect_timeout=1)
        client.ping()
    except redis.exceptions.ConnectionError:
        pytest.skip("no Redis on 127.0.0.1:6379")
    client.flushdb()
    settings.SIMULATION_QUEUE = "test-simulations"
    monkeypatch.setattr("cardwars_site.celery.app.connection_for_read", lambda: Connection(REDIS))
    yield Connection(REDIS)
    client.flushdb()


def test_an_empty_queue_counts_zero_without_a_warning(redis_broker, caplog):
    with caplog.at_level(logging.WARNING, logger="matches.tasks"):
        assert tasks._queued_chunk_messages() == 0
    assert caplog.records == []


def test_a_queue_with_messages_counts_them(redis_broker):
    with redis_broker as conn:
        queue = conn.SimpleQueue("test-simulations")
        queue.put({"chunk": 1})
        queue.put({"chunk": 2})
        queue.close()
    assert tasks._queued_chunk_messages() == 2
