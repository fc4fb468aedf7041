"""Settings come from the environment and fail loudly."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from cardwars_site import env

BASE_DIR = Path(__file__).resolve().parents[2]
STRONG_KEY = "a-test-signing-key-long-enough-for-production-0123456789"


def load_settings(tmp_path, **overrides):
    """Import the settings in a fresh interpreter with exactly these variables set."""
    environ = {k: v for k, v in os.environ.items()
               if k not in {"SECRET_KEY", "ALLOWED_HOSTS", "DEBUG", "CARDWARS_ENV", "DATABASE_URL", "REDIS_URL"}}
    environ.update({"CARDWARS_STATE_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "cardwars_site.settings"})
    environ.update(overrides)
    code = "import django; django.setup(); from django.conf import settings as s; print(s.DEBUG, s.ALLOWED_HOSTS)"
    return subprocess.run([sys.executable, "-c", code], cwd=BASE_DIR, env=environ, capture_output=True, text=True)


def test_production_refuses_to_start_without_secret_key(tmp_path):
    result = load_settings(tmp_path, CARDWARS_ENV="production", ALLOWED_HOSTS="cards.example")
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def test_production_refuses_to_start_without_allowed_hosts(tmp_path):
    result = load_settings(tmp_path, CARDWARS_ENV="production", SECRET_KEY=STRONG_KEY)
    assert result.returncode != 0
    assert "ALLOWED_HOSTS must be set" in result.stderr


def test_production_starts_with_debug_off(tmp_path):
    result = load_settings(tmp_path, CARDWARS_ENV="production", SECRET_KEY=STRONG_KEY, ALLOWED_HOSTS="cards.example")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False ['cards.example']"


def test_production_refuses_debug_on(tmp_path):
    result = load_settings(tmp_path, CARDWARS_ENV="production", SECRET_KEY=STRONG_KEY, ALLOWED_HOSTS="a", DEBUG="1")
    assert result.returncode != 0 and "DEBUG must be off" in result.stderr


def test_an_invalid_value_names_its_variable(tmp_path):
    result = load_settings(tmp_path, DEBUG="perhaps")
    assert result.returncode != 0
    assert "DEBUG must be true or false" in result.stderr


def test_a_database_url_of_another_kind_is_refused(tmp_path):
    result = load_settings(tmp_path, DATABASE_URL="mysql://root@localhost/x")
    assert result.returncode != 0 and "DATABASE_URL must be a URL" in result.stderr


def test_development_defaults_keep_a_generated_secret_key(tmp_path):
    assert load_settings(tmp_path).returncode == 0
    key = (tmp_path / "dev-secret-key").read_text()
    assert len(key) >= 50
    assert load_settings(tmp_path).returncode == 0
    assert (tmp_path / "dev-secret-key").read_text() == key


@pytest.mark.parametrize(("raw", "expected"), [("1", True), ("yes", True), ("off", False), ("0", False)])
def test_env_bool_reads_the_usual_spellings(monkeypatch, raw, expected):
    monkeypatch.setenv("SOME_FLAG", raw)
    assert env.env_bool("SOME_FLAG", default=not expected) is expected


def test_env_int_checks_range_and_names_the_variable(monkeypatch):
    monkeypatch.setenv("WORKERS", "ten")
    with pytest.raises(ImproperlyConfigured, match="WORKERS must be a whole number"):
        env.env_int("WORKERS", 1)
    monkeypatch.setenv("WORKERS", "99")
    with pytest.raises(ImproperlyConfigured, match="WORKERS must be between 1 and 8"):
        env.env_int("WORKERS", 1, minimum=1, maximum=8)


def test_production_refuses_a_short_secret_key(tmp_path):
    result = load_settings(tmp_path, CARDWARS_ENV="production", SECRET_KEY="k", ALLOWED_HOSTS="cards.example")
    assert result.returncode != 0
    assert "SECRET_KEY must be at least 50 characters" in result.stderr
    result = load_settings(tmp_path, CARDWARS_ENV="production", SECRET_KEY="ab" * 40, ALLOWED_HOSTS="cards.example")
    assert result.returncode != 0, "a long key of two letters is no key"


def test_check_deploy_is_clean_in_production(tmp_path):
    # DJANGO_ALLOW_ASYNC_UNSAFE is the browser tests' own setting, never a deployment's.
    environ = {k: v for k, v in os.environ.items()
               if k not in {"DEBUG", "DATABASE_URL", "REDIS_URL", "DJANGO_ALLOW_ASYNC_UNSAFE"}}
    environ.update({"CARDWARS_STATE_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "cardwars_site.settings",
                    "CARDWARS_ENV": "production", "SECRET_KEY": STRONG_KEY, "ALLOWED_HOSTS": "cards.example"})
    result = subprocess.run([sys.executable, "manage.py", "check", "--deploy"], cwd=BASE_DIR, env=environ,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    # HSTS and the HTTPS redirect are on; W005/W021 (subdomains, preload list) stay the operator's choice.
    for warning in ("W004", "W008", "W009", "W012", "W016", "W018"):
        assert warning not in result.stderr, result.stderr


def _settings_print(tmp_path, expression: str, **overrides: str | None) -> str:
    environ = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL", "PYTEST_XDIST_WORKER"}}
    environ.update({"CARDWARS_STATE_DIR": str(tmp_path), **overrides})
    environ = {k: v for k, v in environ.items() if v is not None}  # None: the variable is not set
    code = f"import django; django.setup(); from django.conf import settings as s; print({expression})"
    result = subprocess.run([sys.executable, "-c", code], cwd=BASE_DIR, env=environ, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


@pytest.mark.parametrize("url", [None, "sqlite:///{tmp}/other.sqlite3"])
def test_a_sqlite_database_waits_for_the_write_lock_however_it_is_named(tmp_path, url):
    # A worker given the database as a URL must lock as the site does, or its claims fail under load.
    extra = {"DATABASE_URL": url.format(tmp=tmp_path)} if url else {}
    options = _settings_print(tmp_path, "sorted(s.DATABASES['default']['OPTIONS'].items())",
                              DJANGO_SETTINGS_MODULE="cardwars_site.settings", **extra)
    assert options == ("[('init_command', 'PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL'), ('timeout', 20), "
                       "('transaction_mode', 'IMMEDIATE')]")


def test_parallel_test_processes_get_their_own_broker(tmp_path):
    # pytest -n: each test process (and the workers its tests start) has its own broker folder.
    # The parallel processes inherit the directory their parent's settings chose; a worker started by a
    # test inherits its test process's own, and must keep it.
    environ = {"DJANGO_SETTINGS_MODULE": "cardwars_site.settings_test", "CARDWARS_STATE_DIR": str(tmp_path)}
    dirs = {_settings_print(tmp_path, "s.BROKER_DIR", **environ, PYTEST_XDIST_WORKER=name) for name in ("gw0", "gw1")}
    assert dirs == {str(tmp_path / "gw0" / "broker"), str(tmp_path / "gw1" / "broker")}
    worker = _settings_print(tmp_path, "s.STATE_DIR", **{**environ, "CARDWARS_STATE_DIR": str(tmp_path / "gw1")},
                             PYTEST_XDIST_WORKER="gw1")
    assert worker == str(tmp_path / "gw1")
    alone = _settings_print(tmp_path, "s.STATE_DIR", **{**environ, "CARDWARS_STATE_DIR": None})
    assert alone == str(BASE_DIR / "var" / "test")


def test_parallel_test_processes_get_their_own_redis_keys(tmp_path):
    environ = {"DJANGO_SETTINGS_MODULE": "cardwars_site.settings_test", "CARDWARS_STATE_DIR": str(tmp_path),
               "REDIS_URL": "redis://127.0.0.1:6379/15"}
    code = "s.CELERY_BROKER_TRANSPORT_OPTIONS['global_keyprefix'] == s.BROKER_KEYPREFIX, s.BROKER_KEYPREFIX"
    answers = {_settings_print(tmp_path, code, **environ, PYTEST_XDIST_WORKER=name) for name in ("gw0", "gw1")}
    assert len(answers) == 2 and all(a.startswith("True test-") for a in answers)
