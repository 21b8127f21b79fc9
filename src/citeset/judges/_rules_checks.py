"""The two contradiction checks of the rules judge: slot mismatches and polarity (negation, modal force).

Slot mismatch
    A checked claim token t (number, unit, date, name/identifier) that the evidence lacks is compared
    with evidence tokens u of the same type that sit in the same *slot*: u shares t's left or right
    content neighbour ("Entity _", "_ days", "opened in _"), and the content words around u (a
    window of +-`window` content tokens in u's sentence, units ignored) cover at least `context` of
    the words around t. u must not itself occur in the claim (then it is another participant, not a
    substitute). Numbers compare only with the same unit chain ("60 days" vs "30 days", not vs
    "2 months") and are read with their qualifiers: "within 60" vs "within 30" conflict, "at least
    30" vs "60" do not (the ranges overlap), "about 30" vs "31" do not (tolerance `approx`).
    A unit conflicts only after the same number ("30 days" vs "30 weeks").
    Years, months and ISO dates get one more test even when the evidence has them: if the evidence
    occurrences of the claim's date sit in other slots while a different date sits in the claim's
    slot ("opened in 2005" vs "opened in 1990 and renovated in 2005"), that is a mismatch too.

Polarity
    The evidence sentences holding the most claim terms are the claim's best alignment. Within the
    aligned span (first to last claim term, extended left to the clause start), negation cues
    (not, no, never, n't, without, none, nor, cannot) are counted in clauses that hold a claim term
    or no content word at all, so a negation inside an unrelated clause ("the museum, which was not
    renovated, opened") does not count. When every best sentence has the opposite negation parity
    of the claim, the claim is contradicted. Modal force (obligation > recommendation/frequency >
    occasional > possibility) contradicts when the claim is stronger than every best sentence that
    has a modal ("must" vs "may"); a weaker claim ("may" vs "must") does not.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.judges._rules_identified import identified
from citeset.judges._rules_lexicon import ARTICLES, BE_FORMS, CLAUSE_WORDS, MODAL
from citeset.judges._rules_limits import range_ends
from citeset.judges._rules_numbers import same_magnitude
from citeset.judges._rules_slots import fits_its_own_slot, rechecked_when_present
from citeset.judges._rules_superseded import replaced_spans
from citeset.judges._rules_tokens import (
    BOUND,
    DATE,
    ENT,
    NEG,
    NUM,
    SENT,
    STOP,
    UNIT,
    WORD,
    CTok,
    Features,
    search,
    within,
)

_INF = float("inf")
_MAX_BEST_SENTENCES = 8
_SNIPPET = 80
_SENTENCE_REACH = 12  # content tokens each side of an evidence value read as its sentence's context


@dataclass(slots=True)
class Mismatch:
    what: str  # number, unit, date, entity, identifier
    norm: str  # the claim term in conflict
    claim: str  # claim phrase
    evidence: str  # evidence phrase
    also: tuple[str, ...] = ()  # other claim terms the mismatch accounts for (the "pm" of "7:40 pm")

    def describe(self) -> str:
        return f"{self.what} mismatch: claim '{self.claim}', evidence '{self.evidence}'"


def _window(f: Features, c: CTok, w: int) -> set[str]:
    content = f.content
    return {
        x.norm
        for x in content[max(0, c.pos - w) : c.pos + w + 1]
        if x.sent == c.sent and x.pos != c.pos and x.kind != UNIT and x.norm != c.norm
    }


def _interval(v: float, qual: str | None, tol: float, year: bool) -> tuple[float, float]:
    if qual in ("ge", "gt"):
        return v, _INF
    if qual in ("le", "lt"):
        return -_INF, v
    if qual == "approx":
        d = 2.0 if year else abs(v) * tol
        return v - d, v + d
    return v, v


def _values_conflict(t: CTok, u: CTok, tol: float) -> bool:
    if t.value is None or u.value is None:
        return True
    if t.qual == u.qual and t.qual != "approx":
        return True  # same reading, different value: "within 60" vs "within 30"
    year = t.sub == "year"
    a_lo, a_hi = _interval(t.value, t.qual, tol, year)
    b_lo, b_hi = _interval(u.value, u.qual, tol, year)
    return a_hi < b_lo or b_hi < a_lo


# Kinds of designator: a name and a code can name the same thing ("Project Birch" is cost center "C9"),
# so only designators of one kind compete for a slot.
_DESIGNATOR = {"name": "name", "acronym": "name", "id": "id", "letter": "letter"}


def compatible(t: CTok, u: CTok) -> bool:
    if t.kind != u.kind:
        return False
    if t.kind == ENT:
        return _DESIGNATOR.get(t.sub, t.sub) == _DESIGNATOR.get(u.sub, u.sub)
    if t.kind == UNIT:
        return t.prev is not None and u.prev == t.prev
    if t.sub != u.sub:
        return False
    return t.kind != NUM or t.units == u.units


def what_differs(t: CTok, u: CTok) -> str:
    if t.kind == NUM:
        return {"decade": "date", "time": "time", "hour": "time"}.get(t.sub, "number")
    if t.kind == UNIT:
        return "unit"
    if t.kind == DATE:
        return "date"
    return "identifier" if t.sub == "id" and u.sub == "id" else "entity"


def _phrase(f: Features, c: CTok, anchor_prev: bool) -> str:
    """Surface phrase naming a token in its slot: '60 days', 'Entity S', 'opened in 2005'."""
    start, end = c.sstart, c.send
    if c.kind == NUM and c.units:
        return f.text[start:end]
    if c.kind == UNIT and c.pos > 0:
        num = f.content[c.pos - 1]
        return f.text[min(num.sstart, start) : max(num.send, end)]
    content = f.content
    if anchor_prev:
        p = c.pos - 1
        while p >= 0 and content[p].kind == UNIT:
            p -= 1
        if p >= 0 and content[p].sent == c.sent and c.ri - content[p].ri <= 3:
            start = min(content[p].sstart, f.start[content[p].ri])
    elif c.pos + 1 < len(content):
        n = content[c.pos + 1]
        if n.sent == c.sent and n.ri - c.ri <= 2:
            end = f.end[n.ri]
    return f.text[start:end]


def qualifier_fits(t: CTok, u: CTok, tol: float) -> bool:
    """Whether evidence value u (same number as claim value t) supports t as qualified.

    "at least 30" <- "30" and "30" <- "about 30" fit; "30" <- "at least 30" and "after 30" <- "within
    30" do not: the evidence's range must lie within the claim's.
    """
    if t.qual == u.qual or (u.qual == "approx" and t.qual is None) or t.value is None or u.value is None:
        return True
    year = t.sub == "year"
    a_lo, a_hi = _interval(t.value, t.qual, tol, year)
    b_lo, b_hi = _interval(u.value, u.qual, tol, year)
    return a_lo <= b_lo and b_hi <= a_hi


def _gap(f: Features, a: int, b: int) -> tuple[str, ...]:
    """Function words between raw tokens a and b (exclusive), articles dropped."""
    return tuple(f.low[ri] for ri in range(a + 1, b) if f.low[ri] not in ARTICLES)


def _same_frame(cf: Features, t: CTok, f: Features, u: CTok) -> bool:
    """Whether name u stands where name t stands: a shared neighbour *and* the same words in between.

    "the cost center of Project Birch" and "cost center C9" share the neighbour "center", but "of"
    makes Birch the owner of the center, while C9 is the center's own name: two descriptions of one
    center, not two values for one slot. "Entity S holds" / "Entity R holds" keep the same frame.
    """
    for side in (-1, 1):
        tn, un = t.pos + side, u.pos + side
        if not (0 <= tn < len(cf.content) and 0 <= un < len(f.content)):
            continue
        if side > 0 and (_after_preposition(cf, t) or _after_preposition(f, u)):
            continue  # "The vessel commanded by Imre Vass is registered": Vass is not what is registered
        ct, cu = cf.content[tn], f.content[un]
        if ct.norm != cu.norm or ct.sent != t.sent or cu.sent != u.sent:
            continue
        gap_t = _gap(cf, ct.ri, t.ri) if side < 0 else _gap(cf, t.ri, ct.ri)
        gap_u = _gap(f, cu.ri, u.ri) if side < 0 else _gap(f, u.ri, cu.ri)
        if gap_t == gap_u:
            return True
    return False


_PREPOSITIONS = frozenset({"by", "of", "from", "with", "for", "to", "at", "in", "on", "under", "about"})


def _after_preposition(f: Features, c: CTok) -> bool:
    """Whether the name `c` belongs to (ends) a name that follows a preposition: the object of a phrase, not
    the subject of the verb after it."""
    pos = c.pos
    while pos > 0:
        before = f.content[pos - 1]
        if before.kind != ENT or before.sent != c.sent or before.ri != f.content[pos].ri - 1:
            break
        pos -= 1
    first = f.content[pos].ri
    return first > 0 and f.low[first - 1] in _PREPOSITIONS


def _slot_score(
    t: CTok, wt: set[str], f: Features, u: CTok, w: int, windows: dict[tuple[int, int, int], set[str]]
) -> tuple[int, int, bool]:
    """(score, shared window words, left-anchored) of evidence token u for claim token t; `windows` keeps the
    evidence tokens' windows for the other claim tokens (a table's values are candidates for each)."""
    left = t.prev is not None and u.prev == t.prev
    right = t.nxt is not None and u.nxt == t.nxt
    key = (id(f), u.pos, w)
    around = windows.get(key)
    if around is None:
        around = windows[key] = _window(f, u, w)
    shared = len(wt & around)
    return 2 * (left + right) + shared, shared, left or not right


def find_mismatches(
    cf: Features,
    efs: Sequence[Features],
    covered: frozenset[str],
    *,
    context: float,
    window: int,
    approx: float,
    restated: frozenset[str] = frozenset(),
) -> list[Mismatch]:
    """Slot mismatches between the claim and the evidence (see the module docstring); `restated` values (the
    evidence states them in another form, in their place) are not compared."""
    out: list[Mismatch] = []
    seen: set[str] = set(restated)
    windows: dict[tuple[int, int, int], set[str]] = {}
    rivals: dict[tuple[int, bool, str], list[int]] = {}
    ranges: dict[str, str] | None = None
    for t in cf.checked:
        if t.norm in seen:
            continue
        is_covered = t.norm in covered
        if is_covered and not rechecked_when_present(t):
            continue
        wt = _window(cf, t, window)
        if not wt:
            continue
        need = max(1, context * len(wt))
        # A value the evidence holds is compared within its sentences: "opens at 8 and closes at 17"
        # keeps the library its subject, however far back.
        reach = _SENTENCE_REACH if is_covered else window
        best: tuple[int, CTok, Features, bool] | None = None
        for i, f in enumerate(efs):
            cands = _rivals(cf, f, i, t.prev, t.nxt, rivals)
            for pos in cands:
                u = f.content[pos]
                if not compatible(t, u):
                    continue
                if t.value and u.value == -t.value and same_magnitude(cf, t, f, u):
                    continue  # "-3 points" for "fell 3 points": one value
                if t.kind == ENT and not _same_frame(cf, t, f, u):
                    continue
                score, shared, left = _slot_score(t, wt, f, u, reach, windows)
                if shared >= need and (best is None or score > best[0]):
                    best = (score, u, f, left)
        if best is None or (t.value is not None and not _values_conflict(t, best[1], approx)):
            continue
        if is_covered and fits_its_own_slot(cf, t, efs, (best[2], best[1])):
            continue
        score, u, f, left = best
        if is_covered:
            if ranges is None:
                ranges = range_ends(efs)[0]  # read once a call, and only where a covered value conflicts
            if ranges.get(u.norm) == t.norm:
                continue  # "£55,000 at most" for "between £40,000 and £55,000": the slot's range holds the claim's value
        if identified(efs, cf.text[t.sstart : t.send], f.text[u.sstart : u.send]):
            continue  # "Car 42 carries fleet number L-88": one thing, two names (a route's join)
        if is_covered and within(u.sstart, replaced_spans(f)):
            continue  # "is £45" where "was £38 until 2023; it is now £45": the rival is the value replaced
        seen.add(t.norm)
        anchor_prev = left
        if t.kind == NUM and t.nxt is not None and u.nxt == t.nxt:  # a counted noun: '30 employees'
            anchor_prev = cf.content[t.pos + 1].kind not in (WORD, ENT)
        out.append(Mismatch(what_differs(t, u), t.norm, _phrase(cf, t, anchor_prev), _phrase(f, u, anchor_prev)))
    return out


_RIVAL_REACH = 256
"""How many of the evidence's values sharing a claim value's neighbour are compared with it: a claim of thousands of
dates ("1 June 1900 2 June 1901 ...") compared each with the evidence's thousands of dates after "June" (hardening
audit h42); a passage giving one neighbour this many other values is a table, not a statement of the claim's."""


