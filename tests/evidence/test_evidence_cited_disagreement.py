"""Cited spans that disagree with each other (DESIGN §3.7, §3.9, §4: "no unresolved material contradiction").

An answer that cites two current sources giving different values for the same named thing ("located in Bergen"
and "located in Tromso") and states one of them picks a side in silence, whatever else its citations cover. The
world is a research station, in other words than the demo's and the audits'."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from _timing import assert_linear
from citeset.evidence.checks.disagreement import cited_disagreement
from conftest import output_cards

TEXTS = {
    "roster-v1": "Station roster.\nDr Ines Kowal runs the Tarn laboratory.\n",
    "sites-v1": "Site list.\nThe Tarn laboratory is located in Bergen.\n",
    "relocation-v1": "Relocation bulletin.\nThe Tarn laboratory is located in Tromso.\n",
    "guide-v1": "Visitor guide.\nGuided tours of the Tarn laboratory start at 10 am.\n",
    "tours-v1": "Tour notice.\nGuided tours of the Tarn laboratory start at 11 am.\n",
    "fjord-v1": "Fjord Station.\nThe station was founded in 1961.\n",
    "polar-v1": "Polar Station.\nThe station was founded in 1974.\n",
    "kelp-v1": "Kelp survey.\nThe Tarn laboratory counted 40 kelp beds in 2021.\nThe Tarn laboratory counted 55 kelp "
               "beds in 2023.\n",
}
SPANS = [("r1", "roster-v1", "Dr Ines Kowal runs the Tarn laboratory."),
         ("s1", "sites-v1", "The Tarn laboratory is located in Bergen."),
         ("s2", "relocation-v1", "The Tarn laboratory is located in Tromso."),
         ("g1", "guide-v1", "Guided tours of the Tarn laboratory start at 10 am."),
         ("t1", "tours-v1", "Guided tours of the Tarn laboratory start at 11 am."),
         ("f1", "fjord-v1", "The station was founded in 1961."),
         ("p1", "polar-v1", "The station was founded in 1974."),
         ("k1", "kelp-v1", "The Tarn laboratory counted 40 kelp beds in 2021."),
         ("k2", "kelp-v1", "The Tarn laboratory counted 55 kelp beds in 2023.")]
LOCATED = {"case_id": "located", "question": "Where is the laboratory Dr Ines Kowal runs?", "cutoff": "2026-01-01",
           "reference_answer": ["Bergen"],
           "claims": [{"claim_id": "c", "text": "The laboratory run by Dr Ines Kowal is located in Bergen.",
                       "routes": [{"set_id": "r", "members": ["r1", "s1"]}]}]}
TOURS = {"case_id": "tours", "question": "When do guided tours of the Tarn laboratory start?",
         "cutoff": "2026-01-01", "reference_answer": ["10 am", "11 am"], "expected_behavior": "answer",
         "claims": [{"claim_id": "c", "text": "Guided tours of the Tarn laboratory start at 10 am according to the "
                                              "visitor guide and at 11 am according to the tour notice.",
                     "routes": [{"set_id": "guide", "members": ["g1"]}, {"set_id": "notice", "members": ["t1"]}]}]}
UNANNOTATED = {"case_id": "open", "question": "When do the tours start?", "cutoff": "2026-01-01",
               "annotated": False, "claims": []}


def _evaluate(tmp_path: Path, case: dict[str, Any], answer: str, sources: list[tuple[str, str]]) -> list[Any]:
    """The output cards of one answer (markers -> span ids, in the order given) to `case`."""
    return output_cards(tmp_path, TEXTS, SPANS, case, answer, sources)


def test_contradiction_an_extra_cited_span_giving_another_value_for_a_hop_is_not_hidden(tmp_path: Path) -> None:
    """§3.7: a covered route establishes support, but "if [the judge] finds [the cited spans] contradicting the
    claim, the claim is escalated". The relocation bulletin places the laboratory in Tromso: read with the roster
    and the site list, every word of the claim is there, and the value it contradicts sits in the second hop."""
    claim = "The laboratory run by Dr Ines Kowal is located in Bergen"
    (card,) = _evaluate(tmp_path, LOCATED, f"{claim} [1][2][3].", [("1", "r1"), ("2", "s1"), ("3", "s2")])
    assert card.verdict == "escalate", card.reasons
    assert card.contradiction is not None and "s2" in card.contradiction.spans, card.contradiction
    assert "Tromso" in card.contradiction.rationale, card.contradiction
    (plain,) = _evaluate(tmp_path, LOCATED, f"{claim} [1][2].", [("1", "r1"), ("2", "s1")])
    assert plain.verdict == "accept", plain.reasons


def test_contradiction_citing_both_sides_and_stating_one_is_not_accepted_under_answer(tmp_path: Path) -> None:
    """§4: no claim is accepted with an unresolved material contradiction. Under `expected_behavior: answer` the
    case does not ask for the disagreement to be stated, but a claim that cites the tour notice (11 am) and says
    10 am rests on a span that contradicts it. Stating both values, each with its source, resolves it."""
    picked = "Guided tours of the Tarn laboratory start at 10 am [1][2]."
    (card,) = _evaluate(tmp_path, TOURS, picked, [("1", "g1"), ("2", "t1")])
    assert card.verdict != "accept", card.reasons
    assert card.contradiction is not None and "t1" in card.contradiction.spans, card.contradiction
    (one,) = _evaluate(tmp_path, TOURS, "Guided tours of the Tarn laboratory start at 10 am [1].", [("1", "g1")])
    assert one.verdict == "accept", one.reasons


def test_unannotated_cited_spans_that_disagree_do_not_jointly_entail_one_side(tmp_path: Path) -> None:
    """§3 unannotated cases are accepted when the cited spans jointly entail the claim; two spans that give the
    tours' start as 10 am and as 11 am do not entail that they start at 10 am."""
    answer = "Guided tours of the Tarn laboratory start at 10 am [1][2]."
    (card,) = _evaluate(tmp_path, UNANNOTATED, answer, [("1", "g1"), ("2", "t1")])
    assert card.verdict != "accept", card.reasons
    (one,) = _evaluate(tmp_path, UNANNOTATED, "Guided tours of the Tarn laboratory start at 10 am [1].",
                       [("1", "g1")])
    assert one.verdict == "accept", one.reasons


