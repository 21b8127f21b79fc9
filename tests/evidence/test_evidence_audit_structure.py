"""Structural rules an audit of this stop found the gate breaking with the default judge: a hop statement
accepted without joint support (§3.7), a contradicting cited span hidden by the others (§3.7, §3.9), a
pronoun sentence linked by its answer string to another thing's reference claim (§3.4), and a marker defined
twice (§3.1). The world is an archive, in other words than the demo's and the audit's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import output_cards

TEXTS = {
    "shelf-v1": "Shelf register.\nThe Morrow letters are kept in vault 9.\nThe Ashby maps are kept in vault 4.\n",
    "vault-v1": "Vault guide.\nVault 9 is climate-controlled.\nVault 9 opens on Tuesdays.\n",
    "notice-v1": "Facilities notice.\nVault 9 is not climate-controlled.\n",
    "ashby-v1": "Map room.\nThe Ashby maps were donated in 1931.\n",
    "morrow-v1": "Acquisitions.\nThe Morrow letters were donated in 1958.\n",
    "staff-v1": "Staff list.\nWarden Lise Moen keeps the Morrow letters.\nWarden Ada Berg keeps the Ashby maps.\n",
    "store-v1": "Storage plan.\nThe Morrow letters are stored in Oslo.\n",
    "ledger-v1": "Gift ledger.\nThe Morrow letters were donated in 1962.\n",
    "canteen-v1": "Canteen notice.\nThe reading room canteen closes at 4 pm on Fridays.\n"
                  "The reading room canteen serves fish soup on Mondays.\n",
}
SPANS = [("s1", "shelf-v1", "The Morrow letters are kept in vault 9."),
         ("s2", "shelf-v1", "The Ashby maps are kept in vault 4."),
         ("v1", "vault-v1", "Vault 9 is climate-controlled."),
         ("v2", "vault-v1", "Vault 9 opens on Tuesdays."),
         ("vn", "notice-v1", "Vault 9 is not climate-controlled."),
         ("a1", "ashby-v1", "The Ashby maps were donated in 1931."),
         ("m1", "morrow-v1", "The Morrow letters were donated in 1958."),
         ("w1", "staff-v1", "Warden Lise Moen keeps the Morrow letters."),
         ("wk", "staff-v1", "Warden Lise Moen keeps the Morrow letters.\nWarden Ada Berg keeps the Ashby maps."),
         ("o1", "store-v1", "The Morrow letters are stored in Oslo."),
         ("m2", "ledger-v1", "The Morrow letters were donated in 1962."),
         ("c1", "canteen-v1", "The reading room canteen closes at 4 pm on Fridays."),
         ("c2", "canteen-v1", "The reading room canteen serves fish soup on Mondays.")]
CLIMATE = {"case_id": "climate", "question": "Is the vault of the Morrow letters climate-controlled?",
           "cutoff": "2026-01-01", "reference_answer": ["climate-controlled"],
           "claims": [{"claim_id": "c", "text": "The Morrow letters are kept in a climate-controlled vault.",
                       "routes": [{"set_id": "r", "members": ["s1", "v1"]}]}]}
DONATED = {"case_id": "donated", "question": "When were the Morrow letters donated?", "cutoff": "2026-01-01",
           "reference_answer": ["1958"],
           "claims": [{"claim_id": "c", "text": "The Morrow letters were donated in 1958.",
                       "routes": [{"set_id": "r", "members": ["m1"]}]}]}


KEPT = {"case_id": "kept", "question": "Where are the letters Lise Moen keeps stored?", "cutoff": "2026-01-01",
        "reference_answer": ["Oslo"],
        "claims": [{"claim_id": "c", "text": "The letters kept by Lise Moen are stored in Oslo.",
                    "routes": [{"set_id": "r", "members": ["w1", "o1"]}]}]}


def _evaluate(tmp_path: Path, case: dict[str, Any], answer: str, sources: list[tuple[str, str]],
              judge: Any = None) -> list[Any]:
    """The output cards of one answer (markers -> span ids, in the order given) to `case`."""
    return output_cards(tmp_path, TEXTS, SPANS, case, answer, sources, judge)


def test_hop_statement_is_accepted_only_with_joint_support_of_its_cited_span(tmp_path: Path) -> None:
    """§3.7: a hop statement "is accepted when the judge finds that span entails it", and no claim is accepted
    without joint support. "stored" is a word of the other hop's span, not of the cited one: the graded judge's
    entailment is not confirmed, however well the suite's other spans support the claim."""
    (card,) = _evaluate(tmp_path, KEPT, "The Morrow letters, kept by Warden Lise Moen, are stored [1].", [("1", "w1")])
    assert card.verdict != "accept", card.reasons
    (plain,) = _evaluate(tmp_path, KEPT, "Warden Lise Moen keeps the Morrow letters [1].", [("1", "w1")])
    assert plain.verdict == "accept", plain.reasons


def test_joint_support_a_cited_span_that_contradicts_the_claim_is_not_hidden_by_the_others(tmp_path: Path) -> None:
    """§3.7: "the judge is still run on the cited spans and, if it finds them contradicting the claim, the claim
    is escalated"; §4 accept wants no unresolved material contradiction. The ledger says 1962: read with the
    span that says 1958, every word of the claim was found and it was accepted by annotation, no contradiction
    recorded."""
    for order in ([("1", "m1"), ("2", "m2")], [("1", "m2"), ("2", "m1")]):
        (card,) = _evaluate(tmp_path, DONATED, "The Morrow letters were donated in 1958 [1][2].", order)
        assert card.verdict == "escalate", card.reasons
        assert card.contradiction is not None and "m2" in card.contradiction.spans, card.contradiction
    (plain,) = _evaluate(tmp_path, DONATED, "The Morrow letters were donated in 1958 [1].", [("1", "m1")])
    assert plain.verdict == "accept", plain.reasons


