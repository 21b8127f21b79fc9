"""DESIGN §3.4/§3.7: a claim that drops a restriction its reference claim puts on a noun asserts more than it
(`checks.restriction.dropped_restriction`): "every weekday morning" is not every morning, "members over 16" are
not all members. Wordings other than the audits'."""

from __future__ import annotations

from pathlib import Path

import pytest

from _timing import assert_linear
from citeset.evidence.checks.material import force_change
from citeset.evidence.checks.restriction import dropped_restriction
from conftest import output_cards


@pytest.mark.parametrize(("claim", "reference", "dropped"), [
    ("The reading room opens every morning at 8:00.", "The reading room opens every weekday morning at 8:00.",
     "weekday"),
    ("Each apprentice receives a laptop.", "Each first-year apprentice receives a laptop.", "first-year"),
    ("The climbing wall may be used by pupils.", "The climbing wall may be used by pupils over 14.", "over 14"),
    ("Residents pay half price at the Orm pool.", "Residents aged 65 pay half price at the Orm pool.", "aged 65"),
])
def test_design_3_4_a_claim_dropping_a_restriction_of_its_reference_claim_does_not_state_it(
        claim: str, reference: str, dropped: str) -> None:
    found = dropped_restriction(claim, reference)
    assert found is not None and dropped in found, found
    assert force_change(claim, reference) is not None


@pytest.mark.parametrize(("claim", "reference", "evidence"), [
    # the restriction kept, or restated in other words
    ("The reading room opens every weekday morning at 8:00.", "The reading room opens every weekday morning at "
     "8:00.", ()),
    ("Staff may book business class on long flights.", "Staff may book business class on flights over 8 hours.",
     ()),
    ("The climbing wall may be used by pupils older than 14.", "The climbing wall may be used by pupils over 14.",
     ()),
    # the cited source says it without the restriction: the claim says what its source says
    ("The reading room opens every morning at 8:00.", "The reading room opens every weekday morning at 8:00.",
     ("The reading room opens every morning at 8:00, weekends included.",)),
    # a modifier dropped from something that exists is still said of it
    ("Ana Voss bought a bicycle in May.", "Ana Voss bought a red bicycle in May.", ()),
])
def test_design_3_4_a_restriction_kept_restated_or_not_in_the_source_is_no_dropped_restriction(
        claim: str, reference: str, evidence: tuple[str, ...]) -> None:
    assert dropped_restriction(claim, reference, evidence) is None


@pytest.mark.parametrize(("claim", "reference", "hop"), [
    ("The Morrow Tunnel is inspected by the Vell rail authority.",
     "The track laid through the Morrow Tunnel is inspected by the Vell rail authority.", "track"),
    ("Petra Lund manages the Haldane brewery.",
     "The estate that supplies the Haldane brewery's hops is managed by Petra Lund.", "estate"),
    ("Tomas Ek chairs the Brill choir.", "Tomas Ek chairs the trust which funds the Brill choir.", "trust"),
])
def test_design_3_4_a_claim_that_drops_the_noun_its_reference_claim_relates_a_name_through_does_not_state_it(
        claim: str, reference: str, hop: str) -> None:
    """Audit 37's B23 and D35 were accepted: the claim keeps every word but says of the tunnel what the reference
    claim says of the track laid through it."""
    found = dropped_restriction(claim, reference)
    assert found is not None and hop in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Vell rail authority inspects the track through the Morrow Tunnel.",
     "The track laid through the Morrow Tunnel is inspected by the Vell rail authority."),
    ("Petra Lund manages Corrie Estate, which supplies the Haldane brewery's hops.",
     "The estate that supplies the Haldane brewery's hops is managed by Petra Lund."),
    ("Tomas Ek chairs the Brill trust.", "Tomas Ek chairs the trust which funds the Brill choir."),
])
def test_design_3_4_a_claim_keeping_the_noun_it_relates_through_drops_no_hop(claim: str, reference: str) -> None:
    assert dropped_restriction(claim, reference) is None


