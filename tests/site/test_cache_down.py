"""With Redis down the cache fails open: pages and API calls that need no broker still answer."""

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

pytestmark = pytest.mark.usefixtures("catalogue")

DEAD_REDIS = "redis://127.0.0.1:1/0"  # nothing listens on port 1


@pytest.fixture
def redis_down(settings):
    settings.CACHES = {"default": {"BACKEND": "cardwars_site.caching.FailOpenRedisCache", "LOCATION": DEAD_REDIS,
                                   "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1}}}
    settings.CATALOGUE_CACHE_SECONDS = 60
    yield
    cache.close()


def test_catalogue_pages_answer_with_the_cache_down(client, redis_down):
    assert client.get("/cards/").status_code == 200
    assert client.get("/cards/?q=t:creature").status_code == 200
    assert client.get("/cards/dogboy/").status_code == 200


def test_validate_and_token_login_answer_with_the_cache_down(alice, redis_down):
    api = APIClient()
    assert api.post("/api/v1/decks/validate/", {"text": "3 Dogboy"}, format="json").status_code == 200
    token = api.post("/api/v1/auth/token/", {"username": "alice", "password": "a-long-passphrase-1"})
    assert token.status_code == 200 and token.json()["token"]
    assert api.post("/api/v1/auth/token/", {"username": "alice", "password": "no"}).status_code == 400


def test_the_login_form_answers_with_the_cache_down(client, alice, redis_down):
    response = client.post("/accounts/login/", {"username": "alice", "password": "a-long-passphrase-1"})
    assert response.status_code == 302


def test_a_dead_cache_is_not_tried_again_at_once(redis_down, monkeypatch):
    assert cache.get("anything", "fallback") == "fallback"
    tried = []
    monkeypatch.setattr("django.core.cache.backends.redis.RedisCache.get", lambda *args: tried.append(args))
    assert cache.get("anything", "fallback") == "fallback" and tried == []  # within the retry window


def test_a_live_redis_cache_keeps_values(settings):
    import redis

    try:
        redis.Redis.from_url("redis://127.0.0.1:6379/15", socket_connect_timeout=1).ping()
    except redis.exceptions.ConnectionError:
        pytest.skip("no Redis on 127.0.0.1:6379")
    settings.CACHES = {"default": {"BACKEND": "cardwars_site.caching.FailOpenRedisCache",
                                   "LOCATION": "redis://127.0.0.1:6379/15", "KEY_PREFIX": "cardwars-test"}}
    cache.set("kept", [1, 2], 30)
    assert cache.get("kept") == [1, 2] and cache.add("kept", 3) is False
    assert cache.add("counter", 0, 30) and cache.incr("counter") == 1
    cache.delete_many(["kept", "counter"])
    assert cache.get("kept") is None
    cache.close()