def _rivals(cf: Features, f: Features, i: int, prev: str | None, nxt: str | None,
            read: dict[tuple[int, bool, str], list[int]]) -> Sequence[int]:
    """The content positions of `f` (the `i`-th text) with the neighbour `prev` before, then those with `nxt` after,
    whose norm the claim does not hold (the claim's own values, and its words, are no rival): the first `_RIVAL_REACH`
    of them. Each neighbour's are read once per claim (kept in `read`), not at each claim value having it."""
    _, by_prev, by_next = f.index()
    before = by_prev.get(prev) if prev is not None else None
    later = by_next.get(nxt) if nxt is not None else None
    if not before and not later:
        return _NO_RIVALS  # (the common case, asked of each passage: nothing to read or keep)
    content, cset = f.content, cf.cset
    out: list[int] = []
    for after, word, by in ((False, prev, before), (True, nxt, later)):
        if not by or word is None:
            continue
        found = read.get((i, after, word))
        if found is None:
            found = read[(i, after, word)] = [pos for pos in by if content[pos].norm not in cset][:_RIVAL_REACH]
        out += found
    return out[:_RIVAL_REACH]


_NO_RIVALS: tuple[int, ...] = ()


@dataclass(slots=True)
class _Cues:
    neg: int = 0
    neg_word: str = ""
    modal: int = 0
    modal_word: str = ""

    def add(self, code: int, word: str) -> None:
        if code == NEG:
            self.neg += 1
            self.neg_word = self.neg_word or word
        elif code > self.modal:
            self.modal, self.modal_word = code, word


def _cues(f: Features, a: int, b: int, relevant: frozenset[str]) -> _Cues:
    """Negation count and strongest modal in raw tokens a..b-1.

    A cue counts when the content word it governs (the next one in its clause) is a relevant term,
    or when no content word follows it in its clause; and only in clauses that hold a relevant term
    or no content at all. So "items that are not damaged can be returned" negates nothing the
    evidence is compared on when "damaged" is not a shared term. A "not" opening a clause after a comma with
    no content word denies only the word after it, a contrast ("buried beside, not under, the hearth"), and is
    read by `_rules_contrasts`.
    """
    total = _Cues()
    seg = _Cues()
    has_rel = has_content = False
    pending: list[int] = []
    low, kind, cue, cpos = f.low, f.kind, f.cue, f.cpos
    may_end = _has_ending_word(f.text)  # a word of ENDING is read only in a text that holds one (a hot loop)
    for ri in range(a, b + 1):
        if ri == b or kind[ri] in (BOUND, SENT) or (kind[ri] == STOP and low[ri] in CLAUSE_WORDS):
            for rj in pending:
                if has_content or cue[rj] != NEG or rj == 0 or low[rj - 1] != ",":
                    seg.add(cue[rj], low[rj])
            pending = []
            if has_rel or not has_content:
                total.neg += seg.neg
                total.neg_word = total.neg_word or seg.neg_word
                if seg.modal > total.modal:
                    total.modal, total.modal_word = seg.modal, seg.modal_word
            seg = _Cues()
            has_rel = has_content = False
        elif cpos[ri] >= 0 and not (low[ri] == "longer" and ri > a and low[ri - 1] == "no"):
            # ("no longer" denies what follows it: "longer" is no word the cue governs)
            has_content = True
            after_be = ri > a and low[ri - 1] in BE_FORMS
            raw = f.text[f.start[ri] : f.end[ri]].lower() if after_be or may_end else ""
            if after_be and raw in PROHIBITED:
                seg.add(NEG, low[ri])  # "are prohibited to" (also "are not allowed to", as read) denies as "may not"
            elif after_be and raw in _MODAL_PARTICIPLES:
                seg.add(MODAL[raw][0], raw)  # "are advised to", "are required to": a force, as "should", "must"
            elif low[ri] == "fail" and ri + 2 < b and low[ri + 1] == "to" and low[ri + 2] in relevant:
                seg.add(NEG, low[ri])  # "failed to complete" denies as "did not complete" does (probe 40)
            elif (may_end and ri + 1 < b and raw in ENDING
                  and f.text[f.start[ri + 1] : f.end[ri + 1]].lower().endswith("ing")):
                for rj in pending:  # "never stopped serving": the cue before it denies the ending
                    seg.add(cue[rj], low[rj])
                pending = []
                seg.add(NEG, low[ri])  # "stopped serving" denies as "no longer serves" does (audit 45)
            if low[ri] in relevant:
                has_rel = True
                for rj in pending:
                    seg.add(cue[rj], low[rj])
            pending = []
        elif cue[ri]:
            pending.append(ri)
    return total


