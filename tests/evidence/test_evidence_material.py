"""`material.force_change`: the cue phrases that hedge or date a statement, and the same words used otherwise."""

from __future__ import annotations

import pytest

from citeset.evidence._claims import contains_answer
from citeset.evidence.checks.material import force_change, missing_terms

REFERENCE = "Dana Reyes leads Project Birch."


@pytest.mark.parametrize("claim", [
    "Dana Reyes is said to lead Project Birch.", "Dana Reyes is also believed to lead Project Birch.",
    "Dana Reyes appears to be the lead of Project Birch.", "Dana Reyes seemed to have led Project Birch."])
def test_a_hedging_or_past_dating_phrase_changes_the_statement(claim: str) -> None:
    assert force_change(claim, REFERENCE) is not None


@pytest.mark.parametrize(("claim", "reference"), [
    ("Badge scanners are used to check visitors at Gate 4.", "Badge scanners check visitors at Gate 4."),
    ("Staff got used to badge checks at Gate 4.", "Staff have badge checks at Gate 4."),
    ("The Gate 4 logo appears to the left of the door.", "The Gate 4 logo is left of the door."),
    # found by an audit of the first, wider phrases
    ("The breach was reported to regulators in March 2021.", "Orchard Labs reported the breach in March 2021."),
    ("The grant is also used to fund the Kestrel project.", "The grant funds the Kestrel project."),
    ("The scanners used to check visitors at Gate 4 are made by Norvik.", "Norvik makes the Gate 4 scanners."),
    ("The cookie banner appears to visitors on the home page.", "The home page shows a cookie banner."),
    ("Tom Berg was said to Halden Bank to be reliable.", "Tom Berg is reliable."),
])
def test_the_same_words_in_another_sense_change_nothing(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("Kiosks are not allowed in the Vell C-1 district.", "Kiosks are prohibited in the Vell C-1 district."),
    ("Part-time staff were not eligible for the Vell bonus.", "Part-time staff were ineligible for the Vell bonus."),
    ("Objections must be filed no less than 21 days before the Vell hearing.",
     "Objections must be filed at least 21 days before the Vell hearing."),
    ("Vell permits last no more than 5 years.", "Vell permits last at most 5 years."),
])
def test_correctness_a_negation_that_states_a_bound_or_an_opposite_denies_nothing(claim: str, reference: str) -> None:
    """"not allowed" states "prohibited"; "no less than 21 days" is "at least 21 days" (audit 18: zo-05, zo-09)."""
    assert force_change(claim, reference) is None
    assert force_change("Kiosks are allowed in the Vell C-1 district.", "Kiosks are prohibited in the Vell C-1 district.")


@pytest.mark.parametrize(("claim", "reference", "why"), [
    ("Dana Reyes is the ex-director of Project Birch.", "Dana Reyes is the director of Project Birch.", "dates in the past"),
    ("Dana Reyes is the ex director of Project Birch.", "Dana Reyes is the director of Project Birch.", "dates in the past"),
    ("Dana Reyes is the erstwhile CEO of Harrow.", "Dana Reyes is the CEO of Harrow.", "dates in the past"),
    ("Dana Reyes, then-CEO of Harrow, signed the deal.", "Dana Reyes is the CEO of Harrow.", "dates in the past"),
    ("Dana Reyes is the incoming director of Project Birch.", "Dana Reyes is the director of Project Birch.",
     "dates in the future"),
    ("Dana Reyes is the incoming prime minister.", "Dana Reyes is the prime minister.", "dates in the future"),
    ("Dana Reyes is the director-designate of Project Birch.", "Dana Reyes is the director of Project Birch.",
     "dates in the future"),
    ("Dana Reyes is President elect of the society.", "Dana Reyes is President of the society.", "dates in the future"),
])
def test_correctness_a_role_held_before_or_not_yet_is_not_the_role(claim: str, reference: str, why: str) -> None:
    """"ex-", "erstwhile", "incoming", "-elect", "-designate" before or after a role the reference claim names
    date it: an audit found "the ex-CEO" and "the incoming CEO" counted correct for "the CEO"."""
    changed = force_change(claim, reference)
    assert changed is not None and changed.startswith(why), changed


