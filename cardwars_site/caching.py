"""Pages that are the same for every visitor who is not signed in, kept for a short while.

The catalogue changes only when `load_catalogue` runs; a signed-out visitor's catalogue page (search
results, a card) is the same for everyone, so it is rendered once per URL every CATALOGUE_CACHE_SECONDS.
Signed-in visitors (their pages show their name, forms with CSRF tokens) are never served from here, nor
is an answer that sets a cookie or is not a 200.
"""

import functools
import hashlib

from django.conf import settings
from django.core.cache import cache
from django.http import HttpResponse


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
        if hit is not None:
            content, content_type = hit
            return HttpResponse(content, content_type=content_type)
        response = view(request, *args, **kwargs)
        if response.status_code == 200 and not response.cookies and not getattr(response, "streaming", False):
            response.render() if hasattr(response, "render") else None
            cache.set(key, (response.content, response["Content-Type"]), seconds)
        return response

    return wrapped
