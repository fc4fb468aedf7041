"""Guessing passwords is bounded on the login form and the token endpoint; validate is throttled per address."""

import pytest
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-passphrase-1"  # alice's (tests/conftest.py)


def test_after_too_many_wrong_passwords_the_right_one_is_refused_too(client, alice, settings):
    settings.LOGIN_FAILURE_LIMIT = 5
    for _ in range(5):
        assert client.post("/accounts/login/", {"username": "alice", "password": "wrong"}).status_code == 200
    response = client.post("/accounts/login/", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 429
    assert b"Too many failed attempts" in response.content
    assert "_auth_user_id" not in client.session


def test_a_right_password_within_the_limit_signs_in(client, alice, settings):
    settings.LOGIN_FAILURE_LIMIT = 5
    for _ in range(4):
        client.post("/accounts/login/", {"username": "alice", "password": "wrong"})
    response = client.post("/accounts/login/", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 302 and "_auth_user_id" in client.session


def test_the_token_endpoint_refuses_after_too_many_wrong_passwords(alice, settings):
    settings.LOGIN_FAILURE_LIMIT = 5
    api = APIClient()
    for _ in range(5):
        assert api.post("/api/v1/auth/token/", {"username": "alice", "password": "no"}).status_code == 400
    response = api.post("/api/v1/auth/token/", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 429 and response.json()["code"] == "throttled"


def test_the_token_endpoint_gives_a_token_for_the_right_password(alice):
    response = APIClient().post("/api/v1/auth/token/", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 200 and len(response.json()["token"]) == 40


def test_the_token_endpoint_is_rate_limited_per_address(alice, monkeypatch):
    from rest_framework.throttling import ScopedRateThrottle

    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {**ScopedRateThrottle.THROTTLE_RATES,
                                                                "auth-token": "3/min"})
    api = APIClient()
    codes = [api.post("/api/v1/auth/token/", {"username": f"u{i}", "password": "x"}).status_code for i in range(4)]
    assert codes == [400, 400, 400, 429]


def test_validate_is_throttled_per_address_even_across_accounts(alice, bob, catalogue, monkeypatch):
    from rest_framework.throttling import ScopedRateThrottle

    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {**ScopedRateThrottle.THROTTLE_RATES,
                                                                "deck-validate": "2/min"})
    codes = []
    for user in (alice, bob, None):
        api = APIClient()
        if user:
            api.force_authenticate(user)
        codes.append(api.post("/api/v1/decks/validate/", {"text": "3 Dogboy"}, format="json").status_code)
    assert codes == [200, 200, 429]
