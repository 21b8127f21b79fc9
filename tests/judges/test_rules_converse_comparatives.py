"""The rules judge (strict coverage too) on a comparison said from the other side (DESIGN §3.7: a restatement
asserts no more): "B is lower than A" says "A is higher than B"; the same sides with the opposite word do not
(audit 45's four right answers failed the strict coverage)."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

EVIDENCE = "The Kell lighthouse is taller than the Orm lighthouse."


@pytest.mark.parametrize("variant", ["scored", "strict"])
def test_design_3_7_a_comparison_from_the_other_side_is_entailed(variant: str) -> None:
    judge = RulesJudge(variant=variant)
    for claim in ("The Orm lighthouse is shorter than the Kell lighthouse.",):
        assert judge.label(claim, [Passage(span_id="e", text=EVIDENCE)]).label == Label.ENTAILED, claim
    older = "The harbour wall is older than the boathouse."
    assert judge.label("The boathouse is more recent than the harbour wall.",
                       [Passage(span_id="e", text=older)]).label == Label.ENTAILED


@pytest.mark.parametrize("variant", ["scored", "strict"])
def test_design_3_4_the_opposite_comparison_of_the_same_sides_is_not_entailed(variant: str) -> None:
    judge = RulesJudge(variant=variant)
    assert judge.label("The Kell lighthouse is shorter than the Orm lighthouse.",
                       [Passage(span_id="e", text=EVIDENCE)]).label != Label.ENTAILED


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence"), [
    ("The north path is less steep than the scree gully.", "The scree gully is steeper than the north path."),
    ("Hail storms were less common than gales.", "Gales were more common than hail storms."),
    ("The old ferry was less reliable than the new one.", "The new one was more reliable than the old ferry."),
])
def test_design_3_7_less_said_from_the_other_side_is_entailed(variant: str, claim: str, evidence: str) -> None:
    """Audit 46 VIN39, SKI30, FIR37: "less steep" for "steeper", "less common" for "more common" failed the strict
    coverage ("they do not contain: less")."""
    assert RulesJudge(variant=variant).label(claim, [Passage(span_id="e", text=evidence)]).label == Label.ENTAILED


@pytest.mark.parametrize("variant", ["scored", "strict"])
def test_design_3_4_less_of_the_same_sides_is_not_entailed(variant: str) -> None:
    judge = RulesJudge(variant=variant)
    assert judge.label("The scree gully is less steep than the north path.",
                       [Passage(span_id="e", text="The scree gully is steeper than the north path.")]).label \
        != Label.ENTAILED
    assert judge.label("Gales were less common than hail storms.",
                       [Passage(span_id="e", text="Gales were more common than hail storms.")]).label != Label.ENTAILED


@pytest.mark.parametrize("variant", ["scored", "strict"])
def test_design_3_7_less_for_a_listed_comparative_is_said_from_the_other_side(variant: str) -> None:
    judge = RulesJudge(variant=variant)
    assert judge.label("The bus is less busy than the tram.",
                       [Passage(span_id="e", text="The tram is busier than the bus.")]).label == Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The spare battery is lighter than the main battery.",
     "In 2019 the main battery was swapped for a heavier spare that lasts twice as long."),
    ("The new pier reaches shallower water than the old jetty did.",
     "The old jetty was pulled down in 1994; the new pier runs out into deeper water."),
    ("The rebuilt signal box is smaller than the original.",
     "After the fire the signal box was rebuilt on a larger plan, with room for a second lever frame."),
])
def test_design_3_4_a_comparative_whose_opposite_the_evidence_says_is_not_entailed(claim: str, evidence: str) -> None:
    """Probe 37's comparatives ("lighter than its original ones" on "replaced by a heavier pair"): the claim's
    comparative is in no evidence text, its opposite is, and no sentence says the comparison from the other side."""
    found = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert found.label != Label.ENTAILED, found.rationale


def test_design_3_7_a_comparative_the_evidence_says_itself_is_read_as_before() -> None:
    """The claim's own comparative in the evidence ("heavier") or the comparison said from the other side: the
    reading stays out."""
    judge = RulesJudge()
    evidence = "The Orm lighthouse is shorter than the Kell lighthouse, which is taller than any other on the coast."
    assert judge.label("The Kell lighthouse is taller than the Orm lighthouse.",
                       [Passage(span_id="e", text=evidence)]).label == Label.ENTAILED
