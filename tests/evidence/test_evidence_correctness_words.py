"""DESIGN §3.4 correctness: containment of the answer string never suffices. Each claim below holds the answer
string and most of the reference claim's words, and states something else: another word where the question's
word was, the converse relation with its preposition turned round, a possibility stated as certain, a bound
turned the other way, "only" dropped for another member. Each has a right twin that stays correct. The world is
written in other words than the audits' (a lighthouse trust and a harbour authority)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import citeset
from conftest import make_suite, span_of, write_jsonl

TEXTS = {
    "keep-v1": "Keepers' log.\nThe trust borrows its fog signal from Calder Harbour.\n",
    "lamp-v1": "Inventory.\nThe lantern room holds a brass lens made in 1871.\n",
    "plan-v1": "Board minutes.\nA second jetty may be built next summer.\n",
    "tour-v1": "Visitor rules.\nThe gallery admits up to 40 visitors.\n",
    "light-v1": "History.\nThe light burned paraffin until 1952.\n",
    "boat-v1": "Harbour rules.\nPilots may use the north channel only.\n",
    "fare-v1": "Tariff.\nA weekday mooring costs 12 pounds.\n",
    "mail-v1": "Post room.\nWarden Iona Pike receives parcels from the mainland depot.\n",
    "guild-v1": "Guild notes.\nThe guild meets on the last Friday of each month.\n",
    "trips-v1": "Trust news.\nThe trust stopped running boat trips to the rock in 2019.\n",
    "bell-v1": "Customs.\nThe bell was rung at noon until 1998.\n",
    "arrive-v1": "Survey.\nMost visitors arrive by ferry.\n",
    "jacket-v1": "Safety rules.\nLife jackets are required for passengers under 14.\n",
    "pass-v1": "Tickets.\nA day pass includes unlimited crossings.\n",
    "boathouse-v1": "Plans.\nThe trust hopes to restore the boathouse in 2028.\n",
    "oil-v1": "Accounts.\nThe trust buys paraffin from Orrin Stores.\n",
    "staff-v1": "Staff.\nThe trust's archivist is Mara Quill.\n",
    "tours-v1": "Tours.\nGuided tours run on Saturdays and Sundays.\n",
    "beacon-v1": "Checks.\nThe beacon is tested every morning at 06:00.\n",
    "permit-v1": "Rules.\nMembers may borrow the winch for up to 3 days.\n",
    "reach-v1": "Kit.\nThe crane's jib reaches 28 metres.\n",
    "oblige-v1": "Safety.\nLife vests are required for children under 10.\n",
    "hire-v1": "Leases.\nThe trust rents its sail loft to the sea scouts.\n",
    "notice-v1": "Notices.\nThe harbour speed limit was in force until 12 August.\n",
    "seals-v1": "Survey.\nSome rocks near the light have seal colonies.\n",
    "clean-v1": "Checks.\nThe lamp is cleaned every week.\n",
    "bus-v1": "Timetable.\nThe harbour bus leaves every hour on the hour.\n",
    "pump-v1": "Engine log.\nThe bilge pump failed twice in 2024.\n",
    "pilot-v1": "Appointments.\nThe harbourmaster hired the boatman as pilot.\n",
    "kept-v1": "Keepers.\nAda Rook kept the light from 1990 to 2004.\n",
}
SPANS = [(vid.split("-")[0], vid, text.split("\n")[1]) for vid, text in TEXTS.items()]


def sources() -> list[dict[str, Any]]:
    return [{"version_id": vid, "source_id": vid, "uri": f"https://lh.example/{vid}", "text": text,
             "observed_at": "2025-02-01", "status": "current"} for vid, text in TEXTS.items()]


def case(case_id: str, question: str, text: str, answer: str, member: str) -> dict[str, Any]:
    return {"case_id": case_id, "question": question, "cutoff": "2026-01-01", "reference_answer": [answer],
            "claims": [{"claim_id": "c", "text": text, "routes": [{"set_id": "r", "members": [member]}]}]}


def verdicts(tmp_path: Path, rows: list[tuple[str, str, str, str, str]]) -> dict[str, citeset.Card]:
    """Evaluate one case per row (id, question, reference claim, answer string, output claim citing the span)."""
    spans = [span_of(sid, vid, TEXTS[vid], exact) for sid, vid, exact in SPANS]
    by_text = {exact: sid for sid, _, exact in SPANS}
    cases = [case(cid, q, ref, ans, by_text[ref]) for cid, q, ref, ans, _ in rows]
    run = [{"case_id": cid, "answer_text": out, "claims": [{"text": out, "citations": [{"span_id": by_text[ref]}]}]}
           for cid, _, ref, _, out in rows]
    suite = citeset.load_suite(make_suite(tmp_path / "suite", cases, sources(), spans))
    ev = citeset.evaluate(suite, citeset.load_run(write_jsonl(tmp_path / "run.jsonl", run), suite), None,
                          citeset.EvalConfig(n_boot=0))
    return {cid: next(c for c in ev.cards_for(cid) if c.kind == "output") for cid, *_ in rows}


BORROW = "The trust borrows its fog signal from Calder Harbour."
LENS = "The lantern room holds a brass lens made in 1871."
JETTY = "A second jetty may be built next summer."
GALLERY = "The gallery admits up to 40 visitors."
PARAFFIN = "The light burned paraffin until 1952."
CHANNEL = "Pilots may use the north channel only."
MOORING = "A weekday mooring costs 12 pounds."
PARCELS = "Warden Iona Pike receives parcels from the mainland depot."
GUILD = "The guild meets on the last Friday of each month."
TRIPS = "The trust stopped running boat trips to the rock in 2019."
BELL = "The bell was rung at noon until 1998."
ARRIVE = "Most visitors arrive by ferry."
JACKET = "Life jackets are required for passengers under 14."
DAY_PASS = "A day pass includes unlimited crossings."
BOATHOUSE = "The trust hopes to restore the boathouse in 2028."
OIL = "The trust buys paraffin from Orrin Stores."
ARCHIVIST = "The trust's archivist is Mara Quill."
TOURS = "Guided tours run on Saturdays and Sundays."
BEACON = "The beacon is tested every morning at 06:00."
HIRE = "The trust rents its sail loft to the sea scouts."
NOTICE = "The harbour speed limit was in force until 12 August."
SEALS = "Some rocks near the light have seal colonies."
CLEANED = "The lamp is cleaned every week."
BUS = "The harbour bus leaves every hour on the hour."
PUMP = "The bilge pump failed twice in 2024."
PILOT = "The harbourmaster hired the boatman as pilot."
KEPT = "Ada Rook kept the light from 1990 to 2004."

WRONG = [
    ("question-word", "How much does a weekday mooring cost?", MOORING, "12 pounds",
     "A weekend mooring costs 12 pounds."),
    ("question-material", "When was the brass lens in the lantern room made?", LENS, "1871",
     "The lantern room holds a glass lens made in 1871."),
    ("converse-to-from", "Where does the trust borrow its fog signal?", BORROW, "Calder Harbour",
     "The trust lends its fog signal to Calder Harbour."),
    ("converse-sends", "Who receives parcels from the mainland depot?", PARCELS, "Iona Pike",
     "Warden Iona Pike sends parcels to the mainland depot."),
    ("may-will", "When may a second jetty be built?", JETTY, "next summer",
     "A second jetty will be built next summer."),
    ("upper-lower", "How many visitors does the gallery admit?", GALLERY, "40 visitors",
     "The gallery admits at least 40 visitors."),
    ("until-since", "Until when did the light burn paraffin?", PARAFFIN, "1952",
     "The light has burned paraffin since 1952."),
    ("only-dropped", "Which channel may pilots use?", CHANNEL, "north channel",
     "Pilots may use the north channel and the east channel."),
    ("every-other", "When does the guild meet?", GUILD, "last Friday",
     "The guild meets on the last Friday of every other month."),
    ("ended-stopped", "Where did the trust run boat trips?", TRIPS, "to the rock",
     "The trust runs boat trips to the rock."),
    ("ended-until", "When was the bell rung?", BELL, "at noon", "The bell is rung at noon."),
    ("few-most", "How do visitors arrive?", ARRIVE, "by ferry", "Few visitors arrive by ferry."),
    ("recommended-required", "What is required for passengers under 14?", JACKET, "life jackets",
     "Life jackets are recommended for passengers under 14."),
    ("one-unlimited", "What does a day pass include?", DAY_PASS, "crossings", "A day pass includes one crossing."),
    ("will-hopes", "When will the boathouse be restored?", BOATHOUSE, "2028",
     "The trust will restore the boathouse in 2028."),
    ("sells-buys", "Where does the trust buy paraffin?", OIL, "Orrin Stores",
     "The trust sells paraffin to Orrin Stores."),
    ("role", "Who is the trust's archivist?", ARCHIVIST, "Mara Quill", "Mara Quill is the trust's treasurer."),
    ("only-added", "When do guided tours run?", TOURS, "Saturdays", "Guided tours run on Saturdays only."),
    ("day-part", "When is the beacon tested?", BEACON, "06:00", "The beacon is tested every evening at 06:00."),
    ("to-from", "Who rents the sail loft?", HIRE, "sea scouts", "The trust rents its sail loft from the sea scouts."),
    ("ended-until-day", "Was the harbour speed limit in force?", NOTICE, "speed limit",
     "The harbour speed limit is in force."),
    ("all-some", "Which rocks have seal colonies?", SEALS, "seal colonies",
     "All rocks near the light have seal colonies."),
    ("week-month", "How often is the lamp cleaned?", CLEANED, "cleaned", "The lamp is cleaned every month."),
    ("half-hour", "When does the harbour bus leave?", BUS, "every hour",
     "The harbour bus leaves every hour on the half hour."),  # audit 46 PLA02
    ("times-per-month", "How often did the bilge pump fail in 2024?", PUMP, "twice",
     "The bilge pump failed twice a month in 2024."),  # audit 46 PLA34
    ("passive-roles", "Who was hired as pilot?", PILOT, "boatman",
     "The harbourmaster was hired as pilot by the boatman."),  # audit 46 CER24
    ("since-closed", "Who kept the light?", KEPT, "Ada Rook", "Ada Rook has kept the light since 1990."),  # CER26
]
RIGHT = [
    ("question-word", "How much does a weekday mooring cost?", MOORING, "12 pounds",
     "A weekday mooring is priced at 12 pounds."),
    ("question-material", "When was the brass lens in the lantern room made?", LENS, "1871",
     "The brass lens in the lantern room was made in 1871."),
    ("converse-to-from", "Where does the trust borrow its fog signal?", BORROW, "Calder Harbour",
     "Calder Harbour lends its fog signal to the trust."),
    ("converse-sends", "Who receives parcels from the mainland depot?", PARCELS, "Iona Pike",
     "The mainland depot sends parcels to Warden Iona Pike."),
    ("may-will", "When may a second jetty be built?", JETTY, "next summer",
     "A second jetty might be built next summer."),
    ("upper-lower", "How many visitors does the gallery admit?", GALLERY, "40 visitors",
     "The gallery admits at most 40 visitors."),
    ("until-since", "Until when did the light burn paraffin?", PARAFFIN, "1952",
     "The light burned paraffin till 1952."),
    ("only-dropped", "Which channel may pilots use?", CHANNEL, "north channel",
     "Pilots may use only the north channel."),
    ("every-other", "When does the guild meet?", GUILD, "last Friday",
     "The guild meets on the last Friday of every month."),
    ("ended-stopped", "Where did the trust run boat trips?", TRIPS, "to the rock",
     "The trust ran boat trips to the rock until 2019."),
    ("ended-until", "When was the bell rung?", BELL, "at noon", "Until 1998 the bell was rung at noon."),
    ("few-most", "How do visitors arrive?", ARRIVE, "by ferry", "Most of the visitors arrive by ferry."),
    ("recommended-required", "What is required for passengers under 14?", JACKET, "life jackets",
     "Passengers under 14 are required to wear life jackets."),
    ("one-unlimited", "What does a day pass include?", DAY_PASS, "crossings",
     "Unlimited crossings are included in a day pass."),
    ("will-hopes", "When will the boathouse be restored?", BOATHOUSE, "2028",
     "In 2028 the trust hopes to restore the boathouse."),
    ("sells-buys", "Where does the trust buy paraffin?", OIL, "Orrin Stores",
     "Orrin Stores sells paraffin to the trust."),
    ("role", "Who is the trust's archivist?", ARCHIVIST, "Mara Quill", "Mara Quill is the trust's archivist."),
    ("only-added", "When do guided tours run?", TOURS, "Saturdays", "On Saturdays and Sundays guided tours run."),
    ("day-part", "When is the beacon tested?", BEACON, "06:00", "Every morning at 06:00 the beacon is tested."),
    ("to-from", "Who rents the sail loft?", HIRE, "sea scouts", "The sea scouts rent the trust's sail loft."),
    ("ended-until-day", "Was the harbour speed limit in force?", NOTICE, "speed limit",
     "Until 12 August the harbour speed limit was in force."),
    ("all-some", "Which rocks have seal colonies?", SEALS, "seal colonies",
     "Seal colonies are found on some rocks near the light."),
    ("week-month", "How often is the lamp cleaned?", CLEANED, "cleaned", "The lamp is cleaned weekly."),
    ("half-hour", "When does the harbour bus leave?", BUS, "every hour",
     "Every hour, on the hour, the harbour bus leaves."),
    ("times-per-month", "How often did the bilge pump fail in 2024?", PUMP, "twice",
     "In 2024 the bilge pump failed twice."),
    ("passive-roles", "Who was hired as pilot?", PILOT, "boatman",
     "The boatman was hired as pilot by the harbourmaster."),
    ("since-closed", "Who kept the light?", KEPT, "Ada Rook", "From 1990 to 2004 the light was kept by Ada Rook."),
]


@pytest.fixture(scope="module")
def wrong(tmp_path_factory: pytest.TempPathFactory) -> dict[str, citeset.Card]:
    return verdicts(tmp_path_factory.mktemp("wrong"), WRONG)


@pytest.mark.parametrize("case_id", [row[0] for row in WRONG])
def test_correctness_containment_never_suffices_for_another_statement(wrong: dict[str, citeset.Card],
                                                                      case_id: str) -> None:
    card = wrong[case_id]
    assert card.correct is False, (case_id, card.reasons)
    assert card.verdict != "accept"


@pytest.fixture(scope="module")
def right(tmp_path_factory: pytest.TempPathFactory) -> dict[str, citeset.Card]:
    return verdicts(tmp_path_factory.mktemp("right"), RIGHT)


@pytest.mark.parametrize("case_id", [row[0] for row in RIGHT])
def test_correctness_a_restatement_in_other_words_stays_correct(right: dict[str, citeset.Card], case_id: str) -> None:
    card = right[case_id]
    assert card.correct is not False, (case_id, card.reasons)


PERMITS = "Members may borrow the winch for up to 3 days."
REACH = "The crane's jib reaches 28 metres."
OBLIGED = "Life vests are required for children under 10."


RESTATED = [
    ("allowed-may", "How long may members borrow the winch?", PERMITS, "3 days",
     "Members are allowed to borrow the winch for up to 3 days."),
    ("can-may", "How long may members borrow the winch?", PERMITS, "3 days",
     "The winch can be borrowed by members for up to 3 days."),
    ("can-ability", "How far does the jib reach?", REACH, "28 metres", "The crane's jib can reach 28 metres."),
    ("must-required", "What is required for children under 10?", OBLIGED, "under 10",
     "Children under 10 must have life vests."),
]


def test_design_3_4_a_permission_or_obligation_in_other_modal_words_is_no_hedge(tmp_path: Path) -> None:
    """§3.4 names changed modality ("must" for "may") as a contradiction; "are allowed to", "can" and "may" give one
    permission, "must" and "are required" one obligation, and "can" an ability the plain fact holds: none hedges,
    and the cited span states it (audits 42 and 43 had 23 such right answers rejected)."""
    cards = verdicts(tmp_path, RESTATED)
    assert {cid: (c.correct, c.verdict) for cid, c in cards.items()} == {cid: (True, "accept") for cid, *_ in RESTATED}
