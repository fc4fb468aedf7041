"""The simulation bench stops its Celery worker with a warm shutdown (SIGTERM to the main process only), and
kills the process group when the worker hangs while shutting down, so the figures already timed are kept
(bench/simulations.py)."""
import signal
import subprocess
import sys
import time


def _spawn(code):
    """A stand-in worker in its own process group, returned once it has set its signal handlers."""
    p = subprocess.Popen([sys.executable, "-c", code + "\nprint('ready', flush=True)\ntime.sleep(60)"],
                         start_new_session=True, stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "ready"
    return p


def test_a_worker_that_exits_on_sigterm_is_stopped_without_a_kill(capsys):
    from bench.simulations import _stop
    p = _spawn("import time")
    _stop(p, grace=5)
    assert p.returncode == -15
    assert "killed" not in capsys.readouterr().err


def test_a_worker_that_ignores_sigterm_is_killed_after_the_grace(capsys):
    from bench.simulations import _stop
    p = _spawn("import signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)")
    _stop(p, grace=0.5)
    assert p.returncode == -9
    assert f"worker {p.pid} still running 0.5 s after SIGTERM; killed" in capsys.readouterr().err


def test_sigterm_goes_to_the_main_process_alone(monkeypatch):
    """Celery's main process shuts its pool down itself; the group gets only the final SIGKILL."""
    from bench import simulations as bench
    sent = []

    class Worker:
        pid = 4242

        def terminate(self):
            sent.append(("main", signal.SIGTERM))

        def wait(self, timeout):
            return 0
    monkeypatch.setattr(bench.os, "killpg", lambda pgid, sig: sent.append((pgid, sig)))
    bench._stop(Worker(), grace=5)
    assert sent == [("main", signal.SIGTERM), (4242, signal.SIGKILL)]


def test_nothing_of_the_group_outlives_the_stop(tmp_path):
    """A pool process still there when its main process has exited is killed with the group."""
    from bench.simulations import _stop
    script = tmp_path / "child.py"
    script.write_text("import signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
                      "print('ready', flush=True)\ntime.sleep(60)\n")
    pid_file = tmp_path / "child.pid"
    p = _spawn("import subprocess, sys, time\n"
               f"child = subprocess.Popen([sys.executable, {str(script)!r}], stdout=subprocess.PIPE)\n"
               f"child.stdout.readline()\nopen({str(pid_file)!r}, 'w').write(str(child.pid))")
    child = int(pid_file.read_text())
    assert _alive(child)
    _stop(p, grace=5)
    assert p.returncode == -15
    time.sleep(0.3)
    assert not _alive(child)


def _alive(pid):
    """Running, not exited (a killed process may stay a zombie until whoever adopted it reaps it)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
