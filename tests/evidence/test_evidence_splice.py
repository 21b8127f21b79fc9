"""Claims spliced from several cited sentences (DESIGN §3.7: "the judge's label on (claim, concatenated cited
spans ...) decides", and a word-level judge reads the concatenation as one bag of words). The world is a
botanical garden, in other words than the demo's and the audits'."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from _timing import assert_linear
from citeset.evidence.checks.splice import spliced_part
from conftest import output_cards

TEXTS = {
    "staff-v1": "Keepers.\nKeeper Ines Aalto tends the glasshouse Palmhall.\nKeeper Otto Ruud tends the glasshouse "
                "Fernhall.\n",
    "houses-v1": "Glasshouses.\nThe glasshouse Palmhall is heated by a biomass boiler.\n",
    "hours-v1": "Opening hours.\nThe seed library opens at 10 am on Saturdays.\nThe seed library holds a swap market "
                "on Sundays.\n",
    "sunday-v1": "Sunday notice.\nThe seed library opens at 10 am on Sundays.\n",
}
SPANS = [("st", "staff-v1", "Keeper Ines Aalto tends the glasshouse Palmhall.\nKeeper Otto Ruud tends the glasshouse "
                            "Fernhall."),
         ("h1", "houses-v1", "The glasshouse Palmhall is heated by a biomass boiler."),
         ("o1", "hours-v1", "The seed library opens at 10 am on Saturdays."),
         ("o2", "hours-v1", "The seed library holds a swap market on Sundays."),
         ("o3", "sunday-v1", "The seed library opens at 10 am on Sundays.")]
HEATED = {"case_id": "heated", "question": "How is the glasshouse Ines Aalto tends heated?", "cutoff": "2026-01-01",
          "reference_answer": ["biomass boiler"],
          "claims": [{"claim_id": "c", "text": "The glasshouse tended by Ines Aalto is heated by a biomass boiler.",
                      "routes": [{"set_id": "r", "members": ["st", "h1"]}]}]}
OPEN = {"case_id": "open", "question": "When does the seed library open?", "cutoff": "2026-01-01",
        "annotated": False, "claims": []}


def _apart(texts: list[str]) -> list[tuple[str, str]]:
    """Passages of documents of their own."""
    return [(f"doc{i}", text) for i, text in enumerate(texts)]


def _evaluate(tmp_path: Path, case: dict[str, Any], answer: str, sources: list[tuple[str, str]]) -> list[Any]:
    return output_cards(tmp_path, TEXTS, SPANS, case, answer, sources)


def test_joint_support_a_second_name_joined_to_a_hop_is_not_supported_by_its_own_sentence(tmp_path: Path) -> None:
    """"tended by Ines Aalto and Otto Ruud": the keepers' list names both, but only Aalto's glasshouse is the
    heated one; every word of the claim is in the cited spans, none of them says Ruud's glasshouse is heated."""
    answer = "The glasshouse tended by Ines Aalto and Otto Ruud is heated by a biomass boiler [1][2]."
    (card,) = _evaluate(tmp_path, HEATED, answer, [("1", "st"), ("2", "h1")])
    assert card.verdict != "accept", card.reasons
    # The rules judge reads it first (the clause saying "heated by a biomass boiler" is about Palmhall, whose keeper
    # is Ines Aalto; Otto Ruud tends another glasshouse); the splice reading itself is tested on its own below.
    assert any(("Otto Ruud" in r and "pieces" in r) or "judge_insufficient" in r for r in card.reasons), card.reasons
    (one,) = _evaluate(tmp_path, HEATED, "The glasshouse tended by Ines Aalto is heated by a biomass boiler [1][2].",
                       [("1", "st"), ("2", "h1")])
    assert one.verdict == "accept", one.reasons


def test_unannotated_a_phrase_joined_to_another_sentences_day_is_not_jointly_entailed(tmp_path: Path) -> None:
    """"opens at 10 am on Saturdays and on Sundays" citing the Saturday hours and the Sunday market: Sundays is
    in the cited spans, but not as a day the library opens. Citing the Sunday notice instead, it is."""
    answer = "The seed library opens at 10 am on Saturdays and on Sundays [1][2]."
    (card,) = _evaluate(tmp_path, OPEN, answer, [("1", "o1"), ("2", "o2")])
    assert card.verdict != "accept", card.reasons
    (both,) = _evaluate(tmp_path, OPEN, answer, [("1", "o1"), ("2", "o3")])
    assert both.verdict == "accept", both.reasons


