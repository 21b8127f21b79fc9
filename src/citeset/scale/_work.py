"""The work folder of a sharded evaluation (DIR.partial beside --out): its plan, and what resuming may reuse.

plan.json records the digest of the inputs and of every setting that changes results, and the shard
boundaries. `--resume` reuses the completed shards only when that digest matches; otherwise it refuses,
naming what changed (exit 2). Shard sizes are multiples of the engine's batch (`EvalConfig.concurrency`),
because judge questions are de-duplicated within a batch: so the judge calls, and with them the report, are
identical to one process evaluating every case.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import shutil
import stat
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import Field

from citeset._files import sha256_if_file
from citeset._jsonl import atomic_writer
from citeset._lazyre import lazy_compile
from citeset._model import SCHEMA_VERSION, Record
from citeset.errors import InputError

PLAN = "plan.json"
_OURS = lazy_compile(r"plan\.json|shard-\d{5}\.(?:json|cards\.jsonl|tally\.json|error\.json)|\.(?:plan|shard-\d{5})"
                   r"[\w.\-]*\.new")
"""The files a work folder holds: nothing else, and no folder, is removed with it."""
_INDEX_FILES = lazy_compile(r"(?:run-)?index\.sqlite(?:-wal|-shm|-journal)?|run-check\.json|\.run-check\.json[\w.\-]*\.new")
_LABELS = {"citeset": "the citeset version", "code": "citeset's code", "judge_key": "the judge's version or settings", "ks": "--k",
           "render_check": "the render check findings"}


class ShardRange(Record):
    """Cases [start, stop) of the selected cases, in suite order."""

    index: int = Field(description="Shard number, from 0.")
    start: int = Field(description="First case's position among the selected cases.")
    stop: int = Field(description="One past the last case's position.")


class WorkPlan(Record):
    """plan.json of a work folder."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    inputs: dict[str, str | None] = Field(description="SHA-256 of each input file and of the suite's texts.")
    settings: dict[str, Any] = Field(description="Every setting that changes results.")
    digest: str = Field(description="SHA-256 of inputs and settings; each shard records it.")
    shards: list[ShardRange] = Field(description="Shard boundaries.")


def file_digests(suite_path: Path, run_path: Path) -> dict[str, str | None]:
    """SHA-256 of the suite's files and of the run."""
    names = ("sources.jsonl", "spans.jsonl", "cases.jsonl", "manifest.json")
    files = {name: sha256_if_file(suite_path / name) for name in names} if suite_path.is_dir() else \
        {"suite": sha256_if_file(suite_path)}
    return {**files, "run": sha256_if_file(run_path)}


def input_digests(suite_path: Path, run_path: Path, texts: str,
                  files: dict[str, str | None] | None = None) -> dict[str, str | None]:
    """Digests of what the evaluation reads: the suite's files, and `texts` (`digest_of_texts`, which covers
    the texts read from `path`s too) and the run. `files`: `file_digests`, when already computed."""
    found = dict(files) if files is not None else file_digests(suite_path, run_path)
    run = found.pop("run")
    return {**found, "texts": texts, "run": run}


def digest_of_texts(text_digests: Mapping[str, str]) -> str:
    """One SHA-256 over each version's text digest, by version id (`SuiteIndex.texts_digest` streams it)."""
    return hashlib.sha256(json.dumps(sorted(text_digests.items())).encode()).hexdigest()


DEFAULT_SHARD_CASES = 1024
"""Largest default shard: a worker's memory follows its shard (at 1M benchmark claims, whose cases share a
pool of 200k distractor documents, about 600 MB for 8,192 cases), and workers take shards one after another,
so small shards cost no process start each. What a shard allocates beside the caches that outlive it leaves the
heap fragmented up to the shard's peak: at 100k benchmark claims on two workers, 4,096-case shards left each
worker at ~365 MB and the machine at 909 MB, 1,024-case ones at ~305 MB and 770 MB (stop 52)."""


def plan_shards(n_cases: int, workers: int, shard_size: int | None, batch: int) -> list[ShardRange]:
    """Contiguous shards in whole batches. With `shard_size`, shards of that size (rounded up to a batch).
    Else shards of one worker's share, at most `DEFAULT_SHARD_CASES`, as many as every worker can take a whole
    number of; what is left is split in even parts, one per worker, so that workers taking the next shard as
    they free up finish together (10k cases on 2 workers were 4,096 + 1,808 cases for one, 4,096 for the other)."""
    if shard_size:
        size = _whole_batches(shard_size, batch)
        return _ranges(n_cases, [size] * math.ceil(n_cases / size))
    workers = max(workers, 1)
    size = _whole_batches(min(math.ceil(n_cases / workers), DEFAULT_SHARD_CASES), batch)
    rounds = n_cases // (workers * size)
    left = math.ceil((n_cases - rounds * workers * size) / batch)
    base, extra = divmod(left, workers)
    # the larger parts last: the last part is cut short by up to a batch, which then evens them out
    tail = [(base + (i >= workers - extra)) * batch for i in range(workers)]
    return _ranges(n_cases, [size] * (rounds * workers) + [part for part in tail if part])


