"""`checks.binding.misbinds`: a split name, swapped roles or a relation said of another name makes a claim
incorrect (§3.4, another entity).
The cases that must NOT be flagged come from an audit on real HotpotQA, MuSiQue and WiCE answers and from
paraphrases a careful evaluator accepts."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.binding import misbinds
from citeset.evidence.checks.material import asks

MISBOUND = [
    ("Dr. Imani Okafor heads Ward 24, which has 7 beds.", "Dr. Imani Okafor heads Ward 7.", "splits"),
    ("Lena Holt runs Depot C9, which ships to Harbor Birch.", "Lena Holt runs Depot Birch.", "splits"),
    ("Dr. Tomas Vik supervises Dr. Imani Okafor.", "Dr. Imani Okafor supervises Dr. Tomas Vik.", "swaps"),
    ("Dr. Imani Okafor is supervised by Dr. Tomas Vik.", "Dr. Imani Okafor supervises Dr. Tomas Vik.", "swaps"),
    ("Ana Ruiz was mentored by Ben Ito.", "Ana Ruiz mentored Ben Ito.", "swaps"),
    ("Captain Lio Brandt, who is registered in Malta, commands Vessel Aurora.", "Vessel Aurora is registered in "
     "Malta.", "attaches"),
]
BOUND = [
    ("Dr. Tomas Vik is supervised by Dr. Imani Okafor.", "Dr. Imani Okafor supervises Dr. Tomas Vik."),
    ("Ana Ruiz mentors Dr. Ben Ito.", "Dr. Ana Ruiz mentors Dr. Ben Ito."),
    ("James Alan Hetfield co-founded Metallica.", "James Hetfield co-founded Metallica."),
    ("Ulf Dietrich Merbold.", "Who was born first, Ulf Merbold or Reinhard Furrer? Answer: Ulf Dietrich Merbold"),
    ("Last Vegas stars Michael Douglas, Robert De Niro, Morgan Freeman and Kevin Kline.",
     "Last Vegas stars Morgan Freeman, Robert De Niro."),
    ("In 2011 Sahel Grain opened a mill in Kano.", "Sahel Grain opened a mill in Kano in 2011."),
    ("Based in Kano, Sahel Grain opened a mill.", "Sahel Grain opened a mill in Kano."),
    ("The capital of Senegal is Dakar.", "Dakar is the capital of Senegal."),
    ("Ben Ito and Ana Ruiz co-wrote the report.", "Ana Ruiz co-wrote the report with Ben Ito."),
    ("Ben Ito married Ana Ruiz in 2019.", "Ana Ruiz married Ben Ito in 2019."),
    ("The fair opened on May 12, 2021.", "The fair opened on 12 May 2021."),
    ("Ruiz, Ana (Dr.) mentors Ben Ito.", "Dr. Ana Ruiz mentors Ben Ito."),
    ("The Bank of England raised its rate.", "The Bank of England raised its rate."),
    ("Captain Lio Brandt commands Vessel Aurora, which is registered in Malta.", "Vessel Aurora is registered in "
     "Malta."),
    ("Aurora, which is registered in Malta, is commanded by Captain Lio Brandt.", "Vessel Aurora is registered in "
     "Malta."),
    ("Dana Reyes, who leads Project Birch, joined in 2015.", "Dana Reyes leads Project Birch."),
    ("Kessler Mills, the largest employer in Dorrin, which employs 400 people, opened in 1990.",
     "Kessler Mills employs 400 people."),
    ("Rona Vail and Tom Pell, who founded Kessler Mills together, met in 1985.", "Rona Vail founded Kessler Mills."),
]


@pytest.mark.parametrize(("claim", "reference", "why"), MISBOUND)
def test_a_split_name_or_swapped_roles_is_found(claim: str, reference: str, why: str) -> None:
    found = misbinds(claim, reference)
    assert found is not None and found.startswith(why)


@pytest.mark.parametrize(("claim", "reference"), BOUND)
def test_names_written_otherwise_or_read_either_way_are_not_flagged(claim: str, reference: str) -> None:
    assert misbinds(claim, reference) is None


@pytest.mark.parametrize(("text", "question"), [
    ("Is it true that Dana Reyes leads Project Birch? [1].", True),
    ("Captain Lio Brandt commands Vessel Aurora, but is Vessel Aurora registered in Malta [1][2]?", False),
    ("Edward Albee wrote Who's Afraid of Virginia Woolf?", False),
    ('Every week, Ana Ruiz hosts the podcast "Who Pays the Grid?"', False),
    ("The ride is smooth. Is it worth the price?", False),
    ("Kessler Mills employs 400 people, but who pays them?", False),
])
def test_a_question_asks_and_a_title_ending_in_a_question_mark_does_not(text: str, question: bool) -> None:
    assert asks(text) is question


def test_a_sentence_asking_in_its_last_clause_asserts_its_first() -> None:
    text = "Captain Lio Brandt commands Vessel Aurora, but is Vessel Aurora registered in Malta [1][2]?"
    assert (asks(text), asks(text, any_clause=True)) == (False, True)
