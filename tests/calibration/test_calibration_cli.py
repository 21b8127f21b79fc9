"""`citeset judge calibrate|sample` and `citeset cache stats|clear` end to end."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeset.cli import main

NATIVE = [
    {
        "id": "1",
        "claim": "The returns window is 30 days.",
        "evidence": ["Items may be returned within 30 days."],
        "label": "entailed",
    },
    {
        "id": "2",
        "claim": "The returns window is 60 days.",
        "evidence": ["Items may be returned within 30 days."],
        "label": "contradicted",
        "slice": "policy",
    },
    {
        "id": "3",
        "claim": "Entity R holds the rights associated with Project Cedar.",
        "evidence": [
            "Project Cedar is mapped to record R17.",
            "Entity R holds the rights associated with record R17.",
        ],
        "label": "entailed",
    },
    {
        "id": "4",
        "claim": "The store opened in 1990.",
        "evidence": ["The store sells shoes."],
        "label": "insufficient",
    },
]


def run(argv: list[str], capsys: Any) -> tuple[int, str, str]:
    try:
        main(argv)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out = capsys.readouterr()
    return code, out.out, out.err


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_calibrate_native_with_rules(tmp_path: Path, capsys: Any) -> None:
    labels = write_jsonl(tmp_path / "labels.jsonl", NATIVE)
    code, out, _ = run(
        ["judge", "calibrate", str(labels), "--judge", "rules", "--out", str(tmp_path / "cal")], capsys
    )
    assert code == 0
    report = json.loads((tmp_path / "cal" / "calibration.json").read_text())
    assert report["schema_version"] and report["n"] == 4 and report["mode"] == "4-way"
    assert report["judge"]["name"] == "rules" and set(report["per_label"]) == {
        "entailed",
        "contradicted",
        "insufficient",
        "not_applicable",
    }
    assert sum(sum(row.values()) for row in report["confusion"].values()) == 4
    assert report["slices"]["slice=policy"]["n"] == 1
    assert report["per_label"]["not_applicable"]["recall"] is None
    assert "Cohen's kappa" in out and "balanced accuracy" in out and "confusion" in out
    decisions = (tmp_path / "cal" / "decisions.jsonl").read_text().splitlines()
    assert len(decisions) == 4 and json.loads(decisions[0])["judgment"]["judge"].startswith("rules@")
    assert not list((tmp_path / "cal").glob(".*tmp"))


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "labels.jsonl:2: malformed JSON"),
        ('{"id": "x", "evidence": [], "label": "entailed"}', "labels.jsonl:2: field 'claim'"),
        ('{"id": "x", "claim": "c", "evidence": [], "label": "true"}', "labels.jsonl:2: field 'label'"),
        (
            '{"id": "x", "claim": "c", "evidence": "text", "label": "entailed"}',
            "labels.jsonl:2: field 'evidence'",
        ),
        (
            '{"id": "1", "claim": "c", "evidence": [], "label": "entailed"}',
            "labels.jsonl:2: field 'id': duplicate",
        ),
    ],
)
def test_bad_labels_exit_2_naming_file_line_field(
    tmp_path: Path, capsys: Any, line: str, message: str
) -> None:
    labels = tmp_path / "labels.jsonl"
    labels.write_text(json.dumps(NATIVE[0]) + "\n" + line + "\n")
    out_dir = tmp_path / "cal"
    out_dir.mkdir()
    (out_dir / "calibration.json").write_text('{"old": true}')
    code, _, err = run(["judge", "calibrate", str(labels), "--judge", "rules", "--out", str(out_dir)], capsys)
    assert code == 2 and message in err
    assert (out_dir / "calibration.json").read_text() == '{"old": true}'  # nothing half-written


def test_bad_attributionbench_line(tmp_path: Path, capsys: Any) -> None:
    labels = write_jsonl(
        tmp_path / "ab.jsonl", [{"claim": "c", "references": ["r"], "attribution_label": "maybe"}]
    )
    code, _, err = run(
        ["judge", "calibrate", str(labels), "--judge", "rules", "--format", "attributionbench"], capsys
    )
    assert code == 2 and "ab.jsonl:1: field 'attribution_label': unknown label 'maybe'" in err


def test_unknown_judge_exits_2(tmp_path: Path, capsys: Any) -> None:
    labels = write_jsonl(tmp_path / "labels.jsonl", NATIVE)
    code, _, err = run(["judge", "calibrate", str(labels), "--judge", "oracle"], capsys)
    assert code == 2 and "unknown judge 'oracle'" in err


def test_blind_sample_then_review_then_calibrate(tmp_path: Path, capsys: Any) -> None:
    unlabelled = [{**row, "label": None} for row in NATIVE]
    source = write_jsonl(tmp_path / "pairs.jsonl", unlabelled)
    code, out, _ = run(
        ["judge", "sample", str(source), "--judge", "rules", "-n", "3", "--out", str(tmp_path / "r")], capsys
    )
    assert code == 0 and "blind review sample" in out
    review = [json.loads(x) for x in (tmp_path / "r" / "review.jsonl").read_text().splitlines()]
    keys = [json.loads(x) for x in (tmp_path / "r" / "review_key.jsonl").read_text().splitlines()]
    assert len(review) == 3 and all(r["label"] is None and "judgment" not in r for r in review)
    assert {k["id"] for k in keys} == {r["id"] for r in review}
    assert len({k["judge_label"] for k in keys}) >= 2  # stratified: more than one judge label drawn
    code, _, err = run(
        ["judge", "calibrate", str(tmp_path / "r" / "review.jsonl"), "--judge", "rules"], capsys
    )
    assert code == 2 and "field 'label': label missing" in err
    gold = {r["id"]: r["label"] for r in NATIVE}
    write_jsonl(tmp_path / "r" / "review.jsonl", [{**r, "label": gold[r["id"]]} for r in review])
    code, _, _ = run(
        [
            "judge",
            "calibrate",
            str(tmp_path / "r" / "review.jsonl"),
            "--judge",
            "rules",
            "--out",
            str(tmp_path / "cal"),
        ],
        capsys,
    )
    assert code == 0 and json.loads((tmp_path / "cal" / "calibration.json").read_text())["n"] == 3


def test_sample_from_decisions_is_reproducible(tmp_path: Path, capsys: Any) -> None:
    labels = write_jsonl(tmp_path / "labels.jsonl", NATIVE)
    run(["judge", "calibrate", str(labels), "--judge", "rules", "--out", str(tmp_path / "cal")], capsys)
    decisions = str(tmp_path / "cal" / "decisions.jsonl")
    for out in ("a", "b"):
        code, _, _ = run(
            ["judge", "sample", decisions, "-n", "2", "--seed", "7", "--out", str(tmp_path / out)], capsys
        )
        assert code == 0
    assert (tmp_path / "a" / "review.jsonl").read_text() == (tmp_path / "b" / "review.jsonl").read_text()


async def test_cache_stats_and_clear(tmp_path: Path, capsys: Any) -> None:
    from citeset.judges import JudgeRequest, JudgeSpec, Judgment, Label
    from citeset.judges._cache import CachedJudge

    class Fixed:
        spec = JudgeSpec(name="fixed", version="3")

        async def judge(self, requests: Any) -> list[Judgment]:
            return [
                Judgment(label=Label.ENTAILED, judge=str(self.spec), spec_key=self.spec.key) for _ in requests
            ]

    path = tmp_path / "cache.sqlite"
    with CachedJudge(Fixed(), path) as cached:
        await cached.judge([JudgeRequest(claim=f"c{i}") for i in range(3)])
    code, out, _ = run(["cache", "stats", "--path", str(path)], capsys)
    assert code == 0 and "fixed@3" in out and "3 labels" in out
    code, out, _ = run(["cache", "stats", "--path", str(path), "--json"], capsys)
    assert json.loads(out)["entries"] == 3
    code, out, _ = run(["cache", "clear", "--path", str(path)], capsys)
    assert code == 0 and "removed 3" in out
    code, out, _ = run(["cache", "stats", "--path", str(tmp_path / "none.sqlite")], capsys)
    assert code == 0 and "no cache yet" in out
