"""The probe's report.md shows ids from the suite literally (hardening h38's side note)."""

from __future__ import annotations

from citeset.probes._models import ProbeSummary
from citeset.probes._report import to_markdown


def test_an_id_with_a_backtick_is_shown_escaped_not_inside_a_code_span_it_would_close() -> None:
    """Backslash escapes do not work inside a Markdown code span: "`A`B/c`" closed the span at the id's backtick."""
    summary = ProbeSummary(citeset_version="0", system="http://127.0.0.1:9/", judge="rules", interventions={},
                           variants=0, violations=0, system_errors=0, skipped={"A`B/c": "no adjudicated route"})
    report = to_markdown(summary, [])
    assert "A\\`B/c" in report, report
    assert "`A\\`B/c`" not in report, report
