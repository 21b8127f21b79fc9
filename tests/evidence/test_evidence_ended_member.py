"""An extra cited span saying that the relation a covered route member states has ended (DESIGN §3.7: the
judge is still run on the cited spans and a contradiction there escalates; §4: no unresolved material
contradiction).

"Nadia Quill leads the station that launched the Tern lifeboat" rests on "The Wick lifeboat station is led by
Nadia Quill"; a cited notice that "Nadia Quill stepped down as leader of the Wick lifeboat station in May 2025",
or that "Omar Dane succeeded Nadia Quill as leader of the Wick lifeboat station", says that hop no longer holds
(an audit found such answers accepted by annotation). The world is a lifeboat station, in other words than the
demo's and the audits'."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from _timing import assert_linear
from citeset.evidence.checks.ended import member_ended
from conftest import output_cards

NOTICES = {
    "down": "Nadia Quill stepped down as leader of the Wick lifeboat station in May 2025.",
    "succeeded": "In May 2025 Omar Dane succeeded Nadia Quill as leader of the Wick lifeboat station.",
    "left": "Nadia Quill left the Wick lifeboat station in May 2025.",
    "elsewhere": "Nadia Quill stepped down as treasurer of the Thurso sailing club in May 2025.",
    "other": "Omar Dane stepped down as leader of the Brora lifeboat station in May 2025.",
}
TEXTS = {"log-v1": "The Tern lifeboat was launched by the Wick lifeboat station.\n",
         "crew-v1": "The Wick lifeboat station is led by Nadia Quill.\n",
         **{f"{k}-v1": f"{text}\n" for k, text in NOTICES.items()}}
SPANS = [("l1", "log-v1", "The Tern lifeboat was launched by the Wick lifeboat station."),
         ("c1", "crew-v1", "The Wick lifeboat station is led by Nadia Quill."),
         *[(k, f"{k}-v1", text) for k, text in NOTICES.items()]]
LEADER = {"case_id": "leader", "question": "Who leads the station that launched the Tern lifeboat?",
          "cutoff": "2026-01-01", "reference_answer": ["Nadia Quill"],
          "claims": [{"claim_id": "c", "text": "Nadia Quill leads the station that launched the Tern lifeboat.",
                      "routes": [{"set_id": "r", "members": ["l1", "c1"]}]}]}
CLAIM = "Nadia Quill leads the station that launched the Tern lifeboat"


def _card(tmp_path: Path, answer: str, extra: str) -> Any:
    (card,) = output_cards(tmp_path, TEXTS, SPANS, LEADER, answer, [("1", "l1"), ("2", "c1"), ("3", extra)])
    return card


@pytest.mark.parametrize("notice", ["down", "succeeded", "left"])
def test_design_4_no_unresolved_contradiction_an_extra_span_ending_a_hop_escalates(tmp_path: Path,
                                                                                   notice: str) -> None:
    card = _card(tmp_path, f"{CLAIM} [1][2][3].", notice)
    assert card.verdict == "escalate", card.reasons
    assert any("Nadia Quill" in r and notice in r for r in card.reasons), card.reasons


@pytest.mark.parametrize("notice", ["elsewhere", "other"])
def test_design_3_6_an_extra_span_ending_another_relation_is_no_ended_hop(tmp_path: Path, notice: str) -> None:
    """Her post at a sailing club, or another person's at another station, ends nothing the claim rests on.
    (Such an extra span may still escalate the claim through the left-out probe, as before.)"""
    card = _card(tmp_path, f"{CLAIM} [1][2][3].", notice)
    assert not any("has ended" in r for r in card.reasons), card.reasons
    assert member_ended(CLAIM, [("c1", TEXTS["crew-v1"])], [(notice, NOTICES[notice])]) is None


def test_member_ended_reads_the_ended_relation_of_a_name_the_member_and_the_claim_give() -> None:
    members = [("c1", "The Wick lifeboat station is led by Nadia Quill.")]
    found = member_ended(CLAIM, members, [("s", NOTICES["succeeded"])])
    assert found is not None and (found.member, found.against, found.name) == ("c1", "s", "Nadia Quill")
    # a claim that itself dates the relation in the past rests on no present hop
    assert member_ended("Nadia Quill led the station that launched the Tern lifeboat until May 2025", members,
                        [("d", NOTICES["down"])]) is None


def test_a_span_of_thousands_of_endings_is_read_in_bounded_time() -> None:
    """Hardening audit 36: each verb of ending re-read its whole clause before it, so one unpunctuated 84 KB span
    cost 10.6 CPU s for each claim citing it."""
    assert_linear(lambda n: member_ended(CLAIM, [("c1", TEXTS["crew-v1"])],
                                         [("dump", "Nadia Quill left " * n + "the Wick lifeboat station.")]), 2500)


CREAMERY = "The Ardmore creamery delivers its cheese to Oslo."
ORCHARD_CLAIM = "The orchard that supplies the Kelso cider mill is run by Ines Roth"
ORCHARD = "Birchwood Orchard is run by Ines Roth."


@pytest.mark.parametrize(("claim", "member", "extra"), [
    (CREAMERY, CREAMERY, "The Ardmore creamery halted its deliveries to Oslo in March 2025."),
    (CREAMERY, CREAMERY, "The Ardmore creamery suspended all deliveries to Oslo."),
    ("The Kelso library reading room may be used by students.", "The Kelso library reading room may be used by "
     "students.", "The Kelso library reading room has been closed to the public since May 2026."),
    (ORCHARD_CLAIM, ORCHARD, "Ines Roth handed Birchwood Orchard over to her son in 2025."),
    (ORCHARD_CLAIM, ORCHARD, "Birchwood Orchard was sold by Ines Roth to Marl Holdings in 2025."),
])
def test_design_4_an_extra_span_saying_the_members_relation_was_halted_closed_or_handed_over_ends_it(
        claim: str, member: str, extra: str) -> None:
    """Audit 37's D15, D45, H67, D37 and D46 were accepted: "halted", "suspended", "has been closed", "handed ...
    over" and "was sold by" end a relation as "stepped down" does."""
    assert member_ended(claim, [("m", member)], [("x", extra)]) is not None


