"""The leave-one-out reading of a claim's cited spans (`joint.contradiction_left_out`) in linear time: a hardening
audit cited one passage 3,200 times in one sentence and the reading, one guard call over all the others per
citation, took 56 s."""

from __future__ import annotations

from collections.abc import Sequence

from citeset.evidence.checks.joint import MOST_LEFT_OUT, contradiction_left_out
from citeset.judges._protocol import Judgment, Label, Passage

CLAIM = "The harbour ferry leaves Skerrin at 7 am on weekdays."


class CountingGuard:
    def __init__(self) -> None:
        self.calls: list[int] = []

    def __call__(self, claim: str, texts: Sequence[str]) -> Judgment:
        self.calls.append(len(texts))
        return Judgment(label=Label.INSUFFICIENT, judge="count", spec_key="k")


def _passages(texts: list[str]) -> list[Passage]:
    return [Passage(span_id=f"p{i}", text=t) for i, t in enumerate(texts)]


def test_a_passage_cited_many_times_is_left_out_once() -> None:
    guard = CountingGuard()
    texts = [f"The harbour ferry leaves Skerrin at {h} am." for h in range(1, 11)] * 40
    assert contradiction_left_out(CLAIM, _passages(texts), guard) is None
    assert len(guard.calls) == 10 and max(guard.calls) == 9


def test_a_passage_sharing_no_word_with_the_claim_is_neither_left_out_nor_read() -> None:
    guard = CountingGuard()
    texts = ["The harbour ferry leaves Skerrin at 7 am.", "On weekdays it runs."] + [
        f"Gulls nest on cliff x{i}." for i in range(200)]
    assert contradiction_left_out(CLAIM, _passages(texts), guard) is None
    assert guard.calls == [1, 1]


def test_more_distinct_passages_than_can_be_read_one_out_escalate() -> None:
    guard = CountingGuard()
    texts = [f"The harbour ferry leaves Skerrin at pier {i}." for i in range(MOST_LEFT_OUT + 1)]
    found = contradiction_left_out(CLAIM, _passages(texts), guard)
    assert found is not None and found.label is None and "passages" in (found.error or "")
    assert guard.calls == []
