from django.urls import path

from . import views

app_name = "cards"

urlpatterns = [
    path("cards/", views.catalogue, name="catalogue"),
    path("cards/<slug:slug>/", views.card_detail, name="card-detail"),
    path("sets/", views.set_list, name="set-list"),
    path("sets/<str:code>/", views.set_detail, name="set-detail"),
    path("precons/", views.precon_list, name="precon-list"),
    path("precons/<slug:slug>/", views.precon_detail, name="precon-detail"),
]