def test_linking_a_pronoun_sentence_is_not_linked_by_its_answer_string_to_another_things_claim(tmp_path: Path) -> None:
    """§1 judges a claim on its own and §3.4 wants it to state the reference claim. "It" after a sentence about
    the Ashby maps means the maps: "It was donated in 1958" names the Morrow letters' year and was linked by
    that answer string, read as stating "The Morrow letters were donated in 1958", and accepted."""
    answer = "The Ashby maps are kept in vault 4 [1]. It was donated in 1958 [2]."
    cards = _evaluate(tmp_path, DONATED, answer, [("1", "s2"), ("2", "m1")])
    assert all(c.verdict != "accept" or c.claim_id is None for c in cards), [(c.text, c.verdict) for c in cards]
    pronoun = cards[1]
    assert pronoun.verdict != "accept" and pronoun.correct is not True, pronoun.reasons
    (named,) = _evaluate(tmp_path, DONATED, "The Morrow letters were donated in 1958 [1].", [("1", "m1")])
    assert named.verdict == "accept", named.reasons


def test_validity_a_marker_listed_for_two_sources_resolves_to_neither(tmp_path: Path) -> None:
    """§3.1: a marker must resolve to one span. Listed twice, [1] opened the last source listed, silently: a
    reader shown the first (the 1962 ledger) reads another year than the one the gate checked."""
    (card,) = _evaluate(tmp_path, DONATED, "The Morrow letters were donated in 1958 [1].", [("1", "m2"), ("1", "m1")])
    assert card.verdict != "accept", card.reasons
    (view,) = card.citations
    assert not view.valid and "more than one source" in (view.error or ""), view
    (same,) = _evaluate(tmp_path, DONATED, "The Morrow letters were donated in 1958 [1].", [("1", "m1"), ("1", "m1")])
    assert same.verdict == "accept", same.reasons


def test_unannotated_a_word_from_another_passage_of_the_cited_document_is_not_cited(tmp_path: Path) -> None:
    """§3 unannotated cases: accepted "when the cited spans jointly entail the claim". The precision guard read
    the whole cited document, so "serves fish soup", said by the notice's next line (of Mondays), passed it
    while the claim cited only the Friday closing line (an audit of this stop)."""
    case = {"case_id": "canteen", "question": "When does the canteen close?", "cutoff": "2026-01-01",
            "annotated": False, "claims": []}
    claim = "The reading room canteen closes at 4 pm on Fridays and serves fish soup"
    (card,) = _evaluate(tmp_path, case, f"{claim} [1].", [("1", "c1")])
    assert card.verdict != "accept", card.reasons
    (alone,) = _evaluate(tmp_path, case, "The reading room canteen closes at 4 pm on Fridays [1].", [("1", "c1")])
    assert alone.verdict == "accept", alone.reasons


def test_coverage_answer_scope_an_earlier_sentence_states_a_member_only_with_its_names(tmp_path: Path) -> None:
    """§3.6 answer scope counts earlier claims "that state a member's content". With a lenient model judge
    (here: one that finds everything entailed but links nothing), "Warden Ada Berg keeps the Ashby maps [1]."
    citing the whole staff list was taken to state its other line, "Warden Lise Moen keeps the Morrow
    letters.", and completed the route of the claim after it."""
    from _audit_world import ScriptedJudge

    from citeset.judges import Label

    lenient = ScriptedJudge({"link": Label.INSUFFICIENT}, default=Label.ENTAILED)
    answer = "Warden Ada Berg keeps the Ashby maps [1]. The letters kept by Lise Moen are stored in Oslo [2]."
    cards = _evaluate(tmp_path, KEPT, answer, [("1", "wk"), ("2", "o1")], lenient)
    assert cards[1].verdict != "accept", cards[1].reasons
    stated = answer.replace("Ada Berg keeps the Ashby maps", "Lise Moen keeps the Morrow letters")
    assert _evaluate(tmp_path, KEPT, stated, [("1", "wk"), ("2", "o1")], lenient)[1].verdict == "accept"


def test_coverage_answer_scope_the_named_thing_after_its_hop_states_the_described_one(tmp_path: Path) -> None:
    """§3.6's own example shape: "Cedar maps to R17 [1]. Entity R holds R17's rights [2]." is complete. Here the
    reference claim describes the vessel ("The vessel commanded by Captain Vass ..."); the judge read "Vass is
    registered" in it and rejected "The vessel Kestrel is registered in Valletta" as another entity."""
    texts = {"crew": "Crew list.\nCaptain Ilse Vass commands the vessel Kestrel.\n",
             "fleet": "Fleet list.\nThe vessel Kestrel is registered in Valletta.\n"}
    spans = [("k", "crew", "Captain Ilse Vass commands the vessel Kestrel."),
             ("f", "fleet", "The vessel Kestrel is registered in Valletta.")]
    case = {"case_id": "reg", "question": "Where is the vessel Ilse Vass commands registered?",
            "cutoff": "2026-01-01", "reference_answer": ["Valletta"],
            "claims": [{"claim_id": "c", "text": "The vessel commanded by Ilse Vass is registered in Valletta.",
                        "routes": [{"set_id": "r", "members": ["k", "f"]}]}]}
    answer = "Captain Ilse Vass commands the vessel Kestrel [1]. The vessel Kestrel is registered in Valletta [2]."
    cards = output_cards(tmp_path, texts, spans, case, answer, [("1", "k"), ("2", "f")])
    assert [c.verdict for c in cards] == ["accept", "accept"], [c.reasons for c in cards]
    assert cards[1].correct is True, cards[1].reasons
