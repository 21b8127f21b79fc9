"""DESIGN §3.3 linking: each output claim to a reference claim, by claim_id, by accepted answer string, or
by the judge (the output claim entails or contradicts the reference claim), as configured and recorded. (A
claim that opens with a pronoun cannot be judged on its own, DESIGN §1: see `pronoun_readings`.)

Reference claims are tried closest in wording first, by answer string and by the judge, and by the judge a
reference claim the output claim entails wins over one it contradicts. "Lena Marsh-1990 leads Orchard 1990."
states the case's "who leads" claim: it contains the "when founded" claim's answer "1990" too, and a lenient
judge may find it entailing (or contradicting) "Orchard 1990 was founded in 1990."; taking the first reference
claim in suite order that matched reported the claim it states as omitted.

A compound sentence ("Dana Reyes leads Project Birch, which is assigned to cost center C9.") states more than
one reference claim: it links to the closest, and `checks.compound` finds the others it states."""

from __future__ import annotations

from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.cards import LinkMethod
from citeset.corpus._normalize import normalize
from citeset.evidence._claims import accepted_answers, answers_no, contains_answer
from citeset.evidence._context import Ask, ClaimContext, Link, RefState
from citeset.evidence.checks.values import statement_of
from citeset.judges._protocol import Label, Passage
from citeset.parse import leading_pronoun, names_in, readings, without_affirmation


async def link(ctx: ClaimContext, ask: Ask, methods: Sequence[LinkMethod], text: str | None = None) -> Link:
    """The reference claim the output claim (read as `text`, by default as written) answers, if any."""
    case, claim, text = ctx.case, ctx.unit.claim, ctx.text if text is None else text
    notes: list[str] = []
    if claim.claim_id is not None and "claim_id" in methods:
        ref = case.refs.get(claim.claim_id)
        if ref is not None:
            return Link(ref, "claim_id")
        # An id the suite does not know is the system's word, not a link: fall back to the other methods.
        notes.append(f"claim_id {claim.claim_id!r} is not a reference claim of this case")
    refs = closest_first(text, case.comparable)
    if "answer" in methods:
        for state in refs:
            answers = accepted_answers(case.case, state.claim)
            if answers and contains_answer(text, answers) and not stands_in(text, state.claim.text):
                return Link(state, "answer", notes=notes)
    if "judge" in methods and ctx.requires:
        contradicted: Link | None = None
        for state in refs:
            j = await ask(state.claim.text, [Passage(span_id="answer", text=text)], "link")
            if j.label is None:
                return Link(judgment=j, failed=True,
                            notes=[*notes, f"linking failed: {j.error or 'judge undetermined'}"])
            if j.label == Label.ENTAILED:
                return Link(state, "judge", judgment=j, notes=notes)
            if j.label == Label.CONTRADICTED and contradicted is None:
                contradicted = Link(state, "judge", judgment=j, notes=notes)
        if contradicted is not None:
            return contradicted
    return Link(notes=notes)


def stands_in(text: str, reference: str) -> bool:
    """Whether `text` opens with a pronoun where the reference claim has a name `text` lacks: "It was donated
    in 1958." names the year of "The Morrow letters were donated in 1958." and whatever "It" means (an audit
    found it linked by the year after a sentence about another collection, and accepted). Such a claim is
    left to the judge and to `pronoun_readings`, which never make it correct on a reading."""
    if leading_pronoun(text) is None:
        return False
    mine = normalize(text)
    return any(normalize(name) not in mine for name in names_in(statement_of(reference)))


def read_past_affirmation(ctx: ClaimContext) -> None:
    """Read "Yes, Dana Reyes leads Project Birch." as "Dana Reyes leads Project Birch." (§3.7: the "Yes"
    answers the question; it is not a word the claim adds that its evidence must hold). Under a case whose
    answer is "no" the "Yes" is kept: there it is the wrong answer."""
    found = without_affirmation(ctx.text)
    if found is None or answers_no(ctx.case.case):
        return
    ctx.reading, word = found
    ctx.notes.append(f"read as {ctx.reading!r}: the opening {word!r} answers the question")


MAX_NAMES = 3
"""Names of the sentence before tried for a leading pronoun (each costs a judge call per reference claim)."""


async def pronoun_readings(ctx: ClaimContext, previous: str, ask: Ask) -> None:
    """For a claim that opens with a pronoun and links to nothing as written ("It is headquartered in Porto
    [2]."): the reference claims a reading of it with a name of the `previous` claim states (the judge finds
    the reading entails them), recorded on the case. Such a claim is not reported omitted but escalated: which
    name the pronoun means is not something a lexical check can decide. An audit found that taking the reading
    that links (or the subject, for "She") counted "Tom Berg hired Lena Marsh. She leads the team." as
    stating "Tom Berg leads the team", so a reading never makes a claim linked, correct or accepted."""
    pronoun = leading_pronoun(ctx.text)
    for reading, name in readings(ctx.text, previous)[:MAX_NAMES]:
        found = await link(ctx, ask, ["judge"], reading)
        if found.failed or found.ref is None or found.judgment is None or found.judgment.label != Label.ENTAILED:
            continue
        ctx.case.pronoun_statements.setdefault(
            found.ref.claim.claim_id,
            f"output claim {ctx.index} ({ctx.text!r}) states it if {pronoun!r} means {name!r}")


def closest_claims(text: str, claims: list[ClaimContext]) -> list[ClaimContext]:
    """`claims` by the share of words they have in common with `text`, highest first (ties: answer order)."""
    words = set(_WORD.findall(normalize(text)))
    return sorted(claims, key=lambda c: -_jaccard(words, set(_WORD.findall(normalize(c.text)))))


def _jaccard(a: set[str], b: set[str]) -> float:
    union = a | b
    return len(a & b) / len(union) if union else 0.0


_WORD = lazy_compile(r"\w+")


def closest_first(text: str, refs: list[RefState]) -> list[RefState]:
    """`refs` by the share of words they have in common with `text` (Jaccard), highest first; ties keep the
    suite's order, so the order (and the judge calls) are reproducible."""
    if len(refs) < 2:
        return refs
    words = set(_WORD.findall(normalize(text)))
    return sorted(refs, key=lambda ref: -_jaccard(words, set(_WORD.findall(normalize(ref.claim.text)))))
