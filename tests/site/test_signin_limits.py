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


def _login(client, password, address, username="alice"):
    return client.post("/accounts/login/", {"username": username, "password": password}, REMOTE_ADDR=address)


def test_a_guesser_elsewhere_cannot_lock_the_owner_out(client, alice, settings):
    settings.LOGIN_FAILURE_LIMIT = 5
    for _ in range(12):
        _login(client, "wrong", "203.0.113.9")
    assert _login(client, PASSWORD, "203.0.113.9").status_code == 429
    owner = _login(client, PASSWORD, "198.51.100.7")
    assert owner.status_code == 302 and "_auth_user_id" in client.session


def test_an_address_guessing_many_names_is_refused_every_name_it_never_signed_in_with(client, alice, bob,
                                                                                      settings):
    settings.LOGIN_FAILURE_LIMIT = 2
    assert _login(client, PASSWORD, "192.0.2.1").status_code == 302  # alice has signed in from here before
    client.logout()
    for i in range(6):
        assert _login(client, "wrong", "192.0.2.1", username=f"name{i}").status_code == 200
    assert _login(client, "a-long-passphrase-2", "192.0.2.1", username="bob").status_code == 429
    assert _login(client, PASSWORD, "192.0.2.1").status_code == 302


def test_a_password_reset_lifts_the_lock_on_its_account(client, alice, settings):
    from django.contrib.auth.tokens import default_token_generator
    from django.utils.encoding import force_bytes
    from django.utils.http import urlsafe_base64_encode

    settings.LOGIN_FAILURE_LIMIT = 3
    for _ in range(3):
        _login(client, "wrong", "192.0.2.5")
    assert _login(client, PASSWORD, "192.0.2.5").status_code == 429
    uid = urlsafe_base64_encode(force_bytes(alice.pk))
    start = client.get(f"/accounts/reset/{uid}/{default_token_generator.make_token(alice)}/")
    assert start.status_code == 302  # Django moves the token into the session, then asks for the password
    done = client.post(start["Location"], {"new_password1": "a-new-passphrase-9",
                                           "new_password2": "a-new-passphrase-9"})
    assert done.status_code == 302, done.content[:500]
    assert _login(client, "a-new-passphrase-9", "192.0.2.5").status_code == 302


def test_a_forged_forwarded_for_header_does_not_skip_a_throttle(catalogue, monkeypatch, settings):
    from rest_framework.throttling import ScopedRateThrottle

    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {**ScopedRateThrottle.THROTTLE_RATES,
                                                                "deck-validate": "2/min"})
    codes = [APIClient().post("/api/v1/decks/validate/", {"text": "3 Dogboy"}, format="json",
                              HTTP_X_FORWARDED_FOR=f"10.9.9.{i}").status_code for i in range(3)]
    assert codes == [200, 200, 429]


def test_behind_a_proxy_the_address_the_proxy_saw_is_the_clients(alice, monkeypatch):
    from rest_framework.settings import api_settings

    monkeypatch.setattr(api_settings, "NUM_PROXIES", 1)
    from cardwars_site.signin_limits import client_address

    class Request:
        META = {"REMOTE_ADDR": "10.0.0.1", "HTTP_X_FORWARDED_FOR": "6.6.6.6, 198.51.100.23"}
        headers = {"x-forwarded-for": "6.6.6.6, 198.51.100.23"}

    assert client_address(Request()) == "198.51.100.23"
    monkeypatch.setattr(api_settings, "NUM_PROXIES", 0)
    assert client_address(Request()) == "10.0.0.1"


def test_sign_ups_are_throttled_per_address(client, db, monkeypatch):
    from django.contrib.auth import get_user_model

    from cardwars_site.accounts import SignupThrottle

    monkeypatch.setattr(SignupThrottle, "rate", "2/hour", raising=False)

    def signup(i, address):
        client.logout()
        return client.post("/accounts/signup/", {"username": f"user{i}", "password1": "candy-kingdom-42",
                                                 "password2": "candy-kingdom-42"}, REMOTE_ADDR=address)

    assert [signup(i, "192.0.2.8").status_code for i in range(3)] == [302, 302, 429]
    assert signup(3, "192.0.2.9").status_code == 302
    assert not get_user_model().objects.filter(username="user2").exists()


def test_a_bad_token_is_a_401_with_the_token_challenge(catalogue):
    for url in ("/api/v1/cards/", "/api/v1/decks/", "/api/v1/simulations/"):
        response = APIClient().get(url, HTTP_AUTHORIZATION="Token " + "0" * 40)
        assert response.status_code == 401 and response["WWW-Authenticate"] == "Token", url
        assert response.json()["object"] == "error" and response.json()["code"] == "not_authenticated"


def test_signed_out_writes_are_a_401_and_a_session_still_works(client, alice, catalogue):
    assert APIClient().post("/api/v1/decks/", {"name": "x"}, format="json").status_code == 401
    client.force_login(alice)
    assert client.get("/api/v1/simulations/").status_code == 200


def test_sign_up_takes_an_email_and_a_reset_link_reaches_it(client, db, mailoutbox):
    from django.contrib.auth import get_user_model

    made = client.post("/accounts/signup/", {"username": "carol", "email": "carol@example.org",
                                             "password1": "candy-kingdom-42", "password2": "candy-kingdom-42"})
    assert made.status_code == 302
    assert get_user_model().objects.get(username="carol").email == "carol@example.org"
    client.logout()
    assert client.post("/accounts/password_reset/", {"email": "carol@example.org"}).status_code == 302
    assert len(mailoutbox) == 1 and "/accounts/reset/" in mailoutbox[0].body
    assert client.post("/accounts/signup/", {"username": "dave", "email": "not an address",
                                             "password1": "candy-kingdom-42",
                                             "password2": "candy-kingdom-42"}).status_code == 200
    assert not get_user_model().objects.filter(username="dave").exists()
