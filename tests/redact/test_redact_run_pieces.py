"""A run's own text that is a piece of a blocked version (a sentence, a clause, a span, or a value that is as a whole a
piece of one) is shown as a wrong guess of the same shape is: word by word, by what the reader may read. A placeholder
naming the version there told a run which of its candidates a blocked version states (hardening re-audit 28)."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset import load_suite
from citeset.evidence import Card, CitationView
from citeset.redact import Redactor
from redact.helpers_redact import vault_saying

BLOCKED = "Counsel noted that Kestrowan Holdings must never be named in public.\n"


@pytest.fixture
def public(tmp_path: Path) -> Redactor:
    return Redactor(load_suite(vault_saying(tmp_path / "suite", BLOCKED)), "public")


def _card(text: str) -> Card:
    citation = CitationView(ref="oak-rights", valid=True, version_id="rights-oak", exact="Entity Q holds the rights",
                            quote=text, segment=text)
    return Card(case_id="c", claim_id=None, kind="output", text=text, answerability="answerable",
                verdict="reject", reasons=[f"unsupported: '{text}'"], citations=[citation])


SHAPES = ["{}", "{} Holdings", "that {} Holdings must", "Counsel noted that {} Holdings must never be named in public."]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize(("right", "wrong"), [("Kestrowan", "Veltmarshy"), ("Kestrowan", "Brantexxo")])
def test_a_runs_piece_of_a_blocked_version_looks_like_a_wrong_guess(public: Redactor, shape: str, right: str,
                                                                    wrong: str) -> None:
    shown = {guess: public.card(_card(shape.format(guess))).model_dump_json() for guess in (right, wrong)}
    assert shown[right] == shown[wrong]
    assert right not in shown[right]
    assert "vault-v1" not in shown[right]


@pytest.mark.parametrize("shape", SHAPES)
def test_a_users_text_holding_a_piece_of_a_blocked_version_looks_like_a_wrong_guess(public: Redactor,
                                                                                     shape: str) -> None:
    assert public.said(shape.format("Kestrowan")) == public.said(shape.format("Veltmarshy"))


def test_a_single_blocked_word_the_run_wrote_is_shown_or_withheld_as_any_word(public: Redactor) -> None:
    assert public.card(_card("Kestrowan")).text == public.card(_card("Brantexy")).text == "[withheld]"
    # "holds" is readable: "Holdings" (blocked) and "Entities" (not) are words the reader may read in another form
    assert public.card(_card("Holdings")).text == "Holdings"
    assert public.card(_card("Entities")).text == "Entities"


def test_a_blocked_sentence_a_run_copied_still_shows_none_of_its_unreadable_words(public: Redactor) -> None:
    shown = public.card(_card(BLOCKED.strip())).model_dump_json()
    assert "Kestrowan" not in shown and "Counsel" not in shown and "vault-v1" not in shown
