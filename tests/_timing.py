"""Scaling checks for hostile inputs: a ratio of CPU times at two sizes, never a fixed budget.

A fixed budget ("under 2 CPU s") fails on a loaded machine: another process beside the test slows the caches and
the CPU time of the same work grows (a test needing 1.1 s took 2.28 s). A ratio of two sizes measured in the same
test is not moved by that, and still tells linear (x4 for four times the input) from quadratic (x16).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

FLOOR = 0.02  # seconds: a small run faster than this is counted as this, not divided by


def assert_linear(run: Callable[[int], T], small: int, factor: int = 4, max_ratio: float = 8.0,
                  repeats: int = 3, floor: float = FLOOR) -> T:
    """Assert that `run(n)` takes CPU time roughly linear in `n`; return what the last `run(small * factor)` gave.

    `run(small)` and `run(small * factor)` are timed `repeats` times, interleaved so a transient load hits both
    sizes, and the least time of each size is kept (load only ever adds); the garbage collector is paused while
    a run is timed. With factor 4 a linear reading gives about x4 and a quadratic one x16, so the default bound x8
    fails only on super-linear growth. A small run under `floor` counts as `floor`, so a reading too quick to
    measure is held to `max_ratio * floor` at the large size. `run` should make its input afresh from `n` and may
    assert on what it reads (each call is timed as a whole).
    """
    large = small * factor
    spent: dict[int, list[float]] = {small: [], large: []}
    results: list[T] = []
    for _ in range(repeats):
        for n in (small, large):
            gc.disable()  # the collector's passes grow with all the process holds, not with the reading timed
            try:
                start = time.process_time()
                out = run(n)
                spent[n].append(time.process_time() - start)
            finally:
                gc.enable()
            if n == large:
                results.append(out)
    t_small, t_large = min(spent[small]), min(spent[large])
    limit = max_ratio * max(t_small, floor)
    print(f"assert_linear: n={small}: {t_small:.3f} s, n={large}: {t_large:.3f} s, "
          f"ratio {t_large / max(t_small, floor):.1f} (bound {max_ratio:g})")
    assert t_large <= limit, (
        f"super-linear CPU time: n={small} took {t_small:.3f} s, n={large} (x{factor}) took {t_large:.3f} s, "
        f"over {max_ratio:g} x max({t_small:.3f}, {floor:g}) = {limit:.3f} s (linear: about x{factor}, "
        f"quadratic: x{factor * factor}); all runs: {spent[small]} / {spent[large]}")
    return results[-1]
