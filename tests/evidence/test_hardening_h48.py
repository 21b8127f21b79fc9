"""Hardening audit h48. 60_dos_multisentence_claim: an answer of n sentences, each judged against a cited passage and
a reference claim of n sentences, read the long texts once per sentence (n x n: 1,000 words 2.9 CPU s, 2,000 words
7.5 s); one case now reads a long text (`LONG_TEXT_CHARS`) against at most `LONG_TEXT_PARTNERS` distinct other texts,
the questions past that escalate. 66_dos_table_answer: a table answer of 4,000 rows (8,000 claims) took 11 CPU s;
an answer's claims past `MAX_ANSWER_CLAIMS` escalate unjudged. The work is counted (judge questions), not timed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import citeset
from citeset.evidence import _engine
from citeset.evidence._bounds import LONG_TEXT_CHARS, LONG_TEXT_PARTNERS, LongTextReads
from citeset.judges._rules import RulesJudge
from conftest import CEDAR_CLAIM, cedar_case, make_suite, output_cards, write_jsonl


def _sentences(n: int) -> str:
    return " ".join(f"Entity E{i} holds record R{i}." for i in range(n))


def _cards(tmp_path: Path, n: int, monkeypatch: pytest.MonkeyPatch, answered: int | None = None
           ) -> tuple[list[Any], int]:
    """The output cards of an answer of the first `answered` (all) of `n` sentences, the last citing the passage
    stating all `n`, with the number of judge questions that read a text of `LONG_TEXT_CHARS` or more."""
    long_reads = 0
    label_pairs = RulesJudge.label_pairs

    def counted(self: RulesJudge, pairs: Any) -> Any:
        nonlocal long_reads
        long_reads += sum(max(map(len, (claim, *texts))) >= LONG_TEXT_CHARS for claim, texts in pairs)
        return label_pairs(self, pairs)

    monkeypatch.setattr(RulesJudge, "label_pairs", counted)
    stated = "Entity R holds " + _sentences(n) + "."
    case = {"case_id": "Q", "question": "What does Entity R hold?", "cutoff": "2026-06-01",
            "reference_answer": ["Entity R"],
            "claims": [{"claim_id": "c", "text": stated, "routes": [{"set_id": "r", "members": ["x1"]}]}]}
    cards = output_cards(tmp_path, {"v1": "Doc.\n" + stated + "\n"}, [("x1", "v1", stated)], case,
                         "Entity R holds " + _sentences(n if answered is None else answered) + " [1].",
                         [("1", "x1")])
    return cards, long_reads


@pytest.mark.parametrize("n", [200, 400])
def test_long_texts_are_read_for_at_most_the_cap_of_partners(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              n: int) -> None:
    cards, long_reads = _cards(tmp_path, n, monkeypatch)
    assert len(cards) == n
    # Each claim asks a few questions of the long texts (linking, support): bounded by the cap, not by n.
    assert long_reads <= 4 * LONG_TEXT_PARTNERS
    escalated = [c for c in cards if any("not asked" in r for r in c.reasons)]
    assert len(escalated) >= n - LONG_TEXT_PARTNERS - 1


def test_a_short_answer_reads_its_long_texts_in_full(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cards, long_reads = _cards(tmp_path, 200, monkeypatch, answered=40)  # a passage of ~5.6 KB, 40 claims
    assert len(cards) == 40 and long_reads >= 40
    assert not any("not asked" in r for c in cards for r in c.reasons)


def test_partners_are_counted_per_long_text_and_repeats_are_free() -> None:
    reads = LongTextReads()
    long = "x" * LONG_TEXT_CHARS
    for i in range(LONG_TEXT_PARTNERS):
        assert reads.refusal(f"claim {i}", [long]) is None
        assert reads.refusal(f"claim {i}", [long, "another passage"]) is None  # the same claim again: no new partner
    assert reads.refusal("one claim too many", [long]) is not None
    assert reads.refusal("claim 0", [long]) is None  # a partner already read stays readable
    assert reads.refusal(long, ["as the claim"]) is None  # the long claim's own partners are counted apart
    assert reads.refusal("short claim", ["short text"]) is None


def _table_cards(tmp_path: Path, rows: int, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], int]:
    """66_dos_table_answer in small: an answer that is a table of `rows` rows, each citing a span of the Cedar world
    (two claims a row), with the number of (claim, evidence) pairs the rules judge was given."""
    pairs = 0
    label_pairs = RulesJudge.label_pairs

    def counted(self: RulesJudge, asked: Any) -> Any:
        nonlocal pairs
        pairs += len(asked)
        return label_pairs(self, asked)

    monkeypatch.setattr(RulesJudge, "label_pairs", counted)
    answer = "| a | b |\n|---|---|\n" + "\n".join(f"| Entity R holds Cedar's rights {i} [1] | R17 [2] |"
                                                    for i in range(rows))
    suite = citeset.load_suite(make_suite(tmp_path / "s", [cedar_case("A", claims=[CEDAR_CLAIM])]))
    run = [{"case_id": "A", "answer_text": answer,
            "sources": [{"marker": "1", "span_id": "a1"}, {"marker": "2", "span_id": "a2"}]}]
    ev = citeset.evaluate(suite, citeset.load_run(write_jsonl(tmp_path / "run.jsonl", run), suite), None,
                          citeset.EvalConfig(n_boot=0))
    return [c for c in ev.cards_for("A") if c.kind == "output"], pairs


def test_an_answer_past_the_claim_cap_judges_only_its_first_claims(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_engine, "MAX_ANSWER_CLAIMS", 20)
    _, at_cap = _table_cards(tmp_path / "at", 10, monkeypatch)  # 20 claims: all judged
    cards, past = _table_cards(tmp_path / "past", 40, monkeypatch)  # 80 claims: 20 judged
    assert len(cards) == 80
    assert past <= at_cap + 2  # the judge's work stops growing at the cap
    unjudged = [c for c in cards if any("past the first 20 are not judged" in r for r in c.reasons)]
    assert len(unjudged) == 60 and all(c.verdict == "escalate" for c in unjudged)


def test_an_answer_at_the_claim_cap_is_judged_in_full(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_engine, "MAX_ANSWER_CLAIMS", 20)
    cards, _ = _table_cards(tmp_path, 10, monkeypatch)
    assert len(cards) == 20 and not any("past the first" in r for c in cards for r in c.reasons)
