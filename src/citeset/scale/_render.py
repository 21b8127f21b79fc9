"""The render checks of a sharded evaluation, in the parent, a batch of records at a time.

The browser checks run once, before any worker starts, so that each finding reaches the shard holding its case
(`ShardTask.render_findings`). A suite checked as a stream is never loaded whole for them: the records that
carry a rendered answer are read `RENDER_BATCH` at a time, in the run's order, each batch with the part of
the suite it reaches, as a shard worker reads its own (`load_shard_inputs`: the whole corpus only when
readers are restricted, since what a page must not show is judged against every blocked text). The page
names screenshots are stored under are given across batches from one set, so they are one pass's names.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from citeset.scale._index import SuiteIndex
from citeset.scale._inputs import load_shard_inputs

RENDER_BATCH = 4096
"""Records with a rendered answer per batch (the cases of one default shard)."""


def render_in_batches(checker: Any, suite_path: Path, run_path: Path, index_path: Path, attach: str,
                      save_png: Any) -> dict[str, Sequence[Any]] | None:
    """Findings per case of every record with a rendered answer (None when the checker did not check: no
    browser)."""
    names: set[str] = set()
    shares_names = _takes_names(checker)
    findings: dict[str, Sequence[Any]] = {}
    with SuiteIndex.open(index_path) as index:
        for ids in index.rendered_batches(RENDER_BATCH):
            suite, run = load_shard_inputs(suite_path, run_path, ids, index_path)
            found = checker(suite, run, attach, save_png, names) if shares_names else \
                checker(suite, run, attach, save_png)
            del suite, run
            if found is None:
                return None
            findings.update(found)
    return findings


def _takes_names(checker: Any) -> bool:
    """Whether the checker takes the shared page names (`render.RenderChecker`); a checker written to the
    older four-argument form (`service.RenderChecker`) is called with four."""
    try:
        return "names" in inspect.signature(checker).parameters
    except (TypeError, ValueError):
        return False
