"""What one reviewer may see of a user-reported incident: the answer, question, claim and report only when their
reader class may read what the reporting user's could (else a placeholder), the cited text as the suite allows."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from citeset.cards import Card
from citeset.redact import Redactor, span_placeholder
from citeset.review._incidents import StoredIncident, readable, withheld
from citeset.review._views import CardPage, CitedView, EventView
from citeset.suite import Suite


@dataclass(frozen=True)
class IncidentView:
    """The incident section of a card page."""

    ref: str
    who: str
    at: str
    reader: str
    version_id: str
    readable: bool
    note: str  # the placeholder shown instead of the user's text when it is not readable
    report: str
    before: str
    claim: str
    after: str


def shown_card(card: Card, stored: StoredIncident, redactor: Redactor) -> Card:
    """The incident's card with the claim text replaced when the reviewer may not read it."""
    if readable(stored.record, redactor, redactor.suite):
        answer = stored.record.record.answer_text
        start, end = _whole_words(answer, stored.record.claim_start, stored.record.claim_end)
        return card.model_copy(update={"text": redactor.said(answer[start:end])})
    return card.model_copy(update={"text": withheld(stored.record, redactor), "citations": []})


def incident_page(page: CardPage, stored: StoredIncident, redactor: Redactor, suite: Suite) -> CardPage:
    """`page` (built from `shown_card`) with the incident's question, answer, report and cited text as the
    reviewer may read them, the report as the first event, and others' reasons withheld when unreadable. The
    user's own words are `Redactor.said`: an answer restating a blocked value in a sentence of its own
    shows none of its words (a hardening audit saw a public reviewer read them)."""
    record = stored.record
    ok = readable(record, redactor, suite)
    note = withheld(record, redactor)
    answer = record.record.answer_text
    start, end = _whole_words(answer, record.claim_start, record.claim_end)
    view = IncidentView(
        f"I{stored.id}", record.who, stored.at.isoformat(timespec="seconds"), record.reader or "(public)",
        record.version_id, ok, note, redactor.said(record.report) if ok else note,
        redactor.said(answer[:start]) if ok else "",
        redactor.said(answer[start:end]) if ok else note, redactor.said(answer[end:]) if ok else "")
    report = EventView(view.ref, "report", record.who, "user", view.reader, view.at,
                       [("report", f"claim {record.claim_start}:{record.claim_end}, source {record.version_id}",
                         view.report)])
    history = [dataclasses.replace(e, lines=[(w, label, why if ok else note) for w, label, why in e.lines])
               for e in page.history]
    cited = page.cited if ok else []
    if record.version_id not in suite.versions:  # reported against another suite: its reader list decides
        cited = [_foreign(c, record.version_readers, redactor) for c in cited]
    return dataclasses.replace(page, question=redactor.said(record.question) if ok else note, cited=cited,
                               history=[report, *history], incident=view)


def _whole_words(text: str, start: int, end: int) -> tuple[int, int]:
    """The claim's span widened to whole words: each part is withheld word by word, and a span cutting a blocked
    word ("paying Orv|ane") would show each half (a hardening re-audit)."""
    while 0 < start <= len(text) and text[start - 1].isalnum() and start < len(text) and text[start].isalnum():
        start -= 1
    while 0 < end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
        end += 1
    return start, end


def _foreign(cited: CitedView, readers: list[str], redactor: Redactor) -> CitedView:
    if not readers or redactor.reader in readers:
        return dataclasses.replace(cited, exact=redactor.text(cited.exact))
    text = span_placeholder(cited.ref, cited.version_id or "", redactor.reader)
    return CitedView(cited.ref, cited.version_id, "", text, "", True, "withheld: not readable by your reader class",
                     False)
