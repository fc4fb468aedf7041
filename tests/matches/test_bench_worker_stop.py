"""The simulation bench stops its Celery worker with a warm shutdown, and kills the process group when the
worker hangs while shutting down, so the figures already timed are kept (matches/bench.py)."""
import subprocess
import sys


def _spawn(code):
    """A stand-in worker in its own process group, returned once it has set its signal handlers."""
    p = subprocess.Popen([sys.executable, "-c", code + "\nprint('ready', flush=True)\ntime.sleep(60)"],
                         start_new_session=True, stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "ready"
    return p


def test_a_worker_that_exits_on_sigterm_is_stopped_without_a_kill(capsys):
    from matches.bench import _stop
    p = _spawn("import time")
    _stop(p, grace=5)
    assert p.returncode == -15
    assert "killed" not in capsys.readouterr().err


def test_a_worker_that_ignores_sigterm_is_killed_after_the_grace(capsys):
    from matches.bench import _stop
    p = _spawn("import signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)")
    _stop(p, grace=0.5)
    assert p.returncode == -9
    assert f"worker {p.pid} still running 0.5 s after SIGTERM; killed" in capsys.readouterr().err
