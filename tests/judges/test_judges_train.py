"""`python -m citeset.calibration.train`: reproducible artefact from the labelled sets, loadable by the judge."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeset.calibration.train import main
from citeset.judges import Label, Passage, RulesJudge
from citeset.judges._rules_model import load_model

pytest.importorskip("sklearn")

TOPICS = [
    "museum",
    "bakery",
    "library",
    "ferry",
    "council",
    "orchestra",
    "clinic",
    "bridge",
    "harbour",
    "garden",
]


def _ab_rows() -> list[dict[str, Any]]:
    rows = []
    for i, topic in enumerate(TOPICS * 2):
        claim = f"The {topic} opened a new wing for visitors in spring."
        good = f"In spring the {topic} opened a new wing for its visitors."
        bad = f"The {topic} publishes a yearly report about its budget."
        for label, ref in (("attributable", good), ("not attributable", bad)):
            rows.append(
                {
                    "question": f"q{i}",
                    "claim": claim,
                    "references": [ref],
                    "attribution_label": label,
                    "src_dataset": "Synthetic",
                    "id": f"{i}-{label}",
                }
            )
    return rows


def _wice_rows() -> list[dict[str, Any]]:
    rows = []
    for i, topic in enumerate(TOPICS):
        claim = f"The {topic} was rebuilt after the storm of the winter."
        for label, sentence in (
            ("supported", f"After the winter storm the {topic} was rebuilt."),
            ("not_supported", f"The {topic} sells tickets online."),
        ):
            rows.append(
                {
                    "claim": claim,
                    "evidence": [f"The {topic} is old.", sentence],
                    "label": label,
                    "supporting_sentences": [[1]],
                    "meta": {"id": f"w{i}-{label}"},
                }
            )
    return rows


@pytest.fixture
def data(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    (root / "attributionbench").mkdir(parents=True)
    (root / "wice").mkdir()
    for path, rows in (
        (root / "attributionbench/dev_all_subset_balanced.jsonl", _ab_rows()),
        (root / "wice/claim_dev.jsonl", _wice_rows()),
    ):
        path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return root


def test_training_is_reproducible_and_the_artefact_loads(data: Path, tmp_path: Path, capsys: Any) -> None:
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert main(["--data", str(data), "--out", str(first)]) == 0
    assert main(["--data", str(data), "--out", str(second)]) == 0
    out = capsys.readouterr().out
    assert (
        "| all | 60 | model |" in out and "| all | 60 | baseline |" in out and "| all | 60 | strict |" in out
    )
    assert first.read_bytes() == second.read_bytes()
    model = load_model(first)
    assert model.training["pairs"] == 60 and model.training["cv"]["folds"] == 5
    judge = RulesJudge(model=first)
    assert judge.spec.params["model_sha256"] == model.digest != load_model().digest
    claim = "The museum opened a new wing for visitors in spring."
    j = judge.label(
        claim, [Passage(span_id="e", text="In spring the museum opened a new wing for its visitors.")]
    )
    assert j.label is Label.ENTAILED


def test_training_without_the_data_is_a_clear_error(tmp_path: Path, capsys: Any) -> None:
    assert main(["--data", str(tmp_path / "nowhere"), "--no-write"]) == 2
    assert "not found (give --data DIR or set CITESET_DATA)" in capsys.readouterr().err
