# The two commands of the README: `make run` and `make test`. Everything they need, they install.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.requirements-installed
# Services used by `make test-services` (CI starts them; see .ci/run).
PG_URL ?= postgres://postgres@127.0.0.1:5432/cardwars
REDIS_TEST_URL ?= redis://127.0.0.1:6379/15

.PHONY: venv kernel setup run serve test browser test-engine test-services lint bench clean

$(STAMP): requirements.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt
	touch $(STAMP)

venv: $(STAMP)

# The compiled rules kernel (engine/cardwars/kernel.py): mypyc builds board, game, rules, ops and greedy's playouts into var/kernel,
# Cython the card scripts, the vocabulary, the event hub and the rest of a Card Wars game beside them.
# If it cannot be built the engine runs the same sources as pure Python (CARDWARS_PURE=1 forces that path).
kernel: venv
	$(BIN)/python -c 'import sys; from engine.cardwars.kernel_build import main; sys.exit(main())'

setup: venv kernel
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py load_catalogue
	$(BIN)/python manage.py sync_precon_decks
	$(BIN)/python manage.py collectstatic --noinput -v 0

# The site on gunicorn with a Celery worker and Celery beat (WEB_SERVER=runserver for Django's own server).
run: setup
	$(BIN)/python -m cardwars_site.run

# The web server alone, as production runs it (workers and beat started elsewhere).
serve: setup
	$(BIN)/gunicorn -c python:cardwars_site.gunicorn_conf cardwars_site.wsgi

test: venv kernel browser
	$(BIN)/python -m pytest

# Debian's Chromium for tests/e2e (Playwright drives it; it downloads no browser of its own). Installed
# when we are root and it is missing; without it the browser tests say they were skipped and why.
browser:
	@command -v chromium >/dev/null 2>&1 || [ "$$(id -u)" != 0 ] || \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || \
		echo "could not install chromium: browser tests will be skipped"

# The engine on its own, with Django's pytest plugin switched off: proof that it needs no Django. It runs on the
# pure-Python path (CARDWARS_PURE=1), so that with `make test` (compiled kernel) CI runs the suite both ways.
test-engine: venv kernel
	CARDWARS_PURE=1 $(BIN)/python -m pytest -p no:django tests/engine

# The Django side again against the real services: PostgreSQL and a Redis broker.
test-services: venv kernel
	DATABASE_URL=$(PG_URL) REDIS_URL=$(REDIS_TEST_URL) $(BIN)/python -m pytest --ignore=tests/engine

lint: venv
	$(BIN)/ruff check .
	$(BIN)/lint-imports
	$(BIN)/mypy

# Every benchmark into docs/benchmarks.md: this engine beside BENCH_BASELINE (default 983bbb6), the site beside the
# bare engine (also on PostgreSQL and Redis with BENCH_DATABASE_URL and BENCH_REDIS_URL), cardwars-showdown with
# SHOWDOWN_DIR; BENCH_ONLY=<sections> measures only those. The BENCH_* counts are in bench/compare.py and
# bench/simulations.py.
bench: setup
	$(BIN)/python -m bench.report > docs/benchmarks.md.tmp && mv docs/benchmarks.md.tmp docs/benchmarks.md
	@cat docs/benchmarks.md

clean:
	rm -rf $(VENV) var
