"""What the evidence gives only as a report someone disputes (DESIGN §3.4: a claim asserting what its evidence does
not), in words other than the probes': a cricket club's pavilion and a theatre's lease. "confirmed that the pavilion
would be demolished" on "dismissed as scaremongering reports that the pavilion would be demolished" is not entailed;
a claim that keeps the dispute, or evidence that grants the report elsewhere, stays entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Thornbury Cricket Club confirmed that the old pavilion would be demolished.",
     ("Thornbury Cricket Club dismissed as scaremongering reports that the old pavilion would be demolished.",)),
    ("The committee of Thornbury Cricket Club said the old pavilion would be demolished.",
     ("The committee of Thornbury Cricket Club rejected suggestions that the old pavilion would be demolished.",)),
    ("According to Priya Lowe, the Roxburgh Theatre will lose its lease.",
     ("\u201cThere is no truth whatsoever in the story that the Roxburgh Theatre will lose its lease,\u201d said "
      "Priya Lowe.",)),
    ("Priya Lowe said that the Roxburgh Theatre would lose its lease.",
     ("Priya Lowe said that rumours that the Roxburgh Theatre would lose its lease were completely unfounded.",)),
    ("The Roxburgh Theatre will lose its lease in 2026.",
     ("The theatre's trustees have played down fears that the Roxburgh Theatre will lose its lease in 2026.",
      "The Roxburgh Theatre seats 420 people.")),
    ("The groundsman resigned in April.", ("The club denied that the groundsman resigned in April.",)),
    # disputed in the passive, by a speaker named inside the words disputing, or after a question left open
    ("Priya Lowe confirmed that the Roxburgh Theatre is to close its studio.",
     ("Claims that the Roxburgh Theatre is to close its studio were firmly rejected by Priya Lowe.",)),
    ("According to Priya Lowe, the Roxburgh Theatre will close its studio.",
     ("There is no truth at all, Priya Lowe insisted, in talk that the Roxburgh Theatre will close its studio.",)),
    ("Priya Lowe said that the Roxburgh Theatre would close its studio.",
     ("Pressed on whether the Roxburgh Theatre would close its studio, Priya Lowe said it was too early to say.",)),
    # (review 63's misses) other verbs and adverbs of disputing, "it was untrue that", untrue in quotation marks
    ("Thornbury Cricket Club confirmed that it would sell its roller.",
     ("Thornbury Cricket Club rubbished reports that it would sell its roller.",)),
    ("Thornbury Cricket Club said it would sell its roller.",
     ("Thornbury Cricket Club poured scorn on a newspaper's claims that it would sell its roller.",)),
    ("Thornbury Cricket Club said it would sell its roller.",
     ("Thornbury Cricket Club denied categorically that it would sell its roller.",)),
    ("Priya Lowe said the Roxburgh Theatre would close its studio.",
     ("Priya Lowe said it was untrue that the Roxburgh Theatre would close its studio.",)),
    ("Priya Lowe said the Roxburgh Theatre would close its studio.",
     ("Priya Lowe said claims that the Roxburgh Theatre would close its studio were \u201ctotally false\u201d.",)),
    ("Priya Lowe said the Roxburgh Theatre would close its studio.",
     ("Priya Lowe said reports that the Roxburgh Theatre would close its studio were misleading.",)),
    # a report in one sentence, disputed in another that refers back to it
    ("The treasurer of Thornbury Cricket Club said the club would sell its roller.",
     ("A county newsletter claimed that Thornbury Cricket Club would sell its roller.",
      "Omar Fell, the club's treasurer, said the newsletter's story was inaccurate.")),
])
def test_design_3_4_a_report_the_evidence_disputes_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    # the claim keeps the dispute
    ("Thornbury Cricket Club dismissed reports that the old pavilion would be demolished.",
     ("Thornbury Cricket Club dismissed as scaremongering reports that the old pavilion would be demolished.",)),
    # the evidence grants it in another sentence
    ("Thornbury Cricket Club confirmed that the old pavilion would be demolished.",
     ("In May, Thornbury Cricket Club rejected reports that the old pavilion would be demolished.",
      "In July, Thornbury Cricket Club confirmed that the old pavilion would be demolished.")),
    # the claim's proposition is said beside another report disputed
    ("The old pavilion will be demolished in September.",
     ("The club said the old pavilion will be demolished in September, and rejected claims that the nets were unsafe.",)),
    # what the evidence says instead, after the disputed report
    ("The Roxburgh Theatre will close its studio on Tuesdays.",
     ("It is not true that the Roxburgh Theatre will close its studio on Mondays; it will close it on Tuesdays.",)),
    # the question is answered
    ("Priya Lowe said that the Roxburgh Theatre would close its studio.",
     ("Asked whether the Roxburgh Theatre would close its studio, Priya Lowe said that it would, in May.",)),
    # the report is borne out in another sentence
    ("Thornbury Cricket Club will sell its roller.",
     ("A county newsletter claimed that Thornbury Cricket Club would sell its roller.",
      "The club's treasurer said the newsletter's story was inaccurate.",
      "In August, Thornbury Cricket Club confirmed that it will sell its roller.")),
    # (review 63) the proposition ends at a colon, a dash or a bracket; an answer of yes; a sentence bearing it out;
    # a dispute nobody made
    ("Greta Holm said the allotment society's accounts were healthy.",
     ("Greta Holm dismissed claims that the allotment society was in trouble: its accounts were healthy, she said.",)),
    ("The allotment society will extend its orchard.",
     ("The allotment society denied that it would sell its orchard \u2014 it will extend its orchard, the chair said.",)),
    ("Greta Holm said the orchard would be sold.",
     ("Asked whether the orchard would be sold, Greta Holm said it would, and declined to say when.",)),
    ("The allotment society will sell its orchard.",
     ("The allotment society dismissed as speculation reports that the allotment society will sell its orchard.",
      "Minutes of its committee confirm the decision.")),
    ("The allotment society's membership has doubled.",
     ("Nobody has disputed reports that the allotment society's membership has doubled.",)),
    # the disputed report is of something else
    ("Priya Lowe runs the Roxburgh Theatre.",
     ("Priya Lowe, who runs the Roxburgh Theatre, denied that the box office had closed.",)),
])
def test_design_3_4_what_the_evidence_grants_or_the_claim_keeps_disputed_stays_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_disputed_reports_are_read_in_linear_time() -> None:
    claim = "Thornbury Cricket Club confirmed that the old pavilion would be demolished."
    unit = "Thornbury Cricket Club rejected claims that the old pavilion and the nets would be demolished; "
    assert_linear(lambda n: label(claim, unit * n), 300)


@pytest.mark.parametrize("passage", [
    "Thornbury Cricket Club declined to confirm or deny that the old pavilion would be demolished.",
    "Thornbury Cricket Club did not deny reports that the old pavilion would be demolished.",
])
def test_design_3_4_a_dispute_taken_back_is_not_read_as_one(passage: str) -> None:
    """Not a dispute: the reading stays silent (another may still refuse the claim, but not as disputed)."""
    from citeset.judges._rules_disputed import disputed_as_said
    from citeset.judges._rules_features import features

    assert disputed_as_said(features("Thornbury Cricket Club said the old pavilion would be demolished."),
                            [features(passage)]) is None


def test_the_readings_entry_test_stays_readable_by_the_gates() -> None:
    """Past 40 alternatives `_rules_gates` cannot read a pattern, and every text is searched whole (a first widening
    of this reading cost 2.4% of a benchmark run's instructions that way)."""
    from citeset.judges._rules_disputed import _MAY_DISPUTE
    from citeset.judges._rules_gates import required_parts

    assert required_parts(_MAY_DISPUTE) is not None


@pytest.mark.parametrize("unit", [
    "and denied that the nets would be sold ",
    "and there is no truth, the groundsman said, in talk that the nets would be sold ",
    "asked whether the nets would be sold, ",
])
def test_disputes_in_one_long_sentence_are_read_in_linear_time(unit: str) -> None:
    """Review 63's hostile sentences: each dispute was read to its sentence's end (127 s at 200,000 characters)."""
    claim = "Thornbury Cricket Club confirmed that the old pavilion would be demolished."
    assert_linear(lambda n: label(claim, "Thornbury Cricket Club said the old pavilion would be demolished "
                                  + unit * n + "."), 300)
