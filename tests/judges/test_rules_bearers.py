"""The rules judge reads which name holds which role where English attaches a role to a name (an apposition before
or after it, a copula): a claim giving a name a role the evidence gives another name, while it gives this one a role
of its own, is not entailed, in words other than probe 29's; right claims of the same shapes stay entailed."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

ORCHESTRA = ("The orchestra's cellist, Ines Morrow, tuned the piano while its conductor, Paul Weir, greeted the "
             "donors.",)
PAPER = ("The newspaper's sports editor, Tobias Kern, and its photo editor, Rhea Long, judged the contest.",)
FESTIVAL = ("Mina Sato is the festival's treasurer, and Olu Bakare is its stage manager.",)
CHOIR = ("Ana Ruiz, the choir's secretary, opened the meeting.",
         "Ana Ruiz is also the choir's treasurer, and Eli Sand is its president.")
CLINIC = ("Kai Brandt, the clinic's physiotherapist, met the parents.", "The clinic's dietitian is Lea Wong.")


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Paul Weir is the orchestra's cellist.", ORCHESTRA),
    ("Rhea Long is the newspaper's sports editor.", PAPER),
    ("The festival's treasurer is Olu Bakare.", FESTIVAL),
    ("Lea Wong is the clinic's physiotherapist.", CLINIC),
    ("Eli Sand is the choir's treasurer.", CHOIR),
])
def test_a_role_the_evidence_gives_another_name_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Paul Weir is the orchestra's conductor.", ORCHESTRA),
    ("Ines Morrow is the orchestra's cellist.", ORCHESTRA),
    ("Rhea Long is the newspaper's photo editor.", PAPER),
    ("Tobias Kern is the newspaper's sports editor.", PAPER),
    ("The festival's stage manager is Olu Bakare.", FESTIVAL),
    ("Mina Sato is the festival's treasurer.", FESTIVAL),
    ("Kai Brandt is the clinic's physiotherapist.", CLINIC),
    ("The clinic's dietitian is Lea Wong.", CLINIC),
    ("Ana Ruiz is the choir's treasurer.", CHOIR),
    ("Eli Sand is the choir's president.", CHOIR),
])
def test_the_role_the_evidence_gives_the_name_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_the_rationale_names_the_same_role_word_under_every_hash_seed() -> None:
    """Probe 33's mtn21: the role word the rationale named came from a set, so cards differed between two runs of
    the same evaluation (string hashing is seeded per process)."""
    program = ("from citeset.judges._protocol import Passage\n"
               "from citeset.judges._rules import RulesJudge\n"
               "print(RulesJudge().label('Ines Roy is the club secretary.', [Passage(span_id='p', text="
               "'Tom Hale is the club secretary. His assistant, Ines Roy, is a coach who joined in 2019.')]).rationale)")
    seen = {subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in range(8)}
    assert len(seen) == 1, seen


ROWING = ("Marlow Rowing Club's coach, Ben Hale, praised the crew with thanks to the boatman, Ada Finn.",)
LEAGUE = ("The chess league elected Rosa Diaz as its president; the secretary, Tom Webb, read the minutes.",)
ESTATE = ("The shop manager, Ada Finn, reports to the area director.", "The area director is Ben Hale, who once ran the "
          "Leeds shop.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ada Finn is Marlow Rowing Club's coach.", ROWING),
    ("Rosa Diaz is the chess league's secretary.", LEAGUE),
])
def test_a_role_read_at_a_sentence_end_or_after_as_is_not_given_to_another(claim: str,
                                                                           passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ben Hale is Marlow Rowing Club's coach.", ROWING),
    ("Rosa Diaz is the chess league's president.", LEAGUE),
    ("Tom Webb is the chess league's secretary.", LEAGUE),
    ("Ben Hale is Ada Finn's line manager.", ESTATE),
])
def test_a_role_of_the_name_or_relative_to_its_possessor_stays_entailed(claim: str,
                                                                        passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED
