"""Judges are selected by spec string, and third parties register theirs through entry points."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from citeset.errors import InputError
from citeset.judges import Label, available_judges, load_judge
from citeset.judges._protocol import JudgeRequest
from conftest import install_judge_plugin

PLUGIN = """
from citeset.judges import JudgeSpec, Judgment, Label


class EchoJudge:
    def __init__(self, arg):
        self.spec = JudgeSpec(name="echo", version="1", params={"arg": arg})

    @classmethod
    def from_arg(cls, arg):
        return cls(arg)

    async def judge(self, requests):
        return [Judgment(label=Label.ENTAILED, rationale=self.spec.params["arg"] or "", judge=str(self.spec),
                         spec_key=self.spec.key) for _ in requests]
"""


@pytest.fixture
def plugin_on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    install_judge_plugin(tmp_path, "echo_judge", PLUGIN, "echo = echo_judge:EchoJudge")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    sys.modules.pop("echo_judge", None)


async def test_third_party_judge_from_an_installed_distribution(plugin_on_path: Path) -> None:
    assert "echo" in available_judges()
    judge = load_judge("echo:hello")
    [j] = await judge.judge([JudgeRequest(claim="c")])
    assert j.label is Label.ENTAILED and j.rationale == "hello"


def test_builtin_model_judges_are_listed() -> None:
    assert {"rules", "nli", "llm", "cascade"} <= set(available_judges())


def test_unknown_judge_is_a_usage_error() -> None:
    with pytest.raises(InputError, match="unknown judge 'nope'"):
        load_judge("nope:x")


def test_pyproject_declares_the_builtin_entry_points() -> None:
    import tomllib

    root = Path(__file__).resolve().parents[2]
    table = tomllib.loads((root / "pyproject.toml").read_text())["project"]["entry-points"]["citeset.judges"]
    assert {"nli", "llm", "cascade"} <= set(table)