@pytest.mark.parametrize(("claim", "reference"), [
    ("Dana Reyes sits ex officio on the Project Birch board.", "Dana Reyes leads Project Birch."),
    ("Dana Reyes, an ex-officio member, leads Project Birch.", "Dana Reyes leads Project Birch."),
    ("Dana Reyes reviews incoming reports for Project Birch.", "Dana Reyes leads Project Birch."),
    ("Dana Reyes leads Project Birch, elected in 2020.", "Dana Reyes leads Project Birch."),
    ("Dana Reyes, the designated lead, runs Project Birch.", "Dana Reyes leads Project Birch."),
    # found by an audit of the first, phrase-only reading
    ("The Ex-Im Bank financed the Boeing deal.", "The Export-Import Bank financed the Boeing deal."),
    ("Lumen sells its pumps ex-factory to distributors.", "Lumen sells its pumps to distributors."),
    ("Voters chose to re-elect Mayor Kim in 2022.", "Mayor Kim was re-elected in 2022."),
    ("Each incoming lead is routed to a sales rep.", "The CRM routes each new lead to a sales rep."),
    ("Dana Reyes, who replaced ex-CEO Tom Berg, is the CEO of Harrow.", "Dana Reyes is the CEO of Harrow."),
    ("Dana Reyes, the CEO of Harrow, met President-elect Biden in 2020.", "Dana Reyes was the CEO of Harrow in 2020."),
    ("Jack Welch, the ex-CEO of GE, wrote Winning.", "Jack Welch, who was CEO of GE until 2001, wrote Winning."),
    ("Dr Lee, the incoming president, takes office on 1 July 2025.", "Dr Lee will become president on 1 July 2025."),
])
def test_the_same_dating_words_in_another_sense_change_nothing(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


def test_a_phrase_the_cited_span_uses_itself_is_how_the_source_states_it() -> None:
    assert force_change("Dana Reyes is said to lead Project Birch.", REFERENCE,
                        ["Dana Reyes is said to lead Project Birch, per the staff list."]) is None


def test_the_month_may_is_not_the_modal() -> None:
    """A reference dated "in May 2021" switched every hedge check off (its "may" counted as the modal)."""
    assert force_change("Dana Reyes might have joined in May 2021.", "Dana Reyes joined in May 2021.") is not None
    assert force_change("Dana Reyes joined on 3 May 2021.", "Dana Reyes joined in May 2021.") is None
    assert force_change("Dana Reyes joined in May 2021.", "Dana Reyes joined on 3 May 2021.") is None


# §3.4 "another value": the reference claim's number absent and another in its place (an audit found these
# counted correct whenever the answer string was there: the judge calls them insufficient, not contradicted).
ANOTHER_VALUE = [
    ("The Corvane trial enrolled 1.2 million patients.", "The Corvane trial enrolled 120,000 patients."),
    ("The port of Velsen handled 120,000 containers in 2023.", "The port of Velsen handled 1.2 million containers in 2023."),
    ("Team Osprey finished third in the 2023 league.", "Team Osprey finished second in the 2023 league."),
    ("Team Osprey finished 3rd in the 2023 league.", "Team Osprey finished second in the 2023 league."),
    ("Lumen Freight paid $2 billion for the depot.", "Lumen Freight paid $2 million for the depot."),
    ("Keller & Roe was founded in 2018.", "Keller & Roe was founded in 2019."),
    ("The office opens at 10 am.", "The office opens at 9 am."),
    ("The office opens at 9 pm.", "The office opens at 9 am."),
    ("Harrow Mutual is valued at $45 bn.", "Harrow Mutual is valued at $4.5 billion."),
]
DATED_OTHERWISE = [
    ("Keller & Roe was founded before 2019.", "Keller & Roe was founded in 2019."),
    ("Keller & Roe was founded after 2019.", "Keller & Roe was founded in 2019."),
    ("Dr. Amara Osei led the cardiology unit until 2015.", "Dr. Amara Osei has led the cardiology unit since 2015."),
    ("The pier opened prior to March 2021.", "The pier opened in March 2021."),
    ("Tom Berg led the unit until 2015.", "Tom Berg has led the unit since 2015."),
]
SAME_VALUE = [
    ("The Marlin Star carries 1200 containers.", "The Marlin Star carries 1,200 containers."),
    ("The Marlin Star carries 1,200,000 containers.", "The Marlin Star carries 1.2 million containers."),
    ("Team Osprey finished 2nd in the 2023 league.", "Team Osprey finished second in the 2023 league."),
    ("The tower has forty floors.", "The tower has 40 floors."),
    ("The fee rose by 4.5%.", "The fee rose by 4.5 percent."),
    ("The pier opened on June 4, 2024.", "The pier opened on 4 June 2024."),
    ("The pier opened on 2024-06-04.", "The pier opened on 4 June 2024."),
    ("Dana Reyes has led Project Birch since 2015, with 12 staff.", "Dana Reyes has led Project Birch since 2015."),
    ("Dana Reyes has led Project Birch since 2015.", "Dana Reyes has led Project Birch since 2015."),
    ("Dana Reyes joined Project Birch before the 2019 launch.", "Dana Reyes joined Project Birch before 2019."),
    ("Project Birch is assigned to cost center C9.", "Project Birch is assigned to cost center C9."),
    ("Dana Reyes leads Project Birch.", "Dana Reyes leads Project Birch."),
    ("The Marlin Star carries one thousand two hundred containers.", "The Marlin Star carries 1,200 containers."),
    ("The office opens at 17:00.", "The office opens at 5 pm."),
    ("The office opens at 9.30 a.m.", "The office opens at 09:30."),
    ("The office opens at 9 am.", "The office opens at 9:00."),
    # found on real HotpotQA and MuSiQue: an imported reference claim is "QUESTION? Answer: X", and the
    # question's numbers ("more than 300 papers", "born first", "the 26th Olympiad") are not what it states
    ("Pavel Alexandrov (7 May 1896 - 16 November 1982) was a Soviet mathematician.",
     "Who has written more than 300 papers on topology? Answer: Pavel Alexandrov"),
    ("Foo Fighters formed in Seattle in 1994.", "Which band formed first, Foo Fighters or Mudhoney? Answer: Foo Fighters"),
    ("Thessaloniki handled 273,282 TEUs in 2010.", "How many TEUs did the host of the 26th Olympiad handle? Answer: 273,282"),
    # found by an audit: abbreviations, ranges, dotted dates, times without a marker, rounding, conversions
    ("Harrow Mutual is valued at $4.5 bn.", "Harrow Mutual is valued at $4.5 billion."),
    ("Harrow Mutual is valued at $4.5 billion.", "Harrow Mutual is valued at $4.5bn."),
    ("Harrow Mutual is valued at $1.2M.", "Harrow Mutual is valued at $1.2 million."),
    ("Harrow Mutual is valued at EUR 3.5 mn.", "Harrow Mutual is valued at EUR 3.5 million."),
    ("The embargo ran from 2010 till 2014.", "The embargo ran from 2010 to 2014."),
    ("The embargo ran 2010-14.", "The embargo ran from 2010 to 2014."),
    ("The 2022/23 season was cancelled.", "The 2022-2023 season was cancelled."),
    ("The pier opened on 04.06.2024.", "The pier opened on 4 June 2024."),
    ("The office opens at 9.30.", "The office opens at 9:30."),
    ("The office opens at 9 in the morning.", "The office opens at 9:00 a.m."),
    ("The office opens at 9 am.", "The office opens at 9 o'clock."),
    ("The town has about 1.2 million residents.", "The town has 1,187,000 residents."),
    ("The port handles 1.2 million containers.", "The port handles 1 200 000 containers."),
    ("Harrow Mutual is valued at €3.5 billion.", "Harrow Mutual is valued at €3,5 billion."),
    ("The rate rose by 25 basis points.", "The rate rose by 0.25 percentage points."),
    ("The port handled 12 lakh containers.", "The port handled 1.2 million containers."),
    ("The regulator fined Kestrel Capital $1.2 m.", "The regulator fined Kestrel Capital $1.2 million."),
]


@pytest.mark.parametrize(("claim", "reference"), ANOTHER_VALUE)
def test_correctness_another_value_in_place_of_the_reference_claims_is_not_correct(claim: str, reference: str) -> None:
    assert (force_change(claim, reference) or "").startswith("gives another value"), force_change(claim, reference)


@pytest.mark.parametrize(("claim", "reference"), DATED_OTHERWISE)
def test_correctness_before_after_or_until_the_reference_claims_date_is_not_correct(claim: str, reference: str) -> None:
    assert (force_change(claim, reference) or "").startswith("dates it otherwise"), force_change(claim, reference)


@pytest.mark.parametrize(("claim", "reference"), SAME_VALUE)
def test_the_same_value_written_otherwise_or_a_further_number_changes_nothing(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


def test_a_value_the_cited_span_gives_for_the_reference_claims_is_no_other_value() -> None:
    """The source's own conversion ("1.2 million (about 1,200,000)") is how the fact is stated, also in a span
    with a number word no reading pins down ("three hundred"): its other values still count."""
    assert force_change("Lumen Freight paid 1,150,000 dollars.", "Lumen Freight paid $1.2 million.",
                        ["Lumen Freight paid $1.2 million (1,150,000 dollars after the rebate)."]) is None
    assert force_change("Lumen Freight paid 1,150,000 dollars.", "Lumen Freight paid $1.2 million.",
                        ["Lumen Freight, with three hundred staff, paid 1,150,000 dollars."]) is None


@pytest.mark.parametrize(("text", "answer", "found"), [
    ("As of the 2010 census, the county population was 9984.", "9,984", True),
    ("The county population was 9,984.", "9984", True),
    ("The county population was 9,984.", "9,984", True),
    ("The ward has 1,300 beds.", "300", False),  # was found: the comma read as a word boundary
    ("The ward has 300 beds.", "300", True),
    ("Scores were 3,4 and 5.", "4", True),  # a comma before fewer than three digits separates numbers
])
def test_linking_an_answer_string_is_found_whether_its_thousands_are_separated_or_not(text: str, answer: str,
                                                                                   found: bool) -> None:
    assert contains_answer(text, (answer,)) is found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The three founders left in 2020.", "All three founders left in 2020."),
    ("The chain has 40 stores in all.", "The chain has 40 stores in total."),
    ("Mara Quinn and Tom Berg each scored 3 goals.", "Mara Quinn and Tom Berg scored 3 goals apiece."),
    ("Mara Quinn and Tom Berg married each other in 2015.", "Mara Quinn and Tom Berg married in 2015."),
    ("Kessel Freight weighs each container at Vardo.", "Kessel Freight weighs containers at Vardo."),
    ("Ferries leave every 15 minutes.", "Ferries leave at 15-minute intervals."),
    ("All three founders left in 2020.", "The three founders left in 2020."),
])
def test_boundary_a_quantifier_word_in_an_idiom_asserts_nothing_more(claim: str, reference: str) -> None:
    """"all three", "in all", "each other", "every 15 minutes" restate; an added universal does not."""
    assert missing_terms(claim, [reference]) == []


