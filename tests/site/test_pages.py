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
