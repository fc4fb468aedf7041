"""Stop a run once its 95% interval is narrow enough, honestly: a confidence sequence.

Checking a fixed-size 95% interval after every few games and stopping the first time it is narrow enough
is not a 95% interval any more: given enough looks, luck makes it narrow (and wrong) early. A confidence
sequence is an interval at every number of games at once that holds the true rate at all of them, with
probability 95%, so stopping whenever it is narrow enough leaves it valid.

The one used here is Robbins' normal mixture (Howard, Ramdas, McAuliffe and Sekhon, "Time-uniform,
nonparametric, nonasymptotic confidence sequences", Annals of Statistics 2021): for n samples in [0, 1]
(each sub-Gaussian with variance proxy 1/4, Hoeffding's lemma), with v = n / 4,

    |mean - rate| <= sqrt((v + rho) * log((v + rho) / (rho * (alpha / 2) ** 2))) / n   for every n at once,

alpha / 2 on each side (5% in all). rho is fixed before the run from the width asked for: the variance
proxy times the games a fixed-size interval of that width needs, which makes the sequence narrowest about
there. The price of looking at every game is width: this interval is about 1.7 times a fixed-size one at
the same count, so a run stops at about three times the games a fixed-size run of that width would play.

A sample is a game (deck A's win 1, else 0), or with mirrored shuffles a pair of games on the same shuffle
(its mean), since the two games of a pair are not independent. Only the games of a complete prefix of game
indices count (games 0 to n - 1, all finished): workers finish games out of order, and quick games finish
first, so "the games finished so far" would favour whoever wins quickly.
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054
ALPHA = 0.05
VARIANCE = 0.25  # a sample in [0, 1] is sub-Gaussian with this variance proxy
MIN_SAMPLES = 10


def mixture_rho(width: float) -> float:
    """The mixture's precision for a run asked to stop at +-width (a fraction, 0.03 for 3 points)."""
    fixed = (Z95 * math.sqrt(VARIANCE) / width) ** 2  # the samples of a fixed-size interval that wide
    return VARIANCE * fixed


def half_width(samples: int, *, rho: float, alpha: float = ALPHA) -> float:
    """The confidence sequence's half-width after `samples` samples (a fraction of 1)."""
    if samples <= 0:
        return math.inf
    v = VARIANCE * samples
    return math.sqrt((v + rho) * math.log((v + rho) / (rho * (alpha / 2) ** 2))) / samples


def samples_of(wins: list[float], *, mirrored: bool) -> list[float]:
    """The samples of a prefix of games (deck A's result of each, 1 a win, else 0): each game, or each
    complete mirrored pair's mean."""
    if not mirrored:
        return wins
    return [(wins[i] + wins[i + 1]) / 2 for i in range(0, len(wins) - 1, 2)]


def check(wins: list[float], *, width: float, mirrored: bool) -> dict | None:
    """Whether a run asked to stop at +-width may stop after this prefix of games: None if not yet, else the
    games to keep (the prefix, whole pairs when mirrored), the rate and the sequence's interval."""
    samples = samples_of(wins, mirrored=mirrored)
    if len(samples) < MIN_SAMPLES:
        return None
    half = half_width(len(samples), rho=mixture_rho(width))
    if half > width:
        return None
    rate = sum(samples) / len(samples)
    games = len(samples) * (2 if mirrored else 1)
    return {"games": games, "rate": round(rate, 4), "half_width": round(half, 4),
            "low": round(max(0.0, rate - half), 4), "high": round(min(1.0, rate + half), 4), "width": width}
