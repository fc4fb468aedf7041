"""The Content-Security-Policy header: pages load scripts, images and fonts from this site only.

Scripts come from our static files; the few inline ones carry the request's nonce
(`<script nonce="{{ csp_nonce }}">`), so a script injected into a page would not run. Styles may be inline
(Swagger UI and ReDoc write theirs at run time). Images are ours or data: URLs, which also stops ReDoc's
logo from being fetched from its makers' CDN. No page may be framed by another site.
"""

import secrets

POLICY = ("default-src 'self'; script-src 'self' 'nonce-{nonce}'; style-src 'self' 'unsafe-inline'; "
          "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; "
          "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.csp_nonce = secrets.token_urlsafe(16)
        response = self.get_response(request)
        # Read after the view: a page served from the cache brings back the nonce it was rendered with.
        response.setdefault("Content-Security-Policy", POLICY.format(nonce=request.csp_nonce))
        return response


def csp_nonce(request) -> dict:
    """Template context: `csp_nonce` for the inline scripts of a page."""
    return {"csp_nonce": getattr(request, "csp_nonce", "")}
