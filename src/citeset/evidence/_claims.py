"""Output claims from an answer (structured or inline markers), linking and correctness (DESIGN §3.3-3.4)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.corpus._normalize import normalize, without_thousands
from citeset.evidence.checks.material import states_facts
from citeset.judges._rules_values import typed_values
from citeset.parse import parse_answer
from citeset.runs._models import Citation, OutputClaim, RunRecord, SourceRef
from citeset.suite._models import Case, ReferenceClaim

_WORD = lazy_compile(r"\w", re.UNICODE)


@dataclass
class ClaimUnit:
    """An output claim ready for checking, with marker findings that resolve to no listed source."""

    claim: OutputClaim
    dangling: list[str] = field(default_factory=list)
    ambiguous: dict[str, list[str]] = field(default_factory=dict)
    """Markers the run lists for more than one source: label -> what each listing opens."""


def _sources_by_marker(record: RunRecord) -> tuple[dict[str, SourceRef], dict[str, list[str]]]:
    """Each marker label's listed source, and the distinct targets it is listed for (a label listed twice for
    the same source is one citation)."""
    by_marker: dict[str, SourceRef] = {}
    listed: dict[str, list[str]] = {}
    for source in record.sources or ():
        label = source.marker.strip().strip("[]")
        by_marker[label] = source
        target = str(source.span_id or source.chunk_id or source.uri)
        if target not in listed.setdefault(label, []):
            listed[label].append(target)
    return by_marker, listed


def output_claims(record: RunRecord, attach: str) -> list[ClaimUnit]:
    """Structured claims are taken as given; otherwise inline markers are parsed and attached."""
    if record.claims is not None:
        return [ClaimUnit(c) for c in record.claims]
    if not record.answer_text.strip():
        return []
    parsed = parse_answer(record.answer_text, attach=attach)  # type: ignore[arg-type]
    by_marker, listed = _sources_by_marker(record)
    units: list[ClaimUnit] = []
    for unit in parsed.units:
        citations: list[Citation] = []
        dangling: list[str] = []
        ambiguous: dict[str, list[str]] = {}
        for label in unit.labels:
            src = by_marker.get(label)
            if src is None:
                dangling.append(label)
            elif len(listed[label]) > 1:
                ambiguous[label] = listed[label]  # which one a reader is shown is unknown (§3.1)
            else:
                citations.append(Citation(span_id=src.span_id, chunk_id=src.chunk_id, uri=src.uri,
                                          quote=src.quote, marker=label))
        units.append(ClaimUnit(OutputClaim(text=unit.text, citations=citations), dangling, ambiguous))
    if parsed.unattached and units:
        # A marker that ends no unit is still reported: it goes with the last claim as dangling.
        units[-1].dangling.extend(lbl for m in parsed.unattached for lbl in m.labels)
    return units


def has_content(text: str) -> bool:
    return bool(_WORD.search(text))


def is_abstention(text: str, phrases: tuple[str, ...]) -> bool:
    """A sentence that declines to answer ("The provided sources do not specify this."), and answers in no
    clause of its own: "X is 14 percent, though the manual does not say whether ..." answers (an audit found it
    credited as an abstention on a blocked case), "I don't know when X sits, but the sources do not say." not."""
    if not _says_a_phrase(text, phrases):
        return False
    bare = _ASIDE.sub(" ", text)  # "X, which the sources don't mention, is 30 pounds" answers without its aside
    if bare != text and states_facts(bare) and not _says_a_phrase(bare, phrases):
        return False
    clauses = _CLAUSES.split(text)
    return len(clauses) == 1 or not any(states_facts(c) and not _says_a_phrase(c, phrases) for c in clauses)


def _says_a_phrase(text: str, phrases: tuple[str, ...]) -> bool:
    folded = " ".join(text.casefold().replace("\u2019", "'").split())
    return any(map(folded.__contains__, phrases))  # (in C: a claim is read against 31 phrases)


_CLAUSES = lazy_compile(r"\s*(?:;|,\s*(?:but|though|although|yet|whereas|however|and|so)\b|\b(?:but|though|although|"
                      r"whereas)\b)\s*", re.IGNORECASE)
_ASIDE = lazy_compile(r",\s*(?:which|who|where|as)\b[^,;]{0,200},")
"""A relative clause set off by commas: an aside the sentence's own clause answers around."""
"""Where a sentence joins clauses that may each assert or decline on their own."""


