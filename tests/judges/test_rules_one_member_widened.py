"""What the evidence says of one named member, said by the claim of all of them (DESIGN §3.4: a claim asserting more
than its evidence; probe 55's over-generalising family), in words other than the probe's: a library service, a
marina, a garden centre, a school trust."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The library service's four branches will all shut at noon on New Year's Eve.",
     ("The library service runs four branches: Hythe, Ashby, Moorfield and Queensway.",
      "The Ashby branch is to shut at noon on New Year's Eve.")),
    ("Readers are told that the library service's branches will stop lending laptops in March.",
     ("Readers at the Moorfield branch are told that it will stop lending laptops in March.",
      "The Hythe branch has a children's garden.")),
    ("Across Westholm Marina, pontoons will be closed for repairs in February.",
     ("Notice from Westholm Marina: the North pontoon will be closed for repairs in February. Plans for the other "
      "pontoons have not yet been made.",)),
    ("Greenacre's garden centres will open late on Thursdays in December.",
     ("The Fenby garden centre will open late on Thursdays in December.", "Greenacre was founded in 1979.")),
    ("The trust's schools will all adopt a four-term year from September.",
     ("The trust's Oakfield school will adopt a four-term year from September.",
      "The trust has five schools.")),
])
def test_design_3_4_what_one_member_does_said_of_all_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Ashby branch will shut at noon on New Year's Eve.",
     ("The Ashby branch is to shut at noon on New Year's Eve.",)),
    ("The library service's branches will all shut at noon on New Year's Eve.",
     ("All of the library service's branches, including the Ashby branch, will shut at noon on New Year's Eve.",)),
    ("Greenacre's garden centres will open late on Thursdays in December.",
     ("Every Greenacre garden centre will open late on Thursdays in December, including the Fenby garden centre.",)),
    ("The Fenby and Hale garden centres will open late on Thursdays in December.",
     ("The Fenby garden centre and the Hale garden centre will open late on Thursdays in December.",)),
    ("Boats moored at the North pontoon will be moved in February.",
     ("Boats moored at the North pontoon will be moved in February.",)),
    ("The marina's pontoons will be closed for repairs in February.",
     ("Westholm Marina's pontoons will be closed for repairs in February, starting with the North pontoon.",)),
    ("Visitors to the Oakfield school can park in the trust's car parks.",
     ("Visitors to the Oakfield school can park in the trust's car parks.",)),
])
def test_design_3_4_a_member_kept_or_all_said_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_one_member_widened_is_read_in_linear_time() -> None:
    evidence = "The Ashby branch will shut at noon. " * 3000
    start = time.process_time()
    judged("The library service's branches will shut at noon.", evidence)
    assert time.process_time() - start < 10
