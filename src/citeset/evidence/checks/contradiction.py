"""DESIGN §3.9 contradiction: admissible suite evidence that contradicts the claim, and how the answer
treats it; and, when two admissible current sources disagree, what the case's `expected_behavior` asks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.cards import Contradiction
from citeset.evidence._claims import accepted_answers, contains_answer
from citeset.evidence._context import CaseContext, ClaimContext, Conflict, contradicts
from citeset.evidence.checks.sides import each_side_attributed, side_values
from citeset.resolve._resolve import Resolved, covers
from citeset.suite._models import Route

CONFLICT_CUES: tuple[str, ...] = (
    "however", "conflict", "disagree", "other sources", "some sources", "contradict", "whereas", "while", "although",
    "but another", "differs", "inconsistent", "sources differ", "on the other hand")


def mentions_conflict(answer: str, cues: Sequence[str] = CONFLICT_CUES) -> bool:
    """Whether a cue starts a word of the answer ("disagree" in "disagreement"; "while" not in "meanwhile")."""
    return _cue_pattern(tuple(cues)).search(answer.casefold()) is not None


@lru_cache(maxsize=64)
def _cue_pattern(cues: tuple[str, ...]) -> re.Pattern[str]:
    """The cues as one pattern, built once per set of cues (it is asked of every claim)."""
    return re.compile(r"\b(?:" + "|".join(re.escape(c.casefold()) for c in cues) + ")") if cues else re.compile(r"(?!)")


_DISAGREEMENT_WORDS = frozenset(
    ["the", "a", "an", "these", "those", "two", "both", "all", "some", "other", "another", "each", "sources", "source", "documents", "document", "policies", "policy", "records", "record", "answers", "answer", "they", "them", "this", "that", "on", "point", "question", "here", "there", "is", "are", "be", "been", "do", "does", "not", "agree", "disagree", "disagrees", "disagreement", "conflict", "conflicts", "conflicting", "differ", "differs", "different", "inconsistent", "contradict", "contradicts", "contradictory", "however", "whereas", "although", "but", "and", "or", "so", "it", "its", "say", "says", "state", "states", "give", "gives", "report", "reports"])


def only_states_disagreement(sentence: str, cues: Sequence[str] = CONFLICT_CUES) -> bool:
    """"The two policies disagree." says how the answer treats the evidence; "However, refunds take 90 days."
    is a fact. Only a sentence made of conflict vocabulary alone needs no citation."""
    words = re.findall(r"[\w'-]+", sentence.casefold())
    if not (mentions_conflict(sentence, cues) and bool(words) and all(w in _DISAGREEMENT_WORDS for w in words)):
        return False
    # "The sources do not disagree." denies it; "do not agree" states it.
    negated = "not" in words or any(w.endswith("n't") for w in words)
    return not negated or ("agree" in words and not _DISAGREEING & set(words))


_DISAGREEING = frozenset(["disagree", "disagrees", "disagreement", "conflict", "conflicts", "conflicting", "differ",
                          "differs", "different", "inconsistent", "contradict", "contradicts", "contradictory"])


def conflict_sides(case: CaseContext) -> list[Route]:
    """Under `mention_conflict`: the admissible routes of G(c) whose members all come from current versions,
    one per distinct set of sources. Two or more sides mean the sources disagree."""
    if case.case.expected_behavior != "mention_conflict":
        return []
    suite, sides, seen = case.suite, [], set()
    for state in case.required:
        for route in state.usable:
            versions = [suite.versions[suite.spans[m].version_id] for m in route.members]
            if not route.in_reference_family or any(v.status != "current" for v in versions):
                continue
            key = frozenset(v.source_id for v in versions)
            if key not in seen:
                seen.add(key)
                sides.append(route)
    return sides if len(sides) != 1 else _sides_within(case, sides[0])


def _sides_within(case: CaseContext, route: Route) -> list[Route]:
    """A disagreement annotated as one route of both sources ("8 pm according to the guide and 9 pm according to
    the notice"): each source whose members give their own accepted answer (else their own value of the reference
    claim's) is a side (audit 35's Q05, Q07: a silent pick citing both was accepted). Otherwise the route is the
    one side it was."""
    suite = case.suite
    by_source: dict[str, list[str]] = {}
    for m in route.members:
        by_source.setdefault(suite.versions[suite.spans[m].version_id].source_id, []).append(m)
    claim = next((s.claim for s in case.required if route in s.usable), None)
    answers = accepted_answers(case.case, claim) if claim is not None else ()
    texts = [" ".join(suite.spans[m].exact for m in members) for members in by_source.values()]
    if len(by_source) < 2 or not (_each_own(texts, answers) or
                                  (claim is not None and _each_own(texts, side_values(claim.text, ())))):
        return [route]
    return [route.model_copy(update={"set_id": f"{route.set_id}:{source}", "members": tuple(members)})
            for source, members in by_source.items()]


def _each_own(texts: Sequence[str], values: Sequence[str]) -> bool:
    """Whether each text gives exactly one of `values`, and no two the same one."""
    given = [frozenset(v for v in values if contains_answer(text, (v,))) for text in texts]
    return all(len(g) == 1 for g in given) and len(set(given)) == len(given)


def case_conflict(case: CaseContext, cues: Sequence[str]) -> Conflict | None:
    """Whether the answer exposes the disagreement: it says so and its citations cover two or more sides."""
    sides = conflict_sides(case)
    if case.record is None or not sides:
        return None
    text = case.record.answer_text
    attributed = len(_ATTRIBUTION.findall(text)) >= 2
    if len(sides) < 2:  # the unannotated side's value is known only as an accepted answer
        return _one_side_annotated(case, sides[0], mentions_conflict(text, cues) or (
            attributed and _gives_sides(case, text)))
    said = mentions_conflict(text, cues) or (attributed and _attributes_sides(case, text))
    resolver, spans = case.resolver, case.suite.spans
    cited = [resolver.resolve(c) for unit in (case.record.claims or []) for c in unit.citations]
    if case.record.sources:
        cited += [resolver.resolve_id(str(s.span_id or s.chunk_id)) for s in case.record.sources
                  if s.span_id or s.chunk_id]
    targets = [t for t in cited if isinstance(t, Resolved)]
    covered = [r for r in sides if all(any(covers(t, spans[m]) for t in targets) for m in r.members)]
    return Conflict(sides, exposed=said and len(covered) >= 2 and _gives_sides(case, text))


def _one_side_annotated(case: CaseContext, side: Route, said: bool) -> Conflict | None:
    """The case declares that current sources disagree (`mention_conflict`) and its annotation names one side alone,
    with no other route of its reference claims (one the reader may not use means no disagreement for this reader):
    an answer without a word of the disagreement picks that side silently (audit 47: the other source was in the
    suite, current, and no route named it). One that states a disagreement is not held to sides it cannot name."""
    owner = next((s for s in case.required if any(r.set_id == side.set_id for r in s.claim.routes)), None)
    if owner is None or any(r.set_id != side.set_id for r in owner.claim.routes if r.in_reference_family):
        return None
    return Conflict([side], exposed=said)


def _attributes_sides(case: CaseContext, text: str) -> bool:
    """Whether the answer gives each side of a required reference claim its own value, naming the side."""
    question = case.case.question or ""
    return any(each_side_attributed(text, state.claim.text,
                                    side_values(state.claim.text, accepted_answers(case.case, state.claim)), question)
               for state in case.required)


_ATTRIBUTION = lazy_compile(r"\b(?:according\s+to|says?|said|lists?|listed|reports?|reported|gives?|gave|states?|"
                          r"stated|records?|recorded|puts?|counts?|counted|shows?|showed|estimates?|estimated|sets?|"
                          r"measured|measures|found|finds|dates?|dated|notes?|noted|logs?|logged|prints?|printed)\b",
                          re.IGNORECASE)
"""Words that give a value to a source: an answer giving two sides each their own ("8 pm according to the guide
and 9 pm according to the notice", "the guide says 8 pm, but the notice gives 9 pm") states the disagreement
without a cue word (audit 39's D11, D20), when each side has its own value (`sides.each_side_attributed`)."""


def _gives_sides(case: CaseContext, text: str) -> bool:
    """Whether the answer gives two sides' accepted answers (where the case has two or more): a cue word about
    something else ("However, the notice also lists parking rules.") exposes no disagreement."""
    answers = {a for state in case.required for a in accepted_answers(case.case, state.claim)}
    return len(answers) < 2 or sum(contains_answer(text, (a,)) for a in answers) >= 2


def assess(ctx: ClaimContext, cues: Sequence[str]) -> Contradiction | None:
    answer = ctx.case.record.answer_text if ctx.case.record is not None else ""
    if ctx.conflict is not None and ctx.sides_covered():
        covered = ctx.sides_covered()
        others = sorted({m for r in ctx.conflict.sides if r not in covered for m in r.members})
        if ctx.conflict_statement:
            both = sorted({m for r in covered for m in r.members})
            return Contradiction(spans=both, rationale="admissible current sources disagree; the answer states "
                                                       "the disagreement", treatment="mentioned")
        if not ctx.conflict.exposed:
            # A silent pick: the sides the claim does not state disagree with it, cited or not.
            chosen = ctx.coverage.complete_route
            rest = sorted({m for r in ctx.conflict.sides if r is not chosen for m in r.members}) or others
            return Contradiction(spans=rest, rationale="another admissible current source disagrees: "
                                 + ", ".join(rest), treatment="ignored")
    source = next((j for j in (ctx.support.judgment, ctx.joint.judgment) if contradicts(j)), None)
    if source is None or ctx.conflict_statement:
        return None
    if source is ctx.joint.judgment:
        ids = [p.span_id for p in ctx.passages()]
    else:
        ids = ctx.case.usable_members([ctx.ref] if ctx.ref is not None else None)
    treatment = "mentioned" if mentions_conflict(answer, cues) else "ignored"
    return Contradiction(spans=ids, rationale=source.rationale, treatment=treatment)
