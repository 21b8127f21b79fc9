"""A shard worker loads of the suite only what its own cases and run records can reach (route members; cited,
retrieved and context ids; chunk and cited versions; cited uris), so its memory follows the shard, not the
corpus, and the sharded report set is still byte for byte the single-process one, for every citation form."""

from __future__ import annotations

import json
from pathlib import Path

from _scale_world import SET, evaluate

from citeset._aio import run as run_coroutine
from citeset.demo import example_paths
from citeset.evidence import EvalConfig, evaluate_cases
from citeset.judges import RulesJudge
from citeset.runs import load_run
from citeset.scale import check_run_streaming, check_suite_streaming, load_shard_inputs
from citeset.scale._needed import ListedSpans
from citeset.scale._tallyfile import tally_json
from citeset.suite import load_suite

WORDS = ["alder", "birch", "cedar", "dogwood", "elm", "fir"]


def _write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


SIDES = ("cite", "uri", "ver", "chunk", "ret", "ctx", "mark")
"""Per case, one extra document per way a record can reach the suite, reached by that way alone; each
repeats the case's second hop, so whether a shard loads it shows in the cards and metrics."""


def _doc(sources: list[dict], spans: list[dict], vid: str, sentences: list[str], restricted: bool = False) -> None:
    text = " ".join(sentences)
    sources.append({"version_id": vid, "source_id": vid, "uri": f"https://x.example/{vid}", "text": text,
                    "observed_at": "2025-01-01", **({"readers": ["legal"]} if restricted else {})})
    for h, sentence in enumerate(sentences):
        start = text.index(sentence)
        spans.append({"span_id": f"{vid}-{h}", "version_id": vid, "start": start, "end": start + len(sentence),
                      "exact": sentence})


def _record(i: int, word: str, claim: str, b: str) -> dict:
    side = {kind: f"side-{word}-{kind}" for kind in SIDES}
    own = [{"span_id": f"doc-{word}-0"}, {"span_id": f"doc-{word}-1"}]
    trace = {"retrieved": [{"span_id": s, "rank": k + 1}
                           for k, s in enumerate([f"{side['ret']}-0", f"doc-{word}-0", f"doc-{word}-1"])],
             "context": [f"{side['ctx']}-0", f"doc-{word}-1"],
             "chunks": [{"span_id": f"k{i}", "version_id": side["chunk"], "start": 0, "end": len(b)}]}
    if i == len(WORDS) - 1:  # markers, through the record's source list
        return {"case_id": f"c{i}", "answer_text": f"{claim[:-1]} [1][2][3].", "trace": trace,
                "sources": [{"marker": str(k + 1), "span_id": s["span_id"]}
                            for k, s in enumerate([*own, {"span_id": f"{side['mark']}-0"}])]}
    citations = [*own, {"span_id": f"{side['cite']}-0"}, {"uri": f"https://x.example/{side['uri']}"},
                 {"version_id": side["ver"], "start": 0, "end": len(b)}, {"chunk_id": f"k{i}"}]
    return {"case_id": f"c{i}", "answer_text": claim, "trace": trace,
            "claims": [{"text": claim, "claim_id": "c", "citations": citations}]}


def _varied_world(root: Path, readers: bool = False) -> tuple[Path, Path]:
    """Six cases, each with its own two-hop document, answered with every citation form (span, chunk of the
    run's own table, uri, version + offsets, markers) and with retrieval and context lists, each form
    reaching a document of its own."""
    sources: list[dict] = []
    spans: list[dict] = []
    cases, run = [], []
    for i, word in enumerate(WORDS):
        a, b = f"Project {word} maps to record K{i}.", f"Entity E{i} holds the rights of record K{i}."
        _doc(sources, spans, f"doc-{word}", [a, b], restricted=readers and i == 0)
        for kind in SIDES:
            _doc(sources, spans, f"side-{word}-{kind}", [b])
        claim = f"Entity E{i} holds the rights associated with Project {word}."
        cases.append({"case_id": f"c{i}", "question": f"Who holds the rights of Project {word}?",
                      "reference_answer": [f"Entity E{i}"],
                      "claims": [{"claim_id": "c", "text": claim,
                                  "routes": [{"set_id": "r", "members": [f"doc-{word}-0", f"doc-{word}-1"]}]}]})
        run.append(_record(i, word, claim, b))
    suite = root / "suite"
    suite.mkdir(parents=True)
    _write(suite / "sources.jsonl", sources)
    _write(suite / "spans.jsonl", spans)
    _write(suite / "cases.jsonl", cases)
    _write(root / "run.jsonl", run)
    return suite, root / "run.jsonl"


