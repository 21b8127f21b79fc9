"""DESIGN §3.4 correctness and the §3.7 boundary, decided from one judge question: is the output claim
entailed by, or contradicted by, its reference claim's text?

- correct: an accepted answer string is contained (normalised), the reference claim does not contradict
  the output claim (negation, modality, another value or entity), and the output claim neither denies, hedges
  nor dates in the past what the reference claim states (`material.force_change`: words such as "no longer",
  "might", "whether", "formerly" that neither the reference claim nor the cited spans have a counterpart of,
  or another value in place of the reference claim's: `values`), and neither splits a name of the reference
  claim nor swaps the roles of two, or the sides of a comparison (`binding.misbinds`);
  containment alone never suffices. A claim beyond the boundary must also entail the reference claim: the
  answer string in another fact ("X was founded in 1987" for "X owns Y") states nothing of it. Without
  answer strings, the output claim must entail the reference claim.
- within boundary: the reference claim entails the output claim, so it asserts nothing more; for §4's accept,
  also read with the answer's earlier claims and a compound sentence's other reference claims (`read_with`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from difflib import SequenceMatcher
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.corpus._normalize import normalize
from citeset.evidence._claims import accepted_answers, contains_answer
from citeset.evidence._context import Ask, ClaimContext, Correctness, RefState, contradicts, entailed
from citeset.evidence.checks import sides
from citeset.evidence.checks.binding import misbinds
from citeset.evidence.checks.exchanged import in_order
from citeset.evidence.checks.material import (
    CUES,
    VALUE_TERM,
    Guard,
    force_change,
    material_terms,
    missing_terms,
    reference_words,
)
from citeset.evidence.checks.relations import opposed, word_key
from citeset.evidence.checks.sources_named import cited_documents
from citeset.evidence.checks.values import statement_of
from citeset.judges._protocol import Judgment, Passage
from citeset.judges._rules_lexicon import MONTHS, STOPWORDS


async def assess(ctx: ClaimContext, ask: Ask, guard: Guard | None = None,
                 earlier: Sequence[ClaimContext] = ()) -> Correctness:
    ref = ctx.ref
    if ref is None:
        return Correctness()
    if ctx.case.unreadable(ref):
        return Correctness(reason=f"not graded: reference claim {ref.claim.claim_id!r} rests on text this case's "
                                  "reader may not read")
    answers = accepted_answers(ctx.case.case, ref.claim)
    if ctx.conflict_statement:
        return await _assess_statement(ctx, ask, ref, answers)
    if ctx.conflict is not None:
        # Not read as a statement of the disagreement (each side not given its own value), a claim may still give
        # each source the other's value: it states neither side (§3.4, another value).
        swapped = sides.misattributed(ctx.text, ref.claim.text, sides.side_values(ref.claim.text, answers),
                                      ctx.case.case.question or "")
        if swapped is not None:
            return Correctness(False, False, None, f"misstates the disagreement: {swapped}")
    if ctx.text == ref.claim.text or normalize(ctx.text) == normalize(ref.claim.text):  # (equal texts: no NFKC)
        # The output restates the reference claim: it is within the boundary and states it, whatever a judge
        # would add; asking would only spend a call.
        return Correctness(True, True, None, "restates the reference claim")
    j = await ask(ctx.text, [_reference_passage(ref)], "boundary")
    if j.label is None:
        return Correctness(judgment=j, reason=f"correctness undetermined: {j.error or 'judge failed'}")
    within = _within(ctx, j, ref, guard)
    if contradicts(j):
        return Correctness(False, within, j, f"contradicts reference claim {ref.claim.claim_id!r}: {j.rationale}")
    changed = (force_change(ctx.text, ref.claim.text, [p.text for p in ctx.passages()])
               or misbinds(ctx.text, ref.claim.text))
    if changed is not None:
        # What a judge may miss: "no longer leads", "might lead", "whether ... leads" contain the answer string
        # and most of the words, and state nothing of the kind (§3.4: containment alone never suffices).
        return Correctness(False, within, j, f"does not state reference claim {ref.claim.claim_id!r}: it {changed}")
    if answers:
        if not contains_answer(ctx.text, answers):
            return Correctness(False, within, j, f"does not state an accepted answer for {ref.claim.claim_id!r}")
        # Within the boundary, the claim says part of the reference claim with its answer in it. An imported
        # "Question? Answer: X" states only X: its question is no statement an answer must repeat. Where current
        # sources disagree, a claim giving one side's value is judged by the §3.9 rules.
        plain = within or ctx.conflict is not None or statement_of(ref.claim.text) != ref.claim.text
        left_out = [] if plain else _names_left_out(ctx, earlier)
        replaced = not plain and not left_out and _replaces(ctx, earlier)
        if not left_out and not replaced:
            return Correctness(True, within, j)
        # Beyond the boundary and without a name of the reference claim, the answer string may stand in another
        # fact ("X was founded in 1987" for "X owns Y"): §3.4 counts a claim that *states* the reference claim,
        # so the judge must find that it does (more is allowed), read after the answer's earlier claims. A claim
        # that says its own words in place of the reference claim's must pass the precision guard too: a graded
        # judge reads "15 crowns per month" as close enough to "15 crowns per season".
        return await _states(ctx, ask, j, within, earlier, left_out, guard if replaced else None)
    return await _states(ctx, ask, j, within, ())


def _reference_passage(ref: RefState) -> Passage:
    """The reference claim as the boundary question's evidence, with the year its `applies_at` falls in: "cost £8.60
    in 2025" dates the reference claim the annotation applies to mid-2025 (audit 47), and "in 2024" contradicts it."""
    when = ref.claim.applies_at
    if when is None:
        return Passage(span_id=f"reference:{ref.claim.claim_id}", text=ref.claim.text)
    start = datetime(when.year, 1, 1, tzinfo=when.tzinfo)
    return Passage(span_id=f"reference:{ref.claim.claim_id}", text=ref.claim.text, effective_from=start,
                   effective_to=start.replace(year=when.year + 1))


