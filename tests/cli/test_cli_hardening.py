"""No tracebacks and distinct exit codes: input text is never markup or terminal control, environment
faults are one line and exit 2, an internal error exits 3 and says where its traceback is."""

from __future__ import annotations

import errno
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from _timing import assert_linear
from citeset.cli._main import main
from citeset.demo import example_paths
from conftest import CEDAR_CLAIM, cedar_case, make_suite, world_sources, world_spans, write_jsonl

HOSTILE = "[/red] [bold]x[/bold] \x1b[31mred\x1b[0m \x1b]0;pwned\x07 | `tick` \n# head"


def citeset(*args: str, timeout: int = 120) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, COLUMNS="1000")  # one table row per card, so texts are not folded
    return subprocess.run([sys.executable, "-m", "citeset", *args], capture_output=True, text=True, timeout=timeout,
                          env=env)


def _hostile_world(tmp_path: Path) -> tuple[Path, Path]:
    claim = dict(CEDAR_CLAIM, claim_id="c[/red]\x1b[2J")
    # no restricted version: the public would be shown none of the run's words no readable version states
    sources = [s for s in world_sources() if not s.get("readers")]
    spans = [s for s in world_spans() if s["version_id"] in {v["version_id"] for v in sources}]
    suite = make_suite(tmp_path / "suite[/red]", [cedar_case("A[/red]\x1b[2J", claims=[claim])], sources, spans)
    answer = f"Entity R holds the rights associated with Project Cedar {HOSTILE} [1][2]."
    run = write_jsonl(tmp_path / "run.jsonl", [{"case_id": "A[/red]\x1b[2J", "answer_text": answer,
                                                 "sources": [{"marker": "1", "span_id": "a1"},
                                                             {"marker": "2", "span_id": "a2"}]}])
    return suite, run


def _clean(proc: subprocess.CompletedProcess[str]) -> None:
    assert proc.returncode in (0, 1), proc.stderr
    assert "Traceback" not in proc.stderr and "MarkupError" not in proc.stderr
    assert "\x1b" not in proc.stdout + proc.stderr and "\x07" not in proc.stdout + proc.stderr


def test_markup_and_escapes_in_inputs_print_literally(tmp_path: Path) -> None:
    suite, run = _hostile_world(tmp_path)
    out = tmp_path / "out[bold]"
    proc = citeset("evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0")
    _clean(proc)
    assert "A[/red]\\x1b[2J" in proc.stdout and "[/red] [bold]x[/bold]" in proc.stdout
    assert str(out) in proc.stdout
    for fmt in ("table", "md", "html", "json"):
        _clean(citeset("report", str(out), "--format", fmt))
    policy = tmp_path / "p.yaml"
    policy.write_text("consequential_must_accept: true\nundefined: pass\n")
    gate = citeset("gate", str(suite), str(run), "--policy", str(policy))
    _clean(gate)
    assert gate.returncode == 1 and "A[/red]\\x1b[2J" in gate.stdout
    frozen = citeset("freeze", str(suite))
    _clean(frozen)
    assert "suite[/red]" in frozen.stdout


def test_markdown_escapes_table_syntax(tmp_path: Path) -> None:
    suite, run = _hostile_world(tmp_path)
    out = tmp_path / "out"
    assert citeset("evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0").returncode in (0, 1)
    text = (out / "report.md").read_text()
    assert "\x1b" not in text and "\n# head" not in text
    rows = [line for line in text.splitlines() if line.startswith("| A")]
    assert rows, text
    header = next(line for line in text.splitlines() if line.startswith("| case |"))
    unescaped = re.compile(r"(?<!\\)\|")
    for row in rows:
        assert len(unescaped.findall(row)) == len(unescaped.findall(header)), row


def test_a_huge_claim_is_cut_in_the_terminal_table() -> None:
    from io import StringIO

    from rich.console import Console

    import citeset as cs
    from citeset.report._render import print_summary

    suite_dir, run_path = example_paths("cedar")
    suite = cs.load_suite(suite_dir)
    ev = cs.evaluate(suite, cs.load_run(run_path, suite), config=cs.EvalConfig(n_boot=0))
    def run(n: int) -> StringIO:
        huge = [ev.cards[0].model_copy(update={"text": "word " * n, "case_id": "x" * (n // 10)})]
        buffer = StringIO()
        print_summary(ev.report, Console(file=buffer, width=120), huge)
        return buffer
    buffer = assert_linear(run, 2_500_000)  # the last is of 10,000,000 words
    assert len(buffer.getvalue()) < 50_000 and "…" in buffer.getvalue()


def _main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        main(argv)
    except SystemExit as exited:
        return int(exited.code) if isinstance(exited.code, int) else 0, capsys.readouterr().err
    return 0, capsys.readouterr().err


def test_a_corrupt_judge_cache_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, run = example_paths("cedar")
    cache = tmp_path / "cache.sqlite"
    cache.write_bytes(b"this is not a database" * 100)
    code, err = _main(["evaluate", str(suite), str(run), "--cache", str(cache), "--out", str(tmp_path / "o")], capsys)
    assert code == 2 and err.count("\n") == 1 and "cache" in err and str(cache) in err, err


def test_a_full_disk_is_one_line_and_keeps_the_old_set(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    suite, run = example_paths("cedar")
    out = tmp_path / "out"
    assert _main(["evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0"], capsys)[0] == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    code, err = _main(["evaluate", str(suite), str(run), "--out", str(out), "--seed", "9", "--force"], capsys)
    assert code == 2 and err.count("\n") == 1 and "No space left on device" in err, err
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_a_read_only_place_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    suite, run = example_paths("cedar")

    def read_only(*args: Any, **kwargs: Any) -> str:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(tmp_path))

    monkeypatch.setattr(tempfile, "mkdtemp", read_only)
    code, err = _main(["evaluate", str(suite), str(run), "--out", str(tmp_path / "o")], capsys)
    assert code == 2 and err.count("\n") == 1 and "Read-only file system" in err, err


@pytest.mark.parametrize(("content", "words"), [(b'{"schema_version": "\xff\xfe"}', "UTF-8"),
                                                (b"[" * 200_000 + b"]" * 200_000, "nested too deeply"),
                                                (b"{", "malformed JSON")])
def test_unreadable_report_json_is_one_line(tmp_path: Path, content: bytes, words: str) -> None:
    (tmp_path / "report.json").write_bytes(content)
    proc = citeset("report", str(tmp_path))
    assert proc.returncode == 2 and words in proc.stderr and "Traceback" not in proc.stderr, proc.stderr[-500:]
    assert len(proc.stderr.strip().splitlines()) == 1


def test_report_of_a_folder_that_is_a_file(tmp_path: Path) -> None:
    (tmp_path / "x").write_text("x")
    proc = citeset("report", str(tmp_path / "x"))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_an_internal_error_exits_3_with_the_trace_file(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import citeset.report._render as render

    def broken(*args: Any, **kwargs: Any) -> None:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(render, "print_summary", broken)
    suite, run = example_paths("cedar")
    code, err = _main(["evaluate", str(suite), str(run), "--out", str(tmp_path / "o")], capsys)
    assert code == 3, err
    assert "internal error" in err and "ZeroDivisionError: a bug" in err
    found = re.search(r"traceback is in (\S+)$", err.strip())
    assert found, err
    trace = Path(found.group(1))
    assert trace.exists() and "Traceback" in trace.read_text() and "broken" in trace.read_text()
    assert "Traceback" not in err and err.count("\n") == 1
    trace.unlink()


def test_the_crash_file_holds_no_credentials_of_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Hardening audit 36: the crash file users are asked to attach to a bug report held the whole argv, with a
    database URL's password or an endpoint's key in it; the traceback's own messages too."""
    import citeset.report._render as render

    def broken(*args: Any, **kwargs: Any) -> None:
        raise ZeroDivisionError("a bug at postgresql://ana:hunter2@db.example/runs?api_key=sk-live-42")

    monkeypatch.setattr(render, "print_summary", broken)
    monkeypatch.setattr(sys, "argv", ["citeset", "evaluate", "--db", "postgresql://ana:hunter2@db.example/x",
                                      "https://api.example/v1?api_key=sk-live-42&model=m"])
    suite, run = example_paths("cedar")
    code, err = _main(["evaluate", str(suite), str(run), "--out", str(tmp_path / "o")], capsys)
    assert code == 3, err
    found = re.search(r"traceback is in (\S+)$", err.strip())
    assert found, err
    trace = Path(found.group(1))
    text = trace.read_text()
    trace.unlink()
    assert "hunter2" not in text and "sk-live-42" not in text, text
    assert "postgresql://***@db.example" in text and "ZeroDivisionError" in text


def test_exit_codes_stay_distinct(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    assert citeset("evaluate", str(suite), str(run), "--out", str(tmp_path / "o")).returncode == 0
    assert citeset("evaluate", str(suite), str(tmp_path / "missing.jsonl")).returncode == 2
    assert citeset("evaluate").returncode == 2
    policy = tmp_path / "p.yaml"
    policy.write_text("max_verdicts:\n  reject: 0\n")
    assert citeset("gate", str(suite), str(run), "--policy", str(policy)).returncode == 1


def test_the_demo_output_is_literal(tmp_path: Path) -> None:
    proc = citeset("demo", "--out", str(tmp_path / "d[/red]"))
    _clean(proc)
    assert "d[/red]" in proc.stdout
    shutil.rmtree(tmp_path / "d[/red]")
    json.dumps({})


def test_a_deeply_nested_cards_line_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, run = example_paths("cedar")
    out = tmp_path / "out"
    assert _main(["evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0"], capsys)[0] == 0
    (out / "manifest.json").unlink()  # a set from before manifests: the cards are parsed, not digest-checked
    (out / "cards.jsonl").write_text('{"a": ' + "[" * 100_000 + "]" * 100_000 + "}\n")
    code, err = _main(["report", str(out)], capsys)
    assert code == 2 and "cards.jsonl:1" in err and "nested too deeply" in err, err


def test_usage_errors_do_not_echo_control_characters(capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _main(["evaluate", "--k", "\x1b]0;pwned\x07"], capsys)
    assert code == 2 and "\x1b" not in err and "\x07" not in err and "\\x1b" in err, err


def test_a_device_named_as_an_input_is_one_line(tmp_path: Path) -> None:
    """A hardening audit ran `evaluate SUITE /dev/zero`, `import alce /dev/zero`, an import folder whose file links
    to /dev/zero and `--judge rules,calibration=/dev/zero`: memory grew 1 GB/s until the kernel killed it."""
    suite, run = example_paths("cedar")
    folder = tmp_path / "alce"
    folder.mkdir()
    (folder / "a.json").symlink_to("/dev/zero")
    for args in (["evaluate", str(suite), "/dev/zero", "--out", str(tmp_path / "o1")],
                 ["import", "alce", "/dev/zero", "--out", str(tmp_path / "o3")],
                 ["import", "alce", str(folder), "--out", str(tmp_path / "o4")],
                 ["import", "csv", "/dev/zero", "--out", str(tmp_path / "o6")],
                 ["evaluate", str(suite), str(run), "--judge", "rules:model=/dev/zero", "--out", str(tmp_path / "o7")],
                 ["evaluate", str(suite), str(run), "--judge", "rules,calibration=/dev/zero",
                  "--out", str(tmp_path / "o5")]):
        proc = citeset(*args, timeout=60)
        assert proc.returncode == 2, (args, proc.stderr)
        # the import folder's file is a link out of the folder: refused as such before it is read
        said = "a symlink leading out of the folder" if args[2] == str(folder) else "not a regular file"
        assert said in proc.stderr and "Traceback" not in proc.stderr, (args, proc.stderr)
        assert not Path(args[args.index("--out") + 1]).exists()


def test_a_single_file_out_is_never_an_input_or_inside_one(tmp_path: Path) -> None:
    """A hardening audit overwrote a run with `render SUITE RUN --case A --out RUN`, and broke a report set's
    digest with `diff A B --out A/report.json`. Both are refused before anything is written."""
    suite, run = example_paths("cedar")
    own = tmp_path / "run.jsonl"
    shutil.copyfile(run, own)
    before = own.read_bytes()
    out = tmp_path / "o"
    assert citeset("evaluate", str(suite), str(own), "--out", str(out), "--no-progress").returncode in (0, 1)
    report = (out / "report.json").read_bytes()
    for args in (["render", str(suite), str(own), "--case", "A", "--out", str(own)],
                 ["diff", str(out), str(out), "--format", "json", "--out", str(out / "report.json")],
                 ["report", str(out), "--format", "md", "--out", str(out / "cards.jsonl")],
                 ["export", str(out), "--format", "prov", "--out", str(out / "x.json")]):
        proc = citeset(*args)
        assert proc.returncode == 2 and "--out is" in proc.stderr, (args, proc.stderr)
    assert own.read_bytes() == before and (out / "report.json").read_bytes() == report
    assert not (out / "x.json").exists()
    assert citeset("report", str(out), "--format", "md").returncode == 0


def test_an_endless_line_is_one_line_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening re-audit gave a run that is one 30 GB line (a sparse file): the check grew 1 GB/s. Lines are
    read up to a bound (256 MiB; lowered here) and a longer one is an input error naming it."""
    import citeset._jsonl as jsonl

    monkeypatch.setattr(jsonl, "MAX_LINE_BYTES", 4096)
    suite, run = example_paths("cedar")
    long_run = tmp_path / "run.jsonl"
    long_run.write_bytes(run.read_bytes() + b'{"case_id": "' + b"x" * 10_000 + b'"}\n')
    with pytest.raises(SystemExit) as exit_info:
        main(["evaluate", str(suite), str(long_run), "--out", str(tmp_path / "o"), "--workers", "1", "--no-stream",
              "--no-progress"])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and "longer than" in err and f"{long_run}:" in err, err
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize(("line", "field"), [
    ('{"case_id": "cedar-1", "abstained": "yes"}', "abstained"),
    ('{"case_id": "cedar-1", "abstained": 1}', "abstained"),
    ('{"case_id": "cedar-1", "claims": [{"text": "t", "citations": [{"version_id": "v", "start": true, "end": 4}]}]}',
     "start"),
    ('{"case_id": "cedar-1", "claims": [{"text": "t", "citations": [{"version_id": "v", "start": "0", "end": 4}]}]}',
     "start"),
    ('{"case_id": "cedar-1", "claims": [{"text": "t", "citations": [{"version_id": "v", "start": 0, "end": 4.0}]}]}',
     "end"),
    ('{"case_id": "cedar-1", "trace": {"retrieved": [{"span_id": "a1", "rank": true}]}}', "rank"),
    ('{"case_id": "cedar-1", "trace": {"retrieved": [{"span_id": "a1", "score": "0.5"}]}}', "score"),
    ('{"case_id": "cedar-1", "trace": {"retrieved": [{"span_id": "a1", "score": NaN}]}}', "score"),
    ('{"case_id": "cedar-1", "claims": [{"text": "t", "requires_citation": "no"}]}', "requires_citation"),
    ('{"schema_version": "1", "case_id": "cedar-1"}', "schema_version"),
    ('{"schema_version": "\u0661.\u0660", "case_id": "cedar-1"}', "schema_version"),
])
def test_a_run_value_of_another_type_is_not_coerced(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     line: str, field: str) -> None:
    """A hardening audit: `"abstained": "yes"` was read as true and `"start": true` as 1. JSON has booleans and
    numbers of its own; a value of another type is an input error naming file, line and field, never coerced."""
    suite = make_suite(tmp_path / "suite", [cedar_case("cedar-1")])
    run = tmp_path / "run.jsonl"
    run.write_text(line + "\n", encoding="utf-8")
    code, err = _main(["evaluate", str(suite), str(run), "--out", str(tmp_path / "o"), "--workers", "1",
                       "--no-stream", "--no-progress"], capsys)
    assert code == 2 and err.count("\n") == 1, err
    assert f"{run}:1" in err and field in err, err
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize(("over", "field"), [
    ({"answerable": "false"}, "answerable"),
    ({"answerable": 0}, "answerable"),
    ({"claims": [{**CEDAR_CLAIM, "consequential": "yes"}]}, "consequential"),
    ({"cutoff": 1780000000}, "cutoff"),
    ({"cutoff": "2026"}, "cutoff"),
])
def test_a_suite_value_of_another_type_is_not_coerced(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       over: dict[str, Any], field: str) -> None:
    """`"answerable": "false"` was read as false; a suite's flags are JSON booleans or an input error."""
    suite = make_suite(tmp_path / "suite", [cedar_case("cedar-1", **over)])
    run = write_jsonl(tmp_path / "run.jsonl", [{"case_id": "cedar-1"}])
    code, err = _main(["evaluate", str(suite), str(run), "--out", str(tmp_path / "o"), "--workers", "1",
                       "--no-stream", "--no-progress"], capsys)
    assert code == 2 and err.count("\n") == 1, err
    assert "cases.jsonl:1" in err and field in err, err


@pytest.mark.parametrize(("args", "field"), [
    (["--seed", "-1"], "--seed"),
    (["--workers", "99999999999999999999"], "--workers"),
    (["--bootstrap", "10000000000"], "--bootstrap"),
])
def test_an_option_out_of_its_range_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     args: list[str], field: str) -> None:
    """A hardening audit: `--seed -1` crashed in numpy (exit 3) and `--workers 99999999999999999999` built a list
    that long (23 GB, then the out-of-memory killer)."""
    suite, run = example_paths("cedar")
    code, err = _main(["evaluate", str(suite), str(run), "--out", str(tmp_path / "o"), *args], capsys)
    assert code == 2 and field in err and "Traceback" not in err, err
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("url", ["mysql://bob@127.0.0.1:1/x", "postgresql+asyncpg://u@127.0.0.1:1/x",
                                 "mysql+pymysql://bob@[::1/x", "sqlite://", "sqlite:///"])
def test_a_database_whose_driver_is_not_installed_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                              url: str) -> None:
    suite, _ = example_paths("cedar")
    code, err = _main(["review", "labels", "--db", url, "--suite", str(suite), "--out", str(tmp_path / "l.jsonl")],
                      capsys)
    assert code == 2 and err.count("\n") == 1 and "--db" in err and "bob" not in err, err


@pytest.mark.parametrize(("change", "words"), [
    ({"numerator": 0, "denominator": 0, "value": 1.0}, "denominator 0 is null"),
    ({"value": float("nan")}, "finite"),
])
def test_a_report_showing_an_undefined_metric_as_a_number_is_refused(tmp_path: Path, change: dict[str, Any],
                                                                     words: str) -> None:
    """A hardening audit: a report.json whose metric had value 1.0 over 0/0 rendered as "100.0% 0/0", and a NaN
    as "nan%". Undefined is null; anything else is bad input naming file and field."""
    suite, run = example_paths("cedar")
    out = tmp_path / "o"
    assert citeset("evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0").returncode in (0, 1)
    (out / "manifest.json").unlink()
    report = json.loads((out / "report.json").read_text())
    report["metrics"]["answer_correctness"].update(change)
    (out / "report.json").write_text(json.dumps(report))
    proc = citeset("report", str(out), "--format", "md")
    assert proc.returncode == 2 and words in proc.stderr and "answer_correctness" in proc.stderr, proc.stderr[-500:]
    assert len(proc.stderr.strip().splitlines()) == 1 and "%" not in proc.stdout


@pytest.mark.parametrize(("change", "words"), [
    ({"numerator": 0, "value": 1.0}, "numerator over its denominator"),
    ({"numerator": 9, "denominator": 7, "value": 9 / 7}, None),
    ({"numerator": -3, "denominator": -7, "value": 3 / 7}, "never negative"),
    ({"ci": [0.9, 0.1]}, "lower to its upper"),
])
def test_a_report_with_an_impossible_metric_is_refused(tmp_path: Path, change: dict[str, Any],
                                                       words: str | None) -> None:
    """A hardening re-audit: report showed "100.0% 0/7", "-3/-7" and an interval [90.0%, 10.0%] read from a
    report.json. A value that is not its numerator over its denominator, a negative count or a reversed interval
    is bad input; a ratio over 1 (9/7) is left to the metric."""
    suite, run = example_paths("cedar")
    out = tmp_path / "o"
    assert citeset("evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", "0").returncode in (0, 1)
    (out / "manifest.json").unlink()
    report = json.loads((out / "report.json").read_text())
    report["metrics"]["answer_correctness"].update(change)
    (out / "report.json").write_text(json.dumps(report))
    proc = citeset("report", str(out), "--format", "md")
    if words is None:
        assert proc.returncode == 0, proc.stderr
        return
    assert proc.returncode == 2 and words in proc.stderr and "answer_correctness" in proc.stderr, proc.stderr[-500:]


def test_a_run_with_a_byte_order_mark_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening audit: a run saved with a byte-order mark was refused as "expected value at line 1 column 1"."""
    suite, run = example_paths("cedar")
    marked = tmp_path / "run.jsonl"
    marked.write_bytes(b"\xef\xbb\xbf" + run.read_bytes())
    code, err = _main(["evaluate", str(suite), str(marked), "--out", str(tmp_path / "o"), "--workers", "1",
                       "--no-progress"], capsys)
    assert code == 2 and "byte-order mark" in err and f"{marked}:1" in err and err.count("\n") == 1, err


def test_a_json_lines_file_read_as_text_with_a_byte_order_mark_says_so(tmp_path: Path) -> None:
    """The readers that take lines as text (dataset and trace imports) say so too, not only the byte readers."""
    from citeset._jsonl import iter_json_lines
    from citeset.errors import InputError

    marked = tmp_path / "rows.jsonl"
    marked.write_text("\ufeff" + '{"question": "q"}\n', encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(iter_json_lines(marked))
    assert "byte-order mark" in str(err.value) and err.value.line == 1


def _hostile_labels(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "labels[/].jsonl", [
        {"id": "1", "claim": f"Water is wet {HOSTILE}", "evidence": ["Water is wet."], "label": "entailed",
         "slice": HOSTILE},
        {"id": "2", "claim": "The sky is green.", "evidence": ["The sky is blue."], "label": "contradicted",
         "slice": "[/]"},
    ])


def test_judge_commands_print_label_file_text_literally(tmp_path: Path) -> None:
    """Slice names, claims and the labels path are data: '[/]' crashed calibrate and compare (MarkupError, exit 3),
    '[bold]x[/bold]' was styled away and an escape sequence reached the terminal (a hardening audit)."""
    labels = _hostile_labels(tmp_path)
    for args in (("judge", "calibrate", str(labels), "--judge", "rules", "--out", str(tmp_path / "cal")),
                 ("judge", "compare", str(labels), "--judge", "rules", "--judge", "rules"),
                 ("judge", "sample", str(labels), "--judge", "rules", "--by", "slice", "--out", str(tmp_path / "s"))):
        proc = citeset(*args)
        _clean(proc)
        assert proc.returncode == 0, proc.stderr
    for args in (("judge", "calibrate", str(labels), "--judge", "rules", "--out", str(tmp_path / "cal2")),
                 ("judge", "compare", str(labels), "--judge", "rules", "--judge", "rules")):
        out = citeset(*args).stdout
        assert "slice=[/red] [bold]x[/bold] \\x1b[31mred" in out and "slice=[/]" in out, out
    assert "labels[/].jsonl" in citeset("judge", "calibrate", str(labels), "--judge", "rules", "--out",
                                        str(tmp_path / "cal3")).stdout


def test_judge_compare_prints_claims_and_rationales_literally(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from citeset.cli import _judge
    from citeset.judges import JudgeSpec, Judgment, Label

    class Says:
        def __init__(self, name: str, label: Label) -> None:
            self.spec, self.label = JudgeSpec(name=name, version="1"), label

        async def judge(self, requests: Any) -> list[Judgment]:
            return [Judgment(label=self.label, rationale=f"because {HOSTILE}", judge=str(self.spec),
                             spec_key=self.spec.key) for _ in requests]

    judges = {"a": Says("a", Label.ENTAILED), "b": Says("b", Label.CONTRADICTED)}
    monkeypatch.setattr(_judge, "_load", lambda spec, cache: judges[spec])
    monkeypatch.setenv("COLUMNS", "1000")
    try:
        main(["judge", "compare", str(_hostile_labels(tmp_path)), "--judge", "a", "--judge", "b"])
    except SystemExit as exited:
        assert not exited.code
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "Water is wet [/red] [bold]x[/bold] \\x1b[31mred" in out and "because [/red] [bold]x[/bold]" in out, out


def test_cache_stats_prints_a_cache_files_judge_names_literally(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    path = tmp_path / "cache.sqlite"
    con = sqlite3.connect(path)
    con.executescript("CREATE TABLE judgments (spec_key TEXT, request_key TEXT, judgment TEXT, created_at REAL);"
                      "CREATE TABLE specs (spec_key TEXT PRIMARY KEY, judge TEXT, spec TEXT, first_seen REAL);")
    con.execute("INSERT INTO judgments VALUES ('k[/]', 'r', '{}', 0)")
    con.execute("INSERT INTO specs VALUES ('k[/]', ?, '{}', 0)", (HOSTILE,))
    con.commit()
    con.close()
    proc = citeset("cache", "stats", "--path", str(path))
    _clean(proc)
    assert proc.returncode == 0 and "[/red] [bold]x[/bold]" in proc.stdout and "k[/]" in proc.stdout, proc.stdout


def test_probe_prints_the_system_it_probed_literally(tmp_path: Path) -> None:
    """The summary table's title read the --system spec as markup: a URL with '[/]' in its path ended the probe,
    after its results were written, in MarkupError (exit 3; a hardening audit)."""
    suite, _ = example_paths("cedar")
    proc = citeset("probe", str(suite), "--system", "http://127.0.0.1:9/a[/]b[bold]", "--interventions", "gold_only",
                   "--timeout", "2", "--out", str(tmp_path / "probe"), "--no-progress")
    _clean(proc)
    assert proc.returncode == 1 and "a[/]b[bold]" in proc.stdout, proc.stdout + proc.stderr


def test_a_warning_is_one_clean_line(tmp_path: Path) -> None:
    """Audit 42: a judge cache others can write was announced as a Python UserWarning, with the source file and
    line of citeset that raised it and the code line below. It is one `warning:` line on stderr."""
    suite, run = example_paths("cedar")
    cache = tmp_path / "cache.sqlite"
    cache.write_bytes(b"")
    cache.chmod(0o666)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CITESET_LLM", "OPENAI"))}
    proc = subprocess.run([sys.executable, "-m", "citeset", "evaluate", str(suite), str(run), "--judge", "llm:m",
                           "--cache", str(cache), "--bootstrap", "0", "--out", str(tmp_path / "o")],
                          capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode in (0, 1), proc.stderr
    lines = [line for line in proc.stderr.splitlines() if "others can write" in line]
    assert len(lines) == 1 and lines[0].startswith("warning: ") and str(cache) in lines[0], proc.stderr
    assert "UserWarning" not in proc.stderr and ".py:" not in proc.stderr, proc.stderr
    assert all(line.startswith("warning: ") for line in proc.stderr.splitlines()), proc.stderr
