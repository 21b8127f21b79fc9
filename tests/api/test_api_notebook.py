"""Notebook- and pytest-friendly API: sync evaluate inside a running loop, to_pandas, HTML, assert_accepted."""

from __future__ import annotations

import asyncio
import builtins
import sys
from typing import Any

import pytest

import citeset
from citeset.testing import assert_accepted

TEXT = "Rights schedule.\nEntity R holds the rights associated with record R17.\n"
EXACT = "Entity R holds the rights associated with record R17."


def small(answer: str = f"{EXACT} [1]", case_id: str = "q1") -> tuple[citeset.Suite, citeset.Run]:
    suite = citeset.Suite.from_records(
        sources=[{"version_id": "v", "source_id": "s", "text": TEXT}],
        spans=[{"span_id": "a2", "version_id": "v", "exact": EXACT}],
        cases=[{"case_id": case_id, "question": "Who holds <R17>?", "reference_answer": "Entity R",
                "claims": [{"claim_id": "c", "text": EXACT, "routes": [{"set_id": "r", "members": ["a2"]}]}]}])
    run = citeset.Run.from_records([{"case_id": case_id, "answer_text": answer,
                                     "sources": [{"marker": "1", "span_id": "a2"}]}], suite)
    return suite, run


async def test_sync_evaluate_works_inside_a_running_event_loop() -> None:
    asyncio.get_running_loop()  # as in a notebook cell: a loop is running in this thread
    result = citeset.evaluate(*small())
    assert [card.verdict for card in result.cards] == ["accept"]


def test_sync_evaluate_works_without_a_loop() -> None:
    assert isinstance(citeset.evaluate(*small()), citeset.Result)


def test_to_pandas_gives_cards_and_metrics_frames() -> None:
    pd = pytest.importorskip("pandas")
    cards, metrics = citeset.evaluate(*small()).to_pandas()
    assert list(cards["verdict"]) == ["accept"] and list(cards["case_id"]) == ["q1"]
    row = metrics.loc["citation_validity"]
    assert (row["numerator"], row["denominator"], row["value"]) == (1, 1, 1.0)
    assert pd.isna(metrics.loc["appropriate_abstention", "value"])  # undefined (no unanswerable case), not 1.0


def test_to_pandas_without_pandas_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_pandas(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "pandas" or name.startswith("pandas."):
            raise ImportError("No module named 'pandas'")
        return real_import(name, *args, **kwargs)

    result = citeset.evaluate(*small())
    monkeypatch.delitem(sys.modules, "pandas", raising=False)
    monkeypatch.setattr(builtins, "__import__", no_pandas)
    with pytest.raises(ImportError, match="pip install pandas"):
        result.to_pandas()


def test_html_view_escapes_text_from_the_suite_and_run() -> None:
    hostile = "<script>alert(1)</script> Entity R holds the rights associated with record R17 [1]."
    result = citeset.evaluate(*small(answer=hostile, case_id="<img src=x onerror=alert(2)>"))
    page = result._repr_html_()
    assert "<script>" not in page and "<img" not in page
    assert "&lt;script&gt;" in page and "&lt;img src=x" in page
    assert "citation_validity" in page


def test_assert_accepted_passes_on_accepted_cards() -> None:
    result = citeset.evaluate(*small())
    assert_accepted(result)
    assert_accepted(result.cards[0])
    assert_accepted(result.cards)


def test_assert_accepted_failure_prints_case_claim_verdict_and_reasons() -> None:
    result = citeset.evaluate(*small(answer="Entity S holds the rights associated with record R17 [1]."))
    assert result.cards[0].verdict != "accept"
    with pytest.raises(AssertionError) as caught:
        assert_accepted(result)
    message = str(caught.value)
    card = result.cards[0]
    assert "case 'q1'" in message and "claim" in message and card.verdict in message
    assert "Entity S holds" in message
    assert all(reason in message for reason in card.reasons) and card.reasons


def test_assert_accepted_on_nothing_fails() -> None:
    with pytest.raises(AssertionError, match="no acceptance cards"):
        assert_accepted([])
