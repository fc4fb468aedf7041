"""The API's browsable docs (Swagger UI and ReDoc), served from the project with no CDN.

The front-end bundles come from drf-spectacular-sidecar, pinned in requirements.txt. They are served by
`docs_asset` straight from the installed package, so the docs work offline and need no collectstatic step;
only the files the two pages load can be fetched.
"""

import mimetypes
from pathlib import Path

import drf_spectacular_sidecar
from django.http import FileResponse, Http404
from django.urls import reverse
from django.views.decorators.cache import cache_control
from drf_spectacular.views import SpectacularRedocView, SpectacularSwaggerSplitView

SIDECAR_DIR = Path(drf_spectacular_sidecar.__file__).resolve().parent / "static" / "drf_spectacular_sidecar"
ASSETS = frozenset({
    "swagger-ui-dist/swagger-ui.css",
    "swagger-ui-dist/swagger-ui-bundle.js",
    "swagger-ui-dist/swagger-ui-standalone-preset.js",
    "swagger-ui-dist/favicon-32x32.png",
    "swagger-ui-dist/oauth2-redirect.html",
    "redoc/bundles/redoc.standalone.js",
})


def asset_url(path: str) -> str:
    return reverse("api-docs-asset", kwargs={"path": path})


@cache_control(public=True, max_age=86400)
def docs_asset(request, path):
    """One file of the Swagger UI or ReDoc bundle; anything else is 404."""
    if path not in ASSETS:
        raise Http404("No such file")
    content_type = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return FileResponse((SIDECAR_DIR / path).open("rb"), content_type=content_type)


class SwaggerView(SpectacularSwaggerSplitView):
    """Swagger UI with its bundle from this site, its start-up script a file of its own (no inline script for
    the Content-Security-Policy to refuse)."""

    @staticmethod
    def _swagger_ui_resource(filename):
        return asset_url(f"swagger-ui-dist/{filename}")

    @staticmethod
    def _swagger_ui_favicon():
        return asset_url("swagger-ui-dist/favicon-32x32.png")


class RedocView(SpectacularRedocView):
    """ReDoc with its bundle from this site, on a page without the package's web fonts."""

    template_name = "api/redoc.html"

    @staticmethod
    def _redoc_standalone():
        return asset_url("redoc/bundles/redoc.standalone.js")
