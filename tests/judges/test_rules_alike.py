"""The rules judge on a share said in other words (DESIGN §3.7: a claim asserting no more than its evidence): "the
majority of" and "the greater part of" say what "most of" says; a smaller share does not. Worded apart from audit
43 and probe 35."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

EVIDENCE = "Most of the lighthouse keepers' logbooks are held in Oban."


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize("claim", ["The majority of the lighthouse keepers' logbooks are held in Oban.",
                                   "The greater part of the lighthouse keepers' logbooks is held in Oban."])
def test_design_3_7_a_share_in_other_words_is_entailed(variant: str, claim: str) -> None:
    judge = RulesJudge(variant=variant)
    assert judge.label(claim, [Passage(span_id="e", text=EVIDENCE)]).label == Label.ENTAILED


def test_design_3_7_a_majority_is_not_said_by_some() -> None:
    claim = "The majority of the lighthouse keepers' logbooks are held in Oban."
    evidence = "Some of the lighthouse keepers' logbooks are held in Oban."
    assert RulesJudge(variant="strict").label(claim, [Passage(span_id="e", text=evidence)]).label != Label.ENTAILED


@pytest.mark.parametrize(("claim", "wrong", "evidence"), [
    ("Corran Marine sells diesel to the lifeboat station.", "Corran Marine buys diesel from the lifeboat station.",
     "The lifeboat station buys diesel from Corran Marine."),
    ("The ferry company lets the slipway to the rowing club.", "The ferry company rents the slipway from the rowing club.",
     "The rowing club rents the slipway from the ferry company."),
    ("The county archive lent the logbooks to the museum.", "The county archive borrowed the logbooks from the museum.",
     "The museum borrowed the logbooks from the county archive."),
])
def test_design_3_7_a_transfer_from_the_other_partys_side_is_entailed(claim: str, wrong: str, evidence: str) -> None:
    """"B buys X from A" says "A sells X to B"; the same verb with the parties exchanged is the other transfer."""
    judge = RulesJudge(variant="strict")
    assert judge.label(claim, [Passage(span_id="e", text=evidence)]).label == Label.ENTAILED
    assert judge.label(wrong, [Passage(span_id="e", text=evidence)]).label != Label.ENTAILED


LED = "Ines Moor led the Harrow Vale Cycling Federation's youth squad in 2019, when it won the county title."


@pytest.mark.parametrize("claim", [
    "Ines Moor was the leader of the Harrow Vale Cycling Federation's youth squad in 2019.",
    "The youth squad of the Harrow Vale Cycling Federation was under the leadership of Ines Moor in 2019.",
])
def test_design_3_4_the_noun_of_a_doer_for_its_verb_is_entailed(claim: str) -> None:
    assert RulesJudge().label(claim, [Passage(span_id="e", text=LED)]).label is Label.ENTAILED


def test_design_3_4_the_noun_of_another_deed_is_not_entailed() -> None:
    claim = "Ines Moor was the founder of the Harrow Vale Cycling Federation's youth squad in 2019."
    assert RulesJudge().label(claim, [Passage(span_id="e", text=LED)]).label is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Chen is the owner of the Red Lion.", "Chen manages the Red Lion, which is owned by Bramwell Inns."),
    ("Haines was the editor of the Gazette.", "Haines wrote for the Gazette, which was edited by Rose Lang."),
])
def test_design_3_4_the_noun_of_a_doer_whose_verb_the_evidence_gives_another_is_not_entailed(claim: str,
                                                                                           evidence: str) -> None:
    assert RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The first team was under the leadership of Petrova.", "Petrova led the second team; the first team was led by "
     "Ivanova."),
    ("Hart was the director of the museum.", "Hart directed visitors to the museum's new wing as a volunteer guide."),
])
def test_design_3_4_the_noun_of_a_doer_of_another_deed_is_no_restatement(claim: str, evidence: str) -> None:
    from citeset.judges._rules_alike import said_alike
    from citeset.judges._rules_features import features
    cf = features(claim)
    assert not said_alike(cf, [features(evidence)], frozenset()) & {"leadership", "director"}
