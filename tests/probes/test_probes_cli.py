"""`citeset probe` end to end: outputs, exit status, resumption after an interruption, bad input."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from probe_fixtures import suite_path  # noqa: F401  (fixture)

from citeset.cli import main

SYSTEM_MODULE = '''
import pathlib
from citeset.systems.reference import ReferenceSystem

_REF = ReferenceSystem()
CALLS = pathlib.Path(__file__).with_name("calls.txt")


def answer(request):
    with CALLS.open("a", encoding="utf-8") as handle:
        handle.write(request["variant_id"] + "\\n")
    return _REF.respond(request)
'''


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(["probe", *args, "--no-progress"])
        raise SystemExit(0)
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


@pytest.fixture
def counted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "mods"
    folder.mkdir()
    (folder / "counted_rag.py").write_text(SYSTEM_MODULE, encoding="utf-8")
    monkeypatch.syspath_prepend(str(folder))
    monkeypatch.delitem(sys.modules, "counted_rag", raising=False)  # each test imports its own copy
    return folder / "calls.txt"


def test_the_flawless_reference_exits_0_and_writes_every_output(suite_path: Path, tmp_path: Path,  # noqa: F811
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    code, stdout, _ = _run([str(suite_path), "--system", "reference", "--out", str(out)], capsys)
    assert code == 0
    assert "0 violation(s), 0 system error(s)" in stdout
    summary = json.loads((out / "probe.json").read_text())
    assert summary["interventions"]["remove_hop"]["observed"] == {"appropriate_abstention": 3}
    assert summary["violations"] == 0 and summary["variants"] == len((out / "variants.jsonl").read_text().splitlines())
    line = json.loads((out / "variants.jsonl").read_text().splitlines()[0])
    for key in ("case_id", "claim_id", "intervention", "variant_id", "change", "passages", "expected", "observed",
                "correct", "cited", "violation", "reason"):
        assert key in line
    cards = [json.loads(x) for x in (out / "cards.jsonl").read_text().splitlines()]
    assert cards and all(c["interventions"] and c["interventions"][0]["variant_id"] for c in cards)
    assert "| remove_hop | 3 |" in (out / "report.md").read_text()


def test_a_flaw_exits_1_and_names_the_violation(suite_path: Path, tmp_path: Path,  # noqa: F811
                                                capsys: pytest.CaptureFixture[str]) -> None:
    code, stdout, _ = _run([str(suite_path), "--system", "reference:from_memory", "--interventions",
                            "remove_hop,gold_only", "--out", str(tmp_path / "o")], capsys)
    assert code == 1
    assert "violation atlas/maint/remove_hop/m1" in stdout


def test_a_second_run_re_runs_nothing(suite_path: Path, tmp_path: Path, counted: Path,  # noqa: F811
                                      capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    args = [str(suite_path), "--system", "python:counted_rag:answer", "--out", str(out)]
    assert _run(args, capsys)[0] == 0
    first = counted.read_text().splitlines()
    before = (out / "variants.jsonl").read_text()
    counted.unlink()
    code, stdout, _ = _run(args, capsys)
    assert code == 0 and not counted.exists()
    assert f"0 run, {len(set(first))} reused" in stdout
    assert (out / "variants.jsonl").read_text() == before


def test_an_interrupted_run_resumes_with_only_the_missing_variants(suite_path: Path, tmp_path: Path,  # noqa: F811
                                                                   counted: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    args = [str(suite_path), "--system", "python:counted_rag:answer", "--out", str(out)]
    assert _run(args, capsys)[0] == 0
    lines = (out / "variants.jsonl").read_text().splitlines()
    kept = lines[:5]
    # An interruption: five results written, the sixth cut mid-line, the rest never run.
    (out / "variants.jsonl").write_text("\n".join(kept) + "\n" + lines[5][: len(lines[5]) // 2])
    counted.unlink()
    assert _run(args, capsys)[0] == 0
    rerun = counted.read_text().splitlines()
    done = {json.loads(x)["variant_id"] for x in kept}
    assert len(set(rerun)) == len(lines) - 5 and not done & set(rerun)
    assert len((out / "variants.jsonl").read_text().splitlines()) == len(lines)


def test_another_system_never_mixes_into_a_probe_folder(suite_path: Path, tmp_path: Path,  # noqa: F811
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert _run([str(suite_path), "--system", "reference", "--out", str(out)], capsys)[0] == 0
    before = (out / "variants.jsonl").read_text()
    code, _, err = _run([str(suite_path), "--system", "reference:by_position", "--out", str(out)], capsys)
    assert code == 2 and "error:" in err and "another --out" in err
    assert (out / "variants.jsonl").read_text() == before


@pytest.mark.parametrize(("args", "message"), [
    (["--system", "reference", "--interventions", "remove_hop,teleport"], "unknown intervention(s) 'teleport'"),
    (["--system", "reference:sloppy"], "unknown reference flaw(s) 'sloppy'"),
    (["--system", "carrier-pigeon:x"], "unknown system 'carrier-pigeon'"),
    (["--system", "python:no_such_module_here:f"], "cannot import module"),
    (["--system", "python:json"], "python:MODULE:FUNCTION"),
    (["--system", "http://"], "not an http(s) URL"),
    (["--system", "reference", "--cases-in", "atlas,ghost"], "case(s) not in the suite: 'ghost'"),
    (["--system", "reference", "--judge", "oracle"], "unknown judge 'oracle'"),
])
def test_bad_input_is_one_line_and_exit_2(suite_path: Path, tmp_path: Path, args: list[str], message: str,  # noqa: F811
                                          capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "never"
    code, _, err = _run([str(suite_path), *args, "--out", str(out)], capsys)
    assert code == 2
    assert err.startswith("error:") and message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    assert not out.exists()


def test_a_suite_with_nothing_to_probe_is_bad_input_not_a_pass(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "empty"
    folder.mkdir()
    (folder / "sources.jsonl").write_text(json.dumps({"version_id": "v", "source_id": "s", "text": "Nothing."}) + "\n")
    (folder / "spans.jsonl").write_text("")
    (folder / "cases.jsonl").write_text(json.dumps({"case_id": "q", "question": "Why?", "answerable": False}) + "\n")
    code, _, err = _run([str(folder), "--system", "reference", "--out", str(tmp_path / "o")], capsys)
    assert code == 2 and "nothing to probe" in err


def test_cases_can_be_listed_in_a_file(suite_path: Path, tmp_path: Path,  # noqa: F811
                                       capsys: pytest.CaptureFixture[str]) -> None:
    ids = tmp_path / "ids.txt"
    ids.write_text("falcon\n")
    out = tmp_path / "out"
    assert _run([str(suite_path), "--system", "reference", "--cases-in", str(ids), "--out", str(out)], capsys)[0] == 0
    assert {json.loads(x)["case_id"] for x in (out / "variants.jsonl").read_text().splitlines()} == {"falcon"}


LEAKY_MODULE = '''
def answer(request):
    passages = request["passages"]
    return {"case_id": request["case_id"], "answer_text": "Entity Q holds the rights under codename LYNXFIRE [1].",
            "sources": [{"marker": "1", "span_id": passages[0]["id"]}] if passages else [], "abstained": not passages}
'''


def test_a_word_only_a_blocked_version_states_is_withheld_from_probe_outputs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A hardening re-audit found a public case's system answer naming a word only a blocked version states
    ("LYNXFIRE") 43 times in a probe's cards.jsonl and variants.jsonl; `evaluate` withheld it."""
    suite = tmp_path / "suite"
    suite.mkdir()
    versions = [("map-v1", "Project map.\nProject Cedar is mapped to record R17.\n", []),
                ("rights-v3", "Rights schedule.\nEntity R holds the rights associated with record R17.\n", []),
                ("sec-v1", "Secret schedule.\nEntity Q holds the rights associated with record R17 under codename "
                           "LYNXFIRE.\n", ["legal"])]
    rows = [{"version_id": v, "source_id": v.split("-")[0], "uri": f"u-{v}", "title": v, "text": t,
             "observed_at": "2025-03-01", "status": "current", "readers": r} for v, t, r in versions]
    spans = [{"span_id": "a1", "version_id": "map-v1", "start": 13, "end": 51,
              "exact": "Project Cedar is mapped to record R17."},
             {"span_id": "a2", "version_id": "rights-v3", "start": 17, "end": 70,
              "exact": "Entity R holds the rights associated with record R17."}]
    case = {"case_id": "A", "question": "Which entity holds the rights associated with Project Cedar?",
            "reader": None, "cutoff": "2026-06-01", "answerable": True, "reference_answer": ["Entity R"],
            "expected_behavior": "answer", "claims": [{"claim_id": "c", "text": "Entity R holds the rights associated "
            "with Project Cedar.", "routes": [{"set_id": "r", "members": ["a1", "a2"], "inference": ["join"],
                                               "annotation_version": "1", "status": "adjudicated"}]}]}
    for name, lines in (("sources.jsonl", rows), ("spans.jsonl", spans), ("cases.jsonl", [case])):
        (suite / name).write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    folder = tmp_path / "mods"
    folder.mkdir()
    (folder / "leaky_rag.py").write_text(LEAKY_MODULE, encoding="utf-8")
    monkeypatch.syspath_prepend(str(folder))
    out = tmp_path / "out"
    code, _, err = _run([str(suite), "--system", "python:leaky_rag:answer", "--out", str(out)], capsys)
    assert code in (0, 1), err
    for name in ("cards.jsonl", "variants.jsonl", "report.md", "probe.json"):
        assert "LYNXFIRE" not in (out / name).read_text(encoding="utf-8"), name
    assert "[withheld]" in (out / "cards.jsonl").read_text(encoding="utf-8")


