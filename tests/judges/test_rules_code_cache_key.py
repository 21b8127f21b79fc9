"""The rules judge's cache key follows its code, not only the hand-bumped checks revision (audit 33: labels
cached by a citeset whose checks decided a pair otherwise were served under the same key)."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest

import citeset
import citeset.judges._rules as rules
from citeset.judges import CachedJudge, JudgeRequest, Passage
from citeset.judges._rules import RulesJudge, checks_code_digest, code_files_digest

PACKAGE = Path(citeset.__file__).resolve().parent


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "citeset"
    for path in [*PACKAGE.glob("judges/_rules*.py"), PACKAGE / "parse" / "_markers.py"]:
        target = root / path.relative_to(PACKAGE)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    return root


@pytest.mark.parametrize("edited", ["judges/_rules_swaps.py", "judges/_rules.py", "parse/_markers.py"])
def test_any_edit_to_the_checks_changes_the_digest(edited: str, tmp_path: Path) -> None:
    root = _copy(tmp_path)
    assert code_files_digest(root) == checks_code_digest()
    with (root / edited).open("a") as handle:
        handle.write("\n# an edit\n")
    assert code_files_digest(root) != checks_code_digest()


@pytest.mark.parametrize("variant", ["strict", "scored"])
def test_the_spec_carries_the_code_digest(variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = RulesJudge.from_arg(variant).spec
    assert spec.params["code"] == checks_code_digest()
    monkeypatch.setattr(rules, "checks_code_digest", lambda: "0" * 16)  # the same judge, as another citeset's code
    assert RulesJudge.from_arg(variant).spec.key != spec.key


def test_labels_cached_by_other_rules_code_are_not_served(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    request = JudgeRequest(claim="Entity R holds the rights.",
                           evidence=(Passage(span_id="p", text="Entity R holds the rights."),))
    cache = tmp_path / "c.sqlite"
    with monkeypatch.context() as other:
        other.setattr(rules, "checks_code_digest", lambda: "0" * 16)
        first = asyncio.run(CachedJudge(RulesJudge(), cache).judge([request]))[0]
    assert not first.cached
    again = asyncio.run(CachedJudge(RulesJudge(), cache).judge([request]))[0]
    assert not again.cached  # judged afresh by this code
    assert asyncio.run(CachedJudge(RulesJudge(), cache).judge([request]))[0].cached
