"""The data model of the rules judge's text features: token kinds, content tokens, per-text features."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator, MutableSequence, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Any, TypeVar

from citeset._lazyre import lazy_compile
from citeset.judges._rules_gates import gate

# Token kinds. Content kinds are WORD..ENT; only NUM/UNIT/DATE/ENT are checked for mismatches.
WORD, NUM, UNIT, DATE, ENT, STOP, BOUND, SENT = range(8)
CHECKED: frozenset[int] = frozenset({NUM, UNIT, DATE, ENT})

CONTRACTION = lazy_compile(r"['’](?:s|re|ve|ll|d|m)$")  # possessive / contraction suffix
CLAUSE_TEXT = lazy_compile(r"[^.;!?]+")
"""A text's stretches between sentence ends and semicolons, read on the raw text by the readings that match
patterns across a clause ("He resigned in 2019; Hester Underhill took over the role": two)."""
SENTENCE_TEXT = lazy_compile(r"[^.!?]+")
"""A text's sentences, read on the raw text (a semicolon does not end one), by the readings that ask whether a
sentence is about the claim's thing."""
NAMED_WORD = lazy_compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][\w-]*")
"""A capitalised word of raw text but a sentence's first: a name of who buys, sells, aims or is counted."""


def raw_words(text: str) -> set[str]:
    """A raw text's words (letters, digits, hyphens), casefolded."""
    return {w.casefold() for w in re.findall(r"[\w-]+", text)}


def text_around(text: str, at: int, *, semicolon: bool) -> str:
    """The sentence of raw text around character `at`, cut at ". ", "!" and "?" (and, with `semicolon`, at ";": its
    clause); at most 300 characters each side."""
    lo, hi = max(0, at - 300), min(len(text), at + 300)
    before = text[lo:at]
    cut = max(before.rfind(". "), before.rfind("!"), before.rfind("?"), before.rfind(";") if semicolon else -1)
    after = re.search(r"\.(?:\s|$)|[;!?]" if semicolon else r"\.(?:\s|$)|[!?]", text[at:hi])
    return text[lo + cut + 1 if cut >= 0 else lo : at + after.start() if after else hi]
PROSE_SENTENCE = lazy_compile(
    r"(?:[^.!?]|(?:"
    r"(?<=\b[A-Z])|(?<=\bDr)|(?<=\bMr)|(?<=\bMs)|(?<=\bSt)|(?<=\bMrs)|(?<=\bRev)|(?<=\bProf)|"
    r"(?<=\bNo)|(?<=\bnos)|(?<=\bCllr)|(?<=\bCapt)|(?<=\bLt)|(?<=\bSgt)|(?<=\bCol)|(?<=\bCo)|"
    r"(?<=\bLtd)|(?<=\bInc)|(?<=\bBros)|(?<=\bJr)|(?<=\bSr)|(?<=\bvs)|(?<=\betc)|(?<=\bfig)|"
    r"(?<=\bapprox)|(?<=\bAssoc)|(?<=\bGen)|(?<=\bMaj)|(?<=\bFr)|(?<=\bHon)|(?<=\bMt)|(?<=\bAve)|"
    r"(?<=\bSq)|(?<=\bCorp)|(?<=\bDept)|(?<=\bUniv)|(?<=\bMme)|(?<=\bMlle)|(?<=\bCpl)|(?<=\bRd)|"
    r"(?<=\bPte)|(?<=\bGov)|(?<=\bSupt)|(?<=\bInsp)|(?<=\bDet)|(?<=\bCmdr)|(?<=\bBrig)|(?<=\bEsq)|"
    r"(?<=\bMessrs)|(?<=\bSte)|(?<=\bSoc)|(?<=\bHort)|(?<=\bEst)|(?<=\bGovt)|(?<=\bIntl)|(?<=\bNat)|"
    r"(?<=\bNatl)|(?<=\bMgr)|(?<=\bDir)|(?<=\bSec)|(?<=\bTreas)|(?<=\bChr)|(?<=\bCttee)|(?<=\bi\.e)|"
    r"(?<=\be\.g))\.|[.!?](?=\S|\s+[a-z0-9(]))+")
