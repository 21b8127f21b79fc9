"""The rules judge reads which subject an evidence clause says its predicate of: a claim that gives the predicate to
a subject the evidence says other things of (an apposition's other name, another conjunct, the members of another
sentence's quantifier, a contrasted clause's other subject, the holder of another role) is not entailed, in words
other than probe 29's; right claims of the same shapes stay entailed."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

ORCHESTRA = ("The orchestra's cellist, Ines Morrow, tuned the piano while its conductor, Paul Weir, greeted the "
             "donors.",)
GARDEN = ("Hannah and Liu painted the fence; Marco mowed the lawn.",)
HARBOUR = ("All ferries on the northern route were repainted in April. Some tugboats were serviced.",)
STUDIO = ("The upstairs studio records vocals, whereas the basement studio records drums.",)
MUSEUM = ("Oona Pratt is the senior archivist at the museum.", "Bram Velde is the junior archivist at the museum.",
          "Oona Pratt catalogued the coin hoard.")
RIVER = ("In winter, the ferries sail at dawn, whereas the barges sail at noon.",)
MARKET = ("Locals visit mostly the markets, whereas tourists visit mostly the old town.",)
FARM = ("The north farm pumps water from the canal, whereas the south farm pumps water from wells.",)
ORCHARD = ("Every crate of apples is checked by hand. Some pear crates are checked by scanner.",)
SCHOOL = ("The school's PE teacher, Nora Blix, coached the relay, and its IT manager, Sam Ode, set up the screens.",)
KILNS = ("Mara Holm runs the east kiln and Tove Lund runs the west kiln.", "Tove Lund cut the kiln's gas use by a third.")
APIARY = ("The older hives produced more honey, whereas the new hives produced wax.",)
RELAY = ("The blue team won the relay and the red team won the sprint.",)
BRIDGE = ("The museum's registrar is Tomas Quill.", "Tomas Quill photographed the silver collection.")


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Paul Weir tuned the piano.", ORCHESTRA),
    ("Hannah and Marco painted the fence.", GARDEN),
    ("All tugboats on the northern route were repainted in April.", HARBOUR),
    ("The upstairs studio records drums.", STUDIO),
    ("The museum's junior archivist catalogued the coin hoard.", MUSEUM),
    ("In winter, the ferries sail at noon.", RIVER),
    ("Locals visit mostly the old town.", MARKET),
    ("The north farm pumps water from wells.", FARM),
    ("Every pear crate is checked by hand.", ORCHARD),
    ("Nora Blix set up the screens.", SCHOOL),
    ("The potter who runs the east kiln cut the kiln's gas use by a third.", KILNS),
    ("The new hives produced more honey.", APIARY),
    ("The red team won the relay.", RELAY),
])
def test_a_predicate_given_to_another_subject_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ines Morrow tuned the piano.", ORCHESTRA),
    ("Paul Weir greeted the donors.", ORCHESTRA),
    ("Hannah and Liu painted the fence.", GARDEN),
    ("Liu painted the fence.", GARDEN),
    ("Marco mowed the lawn.", GARDEN),
    ("Every ferry on the northern route was repainted in April.", HARBOUR),
    ("The basement studio records drums.", STUDIO),
    ("The museum's senior archivist catalogued the coin hoard.", MUSEUM),
    ("In winter, the barges sail at noon.", RIVER),
    ("Tourists visit mostly the old town.", MARKET),
    ("The south farm pumps water from wells.", FARM),
    ("Every crate of apples is checked by hand.", ORCHARD),
    ("Sam Ode set up the screens.", SCHOOL),
    ("The potter who runs the west kiln cut the kiln's gas use by a third.", KILNS),
    ("The older hives produced more honey.", APIARY),
    ("The blue team won the relay.", RELAY),
    ("The red team won the sprint.", RELAY),
    ("The museum's registrar photographed the silver collection.", BRIDGE),
    ("Tomas Quill, the museum's registrar, photographed the silver collection.", BRIDGE),
    ("The west pier uses timber decking.", ("The east pier uses timber decking; the west pier uses the same decking.",)),
    ("The workshop of the museum is closed on Mondays.",
     ("The museum's cafe is open daily, but its workshop is closed on Mondays.",)),
    ("The seed vault was inspected in 2021.", ("The trust built the seed vault in 2003; engineers inspected it in 2021.",)),
])
def test_the_predicate_given_to_its_own_subject_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


TRIO = ("Ada played the oboe part in the Brahms Serenade.", "The horn part was played by Rafe Dunn.",
        "Both players were taught by the conservatoire's head of wind, Ilse Varga.")


@pytest.mark.parametrize(("claim", "held"), [
    ("Ilse Varga taught the player of the horn part in the Brahms Serenade.", True),
    ("Rafe Dunn taught the player of the horn part in the Brahms Serenade.", False),
])
def test_a_verb_and_its_object_are_not_read_as_a_subject(claim: str, held: bool) -> None:
    """A claim's words before the tail it shares with an evidence clause are its subject only when they hold no verb
    before its object ("Ilse Varga taught the player of the horn | part in the Brahms Serenade" is no subject of "part
    in the Brahms Serenade"): the right claim stays entailed (probe 30 cho-008), the wrong doer still is not."""
    assert (label(claim, *TRIO) is Label.ENTAILED) is held


# A sentence-opening "He" or "She" speaks of the name the sentence before opens with (probe 34: every claim that put
# the sentence on another person was accepted).
COOPERAGE = "Ilse Brant joined the cooperage in 1994. She repairs the oak vats. Joran Vell joined in 2002."
SURVEY = "Kasia Lenk studied botany for six years. She mapped the salt marsh in 1987. Bo Strand surveyed the dunes."
LOFT = "The trust hired Rhea Moss. She restored the loft."


@pytest.mark.parametrize(("claim", "passages"), [
    ("Joran Vell repairs the oak vats.", (COOPERAGE,)),
    ("Bo Strand mapped the salt marsh.", (SURVEY,)),
])
def test_a_pronoun_subject_speaks_of_the_name_before_it_not_another(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ilse Brant repairs the oak vats.", (COOPERAGE,)),
    ("Kasia Lenk mapped the salt marsh.", (SURVEY,)),
    ("Rhea Moss restored the loft.", (LOFT,)),
])
def test_a_pronoun_subject_may_be_the_claims_name(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_a_pronoun_after_a_sentence_of_two_names_may_speak_of_either() -> None:
    # "She" may be the recruit, not the recruiter: the pronoun is left unresolved.
    assert label("Tilde Aas now trains the rescue dogs.",
                 "Oskar Lind recruited Tilde Aas from the mountain service. She now trains the rescue dogs.") \
        is Label.ENTAILED
