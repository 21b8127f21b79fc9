"""Judge scheduling: coverage decides where it can, and no question is asked twice."""

from __future__ import annotations

from typing import Any

import citeset
from citeset.demo import example_paths
from conftest import cedar_case


def _evaluate(schedule: bool) -> citeset.Evaluation:
    suite_dir, run_path = example_paths("cedar")
    suite = citeset.load_suite(suite_dir)
    return citeset.evaluate(suite, citeset.load_run(run_path, suite),
                            config=citeset.EvalConfig(schedule=schedule, n_boot=0))


def test_scheduling_saves_calls_without_changing_verdicts() -> None:
    scheduled, naive = _evaluate(True), _evaluate(False)
    assert [c.verdict for c in scheduled.cards] == [c.verdict for c in naive.cards]
    assert scheduled.report.counts.judge_calls < naive.report.counts.judge_calls
    assert "leave_one_out" in naive.report.counts.judge_calls_by_purpose
    assert scheduled.report.config["schedule"] is True


def test_identical_questions_are_asked_once(world: Any) -> None:
    text = "Entity R holds Cedar's rights."
    row = {"answer_text": text, "claims": [{"text": text, "claim_id": "c",
                                             "citations": [{"span_id": "b1"}, {"span_id": "a2"}]}]}
    suite_dir, run_path = world([cedar_case("A"), cedar_case("B")],
                                [{"case_id": "A", **row}, {"case_id": "B", **row}])
    suite = citeset.load_suite(suite_dir)
    ev = citeset.evaluate(suite, citeset.load_run(run_path, suite), config=citeset.EvalConfig(n_boot=0))
    # A and B ask the same two questions (boundary against the reference claim, joint support of the
    # cited spans): each is asked once for both cases.
    assert ev.report.counts.judge_calls_by_purpose == {"boundary": 1, "joint": 1}
    assert ev.report.counts.judge_calls_per_claim == 1.0


class _CountingRules:
    """The rules judge behind a counter, standing in for a costly model judge."""

    def __init__(self) -> None:
        self.inner = citeset.RulesJudge()
        self.spec = citeset.JudgeSpec(name="counting-rules", version="1")
        self.asked: list[str] = []

    async def judge(self, requests):  # type: ignore[no-untyped-def]
        self.asked.extend(r.claim for r in requests)
        return await self.inner.judge(requests)


def test_rerun_after_changing_one_case_rejudges_only_that_case(world: Any, tmp_path: Any) -> None:
    from citeset.judges import CachedJudge
    from conftest import write_jsonl

    text_a, text_b = "Entity R holds Cedar's rights.", "Entity R holds the rights of Cedar."
    rows = [{"case_id": "A", "answer_text": text_a, "claims": [{"text": text_a, "claim_id": "c",
                                                                "citations": [{"span_id": "b1"}, {"span_id": "a2"}]}]},
            {"case_id": "B", "answer_text": text_b, "claims": [{"text": text_b, "claim_id": "c",
                                                                "citations": [{"span_id": "a2"}]}]}]
    suite_dir, run_path = world([cedar_case("A"), cedar_case("B")], rows)
    suite = citeset.load_suite(suite_dir)
    counting = _CountingRules()
    judge = CachedJudge(counting, tmp_path / "cache.sqlite")
    first = citeset.evaluate(suite, citeset.load_run(run_path, suite), judge, citeset.EvalConfig(n_boot=0))
    assert counting.asked and first.report.counts.judge_calls == len(counting.asked)
    counting.asked.clear()
    rows[1]["claims"][0]["citations"] = [{"span_id": "a1"}, {"span_id": "a2"}]  # only case B changes
    write_jsonl(run_path, rows)
    second = citeset.evaluate(suite, citeset.load_run(run_path, suite), judge, citeset.EvalConfig(n_boot=0))
    assert counting.asked == [text_b]  # case A's question came from the cache
    assert [c.verdict for c in second.cards_for("B")] == ["accept"]


def test_a_rerun_from_the_label_cache_asks_the_precision_guard_nothing(world: Any, tmp_path: Any,
                                                                        monkeypatch: Any) -> None:
    """With `--cache`, the precision guard's strict labels are kept beside the judge's: a re-run of the same
    answers reads every label from the file (the engine alone runs) and gives the same cards."""
    from citeset.judges import CachedJudge, cache_stats

    text = "Entity R holds Cedar's rights."
    row = {"answer_text": text, "claims": [{"text": text, "claim_id": "c",
                                             "citations": [{"span_id": "b1"}, {"span_id": "a2"}]}]}
    suite_dir, run_path = world([cedar_case("A")], [{"case_id": "A", **row}])
    suite = citeset.load_suite(suite_dir)
    path = tmp_path / "cache.sqlite"
    first = citeset.evaluate(suite, citeset.load_run(run_path, suite), CachedJudge(citeset.RulesJudge(), path),
                             citeset.EvalConfig(n_boot=0))
    entries = {s.spec_key: s.entries for s in cache_stats(path).specs}
    assert entries.get(citeset.RulesJudge().strict_sibling().spec.key, 0) > 0, entries

    strict_asked: list[str] = []
    label_texts = citeset.RulesJudge.label_texts

    def counted(self: citeset.RulesJudge, claim: str, texts: tuple[str, ...]) -> Any:
        if self.variant == "strict":
            strict_asked.append(claim)
        return label_texts(self, claim, texts)

    monkeypatch.setattr(citeset.RulesJudge, "label_texts", counted)
    second = citeset.evaluate(suite, citeset.load_run(run_path, suite), CachedJudge(citeset.RulesJudge(), path),
                              citeset.EvalConfig(n_boot=0))
    assert strict_asked == []
    assert [(c.verdict, c.reasons) for c in second.cards] == [(c.verdict, c.reasons) for c in first.cards]
    assert second.cards[0].verdict == "accept"