"""A text's sentences where a stop ends one only before a space and what may open a sentence, and not after an
initial, a title or a common abbreviation ("J. R. Hale", "Dr. Cal Munro", "No. 47 Brigadier", "Assoc. Prof.",
"Upton Hort. Soc.", "Harwood Co. Ltd.", "2.5", "approx. two"): for the readings that split a list or a sentence's
clauses, where `SENTENCE_TEXT` would cut a name."""
CLAUSE_TURN = lazy_compile(r";|,\s*(?:and|while|whereas|but)\b|\s(?:while|whereas)\b", re.IGNORECASE)
"""Where a `PROSE_SENTENCE` turns to another clause ("..., while X said ...", "; the committee ..."): a single space
before "while" (a run of them would be read again from each of its spaces)."""
YEAR = lazy_compile(r"\b(?:18|19|20)\d\d\b")
"""A year as written in raw text ("2023"), for the readings that compare the years of clauses."""
_LONG_WORD = lazy_compile(r"[A-Za-z][\w'’-]{3,}")
_WORD = lazy_compile(r"[\w'’-]+")


def long_words(text: str) -> set[str]:
    """The words of four letters or more of a raw text, casefolded: what the readings that ask whether a sentence is
    about the claim's thing count in common ("shares two of the claim's words")."""
    return {w.casefold() for w in _LONG_WORD.findall(text)}


def word_set(text: str) -> set[str]:
    """The words of a raw text of any length, casefolded: what a reading compares where a short word names the
    thing ("dog" of "the dog show", "cub" of "the Cub section")."""
    return {w.casefold() for w in _WORD.findall(text)}


def may_hold(text: str, parts: tuple[str, ...]) -> bool:
    """Whether a text may match a pattern every match of which holds one of `parts` (lowercase; the pattern ignoring
    case or not): False only for an ASCII text holding none of them, where ignoring case is lowercasing (re folds "ſ"
    to "s" and the Kelvin sign to "k"). A few substring tests are several times cheaper than a pattern of many
    alternatives, and most texts hold none (`_rules_conditions._has_cue` is the first such test)."""
    if not text.isascii():
        return True
    low = text.lower()
    return any(map(low.__contains__, parts))  # (no generator: resuming one cost as much as the tests it ran)


def phrase_key(phrase: str) -> str:
    """A noun phrase as compared between texts: casefolded, curly quotes straightened, a leading "the" dropped ("the
    Corn Exchange" is "corn exchange")."""
    words = phrase.casefold().replace("’", "'").split()
    return " ".join(words[1:] if words[:1] == ["the"] else words)


NEG = -1  # cue code of a negation word; modal words carry their rank (1..4), other tokens 0


@dataclass(slots=True)
class CTok:
    """A content token with its typed value and its neighbours (for slot alignment)."""

    norm: str
    kind: int
    sub: str
    sent: int
    ri: int  # index in the raw-token arrays of Features
    pos: int  # index in Features.content
    sstart: int  # phrase span in the text (number + currency + units)
    send: int
    value: float | None = None
    prev: str | None = None  # adjacent content norms in the same sentence
    nxt: str | None = None
    units: tuple[str, ...] = ()
    qual: str | None = None
    qstart: int = 0  # phrase span including the qualifier ("within 30 days")
    qend: int = 0


CLAUSE_REACH = 96
"""Raw tokens a reading walks from a word to find its clause's ends, subject or names (a clause this long is
read as cut there): one unpunctuated sentence of thousands of verbs made each reading quadratic (hardening audit
36: 43 KB of "plans to " took 36 CPU seconds for one claim)."""
MAX_CLAIM_VALUES = 64
"""A claim with more values than this is a table, not a claim: the checks that read each value's clause against
every occurrence in the evidence skip it (1,000 values against as many took 30 s; 50,000 took 15 s)."""


