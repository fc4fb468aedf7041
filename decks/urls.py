from django.urls import path

from . import views

app_name = "decks"

urlpatterns = [
    path("decks/", views.deck_list, name="list"),
    path("decks/new/", views.deck_builder, name="new"),
    path("decks/<int:pk>/", views.deck_detail, name="detail"),
    path("decks/<int:pk>/edit/", views.deck_builder, name="edit"),
    path("decks/<int:pk>/export.txt", views.deck_export, name="export"),
    path("decks/<int:pk>/clone/", views.deck_clone, name="clone"),
    path("decks/<int:pk>/delete/", views.deck_delete, name="delete"),
]