def _shard_inputs(suite_path: Path, run_path: Path, case_ids: set[str], listed=None):  # type: ignore[no-untyped-def]
    """What a shard worker loads, finding its lines through the index the parent's check builds."""
    at = suite_path.parent / "index.sqlite"
    if not at.exists():
        _, index = check_suite_streaming(suite_path, at)
        with index:
            check_run_streaming(run_path, index)
    return load_shard_inputs(suite_path, run_path, case_ids, at, listed)


def test_a_shard_holds_only_what_its_case_and_record_reach(tmp_path: Path) -> None:
    suite_path, run_path = _varied_world(tmp_path)
    suite, run = _shard_inputs(suite_path, run_path, {"c1"})
    assert list(suite.cases) == ["c1"] and list(run.records) == ["c1"]
    # A span only ranked in retrieval or context comes without its version (where it lies is what counts).
    assert set(suite.versions) == {"doc-birch"} | {f"side-birch-{kind}" for kind in SIDES
                                                   if kind not in ("mark", "ret", "ctx")}
    assert set(suite.spans) == {"doc-birch-0", "doc-birch-1", "side-birch-cite-0", "side-birch-ret-0",
                                "side-birch-ctx-0"}
    suite, _ = _shard_inputs(suite_path, run_path, {"c5"})  # cites by marker
    assert "side-fir-mark-0" in suite.spans and "side-fir-cite" not in suite.versions


def test_a_suite_that_restricts_readers_is_loaded_whole(tmp_path: Path) -> None:
    suite_path, run_path = _varied_world(tmp_path, readers=True)
    suite, _ = _shard_inputs(suite_path, run_path, {"c1"})
    assert len(suite.versions) == len(WORDS) * (1 + len(SIDES)) and list(suite.cases) == ["c1"]


def test_each_case_alone_with_only_what_it_reaches_gets_the_cards_of_the_whole_suite(tmp_path: Path) -> None:
    """One case a shard (the CLI rounds shards up to 256-case batches, so a small world is one shard there)."""
    for readers in (False, True):
        suite_path, run_path = _varied_world(tmp_path / f"readers-{readers}", readers)
        whole = load_suite(suite_path)
        whole_run = load_run(run_path, whole)
        for cid in whole.cases:
            part, part_run = _shard_inputs(suite_path, run_path, {cid})
            alone = _outcome(part, part_run, cid)
            assert alone == _outcome(whole, whole_run, cid), (readers, cid)
            assert len(part.spans) < len(whole.spans) or readers


def _outcome(suite, run, case_id: str) -> tuple[list[str], str]:  # type: ignore[no-untyped-def]
    """The case's cards and its tally (metrics and counts), as JSON."""
    tally, cards = run_coroutine(evaluate_cases(suite, run, RulesJudge(), EvalConfig(n_boot=0),
                                                [suite.cases[case_id]], keep_cards=True, retrieves=True))
    return [card.model_dump_json() for card in cards], tally_json(tally)


def test_every_citation_form_gives_the_single_process_report_set(tmp_path: Path) -> None:
    for readers in (False, True):
        root = tmp_path / f"readers-{readers}"
        suite, run = _varied_world(root, readers)
        assert evaluate(suite, run, root / "one", "--workers", "1")[0] == 0
        code, output = evaluate(suite, run, root / "two", "--workers", "2", "--shard-size", "1")
        assert code == 0, output
        for name in SET:
            assert (root / "one" / name).read_bytes() == (root / "two" / name).read_bytes(), (readers, name)


