"""Settings for the Card Wars site, read from the environment (see README, "Configuration").

With nothing set, the site runs on embedded defaults: SQLite and Celery's file-system broker under
the state directory. CARDWARS_ENV=production turns DEBUG off and refuses to start without
SECRET_KEY and ALLOWED_HOSTS.
"""

import secrets
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from .env import env_bool, env_choice, env_int, env_list, env_str, env_url

BASE_DIR = Path(__file__).resolve().parent.parent
ENVIRONMENT = env_choice("CARDWARS_ENV", "development", ("development", "production", "test"))
PRODUCTION = ENVIRONMENT == "production"

STATE_DIR = Path(env_str("CARDWARS_STATE_DIR", str(BASE_DIR / "var"))).resolve()
STATE_DIR.mkdir(parents=True, exist_ok=True)


MIN_SECRET_KEY_LENGTH = 50  # what Django's check --deploy asks for (W009)


def _secret_key() -> str:
    key = env_str("SECRET_KEY", required=PRODUCTION)
    if key and PRODUCTION and (len(key) < MIN_SECRET_KEY_LENGTH or len(set(key)) < 5):
        raise ImproperlyConfigured(f"SECRET_KEY must be at least {MIN_SECRET_KEY_LENGTH} characters with at least "
                                   f"5 different ones when CARDWARS_ENV=production; this one has {len(key)}")
    if key:
        return key
    # Development only: a random key kept in the state directory, never one written in the code.
    path = STATE_DIR / "dev-secret-key"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(50))
    return path.read_text().strip()


SECRET_KEY = _secret_key()
DEBUG = env_bool("DEBUG", default=not PRODUCTION)
if PRODUCTION and DEBUG:
    raise ImproperlyConfigured("DEBUG must be off when CARDWARS_ENV=production")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", [] if PRODUCTION else ["localhost", "127.0.0.1", "[::1]", "testserver"])
if PRODUCTION and not ALLOWED_HOSTS:
    raise ImproperlyConfigured("ALLOWED_HOSTS must be set when CARDWARS_ENV=production")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "cards",
    "decks",
    "matches",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Content-Security-Policy on every answer; inline scripts need the request's nonce (cardwars_site/csp.py).
    "cardwars_site.csp.ContentSecurityPolicyMiddleware",
    # Static files straight from the server process, compressed and cached (no separate file server).
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Refuse what no view can use (NUL characters, oversized bodies, uploads included) and answer 503 when the database
    # is down, in the API's error shape under /api/.
    "cardwars_site.middleware.BadInputMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "cardwars_site.urls"
WSGI_APPLICATION = "cardwars_site.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "cardwars_site.csp.csp_nonce",
            ],
        },
    },
]

DATABASE_URL = env_url("DATABASE_URL", ("postgres", "postgresql", "sqlite"))
# Each web thread or worker process holds at most one connection for DB_CONN_MAX_AGE seconds: the server's
# processes x threads (WEB_WORKERS x WEB_THREADS, see cardwars_site/run.py) plus the Celery pool must stay
# under the database's max_connections (PostgreSQL's default is 100). 0 closes it after each request.
if DATABASE_URL:
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=env_int("DB_CONN_MAX_AGE", 60),
                                                  conn_health_checks=True)}
