"""The rules judge decides exactly as recorded: same label, score and rationale (and, for training, the same
override, score and feature vector) on synthetic engine pairs, the engine's own calls on a generated suite
and the demo, and real AttributionBench / WiCE dev pairs. Speed work on the judge must keep every one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from _rules_golden import FIXTURE, decision, digest, real_pairs, replay, training_view

from citeset.calibration.train import default_data
from citeset.judges._rules import RulesJudge

GOLDEN: dict[str, Any] = json.loads(FIXTURE.read_text())
DATA = default_data()


def _same(recorded: Any, now: Any) -> bool:
    return bool(recorded == json.loads(json.dumps(now)))  # floats compare exactly after a JSON round trip


def test_synthetic_short_pairs_decide_as_recorded() -> None:
    scored, strict = RulesJudge(cache=0), RulesJudge(variant="strict", cache=0)
    bad = []
    for i, rec in enumerate(GOLDEN["short"]):
        claim, texts = rec["claim"], tuple(rec["texts"])
        if not (_same(rec["scored"], decision(scored, claim, texts))
                and _same(rec["strict"], decision(strict, claim, texts))):
            bad.append(i)
    assert bad == [], f"{len(bad)} of {len(GOLDEN['short'])} pairs decide differently, e.g. #{bad[:5]}"


@pytest.mark.parametrize("order", ["as_run", "reversed"])
def test_engine_calls_decide_as_recorded(order: str) -> None:
    """The boundary questions and precision-guard calls of `evaluate` and `demo`, replayed through one scored
    judge and its strict sibling (shared text features), in the engine's order and backwards."""
    records = GOLDEN["engine"] if order == "as_run" else GOLDEN["engine"][::-1]
    calls = [(r["variant"], r["claim"], tuple(r["texts"])) for r in records]
    assert {v for v, _, _ in calls} == {"scored", "strict"}
    now = replay(calls)
    bad = [i for i, (r, d) in enumerate(zip(records, now, strict=True)) if not _same(r["decision"], d)]
    assert bad == [], f"{len(bad)} of {len(calls)} engine calls decide differently, e.g. #{bad[:5]}"


@pytest.mark.skipif(not (DATA / "wice/claim_dev.jsonl").is_file(), reason="shared data folder absent")
def test_real_dev_pairs_decide_and_train_as_recorded() -> None:
    pairs = real_pairs(Path(DATA), GOLDEN["real_every"])
    records = GOLDEN["real"]
    assert [(r["dataset"], r["digest"]) for r in records] == [(n, digest(c, t)) for n, c, t in pairs]
    scored, strict = RulesJudge(cache=0), RulesJudge(variant="strict", cache=0)
    bad = []
    for i, (rec, (_, claim, texts)) in enumerate(zip(records, pairs, strict=True)):
        now = [decision(scored, claim, texts), decision(strict, claim, texts), training_view(strict, claim, texts)]
        if not _same([rec["scored"], rec["strict"], rec["training"]], now):
            bad.append(i)
    assert bad == [], f"{len(bad)} of {len(records)} real pairs decide differently, e.g. #{bad[:5]}"
