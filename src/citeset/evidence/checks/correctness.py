"""DESIGN §3.4 correctness and the §3.7 boundary, decided from one judge question: is the output claim
entailed by, or contradicted by, its reference claim's text?

- correct: an accepted answer string is contained (normalised), the reference claim does not contradict
  the output claim (negation, modality, another value or entity), and the output claim neither denies, hedges
  nor dates in the past what the reference claim states (`material.force_change`: words such as "no longer",
  "might", "whether", "formerly" that neither the reference claim nor the cited spans have a counterpart of,
  or another value in place of the reference claim's: `values`), and neither splits a name of the reference
  claim nor swaps the roles of two, or the sides of a comparison (`binding.misbinds`);
  containment alone never suffices. Without
  answer strings, the output claim must entail the reference claim.
- within boundary: the reference claim entails the output claim, so it asserts nothing more.
"""

from __future__ import annotations

from citeset.corpus._normalize import normalize
from citeset.evidence._claims import accepted_answers, contains_answer
from citeset.evidence._context import Ask, ClaimContext, Correctness, contradicts, entailed
from citeset.evidence.checks import sides
from citeset.evidence.checks.binding import misbinds
from citeset.evidence.checks.material import Guard, cited_documents, force_change, missing_terms
from citeset.judges._protocol import Passage


async def assess(ctx: ClaimContext, ask: Ask, guard: Guard | None = None) -> Correctness:
    ref = ctx.ref
    if ref is None:
        return Correctness()
    if ctx.case.unreadable(ref):
        return Correctness(reason=f"not graded: reference claim {ref.claim.claim_id!r} rests on text this case's "
                                  "reader may not read")
    answers = accepted_answers(ctx.case.case, ref.claim)
    if ctx.conflict_statement:
        # A statement of the expected disagreement names each side's value and is scoped to the conflict;
        # it must still not contradict the reference claim (sides swapped, a value negated).
        stated = [a for a in answers if contains_answer(ctx.text, (a,))]
        j = await ask(ctx.text, [Passage(span_id=f"reference:{ref.claim.claim_id}", text=ref.claim.text)],
                      "boundary")
        if j.label is None:
            return Correctness(judgment=j, reason=f"correctness undetermined: {j.error or 'judge failed'}")
        if contradicts(j):
            return Correctness(False, True, j, f"contradicts reference claim {ref.claim.claim_id!r}: {j.rationale}")
        misstated = _misstated_sides(ctx, answers)
        if misstated is not None:
            reason, within = misstated
            return Correctness(False, within, j, f"misstates the disagreement: {reason}")
        right = bool(answers) and len(stated) >= min(2, len(answers))
        return Correctness(right, True, j, None if right else
                           "a statement of the disagreement must give each side's accepted answer")
    if normalize(ctx.text) == normalize(ref.claim.text):
        # The output restates the reference claim: it is within the boundary and states it, whatever a judge
        # would add; asking would only spend a call.
        return Correctness(True, True, None, "restates the reference claim")
    j = await ask(ctx.text, [Passage(span_id=f"reference:{ref.claim.claim_id}", text=ref.claim.text)], "boundary")
    if j.label is None:
        return Correctness(judgment=j, reason=f"correctness undetermined: {j.error or 'judge failed'}")
    within = entailed(j)
    unfound = missing_terms(ctx.text, [ref.claim.text]) if within else []
    if unfound:
        within = False
        ctx.notes.append("outside the reference claim's boundary: it asserts " + ", ".join(unfound))
    if within and guard is not None:
        # The boundary is a precision gate: the annotation transfers only to what the reference claim says.
        # A graded judge can call "founded" close enough to "leads"; the lexical guard cannot.
        checked = guard(ctx.text, [ref.claim.text])
        if not entailed(checked):
            within = False
            ctx.notes.append(f"outside the reference claim's boundary: {checked.rationale}")
    if contradicts(j):
        return Correctness(False, within, j, f"contradicts reference claim {ref.claim.claim_id!r}: {j.rationale}")
    changed = (force_change(ctx.text, ref.claim.text, [p.text for p in ctx.passages()])
               or misbinds(ctx.text, ref.claim.text))
    if changed is not None:
        # What a judge may miss: "no longer leads", "might lead", "whether ... leads" contain the answer string
        # and most of the words, and state nothing of the kind (§3.4: containment alone never suffices).
        return Correctness(False, within, j, f"does not state reference claim {ref.claim.claim_id!r}: it {changed}")
    if answers:
        if contains_answer(ctx.text, answers):
            return Correctness(True, within, j)
        return Correctness(False, within, j, f"does not state an accepted answer for {ref.claim.claim_id!r}")
    states = ctx.link.judgment if ctx.link.method == "judge" else None
    if states is None:
        states = await ask(ref.claim.text, [Passage(span_id="answer", text=ctx.text)], "link")
    if states.label is None:
        return Correctness(judgment=states, reason=f"correctness undetermined: {states.error or 'judge failed'}")
    if entailed(states):
        return Correctness(True, within, j)
    return Correctness(False, within, j, f"does not state reference claim {ref.claim.claim_id!r}")


def _misstated_sides(ctx: ClaimContext, answers: tuple[str, ...]) -> tuple[str, bool] | None:
    """A statement of the disagreement that swaps the sides or asserts more than the reference claim and the
    cited documents (`checks.sides`): (why, whether it stays within the boundary); None when it does neither."""
    ref = ctx.ref
    assert ref is not None
    views = ctx.citations.views
    cited = [vid for i in ctx.citations.admissible if (vid := views[i].version_id) is not None]
    evidence = [p.text for p in ctx.passages()] + cited_documents(ctx.case.suite, cited)
    extra = sides.beyond(ctx.text, ref.claim.text, evidence)
    if extra:
        return f"it asserts {', '.join(extra)}, which neither the reference claim nor the cited documents say", False
    swapped = sides.misattributed(ctx.text, ref.claim.text, answers, ctx.case.case.question)
    return (swapped, True) if swapped is not None else None
