"""The rules judge reads whose deed a sentence states when a name owns its doer: "Piet Smit, whose sister coaches the
rowing eight" or "Smit's sister, Ans, coaches the rowing eight" do not say that Piet Smit coaches it; and "the
ferryman's son, Tobias Reed" does not make anyone Tobias Reed's son. Claims that keep the owned noun stay entailed.
Wordings other than the probes'."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

ROWING = ("The club's new boathouse was opened by Piet Smit, whose sister coaches the rowing eight.",)
QUARRY = ("Dorothy Vale's nephew, Simon, drives the quarry lorry on weekdays.",)
MILL = ("The watermill was restored by Ellis Grant, whose neighbour on the green, Rosa Linde, painted its sign.",)
FERRY = ("The ferryman's son, Tobias Reed, rebuilt the landing stage in 1994.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Piet Smit coaches the rowing eight.", ROWING),
    ("Dorothy Vale drives the quarry lorry on weekdays.", QUARRY),
    ("Ellis Grant painted the watermill's sign.", MILL),
    ("Tobias Reed's son rebuilt the landing stage in 1994.", FERRY),
])
def test_a_deed_of_what_a_name_owns_is_not_the_names_own(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Piet Smit's sister coaches the rowing eight.", ROWING),
    ("Piet Smit opened the club's new boathouse.", ROWING),
    ("Dorothy Vale's nephew drives the quarry lorry on weekdays.", QUARRY),
    ("Simon drives the quarry lorry on weekdays.", QUARRY),
    ("Ellis Grant restored the watermill.", MILL),
    ("Rosa Linde painted the watermill's sign.", MILL),
    ("Tobias Reed rebuilt the landing stage in 1994.", FERRY),
    ("The ferryman's son rebuilt the landing stage in 1994.", FERRY),
])
def test_a_deed_said_of_its_own_doer_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_long_runs_of_names_and_possessors_are_read_in_linear_time() -> None:
    """Hostile inputs: a name repeated as a possessor thousands of times, in the claim and in the evidence."""
    cases = [(lambda n: ("Entity R's " * n + "rights.", "Entity R holds the rights of record R17."), 1500),
             (lambda n: ("Ann Bell's dog, " * n + "and Ann Bell's cat sleep.", "The dog, Ann Bell, sleeps. " * (n // 10)),
              750),
             (lambda n: ("Piet Smit coaches the eight.", "Piet Smit, whose sister coaches " * n + "the eight."), 500)]
    for make, small in cases:
        assert_linear(lambda n, make=make: label(*make(n)), small)


def test_a_long_run_of_adverbs_in_ly_is_read_in_linear_time() -> None:
    """Hostile input (hardening audit h40): whether a verb is passive was read by walking back over every adverb in
    "-ly" before it, for each word of the claim: " respectively" 6,000 times took over 10 CPU s for one label."""
    assert_linear(lambda n: label("Entity R holds the rights associated with Project Cedar" + " respectively" * n + ".",
                                  "Entity R holds the rights associated with Project Cedar."), 500)


@pytest.mark.parametrize("word", [" first", " also", " not", " later"])
def test_a_long_run_of_skipped_words_is_read_in_linear_time(word: str) -> None:
    """Hostile input (hardening audit h40): the word before a verb was found by walking back over every skipped word
    ("also", "first", "not" ...), and several readings ask it at every word of the claim: " first" 6,000 times took
    over 10 CPU s for one label."""
    assert_linear(lambda n: label("Entity R holds the rights associated with Project Cedar" + word * n + ".",
                                  "Entity R holds the rights associated with Project Cedar."),
                  {" first": 250, " later": 250}.get(word, 4000))  # " first", " later": x9.5 at 1,500 -> 6,000 (Dec 2026)
