from django.urls import path

from . import collection_views, views

app_name = "cards"

urlpatterns = [
    path("cards/", views.catalogue, name="catalogue"),
    path("cards/syntax/", views.search_help, name="search-help"),
    path("cards/<slug:slug>/", views.card_detail, name="card-detail"),
    path("sets/", views.set_list, name="set-list"),
    path("sets/<str:code>/", views.set_detail, name="set-detail"),
    path("precons/", views.precon_list, name="precon-list"),
    path("precons/<slug:slug>/", views.precon_detail, name="precon-detail"),
    path("collection/", collection_views.collection_page, name="collection"),
    path("collection/change/", collection_views.collection_change, name="collection-change"),
    path("collection/import/", collection_views.collection_import, name="collection-import"),
    path("collection/export.csv", collection_views.collection_export, name="collection-export"),
    path("collection/product/<str:code>/", collection_views.collection_add_product, name="collection-product"),
    path("decks/<int:pk>/missing/", collection_views.deck_missing, name="deck-missing"),
]