def test_joint_support_parts_each_in_a_sentence_or_linked_by_a_name_are_not_spliced() -> None:
    """A coordination whose parts are each said by one cited sentence, or by sentences a name links (the
    multi-hop bridge), is stated; a word no cited sentence has is the judge's to find, not a splice."""
    staff = TEXTS["staff-v1"].split("\n", 1)[1]
    assert spliced_part("The glasshouses tended by Ines Aalto and Otto Ruud are heated by a biomass boiler.",
                        _apart([staff, "The glasshouse Palmhall is heated by a biomass boiler.",
                         "The glasshouse Fernhall is heated by a biomass boiler."])) is None
    assert spliced_part("The prize went to Ines Aalto and Otto Ruud.",
                        _apart(["Ines Aalto won the prize.", "Otto Ruud won the prize."])) is None
    assert spliced_part("The prize went to Ines Aalto and Otto Ruud.", _apart(["Ines Aalto won the prize."])) is None
    assert spliced_part("The library opens on Saturdays at 10 am and on Sundays.",
                        _apart(["The library opens at 10 am on Saturdays.", "The library opens on Sundays at noon."])) is None


def test_joint_support_clause_coordination_and_links_by_pronoun_or_common_noun_are_no_splice() -> None:
    """Shapes of generated answers an audit of this stop found rejected: a verb phrase after "and in 2010", a
    phrase with its own preposition after it ("in winter only on weekends"), a bridge that is a common noun
    ("the glasshouse"), and a sentence that goes on about the thing the one before names ("it")."""
    assert spliced_part("Ines Aalto trained in Oslo and in 2010 moved to Bergen.",
                        _apart(["Ines Aalto trained in Oslo.", "In 2010, Ines Aalto moved to Bergen."])) is None
    assert spliced_part("The garden shuttle runs daily in summer and in winter only on weekends.",
                        _apart(["In summer the garden shuttle runs daily.",
                         "In winter the garden shuttle runs only on weekends."])) is None
    assert spliced_part("The glasshouse tended by Ines Aalto and Otto Ruud is heated by a biomass boiler.",
                        _apart(["Ines Aalto and Otto Ruud tend the tropical glasshouse.",
                         "The tropical glasshouse is heated by a biomass boiler."])) is None
    assert spliced_part("The seed library is open from 10 am on Saturdays and on Sundays.",
                        _apart(["The seed library is open from 10 am on Saturdays. On Sundays it is open from 10 am too."])
                        ) is None


def test_joint_support_the_splice_reading_stays_linear_on_hostile_claims() -> None:
    """A claim of thousands of coordinations is read in bounded time (an audit measured 18.6 s at 100k
    characters): only the first coordinations of a claim of sentence length are read."""
    def run(n: int) -> object:
        claim = " ".join(f"The shed kept by Ines Aalto{i} and Otto Ruud{i} is green." for i in range(n))
        return spliced_part(claim, _apart(["Ines Aalto1 keeps the shed.", "The shed is green."]))
    assert_linear(run, 1000)


def test_joint_support_a_common_word_links_sentences_of_different_documents_only() -> None:
    """A word every line of one list shares ("of the county hospital", "during the school term") is the list's
    context, not a bridge; a possessive pronoun inside a sentence that names its own subject continues nothing;
    an adjective or a multi-word name after "and at" is still a phrase (a second audit of this stop)."""
    staff = ("staff", "Dr Ines Aalto leads the Birch ward of the county hospital. Dr Otto Ruud leads the Cedar ward "
                      "of the county hospital.")
    assert spliced_part("The ward led by Dr Ines Aalto and Dr Otto Ruud is on the fourth floor.",
                        [staff, ("floors", "The Birch ward is on the fourth floor.")]) is not None
    pool = [("pool", "The Holm pool closes at 6 pm on Fridays during the school term."),
            ("pool", "The Holm pool runs aqua classes on Sundays during the school term.")]
    assert spliced_part("The Holm pool closes on Fridays at 6 pm and on selected Sundays.", pool) is not None
    floors = [("a", "Dr Otto Ruud leads the Cedar ward."),
              ("b", "The Birch ward is on the fourth floor, and its head is Dr Ines Aalto.")]
    assert spliced_part("The ward led by Dr Ines Aalto and Dr Otto Ruud is on the fourth floor.", floors) is not None
    quartet = [("q1", "The Tarn quartet plays at the Holm Library on Fridays."),
               ("q2", "The Tarn quartet rehearses at the Old Mill Theatre.")]
    assert spliced_part("The Tarn quartet plays at the Holm Library on Fridays and at the Old Mill Theatre.",
                        quartet) is not None
    bakery = [("news", "Ines Aalto and Otto Ruud run the harbour bakery."),
              ("guide", "The harbour bakery is located in Porto.")]
    assert spliced_part("The bakery run by Ines Aalto and Otto Ruud is located in Porto.", bakery) is None