def test_a_long_hostile_reference_and_claim_are_read_in_bounded_time() -> None:
    """Each reading looks runs and numbers up rather than searching the claim for them once per restriction."""
    def run(n: int) -> object:
        reference = "every weekday morning the track laid through the Morrow Tunnel, pupils over 14, " * n
        claim = "every morning the Morrow Tunnel and pupils " * n
        return dropped_restriction(claim, reference, [claim])
    assert_linear(run, 500)


def test_a_long_hyphenated_token_in_the_reference_claim_is_read_in_linear_time() -> None:
    """A bound's noun starts a token: no attempt starts after each '-' or "'" of a 60 KB slug (audit h39
    restriction_bound_quadratic: a 40 KB one took 9 s a claim)."""
    def run(n: int) -> None:
        reference = "Under code " + "a-" * n + "z pupils over 14 may use the wall."
        assert dropped_restriction("Pupils may use the wall.", reference) == "drops the restriction 'over 14' of 'pupils'"
    assert_linear(run, 7500)


@pytest.mark.parametrize(("reference", "bound"), [
    ("Co-owners over 30 pay a fee.", "over 30"), ("O'Briens aged 65 pay a fee.", "aged 65"),
])
def test_a_bound_of_a_hyphenated_or_apostrophised_noun_is_read_whole(reference: str, bound: str) -> None:
    assert bound in (dropped_restriction(reference.split(" ")[0] + " pay a fee.", reference) or "")


@pytest.mark.parametrize(("claim", "reference"), [
    ("The longest rally at the Kell open is 41 shots.", "The longest rally at the Kell open was 41 shots in 2023."),
    ("Ferry tickets to Orm are 6 euros.", "Ferry tickets to Orm were 6 euros in March 2024."),
])
def test_design_3_4_a_claim_stating_in_the_present_what_its_reference_claim_dates_in_a_year_does_not_state_it(
        claim: str, reference: str) -> None:
    """Audit 37's W13 ("The record high ... is 36.4" for "... was 36.4 ... in 2024", a later source giving 38.1) was
    accepted: the year the reference claim dates the fact at restricts it."""
    found = dropped_restriction(claim, reference)
    assert found is not None and "20" in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The longest rally at the Kell open was 41 shots in 2023.", "The longest rally at the Kell open was 41 shots "
     "in 2023."),
    ("In 2023 the longest rally at the Kell open was 41 shots.", "The longest rally at the Kell open was 41 shots "
     "in 2023."),
    ("The longest rally at the Kell open was 41 shots.", "The longest rally at the Kell open was 41 shots in 2023."),
])
def test_design_3_4_a_claim_keeping_its_reference_claims_year_or_its_past_tense_is_not_dated_otherwise(
        claim: str, reference: str) -> None:
    assert dropped_restriction(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    # audit 38's false rejects, in other words
    ("The rowing machines are wiped after every use.", "The rowing machines are wiped after every single use."),
    ("Each member gets a key.", "Each individual member gets a key."),
    ("The café opens every morning from 8:00 on weekdays.", "The café opens every weekday morning from 8:00."),
    ("Riders younger than ten must wear a helmet.", "Riders younger than 10 must wear a helmet."),
    ("Members aged seventy-five and over ride free.", "Members aged 75 and over ride free."),
    ("The Skerry lighthouse is built of sandstone.", "The Skerry lighthouse was built of sandstone in 1812."),
    ("The Skerry lighthouse is run by the Fenwick Trust.",
     "The Skerry lighthouse was automated in 1990 and is run by the Fenwick Trust."),
])
def test_design_3_4_an_intensifier_a_restriction_said_elsewhere_a_number_word_or_a_past_event_is_no_dropped_restriction(
        claim: str, reference: str) -> None:
    assert dropped_restriction(claim, reference) is None


def test_design_3_4_a_year_opening_the_reference_claim_dates_it_too() -> None:
    found = dropped_restriction("The club's membership is 640.", "In 2022 the club's membership was 640.")
    assert found is not None and "2022" in found


