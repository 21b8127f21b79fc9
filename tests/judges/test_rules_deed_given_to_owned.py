"""The rules judge reads a claim that gives a name's deed to what the name owns: "Hugo Brandt's niece built the
boathouse" on "The boathouse was built in 1931 by Hugo Brandt. His niece, Lotte Brandt, keeps its keys" is not
entailed (Hugo Brandt built it), nor is "Hugo Brandt's niece" where Hugo Brandt himself does it in the active voice.
A claim that keeps the deed with its own doer, or gives the owned noun its own deed, stays entailed. Wordings other
than the probes'."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

BOATHOUSE = ("The boathouse was built in 1931 by Hugo Brandt. His niece, Lotte Brandt, keeps its keys.",)
ORCHARD = ("The orchard is leased by Mara Holm and pruned by her cousin, Ivo.",)
BAKERY = ("Nell Ambrose bakes the rye loaves, and her daughter delivers them.",)
LETTERS = ("The letters of Ada Kerr were donated by her grandson, Tom Kerr.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Hugo Brandt's niece built the boathouse.", BOATHOUSE),
    ("Mara Holm's cousin leases the orchard.", ORCHARD),
    ("Nell Ambrose's daughter bakes the rye loaves.", BAKERY),
])
def test_a_names_deed_given_to_what_it_owns_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Hugo Brandt built the boathouse.", BOATHOUSE),
    ("Mara Holm's cousin prunes the orchard.", ORCHARD),
    ("Nell Ambrose's daughter delivers the rye loaves.", BAKERY),
    ("Ada Kerr's grandson donated her letters.", LETTERS),
])
def test_a_deed_kept_with_its_doer_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED
