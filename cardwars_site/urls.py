from django.contrib import admin
from django.urls import include, path
from django.views.generic import TemplateView
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

import cards.api  # noqa: F401  (registers the catalogue's viewsets on the router)
import cards.collection_api  # noqa: F401
import decks.api  # noqa: F401
import matches.api  # noqa: F401

from .accounts import GuardedObtainAuthToken
from .api import router
from .health import healthz

urlpatterns = [
    path("", TemplateView.as_view(template_name="home.html"), name="home"),
    path("healthz", healthz, name="healthz"),
    path("", include("cards.urls")),
    path("", include("decks.urls")),
    path("", include("matches.urls")),
    path("", include("cardwars_site.accounts")),
    path("admin/", admin.site.urls),
    path("api/v1/auth/token/", GuardedObtainAuthToken.as_view(), name="api-token"),
    path("api/v1/", include(router.urls)),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
]

handler400 = "cardwars_site.middleware.bad_request"
handler404 = "cardwars_site.middleware.not_found"
handler500 = "cardwars_site.middleware.server_error"
