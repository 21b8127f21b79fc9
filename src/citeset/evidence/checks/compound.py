"""DESIGN §4 cards: a required reference claim is omitted only when no output claim states it. A compound
sentence ("Dana Reyes leads Project Birch, which is assigned to cost center C9 [1][2].") links to the
reference claim closest in wording (§3.3) and may state others as well; each such further statement gets a
card of its own, checked on the sentence's citations.

Which clause of a sentence says what is beyond a word-level judge: an audit found "A heads Ward 7, and Dr.
Vik supervises A." counted as stating "A supervises Dr. Vik", and "… Ward 24, which has 7 beds" as stating
"Ward 7 has 24 beds" (every word is there). So a further statement must also pass `stated_in_order`: the
reference claim's words occur in the sentence in their order, with nothing between them that names another
thing or hedges, negates, conditions or quantifies, in a sentence that is not a question. What fails stays
omitted, as before; the check never makes a claim stated that a judge link would not."""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import dataclass
from functools import cached_property

from citeset.evidence._context import Ask, CaseContext, ClaimContext, Link, entailed
from citeset.evidence.checks.binding import is_name, words
from citeset.evidence.checks.linking import closest_claims
from citeset.evidence.checks.material import Guard
from citeset.evidence.checks.questions import asks
from citeset.judges._protocol import Label, Passage


async def compound_statements(case: CaseContext, claims: Sequence[ClaimContext], ask: Ask,
                              guard: Guard | None) -> list[tuple[ClaimContext, Link]]:
    """Required reference claims no output claim links to that a linked output claim states as well: the
    claim (closest in wording first) and the link to the further reference claim. Stating it takes what a
    judge link takes (the sentence entails the reference claim), `stated_in_order`, and, with the precision
    guard on, every term of the reference claim in the sentence: a lenient judge finds "Lena Marsh-1990 is the
    chief executive of Orchard 1990." entailing "Orchard 1990 was founded in 1990.". A judge failure here
    leaves the omission undetermined (`case.link_failed`)."""
    linked = [c for c in claims if c.ref is not None and c.requires and not c.link.failed]
    stated = {c.ref.claim.claim_id for c in linked if c.ref is not None}
    if all(s.claim.claim_id in stated and all(c.ref is s for c in linked) for s in case.required):
        return []  # every required claim is stated and every linked sentence is linked to it: nothing to read
    # Every required claim is tried against every linked sentence (for misstatements too): each is read once.
    states = {id(s): s for s in (*(c.ref for c in linked if c.ref is not None), *case.required)}
    references = {key: _Reference.of(s.claim.text) for key, s in states.items()}
    sentences = {id(c): _Sentence.of(c.text, references[id(c.ref)].named if c.ref else frozenset()) for c in linked}
    found: list[tuple[ClaimContext, Link]] = []
    for state in case.required:
        if state.claim.claim_id in stated or case.unreadable(state):
            continue
        for c in closest_claims(state.claim.text, linked):
            if _in_order(references[id(state)], sentences[id(c)], substitute=False) != 0:
                continue
            if guard is not None and not entailed(guard(state.claim.text, [c.text])):
                continue
            j = await ask(state.claim.text, [Passage(span_id="answer", text=c.text)], "link")
            if j.label is None:
                case.link_failed = True
            if entailed(j):
                found.append((c, Link(state, "judge", judgment=j, notes=[
                    f"a compound sentence: output claim {c.index} states reference claim "
                    f"{state.claim.claim_id!r} as well as the one it is linked to first"])))
                break
    found += await _misstatements(case, linked, found, ask, sentences, references)
    return found


async def _misstatements(case: CaseContext, linked: list[ClaimContext], found: list[tuple[ClaimContext, Link]],
                         ask: Ask, sentences: dict[int, _Sentence],
                         references: dict[int, _Reference]) -> list[tuple[ClaimContext, Link]]:
    """Linked claims that misstate another required reference claim in a clause (`misstated_in_order`, and
    the judge finds the sentence contradicting it): "… Project Birch, which is assigned to cost center C8."
    A required claim stated both rightly and wrongly is not answered correctly (§3.4), whichever sentence
    links to it."""
    out: list[tuple[ClaimContext, Link]] = []
    for state in case.required:
        for c in linked:
            if case.unreadable(state) or c.ref is state or any(d is c and x.ref is state for d, x in found):
                continue
            if _in_order(references[id(state)], sentences[id(c)], substitute=True) != 1:
                continue
            j = await ask(state.claim.text, [Passage(span_id="answer", text=c.text)], "link")
            if j.label == Label.CONTRADICTED:
                out.append((c, Link(state, "judge", judgment=j, notes=[
                    f"a compound sentence: output claim {c.index} misstates reference claim "
                    f"{state.claim.claim_id!r} besides the one it is linked to first"])))
    return out