class Features:
    """Everything the judge needs to know about one text; indexes are built on first use.

    Raw tokens (every word, number and boundary, stopwords included) are kept as parallel lists
    (`low`, `kind`, `start`, `end`, `cue`, `cpos`) rather than objects: extraction is on the hot
    path of every cold text, and few objects means little allocation and garbage-collector work.
    """

    __slots__ = (
        "_clause_norms",
        "_clauses",
        "_index",
        "_kinds",
        "_places",
        "_sentence_terms",
        "_sentences",
        "_value_clauses",
        "checkable",
        "checked",
        "content",
        "cpos",
        "cset",
        "cue",
        "cue_sents",
        "end",
        "kind",
        "low",
        "qualified",
        "start",
        "terms",
        "text",
        "valued",
    )

    def __init__(self, text: str) -> None:
        self.text = text
        self.low: Sequence[str] = []  # lowercase surface, or the normal form for content tokens
        self.kind: Sequence[int] = []
        self.start: Sequence[int] = []
        self.end: Sequence[int] = []
        self.cue: MutableSequence[int] = []
        self.cpos: Sequence[int] = []  # index in content, -1 for non-content tokens
        self.content: list[CTok] = []
        self.cue_sents: frozenset[int] = frozenset()  # sentences holding a negation or modal cue
        self.terms: tuple[str, ...] = ()  # unique content norms, first-occurrence order
        self.cset: frozenset[str] = frozenset()
        self.checkable = False  # has content beyond pleasantries/framing
        self.qualified = False  # has a number or date read with a qualifier ("at least 30")
        self.checked: tuple[CTok, ...] = ()  # content tokens of the kinds the slot check compares
        self.valued: tuple[CTok, ...] = ()  # numbers and years (they carry a value)
        self._index: tuple[dict[str, list[int]], dict[str, list[int]], dict[str, list[int]]] | None = None
        self._sentences: tuple[list[tuple[int, int]], list[frozenset[str]]] | None = None
        self._sentence_terms: list[frozenset[str]] | None = None
        self._kinds: dict[str, int] | None = None
        self._clauses: tuple[object, list[Any]] | None = None  # (opposites table, its clauses): `_rules_checks`
        self._value_clauses: tuple[list[int], list[int]] | None = None  # clause bounds per token: `_rules_clauses`
        self._clause_norms: dict[tuple[int, int], frozenset[str]] | None = None  # words by clause: `_rules_clauses`
        self._places: dict[str, object] | None = None  # readings of the text, read once: `kept`

    def index(self) -> tuple[dict[str, list[int]], dict[str, list[int]], dict[str, list[int]]]:
        """(norm -> content positions, checked positions by previous neighbour, ... by next neighbour)."""
        if self._index is None:
            where: dict[str, list[int]] = {}
            by_prev: dict[str, list[int]] = {}
            by_next: dict[str, list[int]] = {}
            for c in self.content:  # (get, then set: setdefault would build a list for every token)
                pos = c.pos
                at = where.get(c.norm)
                if at is None:
                    where[c.norm] = [pos]
                else:
                    at.append(pos)
                if c.kind != WORD:  # the checked kinds
                    if c.prev is not None:
                        at = by_prev.get(c.prev)
                        if at is None:
                            by_prev[c.prev] = [pos]
                        else:
                            at.append(pos)
                    if c.nxt is not None:
                        at = by_next.get(c.nxt)
                        if at is None:
                            by_next[c.nxt] = [pos]
                        else:
                            at.append(pos)
            self._index = (where, by_prev, by_next)
        return self._index

    def sentences(self) -> tuple[list[tuple[int, int]], list[frozenset[str]]]:
        """(raw-token range of each sentence, content norms of each sentence)."""
        if self._sentences is None:
            ranges: list[tuple[int, int]] = []
            first, kind, n = 0, self.kind, len(self.kind)
            for ri, k in enumerate(kind):
                if k == SENT:
                    ranges.append((first, ri + 1))
                    first = ri + 1
            if first < n:
                ranges.append((first, n))
            terms = self.sentence_terms()
            self._sentences = (ranges, terms + [frozenset()] * (len(ranges) - len(terms)))
        return self._sentences

    def sentence_index(self, ri: int) -> int | None:
        """The index in `sentences()` of the sentence holding raw token `ri` (by bisection: a text is read at many
        places), None for an index outside the text."""
        ranges = self.sentences()[0]
        at = bisect_right(ranges, (ri, len(self.low) + 1)) - 1
        return at if 0 <= at < len(ranges) and ranges[at][0] <= ri < ranges[at][1] else None

    def sentence_at(self, ri: int) -> tuple[int, int]:
        """The raw token range of the sentence holding raw token `ri`; the whole text for an index outside it."""
        at = self.sentence_index(ri)
        return self.sentences()[0][at] if at is not None else (0, len(self.low))

    def sentence_text_at(self, char: int) -> str:
        """The text of the sentence holding character `char` (the 200 characters from it where no token does)."""
        ri = bisect_right(self.start, char) - 1
        if ri < 0:
            return self.text[char : char + 200]
        lo, hi = self.sentence_at(ri)
        return self.text[self.start[lo] : self.end[hi - 1]] if lo < hi else self.text[char : char + 200]

    def sentence_terms(self) -> list[frozenset[str]]:
        """Content norms of each sentence up to the last one holding content (`sentences()` without the token
        ranges and the trailing sentences without content: what the coverage features need)."""
        if self._sentence_terms is None:
            content = self.content
            # A content token's `sent` is the number of sentence ends before it (nondecreasing).
            words: list[list[str]] = [[] for _ in range(content[-1].sent + 1)] if content else []
            for c in content:
                words[c.sent].append(c.norm)
            self._sentence_terms = [frozenset(w) for w in words]
        return self._sentence_terms

    def kinds(self) -> dict[str, int]:
        """Kind of the first occurrence of each content norm."""
        if self._kinds is None:
            kinds: dict[str, int] = {}
            for c in self.content:
                kinds.setdefault(c.norm, c.kind)
            self._kinds = kinds
        return self._kinds

    def display(self, norm: str) -> str:
        """Surface form of the first occurrence of a content norm ("Cedar" for cedar)."""
        for c in self.content:
            if c.norm == norm:
                surface = self.text[self.start[c.ri] : self.end[c.ri]]
                return CONTRACTION.sub("", surface) if "'" in surface or "’" in surface else surface
        return norm

    def span(self, a: int, b: int) -> str:
        """Text of raw tokens a..b-1."""
        return self.text[self.start[a] : self.end[b - 1]]

    def terms_in(self, a: int, b: int) -> frozenset[str]:
        """The content terms (normal forms) of raw tokens a..b-1."""
        content = self.content
        return frozenset(content[p].norm for p in self.cpos[a:b] if p >= 0)