def _whole_batches(size: int, batch: int) -> int:
    return max(batch, math.ceil(size / batch) * batch)


def _ranges(n_cases: int, sizes: list[int]) -> list[ShardRange]:
    out: list[ShardRange] = []
    start = 0
    for size in sizes:
        if start >= n_cases:
            break
        out.append(ShardRange(index=len(out), start=start, stop=min(start + size, n_cases)))
        start += size
    return out


def make_plan(inputs: dict[str, str | None], settings: dict[str, Any], shards: Sequence[ShardRange]) -> WorkPlan:
    digest = hashlib.sha256(json.dumps([inputs, settings], sort_keys=True, default=str).encode()).hexdigest()
    return WorkPlan(inputs=inputs, settings=settings, digest=digest, shards=list(shards))


def open_work(work: Path, plan: WorkPlan, resume: bool) -> WorkPlan:
    """The plan to follow in `work`: the stored one when resuming (refused if inputs or settings changed),
    else `plan`, written into a fresh folder."""
    stored = _stored_plan(work)
    if resume and stored is not None:
        _check_private(work)
        if stored.digest != plan.digest:
            raise InputError(f"cannot resume: {_what_changed(stored, plan)} changed since the interrupted run; "
                             f"rerun without --resume to start over", path=work)
        return stored
    clear_work(work)
    work.mkdir(mode=0o700, parents=True)
    with atomic_writer(work / PLAN) as handle:
        handle.write(plan.model_dump_json(indent=2) + "\n")
    return plan


def _check_private(work: Path) -> None:
    """Shards are reused only from a folder that this user owns and nobody else can write to."""
    info = work.lstat()
    if stat.S_ISLNK(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o022:
        raise InputError("cannot resume: the work folder is not private (a link, another user's, or writable by "
                         "others), so its shards cannot be trusted; rerun without --resume", path=work)


def check_plan(plan: WorkPlan, n_cases: int, batch: int, work: Path) -> None:
    """The plan's shards cover the selected cases exactly once, in order, in whole batches."""
    at = 0
    for i, shard in enumerate(plan.shards):
        whole = (shard.stop - shard.start) % batch == 0 or shard.stop == n_cases
        if shard.index != i or shard.start != at or shard.stop <= shard.start or not whole:
            break
        at = shard.stop
    else:
        if at == n_cases:
            return
    raise InputError(f"cannot resume: the work folder's plan does not cover the {n_cases} selected case(s) "
                     "shard by shard; rerun without --resume", path=work)


def _stored_plan(work: Path) -> WorkPlan | None:
    try:
        return WorkPlan.model_validate_json((work / PLAN).read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        raise InputError("is not a readable citeset work folder; delete it to start over", path=work) from None


def _what_changed(old: WorkPlan, new: WorkPlan) -> str:
    changed = [k for k in sorted(set(old.inputs) | set(new.inputs)) if old.inputs.get(k) != new.inputs.get(k)]
    changed += [_LABELS.get(k, f"--{k.replace('_', '-')}") for k in sorted(set(old.settings) | set(new.settings))
                if old.settings.get(k) != new.settings.get(k)]
    return ", ".join(changed) or "the work folder's plan"


def clear_work(work: Path) -> None:
    """Remove a work folder this code made (only its own files; anything else there is refused)."""
    _clear_ours(work, _OURS, "work folder")


def index_folder(out: Path) -> Path:
    """A private, empty folder for the index of the parent's streaming check: OUT.index beside --out (one left
    by a killed run is replaced; without --out the index goes to a `PrivateTemp`)."""
    folder = Path(f"{os.path.abspath(out)}.index")
    _clear_ours(folder, _INDEX_FILES, "index folder")
    folder.mkdir(mode=0o700)
    return folder


def _clear_ours(folder: Path, ours: re.Pattern[str], what: str) -> None:
    """Remove `folder` when each entry is a regular file with a name citeset gives (`ours`); refuse anything else."""
    if not folder.exists() and not folder.is_symlink():
        return
    if folder.is_symlink() or not folder.is_dir():
        raise InputError(f"is in the way of the {what} (not a folder); move it away", path=folder)
    foreign = [p.name for p in folder.iterdir() if not ours.fullmatch(p.name) or p.is_symlink() or not p.is_file()]
    if foreign:
        raise InputError(f"is not a citeset {what} (holds {foreign[0]!r}); move it away", path=folder)
    shutil.rmtree(folder)
