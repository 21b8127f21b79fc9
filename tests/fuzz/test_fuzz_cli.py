"""Property-based fuzzing of the real CLI (issue 8, "Fuzzing").

Hypothesis mutates a valid suite and run (shaped by the formats' JSON Schemas: every field of every record,
with wrong types, missing fields, huge, unicode, control-character and markup strings, dangling and
duplicate ids, negative and inverted offsets, bad dates, broken lines) and runs `citeset evaluate`, then
`report` in every format, `render` and `freeze`, through the real entry point; it also fuzzes `gate`
policies and edited output folders given to `report`. Whatever the input:

* the exit status is 0, 1 or 2, and no exception or traceback escapes;
* on exit 2 the --out folder (holding an earlier run's outputs) is unchanged: nothing partial or mixed;
* on exit 0 or 1 the outputs are complete and parse;
* while the vault version is still restricted, none of its marker strings appears in any byte written.

Bounded and deterministic for CI: derandomized, a fixed number of examples, no example database
(CITESET_FUZZ_SCALE multiplies the number of examples).
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from citeset._schemas import all_schemas
from redact.helpers_redact import hostile_answers, leaks, run_cli, vault_suite, written_bytes

# CITESET_FUZZ_SCALE=10 runs ten times as many examples (a longer local or nightly search).
SCALE = float(os.environ.get("CITESET_FUZZ_SCALE", "1"))
FUZZ = settings(max_examples=int(40 * SCALE), deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])
READERS = ["public", "public", None, "public", "public"]
ANSWERS = [0, 1, 3, 4, 6]  # by span id, by uri, by chunk table, quoted in the answer, quote fields
FILES = ("sources", "spans", "cases", "run")
SCHEMA_OF = {"sources": "source_version", "spans": "span", "cases": "case", "run": "run_record"}

# Nested paths worth reaching beyond the top-level fields the schemas list.
NESTED = {
    "cases": [("claims", 0, "claim_id"), ("claims", 0, "text"), ("claims", 0, "applies_at"),
              ("claims", 0, "routes"), ("claims", 0, "routes", 0, "members"), ("claims", 0, "routes", 0, "status"),
              ("claims", 0, "routes", 0, "members", 0), ("claims", 0, "consequential"), ("strata", "hops")],
    "run": [("claims", 0, "text"), ("claims", 0, "citations"), ("claims", 0, "citations", 0, "span_id"),
            ("claims", 0, "citations", 0, "start"), ("claims", 0, "citations", 0, "end"),
            ("claims", 0, "citations", 0, "quote"), ("claims", 0, "requires_citation"),
            ("sources", 0, "marker"), ("sources", 0, "uri"), ("trace", "retrieved", 0, "rank"),
            ("trace", "retrieved"), ("trace", "context"), ("trace", "chunks", 0, "start"),
            ("trace", "chunks", 0, "end"), ("trace", "chunks", 0, "exact"), ("trace", "rendered_html")],
}


def _schema_fields() -> dict[str, list[tuple[Any, ...]]]:
    """Top-level fields of each input format, read from the JSON Schemas `citeset schema` writes."""
    schemas = all_schemas()
    fields = {}
    for name, schema in SCHEMA_OF.items():
        props = schemas[schema].get("properties", {})
        fields[name] = [(p,) for p in props] + [tuple(p) for p in NESTED.get(name, [])]
    return fields


FIELDS = _schema_fields()

_markup = st.sampled_from([
    "[/red]", "[bold red]x[/]", "[link=file:///etc/passwd]x[/link]", "\x1b[31mred\x1b[0m", "\x1b]0;title\x07",
    "| a | b |\n|---|", "<script>alert(1)</script>", "{{ 7*7 }}", "{% raw %}", "\r\n\r\n", "\u202etxt",
    "\x00", "\ud7ff\ufeff\u200b", "../../etc/hostname", "/etc/passwd", "%s%n", "NaN", "-1",
])
_ids = st.sampled_from(["vault-v1", "rights-oak", "vault-code", "vault-map", "oak-rights", "r0", "o", "oak",
                        "ch-1", "nope", "", " ", "https://legal.example/vault"])
_dates = st.sampled_from(["2025-13-45", "not a date", "0000-00-00", "9999-12-31T99:99:99", "2025-02-30",
                          "1969-12-31T23:59:59-25:00", "", "2025-01-01T00:00:00+14:00", "+275760-09-13"])
_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(st.characters(codec="utf-8"), max_size=40), _markup, _ids, _dates,
    st.sampled_from(["A" * 100_000, "é" * 5000 + "[/red]"]),
)
HOSTILE = st.recursive(_scalars, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                        st.dictionaries(st.text(max_size=8), inner, max_size=3)),
                       max_leaves=6).filter(lambda v: "zz" not in json.dumps(v).lower()
                                            and "legal" not in json.dumps(v).lower())

# Values of the right type that are still hostile: they pass validation and reach the engine and renderers.
TYPED = st.one_of(
    st.text(st.characters(codec="utf-8"), max_size=60), _markup, _ids, _dates,
    st.integers(min_value=-3, max_value=400), st.sampled_from(["A" * 100_000, "[/red] " * 2000]),
).filter(lambda v: "zz" not in str(v).lower() and "legal" not in str(v).lower())
_row = st.integers(min_value=0, max_value=6)


def mutations(files: tuple[str, ...]) -> st.SearchStrategy[list[tuple[Any, ...]]]:
    """Lists of edits to the given files: set or delete a field, duplicate a row, append a broken line."""
    field = st.sampled_from([(name, path) for name in files for path in FIELDS[name]])
    file = st.sampled_from(files)
    one = st.one_of(
        st.tuples(st.just("set"), field, _row, HOSTILE),
        st.tuples(st.just("set"), field, _row, TYPED),
        st.tuples(st.just("set"), field, _row, TYPED),
        st.tuples(st.just("set"), field, _row, TYPED),
        st.tuples(st.just("delete"), field, _row),
        st.tuples(st.just("duplicate"), file, _row),
        st.tuples(st.just("raw"), file, st.sampled_from([
            "not json", "[1, 2]", "null", "{", '{"a": 1} {"b": 2}', "\ufeff{}", "{}", '"string"', "[" * 5000,
            '{"case_id": "r0", "case_id": "r1"}'])),
        st.tuples(st.just("bytes"), file, st.sampled_from([b"\xff\xfe\x00", b"\xc3\x28", b"\n\n\n", b"\r"])),
        st.tuples(st.just("empty"), file),
    )
    return st.lists(one, min_size=1, max_size=4)


def _base() -> dict[str, list[Any]]:
    root = Path(tempfile.mkdtemp(prefix="citeset-fuzz-base-"))
    try:
        suite = vault_suite(root, READERS)
        data: dict[str, list[Any]] = {
            f: [json.loads(x) for x in (suite / f"{f}.jsonl").read_text(encoding="utf-8").splitlines()]
            for f in ("sources", "spans", "cases")}
    finally:
        shutil.rmtree(root)
    answers = hostile_answers("")
    data["run"] = [{"case_id": f"r{i}", **answers[a]} for i, a in enumerate(ANSWERS)]
    return data


BASE = _base()


def _has(node: Any, key: Any) -> bool:
    if isinstance(node, dict):
        return key in node
    return isinstance(node, list) and isinstance(key, int) and key < len(node)


def _set(row: Any, path: tuple[Any, ...], value: Any, delete: bool = False) -> None:
    """Set (or delete) the value at `path` inside a row, when the path exists up to its last step."""
    node = row
    for key in path[:-1]:
        if not _has(node, key):
            return
        node = node[key]
    last = path[-1]
    if isinstance(node, dict) and not isinstance(last, int):
        if delete:
            node.pop(last, None)
        else:
            node[last] = value
    elif isinstance(node, list) and isinstance(last, int) and last < len(node):
        if delete:
            node.pop(last)
        else:
            node[last] = value


def _apply(data: dict[str, list[Any]], mutations: list[tuple[Any, ...]]) -> dict[str, bytes | None]:
    """Apply mutations; returns each file's bytes (None: the file is not written)."""
    rows = copy.deepcopy(data)
    tails: dict[str, bytes] = {f: b"" for f in FILES}
    missing: set[str] = set()
    for m in mutations:
        kind = m[0]
        name, path = m[1] if kind in ("set", "delete") else (m[1], ())
        table = rows[name]
        if kind in ("set", "delete") and table:
            row = table[m[2] % len(table)]
            _set(row, path, m[3] if kind == "set" else None, delete=kind == "delete")
        elif kind == "duplicate" and table:
            table.append(copy.deepcopy(table[m[2] % len(table)]))
        elif kind == "raw":
            tails[name] += (m[2] + "\n").encode("utf-8", "surrogatepass")
        elif kind == "bytes":
            tails[name] += m[2]
        elif kind == "empty" and name == "run":
            rows[name] = []
        elif kind == "empty":
            missing.add(name)
    out: dict[str, bytes | None] = {}
    for name in FILES:
        if name in missing:
            out[name] = None
            continue
        body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows[name])
        out[name] = body.encode("utf-8", "surrogatepass") + tails[name]
    return out


