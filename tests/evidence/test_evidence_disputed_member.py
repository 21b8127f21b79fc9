"""An extra cited span that gives another value for what a covered route member states (DESIGN §3.7: "the judge
is still run on the cited spans and, if it finds them contradicting the claim, the claim is escalated"; §4: no
unresolved material contradiction).

"Mona Dahl directs the library that holds the Iver Psalter" rests on "The Iver Psalter is held by the Skarn
Library": a cited loan notice saying "The Iver Psalter has been held by the Brenna Archive since 2024" disputes
that hop, although the claim never names the library (an audit found such answers accepted by annotation). The
world is a town library, in other words than the demo's and the audits'."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citeset.evidence.checks.disagreement import member_disputed
from conftest import output_cards

TEXTS = {
    "register-v1": "The Iver Psalter is held by the Skarn Library.\n",
    "staff-v1": "The Skarn Library is directed by Mona Dahl.\n",
    "loan-v1": "The Iver Psalter has been held by the Brenna Archive since 2024.\n",
    "hours-v1": "The Brenna Archive has been open on Sundays since 2024.\n",
    "minutes-v1": "The library board is chaired by Ivo Lind, and its treasurer is Mona Dahl.\n",
    "gazette-v1": "Since April 2025 the library board has been chaired by Petra Holm.\n",
    "elsewhere-v1": "Since April 2025 the library board has been chaired by Petra Holm.\n",
    "club-v1": "Since April 2025 the rowing club has been chaired by Petra Holm.\n",
}
TITLES = {"register-v1": "Skarn Library collection register", "staff-v1": "Skarn Library staff list",
          "loan-v1": "Brenna Archive loan notice", "hours-v1": "Brenna Archive opening hours",
          "minutes-v1": "Skarn Library board minutes", "gazette-v1": "Skarn Gazette",
          "elsewhere-v1": "Tollby Courier", "club-v1": "Skarn Gazette"}
SPANS = [("p1", "register-v1", "The Iver Psalter is held by the Skarn Library."),
         ("p2", "staff-v1", "The Skarn Library is directed by Mona Dahl."),
         ("p3", "loan-v1", "The Iver Psalter has been held by the Brenna Archive since 2024."),
         ("h1", "hours-v1", "The Brenna Archive has been open on Sundays since 2024."),
         ("b1", "minutes-v1", "The library board is chaired by Ivo Lind, and its treasurer is Mona Dahl."),
         ("g1", "gazette-v1", "Since April 2025 the library board has been chaired by Petra Holm."),
         ("e1", "elsewhere-v1", "Since April 2025 the library board has been chaired by Petra Holm."),
         ("c1", "club-v1", "Since April 2025 the rowing club has been chaired by Petra Holm.")]
DIRECTOR = {"case_id": "director", "question": "Who directs the library that holds the Iver Psalter?",
            "cutoff": "2026-01-01", "reference_answer": ["Mona Dahl"],
            "claims": [{"claim_id": "c", "text": "Mona Dahl directs the library that holds the Iver Psalter.",
                        "routes": [{"set_id": "r", "members": ["p1", "p2"]}]}]}
CHAIR = {"case_id": "chair", "question": "Who chairs the Skarn library board?", "cutoff": "2026-01-01",
         "reference_answer": ["Ivo Lind"],
         "claims": [{"claim_id": "c", "text": "Ivo Lind chairs the library board.",
                     "routes": [{"set_id": "r", "members": ["b1"]}]}]}


def _cards(tmp_path: Path, case: dict[str, Any], answer: str, sources: list[tuple[str, str]]) -> list[Any]:
    return output_cards(tmp_path, TEXTS, SPANS, case, answer, sources, titles=TITLES)


def test_design_4_no_unresolved_contradiction_an_extra_span_disputing_a_bridge_hop_escalates(tmp_path: Path) -> None:
    """The loan notice gives another holder for the psalter: the hop the claim's bridge rests on is disputed
    by the answer's own citations, so a person decides (escalate), never a silent accept."""
    claim = "Mona Dahl directs the library that holds the Iver Psalter"
    (card,) = _cards(tmp_path, DIRECTOR, f"{claim} [1][2][3].", [("1", "p1"), ("2", "p2"), ("3", "p3")])
    assert card.verdict == "escalate", card.reasons
    assert any("Brenna Archive" in r and "p3" in r for r in card.reasons), card.reasons


def test_design_3_6_an_extra_span_about_another_fact_of_the_same_thing_is_no_dispute(tmp_path: Path) -> None:
    """§3.6 extra citations are allowed: the archive's opening hours dispute no hop."""
    claim = "Mona Dahl directs the library that holds the Iver Psalter"
    (card,) = _cards(tmp_path, DIRECTOR, f"{claim} [1][2][3].", [("1", "p1"), ("2", "p2"), ("3", "h1")])
    assert card.verdict == "accept", card.reasons


def test_design_4_no_unresolved_contradiction_a_later_chair_in_a_source_about_the_same_town_escalates(
        tmp_path: Path) -> None:
    """"The library board" names no thing, but the minutes and the gazette are both about Skarn (their titles
    say so): a chair since April 2025 disputes the clause of the minutes the claim rests on."""
    (card,) = _cards(tmp_path, CHAIR, "Ivo Lind chairs the library board [1][2].", [("1", "b1"), ("2", "g1")])
    assert card.verdict == "escalate", card.reasons


def test_design_3_6_the_same_words_about_another_town_or_another_body_are_no_dispute(tmp_path: Path) -> None:
    """The Tollby Courier's library board may be Tollby's; the rowing club is another body."""
    for span in ("e1", "c1"):
        (card,) = _cards(tmp_path, CHAIR, "Ivo Lind chairs the library board [1][2].", [("1", "b1"), ("2", span)])
        assert card.verdict == "accept", (span, card.reasons)


def test_member_disputed_reads_clauses_and_the_present_perfect_of_a_since_clause() -> None:
    """The unit: a member's clause and an extra span's statement read in the present ("has been held ... since
    2024" as "is held"); another date's statement of a past value ("was held ... in 1990") is no dispute."""
    members = [("p1", "The Iver Psalter is held by the Skarn Library.")]
    found = member_disputed(members, [("p3", "The Iver Psalter has been held by the Brenna Archive since 2024.")])
    assert found is not None and (found.against, found.value, found.other) == ("p3", "Skarn Library", "Brenna Archive")
    past = [("x", "In 1990 the Iver Psalter was held by the Brenna Archive.")]
    assert member_disputed(members, past) is None
    assert member_disputed(members, [("p1", "The Iver Psalter is held by the Skarn Library.")]) is None
