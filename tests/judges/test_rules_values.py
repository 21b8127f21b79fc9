"""A value stated in another form is the same value (README, the rules judge): read by amount, of the same kind
(money, percent, rank, time of day, number) and in the same place (a word beside it the same), "$2,500,000" is
"$2.5 million"; another amount, kind or place is not."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_values import Context, typed_placed
from conftest import judged

RESTATED = [
    ("The council fined Norberg Ferries $2.5 million.", "The council fined Norberg Ferries $2,500,000."),
    ("The council fined Norberg Ferries $2,500,000.", "The council fined Norberg Ferries $2.5 million."),
    ("Velta Foods paid €40,000 for the licence in 2022.", "Velta Foods paid €40k for the licence in 2022."),
    ("Team Heron finished 2nd in the Skarv regatta.", "Team Heron finished second in the Skarv regatta."),
    ("Team Heron finished 2nd in the 2024 Skarv regatta.", "Team Heron finished second in the 2024 Skarv regatta."),
    ("The Skarv ferry leaves Tromso at 6 pm.", "The Skarv ferry leaves Tromso at 18:00."),
    ("The Skarv ferry leaves Tromso at 18:00.", "The Skarv ferry leaves Tromso at 6 pm."),
    # a calendar date written another way: ISO, day first, month first, dotted day first
    ("Velta Foods opened its Oslo plant on 9 March 2023.", "Velta Foods opened its Oslo plant on 2023-03-09."),
    ("Velta Foods opened its Oslo plant on 2023-03-09.", "Velta Foods opened its Oslo plant on March 9, 2023."),
    ("Velta Foods opened its Oslo plant on the 9th of March 2023.", "Velta Foods opened its Oslo plant on 09.03.2023."),
    ("Velta Foods opened its Oslo plant on 25/03/2023.", "Velta Foods opened its Oslo plant on 25 March 2023."),
    # a time of day or a scale written another way
    ("The Skarv ferry leaves Tromso at 0900 hours.", "The Skarv ferry leaves Tromso at 09:00."),
    ("The Skarv ferry leaves Tromso at 09:00.", "The Skarv ferry leaves Tromso at 0900 hrs."),
    ("The Skarv ferry leaves Tromso at 9.30 pm.", "The Skarv ferry leaves Tromso at 9:30 p.m."),
    ("The Skarv ferry leaves Tromso at 9:30 PM.", "The Skarv ferry leaves Tromso at 9.30pm."),
    ("The Skarv ferry leaves Tromso at 9am.", "The Skarv ferry leaves Tromso at 9 a.m."),
    ("The Vessel museum opens at noon.", "The Vessel museum opens at 12 pm."),
    ("The Vessel museum opens at 12 pm.", "The Vessel museum opens at 12 noon."),
    ("The Vessel museum opens at 9 in the morning.", "The Vessel museum opens at 9 am."),
    ("The Vessel museum closes at 8 in the evening.", "The Vessel museum closes at 20:00."),
    ("The council fined Norberg Ferries $2.5 mln.", "The council fined Norberg Ferries $2.5 million."),
    ("The Vessel museum opens at half past nine.", "The Vessel museum opens at 9:30 am."),
    ("The Vessel museum closes at 6:45 pm.", "The Vessel museum closes at a quarter to seven in the evening."),
    ("The Vessel museum opens at ten o'clock.", "The Vessel museum opens at 10 am."),
    ("The Skarv depot takes deliveries between 9 am and 5 pm.",
     "The Skarv depot takes deliveries between 0900 and 1700 hours."),
    # a weekday the date's day has, before the date, on either side
    ("Velta Foods opened its Oslo plant on Thursday, 9 March 2023.", "Velta Foods opened its Oslo plant on 9 March 2023."),
    ("Velta Foods opened its Oslo plant on 2023-03-09.", "Velta Foods opened its Oslo plant on Thursday 9 March 2023."),
    ("Velta Foods opened its Oslo plant on Thu 9 March 2023.", "Velta Foods opened its Oslo plant on March 9, 2023."),
]

NOT_RESTATED = [
    ("The council fined Norberg Ferries $2.5 million.", "The council fined Norberg Ferries $2,500."),
    ("The council fined Norberg Ferries $2.5 million.", "Norberg Ferries sold 2,500,000 tickets; the council fined it."),
    ("The council fined Norberg Ferries $2.5 million.",
     "Norberg Ferries earned $2,500,000 in June, and the council fined Norberg Ferries."),
    ("The Skarv ferry leaves Tromso at 6 pm.", "The Skarv ferry leaves Tromso at 06:00."),
    ("Team Heron finished 2nd in the Skarv regatta.", "Team Heron finished the Skarv regatta in 2 hours."),
    ("Velta Foods refunds orders within 30 days.", "Velta Foods refunds orders after thirty days."),
    ("The Vessel museum opens at 17:00.", "The Vessel museum opens at 5 am and closes at 5 pm."),
    ("Velta Foods opened its Oslo plant on 9 March 2023.", "Velta Foods opened its Oslo plant on 2023-09-03."),
    ("Velta Foods opened its Oslo plant on 9 March 2023.",
     "Velta Foods closed its Oslo plant on 2023-03-09 and opened it on 2023-04-01."),
    ("Velta Foods opened its Oslo plant on 9 March 2023.", "Velta Foods opened its Oslo plant on 03/09/2023."),
    ("The Skarv ferry leaves Tromso at 0900 hours.", "The Skarv ferry leaves Tromso at 9 pm."),
    ("The Vessel museum opens at half past nine.", "The Vessel museum opens at 9:45 am."),
    ("The Vessel museum closes at 7:45 pm.", "The Vessel museum closes at a quarter to seven in the evening."),
    ("The Skarv depot takes deliveries between 9 am and 6 pm.",
     "The Skarv depot takes deliveries between 0900 and 1700 hours."),
    # a weekday the date's day does not have
    ("Velta Foods opened its Oslo plant on Friday, 9 March 2023.", "Velta Foods opened its Oslo plant on 9 March 2023."),
    ("Velta Foods opened its Oslo plant on Friday, 9 March 2023.",
     "Velta Foods opened its Oslo plant on Thursday 9 March 2023."),
    ("The Vessel museum opens at noon.", "The Vessel museum opens at midnight."),
    ("The Vessel museum opens at 9 in the evening.", "The Vessel museum opens at 9 am."),
    ("The Skarv trial ran for 1200 hours.", "The Skarv trial ran until 12:00."),
    ("Skarv shares rose by 2.15 to 3.40.", "Skarv shares rose to 3.40 at 2:15."),
    ("Skarv shares closed at 9.30.", "Skarv shares closed at 9:30 pm."),  # a price, not a time
    ("The Skarv ferry leaves Tromso at 9 am.", "The Skarv ferry leaves Tromso at 9 pm."),
    ("The Skarv ferry leaves Tromso at 9 p.m.", "The Skarv ferry leaves Tromso at 9am."),
    # a code beside the value is part of its place
    ("Model K4 costs $1.2 million.", "Model K5 costs $1,200,000 and Model K4 costs $900,000."),
    ("Sales reached 2 million units in Q3.", "Sales reached 2,000,000 units in Q2 and 2.5 million in Q3."),
    ("Build 4.1.2 shipped on 14 March 2023.", "Build 4.1.0 shipped on 2023-03-14 and build 4.1.2 on 2023-04-02."),
]


@pytest.mark.parametrize(("claim", "evidence"), RESTATED)
def test_a_value_restated_by_amount_kind_and_place_is_found(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is Label.ENTAILED, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), NOT_RESTATED)
def test_another_amount_kind_or_place_is_not_the_claims_value(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is not Label.ENTAILED, j.rationale


def test_values_are_read_with_their_kind_and_the_words_beside_them() -> None:
    (money,) = typed_placed("It fined Norberg $2.5 million on Monday or later.") or []
    assert money[:5] == ("money", 2500000, "norberg", "on", "norberg")
    assert money[5] == Context(frozenset({"it", "fined", "norberg"}), frozenset({"monday"}), ("on", "monday"))
    opens, closes = typed_placed("The shop opens at 9 am and closes at 5 pm.") or []
    assert opens[:5] == ("clock", -541, "at", "and", "opens") and opens[5].before == {"shop", "opens"}
    assert closes[:5] == ("clock", -1021, "at", "", "closes") and closes[5].before == {"closes"}
    assert typed_placed("about 2.5 million") is None  # rounded: not read with certainty


@pytest.mark.parametrize(("claim", "evidence", "entailed"), [
    ("Visiting hours on the Avon ward end at 8 pm.", "Visiting hours on the Avon ward end at 20:00.", True),
    ("Opening hours at the Avon pool start at 7 am.", "Opening hours at the Avon pool start at 07:00.", True),
    ("Visiting hours on the Avon ward end at 7 pm.", "Visiting hours on the Avon ward end at 20:00.", False),
])
def test_a_time_of_day_beside_visiting_or_opening_hours_is_read_as_a_time(claim: str, evidence: str,
                                                                         entailed: bool) -> None:
    """"hours" made every value of its text uncertain (for "8 hours", a duration), so "8 pm" was not found in
    "20:00" in "Visiting hours ... end at 20:00" (audit 35's M03, a right answer, was rejected). Only "hours"
    counted by a number, or "hours of", is a duration."""
    j = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert (j.label is Label.ENTAILED) is entailed, j.rationale


@pytest.mark.parametrize("words", [" first", " the first", " one"])
def test_a_long_run_of_number_words_is_read_in_linear_time(words: str) -> None:
    """Hostile input (hardening audit h40): each number word ("first", "one") looked back for its anchor over every
    number word and function word before it: a claim of 6,000 " first" took over 6 CPU s to read its values."""
    import time

    def cpu(n: int) -> float:  # the least of two readings: a shared machine's noise only ever adds
        spent = []
        for entity in ("R", "S"):  # two texts: a reading is memoised
            text = f"Entity {entity} holds the rights" + words * n + "."
            start = time.process_time()
            typed_placed(text, sure=False)
            spent.append(time.process_time() - start)
        return min(spent)

    # Four times the words: linear reading takes about 4x the time, the quadratic one 16x. A ratio, not a fixed
    # budget, so that a loaded CI machine does not fail it (a 1 s budget failed at 1.02 s under load).
    assert cpu(12000) < 8 * cpu(3000)


def test_design_3_4_a_count_the_evidence_gives_another_period_is_another_value() -> None:
    """Probe 38's value moved from another passage: "412 cars in March" where March's own count is 389 and 412 is
    April's. Both count the claim's noun, so the words around each decide, as for a date in two slots."""
    march = "The Skerry ferry carried 389 cars in March, a few more than in March last year."
    april = "April was busier, with 412 cars on the crossing."
    judge = RulesJudge()
    wrong = judge.label("The Skerry ferry carried 412 cars in March.", [Passage(span_id="a", text=march),
                                                                         Passage(span_id="b", text=april)])
    assert wrong.label == Label.CONTRADICTED, wrong.rationale
    right = judge.label("The Skerry ferry carried 389 cars in March.", [Passage(span_id="a", text=march),
                                                                         Passage(span_id="b", text=april)])
    assert right.label == Label.ENTAILED, right.rationale


@pytest.mark.parametrize(("claim", "entailed"), [
    ("On Saturdays the last tram from Holm leaves at 9:15 pm.", True),
    ("On weekdays the last tram from Holm leaves at 11:30 pm.", True),
    ("On weekdays the last tram from Holm leaves at 9:15 pm.", False),
    ("On Saturdays the last tram from Holm leaves at 11:30 pm.", False),
])
def test_design_3_4_a_time_in_a_gapped_conjunct_is_read_with_its_verb(claim: str, entailed: bool) -> None:
    """Audit 47's F04: "departs at 7:10 pm" on "departs at 20:40 on weekdays and at 19:10 on Sundays" was a time
    mismatch with 20:40: the second time's clause ("and at 19:10 on Sundays") says the first's verb, and a claim
    may front its "On Sundays"."""
    evidence = "The last tram from Holm leaves at 23:30 on weekdays and at 21:15 on Saturdays."
    j = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert (j.label is Label.ENTAILED) is entailed, j.rationale


@pytest.mark.parametrize(("claim", "label"), [
    ("The ticket office closes at 6 pm.", Label.ENTAILED),
    ("The ticket office opens at 8.15 am.", Label.ENTAILED),
    ("The ticket office closes at 8:15 am.", Label.CONTRADICTED),
    ("The ticket office opens at 6 pm.", Label.INSUFFICIENT),
])
def test_design_3_4_a_time_of_a_second_verb_is_read_with_the_first_verbs_subject(claim: str, label: Label) -> None:
    """Probe 39 (10 of 10 refused): "closes at 7 pm" on "opens at 06:30 and closes at 19:00": the second verb's
    clause ("and closes at 19:00") says its subject only through the first's; 7 pm was read as missing."""
    evidence = "The ticket office opens at 08:15 and closes at 18:00."
    j = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert j.label is label, j.rationale