def _vault_restricted(files: dict[str, bytes | None]) -> bool:
    """Whether the marker strings are still secret from every case: the vault row keeps readers ['legal']."""
    def rows(name: str) -> list[Any]:
        out = []
        for line in (files[name] or b"").decode("utf-8", "replace").splitlines():
            try:
                out.append(json.loads(line))
            except (ValueError, RecursionError):
                continue
        return out
    vault = [r for r in rows("sources") if isinstance(r, dict) and "ZZSECRET" in json.dumps(r)]
    cases = [r for r in rows("cases") if isinstance(r, dict)]
    return (all(r.get("readers") == ["legal"] for r in vault)
            and not any("legal" in json.dumps(c.get("reader")) for c in cases))


_BASELINE: dict[str, bytes] = {}


def _baseline(tmp: Path) -> Path:
    """An earlier run's outputs, copied into the --out folder before each fuzzed run."""
    if not _BASELINE:
        work = Path(tempfile.mkdtemp(prefix="citeset-fuzz-out-"))
        try:
            files = _apply(BASE, [])
            for name in ("sources", "spans", "cases"):
                (work / "suite").mkdir(exist_ok=True)
                (work / "suite" / f"{name}.jsonl").write_bytes(files[name] or b"")
            (work / "run.jsonl").write_bytes(files["run"] or b"")
            result = run_cli("evaluate", str(work / "suite"), str(work / "run.jsonl"), "--out",
                             str(work / "out"), "--bootstrap", "0")
            assert result.code in (0, 1) and result.exception is None, result.stderr
            for path in (work / "out").iterdir():
                _BASELINE[path.name] = path.read_bytes()
        finally:
            shutil.rmtree(work, ignore_errors=True)  # never leave a folder behind, pass or fail
    out = tmp / "out"
    out.mkdir()
    for name, blob in _BASELINE.items():
        (out / name).write_bytes(blob)
    return out


