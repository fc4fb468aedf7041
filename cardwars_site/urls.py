from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView

import cards.api  # noqa: F401  (registers the catalogue's viewsets on the router)
import cards.collection_api  # noqa: F401
import decks.api  # noqa: F401
import matches.api  # noqa: F401

from .accounts import GuardedObtainAuthToken
from .api import router
from .apidocs import RedocView, SwaggerView, docs_asset
from .health import healthz
from .home import favicon, home

urlpatterns = [
    path("", home, name="home"),
    path("favicon.ico", favicon, name="favicon"),
    path("healthz", healthz, name="healthz"),
    path("", include("cards.urls")),
    path("", include("decks.urls")),
    path("", include("matches.urls")),
    path("", include("cardwars_site.accounts")),
    path("admin/", admin.site.urls),
    path("api/v1/auth/token/", GuardedObtainAuthToken.as_view(), name="api-token"),
    path("api/v1/", include(router.urls)),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("api/redoc/", RedocView.as_view(url_name="api-schema"), name="api-redoc"),
    path("api/docs/assets/<path:path>", docs_asset, name="api-docs-asset"),
]

handler400 = "cardwars_site.middleware.bad_request"
handler404 = "cardwars_site.middleware.not_found"
handler500 = "cardwars_site.middleware.server_error"