@pytest.mark.parametrize(("claim", "member", "extra"), [
    (CREAMERY, CREAMERY, "The Ardmore creamery halted its deliveries to Bergen in March 2025."),  # another place
    (ORCHARD_CLAIM, ORCHARD, "Ines Roth sold apples to the Kelso market in 2025."),  # sold something else
    (CREAMERY, CREAMERY, "The Ardmore creamery will suspend deliveries to Oslo in June."),  # not done
])
def test_design_3_6_a_halt_or_sale_of_something_else_ends_no_member(claim: str, member: str, extra: str) -> None:
    assert member_ended(claim, [("m", member)], [("x", extra)]) is None


@pytest.mark.parametrize("extra", [
    "The Ardmore creamery halted its cheese production in 2025.",
    "The Ardmore creamery sold its delivery vans in 2025.",
    "The Ardmore creamery suspended its farm tours.",
])
def test_design_3_6_a_halt_of_another_activity_of_the_same_name_ends_no_member(extra: str) -> None:
    """Audit 38's X14, X15, X21: "creamery", the name's own noun, is no word of what the member relates it to."""
    member = "The Ardmore creamery supplies milk to the Orm Hotel."
    assert member_ended(member, [("m", member)], [("x", extra)]) is None


SUPPLY = "The Ardmore creamery supplies cream to the Kelso Hotel."


@pytest.mark.parametrize("extra", [
    "The Kelso Hotel switched its cream supplier to Brae Dairy in March 2026.",
    "The Kelso Hotel has replaced the Ardmore creamery with Brae Dairy as its cream supplier.",
    "Deliveries of cream from the Ardmore creamery to the Kelso Hotel ended in April 2026.",
    "The Kelso Hotel closed in March 2026.",
])
def test_design_4_a_switch_a_replacement_an_end_or_a_closure_ends_the_relation(extra: str) -> None:
    """Audit 38's X17, X18, X19, X22 were accepted: "switched its supplier to", "replaced X with", "ended", and the
    closure of a party to the relation."""
    assert member_ended(SUPPLY, [("m", SUPPLY)], [("x", extra)]) is not None


@pytest.mark.parametrize("extra", [
    "The Kelso Hotel switched its laundry contract to Fenwick Cleaning in 2026.",
    "The Kelso Hotel's spa closed for a week in March 2026.",
])
def test_design_3_6_a_switch_of_another_supply_is_no_ended_member(extra: str) -> None:
    assert member_ended(SUPPLY, [("m", SUPPLY)], [("x", extra)]) is None
