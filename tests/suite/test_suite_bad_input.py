"""Bad suites and runs: a clear message naming file, line and field, exit status 2, nothing half-written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from citeset.cli import cli
from citeset.cli._main import main
from conftest import cedar_case, make_suite, world_sources, world_spans, write_jsonl

GOOD_RUN = [{"case_id": "A", "answer_text": "Entity R holds Cedar's rights.",
             "claims": [{"text": "Entity R holds Cedar's rights.", "claim_id": "c",
                         "citations": [{"span_id": "b1"}, {"span_id": "a2"}]}]}]


def evaluate_exit(suite: Path, run: Path, out: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        main(["evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0"])
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    return code, capsys.readouterr().err


@pytest.fixture
def setup(tmp_path: Path):
    def build(cases: list[dict[str, Any]] | None = None, sources: list[dict[str, Any]] | None = None,
              spans: list[dict[str, Any]] | None = None, run: list[dict[str, Any]] | None = None) -> tuple[Path, Path]:
        suite = make_suite(tmp_path / "suite", cases or [cedar_case("A")], sources, spans)
        run_path = write_jsonl(tmp_path / "run.jsonl", GOOD_RUN if run is None else run)
        return suite, run_path

    return build


def test_malformed_json_names_file_and_line(setup: Any, tmp_path: Path, capsys: Any) -> None:
    suite, run = setup()
    with (suite / "cases.jsonl").open("a") as handle:
        handle.write('{"case_id": "B", "question": \n')
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2
    assert "cases.jsonl:2" in err and "malformed JSON" in err


@pytest.mark.parametrize(("line", "where"), [('{"case_id": "B", "question": ', "at the end of the line"),
                                             ('{"case_id": "B",, "question": "q"}', "at column 17")])
def test_malformed_json_says_where_in_the_line_not_a_line_of_its_own(setup: Any, tmp_path: Path, capsys: Any,
                                                                     line: str, where: str) -> None:
    """The parser numbers lines within the one line it was given (its newline made "line 2 column 0"), which
    contradicts the file's line number printed beside it: the message says the column, or the end of the line."""
    suite, run = setup()
    with (suite / "cases.jsonl").open("a") as handle:
        handle.write(line + "\n")
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2
    assert "cases.jsonl:2" in err and where in err and "line 2" not in err and "line 1 " not in err


@pytest.mark.parametrize(("kind", "field"), [("sources", "version_id"), ("spans", "span_id"), ("cases", "case_id")])
def test_duplicate_ids(setup: Any, tmp_path: Path, capsys: Any, kind: str, field: str) -> None:
    sources, spans, cases = world_sources(), world_spans(), [cedar_case("A")]
    {"sources": sources, "spans": spans, "cases": cases}[kind].append(
        {"sources": sources, "spans": spans, "cases": cases}[kind][0])
    suite, run = setup(cases, sources, spans)
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2 and f"field '{field}'" in err and "duplicate" in err


def test_route_member_that_is_not_a_span(setup: Any, tmp_path: Path, capsys: Any) -> None:
    case = cedar_case("A")
    case["claims"] = [{**case["claims"][0], "routes": [{"set_id": "r", "members": ["a1", "ghost"]}]}]
    suite, run = setup([case])
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2
    assert "cases.jsonl:1" in err and "claims[0].routes[0].members[1]" in err and "ghost" in err


def test_span_of_a_missing_version(setup: Any, tmp_path: Path, capsys: Any) -> None:
    spans = world_spans()
    spans[0] = {**spans[0], "version_id": "nowhere"}
    suite, run = setup(spans=spans)
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2 and "spans.jsonl:1" in err and "field 'version_id'" in err


def test_offsets_that_cannot_be_reanchored(setup: Any, tmp_path: Path, capsys: Any) -> None:
    spans = world_spans()
    spans[1] = {**spans[1], "exact": "Entity Z holds nothing."}
    suite, run = setup(spans=spans)
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2 and "spans.jsonl:2" in err and "field 'exact'" in err and "cannot re-anchor" in err


def test_answerable_claim_without_route(setup: Any, tmp_path: Path, capsys: Any) -> None:
    case = cedar_case("A")
    case["claims"] = [{**case["claims"][0], "routes": []}]
    suite, run = setup([case])
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2 and "claims[0].routes" in err and "has no route" in err


def test_wrong_field_type_names_the_field(setup: Any, tmp_path: Path, capsys: Any) -> None:
    case = cedar_case("A", answerable="perhaps")
    suite, run = setup([case])
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2 and "cases.jsonl:1" in err and "field 'answerable'" in err


def test_unknown_field_is_rejected(setup: Any, tmp_path: Path, capsys: Any) -> None:
    suite, run = setup(run=[{**GOOD_RUN[0], "answr_text": "typo"}])
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2 and "run.jsonl:1" in err and "answr_text" in err


def test_run_line_for_an_unknown_case(setup: Any, tmp_path: Path, capsys: Any) -> None:
    suite, run = setup(run=[*GOOD_RUN, {"case_id": "nope", "answer_text": "x"}])
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2 and "run.jsonl:2" in err and "field 'case_id'" in err and "not in the suite" in err


def test_empty_run(setup: Any, tmp_path: Path, capsys: Any) -> None:
    suite, run = setup(run=[])
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2 and "run.jsonl" in err and "empty" in err


def test_citation_to_nothing_is_a_finding_not_an_input_error(setup: Any, tmp_path: Path, capsys: Any) -> None:
    run = [{**GOOD_RUN[0], "claims": [{"text": "Entity R holds Cedar's rights.", "claim_id": "c",
                                        "citations": [{"span_id": "missing-span"}]}]}]
    suite, run_path = setup(run=run)
    result = CliRunner().invoke(cli, ["evaluate", str(suite), str(run_path), "--out", str(tmp_path / "o"),
                                      "--bootstrap", "0"])
    assert result.exit_code == 0, result.output
    report = json.loads((tmp_path / "o" / "report.json").read_text())
    assert report["metrics"]["citation_validity"]["value"] == 0.0
    assert report["counts"]["invalid_citations"] == 1


def test_failed_evaluation_leaves_previous_outputs_intact(setup: Any, tmp_path: Path, capsys: Any) -> None:
    suite, run = setup()
    out = tmp_path / "out"
    code, _ = evaluate_exit(suite, run, out, capsys)
    assert code == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    write_jsonl(run, [*GOOD_RUN, {"case_id": "ghost"}])
    code, _ = evaluate_exit(suite, run, out, capsys)
    assert code == 2
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_bundle_yaml_loads_and_reports_item_field(tmp_path: Path) -> None:
    import yaml

    from citeset.errors import InputError
    from citeset.suite import load_suite

    bundle = {"sources": world_sources(), "spans": world_spans(), "cases": [cedar_case("A")]}
    path = tmp_path / "suite.yaml"
    path.write_text(yaml.safe_dump(bundle, allow_unicode=True))
    suite = load_suite(path)
    assert list(suite.cases) == ["A"] and suite.spans["a2"].start is not None
    bundle["cases"][0]["claims"] = [{**bundle["cases"][0]["claims"][0], "routes": [{"set_id": "r", "members": ["x"]}]}]
    path.write_text(yaml.safe_dump(bundle, allow_unicode=True))
    with pytest.raises(InputError) as exc:
        load_suite(path)
    assert "cases[0].claims[0].routes[0].members[0]" in str(exc.value)


@pytest.mark.parametrize("name", ["sources.jsonl", "spans.jsonl", "cases.jsonl"])
def test_a_line_that_is_not_an_object_says_so_in_every_suite_file(name: str, setup: Any, tmp_path: Path,
                                                                    capsys: Any) -> None:
    suite, run = setup()
    with (suite / name).open("a") as handle:
        handle.write('["not", "an", "object"]\n')
    code, err = evaluate_exit(suite, run, tmp_path / "out", capsys)
    assert code == 2
    assert f"{name}:" in err and "each line must be a JSON object" in err and "Traceback" not in err


def _line_of(text: str, needle: str) -> int:
    return next(i for i, row in enumerate(text.splitlines(), 1) if needle in row)


