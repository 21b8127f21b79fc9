"""The scored default `rules` judge: shipped artefact, its hash, the variants, the deterministic gates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.errors import InputError
from citeset.judges import Label, Passage, RulesJudge, load_judge
from citeset.judges._rules_model import DEFAULT_MODEL_PATH, load_model
from citeset.judges._rules_scored import FEATURE_NAMES


def ev(*texts: str) -> list[Passage]:
    return [Passage(span_id=f"p{i}", text=t) for i, t in enumerate(texts)]


def test_default_is_the_scored_judge_and_strict_stays_available() -> None:
    default, strict = load_judge("rules"), load_judge("rules:strict")
    assert isinstance(default, RulesJudge) and isinstance(strict, RulesJudge)
    assert default.spec.version == "2" and default.spec.params["variant"] == "scored"
    assert strict.spec.version == "1" and "variant" not in strict.spec.params
    # The strict spec is byte-for-byte the old default spec: labels cached under it stay valid.
    assert strict.spec.key == RulesJudge(variant="strict").spec.key
    assert strict.spec.thresholds == {
        "coverage": 0.8,
        "context": 0.5,
        "sentence": 0.5,
        "approx": 0.1,
        "entail": 1.0,
    }


def test_paraphrase_with_most_words_covered_is_entailed_only_by_the_scored_judge() -> None:
    claim = "Marie Curie won the Nobel Prize in Physics in 1903, shared with Pierre Curie."
    evidence = ev(
        "In 1903 Marie Curie and Pierre Curie were awarded the Nobel Prize in Physics together with Henri Becquerel."
    )
    assert load_judge("rules").label(claim, evidence).label is Label.ENTAILED  # type: ignore[attr-defined]
    assert load_judge("rules:strict").label(claim, evidence).label is Label.INSUFFICIENT  # type: ignore[attr-defined]


def test_spec_carries_the_artefact_digest_and_threshold() -> None:
    judge = RulesJudge()
    model = load_model()
    assert judge.spec.params["model_sha256"] == model.digest == model.content_digest()
    assert judge.spec.thresholds["p_entailed"] == model.threshold
    assert RulesJudge(threshold=0.9).spec.key != judge.spec.key


def _copy_model(tmp_path: Path, **changes: object) -> Path:
    data = json.loads(DEFAULT_MODEL_PATH.read_text(encoding="utf-8"))
    data.update(changes)
    path = tmp_path / "model.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_an_edited_artefact_fails_its_hash_check(tmp_path: Path) -> None:
    data = json.loads(DEFAULT_MODEL_PATH.read_text(encoding="utf-8"))
    path = _copy_model(tmp_path, intercept=data["intercept"] + 1.0)
    with pytest.raises(InputError, match="sha256 mismatch") as err:
        load_judge(f"rules:model={path}")
    assert err.value.path == str(path) and err.value.field == "digest"


def test_an_artefact_for_other_features_is_refused(tmp_path: Path) -> None:
    path = _copy_model(tmp_path, features=["cov", *FEATURE_NAMES[1:-1], "other"])
    with pytest.raises(InputError, match="other features"):
        RulesJudge(model=path)


def test_a_resealed_artefact_is_a_new_spec(tmp_path: Path) -> None:
    model = load_model()
    path = tmp_path / "m.json"
    path.write_text(model.model_copy(update={"threshold": 0.75}).sealed().model_dump_json(), encoding="utf-8")
    other = RulesJudge(model=path)
    assert other.threshold == 0.75 and other.spec.key != RulesJudge().spec.key


@pytest.mark.parametrize(
    ("arg", "message"),
    [
        ("lenient", "unknown rules judge variant"),
        ("strict,threshold=0.5", "takes no threshold"),
        ("entail=0.9", "belongs to rules:strict"),
        ("threshold=2", "threshold must be within"),
        ("threshold=high", "is not key=value|could not convert"),
    ],
)
def test_bad_variant_options_are_input_errors(arg: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        load_judge(f"rules:{arg}")


def test_strict_keeps_its_options() -> None:
    judge = load_judge("rules:strict,entail=0.8")
    assert judge.spec.thresholds["entail"] == 0.8


@pytest.mark.parametrize(
    ("claim", "evidence", "why"),
    [
        # a missing hop: the name the claim is about is nowhere in the evidence
        (
            "Orchard Fund pays the salaries of Project Willow.",
            "Orchard Fund pays the salaries of grant G4.",
            "Willow",
        ),
        # a number the evidence does not state
        ("The warranty lasts 24 months for every laptop.", "The warranty lasts for every laptop sold.", "24"),
        # the same statement with another relation
        ("Dana Reyes founded Project Birch.", "Dana Reyes leads Project Birch.", "founded"),
    ],
)
def test_gates_keep_missing_names_values_and_relations_from_entailment(
    claim: str, evidence: str, why: str
) -> None:
    j = RulesJudge().label(claim, ev(evidence))
    assert j.label is Label.INSUFFICIENT and why in j.rationale