@pytest.mark.parametrize("claim", ["Ferries always leave at 15-minute intervals.", "All ferries leave at 15-minute intervals."])
def test_boundary_an_added_universal_is_a_term_the_reference_claim_lacks(claim: str) -> None:
    assert missing_terms(claim, ["Ferries leave at 15-minute intervals."]) != []


@pytest.mark.parametrize(("claim", "reference"), [
    ("Ward 7 does not treat any child under 2.", "Ward 7 does not treat children under 2."),
    ("Ward 7 doesn't admit any visitors at night.", "Ward 7 doesn't admit visitors at night."),
    ("The study found no effect in any group.", "The study found no effect in the groups."),
    ("The ward treats children without any referral.", "The ward treats children without a referral."),
    ("If any child has asthma, Ward 7 treats the child.", "Ward 7 treats a child who has asthma."),
    ("Few patients, if any, were harmed.", "Few patients were harmed."),
    ("In any case, the ferry leaves at 9 am.", "The ferry leaves at 9 am."),
    ("Report any side effects to your doctor.", "Report side effects to your doctor."),
    ("The transfer is free of any charge.", "The transfer is free of charge."),
    ("Kestrel Bank denies any wrongdoing.", "Kestrel Bank denies wrongdoing."),
    ("Norvik had the highest punctuality of any Nordic airline.", "Norvik had the highest punctuality among Nordic airlines."),
])
def test_boundary_any_restating_a_rule_is_no_added_universal(claim: str, reference: str) -> None:
    """"any" is not read as a universal: it far more often restates a rule in other words than widens it (an
    audit found 44 correct answers rejected for it, against one wrong answer it caught)."""
    assert "any" not in missing_terms(claim, [reference])