else:
    DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": STATE_DIR / "db.sqlite3"}}
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # A worker and the web server write at once; wait for the lock instead of failing. A transaction takes
    # the write lock when it begins: one that read first and then wanted to write would fail at once with
    # "database is locked" (SQLite gives no wait there). The same for a SQLite file named by DATABASE_URL.
    # Write-ahead log: readers (the run page's progress poll) do not block the workers' writes, and a commit
    # costs no flush to disk (synchronous=NORMAL): 0.02 ms where the rollback journal took about 20 ms here,
    # paid several times per chunk. A power cut may lose the last commits, never the database's consistency.
    DATABASES["default"].setdefault("OPTIONS", {}).update({
        "timeout": 20, "transaction_mode": "IMMEDIATE",
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL"})
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# Password-reset mail: printed to the log unless an SMTP server is named (EMAIL_HOST), so a reset never
# fails for want of a mail server.
EMAIL_HOST = env_str("EMAIL_HOST")
EMAIL_BACKEND = ("django.core.mail.backends.smtp.EmailBackend" if EMAIL_HOST
                 else "django.core.mail.backends.console.EmailBackend")
EMAIL_PORT = env_int("EMAIL_PORT", 587, minimum=1, maximum=65_535)
EMAIL_HOST_USER = env_str("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = env_str("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "cardwars@localhost")
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = STATE_DIR / "staticfiles"  # filled by `collectstatic` (make setup)
STATIC_ROOT.mkdir(parents=True, exist_ok=True)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Production serves hashed, compressed copies made by `collectstatic`; development serves the folder as it is.
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage" if PRODUCTION
                    else "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
# Upload and form bodies: Django's own bounds, named here because the 413 answer reads them; the whole body of
# any request, files included, is refused over DATA_UPLOAD_MAX_MEMORY_SIZE (cardwars_site/middleware.py).
DATA_UPLOAD_MAX_MEMORY_SIZE = 2_621_440
FILE_UPLOAD_MAX_MEMORY_SIZE = 2_621_440

if PRODUCTION:
    SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
    CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
    SECURE_CONTENT_TYPE_NOSNIFF = True
    # HTTPS only: redirect plain HTTP (unless a proxy in front already does: SECURE_SSL_REDIRECT=0) and tell
    # browsers to keep to HTTPS (HSTS, a year by default; SECURE_HSTS_SECONDS=0 turns it off).
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 31_536_000, minimum=0)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
    SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # a load balancer's probe may come over plain HTTP
    if env_bool("SECURE_PROXY_SSL_HEADER", False):  # behind a proxy that sets X-Forwarded-Proto
        SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# Throttle counters (API rates, sign-in attempts) are kept where every server process sees them: Redis
# when there is one, else a folder under the state directory.
# With Redis down the cache fails open (cardwars_site/caching.py): pages that need no broker keep working.
if env_str("REDIS_URL"):
    CACHES = {"default": {"BACKEND": "cardwars_site.caching.FailOpenRedisCache",
                          "LOCATION": env_str("REDIS_URL"), "KEY_PREFIX": "cardwars",
                          "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1}}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
                          "LOCATION": str(STATE_DIR / "cache")}}
# How long a signed-out visitor's catalogue page (search, a card) is kept once rendered (cardwars_site/caching.py).
CATALOGUE_CACHE_SECONDS = env_int("CATALOGUE_CACHE_SECONDS", 60, minimum=0, maximum=86_400)
# Sign-in: at most this many failed attempts per account name and address (three times as many per address
# over all names) in LOGIN_FAILURE_WINDOW seconds; then the form and the token endpoint refuse that name from
# that address until the window passes (cardwars_site/signin_limits.py).
LOGIN_FAILURE_LIMIT = env_int("LOGIN_FAILURE_LIMIT", 10, minimum=1)
LOGIN_FAILURE_WINDOW = env_int("LOGIN_FAILURE_WINDOW", 900, minimum=1)

# --- API ---------------------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "cardwars_site.schema.ErrorDocumentingSchema",
    # Token first: DRF answers a failed or missing sign-in from the first class's challenge, and only the token's
    # has one (401 with WWW-Authenticate: Token; the session's would make it a 403).
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_PAGINATION_CLASS": "cardwars_site.api.Pagination",
    "PAGE_SIZE": 50,
    "EXCEPTION_HANDLER": "cardwars_site.api.exception_handler",
    # Per-address limits (throttles, sign-in, sign-up) take the client's address from X-Forwarded-For only
    # as far as the configured proxies vouch for it: 0 (the default) trusts no header, only REMOTE_ADDR.
    "NUM_PROXIES": env_int("NUM_PROXIES", 0, minimum=0, maximum=10),
    # DRF's parsers, with JSON refusing deep nesting and lone surrogates (cardwars_site/parsers.py).
    "DEFAULT_PARSER_CLASSES": ["cardwars_site.parsers.GuardedJSONParser", "rest_framework.parsers.FormParser",
                               "rest_framework.parsers.MultiPartParser"],
    "DEFAULT_THROTTLE_RATES": {
        "deck-validate": env_str("THROTTLE_DECK_VALIDATE", "60/min"),
        "simulations": env_str("THROTTLE_SIMULATIONS", "30/hour"),
        "auth-token": env_str("THROTTLE_AUTH_TOKEN", "20/min"),
        "signup": env_str("THROTTLE_SIGNUP", "10/hour"),
    },
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"]
    + ([] if PRODUCTION else ["rest_framework.renderers.BrowsableAPIRenderer"]),
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Card Wars API",
    "DESCRIPTION": "Catalogue, decks, collections and simulated matchups for the Card Wars card game.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "ENUM_NAME_OVERRIDES": {"AiPlayerEnum": "matches.services.PLAYER_CHOICES"},
}

# --- Celery ------------------------------------------------------------------------------------
REDIS_URL = env_url("REDIS_URL", ("redis", "rediss"))
BROKER_DIR = STATE_DIR / "broker"
if REDIS_URL:
    CELERY_BROKER_URL = REDIS_URL
    CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": env_int("CELERY_VISIBILITY_TIMEOUT", 3600, minimum=60)}
