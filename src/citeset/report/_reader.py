"""A report for one reader class (`citeset report DIR --reader R`).

report.json's totals count the cases of every reader class: a case of class `legal` was evaluated and written for
`legal`, so its verdicts, counts and escalations rest on text the public may not read (a right guess of that text
and a wrong one count differently). The report for a reader class therefore shows only the cases evaluated for a
class whose texts it may read: its own cases and the public's, each counted apart (`Report.readers`), and nothing
of the suite or run as a whole (sizes, warnings) that counts the other classes' cases or versions. Cases of any
other class are left out without saying how many; without the suite citeset cannot tell which classes may read
less than R, so it counts none of them.
"""

from __future__ import annotations

from citeset.cards._report import Counts, ReaderSection, Report
from citeset.errors import InputError


def visible_sections(report: Report, reader: str) -> dict[str, ReaderSection]:
    """The sections a reader of class `reader` ("" for the public) may see: its own and the public's."""
    if not report.readers:
        raise InputError("this report.json does not count cases per reader class (written by an older citeset): "
                         "evaluate again to write a report for one reader class", field="--reader")
    return {name: section for name, section in sorted(report.readers.items()) if name in (reader, "")}


def for_reader(report: Report, reader: str) -> Report:
    """`report` as reader class `reader` may read it: the totals are its own cases' (none: empty), the sections
    its own and the public's."""
    sections = {name: section.model_copy(update={"counts": _own_counts(section.counts)})
                for name, section in visible_sections(report, reader).items()}
    own = sections.get(reader)
    records = own.counts.records if own else 0
    return Report(
        schema_version=report.schema_version, citeset_version=report.citeset_version,
        suite={"path": report.suite.get("path"), "frozen": report.suite.get("frozen")},
        run={"path": report.run.get("path"), "records": records}, judge=report.judge,
        config={**report.config, "output_reader": reader, "report_for": reader or "(public)"},
        metrics=own.metrics if own else {}, strata={},
        counts=own.counts if own else Counts(cases=0, records=0),
        escalations=own.escalations if own else [], warnings=[], readers=sections)


def _own_counts(counts: Counts) -> Counts:
    """A class's counts without the run-wide ones (judge calls and render findings count every class's cases)."""
    return counts.model_copy(update={"judge_calls": 0, "judge_calls_per_claim": None, "judge_calls_by_purpose": {},
                                     "render_findings": None})
