"""The cheap looks before costly patterns (`judges._rules_tokens.may_hold`, which the checks use too): each says no only where its pattern cannot match."""

from __future__ import annotations

import re

import pytest

from citeset.evidence.checks import exchanged, identity, material, planned, restriction, stopped, values
from citeset.judges._rules_tokens import may_hold

_LOOKS: list[tuple[re.Pattern[str], tuple[str, ...]]] = [
    (material._IDIOMS, material._IDIOM_WORDS), (material._BOUND_WORD, material._BOUND_WORDS),
    *((pattern, words) for _, pattern, words in material._PHRASES),
    (stopped._ENDS_TOO, stopped._ENDS_TOO_WORDS), (restriction._BOUND, restriction._BOUND_WORDS),
    (restriction._RECURRING, restriction._RECURRING_WORDS), (planned._PLAN, planned._PLAN_WORDS),
    (exchanged._TIME_WORD, exchanged._TIME_WORDS), (exchanged._ALTERNATE, exchanged._ALTERNATE_WORDS),
    (identity._FOR_BOUNDED, identity._FOR_BOUNDED_WORDS), (identity._FOR_NAMED, identity._FOR_WORDS),
    (identity._TIMED, identity._BOUNDS), (identity._EXCEPT, identity._EXCEPT_WORDS),
    (stopped._STOPPED, stopped._STOPPED_WORDS), (stopped._UNTIL, ("until", "till")), (stopped._CLOSED, stopped._CENTURIES),
    (restriction._DATED_AT, restriction._CENTURIES), (values._RELATIVE_DATE, values._RELATION_WORDS),
    (material._BELIEF, material._BELIEF_WORDS), (material._DENIED, material._DENIED_WORDS),
]
_TEXTS = [
    "All three founders met every other week, all year long, as always.", "It costs no more than 120 pounds.",
    "Up To 40 guests; a Maximum of 9; over 300 people; under the age of 18 or less than 5.",
    "The mayor is said to favour it and seems to be right; it appeared to have ended.",
    "The club formerly offered classes until 2004 but doesn't now; it once ceased and never resumed.",
    "Pupils over 14 and residents aged 65 or older, members 18 and over, at least 20 people.",
    "Open on open days, at night, during the school holidays, at peak times and in July and August.",
    "The council is planned to open a branch; it plans to build, is considering moving, will open in 2027.",
    "It is raising funds to buy a bus and seeks to open; the trust is due to open.",
    "Meetings are held twice a day, weekly, every fortnight, annually and each quarterly review.",
    "Bins are collected every other Monday, fortnightly, on alternate days.",
    "Free for patients aged 65 or over, free for residents of Ashby, open to members of Kell.",
    "Prescriptions ordered before noon are ready; parcels posted by 4 pm arrive; delivered after 10:30.",
    "It stopped running until 2004, was open from 1998 to 2011 and in 2023, except on Sundays, not before 2019.",
    "Some think it is false that it was wrongly reported that ...; it is a myth that it closed.",
    "NOTHING HERE", "ÉVERY DAY ÅLL YEAR", "the K\u212aelvin sign", "ſeems to be",
]


@pytest.mark.parametrize(("pattern", "words"), _LOOKS)
def test_a_match_holds_one_of_the_words(pattern: re.Pattern[str], words: tuple[str, ...]) -> None:
    matched = [text for text in _TEXTS + [t.upper() for t in _TEXTS] + [t.lower() for t in _TEXTS]
               if pattern.search(text)]
    assert matched  # the texts try each pattern
    for text in matched:
        assert may_hold(text, words), (pattern.pattern[:40], text)


def test_may_hold() -> None:
    assert may_hold("It Stopped Raining", ("stop",))
    assert not may_hold("It rained", ("stop",))
    assert may_hold("It rained ’", ("stop",))  # not ASCII alone: always read
    assert material._cue_words("It seems to be open.") >= {"seems to"}
    assert not material._cue_words("It opens in May 2021.") & {"may"}
