"""The progress line of `simulate`: games done, the pace and the time left, on a terminal or in a log."""
from matches.cli_progress import Progress, duration_words


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def make(tty, quiet=False):
    out, clock = [], Clock()
    return Progress(out.append, tty=tty, quiet=quiet, clock=clock), out, clock


def test_the_line_gives_the_pace_and_the_time_left():
    p, _, clock = make(tty=False)
    clock.now += 40  # 200 games in 40 s: 5 games/s, 800 left
    assert p.line(200, 1000) == f"[{'#' * 6}{'.' * 24}] 200/1000 games, 5.0 games/s, about 2 min 40 s left"
    clock.now += 460  # slow games: seconds a game instead
    assert p.line(250, 1000).endswith("250/1000 games, 2.0 s a game, about 25 min 00 s left")
    assert p.line(1000, 1000).endswith(", 8 min 20 s in all")
    assert p.line(0, 1000) == f"[{'.' * 30}] 0/1000 games"


def test_a_log_gets_one_line_per_tenth_of_the_run():
    p, out, clock = make(tty=False)
    for done in range(1, 1001):
        clock.now += 0.01
        p(done, 1000)
    assert len(out) == 10 and all(line.endswith("\n") and "\r" not in line for line in out)
    assert out[0].startswith(f"[{'#' * 3}{'.' * 27}] 100/1000 games") and "100.0 games/s" in out[0]


def test_a_short_run_in_a_log_still_shows_every_game():
    p, out, _ = make(tty=False)
    for done in range(1, 4):
        p(done, 3)
    assert [line.split("] ")[1].split(" games")[0] for line in out] == ["1/3", "2/3", "3/3"]


def test_a_terminal_line_is_redrawn_in_place_a_few_times_a_second():
    p, out, clock = make(tty=True)
    for done in range(1, 101):
        clock.now += 0.01  # 100 games in 1 s: redrawn about every 0.25 s, and at the end
        p(done, 100)
    assert 4 <= len(out) <= 6
    assert all(line.startswith("\r") for line in out) and out[-1].endswith("100/100 games, 100.0 games/s, 1 s in all\n")
    assert not any(line.endswith("\n") for line in out[:-1])


def test_quiet_writes_nothing():
    p, out, _ = make(tty=True, quiet=True)
    p(1, 1)
    assert out == []


def test_durations_in_words():
    assert [duration_words(s) for s in (0.4, 59, 65, 3599, 3720)] == ["0 s", "59 s", "1 min 05 s", "59 min 59 s",
                                                                       "1 h 02 min"]