# Audit 6: numbers in other roles than the fact's value. A value is another only in the reference value's place
# (a word beside it the same), never a number the claim works out or adds elsewhere.
ELSEWHERE = [
    ("The first crewed Moon landing took place on 20 July 1969.", "Apollo 11 landed on the Moon on 20 July 1969."),
    ("Apple released the original iPhone on June 29, 2007.", "The first iPhone was released in June 2007."),
    ("The mill, one of the oldest in the region, was built in the nineteenth century.",
     "The mill was built in the 19th century."),
    ("Lake Baikal holds a fifth of the world's fresh surface water.", "Lake Baikal holds 20% of the world's fresh surface water."),
    ("25% of adults in Norway cycle to work.", "One in four adults in Norway cycle to work."),
    ("Liverpool beat Chelsea by two goals.", "Liverpool beat Chelsea 3-1."),
    ("Sales rose by 30 to 150 units.", "Sales rose from 120 to 150 units."),
    ("The law, enacted in 1996, shields platforms from liability.", "Section 230 shields platforms from liability."),
    ("The company sold a million cars in 2019, its 50th year.", "The company sold 1 million cars in 2019."),
    ("The original iPhone was released in June 2007 [^2].", "The first iPhone was released in June 2007."),
    ("Call the helpline on 555-123-4567.", "Call the helpline on 555 123 4567."),
    ("The flaw was fixed in Python 3.11, patch release 4.", "The flaw was fixed in Python 3.11.4."),
    ("Toyota sold 10.5 million cars.", "Toyota sold 10,5 million cars."),
    ("The fair drew 1.200 people.", "The fair drew 1,200 people."),
    ("She was CFO until 2015 and has been CEO since 2015.", "She has served as CEO since 2015."),
    ("The firm was founded before 2007.", "The firm was founded prior to 2007."),
    ("The city will be carbon neutral no later than 2030.", "The city will be carbon neutral by 2030."),
    ("The law was passed in 2010 to tighten rules after 2008.", "The law was a response to the 2008 financial crisis."),
]


@pytest.mark.parametrize(("claim", "reference"), ELSEWHERE)
def test_a_number_in_another_role_than_the_reference_claims_value_is_no_other_value(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("All in all, the port handled 40 ships.", "The port handled 40 ships."),
    ("The museum is open all year.", "The museum is open year-round."),
    ("The festival is held each year in May.", "The festival is held annually in May."),
    ("Tickets cost $12 each.", "Tickets cost $12."),
    ("The two firms were each fined $5 million.", "The two firms were fined $5 million apiece."),
    ("The study tracked all-cause mortality.", "The study tracked mortality from any cause."),
    ("As always, the ferry leaves at 9 am.", "The ferry leaves at 9 am."),
    ("The ferry leaves every day at 9 am.", "The ferry leaves daily at 9 am."),
])
def test_boundary_more_quantifier_idioms_assert_nothing_more(claim: str, reference: str) -> None:
    assert not {"all", "each", "every", "always"} & set(missing_terms(claim, [reference]))


@pytest.mark.parametrize(("claim", "reference"), [
    ("The method works in all cases.", "The method works in most cases."),
    ("All other patients recovered.", "Other patients recovered."),
])
def test_boundary_a_universal_that_looks_like_an_idiom_is_still_one(claim: str, reference: str) -> None:
    assert "all" in missing_terms(claim, [reference])


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The harbour fined Norvik Lines $2.5M.", "The harbour fined Norvik Lines $2.5 million."),
    ("The harbour fined Norvik Lines $2.5 million.", "The harbour fined Norvik Lines $2,500,000."),
    ("The harbour fined Norvik Lines $2.5 million.", "The harbour fined Norvik Lines $2.5M."),
    ("The Orvane deal was worth €4bn.", "The Orvane deal was worth €4 billion."),
    ("The Orvane licence costs £35k a year.", "The Orvane licence costs £35,000 a year."),
    ("The Tallinn ferry leaves at 22:15.", "The Tallinn ferry leaves at 10:15 pm."),
    ("The Tallinn ferry leaves at 10.15 p.m.", "The Tallinn ferry leaves at 22:15."),
    ("Orvane shipped its 3rd release on 9 May 2024.", "Orvane shipped its third release on 9 May 2024."),
    # a calendar date in another format (ISO, dotted day first, a day past 12 fixes a slashed order)
    ("Orvane shipped version 3.2 on 2024-06-04.", "Orvane shipped version 3.2 on 4 June 2024."),
    ("Orvane shipped version 3.2 on 04.06.2024.", "Orvane shipped version 3.2 on June 4, 2024."),
    ("Orvane shipped version 3.2 on 4 June 2024.", "Orvane shipped version 3.2 on 2024-06-04."),
    ("Orvane shipped version 3.2 on 25/06/2024.", "Orvane shipped version 3.2 on 25 June 2024."),
    # a time of day in another format
    ("The Tallinn ferry leaves at 0900 hours.", "The Tallinn ferry leaves at 09:00."),
    ("The Tallinn ferry leaves at 9.30 p.m.", "The Tallinn ferry leaves at 21:30."),
    ("The Tallinn ferry leaves at 9.30 am.", "The Tallinn ferry leaves at 9:30 a.m."),
    ("The Orvane clinic opens at noon.", "The Orvane clinic opens at 12 pm."),
    ("The Orvane clinic opens at 12:00.", "The Orvane clinic opens at 12 noon."),
    ("The Orvane clinic closes at midnight.", "The Orvane clinic closes at 12 am."),
    ("The Orvane clinic opens at 9 in the morning.", "The Orvane clinic opens at 9 am."),
    ("The Orvane clinic closes at 8 in the evening.", "The Orvane clinic closes at 20:00."),
    ("The harbour fined Norvik Lines $2.5 mln.", "The harbour fined Norvik Lines $2.5 million."),
    ("The Orvane clinic opens at 9.", "The Orvane clinic opens at 9 am."),  # true, if less precise
    ("The Orvane clinic is open from 2 pm to 4 pm.", "The Orvane clinic is open 2-4 PM."),
    ("The Orvane clinic opens at 9 AM.", "The Orvane clinic opens at 9am."),
    ("The Orvane clinic opens from 7 am to 10 am.", "The Orvane clinic opens from 7 to 10."),
])
def test_boundary_a_value_written_otherwise_is_no_term_the_evidence_lacks(claim: str, evidence: str) -> None:
    """A claim's number, amount or time of day is stated when the evidence states the same value in another
    format: "$2.5M" is "$2.5 million" is "$2,500,000"; "22:15" is "10:15 pm" (correct answers were rejected as
    asserting a term the evidence lacks)."""
    assert missing_terms(claim, [evidence]) == []


