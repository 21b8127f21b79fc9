"""Sentence boundaries in prose, tuned to keep claims whole.

A boundary is terminal punctuation (``.``, ``!``, ``?``, an ellipsis, or CJK ``。！？``), optionally followed
by closing quotes, brackets or emphasis, then whitespace or the end of the text. It is *not* a boundary:

* after an abbreviation that precedes names or examples (``Dr.``, ``e.g.``, ``i.e.``, ``vs.``, ``et al.``,
  ``Inc.``), after a dotted acronym (``U.S.``, ``Ph.D.``) or after a single capital initial (``J. K. Rowling``);
* after ``No.``, ``Fig.``, ``p.``, ``Jan.`` and the like when a number follows (``No. 5``);
* after ``etc.``, ``a.m.``, ``p.m.`` unless a capitalised word follows;
* after an ellipsis unless a capitalised word follows (``he paused... then went on`` is one sentence);
* when the next word starts in lower case (``iPhone``-style words excepted);
* inside parentheses, brackets or double quotes that close within `MAX_PROTECTED` characters.

Decimals, URLs and ``U.S.A`` never qualify because no whitespace follows their inner dots. When in doubt the
splitter keeps text together: a merged pair of sentences still carries its citations, while a spurious split
creates an uncited fragment. A piece with no letter or digit (a stray ``.`` or ``!!``) is merged into the
sentence before it (or after it, at the start) so that it never becomes a claim of its own.
"""

from __future__ import annotations

from bisect import bisect_left

from citeset._lazyre import lazy_compile

MAX_PROTECTED = 400
"""Brackets or quotes spanning more characters than this do not suppress boundaries (likely unbalanced)."""

# Terminal punctuation, closing quotes/brackets/emphasis, then the whitespace that follows (if any).
_TERM = lazy_compile(r"[.!?…。！？][.!?…。！？]*[\"'”’»)\]*_」』）]*\s*")
_NONWS = lazy_compile(r"\S")
_ALNUM = lazy_compile(r"[^\W_]")
_BLANK_LINE = lazy_compile(r"\n[ \t\r\f\v]*\n")
_PAIR_CHARS = lazy_compile(r"[()\[\]“”«»\"]")
_CAMEL = lazy_compile(r"[a-z]+[A-Z]")
_ACRONYM = lazy_compile(r"[A-Za-z]{1,2}(?:\.[A-Za-z]{1,2})+")
_OPENERS = "\"'“‘«([{*_`"

