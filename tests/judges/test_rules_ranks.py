"""The rules judge on a superlative or a comparative given to the other entity of a ranking (probe 39: "the north yard
produced the least honey" and "the summit dome logged more hours than the west dome" were entailed by sentences that
rank the two the other way), in other words: another value in the role (DESIGN §3.4)."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, text: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


MARKETS = "Of the four stalls, the cheese stall took the most money in May and the flower stall the least."
QUARRIES = "In 2022 the east quarry shipped the most stone of the three, and the river quarry shipped the fewest."


@pytest.mark.parametrize(("claim", "text"), [
    ("In May the cheese stall took the least money of the four stalls.", MARKETS),
    ("The flower stall took the most money in May.", MARKETS),
    ("In 2022 the river quarry shipped the most stone of the three.", QUARRIES),
    ("In 2022 the river quarry shipped more stone than the east quarry.", QUARRIES),
    ("The east quarry shipped fewer loads of stone than the river quarry in 2022.", QUARRIES),
])
def test_design_3_4_a_rank_given_to_the_other_entity_is_contradicted(claim: str, text: str) -> None:
    assert label(claim, text) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "text"), [
    ("In May the flower stall took the least money of the four stalls.", MARKETS),
    ("The cheese stall took the most money in May.", MARKETS),
    ("In 2022 the east quarry shipped more stone than the river quarry.", QUARRIES),
    ("In 2022 the river quarry shipped the fewest loads of stone of the three.", QUARRIES),
])
def test_design_3_4_a_rank_kept_is_not_contradicted(claim: str, text: str) -> None:
    assert label(claim, text) is not Label.CONTRADICTED


def test_a_sentence_of_many_superlatives_is_read_in_linear_time() -> None:
    from citeset.judges._rules_features import features
    from citeset.judges._rules_ranks import superlative_moved

    def run(n: int) -> None:
        text = features(", and ".join(f"the stall {i} took the most money" for i in range(n)) + ".")
        claim = features(", and ".join(f"stall {i} took more money than stall {i + 1}" for i in range(n)) + ".")
        superlative_moved(claim, [text])
    assert_linear(run, 100)


@pytest.mark.parametrize(("claim", "text", "held"), [
    ("The Kelso trust was given £9,000 by the county in 2024, its first grant.",
     "The Kelso trust received a grant of £9,000 from the county in 2024.", False),
    ("In 2024 the county gave the Kelso trust £9,000 to build a second boathouse.",
     "The Kelso trust received a grant of £9,000 from the county in 2024.", False),
    ("The Kelso trust was given £9,000 by the county in 2024, its first grant.",
     "In 2024 the Kelso trust received its first grant: £9,000 from the county.", True),
    ("The Kelso boathouse first opened in 1990.", "The Kelso boathouse opened in 1990.", True),
])
def test_design_3_7_a_rank_the_evidence_does_not_say_is_not_entailed(claim: str, text: str, held: bool) -> None:
    """Probe 39 (extra assertions): "..., its first grant" and "a grant of €25,000 to build a second bakehouse" were
    entailed by evidence saying neither: a rank the claim gives a thing is a value the evidence must hold."""
    assert (label(claim, text) is Label.ENTAILED) is held


@pytest.mark.parametrize(("claim", "text"), [
    ("The north yard produced the least wax.", "The north yard produced the most honey and the least wax."),
    ("The east wing has the newest kitchen.", "The east wing has the oldest rooms and the newest kitchen."),
    ("Oslo has more parks than Rome.", "Rome has the most churches and Oslo the fewest. Oslo has more parks than Rome."),
    ("In 2024 the north yard produced the least honey.",
     "In 2023 the north yard produced the most honey; in 2024 it produced the least."),
])
def test_design_3_4_a_rank_of_another_measure_or_year_is_not_contradicted(claim: str, text: str) -> None:
    """Review of stop 51: a superlative was read apart from what it measures ("the most honey and the least wax"),
    and a pronoun's ("in 2024 it produced the least") was not the claim's holder."""
    assert label(claim, text) is not Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "text"), [
    ("The bakery opened a second shop in Leeds.", "After the success of its York shop, the bakery opened another shop in Leeds."),
    ("Their first child was born in 2010.", "Their eldest child was born in 2010."),
])
def test_design_3_7_a_rank_said_in_other_words_stays_entailed(claim: str, text: str) -> None:
    """Review of stop 51: "a second shop" for "another shop", "first child" for "eldest child" were refused."""
    assert label(claim, text) is Label.ENTAILED


FERRIES = ("Skerry Ferries runs three piers. In 2023, Holm Pier had 4,120 sailings, Vaila Pier had 2,310, and Bressay "
           "Pier had 940.")
RECORDED = ("In 2022, the Lark Gallery recorded the most visitors of the three galleries run by the trust, with 9,310; "
            "the Finch Room recorded the fewest, with 720.")


@pytest.mark.parametrize(("claim", "text"), [
    ("Of the three piers run by Skerry Ferries, Holm Pier had the lowest number of sailings in 2023.", FERRIES),
    ("Of the three piers run by Skerry Ferries, Bressay Pier had the highest number of sailings in 2023.", FERRIES),
    ("Of the three galleries run by the trust, the Lark Gallery had the lowest number of visitors in 2022.", RECORDED),
])
def test_design_3_4_a_superlative_the_figures_give_another_holder_is_contradicted(claim: str, text: str) -> None:
    """Probe 40: "had the lowest number of" was read neither as "the fewest" nor against the figures."""
    assert label(claim, text) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "text"), [
    ("Of the three piers run by Skerry Ferries, Bressay Pier had the lowest number of sailings in 2023.", FERRIES),
    ("Of the three piers run by Skerry Ferries, Holm Pier had the highest number of sailings in 2023.", FERRIES),
])
def test_design_3_4_a_superlative_the_figures_give_its_holder_is_not_contradicted(claim: str, text: str) -> None:
    assert label(claim, text) is not Label.CONTRADICTED


def test_reading_by_figures_is_linear_in_the_text() -> None:
    from citeset.judges._rules_features import features
    from citeset.judges._rules_ranks import superlative_by_figures
    claim = features("Holm Pier had the lowest number of sailings.")
    assert_linear(lambda n: superlative_by_figures(claim, [features(
        "Holm Pier had 4,120 sailings, Vaila Pier had 2,310, and Bressay Pier had 940. " * n)]), 400)


@pytest.mark.parametrize(("claim", "text"), [
    ("Leeds had the most members.", "Leeds had 400 members, York 60 and Hull 55, a total of 515."),
    ("Smith scored the most goals.", "Smith scored 20 goals, Jones, aged 35, scored 15 goals."),
    ("Harrogate recorded the most visitors.", "Harrogate recorded 9,000 visitors, Ripon 4,000 and the county as a "
                                              "whole 30,000."),
    ("The Leeds branch has the fewest staff.", "The Leeds branch has 12 staff, the York branch has 40 staff, and the "
                                               "Hull branch was opened 3 years ago."),
])
def test_design_3_4_a_total_an_age_or_another_count_is_no_rival_figure(claim: str, text: str) -> None:
    """The review of stop 52: a total, an age or a count of years was read as another holder's figure."""
    assert label(claim, text) is not Label.CONTRADICTED


GAPPED = "Last summer the boathouse drew 4,907 visitors, the slipway 1,466 and the café 7,534."


@pytest.mark.parametrize(("claim", "label"), [
    ("The slipway attracted the most visitors last summer.", Label.CONTRADICTED),
    ("The slipway drew the fewest visitors last summer.", Label.ENTAILED),
])
def test_design_3_4_a_superlative_read_against_gapped_figures_of_common_nouns(claim: str, label: Label) -> None:
    assert RulesJudge().label(claim, [Passage(span_id="e", text=GAPPED)]).label is label
