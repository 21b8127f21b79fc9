"""Building the judge a spec names: one construction for the CLI, the service and every shard worker."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def make_judge(spec: str, cache: Path | None = None, no_cache: bool = False) -> Any:
    """The judge a spec names, behind the label cache unless that costs more than judging (rules).

    The cache is SQLite in WAL mode with a busy timeout, so shard workers on one machine share it safely."""
    from citeset.judges import CachedJudge, default_cache_path, load_judge

    judge = load_judge(spec)
    if no_cache or (cache is None and judge.spec.name == "rules"):
        return judge  # the rules judge is cheaper to run than to look up
    return CachedJudge(judge, cache or default_cache_path())


class JudgeShelf:
    """The judges one worker (a local process or a Ray actor) has built, by spec and cache settings: built
    for its first shard and reused for every later one, so a model loads once per worker, not per shard."""

    def __init__(self) -> None:
        self._judges: dict[tuple[str, str | None, bool], Any] = {}

    def get(self, spec: str, cache: Path | None, no_cache: bool) -> Any:
        key = (spec, str(cache) if cache else None, no_cache)
        if key not in self._judges:
            self._judges[key] = make_judge(spec, cache, no_cache)
        return self._judges[key]
