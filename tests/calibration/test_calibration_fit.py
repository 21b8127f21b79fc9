"""`citeset judge fit` and `judge compare` end to end, and calibration files loaded by `--judge SPEC,calibration=`."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from citeset.calibration._fit import stratified_folds
from citeset.cli import main
from citeset.judges import JudgeRequest, Label, Passage, load_judge

FACTS = [
    (
        "The museum reopened in the spring after a long renovation.",
        "After a long renovation the museum reopened in spring.",
    ),
    (
        "The bakery on Mill Street sells rye bread every morning.",
        "Every morning the Mill Street bakery sells fresh rye bread.",
    ),
    (
        "The library lends laptops to students for two weeks.",
        "Students may borrow laptops from the library for two weeks.",
    ),
    (
        "The ferry crosses the bay twice a day in summer.",
        "In summer the ferry crosses the bay two times daily.",
    ),
    (
        "The council approved the new cycling lanes downtown.",
        "Downtown cycling lanes were approved by the council.",
    ),
    (
        "The orchestra rehearses on Tuesday evenings in the old hall.",
        "Rehearsals of the orchestra take place in the old hall on Tuesday evenings.",
    ),
    (
        "The clinic offers free flu shots to pensioners.",
        "Pensioners can get flu shots at the clinic for free.",
    ),
    ("The bridge was repainted green last year.", "Last year the bridge got a fresh coat of green paint."),
]
UNRELATED = "The annual report lists the board members and their terms."


def labelled_rows() -> list[dict[str, Any]]:
    rows = []
    for i, (claim, evidence) in enumerate(FACTS):
        rows.append({"id": f"s{i}", "claim": claim, "evidence": [evidence], "label": "entailed"})
        rows.append({"id": f"u{i}", "claim": claim, "evidence": [UNRELATED], "label": "insufficient"})
        partial = " ".join(evidence.split()[: len(evidence.split()) // 2]) + "."
        rows.append({"id": f"p{i}", "claim": claim, "evidence": [partial], "label": "insufficient"})
    return rows


def run(argv: list[str], capsys: Any) -> tuple[int, str, str]:
    try:
        main(argv)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out = capsys.readouterr()
    return code, out.out, out.err


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.fixture
def fitted(tmp_path: Path, capsys: Any) -> tuple[Path, Path, str]:
    labels = write_jsonl(tmp_path / "labels.jsonl", labelled_rows())
    cal = tmp_path / "cal.json"
    code, out, err = run(["judge", "fit", str(labels), "--judge", "rules:strict", "--out", str(cal)], capsys)
    assert code == 0, err
    return labels, cal, out


def test_fit_reports_cross_validated_figures_and_writes_a_calibration(fitted: tuple[Path, Path, str]) -> None:
    _, cal, out = fitted
    assert "cross-validated confusion (5 folds" in out and "balanced accuracy" in out and "kappa" in out
    data = json.loads(cal.read_text(encoding="utf-8"))
    assert data["schema_version"] and data["judge_spec"] == "rules:strict"
    assert data["judge_key"] == load_judge("rules:strict").spec.key
    assert data["labels_digest"].startswith("sha256:") and data["n"] == 24 and data["folds"] == 5
    assert sum(sum(row.values()) for row in data["cv"]["confusion"].values()) == 24
    # strict coverage misses the paraphrases; a lower cut on its score finds them
    assert 0.0 < data["thresholds"]["entailed"] < 1.0
    assert data["cv"]["balanced_accuracy"] > data["baseline"]["balanced_accuracy"]


def test_a_calibrated_judge_relabels_by_the_fitted_threshold(fitted: tuple[Path, Path, str]) -> None:
    _, cal, _ = fitted
    plain, calibrated = load_judge("rules:strict"), load_judge(f"rules:strict,calibration={cal}")
    assert calibrated.spec.key != plain.spec.key  # its labels are never cached as the plain judge's
    claim, evidence = FACTS[2]  # "lends" vs "borrow": 5 of 6 terms
    passages = [Passage(span_id="e", text=evidence)]
    request = JudgeRequest(claim=claim, evidence=tuple(passages))
    [before] = asyncio.run(plain.judge([request]))
    [after] = asyncio.run(calibrated.judge([request]))
    assert before.label is Label.INSUFFICIENT and after.label is Label.ENTAILED
    assert "calibrated: score" in after.rationale and after.spec_key == calibrated.spec.key


def test_calibration_for_another_judge_is_refused(fitted: tuple[Path, Path, str], capsys: Any) -> None:
    labels, cal, _ = fitted
    code, _, err = run(["judge", "calibrate", str(labels), "--judge", f"rules,calibration={cal}"], capsys)
    assert code == 2 and "field 'judge_key'" in err and "fitted for judge 'rules:strict'" in err


def test_an_edited_calibration_fails_its_hash(fitted: tuple[Path, Path, str], capsys: Any) -> None:
    labels, cal, _ = fitted
    data = json.loads(cal.read_text(encoding="utf-8"))
    data["thresholds"]["entailed"] = 0.01
    cal.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(
        ["judge", "calibrate", str(labels), "--judge", f"rules:strict,calibration={cal}"], capsys
    )
    assert code == 2 and "sha256 mismatch" in err and "field 'digest'" in err


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity"])
def test_a_calibration_threshold_that_is_not_a_number_is_refused(fitted: tuple[Path, Path, str], capsys: Any,
                                                                 value: str) -> None:
    """`NaN` passed the digest (computed over its JSON form, null) and cut every score below it: every claim the
    judge found entailed became insufficient, every verdict reject, and report.json said null (a hardening audit)."""
    from citeset.judges._calibrated import Calibration

    labels, cal, _ = fitted
    data = json.loads(cal.read_text(encoding="utf-8"))
    data["thresholds"]["entailed"] = float(value.lower().replace("infinity", "inf"))
    forged = Calibration.model_construct(**{k: v for k, v in data.items() if k != "digest"})
    data["digest"] = forged.content_digest()
    cal.write_text(json.dumps(data), encoding="utf-8")
    assert value in cal.read_text(encoding="utf-8")
    code, _, err = run(["judge", "calibrate", str(labels), "--judge", f"rules:strict,calibration={cal}"], capsys)
    assert code == 2 and "field 'thresholds.entailed'" in err and "Traceback" not in err, err


def test_calibrate_warns_when_the_labels_were_used_for_fitting(
    fitted: tuple[Path, Path, str], tmp_path: Path, capsys: Any
) -> None:
    labels, cal, _ = fitted
    spec = f"rules:strict,calibration={cal}"
    code, _, err = run(
        ["judge", "calibrate", str(labels), "--judge", spec, "--out", str(tmp_path / "c1")], capsys
    )
    assert code == 0 and "was also used to fit" in err and "in-sample" in err
    other = write_jsonl(tmp_path / "other.jsonl", labelled_rows()[:6])
    code, _, err = run(
        ["judge", "calibrate", str(other), "--judge", spec, "--out", str(tmp_path / "c2")], capsys
    )
    assert code == 0 and "also used to fit" not in err


@pytest.mark.parametrize(
    ("change", "field"),
    [({"label": "supported"}, "label"), ({"evidence": []}, "evidence"), ({"evidence": ["  "]}, "evidence")],
)
def test_bad_labels_are_input_errors_with_file_line_and_field(
    change: dict[str, Any], field: str, tmp_path: Path, capsys: Any
) -> None:
    rows = labelled_rows()
    rows[2] = {**rows[2], **change}
    labels = write_jsonl(tmp_path / "labels.jsonl", rows)
    out = tmp_path / "cal.json"
    code, _, err = run(["judge", "fit", str(labels), "--judge", "rules", "--out", str(out)], capsys)
    assert code == 2 and f"labels.jsonl:3: field '{field}'" in err and "Traceback" not in err
    assert not out.exists()


def test_fit_refuses_a_judge_that_is_already_calibrated(fitted: tuple[Path, Path, str], capsys: Any) -> None:
    labels, cal, _ = fitted
    code, _, err = run(
        ["judge", "fit", str(labels), "--judge", f"rules:strict,calibration={cal}", "--out", str(cal)], capsys
    )
    assert code == 2 and "without calibration=" in err


def test_folds_are_stratified_and_cover_every_pair() -> None:
    gold = [True] * 7 + [False] * 13
    folds = stratified_folds(gold, 5, seed=0)
    assert sorted(i for f in folds for i in f) == list(range(20))
    assert all(sum(gold[i] for i in f) in (1, 2) for f in folds)
    assert [f.tolist() for f in folds] == [f.tolist() for f in stratified_folds(gold, 5, seed=0)]


def test_compare_shows_disagreements_by_slice_with_examples(tmp_path: Path, capsys: Any) -> None:
    labels = write_jsonl(tmp_path / "labels.jsonl", labelled_rows())
    code, out, err = run(
        ["judge", "compare", str(labels), "--judge", "rules", "--judge", "rules:strict"], capsys
    )
    assert code == 0, err
    assert "A = rules, B = rules:strict" in out and "only A right" in out and "disagreements (" in out
    code, out, _ = run(
        ["judge", "compare", str(labels), "--judge", "rules", "--judge", "rules:strict", "--json"], capsys
    )
    data = json.loads(out)
    everything = data["slices"]["all"]
    assert everything["n"] == 24 and everything["disagree"] == len(data["examples"]) > 0
    assert everything["a_correct"] - everything["b_correct"] == everything["only_a"] - everything["only_b"]
    first = data["examples"][0]
    assert (first["a"] == first["gold"]) != (first["b"] == first["gold"])  # decisive examples first


def test_compare_needs_two_judges(tmp_path: Path, capsys: Any) -> None:
    labels = write_jsonl(tmp_path / "labels.jsonl", labelled_rows())
    code, _, err = run(["judge", "compare", str(labels), "--judge", "rules"], capsys)
    assert code == 2 and "exactly two judges" in err


def test_cascade_fit_learns_when_to_defer_to_the_model(tmp_path: Path, capsys: Any) -> None:
    pytest.importorskip("onnx")
    from citeset.judges._testing import build_tiny_nli

    model = build_tiny_nli(tmp_path / "nli")
    rows = []
    for i in range(6):
        rows.append(
            {
                "id": f"c{i}",
                "claim": f"item {i} is fine",
                "evidence": [f"the log confirms item {i}"],
                "label": "entailed",
            }
        )
        rows.append(
            {
                "id": f"d{i}",
                "claim": f"item {i} is fine",
                "evidence": [f"the log denies item {i}"],
                "label": "contradicted",
            }
        )
        rows.append(
            {
                "id": f"s{i}",
                "claim": f"item {i} is fine",
                "evidence": [f"the log says item {i}"],
                "label": "insufficient",
            }
        )
    labels = write_jsonl(tmp_path / "labels.jsonl", rows)
    cal = tmp_path / "cal.json"
    spec = f"cascade:nli:{model}"
    code, _, err = run(["judge", "fit", str(labels), "--judge", spec, "--out", str(cal)], capsys)
    assert code == 0, err
    data = json.loads(cal.read_text(encoding="utf-8"))
    assert set(data["thresholds"]) == {"defer_below", "entailed"}
    judge = load_judge(f"{spec},calibration={cal}")
    assert judge.spec.params["calibration_sha256"] == data["digest"]


def test_a_judge_command_never_writes_over_its_own_input(tmp_path: Path, capsys: Any) -> None:
    """A hardening audit: `judge fit L --out L` replaced the human labels with the calibration, and `judge sample
    DIR/review.jsonl --out DIR` wrote its sample over its own input, each with exit 0. Each is refused, and the
    input is unchanged."""
    rows = labelled_rows()
    for name, command, out in (("labels.jsonl", "fit", "labels.jsonl"), ("decisions.jsonl", "calibrate", "."),
                               ("review.jsonl", "sample", ".")):
        given = write_jsonl(tmp_path / name, rows)
        before = given.read_bytes()
        argv = ["judge", command, str(given), "--judge", "rules", "--out", str(tmp_path / out)]
        code, _, err = run(argv, capsys)
        assert code == 2 and "--out" in err and "Traceback" not in err, (argv, err)
        assert given.read_bytes() == before, argv
    suite = tmp_path / "suite"
    suite.mkdir()
    for name in ("sources.jsonl", "spans.jsonl", "cases.jsonl"):  # an unfrozen suite: no manifest
        (suite / name).write_text("", encoding="utf-8")
    code, _, err = run(["judge", "fit", str(tmp_path / "labels.jsonl"), "--judge", "rules", "--out",
                        str(suite / "cases.jsonl")], capsys)
    assert code == 2 and "suite" in err and (suite / "cases.jsonl").read_text(encoding="utf-8") == "", err
    text = suite / "texts" / "pub-v1.txt"  # a version's text, at its `path`
    text.parent.mkdir()
    text.write_text("Public memo.\n", encoding="utf-8")
    code, _, err = run(["judge", "fit", str(tmp_path / "labels.jsonl"), "--judge", "rules", "--out", str(text)], capsys)
    assert code == 2 and "suite" in err and text.read_text(encoding="utf-8") == "Public memo.\n", err
