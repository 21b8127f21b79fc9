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
    ("The board rejected the Harlow merger.", "The board approved the Harlow merger, which nobody expected."),
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


# An independent audit's probes (its wording): restrictions, hedges and relation words about other things.
AUDIT_CONSISTENT = [
    ("The council rejected the plan.", "The council failed to approve the plan."),
    ("The council rejected the plan.", "The council voted against approving the plan."),
    ("Smoking is prohibited in the lobby.", "Smoking is permitted only outside the lobby."),
    ("Imports decreased in 2020.", "Exports increased in 2020 while imports decreased."),
    ("Imports decreased in 2020.", "In 2020, exports increased sharply, unlike imports."),
    ("The committee approved the exemption.", "The committee rejected the request to deny the exemption."),
    ("The appeal court overturned the verdict.", "The appeal court refused to uphold the verdict."),
    ("The drug is illegal in Norway.", "The drug is legal in Sweden but not in Norway."),
    ("The firm is private.", "The firm stopped being public in 2015."),
    ("The council rejected the plan.", "The council could approve the plan."),
]


@pytest.mark.parametrize(("claim", "evidence"), AUDIT_CONSISTENT)
def test_restricted_hedged_or_other_clause_opposites_are_not_contradictions(claim: str, evidence: str) -> None:
    j = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert "opposite relation" not in j.rationale, j.rationale


@pytest.mark.parametrize(("claim", "passages"), [
    ("The board rejected the merger.", ["The board approved the merger.", "The board rejected the budget."]),
    ("The board approved the budget and rejected the merger.",
     ["The board rejected the budget and approved the merger."]),
    ("Smoking is prohibited in the garden.", ["Smoking is permitted in the garden but prohibited in the lobby."]),
], ids=["word-elsewhere-about-other-things", "objects-swapped", "clause-of-the-same-place"])
def test_the_claim_word_said_of_other_things_does_not_hide_the_opposite(claim: str, passages: list[str]) -> None:
    j = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert j.label is Label.CONTRADICTED, j.rationale
