"""Text -> features for the rules judge: tokens, content terms, typed values, cues. Cached per text.

One regex pass splits a text into raw tokens (words, numbers, identifiers, currency signs, clause
and sentence boundaries); a second pass types them:

* NUM  - numbers ("30", "1,000", "5.5", "thirty", "3rd", "10:30") with the unit words right after
  them ("30 days", "$5" -> 5 + usd, "5%" -> 5 + percent) and a qualifier ("at least", "within",
  "about" ...) read from the words before / after;
* DATE - years (1000-2999, no unit), month and weekday names, ISO dates;
* ENT  - names and identifiers: capitalised words not at a sentence start (or followed by another
  name: "Project Cedar"), single letters ("Entity R"), identifiers ("R17"), acronyms;
* UNIT - a unit word right after a number;
* WORD - any other content word; STOP - function words (they carry the negation/modal cues).

Content terms are normalised: lowercase, possessives and contractions stripped ("Cedar's" ->
cedar), irregular verbs mapped ("held" -> hold), light suffix stemming (plural, -ed, -ing, final
-e). Extraction is linear in the text and memoised (texts up to 4 kB in a 65,536-entry LRU
cache, longer ones in a small one so long calibration evidence cannot exhaust memory).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from citeset.judges._rules_lexicon import (
    ABBREVIATIONS,
    CLAUSE_WORDS,
    DISCOURSE,
    GLUED_ONLY_UNITS,
    IRREGULAR,
    MODAL,
    MONTHS,
    NEGATION,
    NEGATION_NEUTRAL_NEXT,
    NUMBER_WORDS,
    QUALIFIERS_AFTER,
    QUALIFIERS_BEFORE,
    STOPWORDS,
    TENS_WORDS,
    UNITS,
    WEAK_NUMBER_WORDS,
    WEEKDAYS,
)

# Token kinds. Content kinds are WORD..ENT; only NUM/UNIT/DATE/ENT are checked for mismatches.
WORD, NUM, UNIT, DATE, ENT, STOP, BOUND, SENT = range(8)
CHECKED: frozenset[int] = frozenset({NUM, UNIT, DATE, ENT})

_MARKER = re.compile(r"\[\d+(?:\s*[,\-–]\s*\d+)*\]")
_TOKEN = re.compile(
    r"(?P<iso>\b\d{4}-\d{1,2}-\d{1,2}\b)"
    r"|(?P<time>\b\d{1,2}:\d{2}\b)"
    r"|(?P<cur>[$€£¥])"
    r"|(?P<num>\d+(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+)(?P<suf>%|°|[^\W\d_]+)?"
    r"|(?P<acr>\b(?:[^\W\d_]\.){2,})"
    r"|(?P<ident>[^\W\d_]+\d[^\W_]*)"
    r"|(?P<word>[^\W\d_]+(?:['’][^\W\d_]+)*)"
    r"|(?P<bound>[,;:()\[\]{}—–]|\s-\s)"
    r"|(?P<sent>[.!?]+|\n\s*\n)"
)
_CONTRACTION = re.compile(r"['’](?:s|re|ve|ll|d|m)$")
_ORDINAL_SUFFIX = frozenset({"st", "nd", "rd", "th"})


@dataclass(slots=True)
class RTok:
    """A raw token (every word, number and boundary, stopwords included)."""

    low: str
    kind: int
    start: int
    end: int
    sent: int
    neg: bool = False
    modal: int = 0
    cpos: int = -1  # index in Features.content, -1 for non-content tokens


@dataclass(slots=True)
class CTok:
    """A content token with its typed value and its neighbours (for slot alignment)."""

    norm: str
    kind: int
    sub: str
    sent: int
    ri: int  # index in Features.toks
    pos: int  # index in Features.content
    sstart: int  # phrase span in the text (number + currency + units)
    send: int
    prev: str | None = None  # adjacent content norms in the same sentence
    nxt: str | None = None
    units: tuple[str, ...] = ()
    qual: str | None = None
    value: float | None = None
    qstart: int = 0  # phrase span including the qualifier ("within 30 days")
    qend: int = 0


@dataclass(slots=True)
class Features:
    text: str
    toks: list[RTok]
    content: list[CTok]
    terms: tuple[str, ...]  # unique content norms, first-occurrence order
    cset: frozenset[str]
    where: dict[str, tuple[int, ...]]  # norm -> content positions
    by_prev: dict[str, tuple[int, ...]]  # checked-kind positions by previous neighbour
    by_next: dict[str, tuple[int, ...]]
    sent_terms: list[frozenset[str]]  # content norms of each sentence
    display: dict[str, str]  # norm -> surface form of its first occurrence
    sent_ranges: list[tuple[int, int]]  # raw-token index range of each sentence
    cue_sents: frozenset[int]  # sentences holding a negation or modal cue
    checkable: bool  # has content beyond pleasantries/framing
    qualified: bool  # has a number or date read with a qualifier ("at least 30", "after 2019")
    checked: tuple[CTok, ...]  # content tokens of the kinds the slot check compares
    valued: tuple[CTok, ...]  # numbers and years (they carry a value and maybe a qualifier)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Light, deterministic suffix stemming of a lowercase word (consistent, not linguistic)."""
    base = IRREGULAR.get(word)
    if base is not None:
        return base
    w = word
    if len(w) <= 3:
        return w[:-1] if len(w) == 3 and w[-1] == "e" and w[-2] not in "eiy" else w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w.endswith("ied") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("ing") and len(w) > 5 and any(c in "aeiouy" for c in w[:-3]):
        w = _undouble(w[:-3])
    elif w.endswith("ed") and not w.endswith("eed") and len(w) > 3 and any(c in "aeiouy" for c in w[:-2]):
        w = _undouble(w[:-2])
    if len(w) > 2 and w.endswith("e") and not w.endswith(("ee", "ie", "ye")):
        w = w[:-1]
    return w