def test_a_probe_of_another_or_edited_suite_into_the_same_folder_is_refused(
        suite_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    """A hardening audit: a probe folder was reused for a suite whose versions had other readers (the stored cards,
    redacted for the first suite, then showed the second suite's blocked text to the public); only the system and
    judge were compared. A suite with other content is refused, with nothing in the folder changed."""
    import shutil

    out = tmp_path / "out"
    assert _run([str(suite_path), "--system", "reference", "--out", str(out)], capsys)[0] == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    other = tmp_path / "other"
    shutil.copytree(suite_path, other)
    sources = other / "sources.jsonl"
    rows = [json.loads(line) for line in sources.read_text(encoding="utf-8").splitlines()]
    rows[0]["readers"] = ["legal"]
    sources.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    (other / "manifest.json").unlink(missing_ok=True)
    code, stdout, stderr = _run([str(other), "--system", "reference", "--out", str(out)], capsys)
    assert code == 2 and "another suite" in stderr and "Traceback" not in stderr, stdout + stderr
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_an_answer_holding_a_lone_surrogate_is_a_system_error_not_a_crash(
        suite_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
        capsys: pytest.CaptureFixture[str]) -> None:
    """A system's answer with half of a surrogate pair ("\\ud800" escaped in JSON, or a Python str) is no text:
    writing its result crashed the probe (exit 3, a hardening audit). It is that variant's system error."""
    folder = tmp_path / "mods"
    folder.mkdir()
    (folder / "surrogate_rag.py").write_text(
        "def answer(request):\n    return {'answer_text': 'Entity R holds the rights \\ud800.'}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(folder))
    out = tmp_path / "out"
    code, _, err = _run([str(suite_path), "--system", "python:surrogate_rag:answer", "--interventions",
                         "gold_only", "--out", str(out)], capsys)
    assert code == 1, err
    rows = [json.loads(x) for x in (out / "variants.jsonl").read_text(encoding="utf-8").splitlines()]
    assert rows and all("half of a surrogate pair" in (r.get("system_error") or "") for r in rows), rows[:1]


def test_an_answer_holding_a_nul_is_a_system_error_not_a_crash(
        suite_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
        capsys: pytest.CaptureFixture[str]) -> None:
    """A NUL in a system's answer is no text (the claim segmenter uses it for marker groups): that variant's system
    error, named with its field, as a run file's NUL is bad input."""
    folder = tmp_path / "mods"
    folder.mkdir()
    (folder / "nul_rag.py").write_text(
        "def answer(request):\n    return {'answer_text': 'Entity R holds the rights\\x00.'}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(folder))
    out = tmp_path / "out"
    code, _, err = _run([str(suite_path), "--system", "python:nul_rag:answer", "--interventions",
                         "gold_only", "--out", str(out)], capsys)
    assert code == 1, err
    rows = [json.loads(x) for x in (out / "variants.jsonl").read_text(encoding="utf-8").splitlines()]
    assert rows and all("field 'answer_text' holds a NUL character" in (r.get("system_error") or "")
                        for r in rows), rows[:1]


def test_a_second_probe_into_a_folder_another_is_writing_is_refused(suite_path: Path, tmp_path: Path,  # noqa: F811
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Hardening audit 36: a second probe into the same --out rewrote the results file while the first kept
    appending to the old one, and each then wrote its own outputs: the second's results were lost with exit 0.
    It is now refused (exit 2) and the folder left as it was."""
    from citeset._lock import exclusive_lock
    from citeset.errors import InputError
    from citeset.probes._run import PROBE_LOCK

    out = tmp_path / "out"
    assert _run([str(suite_path), "--system", "reference", "--out", str(out)], capsys)[0] == 0
    before = (out / "variants.jsonl").read_text()
    with exclusive_lock(out / PROBE_LOCK, lambda: InputError("held")):
        code, _, err = _run([str(suite_path), "--system", "reference", "--interventions", "temporal",
                             "--out", str(out)], capsys)
    assert code == 2 and "another probe is writing" in err, err
    assert (out / "variants.jsonl").read_text() == before
    assert _run([str(suite_path), "--system", "reference", "--interventions", "temporal", "--out", str(out)],
                capsys)[0] == 0
