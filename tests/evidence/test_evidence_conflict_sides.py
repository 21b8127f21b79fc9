"""DESIGN §3.9 (mention_conflict): a statement of the disagreement must give each side its own value and assert
nothing beyond the reference claim and the cited documents (`citeset.evidence.checks.sides`), in wording other
than the ward example's."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.sides import beyond, each_side_attributed, misattributed

REFERENCE = "Rent is due on the 1st according to the lease and on the 5th according to the addendum."
QUESTION = "When is rent due?"
ANSWERS = ("1st", "5th")


@pytest.mark.parametrize("text", [
    "The lease says rent is due on the 5th, whereas the addendum says the 1st.",
    "Under the addendum rent is due on the 1st; the lease, however, sets the 5th.",
    "The lease and the addendum set the 5th and the 1st respectively.",
])
def test_mention_conflict_sides_swapped_is_misattributed(text: str) -> None:
    found = misattributed(text, REFERENCE, ANSWERS, QUESTION)
    assert (found is not None and "'5th'" in found) or (found is not None and "'1st'" in found)


@pytest.mark.parametrize("text", [
    "The lease says rent is due on the 1st, whereas the addendum says the 5th.",
    "Rent is due on the 5th per the addendum, although the lease says the 1st.",
    "The documents disagree: the 1st or the 5th.",  # no side named: nothing to check
    "Lease section A sets the 1st, but lease section B sets the 5th.",  # "lease" in both clauses names no side
    "The lease and the addendum set the 1st and the 5th respectively.",  # paired by order, not by clause
])
def test_mention_conflict_faithful_statements_are_not_misattributed(text: str) -> None:
    assert misattributed(text, REFERENCE, ANSWERS, QUESTION) is None


def test_mention_conflict_a_reference_with_one_side_only_checks_nothing() -> None:
    assert misattributed("The addendum says the 1st.", "Rent is due on the 1st.", ANSWERS, QUESTION) is None


def test_mention_conflict_terms_beyond_the_reference_and_the_cited_documents() -> None:
    text = "The lease says the 1st and the addendum the 5th, whereas the landlord's email says the 10th."
    assert beyond(text, REFERENCE, ["Rent is due on the 1st.", "Rent is due on the 5th."]) == ["10th"]
    assert beyond(text, REFERENCE, ["Lease.", "The landlord's email of May says the 10th."]) == []
    assert beyond("Rent is due on neither the 1st nor the 5th.", REFERENCE, []) == ["neither", "nor"]


def test_mention_conflict_sides_swapped_with_thousands_separators_are_misattributed() -> None:
    """"1,240" is one number, not a clause break: audit 35's Q14 (the sides swapped) was accepted once "while"
    became a cue, because the sides' clauses were cut at the numbers' commas."""
    reference = "The Holm marathon is 42,195 metres long according to the race guide and 42,350 metres long " \
                "according to the course map."
    answers = ("42,195 metres", "42,350 metres")
    swapped = "The race guide gives 42,350 metres, while the course map gives 42,195 metres."
    found = misattributed(swapped, reference, answers, "How long is the Holm marathon?")
    assert found is not None and "42,350" in found
    faithful = "The race guide gives 42,195 metres, while the course map gives 42,350 metres."
    assert misattributed(faithful, reference, answers, "How long is the Holm marathon?") is None


@pytest.mark.parametrize("extra", [
    "; the addendum was later withdrawn",
    ", and the landlord revised the lease afterwards",
    "; the addendum was cancelled in June",
    "; the landlord now accepts the addendum's date",
    "; the landlord is reviewing the lease",
])
def test_design_3_9_a_statement_of_the_disagreement_adding_an_event_no_source_states_asserts_beyond(
        extra: str) -> None:
    """Audit 37's J13 ("...; the agency later withdrew its figure") was accepted: an event that neither the reference
    claim nor the cited documents state is source truth the answer asserts on its own."""
    text = "The lease says rent is due on the 1st, whereas the addendum says the 5th" + extra + "."
    assert beyond(text, REFERENCE, ["Rent is due on the 1st.", "Rent is due on the 5th."], QUESTION)


@pytest.mark.parametrize("text", [
    "The lease says rent is due on the 1st, whereas the addendum says the 5th.",
    "The lease puts the due date on the 1st, while the addendum sets it on the 5th.",
    "According to the lease rent is due on the 1st; the addendum, by contrast, gives the 5th.",
    "The lease and the addendum are inconsistent: the 1st and the 5th respectively.",
])
def test_design_3_9_a_statement_of_the_disagreement_in_other_words_asserts_nothing_beyond(text: str) -> None:
    assert beyond(text, REFERENCE, ["Rent is due on the 1st.", "Rent is due on the 5th."], QUESTION) == []


@pytest.mark.parametrize("text", [
    "The lease came to the 1st, whereas the addendum settled on the 5th.",
    "The lease recorded the 1st, while the addendum charted the 5th.",
])
def test_design_3_9_a_verb_giving_a_sides_value_is_no_added_event(text: str) -> None:
    """Audit 38's Q06 and Q27: "came to 320 homes", "charted 410" give a side's value; events are read only in
    clauses that give none."""
    assert beyond(text, REFERENCE, ["Rent is due on the 1st.", "Rent is due on the 5th."], QUESTION) == []


def test_design_3_9_each_side_attributed_with_times_and_a_shared_function_word() -> None:
    """§3.9: "an answer that states the disagreement and cites both sides is accepted". A time's colon is no
    clause break ("16:30"), and a function word of one side's clause ("has") names no side: audit 43's five
    statements of two closing times or counts were read as giving one side only (revise_citations)."""
    reference = "The ferry office says the kiosk shuts at 17:30, while the harbour notice says it closes at 18:15."
    answers = ("17:30", "18:15")
    question = "When does the kiosk close?"
    said = "According to the ferry office the kiosk shuts at 17:30, but the harbour notice has it closing at 18:15."
    assert each_side_attributed(said, reference, answers, question)
    swapped = "According to the ferry office the kiosk shuts at 18:15, but the harbour notice has it closing at 17:30."
    assert not each_side_attributed(swapped, reference, answers, question)
    counts = "The club's handbook says the boathouse has four sculls, while the county register says three."
    told = "The club's handbook says the boathouse has four sculls, but the county register says it has three."
    assert each_side_attributed(told, counts, ("four", "three"), "How many sculls does the boathouse have?")