def occurrences(efs: Sequence[Features], norm: str) -> list[tuple[Features, CTok]]:
    """Every content token of the texts `efs` with the normal form `norm`, with its text."""
    return uses(efs, norm)


def uses(efs: Sequence[Features], norm: str) -> list[tuple[Features, CTok]]:
    """Every content token of the texts with the normal form `norm`, by the texts' indexes (no scan)."""
    out: list[tuple[Features, CTok]] = []
    for f in efs:  # (a plain loop over a built index: asked ~100,000 times on the 10k benchmark, most texts lack norm)
        found = (f._index or f.index())[0].get(norm)
        if found:
            content = f.content
            for p in found:
                out.append((f, content[p]))
    return out


def word_before(f: Features, ri: int, skipped: AbstractSet[str]) -> int:
    """The raw index of the last token before `ri` that is not one of `skipped` ("the", auxiliaries ...), -1 at
    the text's start, or past CLAUSE_REACH skipped tokens (readings ask at every word: a claim of thousands of
    "first" was read back to its start each time, hardening audit h40)."""
    at, stop = ri - 1, max(-1, ri - 1 - CLAUSE_REACH)
    while at > stop and f.low[at] in skipped:
        at -= 1
    return at if at > stop else -1


def name_before(f: Features, ri: int) -> tuple[str, ...]:
    """The name (run of name tokens) right before raw token `ri`, as its words; empty when there is none."""
    at = ri
    while at > 0 and f.kind[at - 1] == ENT:
        at -= 1
    return tuple(f.low[at:ri])


def name_after(f: Features, ri: int, skipped: AbstractSet[str] = frozenset()) -> tuple[str, ...]:
    """The name right after raw token `ri`, past `skipped` words (articles), as its words; empty when there is
    none."""
    at = ri + 1
    while at < len(f.low) and f.low[at] in skipped:
        at += 1
    end = at
    while end < len(f.low) and f.kind[end] == ENT:
        end += 1
    return tuple(f.low[at:end])


T = TypeVar("T")


def kept(f: Features, key: str, read: Callable[[Features], T]) -> T:
    """`read(f)`, read once per text and kept on its features (a passage is read for many claims, a claim against
    many passages)."""
    places = f._places
    if places is None:
        places = f._places = {}
    found = places.get(key, _MISSING)  # (one lookup on a hit: this is asked millions of times)
    if found is _MISSING:
        found = places[key] = read(f)
    return found  # type: ignore[return-value]


def holds(f: Features, pattern: re.Pattern[str]) -> bool:
    """Whether a text holds a match of `pattern`, read once per text (a reading asks of every passage for every claim
    citing it)."""
    places = f._places
    if places is None:
        places = f._places = {}
    found = places.get(pattern.pattern, _MISSING)  # (the pattern's own string: one key per pattern, its hash kept)
    if found is _MISSING:
        found = places[pattern.pattern] = search(pattern, f) is not None
    return found  # type: ignore[return-value]


def search(pattern: re.Pattern[str], text: str | Features) -> re.Match[str] | None:
    """`pattern.search` of a text, or of a text's features' text: None at once for a text holding none of the words
    one of which every match holds (`_rules_gates.gate`; most texts hold none of a reading's words)."""
    if isinstance(text, str):
        return pattern.search(text) if _may_match(pattern, text) else None
    return pattern.search(text.text) if _may_match_features(pattern, text) else None


def finds(pattern: re.Pattern[str], text: str | Features) -> Iterator[re.Match[str]]:
    """`pattern.finditer` of a text or a text's features' text, with none at once for a text holding none of the
    pattern's words (as `search`)."""
    if isinstance(text, str):
        return pattern.finditer(text) if _may_match(pattern, text) else iter(())
    return pattern.finditer(text.text) if _may_match_features(pattern, text) else iter(())