def _undouble(w: str) -> str:
    if len(w) > 2 and w[-1] == w[-2] and w[-1] not in "aeiouylsz":
        return w[:-1]
    return w


_DISCOURSE: frozenset[str] = DISCOURSE | {stem(w) for w in DISCOURSE}


def _num_norm(s: str) -> str:
    s = s.replace(",", "")
    if "." in s:
        whole, frac = s.split(".", 1)
        frac = frac.rstrip("0")
        whole = str(int(whole)) if whole else "0"
        return whole + ("." + frac if frac else "")
    return str(int(s))


def features(text: str) -> Features:
    """Features of a text, memoised (see module docstring for the two cache sizes)."""
    return _small(text) if len(text) <= 4096 else _large(text)


@lru_cache(maxsize=65536)
def _small(text: str) -> Features:
    return _extract(text)


@lru_cache(maxsize=256)
def _large(text: str) -> Features:
    return _extract(text)


Piece = tuple[str, str, int, int, "re.Match[str]"]


def _extract(text: str) -> Features:
    clean = _MARKER.sub(lambda m: " " * len(m.group()), text)
    b = _Builder([(_group(m), m.group(), m.start(), m.end(), m) for m in _TOKEN.finditer(clean)])
    b.run()
    return _assemble(text, b.toks, b.content)


def _group(m: re.Match[str]) -> str:
    g = m.lastgroup or ""
    return "num" if g == "suf" else g


