"""Evaluation at scale: cases split into contiguous shards, evaluated by shared-nothing worker processes
(or Ray tasks), merged exactly into one report; resumable from completed shards.

Sits below `citeset.service` (which calls it) and above `citeset.evidence` (whose `evaluate_cases` each
shard runs and whose `RunTally` merges).
"""

from citeset.scale._freeze import freeze_folder, freeze_streaming
from citeset.scale._inputs import (
    RunIndex,
    SuiteSummary,
    index_run,
    load_shard_inputs,
    load_shard_run,
    load_shard_suite,
    release_memory,
    summarize_suite,
)
from citeset.scale._judge import make_judge
from citeset.scale._local import ShardBug, WorkerDied, WorkerPool
from citeset.scale._ray import connect as connect_ray
from citeset.scale._ray import ray_session
from citeset.scale._render import render_in_batches
from citeset.scale._shard import CRASH_HOOK, ShardDone, ShardTask, run_shard
from citeset.scale._sharded import (
    MIN_CASES_PER_PROCESS,
    STREAM_INPUT_BYTES,
    HeldCases,
    IndexedCases,
    ScaleOptions,
    ShardedResult,
    ShardJob,
    run_sharded,
)
from citeset.scale._stream import (
    StreamedRun,
    check_run_streaming,
    check_suite_streaming,
    suite_files,
    suite_input_bytes,
)
from citeset.scale._work import WorkPlan, clear_work, digest_of_texts, input_digests

__all__ = [
    "CRASH_HOOK",
    "MIN_CASES_PER_PROCESS",
    "STREAM_INPUT_BYTES",
    "HeldCases",
    "IndexedCases",
    "RunIndex",
    "ScaleOptions",
    "ShardBug",
    "ShardDone",
    "ShardJob",
    "ShardTask",
    "ShardedResult",
    "StreamedRun",
    "SuiteSummary",
    "WorkPlan",
    "WorkerDied",
    "WorkerPool",
    "check_run_streaming",
    "check_suite_streaming",
    "clear_work",
    "connect_ray",
    "digest_of_texts",
    "freeze_folder",
    "freeze_streaming",
    "index_run",
    "input_digests",
    "load_shard_inputs",
    "load_shard_run",
    "load_shard_suite",
    "make_judge",
    "ray_session",
    "release_memory",
    "render_in_batches",
    "run_shard",
    "run_sharded",
    "suite_files",
    "suite_input_bytes",
    "summarize_suite",
]