async def _assess_statement(ctx: ClaimContext, ask: Ask, ref: RefState, answers: tuple[str, ...]) -> Correctness:
    """Correctness of a statement of the expected disagreement (§3.9)."""
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


def _within(ctx: ClaimContext, j: Judgment, ref: RefState, guard: Guard | None) -> bool:
    """Whether the output claim stays within the reference claim's boundary (§3.7); why not goes to its notes."""
    within = entailed(j)
    reference = _reference_passage(ref).dated_text()  # with the year of its `applies_at`
    unfound = missing_terms(ctx.text, [reference]) if within else []
    if unfound:
        within = False
        ctx.notes.append("outside the reference claim's boundary: it asserts " + ", ".join(unfound))
    if within and guard is not None:
        # The boundary is a precision gate: the annotation transfers only to what the reference claim says.
        # A graded judge can call "founded" close enough to "leads"; the lexical guard cannot.
        checked = guard(ctx.text, [reference])
        if not entailed(checked):
            within = False
            ctx.notes.append(f"outside the reference claim's boundary: {checked.rationale}")
    return within


async def read_with(ctx: ClaimContext, ask: Ask, guard: Guard | None, earlier: Sequence[ClaimContext]) -> None:
    """For §4's accept, a correct claim beyond its own reference claim's boundary may still say no more than the
    answer states with it: its reference claim read with the answer's earlier claims that are themselves cited,
    jointly supported and not wrong (§3.6 answer scope: "Entity R holds R17's rights [2]" after "Cedar maps to
    R17 [1]"), and beside the other reference claims a compound sentence states ("Dana Reyes leads Project
    Birch, which is assigned to cost center C9"). Judged as the boundary is: the judge, every material term, the
    lexical guard. (The annotation of one reference claim still transfers only within its own boundary, §3.7.)

    What a claim adds from its route's spans ("Greta Lindqvist, the orchestra's chief conductor, studied ...")
    is left to a person: read against one member at a time, the rules judge let "Colm Reid, the committee's
    secretary" through for "chaired by Colm Reid, and its secretary is Dr Ada Moss" (audit 34)."""
    k = ctx.correctness
    if not (k.correct and k.within_boundary is False and ctx.conflict is None and ctx.ref is not None):
        return
    sound = [e for e in earlier if e.joint.established and e.support.supported and e.correctness.correct is not False
             and not e.contradicted]  # cited, jointly supported and not wrong: what answer scope reads (§3.6)
    if not (sound or ctx.also):
        return
    stated = [e.text for e in sound] + [r.claim.text for r in (ctx.ref, *ctx.also)]
    if await _says_no_more(ctx.text, ask, guard, stated):
        k.within_read_with = True
        ctx.notes.append("says no more than its reference claim read with "
                         + ("the answer's earlier claims" if sound else "the other reference claims it states"))


