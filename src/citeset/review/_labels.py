"""Reviewed judge decisions as calibration labels (the native format `citeset judge calibrate` reads), with
inter-reviewer agreement.

Only informed, independent judgments count: a judgment by a reviewer whose reader class cannot read every
cited or route span of the card is left out (it stays recorded and shown in the history; counted apart).
A card's label is the adjudicator's final entailment label when given, else the reviewers' entailment
label when all of them agree on one that is not `unsure`, in their first (blind) judgments and in their
latest; otherwise the card has no label yet (counted). Agreement is Cohen's kappa per dimension between the
first two reviewers of each card, on each one's FIRST judgment (taken before they could see anyone else's: a
revision after reading the others is not an independent rating; later reviewers and adjudicators are not
raters of that pair), over the cards both judged; null when no card has two reviewers or kappa is undefined
(both raters used one label only).
"""

from __future__ import annotations

import math
import warnings
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from pydantic import Field
from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from citeset._model import SCHEMA_VERSION, Record
from citeset.calibration._items import NativeLine
from citeset.judges import Label
from citeset.redact import Redactor
from citeset.review._db import Decision, Judgment, ReviewCard, Sampled
from citeset.review._forms import unreadable_spans
from citeset.review._incidents import incidents, readable
from citeset.review._judgments import DIMENSIONS, first_by_reviewer, latest_by_reviewer, unresolved
from citeset.review._store import card_of
from citeset.suite import Suite


class Agreement(Record):
    """Agreement of two reviewers on one dimension."""

    kappa: float | None = Field(description="Cohen's kappa; null when undefined or no card has two reviewers.")
    items: int = Field(description="Cards both reviewers labelled on this dimension.")


class LabelSummary(Record):
    """What `citeset review labels` wrote and how far reviewers agree (the sidecar summary JSON)."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    reader: str | None = Field(description="Reader class the evidence was written for (None: public).")
    judged_cards: int = Field(description="Cards with at least one reviewer judgment.")
    labels_written: int = Field(description="Calibration items written.")
    without_label: int = Field(description="Judged cards with no agreed or adjudicated entailment label yet.")
    withheld: int = Field(description="Labelled cards left out: their evidence is not readable by the reader.")
    unresolved_disagreements: int = Field(description="Cards where reviewers disagree and no adjudicator decided.")
    uncounted_judgments: int = Field(default=0, description="Judgments left out of labels and agreement: the "
                                     "reviewer's reader class could not read every cited or route span.")
    agreement: dict[str, Agreement] = Field(description="Cohen's kappa per dimension (first two reviewers, "
                                            "first blind judgment of each).")


def kappa(pairs: Sequence[tuple[str, str]]) -> float | None:
    """Cohen's kappa of (rater A, rater B) label pairs; None when empty or undefined."""
    if not pairs:
        return None
    from sklearn.metrics import cohen_kappa_score

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # undefined (a single label used throughout): reported as null
        value = float(cohen_kappa_score([a for a, _ in pairs], [b for _, b in pairs]))
    return None if math.isnan(value) else round(value, 6)


def agreement(judgments_by_card: dict[int, list[Judgment]]) -> dict[str, Agreement]:
    pairs: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for judgments in judgments_by_card.values():
        blind = list(first_by_reviewer(judgments).values())
        if len(blind) < 2:
            continue
        first, second = blind[0], blind[1]
        for d in DIMENSIONS:
            if d in first.labels and d in second.labels:
                pairs[d].append((str(first.labels[d]), str(second.labels[d])))
    return {d: Agreement(kappa=kappa(pairs[d]), items=len(pairs[d])) for d in DIMENSIONS}


def final_label(judgments: Sequence[Judgment], decisions: Sequence[Decision]) -> Label | None:
    adjudicated = [d for d in sorted(decisions, key=lambda d: d.id) if d.role == "adjudicator" and d.label]
    if adjudicated:
        return Label(str(adjudicated[-1].label))
    chosen = [*first_by_reviewer(judgments).values(), *latest_by_reviewer(judgments).values()]
    labels = {str(j.labels.get("entailment")) for j in chosen}
    if len(labels) == 1 and (only := labels.pop()) in {x.value for x in Label}:
        return Label(only)
    return None


def calibration_labels(engine: Engine, redactor: Redactor) -> tuple[list[NativeLine], LabelSummary]:
    """Every judged card as a native calibration line (reader-aware), and the summary."""
    with Session(engine) as session:
        judgments: dict[int, list[Judgment]] = defaultdict(list)
        decisions: dict[int, list[Decision]] = defaultdict(list)
        for j in session.scalars(select(Judgment).order_by(Judgment.id)):
            judgments[j.card_id].append(j)
        for d in session.scalars(select(Decision).where(Decision.card_id.in_(list(judgments)))):
            decisions[d.card_id].append(d)
        rows = {r.id: r for r in session.scalars(select(ReviewCard).where(ReviewCard.id.in_(list(judgments))))}
        strata = {s.card_id: s.stratum for s in session.scalars(select(Sampled))}
        session.expunge_all()
    uncounted = _drop_uninformed(judgments, rows, redactor.suite)
    reported = incidents(engine, list(judgments))  # a user's claim is written only for classes that may read it
    lines: list[NativeLine] = []
    counts = {"without_label": 0, "withheld": 0}
    for card_id in sorted(judgments):
        label = final_label(judgments[card_id], decisions[card_id])
        hidden = card_id in reported and not readable(reported[card_id].record, redactor, redactor.suite)
        line = _line(rows[card_id], label, redactor, strata.get(card_id, "escalated")) if label and not hidden \
            else None
        if label is None:
            counts["without_label"] += 1
        elif line is None:
            counts["withheld"] += 1
        else:
            lines.append(line)
    summary = LabelSummary(
        reader=redactor.reader, judged_cards=len(judgments), labels_written=len(lines), **counts,
        uncounted_judgments=uncounted,
        unresolved_disagreements=sum(1 for c in judgments if unresolved(decisions[c], judgments[c])),
        agreement=agreement(judgments))
    return lines, summary


def _drop_uninformed(judgments: dict[int, list[Judgment]], rows: dict[int, ReviewCard], suite: Suite) -> int:
    """Remove judgments whose reviewer's class could not read the card's evidence; how many were removed."""
    dropped = 0
    for card_id, given in judgments.items():
        card = card_of(rows[card_id])
        kept = [j for j in given if not unreadable_spans(card, suite, j.reader)]
        dropped += len(given) - len(kept)
        judgments[card_id] = kept
    return dropped


def _line(row: ReviewCard, label: Label, redactor: Redactor, stratum: str) -> NativeLine | None:
    card = card_of(row)
    if any(c.version_id in redactor.blocked for c in card.citations if c.version_id):
        return None  # never write text this reader may not read; calibrating on a placeholder would mislead
    texts = [card.text, *(c.exact for c in card.citations if c.valid and c.exact)]
    # the run's claim by what this reader may read (`Redactor.said`): leaving out exactly the claims that are pieces
    # of a blocked version told a run which of its guesses one states (a hardening re-audit)
    if redactor.said(card.text) != card.text or any(redactor.text(t) != t for t in texts[1:]):
        return None
    fields: dict[str, Any] = {"id": f"review-card-{row.ref}", "claim": texts[0], "evidence": texts[1:],
                              "label": label, "slice": stratum}
    return NativeLine.model_validate(fields)
