"""/healthz tells which of database, broker and workers answer."""

import pytest

from cardwars_site.celery import app

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fresh_workers_answer():
    from cardwars_site.health import workers_answer_forget

    workers_answer_forget()
    yield
    workers_answer_forget()


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
    # Pooled connections to the real broker would hide the bad URL; drop them, before and after.
    app.pool.force_close_all()
    app._pool = None
    app.amqp._producer_pool = None


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
    response = client.get("/healthz")
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["status"] == "ok" and body["down"] == []
    assert body["checks"]["workers"]["count"] >= 1


def test_a_burst_of_probes_asks_the_workers_once(client, monkeypatch):
    from cardwars_site import health

    asked = []
    monkeypatch.setattr(health, "_check_workers", lambda timeout: asked.append(timeout) or 1)
    bodies = [client.get("/healthz").json() for _ in range(5)]
    assert len(asked) == 1 and all(b["checks"]["workers"]["ok"] for b in bodies)
    monkeypatch.setattr(health, "WORKERS_REUSE_SECONDS", 0.0)
    client.get("/healthz")
    assert len(asked) == 2


def test_a_probe_during_an_ask_gets_the_last_answer_without_waiting(client, monkeypatch):
    from cardwars_site import health

    monkeypatch.setattr(health, "_check_workers", lambda timeout: 1)
    client.get("/healthz")
    monkeypatch.setattr(health, "WORKERS_REUSE_SECONDS", 0.0)
    monkeypatch.setattr(health, "_check_workers", lambda timeout: pytest.fail("asked while another ask ran"))
    with health._workers_lock:  # another thread is asking the workers
        assert client.get("/healthz").json()["checks"]["workers"]["ok"] is True