@pytest.mark.parametrize("suffix", [".yaml", ".json"])
def test_a_bundle_error_names_the_line_of_the_field(tmp_path: Path, suffix: str) -> None:
    """A hardening audit: a bundle's errors named file and field but no line, so a user had to count items in a
    long bundle by hand. A field's error names the line the field is on; an item's, the line it starts on."""
    import yaml

    from citeset.errors import InputError
    from citeset.suite import load_suite

    def dump(bundle: dict[str, Any]) -> str:
        return yaml.safe_dump(bundle, allow_unicode=True) if suffix == ".yaml" else json.dumps(bundle, indent=2)

    bundle = {"sources": world_sources(), "spans": world_spans(), "cases": [cedar_case("A")]}
    path = tmp_path / f"suite{suffix}"
    bundle["spans"][1] = {**bundle["spans"][1], "start": "forty"}
    text = dump(bundle)
    path.write_text(text)
    with pytest.raises(InputError) as exc:
        load_suite(path)
    assert exc.value.field == "spans[1].start"
    starts = [i for i, row in enumerate(text.splitlines(), 1) if "forty" in row]
    assert exc.value.line == starts[0], text
    bundle["spans"][1]["start"] = world_spans()[1]["start"]
    bundle["spans"][1]["version_id"] = "nowhere-v9"
    text = dump(bundle)
    path.write_text(text)
    with pytest.raises(InputError) as exc:
        load_suite(path)
    assert exc.value.line is not None, str(exc.value)
    assert 0 <= _line_of(text, "nowhere-v9") - exc.value.line <= len(bundle["spans"][1]), str(exc.value)


@pytest.mark.parametrize(("name", "text", "says", "line"), [
    ("suite.json", '{"sources": [],\n "spans": [{"start": ' + "1" * 5001 + '}],\n "cases": []}', "4,300 digits", 2),
    ("suite.yaml", "sources: []\nspans:\n- start: " + "1" * 5001 + "\ncases: []\n", "4,300 digits", 3),
    ("suite.yaml", "sources: []\nspans: []\ncases: []\ntrue: 1\n", "unknown key(s): True", 4),
    ("suite.json", '{"sources": [{"version_id": "v", "source_id": "s",\n "text": "memo \\ud800 x"}],'
                   ' "spans": [], "cases": []}', "lone surrogate", 2),
    ("suite.yaml", "sources: []\nspans: []\ncases: []\nnote: \"a\x07b\"\n", "unacceptable character", 4),
    ("suite.json", '\ufeff{"sources": [], "spans": [], "cases": []}', "byte-order mark", 1),
])
def test_a_bundle_that_cannot_be_read_is_one_line_with_its_line(tmp_path: Path, name: str, text: str, says: str,
                                                                  line: int) -> None:
    """A hardening re-audit: these bundles ended in an internal error and a crash file (a 5,001-digit number, a key
    `true:`, a lone surrogate escape), or in an error without a line (a control character, a byte-order mark)."""
    from citeset.errors import InputError
    from citeset.suite import load_suite

    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as exc:
        load_suite(path)
    assert says in exc.value.message and exc.value.line == line, str(exc.value)


@pytest.mark.parametrize("command", ["evaluate", "evaluate-sharded", "freeze", "suite-check"])
def test_a_version_giving_both_text_and_path_is_ambiguous(setup: Any, tmp_path: Path, capsys: Any,
                                                         command: str) -> None:
    """A hardening audit gave a version both `text` and `path` (a file with other words): the text was used and
    the file ignored without a word. DESIGN: `text` (or `path`); both is ambiguous input, refused by name."""
    sources = world_sources()
    sources[0] = dict(sources[0], path="map.txt")
    suite, run = setup(sources=sources)
    (suite / "map.txt").write_text("Mapping table.\nProject Cedar is mapped to record R99.\n")
    argv = {"evaluate": ["evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0"],
            "evaluate-sharded": ["evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0",
                                 "--shard-size", "1"],
            "freeze": ["freeze", str(suite)],
            "suite-check": ["suite", "check", str(suite)]}[command]
    try:
        main(argv)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1, err
    assert "sources.jsonl:1" in err and "field 'path'" in err and "`text`" in err, err
    assert not (tmp_path / "out").exists() and not (suite / "manifest.json").exists()
