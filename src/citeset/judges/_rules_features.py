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
-e). Extraction is linear in the text and memoised in an LRU cache bounded by the total size of
the cached texts (`CACHE_BUDGET_CHARS`), so long calibration evidence cannot exhaust memory.
"""

from __future__ import annotations

import re
from array import array
from collections import OrderedDict
from typing import Protocol

from citeset._lazyre import lazy_compile
from citeset.judges._rules_forms import written_forms
from citeset.judges._rules_lexicon import (
    ABBREVIATIONS,
    CLAUSE_WORDS,
    DISCOURSE,
    GLUED_ONLY_UNITS,
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
from citeset.judges._rules_numbers import Add, below_zero, number, sign_start
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import (
    BOUND,
    CONTRACTION,
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
)

_MARKER = lazy_compile(r"\[\d+(?:\s*[,\-–]\s*\d+)*\]")
_TOKEN = lazy_compile(  # most frequent alternatives first; an acronym must win over its first letter
    r"(?P<acr>\b(?:[^\W\d_]\.){2,})"
    r"|(?P<word>[^\W\d_]+(?:['’][^\W\d_]+)*)(?P<idt>\d[^\W_]*)?"
    r"|(?P<iso>\b\d{4}-\d{1,2}-\d{1,2}\b)"
    r"|(?P<time>\b\d{1,2}:\d{2}\b)"
    r"|(?P<num>\d+(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+)(?P<suf>%|°|[^\W\d_]+)?"
    r"|(?P<cur>[$€£¥])"
    r"|(?P<bound>[,;:()\[\]{}—–]|\s-\s)"
    r"|(?P<sent>[.!?]+|\n\s*\n)"
    r"|(?P<poss>['’]s\b)"  # "Ward 7's", "PM2's": a possessive after a number or a code is no word "s"
)
# The same pattern with ASCII classes, for texts that are ASCII without the separators \x1c-\x1f: there the
# Unicode and ASCII meanings of \w, \d, \s and \b coincide (Unicode \s also holds \x1c-\x1f), and the
# ASCII matcher is cheaper per character.
_TOKEN_ASCII = lazy_compile(_TOKEN.pattern, re.ASCII)
_NOT_ASCII_SPACE = lazy_compile("[\x1c-\x1f]")
_POINTS = frozenset({"pp", "ppt", "ppts"})  # percentage points


_DISCOURSE: frozenset[str] = DISCOURSE | {stem(w) for w in DISCOURSE}


class _Raw(Protocol):
    def __call__(self, text_low: str, k: int, s: int, e: int, c: int = 0) -> None: ...


# The feature cache is an LRU bounded by text size, not entry count: features, with the readings' results
# kept on them, take ~140-165 bytes per character of text (measured with tracemalloc on real evidence and on
# short benchmark texts; `test_a_full_feature_cache_stays_near_100_mb` holds it), so a budget of 600k
# characters keeps the cache near 100 MB whether it holds 8,000 short chunks or a few long documents.
CACHE_BUDGET_CHARS = 600_000
_ENTRY_OVERHEAD = 32


class FeatureCache:
    """Features of texts, memoised in an LRU bounded by text size (one per judge, never global)."""

    def __init__(self, budget_chars: int = CACHE_BUDGET_CHARS) -> None:
        self.budget = budget_chars
        self.entries: OrderedDict[str, Features] = OrderedDict()
        self.chars = 0

    def get(self, text: str) -> Features:
        f = self.entries.get(text)
        if f is not None:
            try:  # noqa: SIM105 (suppress() would build a context manager on every hit)
                self.entries.move_to_end(text)
            except KeyError:  # evicted meanwhile by another thread: still a valid answer
                pass
            return f
        f = _extract(text)
        size = len(text) + _ENTRY_OVERHEAD
        if size <= self.budget // 4:
            self.entries[text] = f
            self.chars += size
            while self.chars > self.budget and self.entries:
                old, _ = self.entries.popitem(last=False)
                self.chars -= len(old) + _ENTRY_OVERHEAD
        return f

    def clear(self) -> None:
        self.entries.clear()
        self.chars = 0


def features(text: str) -> Features:
    """Features of a text, computed afresh (judges keep their own FeatureCache)."""
    return _extract(text)


def _blank(m: re.Match[str]) -> str:
    return " " * len(m.group())


# Lowercase words decided without the general path: plain stopwords and plain content words.
_SEPARATE_UNITS: frozenset[str] = frozenset(UNITS) - GLUED_ONLY_UNITS
_FAST_STOP: frozenset[str] = STOPWORDS - frozenset(NUMBER_WORDS) - _SEPARATE_UNITS
_SLOW_LOWER: frozenset[str] = frozenset(NUMBER_WORDS) | _SEPARATE_UNITS | frozenset(WEEKDAYS) | _POINTS
_CUE: dict[str, int] = {w: NEG for w in NEGATION} | {w: rank for w, (rank, _) in MODAL.items()}


# Plain lowercase words (no apostrophe) take the fast path: a stopword with its cue code, or a content word
# with its stem, memoised by surface form (a bounded dict: the text's vocabulary repeats across texts).
_STOP_CUE: dict[str, int] = {
    w: _CUE.get(w, 0) for w in _FAST_STOP if w.islower() and "'" not in w and "’" not in w
}
_PLAIN: dict[str, str] = {}
_PLAIN_MAX = 65_536  # as many surface forms as `stem` keeps (a few MB at most)


def _plain(raw: str) -> str | None:
    """The stem of a plain lowercase content word, or None when the general path must type it."""
    if not raw.islower() or len(raw) < 2 or raw in _SLOW_LOWER or "'" in raw or "’" in raw or raw in _FAST_STOP:
        return None
    if len(_PLAIN) >= _PLAIN_MAX:
        _PLAIN.clear()
    norm = _PLAIN[raw] = stem(raw)
    return norm


# Capitalised words whose typing depends on their neighbours alone (name or sentence-initial word): not a
# number, unit, month, weekday, stopword, single letter or acronym, and no apostrophe. Memoised: raw -> stem.
_TITLE: dict[str, str] = {}


def _title(raw: str) -> str | None:
    low = raw.lower()
    if (
        len(raw) < 2
        or not raw[0].isupper()
        or raw.isupper()
        or "'" in low
        or "’" in low
        or low in NUMBER_WORDS
        or low in UNITS
        or low in MONTHS
        or low in WEEKDAYS
        or low in STOPWORDS
    ):
        return None
    if len(_TITLE) >= _PLAIN_MAX:
        _TITLE.clear()
    norm = _TITLE[raw] = stem(low)
    return norm


def _extract(text: str) -> Features:
    text = written_forms(text)  # its offsets index the rewritten text, which Features keeps
    f = Features(text)
    clean = _MARKER.sub(_blank, text) if "[" in text else text
    ascii_ok = clean.isascii() and _NOT_ASCII_SPACE.search(clean) is None
    ms = list((_TOKEN_ASCII if ascii_ok else _TOKEN).finditer(clean))
    low: list[str] = []
    kind: list[int] = []
    start: list[int] = []
    end: list[int] = []
    cue: list[int] = []
    cpos: list[int] = []
    f.low, f.kind, f.start, f.end, f.cue, f.cpos = low, kind, start, end, cue, cpos
    content = f.content
    # bound methods: each token appends to six lists, so the attribute lookups add up on cold texts
    low_add, kind_add, start_add, end_add, cue_add, cpos_add = (
        low.append, kind.append, start.append, end.append, cue.append, cpos.append
    )
    content_add = content.append
    cue_sents: set[int] = set()
    sent = 0
    pending_cur: tuple[str, int, int] | None = None

    def add(norm: str, k: int, sub: str, s: int, e: int, value: float | None = None) -> None:
        cpos_add(len(content))
        content_add(CTok(norm, k, sub, sent, len(low), len(content), s, e, value))
        low_add(norm)
        kind_add(k)
        start_add(s)
        end_add(e)
        cue_add(0)

    def raw_tok(text_low: str, k: int, s: int, e: int, c: int = 0) -> None:
        low_add(text_low)
        kind_add(k)
        start_add(s)
        end_add(e)
        cue_add(c)
        cpos_add(-1)
        if c:
            cue_sents.add(sent)

    n = len(ms)
    i = 0
    while i < n:
        m = ms[i]
        g = m.lastgroup
        if g == "word":
            raw = m.group()
            c = _STOP_CUE.get(raw)
            if c is not None:
                s, e = m.span()
                raw_tok(raw, STOP, s, e, c)
                i += 1
                continue
            norm = _PLAIN.get(raw) or _plain(raw)
            if norm is not None:
                s, e = m.span()
                nc = len(content)
                cpos_add(nc)
                content_add(CTok(norm, WORD, "", sent, len(low), nc, s, e))
                low_add(norm)
                kind_add(WORD)
                start_add(s)
                end_add(e)
                cue_add(0)
                i += 1
                continue
            norm = _TITLE.get(raw) or _title(raw)
            if norm is not None:  # `_word`'s last branch, without its dictionary tests
                s, e = m.span()
                if (kind and kind[-1] != SENT and low[-1] != ":") or _name_next(ms, i, e):  # not initial
                    add(norm, ENT, "name", s, e)
                else:
                    add(norm, WORD, "", s, e)
                i += 1
                continue
            i = _word(f, ms, i, sent, add, raw_tok)
        elif g == "idt":
            s, e = m.span()
            add(m.group().lower(), ENT, "id", s, e)
        elif g == "sent":
            raw = m.group()
            if raw == "." and kind and low[-1] in ABBREVIATIONS and end[-1] == m.start():
                pass
            elif kind and kind[-1] != SENT:
                s, e = m.span()
                raw_tok(raw, SENT, s, e)
                sent += 1
        elif g == "cur":
            s, e = m.span()
            pending_cur = (UNITS[m.group()], s, e)
            i += 1
            continue
        elif g == "bound":
            s, e = m.span()
            raw_tok(m.group().strip(), BOUND, s, e)
        elif g in ("num", "suf"):
            cur = pending_cur if pending_cur and m.start() - pending_cur[2] <= 1 else None
            sign = sign_start(f, clean, m.start())
            if sign is not None and sign < m.start() - 1:  # the word "minus" becomes the number's sign
                for column in (low, kind, start, end, cue, cpos, content):
                    column.pop()
            number(ms, i, cur is not None, add, bool(f.content) and f.content[-1].sub == "month"
                    and f.content[-1].sent == sent, sign=sign)
            if cur is not None:
                add(cur[0], UNIT, "", cur[1], cur[2])
        elif g == "iso":
            y, mo, d = m.group().split("-")
            add(f"{y}-{int(mo):02d}-{int(d):02d}", DATE, "iso", m.start(), m.end())
        elif g == "time":
            h, mi = m.group().split(":")
            add(f"{int(h)}:{mi}", NUM, "time", m.start(), m.end())
        elif g == "acr":
            add(m.group().replace(".", "").lower(), ENT, "acronym", m.start(), m.end())
        pending_cur = None
        i += 1
    f.cue_sents = frozenset(cue_sents)
    _assemble(f)
    # compact, immutable-in-practice storage: small and invisible to the garbage collector
    f.low, f.kind, f.cue, f.cpos = tuple(low), tuple(kind), array("b", cue), tuple(cpos)
    f.start, f.end = array("i", start), array("i", end)
    return f


def _word(f: Features, ms: list[re.Match[str]], i: int, sent: int, add: Add, raw_tok: _Raw) -> int:
    """Type a word (general path; may consume the next word: "thirty five"); returns the last index used."""
    m = ms[i]
    raw = m.group()
    start, end = m.span()
    low = raw.lower()
    nxt = ms[i + 1] if i + 1 < len(ms) else None
    if "'" in low or "’" in low:  # the only words a contraction suffix can end
        if low.endswith(("n't", "n’t")):
            raw_tok(low, STOP, start, end, NEG)
            return i
        low = CONTRACTION.sub("", low)
    kinds = f.kind
    prev_kind = kinds[-1] if kinds else SENT
    after_number = prev_kind in (NUM, UNIT) and i > 0 and start - ms[i - 1].end() <= 1
    nxt_low = nxt.group().lower() if nxt is not None and low in NUMBER_WORDS else ""
    if low == "zero" and below_zero(f):
        return i
    if low in NUMBER_WORDS and nxt_low in _MULTIPLIERS:
        compound = _compound_number(ms, i)
        if compound is not None:
            value, last = compound
            add(str(value), NUM, "plain", start, ms[last].end(), float(value))
            return last
    if low in NUMBER_WORDS and (low not in WEAK_NUMBER_WORDS or nxt_low in UNITS):
        value, last = NUMBER_WORDS[low], i
        if (
            low in TENS_WORDS
            and nxt is not None
            and nxt.lastgroup == "word"
            and 0 < NUMBER_WORDS.get(nxt_low, 0) < 10
            and nxt.start() - end <= 1
        ):
            value += NUMBER_WORDS[nxt_low]
            end, last = nxt.end(), i + 1
        add(str(value), NUM, "plain", start, end, float(value))
        return last
    if after_number and low in _POINTS:  # "5 pp": points of a percentage, not a percent
        add("percentage_point", UNIT, "", start, end)
        return i
    if after_number and low == "percentage" and nxt is not None and nxt.group().lower() in ("point", "points"):
        add("percentage_point", UNIT, "", start, nxt.end())
        return i + 1
    if after_number and low in UNITS and low not in GLUED_ONLY_UNITS:
        add(UNITS[low], UNIT, "", start, end)
        return i
    cap = raw[0].isupper()
    initial = prev_kind == SENT or (bool(kinds) and f.low[-1] == ":")
    if cap and low in MONTHS and (len(low) > 3 or low == "may" or not initial):
        add(MONTHS[low], DATE, "month", start, end)
    elif low in WEEKDAYS and (cap or len(low) > 3):
        add(WEEKDAYS[low], DATE, "weekday", start, end)
    elif len(raw) == 1 and low not in ("a", "i"):
        add(low, ENT, "letter", start, end)
    elif raw == "A" and not initial and prev_kind in (ENT, WORD) and ms[i - 1].group()[:1].isupper():
        add("a", ENT, "letter", start, end)
    elif raw.isupper() and 2 <= len(raw) <= 6 and (low not in STOPWORDS or not _shouting(ms, i)):
        add(low, ENT, "acronym", start, end)
    elif low in STOPWORDS:
        raw_tok(low, STOP, start, end, _CUE.get(low, 0))
    else:
        k = ENT if cap and (not initial or _name_next(ms, i, end)) else WORD
        add(stem(low), k, "name" if k == ENT else "", start, end)
    return i


_MULTIPLIERS = {"hundred": 100, "thousand": 1000}


def _compound_number(ms: list[re.Match[str]], i: int) -> tuple[int, int] | None:
    """A number written in words with "hundred" or "thousand" in it, from word i: "six hundred and forty" (640),
    "two thousand five hundred" (2500), as (value, index of its last word); None when the words after "hundred"
    or "thousand" do not go on as one number ("six hundred participants" is 600; "two million" is left to the
    scale words)."""
    total = current = 0
    last, j, tens_open = i, i, False
    while j < len(ms):
        m = ms[j]
        word = m.group().lower()
        if m.lastgroup != "word" or (j > i and m.start() - ms[j - 1].end() > 1):
            break
        if word in NUMBER_WORDS:
            value = NUMBER_WORDS[word]
            if j > last + 1 or (j > i and ms[last].group().lower() in NUMBER_WORDS and not (tens_open and value < 10)):
                if j > last + 1 and ms[last + 1].group().lower() == "and" and value < 100:
                    pass  # "hundred and forty"
                else:
                    break
            tens_open = value >= 20 and value % 10 == 0
            current += value
        elif word in _MULTIPLIERS and j == last + 1 and current:
            if word == "hundred":
                if current >= 100:
                    break
                current *= 100
            else:
                total, current = total + current * 1000, 0
            tens_open = False
        elif word == "and" and j == last + 1 and ms[last].group().lower() in _MULTIPLIERS:
            j += 1
            continue
        else:
            break
        last = j
        j += 1
    if last == i:
        return None
    return total + current, last


def _name_next(ms: list[re.Match[str]], i: int, end: int) -> bool:
    """Whether the word ending at `end` is followed right away by a capitalised name ("Project Cedar")."""
    if i + 1 >= len(ms):
        return False
    nxt = ms[i + 1]
    return (
        nxt.lastgroup in ("word", "idt", "acr")
        and nxt.group()[:1].isupper()
        and nxt.group().lower() not in STOPWORDS
        and nxt.start() - end <= 1
    )


def _shouting(ms: list[re.Match[str]], i: int) -> bool:
    """Whether an all-caps word sits among other all-caps words (a heading, not an acronym)."""
    for j in (i - 1, i + 1):
        if 0 <= j < len(ms):
            raw = ms[j].group()
            if ms[j].lastgroup == "word" and len(raw) > 1 and raw.isupper():
                return True
    return False


_HALVES = frozenset({"am", "pm"})
_AT_HOUR = frozenset({"at", "until", "till", "before", "after"})


def _hour(f: Features, c: CTok) -> bool:
    """Whether a plain number is an hour of the day: before "am"/"pm" ("9 pm"), or a whole number up to 24 after
    "at", "until", "before" ... with no unit after it ("ends at 8", not "at 8 percent"), so that "ends at 8" and
    "9 pm" compete for one slot while "Bed 12" and "12 am" do not."""
    low, after = f.low, c.ri + 1
    if after < len(low) and low[after] in _HALVES:
        return True
    if c.ri == 0 or low[c.ri - 1] not in _AT_HOUR or c.value is None or not (0 <= c.value <= 24):
        return False
    return c.value == int(c.value) and (after >= len(low) or f.kind[after] != UNIT)
_BEFORE_FIRST = CTok("", WORD, "", -1, -1, -1, 0, 0)  # sentence -1: never anyone's neighbour


def _assemble(f: Features) -> None:
    content = f.content
    # Neighbours skip unit words (a year after "5%" is next to 5, not to "percent"), except that a
    # unit's neighbours are its number and what follows, and a number's right neighbour is its unit.
    nc = len(content)
    last = _BEFORE_FIRST  # the previous non-unit token (a sentinel in no sentence before the first)
    checked: list[CTok] = []  # every content kind but WORD is checked
    checkable = False
    for p, c in enumerate(content):
        k = c.kind
        if k == WORD:  # the common case, in short: a word has no unit chain, value or number context
            if not checkable and c.norm not in _DISCOURSE:
                checkable = True
            if last.sent == c.sent:
                c.prev = last.norm
                if last.nxt is None:
                    last.nxt = c.norm
            last = c
            continue
        checkable = True
        if k == NUM and c.sub == "plain" and _hour(f, c):
            c.sub = "hour"  # "12 am" is an hour of the day, not the count of "Bed 12" (probe 36)
        checked.append(c)
        if k == UNIT:
            if p > 0 and content[p - 1].sent == c.sent:
                c.prev = content[p - 1].norm
            if p + 1 < nc and content[p + 1].sent == c.sent:
                c.nxt = content[p + 1].norm
            continue
        if last.sent == c.sent:
            c.prev = last.norm
            if last.nxt is None:
                last.nxt = c.norm
        last = c
        if c.value is not None or c.sub in ("time", "decade"):
            _number_context(f, c)
    if f.cue_sents:
        _neutralise(f)
    terms = tuple(dict.fromkeys([c.norm for c in content]))
    f.terms = terms
    f.cset = frozenset(terms)
    f.checkable = checkable
    f.checked = tuple(checked)
    f.valued = tuple([c for c in checked if c.value is not None])  # only numbers and dates carry a value
    f.qualified = any(c.qual is not None for c in f.valued)


def _neutralise(f: Features) -> None:
    """Negation words that negate nothing: "no more than 30", "not only"; "not completed until 1932"."""
    low, kind, cue = f.low, f.kind, f.cue
    n = len(low)
    for ri in range(n):
        if cue[ri] != NEG:
            continue
        w = low[ri]
        if ri + 1 < n and low[ri + 1] in NEGATION_NEUTRAL_NEXT and w in NEGATION and not (
                low[ri + 1] == "longer" and (ri + 2 >= n or low[ri + 2] != "than")):
            cue[ri] = 0  # "no longer than 5 km", "no more than 30"; but "can no longer be hired" denies
            continue
        if w in ("no", "none", "without", "nor", "neither"):
            continue
        for rj in range(ri + 1, min(n, ri + 12)):
            if kind[rj] in (BOUND, SENT) or low[rj] in CLAUSE_WORDS:
                break
            if low[rj] in ("until", "till"):
                cue[ri] = 0
                break


def _number_context(f: Features, c: CTok) -> None:
    """Attach the unit chain, the phrase span and the qualifier of a number or year."""
    content, low, kind = f.content, f.low, f.kind
    units: list[str] = []
    q = c.pos + 1
    while q < len(content) and content[q].kind == UNIT and content[q].sent == c.sent:
        u = content[q]
        units.append(u.norm)
        c.sstart = min(c.sstart, u.sstart)
        c.send = max(c.send, u.send)
        q += 1
    c.units = tuple(units)
    if units:
        c.nxt = units[0]
    c.qstart, c.qend = c.sstart, c.send
    last_ri = content[q - 1].ri
    before: list[str] = []
    for ri in range(c.ri - 1, max(-1, c.ri - 4), -1):
        if kind[ri] == SENT:
            break
        before.insert(0, low[ri])
    for size in (3, 2, 1):
        if len(before) >= size and tuple(before[-size:]) in QUALIFIERS_BEFORE:
            c.qual = QUALIFIERS_BEFORE[tuple(before[-size:])]
            c.qstart = f.start[c.ri - size]
            return
    if last_ri + 2 < len(low):
        c.qual = QUALIFIERS_AFTER.get((low[last_ri + 1], low[last_ri + 2]))
        if c.qual:
            c.qend = f.end[last_ri + 2]