_POLAR = frozenset(["yes", "no", "true", "false"])


def accepted_answers(case: Case, claim: ReferenceClaim) -> tuple[str, ...]:
    """Answer strings that decide correctness of a claim: its own, else the case's when the claim is the
    one that carries the answer (it contains an accepted string, or it is the case's only/last claim) and
    the case's answer is not a bare yes/no (true/false)."""
    if claim.reference_answer is not None:
        return claim.reference_answer
    if not case.reference_answer or all(_bare(a) in _POLAR for a in case.reference_answer):
        # "yes" answers the question; no claim states it, and "Yes, ..." must not link a sentence to a claim.
        return ()
    if contains_answer(claim.text, case.reference_answer):
        return case.reference_answer
    carriers = [c for c in case.claims if c.reference_answer is None
                and contains_answer(c.text, case.reference_answer)]
    if not carriers and case.claims and case.claims[-1].claim_id == claim.claim_id:
        return case.reference_answer
    return ()


def answers_no(case: Case) -> bool:
    """Whether the case's accepted answer is a bare "no" (or "false")."""
    return any(_bare(a) in ("no", "false") for a in case.reference_answer or ())


def _bare(answer: str) -> str:
    """An accepted answer as compared with "yes"/"no": normalised, without closing punctuation."""
    return normalize(answer).strip(" .!")


@lru_cache(maxsize=4096)
def _value_alone(answer: str) -> tuple[str, Decimal] | None:
    """The time of day or percentage an accepted answer is, when it is that value alone ("20:00", "8 p.m.",
    "5 percent"); None for anything else (a bare number: "20" in "20 beds" is no answer "20:00"; money, whose
    currency the reading does not compare)."""
    found = typed_values(answer, sure=False)
    if not found or len(found) != 1:
        return None
    ((kind, amount),) = found
    if kind not in ("clock", "percent") or _VALUE_WORDS.sub(" ", answer).strip(" .,"):
        return None
    return kind, amount


_VALUE_WORDS = lazy_compile(r"\d+(?:[:.]\d+)?|%|\b(?:[ap]\.?m\.?|percent|per\s+cent|hrs?|hours?|h|o'clock)(?!\w)",
                          re.IGNORECASE)


@lru_cache(maxsize=16384)
def _matchable(text: str) -> str:
    """`text` as answer strings are matched in it; memoised: linking asks of every sentence for every answer."""
    return without_thousands(normalize(text))


def contains_answer(text: str, answers: tuple[str, ...]) -> bool:
    """Normalised containment at word boundaries, so '30' is not found in '300 days', thousands separators
    aside ('9984' states '9,984'; '300' is not found in '1,300'); an answer that is a time of day or a
    percentage alone is found in another form of the same value ("8 pm" states "20:00", "5%" "5 percent")."""
    norm = _matchable(text)
    for answer in answers:
        needle = _matchable(answer)
        if not needle:
            continue
        start = norm.find(needle)
        while start != -1:
            end = start + len(needle)
            before_ok = start == 0 or not (norm[start - 1].isalnum() and needle[0].isalnum())
            after_ok = end == len(norm) or not (norm[end].isalnum() and needle[-1].isalnum())
            if before_ok and after_ok:
                return True
            start = norm.find(needle, start + 1)
        value = _value_alone(answer)
        if value is not None and value in _typed(text):
            return True
    return False


@lru_cache(maxsize=4096)
def _typed(text: str) -> frozenset[tuple[str, Decimal]]:
    return frozenset(typed_values(text, sure=False) or ())