class _Builder:
    """Second pass: types the regex pieces into raw and content tokens."""

    def __init__(self, pieces: list[Piece]) -> None:
        self.pieces = pieces
        self.toks: list[RTok] = []
        self.content: list[CTok] = []
        self.sent = 0

    def add(self, norm: str, kind: int, sub: str, start: int, end: int, value: float | None = None) -> None:
        ri = len(self.toks)
        self.toks.append(RTok(norm, kind, start, end, self.sent, cpos=len(self.content)))
        self.content.append(CTok(norm, kind, sub, self.sent, ri, len(self.content), start, end, value=value))

    def low_at(self, j: int) -> str:
        return self.pieces[j][1].lower() if j < len(self.pieces) else ""

    def run(self) -> None:
        pieces, toks = self.pieces, self.toks
        pending_cur: tuple[str, int, int] | None = None
        i = 0
        while i < len(pieces):
            group, raw, start, end, m = pieces[i]
            if group == "sent":
                if raw == "." and toks and toks[-1].low in ABBREVIATIONS and toks[-1].end == start:
                    pass
                elif toks and toks[-1].kind != SENT:
                    toks.append(RTok(raw, SENT, start, end, self.sent))
                    self.sent += 1
            elif group == "cur":
                pending_cur = (UNITS[raw], start, end)
                i += 1
                continue
            elif group == "bound":
                toks.append(RTok(raw.strip(), BOUND, start, end, self.sent))
            elif group == "iso":
                y, mo, d = raw.split("-")
                self.add(f"{y}-{int(mo):02d}-{int(d):02d}", DATE, "iso", start, end)
            elif group == "time":
                h, mi = raw.split(":")
                self.add(f"{int(h)}:{mi}", NUM, "time", start, end)
            elif group == "num":
                cur = pending_cur if pending_cur and start - pending_cur[2] <= 1 else None
                self.number(i, m, cur is not None)
                if cur is not None:
                    self.unit(cur[0], cur[1], cur[2])
            elif group == "acr":
                self.add(raw.replace(".", "").lower(), ENT, "acronym", start, end)
            elif group == "ident":
                self.add(raw.lower(), ENT, "id", start, end)
            else:
                i = self.word(i)
            pending_cur = None
            i += 1

    def unit(self, norm: str, start: int, end: int) -> None:
        ri = len(self.toks)
        self.toks.append(RTok(norm, UNIT, start, end, self.sent, cpos=len(self.content)))
        self.content.append(CTok(norm, UNIT, "", self.sent, ri, len(self.content), start, end))

    def number(self, i: int, m: re.Match[str], currency: bool) -> None:
        raw, start, end = m.group(), m.start(), m.end()
        digits, suf = m.group("num"), m.group("suf")
        norm = _num_norm(digits)
        sl = suf.lower() if suf else ""
        if not suf:
            nxt = self.low_at(i + 1)
            unit_next = nxt in UNITS and nxt not in GLUED_ONLY_UNITS
            if (
                not currency
                and not unit_next
                and len(digits) == 4
                and digits.isdigit()
                and 1000 <= int(digits) <= 2999
            ):
                self.add(norm, DATE, "year", start, end, float(norm))
            else:
                self.add(norm, NUM, "plain", start, end, float(norm))
        elif sl in _ORDINAL_SUFFIX and "." not in digits:
            self.add(norm + sl, NUM, "ordinal", start, end, float(norm))
        elif sl == "s" and digits.isdigit() and digits.endswith("0") and len(digits) in (2, 4):
            self.add(norm + "s", NUM, "decade", start, end)
        elif sl in ("am", "pm"):
            self.add(norm + sl, NUM, "time", start, end)
        elif sl in UNITS:
            split = start + len(digits)
            self.add(norm, NUM, "plain", start, split, float(norm))
            self.unit(UNITS[sl], split, end)
        else:
            self.add(raw.lower(), ENT, "id", start, end)

    def shouting(self, i: int) -> bool:
        """Whether an all-caps word sits among other all-caps words (a heading, not an acronym)."""
        for j in (i - 1, i + 1):
            if 0 <= j < len(self.pieces):
                raw = self.pieces[j][1]
                if self.pieces[j][0] == "word" and len(raw) > 1 and raw.isupper():
                    return True
        return False

    def word(self, i: int) -> int:
        """Type one word piece (may consume the next one: "thirty five"); returns the last index used."""
        pieces, toks, sent = self.pieces, self.toks, self.sent
        _, raw, start, end, _ = pieces[i]
        low = raw.lower()
        nxt = pieces[i + 1] if i + 1 < len(pieces) else None
        nxt_low = nxt[1].lower() if nxt else ""
        if low.endswith(("n't", "n’t")):
            toks.append(RTok(low, STOP, start, end, sent, neg=True))
            return i
        low = _CONTRACTION.sub("", low)
        prev_kind = toks[-1].kind if toks else SENT
        after_number = prev_kind in (NUM, UNIT) and i > 0 and start - pieces[i - 1][3] <= 1
        if low in NUMBER_WORDS and (low not in WEAK_NUMBER_WORDS or nxt_low in UNITS):
            value, last = NUMBER_WORDS[low], i
            if (
                low in TENS_WORDS
                and nxt
                and nxt[0] == "word"
                and 0 < NUMBER_WORDS.get(nxt_low, 0) < 10
                and nxt[2] - end <= 1
            ):
                value += NUMBER_WORDS[nxt_low]
                end, last = nxt[3], i + 1
            self.add(str(value), NUM, "plain", start, end, float(value))
            return last
        if after_number and low in UNITS and low not in GLUED_ONLY_UNITS:
            self.unit(UNITS[low], start, end)
            return i
        cap = raw[0].isupper()
        initial = prev_kind == SENT or (bool(toks) and toks[-1].low == ":")
        if cap and low in MONTHS and (len(low) > 3 or low == "may" or not initial):
            self.add(MONTHS[low], DATE, "month", start, end)
        elif low in WEEKDAYS and (cap or len(low) > 3):
            self.add(WEEKDAYS[low], DATE, "weekday", start, end)
        elif len(raw) == 1 and low not in ("a", "i"):
            self.add(low, ENT, "letter", start, end)
        elif raw == "A" and not initial and prev_kind in (ENT, WORD) and pieces[i - 1][1][:1].isupper():
            self.add("a", ENT, "letter", start, end)
        elif raw.isupper() and 2 <= len(raw) <= 6 and (low not in STOPWORDS or not self.shouting(i)):
            self.add(low, ENT, "acronym", start, end)
        elif low in STOPWORDS:
            neg = low in NEGATION and nxt_low not in NEGATION_NEUTRAL_NEXT
            toks.append(RTok(low, STOP, start, end, sent, neg=neg, modal=MODAL.get(low, (0, ""))[0]))
        else:
            name_next = (
                nxt is not None
                and nxt[0] in ("word", "ident", "acr")
                and nxt[1][:1].isupper()
                and nxt_low not in STOPWORDS
                and nxt[2] - end <= 1
            )
            kind = ENT if cap and (not initial or name_next) else WORD
            self.add(stem(low), kind, "name" if kind == ENT else "", start, end)
        return i