def test_the_demo_examples_give_the_single_process_report_set(tmp_path: Path) -> None:
    for name in ("cedar", "returns", "alignment"):
        suite, run = example_paths(name)
        one, two = tmp_path / name / "one", tmp_path / name / "two"
        assert evaluate(suite, run, one, "--workers", "1", "--no-render-check")[0] == 0
        code, output = evaluate(suite, run, two, "--workers", "2", "--shard-size", "1", "--no-render-check")
        assert code == 0, output
        for file in SET:
            assert (one / file).read_bytes() == (two / file).read_bytes(), (name, file)



def test_a_worker_reads_a_span_only_listed_once_for_all_its_shards(tmp_path: Path, monkeypatch) -> None:
    """The shards of a run rank the same distractors over and over (at 1M benchmark claims, a 4,096-case shard
    lists 82k spans of a 200k pool): a worker keeps the spans only listed in retrieval or context that it has
    read (`ListedSpans`), so a later shard does not read and validate their lines again. Each span is still
    the one the check anchored, and the memory is bounded: past `LISTED_MEMO_BYTES` the least recently used
    are let go."""
    import citeset.scale._needed as needed

    suite_path, run_path = _varied_world(tmp_path)
    read: list[str] = []
    real = needed.read_model_lines

    def recording(path, model, places, key):  # type: ignore[no-untyped-def]
        places = list(places)
        read.extend(expected for *_, expected in places)
        return real(path, model, places, key)

    monkeypatch.setattr(needed, "read_model_lines", recording)
    listed = {"side-birch-ret-0", "side-birch-ctx-0"}
    whole = load_suite(suite_path)
    memo = ListedSpans()
    for shard in range(3):
        read.clear()
        suite, _ = _shard_inputs(suite_path, run_path, {"c1"}, memo.of("run-1"))
        assert listed <= set(suite.spans) and "doc-birch-0" in read  # route members are read every time
        assert bool(listed & set(read)) == (shard == 0)
        assert {sid: suite.spans[sid] for sid in listed} == {sid: whole.spans[sid] for sid in listed}
    read.clear()
    _shard_inputs(suite_path, run_path, {"c1"}, memo.of("run-2"))  # another run: nothing carried over
    assert listed <= set(read)
    monkeypatch.setattr(needed, "LISTED_MEMO_BYTES", max(needed._weight(whole.spans[sid]) for sid in listed))
    for shard in range(3):
        read.clear()
        suite, _ = _shard_inputs(suite_path, run_path, {"c1"}, memo.of("run-3"))
        assert len(listed & set(read)) == (2 if shard == 0 else 1) and len(memo) == 1
        assert listed <= set(suite.spans)


def test_the_listed_spans_a_worker_keeps_are_bounded_by_their_size_not_their_number() -> None:
    """A worker's memo of listed spans holds at most LISTED_MEMO_BYTES, whatever the spans' length: bounding
    it by a number of spans let a suite of long chunks (a megabyte each) fill gigabytes in every worker. The
    most recently used are kept, and a span larger than the whole budget is still kept while it is the
    newest (the shard being loaded uses it)."""
    import sys

    from citeset.corpus import Span
    from citeset.scale._needed import LISTED_MEMO_BYTES

    memo = ListedSpans().of("run")
    long_text = "x" * (1 << 20)
    for i in range(200):
        memo.put(Span(span_id=f"chunk-{i}", version_id="v", start=0, end=len(long_text), exact=long_text + str(i)))
    assert 0 < len(memo) <= LISTED_MEMO_BYTES // (1 << 20)
    assert memo.get("chunk-199") is not None and memo.get("chunk-0") is None
    held = sum(sys.getsizeof(memo.get(f"chunk-{i}").exact) for i in range(200) if memo.get(f"chunk-{i}"))
    assert held <= LISTED_MEMO_BYTES
    memo.put(Span(span_id="huge", version_id="v", exact="y" * (LISTED_MEMO_BYTES + 1)))
    assert len(memo) == 1 and memo.get("huge") is not None
