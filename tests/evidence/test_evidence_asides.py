"""`checks.asides`: a sentence's comma-set relative clauses and appositions, each read as a statement of its
antecedent, and what the sentence says without them (§3.7 hop statements inside one sentence, for §4)."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.asides import asides


@pytest.mark.parametrize(("sentence", "main", "statements"), [
    ("Brennan Mills, which supplies the Larch bakery, was fined in 2024.",
     "Brennan Mills was fined in 2024.", ("Brennan Mills supplies the Larch bakery.",)),
    ("The kiln is run by Ada Voss, who trained in Murano.",
     "The kiln is run by Ada Voss.", ("Ada Voss trained in Murano.",)),
    ("Torvik Quarry, where Sela Stone cuts granite, employs 40 people.",
     "Torvik Quarry employs 40 people.", ("Sela Stone cuts granite at Torvik Quarry.",)),
    ("The depot manager, Ines Roth, reports to Karl Weber, the fleet director.",
     "The depot manager reports to Karl Weber.",
     ("The depot manager is Ines Roth.", "Karl Weber is the fleet director.")),
])
def test_a_relative_clause_or_apposition_is_a_statement_of_its_antecedent(sentence: str, main: str,
                                                                          statements: tuple[str, ...]) -> None:
    read = asides(sentence)
    assert (read.main, read.statements) == (main, statements)


@pytest.mark.parametrize("sentence", [
    "Apples, pears and plums grow in the orchard.",
    "In 2019, the patrol was led by Annika Strand.",
    "Ada Voss directed the kiln at Murano, assisted by two apprentices.",
    "The kiln closed, and the staff moved to Torvik.",
])
def test_a_list_an_opening_phrase_a_participle_or_a_clause_is_no_aside(sentence: str) -> None:
    assert asides(sentence).statements == ()