PROHIBITED = frozenset({"prohibited", "forbidden", "banned", "barred"})
_MODAL_PARTICIPLES = frozenset({"advised", "encouraged", "recommended", "allowed", "permitted", "required"})
"""Participles that give a force after a form of "be" ("are advised to"): content words, so no cue of their own."""
ENDING = frozenset({"stopped", "stops", "stop", "ceased", "ceases", "cease", "quit", "quits", "discontinued"})
"""Verbs that end what their "-ing" word does: read as a negation of it."""
ENDING_AT = lazy_compile(r"\b(?:stop(?:s|ped)?|ceas(?:e|es|ed)|quits?|discontinued)\s+\w+ing\b", re.IGNORECASE)
"""A verb of ending before an "-ing" word ("stopped serving"), as a text is searched for one."""
_ENDING_WORD = lazy_compile(r"\b(?:" + "|".join(sorted(ENDING)) + r")\b", re.IGNORECASE)


@lru_cache(maxsize=16384)
def _has_ending_word(text: str) -> bool:
    """Whether a text holds a word of ENDING at all (memoised): `_cues` slices its tokens only then."""
    return search(_ENDING_WORD, text) is not None


@lru_cache(maxsize=16384)
def ends(text: str) -> bool:
    """Whether a text has a verb of ending before an "-ing" word ("stopped serving"): its sentences are read for
    polarity though they hold no cue word (memoised: a passage is read for many claims)."""
    return search(ENDING_AT, text) is not None