def test_design_3_7_a_hop_statement_dropping_its_members_restriction_restates_no_member(tmp_path: Path) -> None:
    """Audit 38's A07, A12: "Swimmers must be accompanied" restated no member of "Swimmers younger than 8 must be
    accompanied"; unlinked (it holds no answer), it was accepted as a hop statement."""
    texts = {"rules-v1": "Pool rules.\nRiders younger than 10 must wear a helmet.\n",
             "hire-v1": "Helmets are lent free at the Skerry bike shed.\n"}
    spans = [("r1", "rules-v1", "Riders younger than 10 must wear a helmet."),
             ("h1", "hire-v1", "Helmets are lent free at the Skerry bike shed.")]
    case = {"case_id": "helmet", "question": "Where can young riders borrow the helmet they must wear?",
            "cutoff": "2026-01-01", "reference_answer": ["the Skerry bike shed"],
            "claims": [{"claim_id": "c", "text": "Riders younger than 10, who must wear a helmet, can borrow one free "
                                                 "at the Skerry bike shed.",
                        "routes": [{"set_id": "r", "members": ["r1", "h1"]}]}]}
    dropped = output_cards(tmp_path / "d", texts, spans, case, "Riders must wear a helmet [1].", [("1", "r1")])
    assert [c.verdict for c in dropped] != ["accept"], dropped[0].reasons
    kept = output_cards(tmp_path / "k", texts, spans, case, "Riders younger than 10 must wear a helmet [1].",
                        [("1", "r1")])
    assert kept[0].hop_statement_for == "r1", kept[0].reasons


@pytest.mark.parametrize(("claim", "reference", "dropped"), [
    ("Pupils must wear goggles in the lab.", "Pupils aged under 14 must wear goggles in the lab.", "14"),
    ("Members may use the rowing tank alone.", "Members 18 and older may use the rowing tank alone.", "18"),
    ("Members may use the rowing tank alone.", "Members aged 18 or over may use the rowing tank alone.", "18"),
])
def test_design_3_4_an_age_bound_said_otherwise_is_a_restriction_too(claim: str, reference: str, dropped: str) -> None:
    """Audit 38's A02 and A15: "aged under 12" and "16 and older" restrict the noun as "over 16" does."""
    found = dropped_restriction(claim, reference)
    assert found is not None and dropped in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("A weekly pass for the Skerry ferry costs 9 pounds.", "A weekly pass for the Skerry ferry cost 9 pounds in 2023."),
    ("The Brill archive holds 30,000 maps.", "The Brill archive held 30,000 maps in 2024."),
    ("The population of Kell is 8,100.", "The population of Kell was 8,100 at the 2021 census."),
])
def test_design_3_4_a_past_verb_dated_in_a_year_said_in_the_present_is_dated_otherwise(claim: str, reference: str) -> None:
    """Audit 38's P06, P10, P12: "costs", "holds" and "at the 2021 census" said the present of a dated past."""
    found = dropped_restriction(claim, reference)
    assert found is not None and "20" in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Brill archive is run by Ana Voss.", "The reading room serving the Brill archive is run by Ana Voss."),
    ("Ada Voss is based at Dunmore harbour.", "The research ship named after Ada Voss is based at Dunmore harbour."),
])
def test_design_3_4_a_hop_through_a_participle_or_a_name_given_after_is_a_hop_too(claim: str, reference: str) -> None:
    """Audit 38's T14 ("The tram line serving Westgate station") and T18 ("The research ship named after Ada Voss")."""
    assert dropped_restriction(claim, reference) is not None


def test_design_3_4_a_participle_with_no_object_after_it_is_no_hop() -> None:
    assert dropped_restriction("The Kell ferry leaves at 9:00.", "The morning sailing to Kell leaves at 9:00.") is None


def test_design_3_4_every_n_weeks_is_a_restriction_of_every_week() -> None:
    """Audit 38's V34: "inspected every week" for "every two weeks" (a hop statement) was accepted."""
    found = dropped_restriction("The Kell footbridge is inspected every week.",
                                "The Kell footbridge is inspected every three weeks.")
    assert found is not None and "three" in found, found
    assert dropped_restriction("The Kell footbridge is inspected every three weeks.",
                               "The Kell footbridge is inspected every three weeks.") is None


@pytest.mark.parametrize(("claim", "reference", "dropped"), [
    ("Tours of the Brill mill cost 6 pounds.", "Guided tours of the Brill mill cost 6 pounds.", "guided"),
    ("Children must leave the Brill mill by 17:00.", "Any unaccompanied child must leave the Brill mill by 17:00.",
     "unaccompanied"),
    ("A mooring at Kell costs 4 pounds a night.", "A visitor mooring at Kell costs 4 pounds a night.", "visitor"),
])
def test_design_3_4_a_generic_subject_that_drops_its_modifier_says_more(claim: str, reference: str,
                                                                        dropped: str) -> None:
    """Audit 38's V22 and V29 ("Tours" for "Guided tours", "Children" for "Any unaccompanied child")."""
    found = dropped_restriction(claim, reference)
    assert found is not None and dropped in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The mill opens at 9:00.", "The old mill opens at 9:00."),  # a definite description names one thing
    ("A bicycle was stolen from the Brill mill.", "A red bicycle was stolen from the Brill mill."),  # an event
    ("Guided tours of the Brill mill cost 6 pounds.", "Guided tours of the Brill mill cost 6 pounds."),
])
def test_design_3_4_a_definite_or_past_subject_or_a_kept_modifier_is_read_as_before(claim: str, reference: str) -> None:
    assert dropped_restriction(claim, reference) is None


def test_design_3_4_a_cited_source_saying_only_the_modified_subject_does_not_excuse_dropping_it() -> None:
    """Audit 38's V22: the source's "Guided tours" held the word "tours", which excused "Tours" for "Guided tours"."""
    reference = "Guided tours of the Brill mill cost 6 pounds."
    assert dropped_restriction("Tours of the Brill mill cost 6 pounds.", reference, [reference]) is not None
    assert dropped_restriction("Tours of the Brill mill cost 6 pounds.", reference,
                               ["All tours of the Brill mill cost 6 pounds."]) is None


@pytest.mark.parametrize(("claim", "reference", "dropped"), [
    ("The Ardle dunes shuttle leaves every twenty minutes.",
     "The Ardle dunes shuttle leaves every twenty minutes in summer.", "in summer"),
    ("The Kell ferry carries bicycles free of charge.",
     "The Kell ferry carries bicycles free of charge on weekdays.", "on weekdays"),
    ("The Skerry lighthouse flashes every ten seconds.",
     "The Skerry lighthouse flashes every ten seconds at night.", "at night"),
    ("The Brill market hall admits dogs.", "The Brill market hall admits dogs during school holidays.",
     "during school holidays"),
    ("Brill library lends e-readers for three weeks.", "On weekdays Brill library lends e-readers for three weeks.",
     "On weekdays"),
])
def test_design_3_4_a_claim_dropping_its_reference_claims_recurring_time_says_it_always_holds(
        claim: str, reference: str, dropped: str) -> None:
    """Audit 38's V04: "runs every ten minutes" for "runs every ten minutes on open days" was accepted: a habit
    restricted to some days, seasons or hours, said without them, is said of all of them."""
    found = dropped_restriction(claim, reference)
    assert found is not None and dropped in found, found


@pytest.mark.parametrize(("claim", "reference", "evidence"), [
    ("The Kell ferry carries bicycles free Monday to Friday.", "The Kell ferry carries bicycles free on weekdays.",
     ()),
    ("In summer the Ardle dunes shuttle leaves every twenty minutes.",
     "The Ardle dunes shuttle leaves every twenty minutes in summer.", ()),
    ("The Kell ferry runs on Saturdays and Sundays.", "The Kell ferry runs at weekends.", ()),
    # a date, not a recurring time
    ("The Brill bridge reopened after repairs.", "The Brill bridge reopened after repairs in summer 2021.", ()),
    ("The Brill fair was opened by the mayor.", "The Brill fair was opened by the mayor on a Sunday.", ()),
    # the cited source says it without the restriction
    ("The Skerry lighthouse flashes every ten seconds.", "The Skerry lighthouse flashes every ten seconds at night.",
     ("The Skerry lighthouse flashes every ten seconds, day and night.",)),
])
def test_design_3_4_a_recurring_time_kept_said_otherwise_or_a_date_is_no_dropped_restriction(
        claim: str, reference: str, evidence: tuple[str, ...]) -> None:
    assert dropped_restriction(claim, reference, evidence) is None