@pytest.mark.parametrize(("claim", "evidence", "lacking"), [
    ("The harbour fined Norvik Lines $2.5M.", "The harbour fined Norvik Lines $25 million.", "2.5m"),
    ("The Tallinn ferry leaves at 22:15.", "The Tallinn ferry leaves at 10:15 am.", "22"),
    ("The night ferry leaves Tallinn at 22:15.", "The night ferry leaves Tallinn at 10:15 pm.", "22"),  # "night": unsure
    ("The licence costs 35k a year.", "The licence costs 35,000 a year.", "35k"),  # "k": no currency, no scale
    ("Orvane shipped R17 in 2024.", "Orvane shipped R 17 in 2024.", "r17"),  # a code, not a value
    ("The ferry carries 120 cars and 30 trucks.", "The ferry carries 120 cars.", "30"),
    ("Orvane shipped version 3.2 on 2024-07-04.", "Orvane shipped version 3.2 on 4 June 2024.", "07"),
    ("Orvane shipped version 3.2 on 4 July 2024.", "Orvane shipped version 3.2 on 2024-06-04.", "july"),
    ("Orvane shipped version 3.2 on 04/06/2024.", "Orvane shipped version 3.2 on 4 June 2024.", "06"),  # either order
    ("The Tallinn ferry leaves at 0900 hours.", "The Tallinn ferry leaves at 9 pm.", "09"),
    ("The Orvane trial ran for 1200 hours.", "The Orvane trial ran for 12 hours.", "1200"),  # a duration
    ("Replace the Orvane filter at 2000 hours.", "Replace the Orvane filter at 20:30.", "2000"),  # hours run
    ("Orvane shares rose by 2.15 to 3.40.", "Orvane shares rose to 2:15.", "2.15"),  # amounts, not times
    ("The Orvane clinic opens at noon.", "The Orvane clinic opens at midnight.", "12pm"),
    ("The Orvane clinic opens at 9 in the evening.", "The Orvane clinic opens at 9 am.", "9pm"),
    ("The Orvane clinic opens at 9.30 am.", "The Orvane clinic opens at 9:30 p.m.", "30am"),
    ("The Orvane clinic opens at 9 pm.", "The Orvane clinic opens at 9 am and closes at 5 pm.", "9pm"),
])
def test_boundary_a_value_the_evidence_does_not_state_is_still_lacking(claim: str, evidence: str,
                                                                          lacking: str) -> None:
    assert lacking in missing_terms(claim, [evidence])


@pytest.mark.parametrize(("claim", "evidence", "lacking"), [
    ("The Kiro gala raised $1.2M.", "The Kiro gala drew 1.2 million viewers and raised $900,000.", "1.2m"),
    ("The Kiro plant sold €3.5bn of cider.", "The Kiro plant sold 3.5 billion litres of cider for €2bn.", "3.5bn"),
    ("Ana Lee finished 3rd in the Kiro race.", "Ana Lee finished 7th in the Kiro race, 3 minutes behind.", "3rd"),
])
def test_boundary_the_same_amount_of_another_kind_is_not_the_value(claim: str, evidence: str, lacking: str) -> None:
    """A value written otherwise is the same value only as the same kind of value: money is not a count of
    viewers, a percentage or litres, and a rank is not a count of minutes (an audit found "$1.2M raised"
    passing on "1.2 million viewers")."""
    assert lacking in missing_terms(claim, [evidence])


def test_boundary_a_day_written_as_an_ordinal_is_the_day_a_rank_is_not() -> None:
    """"the 4th of June 2024" states the day "4 June 2024" does; "her 3rd June Open" states a rank."""
    assert missing_terms("Orvane shipped on the 4th of June 2024.", ["Orvane shipped on 4 June 2024."]) == []
    assert missing_terms("Orvane shipped on June 4th, 2024.", ["Orvane shipped on 4 June 2024."]) == []
    assert "3rd" in missing_terms("Ana Lee won her 3rd June Open in 2021.", ["Ana Lee won the June Open on 3 June 2021."])


