"""/healthz tells which of database, broker and workers answer."""

import pytest
from kombu import pools

from cardwars_site.celery import app
from matches import services

pytestmark = pytest.mark.django_db


@pytest.fixture
def unreachable_broker(monkeypatch):
    # Nothing listens on port 1; a refused connection is what a stopped Redis looks like.
    monkeypatch.setitem(app.conf, "broker_url", "redis://127.0.0.1:1/0")
    monkeypatch.setitem(app.conf, "broker_write_url", None)
    monkeypatch.setitem(app.conf, "broker_transport_options", {})
    _reset_pools()
    yield
    _reset_pools()


def _reset_pools():
    # Pooled connections to the real broker would hide the bad URL; drop them, before and after. kombu's own
    # registry of producer pools too: an entry made by an earlier ping would hold the closed pool.
    app.pool.force_close_all()
    app._pool = None
    app.amqp._producer_pool = None
    pools.reset()


def test_healthz_names_the_broker_when_it_is_unreachable(client, unreachable_broker, settings):
    settings.HEALTH_TIMEOUT = 1
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert "broker" in body["down"]
    assert body["checks"]["database"]["ok"] is True
    assert body["checks"]["broker"]["ok"] is False


def test_healthz_says_no_worker_when_none_runs(client, settings):
    settings.HEALTH_TIMEOUT = 1
    response = client.get("/healthz")
    body = response.json()
    assert response.status_code == 503
    assert body["down"] == ["workers"]
    assert body["checks"]["broker"]["ok"] is True


@pytest.mark.integration
def test_healthz_is_200_when_all_answer(client, worker_factory, settings):
    settings.HEALTH_TIMEOUT = 2
    worker_factory()
    services.watchdog_tick(sent=0)
    response = client.get("/healthz")
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["status"] == "ok" and body["down"] == [] and body["degraded"] == []
    assert body["checks"]["workers"]["count"] >= 1