def _check(result: Any, what: str) -> None:
    assert result.exception is None, f"{what}: {type(result.exception).__name__}: {result.exception}"
    assert result.code in (0, 1, 2), f"{what}: exit {result.code}: {result.stderr[-500:]}"
    for stream in (result.stdout, result.stderr):
        assert "Traceback (most recent call last)" not in stream, f"{what}: {stream[-2000:]}"


def _evaluate_checked(edits: list[tuple[Any, ...]]) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="citeset-fuzz-"))
    try:
        files = _apply(BASE, edits)
        suite = tmp / "suite"
        suite.mkdir()
        for name in ("sources", "spans", "cases"):
            if files[name] is not None:
                (suite / f"{name}.jsonl").write_bytes(files[name] or b"")
        run = tmp / "run.jsonl"
        run.write_bytes(files["run"] or b"")
        out = _baseline(tmp)
        result = run_cli("evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0", "--force")
        _check(result, "evaluate")
        written = {"evaluate:stdout": result.stdout.encode(), "evaluate:stderr": result.stderr.encode()}
        if result.code == 2:
            after = {p.name: p.read_bytes() for p in out.iterdir()} if out.exists() else None
            assert after is None or after == _BASELINE, f"exit 2 changed --out: {sorted(after or {})}"
        else:
            cards = (out / "cards.jsonl").read_text(encoding="utf-8").splitlines()
            assert all(isinstance(json.loads(c), dict) for c in cards)
            assert json.loads((out / "report.json").read_text(encoding="utf-8"))["counts"]["cards"] == len(cards)
            assert not [p.name for p in out.iterdir() if p.name.endswith(".tmp")]
            for fmt in ("md", "html", "json", "table"):
                shown = run_cli("report", str(out), "--format", fmt)
                _check(shown, f"report --format {fmt}")
                assert shown.code == 0, shown.stderr
                written[f"report-{fmt}"] = shown.stdout.encode() + shown.stderr.encode()
            pages = run_cli("render", str(suite), str(run), "--out", str(tmp / "pages"))
            _check(pages, "render")
            written.update({"render": pages.stdout.encode() + pages.stderr.encode(), **written_bytes(tmp / "pages")})
        frozen = run_cli("freeze", str(suite))
        _check(frozen, "freeze")
        written["freeze"] = frozen.stdout.encode() + frozen.stderr.encode()
        written.update(written_bytes(out))
        if _vault_restricted(files):
            assert leaks(written) == []
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


