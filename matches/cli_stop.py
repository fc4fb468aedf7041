"""Ctrl-C during `manage.py simulate`: stop the run and report the games it finished (a partial report).

While a run plays, the first Ctrl-C (SIGINT) only raises a flag: the engine's play_match asks `stop()` between
games and as each turn starts, drops the game under way and returns games 0..k-1 (k the first game not
finished: with several processes a few finished games past a gap are left out), so the partial report is
exactly the one `--games k` prints, marked partial. The command then exits with status 130 (the shell's code
for a run ended by SIGINT). A second Ctrl-C stops at once, with no report. Outside the main thread (a test's
call_command in a thread) no handler can be set, and the stop never fires."""
from __future__ import annotations

import signal
import threading
from collections.abc import Callable
from typing import Any

from django.core.management.base import CommandError

EXIT_INTERRUPTED = 130  # 128 + SIGINT, what a shell reports for a program ended by Ctrl-C


class CtrlC:
    """The `stop` callable of one run (module docstring); a context manager that holds the SIGINT handler.
    `watch(progress)` wraps the run's progress callback, so `done` counts the games finished so far."""

    def __init__(self) -> None:
        self.pressed = False
        self.done = 0
        self._old: Any = None
        self._progress: Any = None

    def __call__(self) -> bool:
        return self.pressed

    def _handle(self, signum: int, frame: Any) -> None:
        if self.pressed:  # the second Ctrl-C: the user wants out now
            raise KeyboardInterrupt
        self.pressed = True

    def __enter__(self) -> CtrlC:
        if threading.current_thread() is threading.main_thread():
            self._old = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        bar = self._progress
        if self.pressed and getattr(bar, "tty", False) and not getattr(bar, "quiet", True):
            bar.write("\n")  # a terminal's progress line is redrawn in place: the report starts below it
        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)
            self._old = None

    def watch(self, progress: Callable[[int, int], None] | None) -> Callable[[int, int], None]:
        self._progress = progress

        def counted(done: int, total: int) -> None:
            self.done = done
            if progress is not None:
                progress(done, total)
        return counted


def mark_partial(summary: dict, planned: int) -> dict:
    """Mark a stopped run's summary (JSON and text alike): `partial` and the games the run was asked for."""
    summary["partial"] = True
    summary["games_planned"] = planned
    return summary


def partial_line(played: int, planned: int) -> str:
    """The first line of a partial text report."""
    return (f"PARTIAL REPORT: stopped by Ctrl-C after {played} of {planned} games (games 0-{played - 1}: "
            f"the same report as --games {played})\n" if played else
            f"PARTIAL REPORT: stopped by Ctrl-C before any of the {planned} games was finished\n")


def interrupted(played: int, planned: int) -> CommandError:
    """The error the command ends with after a partial report: exit status 130."""
    return CommandError(f"stopped by Ctrl-C: the report above counts {played} of the {planned} games",
                        returncode=EXIT_INTERRUPTED)
