"""Hardening audit h42: claims and passages whose rules-judge cost grew about 3x per doubling of the input. Each reading
is now bounded; these tests build the hostile inputs and count the work done (or, where the work is spread over many
readings, compare the lines of code an input executes with those of one twice its size: linear is 2x, quadratic 4x)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import pytest

from citeset.judges import _rules, _rules_conditions
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def _label(claim: str, *texts: str) -> str:
    judgment = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)])
    return str(judgment.label)


def _lines(run: Callable[[], Any]) -> int:
    """The lines of citeset's code that `run` executes (a loop's body counts at each pass): a count of the work done
    that no other process's load changes."""
    count = 0

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal count
        if event == "line":
            count += 1
        return local

    def called(frame: FrameType, event: str, arg: Any) -> Any:
        return local if "citeset" in frame.f_code.co_filename else None

    sys.settrace(called)
    try:
        run()
    finally:
        sys.settrace(None)
    return count


def _grows_linearly(build: Callable[[int], tuple[str, ...]], n: int) -> None:
    """The doubled input executes under 2.5x the lines of the smaller (the readings fixed read 3.5x to 4x as many at
    these sizes; now about 2x); a first small input warms the judge's tables."""
    _label(*build(max(1, n // 50)))
    small = _lines(lambda: _label(*build(n)))
    large = _lines(lambda: _label(*build(2 * n)))
    assert large < 2.5 * small, (small, large)


def test_a_claim_is_read_for_its_own_conditions_once_not_at_each_condition_of_the_evidence() -> None:
    """61_dos_when: the evidence's every "when" read the whole claim again (`_claims_otherwise`)."""
    text = "Entity R holds " + "when it rains " * 3000 + "."
    _rules_conditions._claim_reads.cache_clear()
    _label(text, "Doc.\n" + text)
    info = _rules_conditions._claim_reads.cache_info()
    assert info.misses <= 2 and info.hits >= 100, info


def test_a_repeated_value_lists_its_occurrences_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """62_dos_until: each of the claim's "until 2020"s listed the evidence's thousands of "2020"s (`_qualifiers`)."""
    calls = 0
    listed = _rules.occurrences

    def counted(*args: Any) -> Any:
        nonlocal calls
        calls += 1
        return listed(*args)

    monkeypatch.setattr(_rules, "occurrences", counted)
    text = "Entity R holds " + "until 2020 " * 3000 + "."
    _label(text + " [1]", "Doc.\n" + text)
    assert calls <= 4


def test_a_relation_given_to_another_name_reads_each_name_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """`subject_elsewhere`: the evidence naming the claim's subject thousands of times was read for it at each of its
    sentences (`_said_together`, `_in_sentence`: each read every use of the name): 1,000 repeats 0.15 s, 4,000 1.9 s.
    The text's index of uses is now read once per name (it was read 2n + 5 times for n sentences)."""
    from citeset.judges import _rules_agents
    from citeset.judges._rules_features import FeatureCache
    from citeset.judges._rules_tokens import Features

    reads = 0
    index = Features.index

    def counted(self: Features) -> Any:
        nonlocal reads
        reads += 1
        return index(self)

    monkeypatch.setattr(Features, "index", counted)
    features = FeatureCache()
    cf = features.get("The Hollin Vale apiary lies within the Marsh Lane foraging zone.")
    efs = [features.get(" ".join(["The Hollin Vale apiary is near site HV-9 and Hollin Vale apiary again site HV-9."]
                                 * 2000)),
           features.get("Site HV-9 lies within the Marsh Lane foraging zone.")]
    found = _rules_agents.subject_elsewhere(cf, efs)
    assert found is not None and found.startswith("relation given to another name")
    assert reads <= 10


@pytest.mark.parametrize("kind", ["clauses", "mixed", "dates"])
def test_a_claim_repeating_its_evidence_is_read_in_linear_time(kind: str) -> None:
    """65_dos_relative_clauses (`reversed_voice`, `relative_of_another`), 64_dos_mixed_function_words
    (`_passive_without`, `date_of_another`), 63_dos_dates (`find_mismatches` compared each date with every date
    after the same month)."""
    import random

    def build(n: int) -> tuple[str, ...]:
        if kind == "clauses":
            said = ", ".join(f"which holds R{i}" for i in range(n // 3))
        elif kind == "dates":
            said = " ".join(f"{1 + i % 28} June {1900 + i % 200}" for i in range(n))
        else:
            pick = random.Random(1).choice
            said = " ".join(pick(["if", "said", "until", "when", "not", "Cedar", "R17", "2020", "3.5", "Entity",
                                  "holds", "was", "before", "after", "never", "Bob"]) for _ in range(n))
        claim = "Entity R holds " + said + "."
        return claim, "Doc.\n" + claim + "\n", "Other.\nEntity R holds nothing " + said[: len(said) // 2] + ".\n"

    _grows_linearly(build, {"clauses": 600, "mixed": 1600, "dates": 600}[kind])


def test_each_use_of_a_verb_in_a_passage_is_read_once_for_all_claims(monkeypatch: pytest.MonkeyPatch) -> None:
    """60_dos_multisentence_claim: an answer of many short sentences on a passage of as many read each of the
    passage's uses of "holds" for each sentence (`state_ended`'s reach around each use: 200 claims x 200 uses)."""
    from citeset.judges import _rules_ended

    reads = 0
    reach = _rules_ended._reach

    def counted(*args: Any) -> Any:
        nonlocal reads
        reads += 1
        return reach(*args)

    monkeypatch.setattr(_rules_ended, "_reach", counted)
    passage = " ".join(f"Entity E{i} holds record R{i}." for i in range(200))
    judge = RulesJudge()
    for i in range(0, 200, 4):
        judge.label(f"Entity E{i} holds record R{i}.", [Passage(span_id="e0", text=passage)])
    assert 0 < reads <= 3 * 200  # each use of the passage's words once (was once per claim: 50 x 400 reads)
