"""Words the claim gives a role that the evidence gives another speaker (DESIGN §3.4: a claim asserting more than its
evidence is not entailed; probe 52's misattribution by role), in words other than the probe's: a sailing club's and
a museum's meetings."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


AGM = ("At the spring meeting, commodore Jean Marsh said the slipway had been repaired, while treasurer Alan Cole "
       "said mooring fees would rise by 5%.",)
MUSEUM = ("Curator Lise Aumont announced that the tapestry room would reopen in May; the education officer, Dev "
          "Pillai, said school visits had doubled.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("The treasurer said the slipway had been repaired.", AGM),
    ("According to the treasurer, the slipway had been repaired.", AGM),
    ("The commodore reported that mooring fees would rise by 5%.", AGM),
    ("The education officer announced that the tapestry room would reopen in May.", MUSEUM),
])
def test_design_3_4_words_the_evidence_gives_another_speaker_said_by_a_role_are_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The commodore said the slipway had been repaired.", AGM),
    ("According to the treasurer, mooring fees would rise by 5%.", AGM),
    ("The education officer said school visits had doubled.", MUSEUM),
])
def test_design_3_4_words_the_evidence_gives_the_role_are_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize("passages", [
    ("The treasurer, Jo Bell, said the hall was booked. Bell added that fees would rise.",),
    ("The treasurer said the hall was booked. She added that fees would rise.",),
])
def test_design_3_4_the_roles_speaker_named_again_or_by_a_pronoun_is_the_role(passages: tuple[str, ...]) -> None:
    assert judged("The treasurer said fees would rise.", *passages) is Label.ENTAILED


def test_design_3_4_a_role_given_words_the_evidence_gives_another_across_sentences_is_not_entailed() -> None:
    assert judged("Fenwick Joinery's works manager said the order book was full.",
                  "Ada Crane, Fenwick Joinery's finance director, told staff: \"The order book is full.\"",
                  "Later, Raj Patel, who is Fenwick Joinery's works manager, said that a second shift would start.") \
        is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The match captain added that the junior section had grown to 30 players.",
     ("Match captain Olu Adeyemi said the first team had won the county title, and he added that the junior section "
      "had grown to 30 players.",)),
    ("The head said that the heating bill had doubled.",
     ("Head Marian Stock said the new science block would open in June, but added that the heating bill had "
      "doubled.",)),
    ("The chair said the AGM would be in March.",
     ("Robin Hale, who chairs the club, said the AGM would be in March, and he added that the chair of the juniors "
      "would stand down.",)),
    ("The director said ticket sales had doubled.",
     ("Ana Ruiz is the festival director.", "Ana Ruiz said ticket sales had doubled, and Tom Lee, the director of "
      "the opening film, said he was delighted.")),
])
def test_design_3_4_the_roles_own_further_words_are_not_given_to_another(claim: str,
                                                                        passages: tuple[str, ...]) -> None:
    # (the first version of the reading refused each of these: found by the stop 59 review)
    judgment = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "another speaker" not in judgment.rationale


def test_the_role_speaker_reading_is_linear_in_runs_of_spaces() -> None:
    def run(n: int) -> None:
        judged("The treasurer said that the hall would reopen in May.",
               "Jo Bell said the hall would reopen in May" + " " * (40 * n) + "and Al Cox said no.")

    assert_linear(run, 300)


@pytest.mark.parametrize(("claim", "passages"), [
    ("The chair said the play area would reopen in June.",
     ("Ann Bell, who chairs the residents' association, said the play area would reopen in June, while former chair "
      "Tom Reed said the fees were too high.",)),
    ("The club secretary said the pavilion roof had been mended.",
     ("Jo Kerr, the club's secretary, said the pavilion roof had been mended, while treasurer Sam Hill said the bar "
      "had made a profit.",)),
])
def test_design_3_4_the_role_said_as_a_verb_or_a_possessive_is_the_speakers(claim: str,
                                                                            passages: tuple[str, ...]) -> None:
    # ("who chairs" for "the chair", "the club's secretary" for "the club secretary": stop 59 review)
    judgment = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "another speaker" not in judgment.rationale

