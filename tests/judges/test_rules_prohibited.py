"""The rules judge on a prohibition in other words (DESIGN §3.4, negation): "are not allowed to", "are prohibited
from" and "may not"/"must not" deny alike; a permission against any of them is the opposite. Worded apart from
audit 43."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, text: str, variant: str = "scored") -> Label | None:
    return RulesJudge(variant=variant).label(claim, [Passage(span_id="e", text=text)]).label


@pytest.mark.parametrize("variant", ["scored", "strict"])
def test_design_3_4_a_prohibition_in_other_words_is_entailed(variant: str) -> None:
    assert label("Anglers are not allowed to fish from the lock gates.", "Anglers must not fish from the lock gates.",
                 variant) == Label.ENTAILED


@pytest.mark.parametrize(("claim", "text"), [
    ("Anglers may fish from the lock gates.", "Anglers are not allowed to fish from the lock gates."),
    ("Anglers may fish from the lock gates.", "Anglers are prohibited from fishing from the lock gates."),
    ("Anglers are not allowed to fish from the lock gates.", "Anglers may fish from the lock gates."),
])
def test_design_3_4_a_permission_against_a_prohibition_is_contradicted(claim: str, text: str) -> None:
    assert label(claim, text) == Label.CONTRADICTED
