"""DESIGN §3.3 linking: each output claim to a reference claim, by claim_id, by accepted answer string, or
by the judge (the output claim entails or contradicts the reference claim), as configured and recorded."""

from __future__ import annotations

from collections.abc import Sequence

from citeset.cards import LinkMethod
from citeset.evidence._claims import accepted_answers, contains_answer
from citeset.evidence._context import Ask, ClaimContext, Link
from citeset.judges._protocol import Label, Passage


async def link(ctx: ClaimContext, ask: Ask, methods: Sequence[LinkMethod]) -> Link:
    case, claim, text = ctx.case, ctx.unit.claim, ctx.text
    notes: list[str] = []
    if claim.claim_id is not None and "claim_id" in methods:
        ref = case.refs.get(claim.claim_id)
        if ref is not None:
            return Link(ref, "claim_id")
        # An id the suite does not know is the system's word, not a link: fall back to the other methods.
        notes.append(f"claim_id {claim.claim_id!r} is not a reference claim of this case")
    if "answer" in methods:
        for state in case.refs.values():
            answers = accepted_answers(case.case, state.claim)
            if answers and contains_answer(text, answers):
                return Link(state, "answer", notes=notes)
    if "judge" in methods and ctx.requires:
        for state in case.refs.values():
            j = await ask(state.claim.text, [Passage(span_id="answer", text=text)], "link")
            if j.label is None:
                return Link(judgment=j, failed=True,
                            notes=[*notes, f"linking failed: {j.error or 'judge undetermined'}"])
            if j.label in (Label.ENTAILED, Label.CONTRADICTED):
                return Link(state, "judge", judgment=j, notes=notes)
    return Link(notes=notes)