def _aligned_span(
    f: Features, sa: int, sb: int, terms: frozenset[str], quals: dict[str, str | None] | None
) -> tuple[int, int] | None:
    """Token range of a sentence from the clause start to the last first-occurrence of a claim term (on to the end
    of a joined clause that says nothing else: `_clause_end`).

    None when a shared number is read with another qualifier ("after 30" vs "within 30"): the two
    statements are about different ranges, so their polarity is not comparable.
    """
    low, cpos, content = f.low, f.cpos, f.content
    seen: set[str] = set()
    lo = hi = -1
    for ri in range(sa, sb):
        w = low[ri]
        if cpos[ri] < 0 or w not in terms or w in seen:
            continue
        seen.add(w)
        c = content[cpos[ri]]
        if quals is not None and c.value is not None and w in quals and quals[w] != c.qual:
            return None
        lo = ri if lo < 0 else lo
        hi = ri
    if lo < 0:
        return None
    return _clause_start(f, sa, lo), _clause_end(f, sa, hi, sb, terms) + 1


def _clause_start(f: Features, sa: int, ri: int) -> int:
    """The first token of the clause of raw token `ri` (in the sentence starting at `sa`)."""
    low, kind = f.low, f.kind
    while ri > sa and kind[ri - 1] not in (BOUND, SENT) and low[ri - 1] not in CLAUSE_WORDS:
        ri -= 1
    return ri


def _clause_end(f: Features, sa: int, hi: int, sb: int, terms: frozenset[str]) -> int:
    """The last token of the clause at `hi`, when that clause is joined to another ("; ...", "but ...", "while ...")
    and the rest of it says nothing but the claim's terms: "but visitors may not", "while guests cannot", "; pensioners
    need no ticket" deny what the claim's terms state (audit 25). Else `hi`: "without notice" denies another word, and
    a sentence's own clause is read as before."""
    low, kind, cpos = f.low, f.kind, f.cpos
    start = _clause_start(f, sa, hi)
    if start == sa or (low[start - 1] not in CLAUSE_WORDS and low[start - 1] != ";"):
        return hi
    end = hi
    while end + 1 < sb and kind[end + 1] not in (BOUND, SENT) and low[end + 1] not in CLAUSE_WORDS:
        end += 1
        if cpos[end] >= 0 and low[end] not in terms:
            return hi
    return end


