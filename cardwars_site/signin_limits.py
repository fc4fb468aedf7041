"""How guessing passwords is slowed down without letting anyone lock the owner out.

Failed sign-ins (the login form and the token endpoint alike) are counted per account name *and* address:
after LOGIN_FAILURE_LIMIT of them within LOGIN_FAILURE_WINDOW seconds, that name is refused from that address
until the window has passed, even with the right password. Failures from one address over all names count
too: at three times the limit the address is refused every name, except the names that have signed in from
it before (within KNOWN_ADDRESS_SECONDS). So a guesser elsewhere cannot lock the owner out, a guesser at one
address is slowed whatever names they try, and a password reset clears its account's counts everywhere.

The address is the client's as the configured proxies report it (`client_address`, NUM_PROXIES), the same
one the API's throttles use, so a forged X-Forwarded-For header buys nothing.
"""

import hashlib
import secrets

from django.conf import settings
from django.core.cache import cache
from rest_framework.throttling import BaseThrottle

KNOWN_ADDRESS_SECONDS = 30 * 86_400
LOCKED = "Too many failed attempts to sign in; wait {minutes} minutes and try again."


def client_address(request) -> str:
    """The client's address: REMOTE_ADDR, or with NUM_PROXIES > 0 the address the last proxy saw."""
    return BaseThrottle().get_ident(request) or ""


def _name(username: str) -> str:
    text = str(username).strip().lower().encode("utf-8", "surrogatepass")
    return hashlib.sha256(text).hexdigest()[:32]


def _generation(name: str) -> str:
    return cache.get(f"signin-gen:{name}") or "0"


def _keys(request, username: str) -> tuple[str, str, str]:
    """(the name-and-address counter, the address counter, the mark of a name that signed in from there)."""
    name, address = _name(username), client_address(request)
    return (f"signin-fail:pair:{name}:{_generation(name)}:{address}", f"signin-fail:addr:{address}",
            f"signin-known:{name}:{address}")


def signin_locked(request, username: str) -> bool:
    pair, address, known = _keys(request, username)
    limit = settings.LOGIN_FAILURE_LIMIT
    if (cache.get(pair) or 0) >= limit:
        return True
    return (cache.get(address) or 0) >= 3 * limit and not cache.get(known)


def signin_failed(request, username: str) -> None:
    for key in _keys(request, username)[:2]:
        cache.add(key, 0, timeout=settings.LOGIN_FAILURE_WINDOW)
        try:
            cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.set(key, 1, timeout=settings.LOGIN_FAILURE_WINDOW)


def signin_succeeded(request, username: str) -> None:
    pair, _, known = _keys(request, username)
    cache.delete(pair)
    cache.set(known, 1, timeout=KNOWN_ADDRESS_SECONDS)


def signin_counts_reset(username: str) -> None:
    """Forget the account's failed sign-ins from every address (after a password reset)."""
    cache.set(f"signin-gen:{_name(username)}", secrets.token_hex(8), timeout=None)


def locked_message() -> str:
    return LOCKED.format(minutes=max(1, round(settings.LOGIN_FAILURE_WINDOW / 60)))
