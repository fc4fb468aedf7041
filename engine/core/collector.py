"""The cyclic garbage collector while a player searches.

A search clones positions by the thousand and drops them at once; reference counting frees them (a position
holds no cycle), but every container allocated counts towards the collector's next pass, so with Python's
default threshold (700) a greedy search runs a pass every few positions, to find nothing. `searching()` raises
the first generation's threshold for the length of a search and puts the old one back after: the passes still
run, a dozen times less often. Nothing a player chooses depends on it (the collector frees no position a search
can still reach), so the games are the same; docs/engine-speed.md has the measurement."""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

SEARCH_THRESHOLD = 10_000  # allocations between two passes of the first generation during a search


@contextmanager
def searching() -> Iterator[None]:
    """Run the block with the first generation's threshold at least SEARCH_THRESHOLD; the thresholds as they
    were after it. Nested (or already raised) it changes nothing; with the collector disabled it does nothing."""
    old = gc.get_threshold()
    if old[0] >= SEARCH_THRESHOLD or old[0] == 0:
        yield
        return
    gc.set_threshold(SEARCH_THRESHOLD, *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)


__all__ = ["SEARCH_THRESHOLD", "searching"]