@FUZZ
@given(mutations(("run",)))
def test_evaluate_survives_hostile_runs(edits: list[tuple[Any, ...]]) -> None:
    _evaluate_checked(edits)


@settings(FUZZ, max_examples=int(30 * SCALE))
@given(mutations(("sources", "spans", "cases")))
# Found by this test: a renamed span left a run's quote 'ZZSECRET-4711' on a dangling citation, unredacted.
@example([("delete", ("cases", ("reference_answer",)), 6), ("set", ("spans", ("span_id",)), 6, "[/red]")])
def test_evaluate_survives_hostile_suites(edits: list[tuple[Any, ...]]) -> None:
    _evaluate_checked(edits)


# --- gate: hostile policies (shaped by the policy schema) ------------------------------------------------

_metric_names = st.sampled_from([
    "answer_correctness", "citation_set_completeness", "complete_set_recall@5", "complete_set_recall@0",
    "complete_set_recall@7", "hit@5", "quote_fidelity", "answer_corectness", "@5", "x@y", "", "[/red]"])
_thresholds = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.integers(-2, 3), st.booleans(),
                        st.none(), st.sampled_from(["0.5", "NaN", ".nan", "high", [], {}]))
_policy_doc = st.fixed_dictionaries({}, optional={
    "min": st.dictionaries(_metric_names, _thresholds, max_size=3),
    "max": st.dictionaries(_metric_names, _thresholds, max_size=3),
    "max_verdicts": st.dictionaries(st.sampled_from(["reject", "escalate", "accept", "maybe"]),
                                    st.one_of(st.integers(-1, 5), _thresholds), max_size=2),
    "max_counts": st.dictionaries(st.sampled_from(["judge_failures", "escalations", "verdicts", "nope"]),
                                  st.one_of(st.integers(-1, 5), _thresholds), max_size=2),
    "consequential_must_accept": st.one_of(st.booleans(), _thresholds),
    "undefined": st.sampled_from(["fail", "pass", "ignore", 1]),
    "judge": st.sampled_from(["rules", "llm:gpt,base_url=http://evil.example", "nli", "", "[/red]"]),
    "k": st.one_of(st.lists(st.integers(-1, 12), max_size=3), _thresholds),
    "schema_version": st.sampled_from(["1.0", "9.0", "", "x"]),
})
_policy_text = st.one_of(
    _policy_doc.map(lambda d: __import__("yaml").safe_dump(d, allow_unicode=True)),
    st.sampled_from(["", "---\n", "min: {answer_correctness: 0.5}\nmin: {quote_fidelity: 0.9}\n", "- a\n- b\n",
                     "min:\n\tanswer_correctness: 0.5\n", "!!python/object:os.system {}\n", "{a: 1, a: 2}\n",
                     "min: &a {answer_correctness: 0.5}\nmax: *a\n", "\ufeffmin: {}\n", "%YAML 9.9\n---\nmin: {}\n"]),
)


