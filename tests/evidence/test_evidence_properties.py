"""Property tests: any run against a suite evaluates without crashing, and the report stays consistent."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import citeset
from conftest import SPANS, cedar_case, make_suite, oak_case, write_jsonl

SPAN_IDS = [s[0] for s in SPANS] + ["ghost", "a1v2"]
TEXTS = ["Entity R holds Cedar's rights.", "Entity S holds Cedar's rights.", "Thanks for asking!",
         "Project Cedar maps to R17 and Entity R holds it.", "", "Entity Q holds Oak's rights."]
CASE_IDS = ["A", "B", "O", "U"]

citation = st.one_of(
    st.builds(lambda s, q: {"span_id": s, **({"quote": q} if q else {})}, st.sampled_from(SPAN_IDS),
              st.sampled_from(["", "Entity R holds", "nothing like it"])),
    st.builds(lambda v, a, b: {"version_id": v, "start": min(a, b), "end": max(a, b)},
              st.sampled_from(["map-v1", "rights-v3", "nowhere"]), st.integers(0, 80), st.integers(0, 80)),
)
structured = st.builds(
    lambda text, cid, cits: {"answer_text": text, "claims": [{"text": text or "x", "citations": cits,
                                                              **({"claim_id": cid} if cid else {})}]},
    st.sampled_from(TEXTS), st.sampled_from([None, "c", "o", "zzz"]), st.lists(citation, max_size=4))
markers = st.builds(
    lambda text, labels, sources: {"answer_text": text + " " + "".join(f"[{n}]" for n in labels),
                                   "sources": [{"marker": str(i + 1), "span_id": s} for i, s in enumerate(sources)]},
    st.sampled_from(TEXTS), st.lists(st.integers(1, 5), max_size=4), st.lists(st.sampled_from(SPAN_IDS), max_size=4))
record = st.builds(lambda body, abstained, retrieved: {**body, **({"abstained": abstained} if abstained is not None
                                                                   else {}),
                                                        **({"trace": {"retrieved": [{"span_id": s} for s in retrieved]}}
                                                           if retrieved is not None else {})},
                   st.one_of(structured, markers), st.sampled_from([None, True, False]),
                   st.one_of(st.none(), st.lists(st.sampled_from(SPAN_IDS), max_size=6)))
runs = st.lists(st.tuples(st.sampled_from(CASE_IDS), record), min_size=1, max_size=4, unique_by=lambda p: p[0])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=runs)
def test_any_run_evaluates_consistently(tmp_path_factory, rows) -> None:  # type: ignore[no-untyped-def]
    root = tmp_path_factory.mktemp("p")
    unanswerable = {"case_id": "U", "question": "Unknown?", "answerable": False}
    suite_dir = make_suite(root / "suite", [cedar_case("A"), cedar_case("B"), oak_case("O"), unanswerable])
    run_path = write_jsonl(root / "run.jsonl", [{"case_id": cid, **body} for cid, body in rows])
    suite = citeset.load_suite(suite_dir)
    ev = citeset.evaluate(suite, citeset.load_run(run_path, suite), config=citeset.EvalConfig(n_boot=20))
    report = json.loads(ev.report.model_dump_json())
    assert sum(report["counts"]["verdicts"].values()) == len(ev.cards) == report["counts"]["cards"]
    for name, m in report["metrics"].items():
        assert m["numerator"] <= m["denominator"] + 1e-9, name
        if m["denominator"] == 0:
            assert m["value"] is None and m["ci"] is None, name
        else:
            assert 0.0 <= m["value"] <= 1.0, name
    for card in ev.cards:
        assert (card.bucket is None) == (card.verdict not in ("reject", "revise_citations")), card
        if card.verdict == "accept":
            assert not card.requires_evidence or (card.complete_route and all(c.valid for c in card.citations))
    # Every suite case is accounted for by at least one card, except retrieval-only records.
    retrieval_only = {cid for cid, body in rows if "trace" in body and not body["answer_text"].strip()
                      and "claims" not in body and "abstained" not in body}
    assert {c.case_id for c in ev.cards} | retrieval_only == set(CASE_IDS)
    Path(run_path).unlink()
