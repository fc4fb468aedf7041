"""Progress of a long `simulate` run on stderr: games done of the total, games per second and the time left.

On a terminal one line is redrawn in place (at most a few times a second); when stderr is a file or a pipe
(a CI log, `2> run.log`) a plain line is written every tenth of the run, so logs stay short and readable.
`--quiet` writes nothing. The clock is injected, so tests can drive it without sleeping."""
from __future__ import annotations

import time
from collections.abc import Callable

BAR_WIDTH = 30
REDRAW_SECONDS = 0.25  # a terminal line is redrawn at most this often (and always at the end)
LOG_STEPS = 10  # lines a non-terminal gets over a whole run


def duration_words(seconds: float) -> str:
    """A duration for people: '8 s', '4 min 05 s', '1 h 02 min'."""
    s = max(0, int(round(seconds)))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"


class Progress:
    """A `progress(done, total)` callback for the engine's matches (see the module docstring)."""

    def __init__(self, write: Callable[[str], None], *, tty: bool, quiet: bool = False,
                 flush: Callable[[], None] = lambda: None, clock: Callable[[], float] = time.monotonic) -> None:
        self.write = write
        self.flush = flush
        self.tty = tty
        self.quiet = quiet
        self.clock = clock
        self.start = clock()
        self.last_draw = float("-inf")
        self.next_log = 1

    def line(self, done: int, total: int) -> str:
        """`[#####.....] 500/1000 games, 12.5 games/s, about 40 s left` (the rate once a game is done)."""
        filled = BAR_WIDTH * done // total if total else BAR_WIDTH
        text = f"[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{total} games"
        elapsed = self.clock() - self.start
        if done and elapsed > 0:
            rate = done / elapsed
            text += f", {rate:.1f} games/s" if rate >= 1 else f", {elapsed / done:.1f} s a game"
            text += f", about {duration_words((total - done) / rate)} left" if done < total \
                else f", {duration_words(elapsed)} in all"
        return text

    def __call__(self, done: int, total: int) -> None:
        if self.quiet:
            return
        if self.tty:
            now = self.clock()
            if done < total and now - self.last_draw < REDRAW_SECONDS:
                return
            self.last_draw = now
            self.write("\r" + self.line(done, total) + ("\n" if done >= total else ""))
        else:
            step = done * LOG_STEPS // total if total else LOG_STEPS
            if step < self.next_log:
                return
            self.next_log = step + 1
            self.write(self.line(done, total) + "\n")
        self.flush()
