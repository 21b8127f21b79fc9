"""The rules judge reads whose deed a sentence states when a name owns its doer: "Piet Smit, whose sister coaches the
rowing eight" or "Smit's sister, Ans, coaches the rowing eight" do not say that Piet Smit coaches it; and "the
ferryman's son, Tobias Reed" does not make anyone Tobias Reed's son. Claims that keep the owned noun stay entailed.
Wordings other than the probes'."""

from __future__ import annotations

import pytest

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
    import time

    cases = [("Entity R's " * 6000 + "rights.", "Entity R holds the rights of record R17."),
             ("Ann Bell's dog, " * 3000 + "and Ann Bell's cat sleep.", "The dog, Ann Bell, sleeps. " * 300),
             ("Piet Smit coaches the eight.", "Piet Smit, whose sister coaches " * 2000 + "the eight.")]
    for claim, evidence in cases:
        start = time.process_time()
        label(claim, evidence)
        assert time.process_time() - start < 5.0


def test_a_long_run_of_adverbs_in_ly_is_read_in_linear_time() -> None:
    """Hostile input (hardening audit h40): whether a verb is passive was read by walking back over every adverb in
    "-ly" before it, for each word of the claim: " respectively" 6,000 times took over 10 CPU s for one label."""
    import time

    start = time.process_time()
    label("Entity R holds the rights associated with Project Cedar" + " respectively" * 6000 + ".",
          "Entity R holds the rights associated with Project Cedar.")
    assert time.process_time() - start < 2.0


@pytest.mark.parametrize("word", [" first", " also", " not", " later"])
def test_a_long_run_of_skipped_words_is_read_in_linear_time(word: str) -> None:
    """Hostile input (hardening audit h40): the word before a verb was found by walking back over every skipped word
    ("also", "first", "not" ...), and several readings ask it at every word of the claim: " first" 6,000 times took
    over 10 CPU s for one label."""
    import time

    start = time.process_time()
    label("Entity R holds the rights associated with Project Cedar" + word * 6000 + ".",
          "Entity R holds the rights associated with Project Cedar.")
    assert time.process_time() - start < 2.0
