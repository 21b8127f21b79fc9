"""An opposite relation between the same things is a contradiction (a relation antonym, not a missing word).

"The committee rejected the merger" against "The committee approved the merger" is not merely unsupported: an
answer stating it is wrong, and answer correctness must not count it. Only where the evidence sentence holds
every other term of the claim, and neither side is negated ("did not reject" is consistent with "approved").
"""

from __future__ import annotations

import pytest

from citeset.judges import Label, Passage, RulesJudge

OPPOSITES = [
    ("The committee rejected the Harlow merger.", "The committee approved the Harlow merger."),
    ("The landlord forbids pets in unit 4B.", "The landlord allows pets in unit 4B."),
    ("Tenant fees decreased in 2023.", "Tenant fees increased in 2023."),
    ("The museum closes its east wing on Mondays.", "The museum opens its east wing on Mondays."),
    ("Harbour fees rose in March.", "Harbour fees fell in March."),
    ("The insurer refuses claims filed by email.", "The insurer accepts claims filed by email."),
    ("The policy excludes dental implants.", "The policy includes dental implants."),
    ("Cargo on route 9 is prohibited.", "Cargo on route 9 is permitted."),
    ("Pets are allowed in unit 4B.", "Pets are forbidden in unit 4B."),
]

CONSISTENT = [
    # negated opposite: consistent (not a contradiction)
    ("The committee did not reject the Harlow merger.", "The committee approved the Harlow merger."),
    ("The landlord allows pets in unit 4B.", "The landlord never forbids pets in unit 4B."),
    # the opposite word concerns something else in another sentence
    ("The committee approved the Harlow merger.",
     "The committee approved the Harlow merger. It rejected the Dunmore bid."),
    # converse relations: the same fact with the parties swapped
    ("Acme sold the Rotterdam depot to Basel.", "Basel bought the Rotterdam depot from Acme."),
    ("Okafor lends the van to Reyes.", "Reyes borrows the van from Okafor."),
    ("Rate A is higher than rate B.", "Rate B is lower than rate A."),
    # both relations stated: the evidence itself covers the claim's relation
    ("Fees increased in 2023.", "Fees increased in 2023 after they decreased in 2022."),
]


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence"), OPPOSITES)
def test_opposite_relation_between_the_same_things_is_contradicted(variant: str, claim: str, evidence: str) -> None:
    j = RulesJudge(variant=variant).label(claim, [Passage(span_id="e", text=evidence)])  # type: ignore[arg-type]
    assert j.label is Label.CONTRADICTED, j.rationale
    assert "opposite" in j.rationale


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence"), CONSISTENT)
def test_negated_or_unrelated_opposite_is_not_a_contradiction(variant: str, claim: str, evidence: str) -> None:
    j = RulesJudge(variant=variant).label(claim, [Passage(span_id="e", text=evidence)])  # type: ignore[arg-type]
    assert j.label is not Label.CONTRADICTED, j.rationale
