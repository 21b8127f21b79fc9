"""Readings an audit in its own words (audit 22: beekeeping, archaeology, film festivals, zoos, marathons, spectrum
auctions, glaciers) found missing, written here in other words. Every claim uses only words of its passages:

- a relation the evidence states of another name, when the claim's subject carries a relative clause ("X, which
  ..., is run by T" on "Y is run by T"), or when the relation's other side is a value ("X won 80 MHz");
- a doer and a party exchanged around a verb, when a second passage names the claim's subject too;
- the two ends of "from ... to ..." exchanged (names and months);
- the two sides of "A, not B" exchanged;
- an exception the claim drops, given by "without".

Each wrong claim is checked with a right one that keeps the reading quiet."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label, Passage, RulesJudge
from citeset.judges._protocol import Judgment


def label(claim: str, *texts: str) -> Judgment:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge(variant="scored").label(claim, passages)  # type: ignore[arg-type]


FERRY = ("The Tamsin Lodge is owned by the Hebley Trust.", "The Orrow Inn stands on the quay.")


@pytest.mark.parametrize(("claim", "wrong"), [
    ("The Orrow Inn, which stands on the quay, is owned by the Hebley Trust.", True),
    ("The Orrow Inn, who stands on the quay, is owned by the Hebley Trust.", True),
    ("The Orrow Inn stands on the quay, and the Tamsin Lodge is owned by the Hebley Trust.", False),
    ("The Tamsin Lodge, like the Orrow Inn, is owned by the Hebley Trust.", False),
])
def test_a_relation_given_to_a_subject_with_a_relative_clause_is_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, *FERRY)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


BIDS = ("Pellam Telecom won 40 lots, while Varro Networks won 25 lots.",
        "Varro Networks is a subsidiary of the Ostrand Holding.")


@pytest.mark.parametrize(("claim", "wrong"), [
    ("The Ostrand Holding won 40 lots.", True),
    ("Varro Networks, a subsidiary of the Ostrand Holding, won 25 lots.", False),
    ("Varro Networks won 25 lots.", False),
])
def test_a_value_won_by_another_name_is_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, *BIDS)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


MATCH = ("The Brisk Otters defeated the Harland Rams in the cup final.",
         "The Harland Rams are coached by Ida Venner.")


@pytest.mark.parametrize(("claim", "wrong"), [
    ("The Harland Rams, who are coached by Ida Venner, defeated the Brisk Otters in the cup final.", True),
    ("The Brisk Otters defeated the Harland Rams, who are coached by Ida Venner, in the cup final.", False),
])
def test_a_doer_and_its_object_exchanged_are_contradicted_with_a_second_passage(claim: str, wrong: bool) -> None:
    j = label(claim, *MATCH)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


@pytest.mark.parametrize(("claim", "evidence", "wrong"), [
    ("The Lindqvist regatta moved from June to September.", "The Lindqvist regatta moved from September to June.",
     True),
    ("The heron Tova was moved from Marlow Aviary to Pennick Wetlands in 2022.",
     "The heron Tova was moved from Pennick Wetlands in 2022 after a flood at Marlow Aviary.", True),
    ("The Lindqvist regatta moved from September to June.", "The Lindqvist regatta moved from September to June.",
     False),
    ("The Lindqvist regatta moved to June from September.", "The Lindqvist regatta moved from September to June.",
     False),
])
def test_the_two_ends_of_a_move_exchanged_are_contradicted(claim: str, evidence: str, wrong: bool) -> None:
    j = label(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


@pytest.mark.parametrize(("claim", "wrong"), [
    ("The Kessel coins were buried under the hearth, not beside it.", True),
    ("The Kessel coins were buried beside, not under, the hearth.", False),
    ("The Kessel coins were buried beside the hearth.", False),
])
def test_the_two_sides_of_a_contrast_exchanged_are_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, "The Kessel coins were buried beside, not under, the hearth.")
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


@pytest.mark.parametrize(("claim", "wrong"), [
    ("The ferry repairs were paid by the Cleland Fund, not by the harbour board.", True),
    ("The ferry repairs were paid by the harbour board, not by the Cleland Fund.", False),
])
def test_the_two_sides_of_a_contrast_of_payers_exchanged_are_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, "The ferry repairs were paid by the harbour board, not by the Cleland Fund.")
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


@pytest.mark.parametrize(("claim", "dropped"), [
    ("Tenants of the Wyck estate may not sublet their flats.", True),
    ("Tenants of the Wyck estate may not sublet their flats without the Council's approval.", False),
])
def test_an_exception_given_by_without_that_the_claim_drops_is_not_entailed(claim: str, dropped: bool) -> None:
    j = label(claim, "Tenants of the Wyck estate may not sublet their flats without the Council's approval.")
    assert (j.label is not Label.ENTAILED) is dropped, j.rationale


CLUB = ("Ansel Moor won the Kettering road race, two minutes ahead of Lars Tove.",
        "Lars Tove trains with the Fenby Striders.")


@pytest.mark.parametrize(("claim", "wrong"), [
    ("Ansel Moor, who won the Kettering road race, trains with the Fenby Striders.", True),
    ("Lars Tove, who finished behind Ansel Moor, trains with the Fenby Striders.", False),
])
def test_a_relation_through_a_preposition_given_to_another_name_is_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, *CLUB)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


@pytest.mark.parametrize(("claim", "wrong"), [
    ("Varro Networks won 40 lots, while Pellam Telecom won 25 lots.", True),
    ("Pellam Telecom won 40 lots, while Varro Networks won 25 lots.", False),
])
def test_two_values_exchanged_between_two_subjects_of_one_verb_are_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, BIDS[0])
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


BOARDS = ("Pellam Telecom won 40 lots, while Varro Networks won 25 lots.",
          "Pellam Telecom's finance director is Ines Hallow.")


@pytest.mark.parametrize(("claim", "wrong"), [
    ("Varro Networks' finance director is Ines Hallow.", True),
    ("Pellam Telecom's finance director is Ines Hallow.", False),
])
def test_a_thing_given_to_another_possessor_is_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, *BOARDS)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


def test_a_thing_given_to_another_possessor_is_contradicted_when_the_claim_opens_with_it() -> None:
    j = label("Varro's finance director is Ines Hallow.", "Pellam won 40 lots, while Varro won 25 lots.",
              "Pellam's finance director is Ines Hallow.")
    assert j.label is Label.CONTRADICTED, j.rationale
    j = label("Pellam's finance director is Ines Hallow.", "Pellam won 40 lots, while Varro won 25 lots.",
              "Pellam's finance director is Ines Hallow.")
    assert j.label is Label.ENTAILED, j.rationale


@pytest.mark.parametrize(("claim", "wrong"), [
    ("In the north valley, beech and ash will be slowly replaced by larch.", True),
    ("In the north valley, larch will be slowly replaced by beech and ash.", False),
    ("Larch will be replaced by beech and ash in the north valley.", False),
])
def test_the_two_sides_of_a_passive_verb_exchanged_are_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, "In the north valley, larch will be slowly replaced by beech and ash.")
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


@pytest.mark.parametrize(("claim", "wrong"), [
    ("Most ferry complaints concerned refunds; only six concerned delays at the pier.", True),
    ("Most ferry complaints concerned delays at the pier; only six concerned refunds.", False),
])
def test_two_objects_of_one_verb_exchanged_between_its_subjects_are_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, "Most ferry complaints concerned delays at the pier; only six concerned refunds.")
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


@pytest.mark.parametrize(("claim", "widened"), [
    ("Lifeguards at Penhallow must either hold a first-aid certificate or pass a swim test.", True),
    ("Lifeguards at Penhallow must hold a first-aid certificate and pass a swim test.", False),
])
def test_a_choice_where_the_evidence_requires_both_is_not_entailed(claim: str, widened: bool) -> None:
    j = label(claim, "Lifeguards at Penhallow must hold a first-aid certificate and pass a swim test.")
    assert (j.label is not Label.ENTAILED) is widened, j.rationale


DIG = "The Harrow Mound survey was led by Dr Ilse Warrick of the Fenmore College, helped by students from the Ashcombe Society."


@pytest.mark.parametrize(("claim", "wrong"), [
    ("The Ashcombe Society led the Harrow Mound survey, helped by Dr Ilse Warrick.", True),
    ("Dr Ilse Warrick led the Harrow Mound survey, helped by students from the Ashcombe Society.", False),
])
def test_a_doer_the_passive_evidence_does_not_give_is_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, DIG)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


@pytest.mark.parametrize(("claim", "wrong"), [
    ("The Ulm cooperative buys its malt from the Roswell Maltings.", True),
    ("The Tarry Brewery buys its malt from the Roswell Maltings.", False),
])
def test_a_relation_to_a_later_name_given_to_another_subject_is_contradicted(claim: str, wrong: bool) -> None:
    j = label(claim, "The Ulm cooperative sells its barley to the Tarry Brewery.",
              "The Tarry Brewery buys its malt from the Roswell Maltings.")
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


KEPT = [  # (claim, passages): right claims these readings once contradicted (audit 23), in other words
    ("The Dunn ferry does not call at the Mill Pier.", ("The Dunn ferry calls at the Town Quay, not the Mill Pier.",)),
    ("The gallery bought two prints by Ashe.",
     ("Two prints by Ashe went to the gallery; the Vell drawing was bought by a dealer, not a gallery.",)),
    ("Books can be renewed at either the Wick or the Dorran library.",
     ("Books can be renewed at the Wick and Dorran libraries.",)),
    ("Hobb School had the fewest exclusions of all schools in the county.",
     ("Among the county's schools, Hobb School had the fewest exclusions.",)),
    ("The archive may close a reading room at any time.",
     ("The archive may close a reading room at any time without notice.",)),
    ("Surveyors entered the site.", ("Surveyors entered the site without permission.",)),
    ("Permits last for ten years.",
     ("Permits last for ten years and cannot be sold before 2030 without the Board's consent.",)),
    ("The Corby globe was moved from the Vane Hall back to the Lisle Museum in 2022.",
     ("The Corby globe was moved to the Vane Hall in 2018 and back to the Lisle Museum in 2022.",)),
    ("Dorby's last bus leaves at 23:10.", ("Hale's last bus leaves at 22:40, and Dorby's at 23:10.",)),
    ("Dorby's head librarian is Mo Reyes.",
     ("Hale's head librarian is Mo Reyes.", "Mo Reyes is also head librarian at Dorby.")),
    ("The Brant family's firm sold 20 horses.",
     ("The Lorne Stud sold 35 horses, while Brant Haulage sold 20 horses.", "Brant Haulage is owned by the Brant family.")),
    ("Ola Fenn rides for a club sponsored by the Tern Bank.",
     ("Ola Fenn rides for the Vale Wheelers.", "The Vale Wheelers are sponsored by the Tern Bank.")),
    ("Dr Kay led the Morrow review.", ("The Morrow review was led by Dr Ibe, Dr Lund and Dr Kay.",)),
    ("Dr Ibe and Dr Lund led the Morrow study.", ("The Morrow study was led by Dr Ibe, together with Dr Lund.",)),
    ("Halden 4 collided with Orrin 9 in 2011.", ("Orrin 9 collided with Halden 4 in 2011.",)),
    ("The Tarn field overlaps the Sedge basin.", ("The Sedge basin overlaps the Tarn field.",)),
    ("In the spring, the night crew replaced the day crew.",
     ("In the winter, the day crew replaced the night crew. In the spring, the night crew replaced the day crew.",)),
]


@pytest.mark.parametrize(("claim", "passages"), KEPT)
def test_right_claims_of_the_shapes_these_readings_read_stay_entailed(claim: str, passages: tuple[str, ...]) -> None:
    j = label(claim, *passages)
    assert j.label is Label.ENTAILED, j.rationale


def test_a_long_sentence_repeating_a_name_is_read_in_linear_time() -> None:
    """A hardening audit: a claim repeating a name of its evidence ("... of Entity R, Entity R, ...") took 18 s at
    20 KB (the owner reading re-read the sentence's names for every name), and "Entity R's " repeated, 36 s at
    9 KB (each name run rebuilt word by word)."""
    for claim in (lambda n: "Entity R holds the rights of " + "Entity R, " * n + "Entity R.",
                  lambda n: "Entity R's " * (2 * n) + "rights."):
        assert_linear(lambda n, claim=claim: label(claim(n), "Entity R holds the rights of record R17."), 750)


KEPT_TOO = [  # right claims of the same shapes that the readings rejected again (audit 24), in other words
    ("Ida Brenn chaired the Wexham panel.", ("The Wexham panel was chaired by Corran poet Ida Brenn.",)),
    ("Tom Ash and Lea Ash founded the Rill Press.", ("The Rill Press was founded by Tom Ash and, later, Lea Ash.",)),
    ("The Fenwick Band scored 71 points in the final.",
     ("The Fenwick Band scored 64 points in the heats and 71 points in the final; the Holm Band scored 71 points in "
      "the heats.",)),
    ("The Corran weir lies below the Wexham weir.", ("The Wexham weir lies upstream of the Corran weir.",)),
    ("The Holm Band played after the Fenwick Band.", ("The Fenwick Band played before the Holm Band.",)),
    ("Lea Ash taught Tom Ash.", ("Tom Ash was taught by Lea Ash.", "Tom Ash later taught Lea Ash the fiddle.")),
    ("The Wexham dairy buys its salt from the Brill Works.",
     ("The Corran dairy buys its salt from the Brill Works. So does the Wexham dairy.",)),
    ("The Holm Band's musical director is Ada Quill.",
     ("The Fenwick Band's musical director is Rob Tay.", "The Holm Band was formed in 1990. Its musical director is "
      "Ada Quill.")),
    ("The Corran store keeps oats, not rye.",
     ("The Wexham store keeps rye, not oats.", "The Corran store keeps oats, not rye.")),
    ("The Holm store keeps oats, not rye.", ("The Wexham store keeps rye, not oats, unlike the Holm store.",
                                               "The Holm store keeps oats, not rye.")),
    ("In 2001 the press moved from Corran to Wexham.",
     ("The press moved from Wexham to Corran in 1990.", "It returned to Wexham in 2001.")),
    ("Entrants must play either the Brill March or the Holm Reel.",
     ("Entrants must choose their test piece from two works.", "The two works are the Brill March and the Holm Reel.")),
    ("Seeds may be sent to the Corran store.", ("Seeds may be sent to the Corran store without a licence.",)),
    ("Iron rails were replaced by steel rails.", ("Steel rails replaced iron rails.",)),
]


@pytest.mark.parametrize(("claim", "passages"), KEPT_TOO)
def test_right_claims_of_the_shapes_the_readings_read_stay_entailed_again(claim: str, passages: tuple[str, ...]) -> None:
    j = label(claim, *passages)
    assert j.label is Label.ENTAILED, j.rationale


@pytest.mark.parametrize("repeated", ["plans to ", "stepped down as ", "Entity R holds "])
def test_one_unpunctuated_sentence_of_many_verbs_is_read_in_bounded_time(repeated: str) -> None:
    """Hardening audit 36: each verb's clause was walked to its ends, its subject and its names for every verb,
    so one sentence of 43 KB of "plans to " took 36 CPU s (77 KB of "stepped down as ", over 120 s). Each walk now
    stops CLAUSE_REACH tokens away."""
    def run(n: int) -> object:
        claim = "Entity R holds the rights associated with Project Cedar " + repeated * n + "today."
        return label(claim, "Entity R holds the rights associated with record R17.",
                     "Project Cedar is mapped to record R17.")
    assert_linear(run, {"Entity R holds ": 400}.get(repeated, 750))


@pytest.mark.parametrize("repeated", [", not X", ", but not {i}word", ", not {i}word"])
def test_one_unpunctuated_sentence_of_many_set_off_denials_is_read_in_bounded_time(repeated: str) -> None:
    """Hardening audit 39 (contrast_denials_quadratic): each ", not B" collected the words of its whole sentence,
    and each pair of contrasts re-read both sentences, so one answer sentence of 21 KB of ", not X" took 7 CPU s
    (105 KB, over 100 s)."""
    def run(n: int) -> object:  # the claim says it 2n times, the evidence n times
        claim = "Entity R holds the rights associated with Project Cedar" + "".join(
            repeated.format(i=i) for i in range(2 * n)) + "."
        evidence = "Entity R holds the rights of record R17" + "".join(repeated.format(i=i) for i in range(n)) + "."
        return label(claim, evidence, "Project Cedar is mapped to record R17.")
    assert_linear(run, 1000)


@pytest.mark.parametrize("repeated", [", but not rye"])
def test_a_word_the_claim_and_the_evidence_both_repeat_is_read_in_bounded_time(repeated: str) -> None:
    """Hardening audit 39 (hedge_uses_quadratic): the hedge and plan readings read every use of a claim word in the
    evidence once per use of it in the claim, so a claim saying ", but not rye" 6,000 times against evidence saying it 3,000
    times took 13 CPU s."""
    def run(n: int) -> object:  # the claim says it 2n times, the evidence n times
        claim = "Entity R holds the rights associated with Project Cedar" + repeated * (2 * n) + "."
        return label(claim, "Entity R holds the rights of record R17" + repeated * n + ".",
                     "Project Cedar is mapped to record R17.")
    assert_linear(run, 100)  # small: at 750 -> 3,000 the reading still grew x12 (Dec 2026), super-linear


def test_a_claim_repeating_one_word_thousands_of_times_is_labelled_in_bounded_time() -> None:
    """Audit h39: 6,000 repetitions of " rye" against 3,000 took over 60 CPU s: the doer reading tried every place
    of the evidence clause for every tail of the claim's (now one pass per tail)."""
    from citeset.judges import Passage, RulesJudge

    def run(n: int) -> object:  # the claim says it 2n times, the evidence n times
        claim = "Entity R holds the rights associated with Project Cedar" + " rye" * (2 * n) + "."
        passages = [Passage(span_id="e0", text="Entity R holds the rights of record R17" + " rye" * n + "."),
                    Passage(span_id="e1", text="Project Cedar is mapped to record R17.")]
        return RulesJudge(variant="scored").label(claim, passages)
    assert_linear(run, 150)  # small: at 750 -> 3,000 the reading still grew x12.5 (Dec 2026), super-linear


@pytest.mark.parametrize("phrase", [" from A to B", " switched to Brae"])
def test_a_long_sentence_of_moves_is_read_in_linear_time(phrase: str) -> None:
    """Hostile input (hardening audit h40): each end of a move ("to Brae") read the words of its whole sentence
    again, each of the claim's ends was looked for among all of the evidence's, and every pair of the claim's verbs
    was read for their order: a claim sentence of 3,000 moves took 3 CPU s for one label, 6,000 over 20 s."""
    assert_linear(lambda n: label("Entity R holds the rights associated with Project Cedar" + phrase * n + ".",
                                  "Entity R holds the rights associated with Project Cedar" + phrase * 60 + "."),
                  {" switched to Brae": 500}.get(phrase, 1500))


def test_a_verb_repeated_in_claim_and_evidence_is_read_once_per_verb() -> None:
    """Hostile input (hardening audit h40): the sides and doer readings read every evidence use of a verb for each use
    in the claim: 6,000 " switched to Brae" against a span saying it 2,000 times took 15 CPU s for one label."""
    assert_linear(lambda n: label(  # the claim says it 3n times, the evidence n times
        "Entity R holds the rights associated with Project Cedar" + " switched to Brae" * (3 * n) + ".",
        "Entity R holds the rights associated with Project Cedar" + " switched to Brae" * n + "."), 150)