def opening(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """`pattern.match` of a text (a match at its start), with None at once for a text holding none of the pattern's
    words (as `search`)."""
    return pattern.match(text) if _may_match(pattern, text) else None


def _may_match(pattern: re.Pattern[str], text: str) -> bool:
    """Whether a text may hold a match of `pattern` (`may_hold` of the pattern's words)."""
    found = _GATES.get(pattern.pattern)
    parts = found[1] if found is not None and found[0] is pattern else _read_gate(pattern, found)
    return parts is None or may_hold(text, parts)


def _may_match_features(pattern: re.Pattern[str], f: Features) -> bool:
    """`_may_match` of a text's features, written out (asked hundreds of thousands of times: the gate is found by the
    pattern's text alone, whose hash is kept, and `may_hold` is read in place). Nothing is kept on the features: the
    feature cache's budget is in bytes per character (a text's letter triples, kept, cost a third more)."""
    found = _GATES.get(pattern.pattern)
    parts = found[1] if found is not None and found[0] is pattern else _read_gate(pattern, found)
    if parts is None:
        return True
    text = f.text
    return not text.isascii() or any(map(text.lower().__contains__, parts))


_GATES: dict[str, tuple[re.Pattern[str], tuple[str, ...] | None]] = {}
"""`gate` of each pattern by its text alone, with the pattern it was read of (found again by identity: a string's
hash is kept, a tuple's is not, and a lazy pattern's `flags` is read through its compiled pattern, which cost as much
as the substring tests)."""


def _read_gate(pattern: re.Pattern[str], found: tuple[re.Pattern[str], tuple[str, ...] | None] | None,
               ) -> tuple[str, ...] | None:
    """`gate(pattern)`, kept in `_GATES` for the next search when no pattern of the same text is kept there (another
    pattern of the same text, maybe with other flags, is read through `gate` each time)."""
    parts = gate(pattern)
    if found is None:
        _GATES[pattern.pattern] = (pattern, parts)
    return parts


def kept_at(f: Features, key: str, ri: int, read: Callable[[Features, int], T]) -> T:
    """`read(f, ri)`, read once per text and raw token and kept on its features (a passage's verbs are read for many
    claims)."""
    table: dict[int, T] = kept(f, key, _new_table)
    found = table.get(ri, _MISSING)
    if found is _MISSING:
        found = table[ri] = read(f, ri)
    return found  # type: ignore[return-value]


def prose_sentences(f: Features) -> tuple[str, ...]:
    """A text's `PROSE_SENTENCE`s, read once per text."""
    return kept(f, "prose_sentences", _read_prose_sentences)


def _read_prose_sentences(f: Features) -> tuple[str, ...]:
    return tuple(m.group(0) for m in PROSE_SENTENCE.finditer(f.text))


def prose_clauses(f: Features) -> tuple[str, ...]:
    """A text's `PROSE_SENTENCE`s cut at each `CLAUSE_TURN`, read once per text."""
    return kept(f, "prose_clauses", _read_prose_clauses)


def _read_prose_clauses(f: Features) -> tuple[str, ...]:
    return tuple(clause for sentence in prose_sentences(f) for clause in CLAUSE_TURN.split(sentence))


_MISSING: Any = object()
"""What `kept` and `kept_at` tell a reading not read yet by (a reading may read None)."""


def _new_table(_: Features) -> dict[int, Any]:
    return {}


def sentence_span(f: Features, ri: int) -> tuple[int, int]:
    """The raw range of the sentence holding raw token `ri` (`Features.sentence_at`), without its closing sentence
    mark."""
    lo, hi = f.sentence_at(ri)
    return lo, hi - 1 if hi > lo and f.kind[hi - 1] == SENT else hi


def terms_between(f: Features, lo: int, hi: int) -> frozenset[str]:
    """The content terms of raw tokens [lo, hi)."""
    return frozenset(f.content[p].norm for p in f.cpos[lo:hi] if p >= 0)


def each_best_sentence(cf: Features, efs: Sequence[Features], need: float,
                       read: Callable[[Features, int, int], str | None]) -> str | None:
    """What `read` finds in the last of the evidence's sentences holding the most of the claim's terms (at least
    `need` of them), when it finds something in each of them; else None: a sentence as good as the others that says
    the claim without what `read` looks for (a condition, a report, a narrowing phrase) holds the claim."""
    terms = cf.cset
    scored = [(len(said & terms), f, lo, hi) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    best = max((n for n, *_ in scored), default=0)
    if best == 0 or best < need:
        return None
    found = None
    for n, f, lo, hi in scored:
        if n == best and (found := read(f, lo, hi)) is None:
            return None
    return found


def sentences_in_turn(efs: Sequence[Features], words: frozenset[str]) -> Iterator[tuple[Features, int, int, int, int]]:
    """Each sentence of the texts, in their order: (text, lo, hi, how many of `words` it holds, how many the sentence
    before it held, in the same text or the one before). A reading lets a sentence with few of a claim's words refer
    back to the one before ("... would shut on 19 April. / The closure is expected to last three weeks.")."""
    before = 0
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            shared = len(said & words)
            yield f, lo, hi, shared, before
            before = shared


def surface_words(f: Features) -> list[str]:
    """Every raw token's lowercase surface ("trust's", "former", "only"), read once per text: `low` holds content
    words by their normal forms, and the readings of connectives and limits ask for the words as written."""
    return kept(f, "surface words", _read_surface_words)


def surface_word(f: Features, ri: int) -> str:
    """Raw token `ri`'s lowercase surface (`surface_words`), "" outside the text."""
    words = surface_words(f)
    return words[ri] if 0 <= ri < len(words) else ""


def surface_set(f: Features) -> frozenset[str]:
    """The text's lowercase surface words as a set, read once per text (is a word anywhere in it?)."""
    return kept(f, "surface set", _read_surface_set)


def _read_surface_words(f: Features) -> list[str]:
    text, start, end = f.text, f.start, f.end
    return [text[start[ri] : end[ri]].casefold() for ri in range(len(f.low))]


def _read_surface_set(f: Features) -> frozenset[str]:
    return frozenset(surface_words(f))


def within(at: int, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether character `at` lies in one of the sorted, non-overlapping spans (by bisection: a hostile passage may
    hold thousands of both the spans and the places asked about)."""
    i = bisect_right(spans, (at, float("inf"))) - 1
    return i >= 0 and spans[i][0] <= at < spans[i][1]