@pytest.mark.parametrize(("claim", "reference", "dropped"), [
    ("Every member of the Brill rowing club pays a levy.", "Every member of the Brill rowing club committee pays a "
     "levy.", "committee"),
    ("All pupils of the Kell school wear a blazer.", "All pupils of the Kell primary school wear a blazer.",
     "primary"),
])
def test_design_3_4_a_quantified_noun_whose_of_phrase_loses_a_word_is_said_of_more(
        claim: str, reference: str, dropped: str) -> None:
    """Audit 38's V19: "Every member of the Vantle orchard" for "Every member of the Vantle orchard committee"."""
    found = dropped_restriction(claim, reference)
    assert found is not None and dropped in found, found
    assert dropped_restriction(reference, reference) is None


@pytest.mark.parametrize(("claim", "reference", "dropped"), [
    ("Eye tests at the Orm clinic are free.", "Eye tests at the Orm clinic are free for children under 16.", "16"),
    ("Parcels posted at the Kell depot arrive the next day.",
     "Parcels posted before 15:00 at the Kell depot arrive the next day.", "15:00"),
    ("The Kell rowing club meets on Sundays.", "The junior section of the Kell rowing club meets on Sundays.",
     "section"),
    ("The Kell station car park is free after 19:00.", "The north car park at Kell station is free after 19:00.",
     "north"),
    ("The Kell station car park is free after 19:00.", "The level 2 car park at Kell station is free after 19:00.",
     "2"),
])
def test_design_3_4_a_claim_dropping_who_or_which_its_reference_claim_is_about_says_more(
        claim: str, reference: str, dropped: str) -> None:
    """Audit 39's Y11 ("free" for "free for patients aged 65 or over"), Y23 ("ordered" for "ordered before noon"),
    H10 ("The Elmstead choir" for "The Leeds branch of the Elmstead choir") and K23 ("The Fenwick hospital car park"
    for "The level 4 car park at Fenwick hospital")."""
    found = dropped_restriction(claim, reference)
    assert found is not None and dropped in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("Eye tests at the Orm clinic are free for under-16s.", "Eye tests at the Orm clinic are free for children "
     "under 16."),
    ("Parcels posted at the Kell depot before 15:00 arrive the next day.",
     "Parcels posted before 15:00 at the Kell depot arrive the next day."),
    ("Visitors must leave the Kell museum.", "Visitors must leave the Kell museum before 17:00."),
    ("Parcels posted in the morning at the Kell depot arrive the next day.",
     "Parcels posted before noon at the Kell depot arrive the next day."),
    ("York has 200,000 residents.", "The city of York has 200,000 residents."),
    ("The Kell line ends at Orm.", "The end of the Kell line is at Orm."),
    ("The Kell rowing club's junior section meets on Sundays.",
     "The junior section of the Kell rowing club meets on Sundays."),
    ("The north car park at Kell station is free after 19:00.",
     "The north car park at Kell station is free after 19:00."),
    ("The mill opens at 9:00.", "The old mill opens at 9:00."),
])
def test_design_3_4_who_or_which_kept_or_a_name_for_the_same_thing_is_no_dropped_restriction(
        claim: str, reference: str) -> None:
    assert dropped_restriction(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("Parcels posted before 3 pm at the Kell depot arrive the next day.",
     "Parcels posted before 15:00 at the Kell depot arrive the next day."),
    ("Parcels posted before midday at the Kell depot arrive the next day.",
     "Parcels posted before 12:00 at the Kell depot arrive the next day."),
    ("Kell rowing club juniors train on Saturdays.", "The junior squad of the Kell rowing club trains on Saturdays."),
    ("The level-2 car park at Kell station is free after 19:00.",
     "The level 2 car park at Kell station is free after 19:00."),
    ("The car park on level two at Kell station is free after 19:00.",
     "The level 2 car park at Kell station is free after 19:00."),
    ("Kell station has a car park that is free after 19:00.", "The north car park at Kell station is free after 19:00."),
    ("There is a free car park at Kell station after 19:00.", "The north car park at Kell station is free after 19:00."),
    ("The Kell bridge reopened.", "The Kell bridge reopened in summer."),
])
def test_design_3_4_audit_40s_right_paraphrases_keep_who_or_which_or_when(claim: str, reference: str) -> None:
    """Audit 40's P02, N21 (a time in other words), T04 ("juniors" for "junior squad"), Z03, Z04 ("level-3",
    "level three"), A23, Z10 ("has a lounge": one exists); a past event's season is its date, not a habit's."""
    assert dropped_restriction(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Kell park shuttle runs every 40 minutes.", "The Kell park shuttle runs every 40 minutes during school "
     "holidays."),
    ("The Holiday Inn shuttle runs every 40 minutes.", "The Holiday Inn shuttle runs every 40 minutes during school "
     "holidays."),
    ("Kell trams run every 15 minutes.", "Kell trams run every 15 minutes in July and August."),
    ("Kell trams run every 5 minutes.", "Kell trams run every 5 minutes at peak times."),
    ("Dogs are allowed in the Kell gardens.", "Dogs are allowed in the Kell gardens only on the lower lawns."),
    ("Entry to the Kell museum is free.", "Entry to the Kell museum is free for residents of Orm."),
    ("Entry to the Kell museum is free for residents.", "Entry to the Kell museum is free for residents of Orm."),
    ("Kell rowing club's crews train on Sundays.", "The under-16 crew of Kell rowing club trains on Sundays."),
    ("The Kell rowing club gate is locked at night.", "The river gate of Kell rowing club is locked at night."),
    ("On Mondays the Kell museum is closed.", "The east wing of the Kell museum is closed on Mondays."),
    ("The Kell museum is open on Thursdays.", "The Kell museum's map room is open on Thursdays."),
    ("Each member of the Kell rowing club pays a fee.", "Every member of the Kell rowing club committee pays a fee."),
])
def test_design_3_4_audit_40s_dropped_restrictions_in_other_forms_are_read(claim: str, reference: str) -> None:
    """Audit 40's B32 ("Holiday Park" kept no holidays), B42 (months), B52 ("at peak times"), E12 ("only on the
    lower terraces"), M04, M05 ("for residents of Ashby"), A15, A34 (the part's modifier), M14 (the claim fronted),
    M22 (a possessive part), T44 ("Each" for "Every")."""
    assert dropped_restriction(claim, reference) is not None


