"""What an export reads: an evaluation output's cards (streamed), its report, and — when given — the suite,
a reader class to write for, and the review database's decisions."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from citeset.cards import Card
from citeset.cards._report import Report
from citeset.diff._compare import iter_cards, read_side
from citeset.diff._model import RunSide
from citeset.errors import InputError
from citeset.export._sealed import Sealing
from citeset.redact import Redactor, Redactors
from citeset.suite import Suite

WITHHELD = "[withheld:"
VERDICT_WITHHELD = "[withheld: it rests on a run's text checked against a version this reader may not read]"


@dataclass
class ExportSource:
    """One evaluation output as an export sees it, redacted for the export's reader."""

    folder: Path
    side: RunSide
    report: Report
    finished_at: datetime
    suite: Suite | None
    redactor: Redactor | None
    decisions: list[tuple[Any, Any]]  # (ReviewCard, Decision) of this output, oldest first
    sealing: Sealing | None = None

    def cards(self) -> Iterator[tuple[tuple[str, str | None, int | None, int], Card]]:
        """The cards as the export's reader may see them (`Redactor.card`, then `Sealing.card`)."""
        for key, card in iter_cards(self.folder / "cards.jsonl"):
            shown = self.sealing.card(card) if self.sealing else card
            if shown is not None:
                yield key, (self.redactor.card(shown) if self.redactor else shown)

    def verdict_shown(self, card: Card) -> bool:
        """Whether the export may carry the card's verdict, bucket and reasons: not when it rests on text the reader
        may not read (`Redactor.checked_unreadably`) or on a claim sealed for them (`Sealing.withholds`)."""
        if self.redactor is None:
            return True
        return not self.redactor.checked_unreadably(card) and not (self.sealing and self.sealing.withholds(card))

    def text(self, value: str) -> str:
        return self.redactor.text(value) if self.redactor else value

    def prose(self, value: str) -> str:
        """Free text a person wrote (a reason), withheld word by word too (`Redactor.prose`)."""
        return self.redactor.prose(value) if self.redactor else value

    def written(self, value: str, author: str | None) -> str:
        """Text a reviewer of reader class `author` wrote (`Redactor.written`)."""
        return self.redactor.written(value, author) if self.redactor else value

    def readable(self, version_id: str | None) -> bool:
        """Whether the export may carry text of this version (unknown without a suite: only what cards hold)."""
        return self.redactor is None or version_id is None or version_id not in self.redactor.blocked


def open_source(folder: Path, suite_path: Path | None, reader: str | None, db_url: str | None) -> ExportSource:
    side, report = read_side(folder)
    if reader is not None and suite_path is None:
        raise InputError("--reader needs --suite (the suite says which versions each reader class may read)",
                         field="--reader")
    suite = redactor = None
    if suite_path is not None:
        from citeset.suite import load_suite

        suite = load_suite(suite_path)
        redactor = Redactors(suite).for_reader(reader or None)
    finished = datetime.fromtimestamp((folder / "cards.jsonl").stat().st_mtime, UTC)
    decisions: list[tuple[Any, Any]] = []
    if db_url is not None:
        from citeset.review._db import open_db
        from citeset.review._export import final_decisions_all

        decisions = final_decisions_all(open_db(db_url), side.cards_digest)
    sealing = Sealing(suite, redactor) if suite is not None and redactor is not None and redactor.active else None
    return ExportSource(folder, side, report, finished, suite, redactor, decisions, sealing)