@settings(FUZZ, max_examples=int(25 * SCALE))
@given(_policy_text, st.sampled_from(["text", "bytes", "directory"]))
@example("{}\n", "bytes")  # found by this test: a UTF-16 policy was a UnicodeDecodeError traceback
def test_gate_survives_hostile_policies(policy: str, form: str) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="citeset-fuzz-gate-"))
    try:
        files = _apply(BASE, [])
        suite = tmp / "suite"
        suite.mkdir()
        for name in ("sources", "spans", "cases"):
            (suite / f"{name}.jsonl").write_bytes(files[name] or b"")
        (tmp / "run.jsonl").write_bytes(files["run"] or b"")
        path = tmp / "policy.yaml"
        if form == "directory":
            path.mkdir()
        else:
            path.write_bytes(policy.encode() if form == "text" else policy.encode("utf-16"))
        out = _baseline(tmp)
        result = run_cli("gate", str(suite), str(tmp / "run.jsonl"), "--policy", str(path), "--out", str(out), "--force")
        _check(result, "gate")
        if result.code == 2:
            after = {p.name: p.read_bytes() for p in out.iterdir()} if out.exists() else None
            assert after is None or after == _BASELINE, f"exit 2 changed --out: {sorted(after or {})}"
        written = {"stdout": result.stdout.encode(), "stderr": result.stderr.encode(), **written_bytes(out)}
        assert leaks(written) == []
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# --- report: hostile output folders (a report.json or cards.jsonl edited, truncated or corrupted) ---------

_REPORT_PATHS = [("metrics",), ("metrics", "answer_correctness"), ("metrics", "answer_correctness", "value"),
                 ("metrics", "answer_correctness", "ci"), ("counts",), ("counts", "cards"), ("counts", "verdicts"),
                 ("strata",), ("judge",), ("judge", "name"), ("escalations",), ("warnings",), ("suite",),
                 ("schema_version",), ("config",)]
_CARD_PATHS = [("text",), ("verdict",), ("reasons",), ("citations",), ("citations", 0, "exact"), ("case_id",),
               ("claim_id",), ("bucket",), ("joint_support",), ("kind",), ("schema_version",)]


@settings(FUZZ, max_examples=int(25 * SCALE))
@given(st.one_of(
    st.tuples(st.just("report"), st.sampled_from(_REPORT_PATHS), st.one_of(HOSTILE, TYPED)),
    st.tuples(st.just("card"), st.sampled_from(_CARD_PATHS), st.one_of(HOSTILE, TYPED)),
    st.tuples(st.just("cut"), st.sampled_from(["report.json", "cards.jsonl"]), st.integers(0, 4000)),
    st.tuples(st.just("bytes"), st.sampled_from(["report.json", "cards.jsonl"]),
              st.sampled_from([b"\xff\xfe", b"[" * 100_000, b"\x00", b"{}"])),
), st.sampled_from(["md", "html", "json", "table"]))
@example(("bytes", "report.json", b"\xff\xfe"), "md")  # found by this test: a UnicodeDecodeError traceback
def test_report_survives_hostile_output_folders(edit: tuple[Any, ...], fmt: str) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="citeset-fuzz-report-"))
    try:
        out = _baseline(tmp)
        kind, target = edit[0], edit[1]
        if kind == "report":
            data = json.loads(_BASELINE["report.json"])
            _set(data, target, edit[2])
            (out / "report.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8",
                                             errors="surrogatepass")
        elif kind == "card":
            cards = [json.loads(x) for x in _BASELINE["cards.jsonl"].decode().splitlines()]
            _set(cards[0], target, edit[2])
            (out / "cards.jsonl").write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cards),
                                             encoding="utf-8", errors="surrogatepass")
        elif kind == "cut":
            (out / target).write_bytes(_BASELINE[target][: edit[2]])
        else:
            (out / target).write_bytes(_BASELINE[target] + edit[2])
        result = run_cli("report", str(out), "--format", fmt)
        _check(result, f"report --format {fmt}")
        assert leaks({"stdout": result.stdout.encode(), "stderr": result.stderr.encode()}) == []
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