def test_contradiction_sentences_alike_but_for_the_value_are_no_disagreement_without_a_shared_name() -> None:
    """"The station was founded in 1961." and "... in 1974." may be two stations (their documents' titles say
    which): with no name in the shared words, a comparison answer citing both is no silent pick. "Tours start"
    names no thing either (a sentence's first word may be capitalised for being first). A claim giving both
    values picks no side."""
    stations = [("f1", "The station was founded in 1961."), ("p1", "The station was founded in 1974.")]
    assert cited_disagreement("Fjord Station was founded in 1961", stations) is None
    tours = [("g1", "Tours start at 10 am."), ("t1", "Tours start at 11 am.")]
    assert cited_disagreement("Tours start at 10 am", tours) is None
    named = [("g1", "Guided tours of the Tarn laboratory start at 10 am."),
             ("t1", "Guided tours of the Tarn laboratory start at 11 am.")]
    found = cited_disagreement("Guided tours of the Tarn laboratory start at 10 am", named)
    assert found is not None and (found.against, found.value, found.other) == ("t1", "10", "11")
    both = "Guided tours of the Tarn laboratory start at 10 am (visitor guide) or at 11 am (tour notice)"
    assert cited_disagreement(both, named) is None


def test_contradiction_counts_of_two_years_are_not_one_value_given_twice(tmp_path: Path) -> None:
    """Sentences that differ in more than one place ("40 ... in 2021", "55 ... in 2023") do not disagree."""
    kelp = "The Tarn laboratory counted 40 kelp beds in 2021 [1][2]."
    (counted,) = _evaluate(tmp_path, UNANNOTATED, kelp, [("1", "k1"), ("2", "k2")])
    assert counted.contradiction is None, counted.contradiction
    assert counted.verdict == "accept", counted.reasons


def test_contradiction_two_members_of_one_route_or_lines_of_one_document_do_not_disagree(tmp_path: Path) -> None:
    """A route annotated as needing both spans ("first won in 2019" needs the 2019 and the 2021 win), and two
    lines of one document (a timetable's 7:30 and 16:45 sailings), state several values of one relation: no
    silent pick (an audit of this stop). A title line is no statement either."""
    texts = {"wins-a": "Prize list 2019.\nThe Orla choir won the Lund Prize in 2019.\n",
             "wins-b": "Prize list 2021.\nThe Orla choir won the Lund Prize in 2021.\n"}
    spans = [("a", "wins-a", "The Orla choir won the Lund Prize in 2019."),
             ("b", "wins-b", "The Orla choir won the Lund Prize in 2021.")]
    case = {"case_id": "first", "question": "When did the Orla choir first win the Lund Prize?",
            "cutoff": "2026-01-01", "reference_answer": ["2019"],
            "claims": [{"claim_id": "c", "text": "The Orla choir first won the Lund Prize in 2019.",
                        "routes": [{"set_id": "r", "members": ["a", "b"]}]}]}
    (card,) = output_cards(tmp_path, texts, spans, case, "The Orla choir first won the Lund Prize in 2019 [1][2].",
                           [("1", "a"), ("2", "b")])
    assert card.contradiction is None and card.verdict == "accept", card.reasons
    timetable = [("t1", "The Brenn ferry leaves Holm at 7:30."), ("t2", "The Brenn ferry leaves Holm at 16:45.")]
    assert cited_disagreement("The first Brenn ferry leaves Holm at 7:30", timetable,
                              same_side=lambda a, b: True) is None
    titles = [("h1", "Title: Holm International Airport\n\nHolm International Airport handled 2.1 million "
                     "passengers in 2019."),
              ("h2", "Title: Holm Municipal Airport\n\nHolm Municipal Airport handled 0.3 million passengers in "
                     "2019.")]
    assert cited_disagreement("Holm International Airport handled 2.1 million passengers in 2019", titles) is None