async def _says_no_more(claim: str, ask: Ask, guard: Guard | None, texts: list[str]) -> bool:
    j = await ask(claim, [Passage(span_id=f"read-with:{i}", text=t) for i, t in enumerate(texts)], "boundary")
    if not entailed(j) or missing_terms(claim, texts):
        return False
    return guard is None or entailed(guard(claim, texts))


def _replaces(ctx: ClaimContext, earlier: Sequence[ClaimContext]) -> bool:
    """Whether the claim, beyond its reference claim's boundary, says words of its own where the reference claim
    says others that neither it nor the answer's earlier claims give: "has approved a ban" for "has proposed a ban",
    "per month" for "per season", "Monday to Sunday" for "Monday to Friday" (audit 41: each was marked correct,
    holding the answer string). Such a claim must state the reference claim (`_states`). Words of the question are
    read on neither side: they name the topic, which a claim may say in its own words ("the class FC-3 drug" for the
    Veltrax the question asks about, "Cedar's rights" for "the rights associated with Project Cedar") -- unless the
    claim says one other word in the very place of one ("a gold brooch" for "a bronze brooch", asked about the
    bronze brooch: audit 42). A synonym there ("shut" for "closed") is then left to the judge's reading too: no
    word list tells "shut" from "gold"."""
    assert ctx.ref is not None
    reference = _content_words(ctx.ref.claim.text)
    said = _content_words(ctx.text)
    asked = _content_words(ctx.case.case.question)  # the question's words name the topic, said in any words
    own = said - reference - asked
    # A word of the question the claim replaces in the same place is no description of the topic: "a weekend
    # mooring costs 12 pounds" for "a weekday mooring ..." asked about weekday moorings.
    asked -= _replaced_in_place(ctx.text, ctx.ref.claim.text)
    dropped = reference - said - asked - {w for e in earlier for w in _content_words(e.text)}
    # An opposite with the parties exchanged ("B lost to A" for "A beat B") is a converse, which restates; as the
    # only word changed ("runs the north sector" for "runs the south sector") it states another fact.
    return bool(own) and bool(dropped) and (not opposed(own, dropped) or _only_change(ctx.text, ctx.ref.claim.text))


def _replaced_in_place(claim: str, reference: str) -> set[str]:
    """The content words (as `_content_words` keys) of `reference` that `claim` says other words in place of, the
    words around them the same (articles and auxiliaries set aside; a copula's sides read either way round)."""
    ours = in_order(claim)
    if len(ours) > _LONGER * len(in_order(reference)) + 8:
        return set()  # a claim saying far more has no one place of the reference claim's (and aligning costs)
    inverted = _inverted(reference)
    width = _ROLE_PLACE if inverted != reference else 1  # a copula's predicate: a role may take several words
    found: set[str] = set()
    for theirs in (in_order(reference), in_order(inverted)):
        matcher = SequenceMatcher(None, theirs, ours, autojunk=False)
        if 2 * sum(block.size for block in matcher.get_matching_blocks()) < len(theirs):
            continue  # too little in common for a place to be the same
        found |= {_content_key(w) for op, i1, i2, j1, j2 in matcher.get_opcodes()
                  if op == "replace" and i2 - i1 <= width and j2 - j1 <= width for w in theirs[i1:i2]}
    return found