def test_boundary_a_day_before_a_subject_is_a_day_and_a_count_is_not_money() -> None:
    """"On 4th June, Holm Council approved ..." gives a day (the word after the month is the next clause's);
    "1.2 million viewers" is not "$1.2M" (a second audit of this stop)."""
    assert missing_terms("On 4th June, Holm Council approved the plan.", ["Holm Council approved the plan on 4 June."]) == []
    assert missing_terms("On 4th June Holm Council approved the plan.", ["Holm Council approved the plan on 4 June."]) == []
    assert "3rd" in missing_terms("Ana Lee won the 3rd June Open.", ["Ana Lee won the June Open on 3 June."])
    assert "1.2" in missing_terms("The Kiro gala drew 1.2 million viewers.",
                                  ["The Kiro gala raised $1.2M and drew 900,000 viewers."])


TRAM = "Velo Transit operates the depot that maintains tram line 4."


@pytest.mark.parametrize(("claim", "how"), [
    ("Velo Transit has yet to operate the depot that maintains tram line 4.", "hedges"),
    ("Velo Transit is about to operate the depot that maintains tram line 4.", "hedges"),
    ("Velo Transit was to have operated the depot that maintains tram line 4.", "hedges"),
    ("Velo Transit is set to operate the depot that maintains tram line 4 from next year.", "hedges"),
    ("Velo Transit has to operate the depot that maintains tram line 4.", "hedges"),
    ("Velo Transit won the contract to operate the depot that maintains tram line 4.", "hedges"),
    ("Velo Transit is eligible to operate the depot that maintains tram line 4.", "hedges"),
    ("Velo Transit used to operate the depot that maintains tram line 4.", "dates it in the past"),
    ("Velo Transit almost operates the depot that maintains tram line 4.", "denies"),
    ("Some councillors believe that Velo Transit operates the depot that maintains tram line 4.", "hedges"),
])
def test_correctness_the_fact_embedded_under_another_predicate_is_not_stated(claim: str, how: str) -> None:
    """§3.4: the reference claim's verb after "has yet to", "is about to", "was to have", "is set to", "the
    contract to", "used to", or after "almost", or under "believe that", states no fact of it (audit 31 found
    these correct and accepted: their words are all function words the other checks pass over)."""
    changed = force_change(claim, TRAM)
    assert changed is not None and changed.startswith(how), changed


@pytest.mark.parametrize(("claim", "reference"), [
    ("Velo Transit continues to operate the depot that maintains tram line 4.", TRAM),
    ("Velo Transit went on to operate the depot that maintains tram line 4.", TRAM),
    ("Velo Transit began to operate the depot that maintains tram line 4 in 2019.", TRAM),
    ("Velo Transit managed to operate the depot that maintains tram line 4 all winter.", TRAM),
    ("Velo Transit hired forty drivers to run tram line 4.", "Velo Transit runs tram line 4."),
    ("Two cranes are used to lift the trams at the depot.", "Two cranes lift the trams at the depot."),
    ("Velo Transit is set to operate the depot from May.", "Velo Transit is set to operate the depot from May."),
    ("Velo Transit operates nearly 40 trams.", "Velo Transit operates 38 trams."),
    ("The depot that Velo Transit operates maintains tram line 4.", TRAM),
    ("Velo Transit, which has to report to the council, operates the depot.", "Velo Transit operates the depot."),
    ("Velo Transit has to inspect each tram daily.", "Velo Transit must inspect each tram daily."),
    # audit 34: the past of an obligation or ability happened; the source's own past, future or synonym
    ("The Ostby sawmill had to close in 1987.", "The Ostby sawmill closed in 1987."),
    ("The Ostby sawmill was able to reopen in 1990.", "The Ostby sawmill reopened in 1990."),
    ("Grant claims are to be filed by 1 May.", "Grant claims must be filed by 1 May."),
    ("Until 2018, the rowing club used to train on the Ure.", "The rowing club trained on the Ure until 2018."),
    ("The Ure boathouse was nearly flooded in 2021.", "The Ure boathouse was almost flooded in 2021."),
    ("The Ure boathouse is set to reopen in June.", "The Ure boathouse will reopen in June."),
])
def test_correctness_an_implicative_or_unrelated_to_phrase_changes_nothing(claim: str, reference: str) -> None:
    """"continues to", "went on to", "managed to" state the fact; "drivers to run" is a purpose of hiring, not
    the reference claim's verb; "are used to lift" is an instrument; a reference claim stating "is set to" itself
    is restated; "has to report" embeds another verb."""
    changed = force_change(claim, reference)
    assert changed is None or not changed.startswith(("hedges", "denies", "dates it in the past")), changed


REGATTA = "The Kestrel crew won the Harlow Regatta in 2023."


@pytest.mark.parametrize(("claim", "reference", "evidence", "how"), [
    ("The Kestrel crew came close to winning the Harlow Regatta in 2023.", REGATTA, [], "denies"),
    ("The Kestrel crew narrowly failed to win the Harlow Regatta in 2023.", REGATTA, [], "denies"),
    ("The Kestrel crew was tipped to win the Harlow Regatta in 2023.", REGATTA, [], "hedges"),
    ("The Kestrel crew was prevented from rowing on the Avon.", "The Kestrel crew rowed on the Avon.", [], "denies"),
    ("The Kestrel crew is said to train on the Avon.", "The Kestrel crew trains on the Avon.", [], "hedges"),
    # the cited span's own intention or failure is about another verb
    ("Jonas Berg hopes to coach the Kestrel crew.", "Jonas Berg coaches the Kestrel crew.",
     ["Jonas Berg coaches the Kestrel crew, which hopes to tour Norway."], "hedges"),
    ("The Kestrel crew narrowly failed to win the Harlow Regatta in 2023.", REGATTA,
     ["The Kestrel crew won the Harlow Regatta in 2023; it failed to reach the final in 2022."], "denies"),
])
def test_correctness_a_denied_or_hedged_fact_is_not_stated(claim: str, reference: str, evidence: list[str],
                                                          how: str) -> None:
    """§3.4 ("negation, changed modality"): "came close to winning", "narrowly failed to win" (an irregular
    verb's other form), "was prevented from rowing" deny the fact; "was tipped to", "is said to" hedge it; an
    intention or failure the cited span states of another verb ("hopes to tour") does not make the claim's own
    ("hopes to coach") the source's words (audit 34 found these credited correct)."""
    changed = force_change(claim, reference, evidence)
    assert changed is not None and changed.startswith(how), changed


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Kestrel crew, which came close to folding in 2019, won the Harlow Regatta in 2023.", REGATTA),
    ("The Kestrel crew won the Harlow Regatta in 2023 after being prevented from racing in 2022.", REGATTA),
    ("The Kestrel crew hopes to win the Harlow Regatta again.", "The Kestrel crew hopes to win the Harlow Regatta "
                                                                 "again."),
])
def test_correctness_a_denial_or_hedge_of_another_verb_changes_nothing(claim: str, reference: str) -> None:
    """The cue must govern the reference claim's own verb; the reference claim's own hedge is restated."""
    changed = force_change(claim, reference)
    assert changed is None or not changed.startswith(("hedges", "denies")), changed


def test_correctness_an_expectation_the_cited_span_states_of_another_fact_does_not_excuse_a_hedge() -> None:
    """"The old launch is expected to be retired" says nothing expected of the Kestrel crew's training: the
    claim's "is expected to train" still hedges "trains" (audit 34's E22); the span's own "is expected to train
    on the Avon" would be its words."""
    ref = "The Kestrel crew trains on the Avon."
    claim = "The Kestrel crew is expected to train on the Avon."
    changed = force_change(claim, ref, ["The Kestrel crew, whose old launch is expected to be retired, trains on the Avon."])
    assert changed is not None and changed.startswith("hedges"), changed
    assert force_change(claim, ref, ["The Kestrel crew is expected to train on the Avon."]) is None


@pytest.mark.parametrize(("claim", "reference", "how"), [
    ("The club's annual fee used to be 40 euros.", "The club's annual fee is 40 euros.", "dates it in the past"),
    ("The Kestrel crew used to row on the Avon.", "The Kestrel crew rows on the Avon.", "dates it in the past"),
    ("It is a myth that the Kestrel crew rows on the Avon.", "The Kestrel crew rows on the Avon.", "denies"),
    ("The Avon Gazette wrongly reported that the Kestrel crew rows on the Avon.",
     "The Kestrel crew rows on the Avon.", "denies"),
])
def test_correctness_a_past_or_a_denying_frame_of_the_fact_is_not_stated(claim: str, reference: str,
                                                                         how: str) -> None:
    """§3.4: "used to be" (the copula itself embedded) and "used to row" (a short verb, "rows") date the fact in
    the past; "it is a myth that", "wrongly reported that" deny it (audit 35's P12, A05, K29, K30)."""
    changed = force_change(claim, reference)
    assert changed is not None and changed.startswith(how), changed


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Kestrel crew rowed on the Avon until 2019 and used to row on the Ure before that.",
     "The Kestrel crew rowed on the Avon until 2019."),
    ("The Kestrel crew used to row on the Avon.", "The Kestrel crew rowed on the Avon until 2019."),
    ("It is true that the Kestrel crew rows on the Avon.", "The Kestrel crew rows on the Avon."),
])
def test_correctness_a_past_the_reference_states_or_a_denial_of_something_else_changes_nothing(
        claim: str, reference: str) -> None:
    changed = force_change(claim, reference)
    assert changed is None or not changed.startswith(("denies", "dates it in the past")), changed


@pytest.mark.parametrize(("text", "answer", "found"), [
    ("Visiting hours on the Avon ward end at 8 pm.", "20:00", True),
    ("Visiting hours on the Avon ward end at 20:00.", "8 pm", True),
    ("Visiting hours on the Avon ward end at 8.00 p.m.", "8 pm", True),
    ("Membership fees rose by 5%.", "5 percent", True),
    ("Visiting hours on the Avon ward end at 9 pm.", "20:00", False),
    ("Visiting hours on the Avon ward end at 8 am.", "20:00", False),
    ("Membership fees rose by 5 points.", "5 percent", False),
    ("The Avon ward has 20 beds.", "20:00", False),
])
def test_correctness_a_time_or_percentage_in_another_form_contains_the_answer(text: str, answer: str,
                                                                            found: bool) -> None:
    """§3.4 normalised containment: "8 pm" states the accepted answer "20:00", and "5%" states "5 percent"
    (audit 35's M03, a right answer, was rejected as not stating it); another time, or a bare number, does not."""
    assert contains_answer(text, (answer,)) is found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Lindow ferry carried 46,000 passengers in 2023.", "The Lindow ferry carried about 46,000 passengers in 2023."),
    ("The Lindow ferry carried exactly 46,000 passengers in 2023.",
     "The Lindow ferry carried roughly 46,000 passengers in 2023."),
    ("The hall seats 450 people.", "The hall seats up to 450 people."),
    ("450 members voted for the merger.", "More than 450 members voted for the merger."),
    ("The hall holds 450 people.", "The hall holds at most 450 people."),
])
def test_design_3_4_a_claim_that_drops_its_reference_claims_number_qualifier_does_not_state_it(
        claim: str, reference: str) -> None:
    """§3.4: "about 46,000" is no count of 46,000, "up to 450" no number seated, "more than 450" no tally of 450:
    a claim that drops the qualifier (or makes it "exactly") asserts more than its reference claim (audit 37's
    H50, H61-H63 were accepted)."""
    found = force_change(claim, reference)
    assert found is not None and "qualifier" in found, found


