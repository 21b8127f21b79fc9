"""The queue: escalated claims first, then a blind, seeded, stratified sample of judge decisions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from test_review_app import judge, signed_in

from citeset.review import create_app, load_output, load_sample, open_db
from citeset.review._sample import allocate
from citeset.suite import load_suite
from outputs_world import evaluate


@pytest.fixture
def world(tmp_path: Path, db_url: str):  # noqa: F811
    suite_path, out = evaluate(tmp_path, "a")  # cedar-1 accept, cedar-2 revise_citations, cedar-3 escalate, oak-1
    engine = open_db(db_url)
    load_output(engine, out)
    yield engine, load_suite(suite_path), out
    engine.dispose()


def test_the_sample_is_stratified_by_verdict_and_case_stratum_and_fixed_by_the_seed(world) -> None:
    engine, suite, out = world
    drawn = load_sample(engine, out, suite, 2, 0, "question_type")
    assert drawn.available == {"accept": 1, "accept | question_type=bridge": 1,
                               "revise_citations | question_type=bridge": 1}
    assert sum(drawn.drawn.values()) == 2 and all(v == 1 for v in drawn.drawn.values()) and drawn.added == 2
    again = load_sample(engine, out, suite, 3, 7, "question_type")  # the first sample stays
    assert again.kept_existing and again.drawn == drawn.drawn and again.added == 0


def test_allocation_is_equal_over_strata_and_deterministic() -> None:
    strata = {"a": [("x", "", 0, i) for i in range(10)], "b": [("y", "", 0, i) for i in range(2)],
              "c": [("z", "", 0, i) for i in range(5)]}
    picked = allocate(strata, 7, 3)
    counts = {s: sum(1 for t, _ in picked if t == s) for s in strata}
    assert counts == {"a": 3, "b": 2, "c": 2} or counts == {"a": 2, "b": 2, "c": 3}
    assert allocate(strata, 7, 3) == picked and allocate(strata, 7, 4) != picked
    assert len(allocate(strata, 100, 0)) == 17


def test_sampled_cards_follow_escalations_and_hide_the_engine_verdict_until_judged(world) -> None:
    engine, suite, out = world
    load_sample(engine, out, suite, 10, 0, "question_type")
    app = create_app(suite, engine, secret=b"k" * 32, adjudicators=["adj"])
    ann = signed_in(app, "ann")
    queue = ann.get("/queue").text
    kinds = re.findall(r'</a></td>\s*<td>(escalated|sample)</td><td>([^<]+)</td>', queue)
    assert kinds[0] == ("escalated", "cedar-3") and {k for k, _ in kinds[1:]} == {"sample"} and len(kinds) == 3
    assert queue.count("judge decision (hidden until you judge it)") == 2 and "judge decision: accept" not in queue
    assert "oak-1" not in queue  # sampled, but checked against the map the public may not read (_queue.unshown)
    cid = re.search(r'href="/cards/([0-9a-f]{16})">Card [0-9a-f]{16}</a></td>\s*<td>sample</td><td>cedar-2<', queue).group(1)
    blind = ann.get(f"/cards/{cid}").text
    assert "hidden until you record your judgment" in blind
    assert "revise_citations" not in blind and "p(entailed)" not in blind and "Verdict</dt>" not in blind
    seen = judge(ann, cid, entailment="insufficient").text
    assert "Verdict</dt><dd>revise_citations" in seen and "judge decision: revise_citations" in ann.get("/queue").text
    adj = signed_in(app, "adj", role="adjudicator")
    assert "hidden until" not in adj.get(f"/cards/{cid}").text


def test_with_fewer_draws_than_strata_the_seed_decides_which_strata_are_drawn() -> None:
    strata = {v: [(v, "", 0, i) for i in range(3)] for v in ("accept", "reject", "revise_citations")}
    drawn = [frozenset(s for s, _ in allocate(strata, 2, seed)) for seed in range(200)]
    assert all(len(d) == 2 for d in drawn)  # still one per stratum drawn
    for name in strata:  # no stratum is left out by its place in the alphabet
        assert sum(name in d for d in drawn) > 40
    assert allocate(strata, 2, 11) == allocate(strata, 2, 11)
