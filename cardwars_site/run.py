"""`make run`: the web server (gunicorn), a Celery worker and Celery beat in one terminal; Ctrl-C stops all.

WEB_SERVER=runserver uses Django's development server instead (it reloads nothing either way).
"""

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


def commands(python: str, host: str, port: str, concurrency: str) -> dict[str, list[str]]:
    """The processes of a running site, by name."""
    from django.conf import settings  # the state directory (beat's schedule file) comes from the settings

    web = ([python, "manage.py", "runserver", f"{host}:{port}", "--noreload"]
           if os.environ.get("WEB_SERVER") == "runserver"
           else [python, "-m", "gunicorn", "-c", "python:cardwars_site.gunicorn_conf", "cardwars_site.wsgi"])
    return {
        "worker": [python, "-m", "celery", "-A", "cardwars_site", "worker", "-Q", "default,simulations",
                   "--concurrency", concurrency, "--loglevel", "INFO", "-n", "cardwars@%h"],
        # Beat sends the watchdog that puts back a dead worker's or a lost chunk (see SIMULATION_WATCHDOG_SECONDS).
        "beat": [python, "-m", "celery", "-A", "cardwars_site", "beat", "--loglevel", "INFO",
                 "--schedule", str(Path(settings.STATE_DIR) / "celerybeat-schedule")],
        "web server": web,
    }


def run_environment(environ, host: str, port: str) -> dict[str, str]:
    """The processes' environment: DEBUG off unless asked for (DEBUG=1 make run), so a missing page is the
    site's own 404, not Django's debug page listing every URL pattern to whoever asks."""
    return {"DEBUG": "0", **environ, "HOST": host, "PORT": port}


def port_problem(host: str, port: str) -> str | None:
    """Why the web server could not listen on host:port (taken, or not a port), in words, or None."""
    try:
        number = int(port)
    except ValueError:
        return f"PORT={port!r} is not a port number; choose one, e.g. PORT=8001 make run"
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gunicorn does: a closing socket is free
        try:
            probe.bind((host.strip("[]"), number))
        except OSError as exc:
            return (f"port {number} on {host} is taken ({exc.strerror or exc}); stop what uses it, or choose "
                    f"another port: PORT={number + 1} make run")
    return None


def main():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardwars_site.settings")
    import django

    django.setup()
    host = os.environ.get("HOST", "127.0.0.1")
    port = os.environ.get("PORT", "8000")
    concurrency = os.environ.get("WORKER_CONCURRENCY", str(os.cpu_count() or 1))
    problem = port_problem(host, port)
    if problem:
        print(f"\n  Card Wars Lab cannot start: {problem}\n", file=sys.stderr, flush=True)
        sys.exit(2)
    env = run_environment(os.environ, host, port)
    children = {name: subprocess.Popen(cmd, cwd=BASE_DIR, env=env)
                for name, cmd in commands(sys.executable, host, port, concurrency).items()}
    print(f"\n  Card Wars Lab is starting at http://{host}:{port}/  (Ctrl-C stops the site, the worker and beat)\n",
          flush=True)

    def stop(*_, code: int = 0):
        for child in children.values():
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 15
        for child in children.values():
            try:
                child.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                child.kill()
        print("stopped the web server, the worker and beat", flush=True)
        sys.exit(code)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    while True:
        for name, child in children.items():
            if child.poll() is not None:
                print(f"the {name} exited with code {child.returncode}; stopping", flush=True)
                stop(code=child.returncode or 1)
        time.sleep(0.5)


if __name__ == "__main__":
    main()
