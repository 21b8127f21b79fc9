"""The rules judge reads who did what a verb says: the subject of an active verb, the "by" phrase of a passive, the
noun a possessive owns. A claim that gives the verb a doer no use of it in the evidence may have ("Rita Moss
delivered the crates" on "The crates were unloaded by driver Rita Moss and delivered by porter Ivo Dale"; "The
bakery manager iced the cake" on "The bakery manager's daughter iced the cake") is not entailed, in words other
than probe 30's; right claims of the same shapes stay entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

CRATES = ("The crates were unloaded at the quay by driver Rita Moss and delivered to the market by porter Ivo Dale.",)
CAKE = ("The bakery manager's daughter iced the wedding cake before the guests arrived.",)
WORKSHOP = ("In the workshop the carpenter, Ezra Kell, planed the oak boards; his assistant, Nell Hart, varnished the "
            "shelves.",)
BAND = ("At the fete, the junior band played first and the senior band closed the evening with a march.",)
MUSEUM = ("The museum's director is Hana Frei.", "The museum director approved the loan of the tapestry.")
PIT = ("The surveyor, Tova, marked the pit; her brother, Ivo Lamm, dug it out.", "His aunt, Ada Lamm, sieved the spoil.")
CRATES_LATE = ("The crates were counted by the clerk, Omar Reyes, after the porter had scanned them at the gate.",)
MILL = ("The mill was restored by a local trust, the Mill Friends, with money from the heritage fund.",)
LIDO = ("The council's parks officer is Gideon Fry.", "In June the parks officer closed the lido.",
        "The lido was reopened in July by the new chair, Elspeth Rowe.")
BOATS = ("Both boats were repaired in March by the harbour's master carpenter, Olaf Rink.",
         "Pia Holm painted the hulls in April.")


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Rita Moss delivered the crates to the market.", CRATES),
    ("Ivo Dale unloaded the crates at the quay.", CRATES),
    ("The bakery manager iced the wedding cake.", CAKE),
    ("Nell Hart planed the oak boards.", WORKSHOP),
    ("The junior band closed the evening with a march.", BAND),
    ("Pia Holm repaired both boats.", BOATS),
    ("Tova dug the pit.", PIT),
    ("Ada Lamm dug the pit.", PIT),
    ("Omar Reyes scanned the crates at the gate.", CRATES_LATE),
    ("The heritage fund restored the mill.", MILL),
    ("Elspeth Rowe closed the lido in June.", LIDO),
])
def test_a_doer_the_evidence_gives_the_verb_nowhere_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ivo Dale delivered the crates to the market.", CRATES),
    ("Driver Rita Moss unloaded the crates at the quay.", CRATES),
    ("The daughter of the bakery manager iced the wedding cake.", CAKE),
    ("The carpenter planed the oak boards.", WORKSHOP),
    ("The assistant of Ezra Kell varnished the shelves.", WORKSHOP),
    ("The senior band closed the evening with a march.", BAND),
    ("Hana Frei approved the loan of the tapestry.", MUSEUM),
    ("Olaf Rink repaired both boats in March.", BOATS),
    ("The master carpenter repaired both boats.", BOATS),
    ("Ivo Lamm dug the pit.", PIT),
    ("The porter scanned the crates at the gate.", CRATES_LATE),
    ("The Mill Friends restored the mill.", MILL),
    ("Gideon Fry closed the lido in June.", LIDO),
])
def test_the_doer_the_evidence_gives_the_verb_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


PREMIUM = ("In April, the Harrow Vale Cycling Federation changed its entry fees.",
           "The same month, the number of unfinished races organised by the Harrow Vale Cycling Federation fell by 7.")


@pytest.mark.parametrize("claim", [
    "In April, unfinished races organised by the Harrow Vale Cycling Federation fell by 7, and that month the "
    "federation also changed its entry fees.",
    "In April the federation changed its entry fees.",
])
def test_design_3_4_a_doer_after_a_fronted_time_or_named_by_the_names_own_words_is_the_evidences(claim: str) -> None:
    judged = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(PREMIUM)])
    assert judged.label is Label.ENTAILED, judged.rationale



def test_doers_of_a_verb_used_thousands_of_times_in_one_sentence_are_read_in_linear_time() -> None:
    """Each use of the verb looked for its clause's bounds over the whole sentence: eight times the text took about
    26 times as long (0.17 s at 25,000 characters, 4.4 s at 200,000)."""
    unit = "Final figures show that the beekeepers sold 410 jars of honey that show "
    assert_linear(lambda n: label("The beekeepers sold 410 jars of honey in 2023.", unit * n + "."), 400)
