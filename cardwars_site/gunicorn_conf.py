"""Gunicorn's settings for the site: `gunicorn -c python:cardwars_site.gunicorn_conf cardwars_site.wsgi`.

Threaded sync workers (gthread): Django's views and ORM are synchronous, so an ASGI server would add a
layer without making them faster; threads overlap the waits on the database while the processes use the
cores. Every thread keeps at most one database connection, so the site holds at most WEB_WORKERS x
WEB_THREADS of them (8 on two cores), whatever the number of clients: the rest wait in the listen queue.
"""

import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
worker_class = "gthread"
workers = int(os.environ.get("WEB_WORKERS") or os.cpu_count() or 1)
threads = int(os.environ.get("WEB_THREADS") or 4)
backlog = 2048
timeout = int(os.environ.get("WEB_TIMEOUT") or 30)  # a request that takes longer is a bug: the worker restarts
graceful_timeout = 10
keepalive = 5
max_requests = 20_000  # recycle workers now and then, so a slow leak cannot grow for ever
max_requests_jitter = 2_000
accesslog = os.environ.get("WEB_ACCESS_LOG") or None  # "-" for standard output
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info").lower()
wsgi_app = "cardwars_site.wsgi:application"
# No runtime control socket: it lives at one path per user, so two sites on one machine would share it.
control_socket_disable = True