# Titles before names, latin and connective abbreviations, company suffixes: never sentence ends.
_NEVER_END = frozenset(
    {
        "mr", "mrs", "ms", "mx", "dr", "prof", "st", "mt", "gen", "col", "lt", "sgt", "capt", "cmdr", "adm",
        "maj", "rev", "hon", "gov", "sen", "rep", "pres", "supt", "jr", "sr", "fr", "messrs", "mme", "mlle",
        "e.g", "eg", "i.e", "ie", "cf", "vs", "v", "viz", "al", "approx", "ca", "esp", "incl", "resp", "ibid",
        "w.r.t", "a.k.a", "aka", "inc", "ltd", "co", "corp", "llc", "plc", "bros", "dept", "univ", "assn",
        "est", "govt",
    }
)  # fmt: skip
# Abbreviations that end a sentence unless a number follows ("No. 5", "Fig. 3", "Jan. 12").
_BEFORE_NUMBER = frozenset(
    {
        "no", "nos", "fig", "figs", "vol", "vols", "p", "pp", "eq", "eqs", "art", "arts", "sec", "ch", "chap",
        "para", "ref", "refs", "tab", "ex", "op", "pt", "pts", "ed", "eds",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    }
)  # fmt: skip
_END_IF_CAPITAL = frozenset({"etc", "a.m", "p.m"})


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Sentence spans ``(start, end)`` of plain prose, trimmed of surrounding whitespace.

    A blank line always ends a sentence. The spans are ordered, disjoint, and together cover every
    non-whitespace character of `text`.
    """
    spans: list[tuple[int, int]] = []
    pos = 0
    for m in _BLANK_LINE.finditer(text):
        spans.extend((pos + s, pos + e) for s, e in split_prose(text[pos : m.start()]))
        pos = m.end()
    spans.extend((pos + s, pos + e) for s, e in split_prose(text[pos:]))
    return spans


def split_prose(view: str) -> list[tuple[int, int]]:
    """Sentence spans of one paragraph (no blank-line handling); see the module docstring for the rules."""
    first = _NONWS.search(view)
    if first is None:
        return []
    n = len(view)
    regions = _protected(view) if _PAIR_CHARS.search(view) else None
    raw: list[tuple[int, int]] = []
    start = first.start()
    for m in _TERM.finditer(view):
        nxt = m.end()  # the match swallows the following whitespace
        if nxt >= n:
            break
        g = m.group()
        a = m.start()
        stop = a + len(g.rstrip())
        if stop == nxt:
            # No whitespace follows: only CJK full stops end a sentence here (not 3.5, U.S.A or a URL).
            if "。" in g or "！" in g or "？" in g:
                raw.append((start, stop))
                start = nxt
            continue
        if regions is not None and _inside(regions, a, stop):
            continue
        if _is_boundary(view, g, a, nxt):
            raw.append((start, stop))
            start = nxt
    raw.append((start, len(view.rstrip())))
    if len(raw) == 1:
        return raw
    # Pieces without a letter or digit are not sentences: fold them into a neighbour.
    out: list[tuple[int, int]] = []
    carry = -1
    for s, e in raw:
        if not (view[s].isalnum() or _ALNUM.search(view, s, e)):
            if out:
                out[-1] = (out[-1][0], e)
            elif carry < 0:
                carry = s
            continue
        out.append((carry if carry >= 0 else s, e))
        carry = -1
    if carry >= 0:
        out.append((carry, raw[-1][1]))
    return out


def has_alnum(view: str, s: int, e: int) -> bool:
    """Whether view[s:e] holds a letter or digit (checked on the first character before searching)."""
    return view[s].isalnum() or _ALNUM.search(view, s, e) is not None


def _is_boundary(view: str, g: str, a: int, nxt: int) -> bool:
    """Whether the terminal punctuation `g` (at `a`, next word at `nxt`) ends a sentence."""
    if g[0] in "。！？":
        return True
    ch = view[nxt]
    if ch in _OPENERS:
        k = nxt + 1
        n = len(view)
        while k < n and view[k] in _OPENERS:
            k += 1
        nxt = k
        ch = view[k] if k < n else ""
    lower = ch.islower() and _CAMEL.match(view, nxt) is None
    if "?" in g or "!" in g:
        return not lower
    if g[0] == "…" or (len(g) > 1 and g[1] == "."):
        return ch.isupper()  # an ellipsis ends a sentence only before a capital
    if lower:
        return False
    # The word before the stop (bounded look-back, so long tokens such as URLs stay cheap).
    tok = (
        ""
        if a == 0 or view[a - 1].isspace()
        else view[max(0, a - 32) : a].rsplit(None, 1)[-1].lstrip(_OPENERS)
    )
    low = tok.lower()
    if low in _NEVER_END:
        return False
    if low in _BEFORE_NUMBER:
        return not ch.isdigit()
    if low in _END_IF_CAPITAL:
        return ch.isupper()
    if len(tok) == 1:
        return not (tok.isupper() and tok != "I")  # an initial: J. K. Rowling
    # U.S. economy: merging is safer than splitting off "U.S."
    return not (len(tok) > 2 and "." in tok and _ACRONYM.fullmatch(tok))


def _protected(view: str) -> tuple[list[int], list[int]]:
    """Disjoint (opening, closing) index pairs of matched brackets and double quotes, as two sorted lists."""
    pairs: list[tuple[int, int]] = []
    stacks: dict[str, list[int]] = {"(": [], "[": [], "“": [], "«": []}
    closer_of = {")": "(", "]": "[", "”": "“", "»": "«"}
    straight = -1
    for m in _PAIR_CHARS.finditer(view):
        ch = m.group()
        i = m.start()
        if ch in stacks:
            stacks[ch].append(i)
        elif ch in closer_of:
            stack = stacks[closer_of[ch]]
            if stack:
                pairs.append((stack.pop(), i))
        elif straight < 0:
            # A straight quote opens only where an opening quote can stand (not the inch mark in 5").
            if i == 0 or view[i - 1].isspace() or view[i - 1] in "([{":
                straight = i
        elif not view[i - 1].isspace():
            pairs.append((straight, i))
            straight = -1
    starts: list[int] = []
    ends: list[int] = []
    for o, c in sorted(pairs):
        if c - o > MAX_PROTECTED:
            continue
        if ends and o < ends[-1]:
            ends[-1] = max(ends[-1], c)
        else:
            starts.append(o)
            ends.append(c)
    return starts, ends


def _inside(regions: tuple[list[int], list[int]], punct_start: int, boundary_end: int) -> bool:
    starts, ends = regions
    i = bisect_left(starts, punct_start) - 1
    return i >= 0 and boundary_end <= ends[i]