def _snippet(f: Features, a: int, b: int) -> str:
    s = f.span(a, b)
    return s if len(s) <= _SNIPPET else s[: _SNIPPET - 1] + "…"


def polarity_conflict(
    cf: Features,
    efs: Sequence[Features],
    covered: frozenset[str],
    *,
    sentence: float,
    negation: bool,
    modal: bool,
) -> str | None:
    """A rationale when the best-aligned evidence has the opposite negation or a weaker modal force.

    Each claim sentence is aligned on its own (claims are meant to be atomic, but need not be).
    """
    if not covered or not (cf.cue_sents or any(f.cue_sents for f in efs) or ends(cf.text)
                           or any(ends(f.text) for f in efs)):
        return None
    quals: dict[str, str | None] = {}
    for c in cf.valued:
        quals.setdefault(c.norm, c.qual)
    for csid, cterms in enumerate(cf.sentences()[1]):
        ccov = covered & cterms
        if ccov:
            why = _sentence_conflict(cf, csid, len(cterms), ccov, efs, quals, sentence, negation, modal)
            if why is not None:
                return why
    return None


def _negated_elsewhere(cf: Features, csid: int, words: frozenset[str], efs: Sequence[Features],
                       tops: list[tuple[int, int]]) -> bool:
    """Whether an evidence sentence after the best ones holds every claim word those lack and denies the claim's
    denied word wherever it says it ("building work has not yet started" after "Planning consent for a new gallery was
    granted": the claim's "not" is there; not "the studio has no fly system" beside "has a fly tower")."""
    rest = words - frozenset().union(*(efs[fi].sentences()[1][sid] for fi, sid in tops))
    denied = _denied_word(cf, *cf.sentences()[0][csid])
    if not rest or denied is None or denied not in rest:
        return False
    last = max(tops)
    for fi, f in enumerate(efs):
        for sid, ((lo, hi), said) in enumerate(zip(*f.sentences(), strict=False)):
            if (fi, sid) > last and sid in f.cue_sents and rest <= said and all(
                    NEG in f.cue[max(lo, ri - 3) : ri] for ri in range(lo, hi) if f.low[ri] == denied):
                return True
    return False


def _with_trailing_without(f: Features, end: int, hi: int) -> int:
    """The span's end, past a "without" and the function words after it that end its sentence ("no member may start
    their first inspection without it": the "without" undoes the "no", a double negation; probe 47)."""
    at = end
    while at < hi and f.cpos[at] < 0 and f.kind[at] not in (BOUND, SENT):
        at += 1
    ends = at == hi or f.kind[at] in (BOUND, SENT)  # "without it." ends the sentence; "without notice" is a word's
    return at if ends and at > end and "without" in f.low[end:at] else end


def _short_of(f: Features, lo: int, hi: int) -> bool:
    """Whether raw tokens [lo, hi) say a mark was missed as `_rules_forms` writes it ("fell short of" is "fell not
    of", read as "fall not")."""
    return any(f.cue[ri] == NEG and f.low[ri - 1] == "fall" for ri in range(lo + 1, hi))


def _short_of_in_sentence(cf: Features, own: tuple[int, int], efs: Sequence[Features],
                          tops: list[tuple[int, int]]) -> bool:
    """Whether a claim saying a mark was missed ("fell short of its target") is read against a best sentence that
    says so in a clause the claim's words do not reach ("logged 5,100 hours, falling short of the six thousand it had
    aimed for"): the denial is the sentence's, not missing from it."""
    return _short_of(cf, *own) and any(_short_of(efs[fi], *efs[fi].sentences()[0][sid]) for fi, sid in tops)


_NOT_EVERY = lazy_compile(r"\bnot\s+(?:every|all|each)\b", re.IGNORECASE)
_YET_TO = lazy_compile(r"\b(?:yet\s+to|not\s+yet)\b", re.IGNORECASE)
"""What a unit has not done yet ("has yet to vote", "has not yet held a vote"): the "some not" of "Not every X has"."""


