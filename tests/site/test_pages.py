import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db


def test_home_page_renders_with_navigation(client):
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Card Wars Lab" in html and 'href="/api/docs/"' in html


def test_migrations_are_complete():
    # Fails (SystemExit) when a model change has no migration.
    call_command("makemigrations", "--check", "--dry-run", verbosity=0)


def test_api_errors_share_one_shape(client):
    response = client.get("/api/v1/no-such-thing/")
    assert response.status_code == 404


def test_openapi_schema_is_served(client):
    response = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    assert b"Card Wars API" in response.content


def test_api_docs_load_their_bundles_from_this_site(client):
    html = client.get("/api/docs/").content.decode()
    assert "/api/docs/assets/swagger-ui-dist/swagger-ui-bundle.js" in html and "cdn." not in html
    bundle = client.get("/api/docs/assets/swagger-ui-dist/swagger-ui-bundle.js")
    assert bundle.status_code == 200 and bundle["Content-Type"].endswith("javascript")
    redoc = client.get("/api/redoc/").content.decode()
    assert "/api/docs/assets/redoc/bundles/redoc.standalone.js" in redoc and "fonts.googleapis" not in redoc
    assert client.get("/api/docs/assets/../../settings.py").status_code == 404
    assert client.get("/api/docs/assets/swagger-ui-dist/LICENSE").status_code == 404


def test_favicon_and_a_home_page_that_knows_you(client, django_user_model):
    assert client.get("/favicon.ico")["Location"].endswith("/favicon.svg")
    assert 'rel="icon"' in client.get("/").content.decode()
    user = django_user_model.objects.create_user("marceline", password="a-long-passphrase-3")
    client.force_login(user)
    html = client.get("/").content.decode()
    assert "Your decks" in html and "Your recent simulations" in html and 'action="/cards/"' in html


def test_the_first_api_token_does_not_speak_of_an_old_one(client, django_user_model):
    user = django_user_model.objects.create_user("bmo", password="a-long-passphrase-4")
    client.force_login(user)
    first = client.post("/accounts/token/", follow=True).content.decode()
    assert "Your API token was made." in first and "no longer works" not in first
    assert "the old one no longer works" in client.post("/accounts/token/", follow=True).content.decode()
