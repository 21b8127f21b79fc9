"""A shard's run tally as JSON (never pickle): a work folder is read back on `--resume`, so what it holds is
parsed and validated as input, and can never run code."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields

from pydantic import Field

from citeset._model import SCHEMA_VERSION, Record
from citeset.cards._report import EscalationItem
from citeset.evidence import RunTally
from citeset.metrics import OutcomePools

_FIELDS = {"pools", "counts", "verdicts", "buckets", "escalations", "judge_calls", "judge_calls_by_purpose",
           "render_findings", "readers"}
Num = int | float  # kept as written: an integer count stays an int, so the report prints it the same


class PoolRow(Record):
    """Cases that had one outcome pattern."""

    tally: list[tuple[str, tuple[Num, Num]]] = Field(description="Metric name -> (numerator, denominator).")
    strata: list[tuple[str, str]] = Field(description="Stratum key -> label.")
    cases: int = Field(ge=1, description="Cases with this pattern.")


class TallyRecord(Record):
    """shard-NNNNN.tally.json: what the report is built from, for one shard."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    pools: list[PoolRow] = Field(description="Metric outcomes pooled by pattern.")
    counts: dict[str, int] = Field(description="Counts (cases, claims, cards, ...).")
    verdicts: dict[str, int] = Field(description="Cards per verdict.")
    buckets: dict[str, int] = Field(description="Cards per failure bucket.")
    escalations: list[EscalationItem] = Field(description="Escalated cards, in case order.")
    judge_calls: int = Field(ge=0, description="Judge calls made.")
    judge_calls_by_purpose: dict[str, int] = Field(description="Judge calls per purpose.")
    render_findings: int = Field(ge=0, description="Render check findings.")
    readers: dict[str, TallyRecord] = Field(default_factory=dict, description="The same, per reader class of the "
                                            "cases ('' for the public).")


def _check_fields() -> None:
    found = {f.name for f in fields(RunTally)}
    if found != _FIELDS:  # a new RunTally field must be written here too, or shards would drop it
        raise RuntimeError(f"RunTally fields changed ({sorted(found ^ _FIELDS)}); update citeset.scale._tallyfile")


def tally_json(tally: RunTally) -> str:
    _check_fields()
    return _record(tally).model_dump_json()


def _record(tally: RunTally) -> TallyRecord:
    pools = [PoolRow(tally=list(pattern[0]), strata=list(pattern[1]), cases=n)
             for pattern, n in tally.pools.counts.items()]
    return TallyRecord(pools=pools, counts=dict(tally.counts), verdicts=dict(tally.verdicts),
                       buckets=dict(tally.buckets), escalations=tally.escalations, judge_calls=tally.judge_calls,
                       judge_calls_by_purpose=dict(tally.judge_calls_by_purpose),
                       render_findings=tally.render_findings,
                       readers={reader: _record(own) for reader, own in tally.readers.items()})


def read_tally(data: bytes) -> RunTally:
    """The tally written by `tally_json`; a ValueError when the bytes are not one."""
    _check_fields()
    return _tally(TallyRecord.model_validate_json(data))


def _tally(record: TallyRecord) -> RunTally:
    pools = OutcomePools()
    for row in record.pools:
        pattern = (tuple((name, (a, b)) for name, (a, b) in row.tally), tuple(row.strata))
        pools.counts[pattern] += row.cases
    return RunTally(pools=pools, counts=Counter(record.counts), verdicts=Counter(record.verdicts),
                    buckets=Counter(record.buckets), escalations=list(record.escalations),
                    judge_calls=record.judge_calls, judge_calls_by_purpose=Counter(record.judge_calls_by_purpose),
                    render_findings=record.render_findings,
                    readers={reader: _tally(own) for reader, own in record.readers.items()})