def _some_not(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim's negation denies a quantifier ("Not every station has voted") where an evidence sentence
    says some have yet to do the claim's predicate ("The Outer Roads station has yet to vote"): the claim's "not" is
    that sentence's, not one its best sentence ("The Kingsquay station voted") lacks."""
    m = search(_NOT_EVERY, cf)
    if m is None:
        return False
    said = {c.norm for c in cf.content if c.sstart >= m.end() and c.kind == WORD}
    for f in efs:
        for (lo, hi), terms in zip(*f.sentences(), strict=False):
            if lo < hi and not said.isdisjoint(terms) and _YET_TO.search(f.text, f.start[lo], f.end[hi - 1]):
                return True
    return False


def _denied_word(f: Features, lo: int, hi: int) -> str | None:
    """The content word right after the first negation of raw tokens [lo, hi), else None."""
    for ri in range(lo, hi):
        if f.cue[ri] == NEG:
            return next((f.low[rj] for rj in range(ri + 1, hi) if f.cpos[rj] >= 0), None)
    return None


def _sentence_conflict(
    cf: Features,
    csid: int,
    n_terms: int,
    ccov: frozenset[str],
    efs: Sequence[Features],
    quals: dict[str, str | None],
    sentence: float,
    negation: bool,
    modal: bool,
) -> str | None:
    best = 0
    tops: list[tuple[int, int]] = []
    for fi, f in enumerate(efs):
        for sid, terms in enumerate(f.sentences()[1]):
            k = len(ccov & terms)
            if k > best:
                best, tops = k, [(fi, sid)]
            elif k == best and len(tops) < _MAX_BEST_SENTENCES:
                tops.append((fi, sid))
    if best < min(2, n_terms) or best < sentence * n_terms:
        return None
    if (csid not in cf.cue_sents and not any(sid in efs[fi].cue_sents for fi, sid in tops)
            and not (ends(cf.text) or any(ends(efs[fi].text) for fi, _ in tops))):
        return None
    own = _aligned_span(cf, *cf.sentences()[0][csid], ccov, None)
    if own is None:
        return None
    claim = _cues(cf, own[0], own[1], ccov)
    spans: list[tuple[Features, int, int, _Cues]] = []
    for fi, sid in sorted(tops):
        f = efs[fi]
        span = _aligned_span(f, *f.sentences()[0][sid], ccov, quals)
        if span is None:
            return None
        end = _with_trailing_without(f, span[1], f.sentences()[0][sid][1])
        spans.append((f, span[0], end, _cues(f, span[0], end, ccov)))
    if negation and all((e.neg % 2) != (claim.neg % 2) for *_, e in spans) and not (
            claim.neg % 2 and (_negated_elsewhere(cf, csid, cf.sentences()[1][csid] & ccov, efs, tops)
                               or _short_of_in_sentence(cf, own, efs, tops) or _some_not(cf, efs))):
        f, a, b, e = spans[0]
        if claim.neg % 2:
            return (
                f"negation mismatch: claim says '{claim.neg_word}', evidence does not: '{_snippet(f, a, b)}'"
            )
        return f"negation mismatch: evidence says '{e.neg_word}' ('{_snippet(f, a, b)}'), claim does not"
    weaker = claim.modal_word in PERMITTING and all(e.modal_word in OBLIGING for *_, e in spans)
    if modal and claim.modal and (weaker or all(0 < e.modal < claim.modal for *_, e in spans)):
        f, a, b, e = spans[0]
        return (
            f"modal mismatch: claim '{claim.modal_word}' ({MODAL[claim.modal_word][1]}), "
            f"evidence '{e.modal_word}' ({MODAL[e.modal_word][1]}): '{_snippet(f, a, b)}'"
        )
    return None


OBLIGING = frozenset({"must", "shall", "required", "require", "requires", "mandatory", "obligatory"})
PERMITTING = frozenset({"may", "can", "allowed", "permitted", "optional", "optionally", "should", "recommended",
                        "ought", "advised", "encouraged"})
"""An obligation restated as a permission or an advice ("may wear" for "must wear") changes its modality as the
other way round does (DESIGN §3.4; probe 36)."""
