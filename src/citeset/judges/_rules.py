"""Placeholder replaced by the rules judge implementation (in progress)."""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._protocol import Judgment, JudgeRequest, JudgeSpec, Label


class RulesJudge:
    spec = JudgeSpec(name="rules", version="0")

    @classmethod
    def from_arg(cls, arg: str | None) -> RulesJudge:
        return cls()

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        return [
            Judgment(label=Label.INSUFFICIENT, judge=str(self.spec), spec_key=self.spec.key) for _ in requests
        ]
