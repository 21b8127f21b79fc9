"""DESIGN §3.4: an output claim that gives the opposite relation in the place of its reference claim's ("lost"
where it says "won", "sold" where it says "bought", "closed" where it says "opened") does not state it, even with
the answer string present. An audit found such claims counted correct: the rules judge reads a converse or
reversible pair as another word in the same place (insufficient), not as a contradiction, because between
other parties ("B bought it from A") it restates the fact. In the same place, between the same words, it
cannot. The world is a quarry, a tribunal and a shield final, in other words than the demo's."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.material import force_change
from citeset.evidence.checks.relations import opposite_relation
from citeset.evidence.checks.values import swapped_values

OPPOSITE = [
    ("The Lisk Otters lost the 2024 shield final.", "The Lisk Otters won the 2024 shield final."),
    ("Harrow Mutual sold the Vardo warehouse.", "Harrow Mutual bought the Vardo warehouse."),
    ("Harrow Mutual has sold the Vardo warehouse.", "Harrow Mutual bought the Vardo warehouse."),
    ("The Orla clinic closed its Brask ward in 2022.", "The Orla clinic opened its Brask ward in 2022."),
    ("The tribunal acquitted Ines Vale of bribery.", "The tribunal convicted Ines Vale of bribery."),
    ("The council repealed the Tove noise bylaw.", "The council enacted the Tove noise bylaw."),
    ("Kessel Freight fired auditor Pia Lund.", "Kessel Freight hired auditor Pia Lund."),
    ("Mortality was higher in the Brask cohort.", "Mortality was lower in the Brask cohort."),
    ("The Skua anchors north of Vardo.", "The Skua anchors south of Vardo."),
    ("Patients without asthma joined the Orla trial.", "Patients with asthma joined the Orla trial."),
    ("The Vardo dam is unsafe for heavy lorries.", "The Vardo dam is safe for heavy lorries."),
    ("Lisk Assurance reported a deficit in 2023.", "Lisk Assurance reported a surplus in 2023."),
    ("The Brask quarry exports granite.", "The Brask quarry imports granite."),
    ("The lender downgraded Harrow Mutual in May.", "The lender upgraded Harrow Mutual in May."),
    ("The Orla trial ended in 2019.", "The Orla trial began in 2019."),
    ("Senator Ruiz was defeated in the 2020 election.", "Senator Ruiz was elected in the 2020 election."),
    ("Harrow Mutual is the defendant in the Vardo case.", "Harrow Mutual is the plaintiff in the Vardo case."),
    ("The Otters left the Brask league in 2019.", "The Otters joined the Brask league in 2019."),
    ("The tumour in Ines Vale's scan was malignant.", "The tumour in Ines Vale's scan was benign."),
    ("The Tove ferry is losing passengers.", "The Tove ferry is gaining passengers."),
    ("The Vardo plant eliminated 300 jobs.", "The Vardo plant created 300 jobs."),
    ("The Senate passed the Quarry Safety Act.", "The Senate rejected the Quarry Safety Act."),
    ("The mayor vetoed the Tove budget.", "The mayor signed the Tove budget."),
    ("Brask is the second-smallest port in the county.", "Brask is the second-largest port in the county."),
    ("The Tove ferry is the worst-selling route.", "The Tove ferry is the best-selling route."),
]


@pytest.mark.parametrize(("claim", "reference"), OPPOSITE)
def test_correctness_the_opposite_relation_in_the_same_place_is_not_correct(claim: str, reference: str) -> None:
    changed = force_change(claim, reference)
    assert changed is not None and "opposite" in changed, changed


SAME_FACT = [
    # a converse between the parties swapped restates the fact
    ("Tessel Labs sold the Vardo warehouse to Harrow Mutual.", "Harrow Mutual bought the Vardo warehouse from Tessel Labs."),
    ("The Owls lost the 2024 shield final to the Lisk Otters.", "The Lisk Otters won the 2024 shield final."),
    ("The Petrel is shorter than the Skua.", "The Skua is longer than the Petrel."),
    ("Harrow Mutual lent Lisk Assurance the funds.", "Lisk Assurance borrowed the funds from Harrow Mutual."),
    # another word that is no opposite, and prefixes that do not negate
    ("Harrow Mutual acquired the Vardo warehouse.", "Harrow Mutual bought the Vardo warehouse."),
    ("The Brask cloth is inflammable.", "The Brask cloth is flammable."),
    ("The survey was invaluable to Harrow Mutual.", "The survey was valuable to Harrow Mutual."),
    ("The Orla trial began in 2019 and ended in 2022.", "The Orla trial began in 2019."),
    # a reference claim that itself denies the opposite
    ("The Lisk Otters won the 2024 shield final.", "The Lisk Otters did not lose the 2024 shield final."),
    # found by an audit of the first reading, which compared only the words beside the two: converses with the
    # same verb before the comparative, a true extra clause, words that are opposites only elsewhere
    ("Women earn less than men in Norway.", "Men earn more than women in Norway."),
    ("Osaka is much smaller than Tokyo.", "Tokyo is much larger than Osaka."),
    ("The United States lies south of Canada.", "Canada lies north of the United States."),
    ("Game 3 was played before game 4.", "Game 4 was played after game 3."),
    ("The painting was sold by Christie's to a collector.", "The painting was bought by a collector at Christie's."),
    ("Sales increased in 2023, after sales fell in 2022.", "Sales rose in 2023."),
    ("The Fed hiked rates in 2022 and the Fed cut rates in 2024.", "The Fed raised rates in 2022."),
    ("A vaccine against measles was licensed in 1963.", "A vaccine for measles was licensed in 1963."),
    ("The barn burned down in 1923.", "The barn burned up in 1923."),
    ("The studio created a new version of the film in 1992.", "The studio cut a new version of the film in 1992."),
    ("The alliance unravelled in 1917.", "The alliance ravelled in 1917."),
]


@pytest.mark.parametrize(("claim", "reference"), SAME_FACT)
def test_a_converse_or_a_word_that_is_no_opposite_is_no_opposite_relation(claim: str, reference: str) -> None:
    assert opposite_relation(claim, reference) is None


def test_an_opposite_the_cited_span_states_itself_is_left_to_the_judge() -> None:
    """A source that says both ("bought ... in 2001 and sold ... in 2019") makes "sold" a fact of its own."""
    span = "Harrow Mutual bought the Vardo warehouse in 2001 and sold the Vardo warehouse in 2019."
    assert opposite_relation("Harrow Mutual sold the Vardo warehouse.", "Harrow Mutual bought the Vardo warehouse.",
                             [span]) is None


def test_a_negated_opposite_is_no_opposite_relation() -> None:
    """"did not lose" is not "lost": whether it states "won" is the denial check's and the judge's question."""
    assert opposite_relation("The Lisk Otters did not lose the 2024 shield final.",
                             "The Lisk Otters won the 2024 shield final.") is None



SWAPPED_VALUES = [
    ("Release 4.1 of Quarrydesk is faster than release 4.0.", "Release 4.0 of Quarrydesk is faster than release 4.1."),
    ("In 2019 the Brask quarry shipped more granite than in 2021.",
     "In 2021 the Brask quarry shipped more granite than in 2019."),
    ("The 2004 treaty was signed before the 1998 accord.", "The 1998 treaty was signed before the 2004 accord."),
]


@pytest.mark.parametrize(("claim", "reference"), SWAPPED_VALUES)
def test_correctness_two_values_swapped_around_a_comparison_is_not_correct(claim: str, reference: str) -> None:
    """A comparison or an order between two values the other way round: the names-only reading of the sides
    (`binding`) does not see numbers, and every value is still there for `other_value`."""
    changed = force_change(claim, reference)
    assert changed is not None and "swaps" in changed, changed


SAME_ORDER = [
    ("Release 4.0 is slower than release 4.1 of Quarrydesk.", "Release 4.1 of Quarrydesk is faster than release 4.0."),
    ("Release 4.1 of Quarrydesk is faster than release 4.0.", "Release 4.1 of Quarrydesk is faster than release 4.0."),
    ("The Otters beat the Owls 3-1 in 2024.", "The Owls lost 1-3 to the Otters in 2024."),
    ("Between 2010 and 2014 the quarry doubled its output.", "From 2010 to 2014 the quarry doubled its output."),
    # found by an audit of the first reading: a converse comparison, a symmetric one
    ("Sales were lower in 2020 than in 2021.", "Sales were higher in 2021 than in 2020."),
    ("Release 1.0 is different than release 2.0.", "Release 2.0 is different than release 1.0."),
]


@pytest.mark.parametrize(("claim", "reference"), SAME_ORDER)
def test_a_converse_comparison_or_values_in_no_order_are_no_swap(claim: str, reference: str) -> None:
    assert swapped_values(claim, reference) is None