def test_design_3_4_a_day_of_the_month_after_by_is_no_time_of_day() -> None:
    """Audit 34's E03: "submitted by 31 March" was read as a time bound "by 31" the claim dropped."""
    assert dropped_restriction("Applications to the Orm fund are to be submitted by 31 March.",
                               "Applications to the Orm fund must be submitted by 31 March.") is None


def test_design_3_4_monday_to_friday_keeps_the_weekday_of_a_quantified_noun() -> None:
    """Audit 38's V36: "every afternoon, Monday to Friday" for "every weekday afternoon" dropped 'weekday'."""
    assert dropped_restriction("The Kell café opens from 14:00 every afternoon, Monday to Friday.",
                               "The Kell café opens every weekday afternoon from 14:00.") is None
    assert dropped_restriction("The Kell café opens from 14:00 every afternoon.",
                               "The Kell café opens every weekday afternoon from 14:00.") is not None


def test_a_quantified_of_phrase_repeated_thousands_of_times_is_read_in_linear_time() -> None:
    """A self-audit: "every member of the" 8,000 times in the claim and the reference took 25 CPU s (the claim was
    searched for each quantified noun of the reference, and each walk read to the text's end)."""
    def run(n: int) -> object:
        text = "The Kell club" + " every member of the" * n + "."
        return dropped_restriction(text, "Every member of the Kell club" + " every member of the" * n, [text])
    assert_linear(run, 2000)


@pytest.mark.parametrize(("claim", "dropped"), [
    ("Brill rowing club members pay a levy.", "committee"),
    ("Brill rowing club members pay a levy.", None),
])
def test_design_3_4_an_of_phrase_said_before_its_noun_keeps_or_drops_its_head(claim: str, dropped: str | None) -> None:
    """Audit 40's T46: "Tarn rowing club members pay" for "Every member of the Tarn rowing club committee pays"."""
    reference = ("Every member of the Brill rowing club committee pays a levy." if dropped
                 else "Every member of the Brill rowing club pays a levy.")
    found = dropped_restriction(claim, reference)
    assert (found is not None and dropped in found) if dropped else found is None, found
