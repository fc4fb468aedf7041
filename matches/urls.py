from django.urls import path

from . import doubles_views, gauntlet_views, swap_views, views

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
    path("decks/<int:deck>/swap/", swap_views.swap_new, name="swap-new"),
    path("swaps/<int:pk>/", swap_views.swap_detail, name="swap"),
    path("swaps/", swap_views.swap_list, name="swap-list"),
    path("swaps/<int:pk>/cancel/", swap_views.swap_cancel, name="swap-cancel"),
    path("swaps/<int:pk>/share/", swap_views.swap_share, name="swap-share"),
    path("gauntlets/", gauntlet_views.gauntlet_list, name="gauntlet-list"),
    path("gauntlets/new/", gauntlet_views.gauntlet_new, name="gauntlet-new"),
    path("gauntlets/<int:pk>/", gauntlet_views.gauntlet_detail, name="gauntlet"),
    path("gauntlets/<int:pk>/cancel/", gauntlet_views.gauntlet_cancel, name="gauntlet-cancel"),
    path("gauntlets/<int:pk>/share/", gauntlet_views.gauntlet_share, name="gauntlet-share"),
]
