"""Probe 51's families (DESIGN §3.4: a claim asserting another value than its evidence, or more than it, is not
entailed), in words other than the probe's (a rugby sevens tournament, a chess congress's appeal, a regatta), each
with the twin the evidence does support."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


LISTED = ("Results of the Hexley Sevens kicking contest final (three finalists): Rhys Owen 44 points, Dara Quinn 39, "
          "Ola Berg 31.",)
SCORED = ("In the Hexley Sevens kicking contest final, Dara Quinn scored 39 points, Rhys Owen 44 and Ola Berg 31; they "
          "were the only three finalists.",)


@pytest.mark.parametrize("passages", [LISTED, SCORED])
@pytest.mark.parametrize("claim", [
    "Dara Quinn had the highest score in the Hexley Sevens kicking contest final.",
    "Ola Berg outscored Dara Quinn in the Hexley Sevens kicking contest final.",
])
def test_design_3_4_a_comparison_of_listed_scores_turned_round_is_contradicted(claim: str,
                                                                              passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize("passages", [LISTED, SCORED])
@pytest.mark.parametrize("claim", [
    "Rhys Owen had the highest score in the Hexley Sevens kicking contest final.",
    "Dara Quinn outscored Ola Berg in the Hexley Sevens kicking contest final.",
])
def test_design_3_4_a_comparison_of_listed_scores_as_listed_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


RAISED = ("The target for the Kirkby Chess Congress trophy appeal was originally £4,000. In May 2024 it was raised to "
          "£6,500.",)


def test_design_3_4_a_value_the_evidence_says_was_originally_so_before_a_change_is_not_entailed_as_now() -> None:
    assert judged("The target for the Kirkby Chess Congress trophy appeal is £4,000.", *RAISED) is Label.INSUFFICIENT


@pytest.mark.parametrize("claim", [
    "The target for the Kirkby Chess Congress trophy appeal is £6,500.",
    "The target for the Kirkby Chess Congress trophy appeal was originally £4,000.",
])
def test_design_3_4_the_value_now_or_the_original_said_as_such_is_entailed(claim: str) -> None:
    assert judged(claim, *RAISED) is Label.ENTAILED


def test_design_3_4_originally_a_value_that_has_not_changed_is_not_read_as_replaced() -> None:
    assert judged("The Kirkby boathouse is 40 metres long.",
                  "The Kirkby boathouse was originally 40 metres long and has not changed since.") is Label.ENTAILED


EXPECT = ("Kirkby Gazette: organisers expect around 2,300 spectators at the Kirkby Regatta on 6 July 2024.",)
ANTICIPATE = ("Preview: the organisers of the Kirkby Regatta on 6 July 2024 anticipate a crowd of about 2,300.",)


@pytest.mark.parametrize("passages", [EXPECT, ANTICIPATE])
@pytest.mark.parametrize("claim", [
    "Around 2,300 spectators attended the Kirkby Regatta on 6 July 2024.",
    "The Kirkby Regatta drew a crowd of about 2,300.",
])
def test_design_3_4_a_figure_the_evidence_only_expects_stated_as_fact_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.INSUFFICIENT


@pytest.mark.parametrize("passages", [EXPECT, ANTICIPATE])
def test_design_3_4_the_figure_kept_as_expected_is_entailed(passages: tuple[str, ...]) -> None:
    assert judged("Organisers are expecting roughly 2,300 spectators at the Kirkby Regatta.", *passages) \
        is Label.ENTAILED


def test_design_3_4_a_word_of_aiming_that_governs_no_figure_is_not_read_as_expecting_it() -> None:
    assert judged("The Kirkby Regatta club has 240 members.",
                  "The Kirkby Regatta club, which aims to grow, has 240 members.") is Label.ENTAILED


def test_the_score_and_expectation_readings_are_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged("Dara Quinn outscored Rhys Owen; 2,300 spectators attended.",
               "Rhys Owen 44 points, Dara Quinn 39, " * n + "and organisers expect around " * n + "2,300 spectators.")

    assert_linear(run, 500)


CLOSED = ("The Kirkby slipway closed in March 2024 after storm damage.", "It reopened on 2 June 2024 following repairs.")
SHUT = ("Update: the Kirkby slipway, shut since March 2024 because of storm damage, reopened on 2 June 2024.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Kirkby slipway is closed after storm damage.", CLOSED),
    ("The Kirkby slipway has remained shut since the storm damage in March 2024.", SHUT),
])
def test_design_3_4_a_closure_the_evidence_says_ended_stated_as_now_is_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize("passages", [CLOSED, SHUT])
def test_design_3_4_the_closure_said_as_past_or_ended_is_not_contradicted(passages: tuple[str, ...]) -> None:
    assert judged("The Kirkby slipway has reopened after storm damage.", *passages) is not Label.CONTRADICTED


FEE = ("The Kirkby Regatta club's annual membership covers boat storage, coaching and insurance; the regatta entry "
       "fee is charged separately.",)


def test_design_3_4_an_item_the_evidence_charges_apart_stated_as_included_is_contradicted() -> None:
    assert judged("The Kirkby Regatta club's annual membership covers boat storage, coaching, insurance and the "
                  "regatta entry fee.", *FEE) is Label.CONTRADICTED


def test_design_3_4_what_the_membership_covers_as_listed_is_entailed() -> None:
    assert judged("The Kirkby Regatta club's annual membership covers boat storage, coaching and insurance.", *FEE) \
        is Label.ENTAILED


SUCCEEDED = ("Nia Bell has been commodore of Kirkby Sailing Club since 2021, succeeding Hugh Dent, who had held the "
             "post since 2012.",)
TOOK_OVER = ("Hugh Dent served as Rear Commodore of Kirkby Sailing Club from 2012 to 2021, when Nia Bell took over.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("The current commodore of Kirkby Sailing Club is Hugh Dent.", SUCCEEDED),
    ("The current Rear Commodore of Kirkby Sailing Club is Hugh Dent.", TOOK_OVER),
])
def test_design_3_4_a_former_holder_said_to_hold_the_post_now_is_contradicted(claim: str,
                                                                            passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The current commodore of Kirkby Sailing Club is Nia Bell.", SUCCEEDED),
    ("Nia Bell took over as Rear Commodore of Kirkby Sailing Club in 2021.", TOOK_OVER),
])
def test_design_3_4_the_holder_now_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


ONCE = ("On 9 March 2024, the Kirkby Regatta prizegiving was held at the Quay Hotel instead of its usual home, the "
        "Kirkby boathouse, which was being repainted.",)


def test_design_3_4_a_place_of_one_time_said_as_the_rule_is_not_entailed() -> None:
    assert judged("The Kirkby Regatta prizegiving is held at the Quay Hotel.", *ONCE) is Label.INSUFFICIENT


@pytest.mark.parametrize("claim", [
    "The Kirkby Regatta prizegiving was held at the Quay Hotel in March 2024.",
    "The Kirkby boathouse is the usual home of the Kirkby Regatta prizegiving.",
])
def test_design_3_4_the_one_time_place_as_past_or_the_usual_place_is_entailed(claim: str) -> None:
    assert judged(claim, *ONCE) is Label.ENTAILED
