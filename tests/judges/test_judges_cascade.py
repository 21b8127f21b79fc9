"""The cascade judge: rules decide what they can, the model gets only the rest."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from citeset.errors import InputError
from citeset.judges import JudgeRequest, JudgeSpec, Judgment, Label, Passage, load_judge
from citeset.judges._cascade import CascadeJudge
from citeset.judges._nli import NLIJudge
from citeset.judges._testing import build_tiny_nli

pytest.importorskip("onnx")


class ScriptedRules:
    """A rules-like first stage whose answers are fixed by claim text."""

    spec = JudgeSpec(name="rules", version="test")

    def __init__(self, answers: dict[str, Label | None]) -> None:
        self.answers = answers

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        return [
            Judgment(
                label=self.answers[r.claim], judge=str(self.spec), spec_key=self.spec.key, rationale="rule"
            )
            for r in requests
        ]


def req(claim: str, text: str) -> JudgeRequest:
    return JudgeRequest(claim=claim, evidence=(Passage(span_id="s1", text=text),))


@pytest.fixture(scope="module")
def model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_nli(tmp_path_factory.mktemp("cascade") / "m")


async def test_model_runs_only_where_rules_are_not_decisive(model: Path) -> None:
    nli = NLIJudge.from_arg(str(model))
    rules = ScriptedRules({"a": Label.CONTRADICTED, "b": Label.INSUFFICIENT, "c": Label.ENTAILED, "d": None})
    cascade = CascadeJudge(rules, nli)
    out = await cascade.judge(
        [req("a", "it confirms"), req("b", "it confirms"), req("c", "x"), req("d", "it denies")]
    )
    assert [(j.label, j.stage) for j in out] == [
        (Label.CONTRADICTED, "rules"),
        (Label.ENTAILED, "nli"),
        (Label.ENTAILED, "rules"),
        (Label.CONTRADICTED, "nli"),
    ]
    assert nli.pairs_run == 2  # two model calls, not four
    assert "rules: insufficient" in out[1].rationale
    assert out[0].judge.startswith("rules@") and out[1].judge.startswith("nli@")
    assert cascade.decided == {"rules": 2, "nli": 2}


async def test_model_failure_in_the_second_stage_escalates(tmp_path: Path) -> None:
    cascade = CascadeJudge(
        ScriptedRules({"a": Label.INSUFFICIENT}), NLIJudge.from_arg(str(tmp_path / "nothing"))
    )
    [j] = await cascade.judge([req("a", "b")])
    assert j.label is None and j.stage == "nli" and "not found" in (j.error or "")


def test_spec_string_and_spec_key(model: Path) -> None:
    judge = load_judge(f"cascade:nli:{model}")
    assert isinstance(judge, CascadeJudge)
    assert judge.spec.name == "cascade" and judge.spec.params["stages"] == ["rules", "nli"]
    stricter = load_judge(f"cascade:nli:{model},entailed=0.9")
    assert stricter.spec.key != judge.spec.key  # a changed stage invalidates cached cascade labels


@pytest.mark.parametrize("spec", ["cascade", "cascade:rules", "cascade:cascade:nli:x"])
def test_cascade_needs_a_model_stage(spec: str) -> None:
    with pytest.raises(InputError, match="cascade needs a model judge"):
        load_judge(spec)


async def test_real_rules_then_nli(model: Path) -> None:
    judge = load_judge(f"cascade:nli:{model}")
    contradiction, verbatim, needs_model = await judge.judge(
        [
            req("Customers may return items within 60 days.", "Customers may return items within 30 days."),
            req("Customers may return items within 30 days.", "Customers may return items within 30 days."),
            req("The capital has a river.", "The report confirms it."),
        ]
    )
    assert (contradiction.label, contradiction.stage) == (Label.CONTRADICTED, "rules")
    assert (verbatim.label, verbatim.stage) == (Label.ENTAILED, "rules")
    assert (needs_model.label, needs_model.stage) == (Label.ENTAILED, "nli")