_FILLER = frozenset(["a", "an", "the", "is", "are", "was", "were", "be", "been", "being", "of", "in", "on", "at", "to", "for", "with", "and", "its", "it", "that", "which", "who", "whose", "whom"])
"""Words a reference claim's statement may drop or repeat in a compound sentence."""
_CONDITIONS = frozenset(["if", "unless", "whether", "provided", "providing", "assuming", "suppose", "supposing"])
"""Anywhere in the sentence, these make what it says conditional: nothing further is stated."""
_BETWEEN = frozenset(
    ["not", "no", "never", "nor", "neither", "may", "might", "could", "would", "should", "will", "shall", "can", "must", "plans", "plan", "planned", "wants", "want", "wanted", "intends", "intend", "hopes", "hope", "expects", "expected", "proposed", "reportedly", "allegedly", "perhaps", "possibly", "probably", "likely", "unlikely", "more", "less", "fewer", "than", "over", "under", "about", "around", "nearly", "almost", "approximately", "least", "most", "formerly", "previously", "once", "until", "except", "but", "or", "instead", "believes", "believed", "said", "says", "thinks"])
"""Between two words of the reference claim, these hedge, negate, quantify or attribute: not a statement."""


@dataclass
class _Sentence:
    """A linked output claim as the in-order match reads it."""

    text: str
    written: list[str]
    folded: list[str]
    present: frozenset[str]
    first: frozenset[str]
    """The words of the reference claim the sentence is linked to first (its names may stand between)."""

    @classmethod
    def of(cls, text: str, first: frozenset[str]) -> _Sentence:
        written = words(text)
        folded = [w.casefold() for w in written]
        return cls(text, written, folded, frozenset(folded), first)

    @cached_property
    def refuses(self) -> bool:
        """A question (in any clause) or a condition: it states nothing further. (Asked only of a sentence
        that has the reference claim's words: most have not.)"""
        return asks(self.text, any_clause=True) or bool(_CONDITIONS.intersection(self.folded))


@dataclass(frozen=True)
class _Reference:
    """A reference claim as the in-order match wants it."""

    words: list[str]
    wanted: list[tuple[int, str]]
    """(position, case-folded word) of its content words, in order."""
    named: frozenset[str]
    plain: frozenset[str]
    """Its content words that are no name or number: only a name may be taken as another."""

    @classmethod
    def of(cls, text: str) -> _Reference:
        written = words(text)
        wanted = [(i, w.casefold()) for i, w in enumerate(written) if w.casefold() not in _FILLER]
        plain = frozenset(w for i, w in wanted if not is_name(written[i]))
        return cls(written, wanted, frozenset(w.casefold() for w in written), plain)


def stated_in_order(reference: str, sentence: str, first: str) -> bool:
    """Whether `sentence` states `reference` word by word in its order: each content word of the reference
    claim in turn (exact, case-folded), the words of one name side by side, with nothing between two of them
    from `_BETWEEN` and no name or number that is not in `reference` or `first` (the reference claim the
    sentence is linked to first), in a sentence that is not a question and sets no condition."""
    return _in_order(_Reference.of(reference), _Sentence.of(sentence, _Reference.of(first).named),
                     substitute=False) == 0


def misstated_in_order(reference: str, sentence: str, first: str) -> bool:
    """Whether `sentence` says what `reference` says word by word in its order, as `stated_in_order` wants,
    but for one name or number of it that is another ("… assigned to cost center C8" for "C9")."""
    return _in_order(_Reference.of(reference), _Sentence.of(sentence, _Reference.of(first).named),
                     substitute=True) == 1


def _in_order(ref: _Reference, sentence: _Sentence, substitute: bool) -> int | None:
    """How many names of `ref` the in-order match had to take as another (None: no match)."""
    if not ref.wanted or not ref.plain <= sentence.present or sentence.refuses:
        return None  # a missing word that is no name cannot be matched, nor taken as another
    written, folded, ref_words = sentence.written, sentence.folded, ref.words
    named = ref.named | sentence.first
    at, before, swapped = -1, -2, 0
    for i, word in ref.wanted:
        nxt = _next(folded, word, at)
        if nxt is None or (at >= 0 and not _clear(written[at + 1:nxt], named)):
            # Another value for one that the sentence does not give at all: "C8" for "C9", not "C8 and C9".
            takes = substitute and not swapped and is_name(ref_words[i]) and word not in sentence.present
            other = _other_name(written, at, named) if takes else None
            if other is None:
                return None
            nxt, swapped = other, 1
        if i == before + 1 and is_name(ref_words[before]) and is_name(ref_words[i]) and nxt != at + 1:
            return None  # one name ("Project Birch") is not split: "Project C9 ... cost center Birch"
        at, before = nxt, i
    return swapped


def _next(folded: list[str], word: str, at: int) -> int | None:
    try:
        return folded.index(word, at + 1)
    except ValueError:
        return None


def _other_name(written: list[str], at: int, named: Set[str]) -> int | None:
    """The next name or number after `at` that `named` does not have, with a clear gap before it."""
    for j in range(at + 1, len(written)):
        if is_name(written[j]):
            ok = written[j].casefold() not in named and (at < 0 or _clear(written[at + 1:j], named))
            return j if ok else None
    return None


def _clear(gap: Sequence[str], named: Set[str]) -> bool:
    for word in gap:
        low = word.casefold()
        if low in _BETWEEN:
            return False
        if is_name(word) and low not in named:
            return False
    return True