_ROLE_PLACE = 3
"""The most words on either side of a copula's predicate: "head coach" for "armourer", "keeper of the herbarium"
for "collections manager". Elsewhere one word for one: "takes place" for "is applied" is left to the judge."""
_LONGER = 4
"""How many times the reference claim's words a claim may run to and still be aligned with it."""


def _only_change(claim: str, reference: str) -> bool:
    """Whether `claim` is `reference` with one word changed for one other, the rest in the same order."""
    if len(in_order(claim)) != len(in_order(reference)):
        return False
    matcher = SequenceMatcher(None, in_order(reference), in_order(claim), autojunk=False)
    changed = [(op, i2 - i1, j2 - j1) for op, i1, i2, j1, j2 in matcher.get_opcodes() if op != "equal"]
    return changed == [("replace", 1, 1)]


_COPULA = lazy_compile(r"^(?P<left>[^,;]+?)\s+(?P<be>is|are|was|were)\s+(?P<right>[^,;]+?)(?P<end>[.!]?)$")
_DETERMINED = lazy_compile(r"^(?:the|a|an|its|their|his|her|our|[A-Z][\w'’-]*(?:'s|’s))\b", re.IGNORECASE)
"""A noun phrase's opening: "the club's armourer", "Cedar's owner"."""


def _inverted(sentence: str) -> str:
    """"Mara Quill is the trust's archivist" for "The trust's archivist is Mara Quill": the two sides of one
    copula exchanged, so that a claim in the other order is aligned too (the sentence itself when it has none)."""
    m = _COPULA.match(sentence.strip())
    if m is None or not any(_DETERMINED.match(side) and (_DETERMINED.match(other) or other[:1].isupper())
                            for side, other in ((m["left"], m["right"]), (m["right"], m["left"]))):
        return sentence  # no copula between two noun phrases ("is applied in autumn", "is not yet licensed")
    return f"{m.group('right')} {m.group('be')} {m.group('left')}{m.group('end')}"


def _content_words(text: str) -> set[str]:
    """The words of `text` that are no function words nor parts of a value, stemmed ("approved" -> "approv"): a date
    or time written otherwise ("2026-02-09" for "9 February 2026", "16:00" for "4 pm"), and a value's unit, are
    left to the value checks."""
    return set(_read_content_words(text))


@lru_cache(maxsize=4096)
def _read_content_words(text: str) -> frozenset[str]:
    """`_content_words`, read once per text: each claim reads its answer's earlier claims (`EARLIER_REACH` of them),
    so every claim's text was read again that many times (hardening audit h42: a table answer of 4,000 rows)."""
    words = [w.casefold() for w in reference_words(text)]
    # A number's unit goes with it ("8 hours"): "long flights" for "flights over 8 hours" restates the value loosely.
    counted = [bool(_AMOUNT.fullmatch(w)) for w in words]
    return frozenset(_content_key(w) for i, w in enumerate(words)
                     if w not in STOPWORDS and w not in _VALUE_WORDS and not any(ch.isdigit() for ch in w)
                     and not (i and counted[i - 1]))


_REPORTING = frozenset({"said", "says", "say", "according", "stated", "states", "told", "reported", "reports",
                        "claimed", "claims", "announced", "announces"})
_REPORTED = "<reported>"
"""Words that attribute a statement, read as one: "According to parents, ..." restates "Parents said ..."."""
_AMOUNT = lazy_compile(r"\d[\d,.]*")


