"""`review labels` for a reader class leaves out a card whose claim that class may not read in full. It left out
exactly the cards whose claim is a piece of a blocked version (a right guess) and wrote a wrong guess of the same
shape (hardening re-audit 28): the run's claim is now read by what the class may read, as a wrong guess is."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset import load_suite
from citeset.evidence import Card, CitationView
from citeset.judges import Label
from citeset.redact import Redactor
from citeset.review._db import ReviewCard
from citeset.review._labels import _line
from redact.helpers_redact import vault_saying

BLOCKED = "Counsel noted that Kestrowan Holdings must never be named in public.\n"


def _row(text: str) -> ReviewCard:
    citation = CitationView(ref="oak-rights", valid=True, version_id="rights-oak",
                            exact="Entity Q holds the rights associated with record R30.")
    card = Card(case_id="c", claim_id=None, kind="output", text=text, answerability="answerable", verdict="escalate",
                citations=[citation])
    return ReviewCard(id=1, card_json=card.model_dump_json())


@pytest.mark.parametrize("shape", ["{} Holdings", "that {} Holdings must never be named in public"])
def test_a_right_and_a_wrong_guess_are_left_out_alike(tmp_path: Path, shape: str) -> None:
    public = Redactor(load_suite(vault_saying(tmp_path / "suite", BLOCKED)), "public")
    lines = [_line(_row(shape.format(guess)), Label.ENTAILED, public, "escalated") for guess in ("Kestrowan", "Veltmar")]
    assert lines == [None, None]


def test_a_claim_the_class_may_read_is_written(tmp_path: Path) -> None:
    public = Redactor(load_suite(vault_saying(tmp_path / "suite", BLOCKED)), "public")
    line = _line(_row("Entity Q holds the rights associated with record R30."), Label.ENTAILED, public, "escalated")
    assert line is not None
