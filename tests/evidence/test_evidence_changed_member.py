"""An extra cited span saying that the value a covered route member gives has changed since a date (DESIGN §3.7:
the judge is still run on the cited spans, a contradiction there escalates; §4: no unresolved material
contradiction): "Since May 2026 the Orm ferry leaves at 9:40" against "The Orm ferry leaves at 9:15".
Wordings other than the audit's."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.changed import member_changed

MEMBER = ("m", "The Orm ferry leaves Kell harbour every weekday at 9:15.")


@pytest.mark.parametrize("extra", [
    "Since May 2026 the Orm ferry departs from Kell harbour at 9:40 on weekdays.",
    "As of 1 March 2026, weekday Orm ferry sailings from Kell harbour leave at 9:40.",
    "The Orm ferry now leaves Kell harbour at 9:40 on weekdays.",
])
def test_design_4_an_extra_span_saying_a_members_value_changed_since_a_date_disputes_it(extra: str) -> None:
    """Audit 37's H26 ("Since February 2026 lane swimming ... starts at 07:00", against "... from 06:30") was
    accepted: the spans are no same words but for one value, so no disagreement was read."""
    found = member_changed([MEMBER], [("x", extra)])
    assert found is not None and "9:40" in found.rationale, found


@pytest.mark.parametrize("extra", [
    "Since May 2026 the Orm ferry also stops at Tarn at 9:40.",       # another stop: shares too little
    "Since May 2026 the Orm ferry leaves Kell harbour at 9:15 on weekdays.",  # the same value
    "The Brae bus leaves Kell harbour at 9:40 on weekdays.",           # no change said, another service
    "Since May 2026 the Orm ferry has carried 40 cars on weekdays.",   # another kind of value
])
def test_design_3_6_a_span_giving_the_same_value_or_another_things_is_no_change(extra: str) -> None:
    assert member_changed([MEMBER], [("x", extra)]) is None