def _content_key(word: str) -> str:
    return _REPORTED if word in _REPORTING else word_key(word)


_VALUE_WORDS = frozenset({"am", "pm", "a.m", "p.m", *MONTHS})


def _names_left_out(ctx: ClaimContext, earlier: Sequence[ClaimContext]) -> list[str]:
    """Names and identifiers of the reference claim that the question asks about too, and that neither the claim
    nor the answer's earlier claims give any word of ("Cedar" gives "Project Cedar"). A name the question does
    not use need not be said ("The Hale family's company sold 30 lots" answers "How many lots did the Hale
    family's company sell?" without naming Kell Cellars). Values are left to the value checks."""
    assert ctx.ref is not None
    reference = ctx.ref.claim.text
    missing = set(missing_terms(reference, [ctx.text, *(e.text for e in earlier)]))
    missing -= set(missing_terms(reference, [ctx.case.case.question]))
    if not missing:
        return []
    names = {t for t in material_terms(reference) if t not in CUES and not VALUE_TERM.fullmatch(t)}
    runs: list[list[str]] = [[]]
    for word in reference_words(reference):
        folded = word.casefold().replace("’", "'")
        if folded in names:
            runs[-1].append(folded)
        elif runs[-1]:
            runs.append([])
    return [" ".join(run) for run in runs if run and all(w in missing for w in run)]


async def _states(ctx: ClaimContext, ask: Ask, j: Judgment, within: bool, earlier: Sequence[ClaimContext],
                  left_out: Sequence[str] | None = None, guard: Guard | None = None) -> Correctness:
    """Correct when the output claim, read after `earlier` claims of the answer, entails its reference claim
    (the judge's link question). Earlier claims count as they do for answer scope (§3.6): in "Cedar maps to R17
    [1]. Entity R holds R17's rights [2]." the second sentence states that Entity R holds Cedar's rights.
    `left_out`: the reference claim's names it leaves out, when the caller has them already; `guard`: a strict
    judge that must find it too."""
    ref = ctx.ref
    assert ref is not None
    states = ctx.link.judgment if ctx.link.method == "judge" and not earlier else None
    if states is None:
        said = [Passage(span_id=f"answer:{e.index}", text=e.text) for e in earlier]
        states = await ask(ref.claim.text, [*said, Passage(span_id="answer", text=ctx.text)], "link")
    if states.label is None:
        return Correctness(judgment=states, reason=f"correctness undetermined: {states.error or 'judge failed'}")
    if entailed(states) and (guard is None or entailed(guard(ref.claim.text, [*(e.text for e in earlier), ctx.text]))):
        return Correctness(True, within, j)
    left_out = _names_left_out(ctx, earlier) if left_out is None else left_out
    return Correctness(False, within, j, f"does not state reference claim {ref.claim.claim_id!r}"
                       + (f": it leaves out {', '.join(left_out)}" if left_out else ""))


def _misstated_sides(ctx: ClaimContext, answers: tuple[str, ...]) -> tuple[str, bool] | None:
    """A statement of the disagreement that swaps the sides or asserts more than the reference claim and the
    cited documents (`checks.sides`): (why, whether it stays within the boundary); None when it does neither."""
    ref = ctx.ref
    assert ref is not None
    views = ctx.citations.views
    cited = [vid for i in ctx.citations.admissible if (vid := views[i].version_id) is not None]
    evidence = [p.text for p in ctx.passages()] + cited_documents(ctx.case.suite, cited)
    extra = sides.beyond(ctx.text, ref.claim.text, evidence, ctx.case.case.question)
    if extra:
        return f"it asserts {', '.join(extra)}, which neither the reference claim nor the cited documents say", False
    swapped = sides.misattributed(ctx.text, ref.claim.text, sides.side_values(ref.claim.text, answers),
                                  ctx.case.case.question)
    return (swapped, True) if swapped is not None else None