def _assemble(text: str, toks: list[RTok], content: list[CTok]) -> Features:
    # neighbours, unit chains, qualifiers
    # Neighbours skip unit words (a year after "5%" is next to 5, not to "percent"), except that a
    # unit's neighbours are its number and what follows, and a number's right neighbour is its unit.
    nc = len(content)
    last: CTok | None = None
    for p, c in enumerate(content):
        if c.kind == UNIT:
            if p > 0 and content[p - 1].sent == c.sent:
                c.prev = content[p - 1].norm
            if p + 1 < nc and content[p + 1].sent == c.sent:
                c.nxt = content[p + 1].norm
            continue
        if last is not None and last.sent == c.sent:
            c.prev = last.norm
            if last.nxt is None:
                last.nxt = c.norm
        last = c
        if (c.kind in (NUM, DATE) and c.value is not None) or c.sub in ("time", "decade"):
            _number_context(c, toks, content)
    where: dict[str, list[int]] = {}
    by_prev: dict[str, list[int]] = {}
    by_next: dict[str, list[int]] = {}
    display: dict[str, str] = {}
    for c in content:
        where.setdefault(c.norm, []).append(c.pos)
        if c.norm not in display:
            display[c.norm] = _CONTRACTION.sub("", text[toks[c.ri].start : toks[c.ri].end])
        if c.kind in CHECKED:
            if c.prev is not None:
                by_prev.setdefault(c.prev, []).append(c.pos)
            if c.nxt is not None:
                by_next.setdefault(c.nxt, []).append(c.pos)
    _neutralise_not_until(toks)
    sent_ranges: list[tuple[int, int]] = []
    cue_sents: set[int] = set()
    first = 0
    for ri, t in enumerate(toks):
        if t.neg or t.modal:
            cue_sents.add(t.sent)
        if t.kind == SENT or ri == len(toks) - 1:
            sent_ranges.append((first, ri + 1))
            first = ri + 1
    terms = tuple(where)
    checkable = any(c.kind != WORD or c.norm not in _DISCOURSE for c in content)
    return Features(
        text=text,
        toks=toks,
        content=content,
        terms=terms,
        cset=frozenset(terms),
        where={k: tuple(v) for k, v in where.items()},
        by_prev={k: tuple(v) for k, v in by_prev.items()},
        by_next={k: tuple(v) for k, v in by_next.items()},
        sent_terms=[
            frozenset(toks[ri].low for ri in range(a, b) if toks[ri].cpos >= 0) for a, b in sent_ranges
        ],
        display=display,
        sent_ranges=sent_ranges,
        cue_sents=frozenset(cue_sents),
        checkable=checkable,
        qualified=any(c.qual is not None for c in content),
        checked=tuple(c for c in content if c.kind in CHECKED),
        valued=tuple(c for c in content if c.value is not None),
    )


def _neutralise_not_until(toks: list[RTok]) -> None:
    """A "not ... until" clause ("not completed until 1932") states when it happened: no negation."""
    for ri, t in enumerate(toks):
        if not t.neg or t.low in ("no", "none", "without", "nor", "neither"):
            continue
        for r in toks[ri + 1 : ri + 12]:
            if r.kind in (BOUND, SENT) or r.low in CLAUSE_WORDS:
                break
            if r.low in ("until", "till"):
                t.neg = False
                break


def _number_context(c: CTok, toks: list[RTok], content: list[CTok]) -> None:
    """Attach the unit chain, the phrase span and the qualifier of a number or year."""
    units: list[str] = []
    q = c.pos + 1
    while q < len(content) and content[q].kind == UNIT and content[q].sent == c.sent:
        u = content[q]
        units.append(u.norm)
        c.sstart = min(c.sstart, toks[u.ri].start)
        c.send = max(c.send, toks[u.ri].end)
        q += 1
    c.units = tuple(units)
    if units:
        c.nxt = units[0]
    c.qstart, c.qend = c.sstart, c.send
    last_ri = content[q - 1].ri
    before = [t.low for t in toks[max(0, c.ri - 3) : c.ri] if t.sent == c.sent]
    for size in (3, 2, 1):
        if len(before) >= size and tuple(before[-size:]) in QUALIFIERS_BEFORE:
            c.qual = QUALIFIERS_BEFORE[tuple(before[-size:])]
            c.qstart = toks[c.ri - size].start
            return
    if last_ri + 2 < len(toks):
        c.qual = QUALIFIERS_AFTER.get((toks[last_ri + 1].low, toks[last_ri + 2].low))
        if c.qual:
            c.qend = toks[last_ri + 2].end
