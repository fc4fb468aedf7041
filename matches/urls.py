from django.urls import path

from . import doubles_views, views

app_name = "matches"

urlpatterns = [
    path("simulations/", views.run_list, name="list"),
    path("simulations/new/", views.run_new, name="new"),
    path("simulations/doubles/new/", doubles_views.doubles_new, name="new-doubles"),
    path("simulations/new/<str:game>/", views.run_new_game, name="new-game"),
    path("simulations/<int:pk>/", views.run_detail, name="run"),
    path("simulations/<int:pk>/progress/", views.run_progress, name="progress"),
    path("simulations/<int:pk>/cancel/", views.run_cancel, name="cancel"),
    path("simulations/<int:pk>/share/", views.run_share, name="share"),
    path("simulations/<int:pk>/games/", views.run_games, name="games"),
    path("simulations/<int:pk>/more/", views.run_more, name="more"),
    path("simulations/<int:pk>/games/<int:index>/", views.game_replay, name="replay"),
    path("simulations/<int:pk>/games/<int:index>/fork/", views.game_fork, name="fork"),
    path("decks/<int:deck>/swap/", views.swap_new, name="swap-new"),
    path("swaps/<int:pk>/", views.swap_detail, name="swap"),
    path("swaps/", views.swap_list, name="swap-list"),
    path("swaps/<int:pk>/cancel/", views.swap_cancel, name="swap-cancel"),
    path("swaps/<int:pk>/share/", views.swap_share, name="swap-share"),
    path("gauntlets/", views.gauntlet_list, name="gauntlet-list"),
    path("gauntlets/new/", views.gauntlet_new, name="gauntlet-new"),
    path("gauntlets/<int:pk>/", views.gauntlet_detail, name="gauntlet"),
    path("gauntlets/<int:pk>/cancel/", views.gauntlet_cancel, name="gauntlet-cancel"),
    path("gauntlets/<int:pk>/share/", views.gauntlet_share, name="gauntlet-share"),
]
