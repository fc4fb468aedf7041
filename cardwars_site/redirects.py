"""Where a form may send its user back to: a path of this site, never another site or a view name.

A `next` value is taken as a path only when it starts with one slash. Anything else falls back to the
form's default, as does a path to another host (`//evil.example/`) or a scheme (`javascript:`): Django's
`redirect()` would read a bare word as the name of a view and fail on it, and a relative path would land
somewhere unexpected.
"""

from django.utils.http import url_has_allowed_host_and_scheme


def safe_next(request, target: str | None, default: str) -> str:
    """`target` if it is a path on this site, else `default`."""
    target = (target or "").strip()
    if target.startswith("/") and not target.startswith(("//", "/\\")) and url_has_allowed_host_and_scheme(
            target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return target
    return default
