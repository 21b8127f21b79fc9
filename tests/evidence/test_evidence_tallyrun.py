"""A run tally persists as checked JSON (never pickle: a resumed shard's files are input) and round-trips exactly."""

from __future__ import annotations

import pytest

from citeset.cards._report import EscalationItem
from citeset.errors import InputError
from citeset.evidence import RunTally


def _tally() -> RunTally:
    t = RunTally()
    t.pools.add({"answer_correctness": (1.0, 1.0), "aligned_citation_precision": (2.0, 3.0)}, {"hops": "2"})
    t.pools.add({"answer_correctness": (0.0, 1.0)}, {})
    t.pools.add({"answer_correctness": (0.0, 1.0)}, {})
    t.counts.update({"cards": 3, "missing": 1})
    t.verdicts.update({"accept": 1, "escalate": 1})
    t.buckets.update({"attribution": 1})
    t.escalations.append(EscalationItem(case_id="c1", claim_id=None, text="x", reasons=["why"]))
    t.judge_calls = 4
    t.judge_calls_by_purpose.update({"joint": 4})
    t.render_findings = 2
    return t


def test_run_tally_json_round_trip_gives_the_same_metrics() -> None:
    original = _tally()
    again = RunTally.from_json(original.to_json())
    assert again.pools.counts == original.pools.counts
    assert again.pools.aggregate((5,), seed=1, n_boot=50) == original.pools.aggregate((5,), seed=1, n_boot=50)
    assert (again.counts, again.verdicts, again.buckets) == (original.counts, original.verdicts, original.buckets)
    assert again.escalations == original.escalations
    assert (again.judge_calls, again.judge_calls_by_purpose, again.render_findings) == (4, {"joint": 4}, 2)


@pytest.mark.parametrize("blob", [b"\x80\x04K\x01.", b'{"schema_version": "1", "pools": 5}', b"[]"])
def test_a_forged_or_broken_tally_file_is_bad_input(blob: bytes) -> None:
    with pytest.raises(InputError):
        RunTally.from_json(blob)


def test_a_newer_tally_format_is_refused() -> None:
    blob = _tally().to_json().replace(b'"schema_version":"1.0"', b'"schema_version":"9.0"')
    with pytest.raises(InputError, match="schema_version"):
        RunTally.from_json(blob)
