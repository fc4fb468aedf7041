"""`make run`: one Celery worker and the web server in one terminal; Ctrl-C stops both."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


def main():
    host = os.environ.get("HOST", "127.0.0.1")
    port = os.environ.get("PORT", "8000")
    concurrency = os.environ.get("WORKER_CONCURRENCY", str(os.cpu_count() or 1))
    python = sys.executable
    worker = subprocess.Popen(
        [python, "-m", "celery", "-A", "cardwars_site", "worker", "-Q", "default,simulations",
         "--concurrency", concurrency, "--loglevel", "INFO", "-n", "cardwars@%h"],
        cwd=BASE_DIR,
    )
    web = subprocess.Popen([python, "manage.py", "runserver", f"{host}:{port}", "--noreload"], cwd=BASE_DIR)
    print(f"\n  Card Wars Lab is starting at http://{host}:{port}/  (Ctrl-C stops the site and the worker)\n",
          flush=True)
    children = [worker, web]

    def stop(*_):
        for child in children:
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 15
        for child in children:
            try:
                child.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                child.kill()
        print("stopped the web server and the worker", flush=True)
        sys.exit(0)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    while True:
        for child in children:
            if child.poll() is not None:
                name = "worker" if child is worker else "web server"
                print(f"the {name} exited with code {child.returncode}; stopping", flush=True)
                stop()
        time.sleep(0.5)


if __name__ == "__main__":
    main()
