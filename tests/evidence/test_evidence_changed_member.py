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


def test_design_3_6_a_number_the_member_and_the_span_share_is_a_name_not_a_value() -> None:
    """Audit 38's X07: "the route 7 bus" in both, and the span's passenger count, is no change of the 8:20."""
    member = ("m", "The Corran route 7 bus leaves Market Square at 8:20 on weekdays.")
    extra = ("x", "Since 2024 the Corran route 7 bus from Market Square has carried about 1,200 passengers a day.")
    assert member_changed([member], [extra]) is None


@pytest.mark.parametrize("extra", [
    "The weekday Orm ferry from Kell harbour was moved to 9:40.",
    "The 9:15 Orm ferry from Kell harbour was replaced by a 9:40 weekday sailing.",
])
def test_design_4_a_value_moved_or_replaced_is_a_change(extra: str) -> None:
    """Audit 38's X04 and X05 said the change as "was moved to" and "was replaced by"."""
    assert member_changed([MEMBER], [("x", extra)]) is not None


def test_design_4_a_departure_replaced_by_another_time_is_a_change() -> None:
    """Audit 38's X05: "the 8:20 weekday departure ... was replaced by an 8:40 departure" shares fewer of the
    member's words than half."""
    member = ("m", "The Lisle route 4 tram leaves Dock Street at 7:50 on weekdays.")
    extra = ("x", "In June 2026 the 7:50 weekday service of Lisle route 4 was replaced by an 8:05 service.")
    assert member_changed([member], [extra]) is not None
