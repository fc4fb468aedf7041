"""Every game of the engine's registry is on the site through an adapter, or the site says it is not; the
AIs the site offers come from the engine's registry."""

import pytest
from django.core.exceptions import ValidationError

import engine
from matches import forms, games, pace, serializers, services

pytestmark = pytest.mark.django_db


def test_every_registered_game_has_an_adapter_or_is_said_not_to_be_on_the_site(client, alice):
    names = engine.game_names()
    assert "cardwars" in names
    for name in names:
        info = engine.load_game(name).info
        if name in games.ADAPTERS:
            adapter = games.adapter_for(name)
            assert adapter.name == name and adapter.title == info.title
            assert adapter.default_format in adapter.formats
            assert adapter.players and set(adapter.players) <= set(info.players)
        else:
            assert games.NOT_ON_SITE.get(name), f"the engine's game {name!r} has no adapter and no reason why"
            with pytest.raises(ValidationError, match=info.title):
                games.adapter_for(name)
    # Nothing on the site for a game the engine does not have, and nothing said twice.
    assert set(games.ADAPTERS) | set(games.NOT_ON_SITE) == set(names)
    assert not set(games.ADAPTERS) & set(games.NOT_ON_SITE)
    assert games.site_games() == [n for n in names if n in games.ADAPTERS]
    client.force_login(alice)
    page = client.get("/simulations/new/").content.decode()
    for game in games.games_not_on_site():
        assert f"{game['title']} is {game['reason']}" in page


def test_an_unknown_game_is_refused_with_the_games_there_are():
    with pytest.raises(ValidationError, match="No game 'chess' on this site; games are: cardwars"):
        games.adapter_for("chess")


def test_the_ais_offered_are_the_engines_that_the_table_times():
    registered = engine.load_game("cardwars").info.players
    offered = games.adapter_for("cardwars").players
    timed = pace.timed_players()
    assert offered == tuple(p for p in registered if p in timed)
    assert services.PLAYER_CHOICES == offered
    assert [value for value, _ in forms.PLAYERS] == list(offered)
    assert list(serializers.RunCreateSerializer().fields["player_a"].choices) == list(offered)
    assert {"random", "greedy", "mcts"} <= set(offered)


def test_an_ai_the_engine_adds_is_offered_once_the_table_times_it(monkeypatch):
    registered = engine.load_game("cardwars").info.players
    new = next(p for p in registered if p not in pace.timed_players())  # the engine has AIs not timed yet
    table = pace.load_table()
    monkeypatch.setattr(pace, "load_table", lambda path=pace.TABLE: {
        **table, "pairings": {**table["pairings"], f"{new} vs {new}": {"games": 1, "seconds": 1.0,
                                                                        "seconds_per_game": 1.0},
                              "deep-blue vs deep-blue": {"games": 1, "seconds": 1.0, "seconds_per_game": 1.0}}})
    offered = games.adapter_for("cardwars").players
    assert new in offered and "deep-blue" not in offered  # an AI only the table names is not the engine's