else:
    for sub in ("queue", "processed", "control"):
        (BROKER_DIR / sub).mkdir(parents=True, exist_ok=True)
    CELERY_BROKER_URL = "filesystem-atomic://"  # kombu's file-system transport, messages written atomically
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        # Producers write where consumers read: one folder for both directions.
        "data_folder_in": str(BROKER_DIR / "queue"),
        "data_folder_out": str(BROKER_DIR / "queue"),
        "processed_folder": str(BROKER_DIR / "processed"),
        "control_folder": str(BROKER_DIR / "control"),
        "store_processed": False,
        # A worker process that finished its chunk looks for the next message this often (kombu's default is
        # 1 s, which left a worker idle about half the time on chunks of a second or two). Looking costs one
        # directory listing.
        "polling_interval": env_int("CELERY_BROKER_POLLING_MS", 50, minimum=1, maximum=5000) / 1000,
    }
# Results live in our own tables. A result backend is only for diagnostics and tests.
CELERY_RESULT_BACKEND = env_str("CELERY_RESULT_BACKEND")
CELERY_TASK_IGNORE_RESULT = CELERY_RESULT_BACKEND is None
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_DEFAULT_QUEUE = "default"
SIMULATION_QUEUE = "simulations"
# The watchdog is quick and must not wait behind long chunks: it goes to the default queue.
CELERY_TASK_ROUTES = {"matches.tasks.requeue_stale_chunks": {"queue": CELERY_TASK_DEFAULT_QUEUE},
                      "matches.tasks.*": {"queue": SIMULATION_QUEUE}}
# One message at a time per worker process: a simulation chunk is long, and a prefetched one would
# wait behind it while another worker sits idle.
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", False)
# Simulations: games per chunk task, the most games one run may ask for, how long a chunk's worker may
# stay silent before another takes the chunk over, and the hard time limit of one chunk task.
# A run is cut into chunks largest first (matches/services.py, chunk_schedule): the first ones long, so the
# per-chunk cost (claim, setup, the broker's hand-over) is paid a few times only, and the last ones lasting
# about SIMULATION_CHUNK_TAIL_MS at the pairing's measured pace (matches/pace.py), so the worker processes
# finish close together. SIMULATION_CHUNK_SIZE set to a number fixes the size instead (0: the schedule).
SIMULATION_CHUNK_SIZE = env_int("SIMULATION_CHUNK_SIZE", 0, minimum=0, maximum=10_000)
SIMULATION_CHUNK_TAIL_MS = env_int("SIMULATION_CHUNK_TAIL_MS", 300, minimum=1, maximum=600_000)
SIMULATION_CHUNK_MAX_GAMES = env_int("SIMULATION_CHUNK_MAX_GAMES", 1000, minimum=1, maximum=10_000)
SIMULATION_MAX_GAMES = env_int("SIMULATION_MAX_GAMES", 100_000, minimum=1, maximum=100_000)
SIMULATION_CHUNK_STALE_SECONDS = env_int("SIMULATION_CHUNK_STALE_SECONDS", 60, minimum=1)
SIMULATION_CHUNK_TIME_LIMIT = env_int("SIMULATION_CHUNK_TIME_LIMIT", 1800, minimum=10)
# Celery beat sends the watchdog this often: it puts back the chunks of a dead worker (heartbeat older than
# the stale window) and sends again chunks whose messages the broker lost. A run recovers from a killed
# worker within SIMULATION_CHUNK_STALE_SECONDS + SIMULATION_WATCHDOG_SECONDS (70 s by default), and from a
# broker restart within SIMULATION_WATCHDOG_SECONDS once a worker is free, with nobody watching.
SIMULATION_WATCHDOG_SECONDS = env_int("SIMULATION_WATCHDOG_SECONDS", 10, minimum=1, maximum=3600)
CELERY_BEAT_SCHEDULE = {
    "requeue-stale-chunks": {
        "task": "matches.tasks.requeue_stale_chunks",
        "schedule": float(SIMULATION_WATCHDOG_SECONDS),
        # A tick that waited longer than the next one is useless: drop it instead of running a backlog.
        "options": {"expires": float(SIMULATION_WATCHDOG_SECONDS)},
    },
}
CELERY_BEAT_SCHEDULE_FILENAME = str(STATE_DIR / "celerybeat-schedule")
HEALTH_TIMEOUT = env_int("HEALTH_TIMEOUT_SECONDS", 2, minimum=1, maximum=30)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
}