@pytest.mark.parametrize(("claim", "reference", "evidence"), [
    ("The hall seats no more than 450 people.", "The hall seats up to 450 people.", ()),
    ("Over 450 members voted for the merger.", "More than 450 members voted for the merger.", ()),
    ("The Lindow ferry carried around 46,000 passengers.", "The Lindow ferry carried about 46,000 passengers.", ()),
    # the cited source states the figure itself: the claim says what the source says
    ("The hall seats 450 people.", "The hall seats up to 450 people.", ("The hall has 450 seats.",)),
])
def test_design_3_4_a_number_qualified_in_other_words_or_stated_by_its_source_is_kept(
        claim: str, reference: str, evidence: tuple[str, ...]) -> None:
    assert force_change(claim, reference, evidence) is None


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The hall admits no more than 450 people.", "The hall admits up to 450 people."),
    ("The hall admits at most 450 people.", "The hall admits a maximum of 450 people."),
    ("Over 300 pupils learned to row.", "More than 300 pupils learned to row."),
    ("In excess of 300 pupils learned to row.", "Above 300 pupils learned to row."),
    ("No fewer than 12 boats took part.", "At least 12 boats took part."),
    ("Under 40 boats took part.", "Fewer than 40 boats took part."),
])
def test_design_3_7_a_bound_in_other_words_is_no_missing_term(claim: str, evidence: str) -> None:
    """Audit 37's H43 ("no more than 120" for "up to 120") and H56 ("Over 300" for "more than 300") were rejected:
    the bound's words counted as terms the claim adds."""
    assert missing_terms(claim, [evidence]) == []


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The hall admits more than 450 people.", "The hall admits up to 450 people."),
    ("At least 12 boats took part.", "Fewer than 12 boats took part."),
    ("No more than 300 pupils learned to row.", "More than 300 pupils learned to row."),
])
def test_design_3_7_a_bound_of_the_other_direction_is_still_a_missing_term(claim: str, evidence: str) -> None:
    assert missing_terms(claim, [evidence]) != []


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Children under twelve must wear a helmet.", "Children aged under 12 must wear a helmet."),
    ("Visitors under 14 may not use the sauna.", "Visitors under the age of 14 may not use the sauna."),
    ("Riders over the age of 16 may hire a kayak.", "Riders over 16 may hire a kayak."),
])
def test_design_3_7_a_bound_on_a_number_word_or_an_age_is_no_missing_term(claim: str, evidence: str) -> None:
    """Audit 38's A04 and A17: "under twelve" and "under the age of 14" were read as adding "under" or "less"."""
    assert missing_terms(claim, [evidence]) == []


@pytest.mark.parametrize("claim", [
    "The Wrenfield choir has some 2,400 members.", "The Wrenfield choir has 2,400 members or so.",
    "The Wrenfield choir has an estimated 2,400 members.", "The Wrenfield choir has roughly 2,400 members.",
])
def test_design_3_4_an_approximation_in_other_words_keeps_the_qualifier(claim: str) -> None:
    """Audit 38's N08 and N12 ("some 2,400", "2,400 ... or so" for "about 2,400") were read as dropping it."""
    assert force_change(claim, "The Wrenfield choir has about 2,400 members.") is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Tolland arena seats a maximum of 9,500 people.", "The Tolland arena seats up to 9,500 people."),
    ("The Tolland arena seats 9,500 people at most.", "The Tolland arena seats up to 9,500 people."),
    ("Upwards of 450 stewards worked at the Tolland fair.", "More than 450 stewards worked at the Tolland fair."),
    ("In excess of 450 stewards worked at the Tolland fair.", "More than 450 stewards worked at the Tolland fair."),
    ("The Tolland ridge walk climbs a minimum of 240 metres.", "The Tolland ridge walk climbs at least 240 metres."),
])
def test_design_3_4_a_bound_in_other_words_keeps_the_qualifier(claim: str, reference: str) -> None:
    """Audit 38's N02, N04, N13, N14, N20: "a maximum of", "... at most", "upwards of", "in excess of" and "a
    minimum of" were read as dropping "up to", "more than" or "at least"."""
    assert force_change(claim, reference) is None
    assert force_change(claim.replace("a maximum of ", "").replace(" at most", "").replace("Upwards of ", "")
                        .replace("In excess of ", "").replace("a minimum of ", ""), reference) is not None


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Members may borrow up to 10 seed packets.", "Members may borrow up to ten seed packets."),
    ("Members who are at least 18 may borrow seed packets.", "Members aged 18 or over may borrow seed packets."),
    ("Patients who are 65 or older get the jab free.", "Patients aged at least 65 get the jab free."),
    ("Children aged 5 or under travel free.", "Children aged at most 5 travel free."),
])
def test_design_3_7_a_number_word_after_a_bound_or_a_bound_after_its_number_is_no_missing_term(
        claim: str, evidence: str) -> None:
    """Audit 39's S03 and Y12: "at least 18" for "18 or over" was read as adding "least", and "up to 10" for "up to
    ten" as adding "10"."""
    assert missing_terms(claim, [evidence]) == []
    assert missing_terms(claim.replace("18", "21").replace("65", "70").replace("10", "12").replace("5 ", "7 "),
                         [evidence]) != []
