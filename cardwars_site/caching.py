"""The cache: pages that are the same for every signed-out visitor, and a Redis cache that fails open.

The catalogue changes only when `load_catalogue` runs; a signed-out visitor's catalogue page (search
results, a card) is the same for everyone, so it is rendered once per URL every CATALOGUE_CACHE_SECONDS.
Signed-in visitors (their pages show their name, forms with CSRF tokens) are never served from here, nor
is an answer that sets a cookie or is not a 200.
"""

import functools
import hashlib
import logging
import time

from django.conf import settings
from django.core.cache import cache
from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.redis import RedisCache
from django.http import HttpResponse
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

log = logging.getLogger(__name__)


def _cacheable_request(request) -> bool:
    return (request.method in ("GET", "HEAD") and not request.user.is_authenticated
            and settings.SESSION_COOKIE_NAME not in request.COOKIES and "messages" not in request.COOKIES)


def anonymous_page_cache(view):
    """Serve signed-out GETs of `view` from the cache for CATALOGUE_CACHE_SECONDS (0 turns it off)."""

    @functools.wraps(view)
    def wrapped(request, *args, **kwargs):
        seconds = settings.CATALOGUE_CACHE_SECONDS
        if not seconds or not _cacheable_request(request):
            return view(request, *args, **kwargs)
        key = "page:" + hashlib.sha256(request.get_full_path().encode()).hexdigest()
        hit = cache.get(key)
        if isinstance(hit, tuple) and len(hit) == 3:
            content, content_type, request.csp_nonce = hit  # the page's inline scripts carry that nonce
            return HttpResponse(content, content_type=content_type)
        response = view(request, *args, **kwargs)
        if response.status_code == 200 and not response.cookies and not getattr(response, "streaming", False):
            response.render() if hasattr(response, "render") else None
            cache.set(key, (response.content, response["Content-Type"], getattr(request, "csp_nonce", "")), seconds)
        return response

    return wrapped


class FailOpenRedisCache(RedisCache):
    """Django's Redis cache, which a Redis outage does not turn into 500s.

    Everything this site keeps in the cache can be lost: rendered catalogue pages, throttle and sign-in
    counters. With Redis down (or not answering within REDIS_CACHE_TIMEOUT), a read answers "not cached",
    a write is dropped and a counter starts again, and pages that do not need the broker keep working; for
    RETRY_SECONDS after a failure the cache is not even tried, so a request does not wait on a dead server.
    Rate limits are not applied meanwhile: the outage is logged once per retry window.
    """

    RETRY_SECONDS = 5.0

    def __init__(self, server, params):
        super().__init__(server, params)
        self._down_until = 0.0

    def _guarded(self, name, fallback, *args, **kwargs):
        if time.monotonic() < self._down_until:
            return fallback
        try:
            return getattr(super(), name)(*args, **kwargs)
        except (RedisConnectionError, RedisTimeoutError) as exc:
            self._down_until = time.monotonic() + self.RETRY_SECONDS
            log.warning("cache unavailable, going on without it for %.0f s: %s", self.RETRY_SECONDS, exc)
            return fallback

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._guarded("add", False, key, value, timeout, version)

    def get(self, key, default=None, version=None):
        return self._guarded("get", default, key, default, version)

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._guarded("set", None, key, value, timeout, version)

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        return self._guarded("touch", False, key, timeout, version)

    def delete(self, key, version=None):
        return self._guarded("delete", False, key, version)

    def get_many(self, keys, version=None):
        return self._guarded("get_many", {}, keys, version)

    def has_key(self, key, version=None):
        return self._guarded("has_key", False, key, version)

    def incr(self, key, delta=1, version=None):
        return self._guarded("incr", delta, key, delta, version)

    def set_many(self, data, timeout=DEFAULT_TIMEOUT, version=None):
        return self._guarded("set_many", [], data, timeout, version)

    def delete_many(self, keys, version=None):
        return self._guarded("delete_many", None, keys, version)

    def clear(self):
        return self._guarded("clear", False)