def test_contradiction_a_cited_span_placing_it_elsewhere_is_not_excused_by_another_that_entails_it(
        tmp_path: Path) -> None:
    """The left-out probe leaves a contradiction aside when the span left out entails the claim alone only if
    the others are about another year than the claim's ("40 kelp beds in 2021" citing the 2023 count): "Since
    March 2024, the Tarn laboratory has been located in Tromso." contradicts "located in Bergen"."""
    texts = TEXTS | {"move-v1": "Move notice.\nSince March 2024, the Tarn laboratory has been located in Tromso.\n"}
    spans = [*SPANS, ("m1", "move-v1", "Since March 2024, the Tarn laboratory has been located in Tromso.")]
    for order in ([("1", "s1"), ("2", "m1")], [("1", "m1"), ("2", "s1")]):
        (card,) = output_cards(tmp_path, texts, spans, UNANNOTATED, "The Tarn laboratory is located in Bergen [1][2].",
                               order)
        assert card.verdict != "accept", card.reasons


def test_contradiction_reading_many_cited_sentences_stays_bounded() -> None:
    """100 cited spans of 40 sentences each, all alike but for their value (an audit measured 34 s for the
    pairs of 4,000 sentences): the sentences read are bounded, and pairs are made only until one disagrees."""
    def run(spans: int) -> object:
        passages = [(f"s{k}", " ".join(f"The Tarn laboratory logged {k * 40 + i} samples." for i in range(40)))
                    for k in range(spans)]
        return cited_disagreement("The Tarn laboratory logged 7 samples", passages)
    assert_linear(run, 25)


def test_contradiction_an_irregular_verb_or_a_label_line_is_read_as_it_is() -> None:
    """A statement with an irregular verb ("sank", "won") still disagrees; a "Label: ..." line states nothing
    (a second audit of this stop)."""
    wrecks = [("w1", "The trawler Maren sank near Skarv in 1954."), ("w2", "The trawler Maren sank near Skarv in 1957.")]
    found = cited_disagreement("The trawler Maren sank near Skarv in 1954", wrecks)
    assert found is not None and found.against == "w2"
    films = [("f1", "Title: American Beauty (1999 film)"), ("f2", "Title: American Beauty (1927 film)")]
    assert cited_disagreement("American Beauty (1999 film) won five awards", films) is None


def test_contradiction_another_years_fact_is_excused_but_not_another_year_for_the_fact() -> None:
    """The left-out probe excuses spans about another year only when they say something else of it too ("55
    kelp beds in 2023"); "opened to traffic in 1933" contradicts "... in 1931", and "1850 seats" is no year."""
    from citeset.evidence.checks.joint import _another_year_only

    assert _another_year_only("The Tarn laboratory counted 40 kelp beds in 2021.",
                              ["The Tarn laboratory counted 55 kelp beds in 2023."])
    assert not _another_year_only("The Holm bridge opened to traffic in 1931.",
                                  ["Council minutes show that the Holm bridge opened to traffic in 1933."])
    assert not _another_year_only("The Holm arena has 1850 seats.", ["Since its refit, the Holm arena has 1650 seats."])


def test_contradiction_the_claim_giving_one_sides_value_in_another_form_is_read_by_amount() -> None:
    """The rules judge now finds "9:00 a.m." in "9 am"; the spans still disagree about what the claim states."""
    tours = [("a", "Guided tours of the Vessel museum start at 9 am."),
             ("b", "Guided tours of the Vessel museum start at 11 am.")]
    found = cited_disagreement("Guided tours of the Vessel museum start at 9:00 a.m.", tours)
    assert found is not None and (found.against, found.value, found.other) == ("b", "9", "11")
    assert cited_disagreement("Guided tours of the Vessel museum start at 09:00 or at 11:00", tours) is None


FERRY_TEXTS = {"ferry-v1": "Ferry timetable.\nThe night ferry to the Tarn station leaves at 11 pm.\n"}
FERRY_SPANS = [("n1", "ferry-v1", "The night ferry to the Tarn station leaves at 11 pm.")]


@pytest.mark.parametrize("answer", ["The night ferry to the Tarn station leaves at 11 am [1].",
                                    "The night ferry to the Tarn station leaves at 11 in the morning [1].",
                                    "The night ferry to the Tarn station leaves at 11 a.m. [1]."])
def test_joint_support_a_time_in_the_other_half_of_the_day_is_not_accepted(tmp_path: Path, answer: str) -> None:
    """§3.7: where no annotation decides (an unannotated case), joint support is the judge's label, and "11 am"
    is not what "leaves at 11 pm" says (the rules judge read "11 am" as 11 and the verb "am", and entailed it)."""
    (card,) = output_cards(tmp_path, FERRY_TEXTS, FERRY_SPANS, UNANNOTATED, answer, [("1", "n1")])
    assert card.verdict != "accept", card.reasons
    (right,) = output_cards(tmp_path / "right", FERRY_TEXTS, FERRY_SPANS, UNANNOTATED,
                            "The night ferry to the Tarn station leaves at 11 pm [1].", [("1", "n1")])
    assert right.verdict == "accept", right.reasons
