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

import re
from bisect import bisect_left

MAX_PROTECTED = 400
"""Brackets or quotes spanning more characters than this do not suppress boundaries (likely unbalanced)."""

_TERM = re.compile(r"([.!?…]+)[\"'”’»)\]*_]*(?=\s|$)|[。！？]+[」』”’）]*")
_NONWS = re.compile(r"\S")
_ALNUM = re.compile(r"[^\W_]")
_BLANK_LINE = re.compile(r"\n[ \t\r\f\v]*\n")
_PAIR_CHARS = re.compile(r"[()\[\]“”«»\"]")
_CAMEL = re.compile(r"[a-z]+[A-Z]")
_ACRONYM = re.compile(r"[A-Za-z]{1,2}(?:\.[A-Za-z]{1,2})+")
_OPENERS = "\"'“‘«([{*_`"

_NEVER_END = frozenset(
    # titles before names
    "mr mrs ms mx dr prof st mt gen col lt sgt capt cmdr adm maj rev hon gov sen rep pres supt jr sr fr "
    "messrs mme mlle "
    # latin and connective abbreviations, companies
    "e.g eg i.e ie cf vs v viz al approx ca esp incl resp ibid w.r.t a.k.a aka inc ltd co corp llc plc bros "
    "dept univ assn est govt".split()
)
_BEFORE_NUMBER = frozenset(
    "no nos fig figs vol vols p pp eq eqs art arts sec ch chap para ref refs tab ex op pt pts ed eds "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)
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
    regions = _protected(view) if _PAIR_CHARS.search(view) else None
    raw: list[tuple[int, int]] = []
    start = first.start()
    for m in _TERM.finditer(view):
        nxt = _NONWS.search(view, m.end())
        if nxt is None:
            break
        if regions is not None and _inside(regions, m.start(), m.end()):
            continue
        if _is_boundary(view, m, nxt.start()):
            raw.append((start, m.end()))
            start = nxt.start()
    raw.append((start, len(view.rstrip())))
    if len(raw) == 1:
        return raw
    # Pieces without a letter or digit are not sentences: fold them into a neighbour.
    out: list[tuple[int, int]] = []
    carry = -1
    for s, e in raw:
        if _ALNUM.search(view, s, e) is None:
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


def _is_boundary(view: str, m: re.Match[str], nxt: int) -> bool:
    punct = m.group(1)
    if punct is None:
        return True  # CJK full stops need no space and have no abbreviations
    k = nxt
    n = len(view)
    while k < n and view[k] in _OPENERS:
        k += 1
    ch = view[k] if k < n else ""
    if "!" in punct or "?" in punct:
        return not _starts_lower(view, k, ch)
    if len(punct) > 1 or punct == "…":
        return ch.isupper()
    tok = _token_before(view, m.start())
    low = tok.lower()
    if low in _NEVER_END:
        return False
    if low in _BEFORE_NUMBER:
        return not ch.isdigit()
    if low in _END_IF_CAPITAL:
        return ch.isupper()
    if len(tok) == 1 and tok.isupper() and tok != "I":
        return False  # an initial: J. K. Rowling
    if len(tok) > 2 and _ACRONYM.fullmatch(tok):
        return False  # U.S. economy; merging is safer than splitting off "U.S."
    return not _starts_lower(view, k, ch)


def _starts_lower(view: str, k: int, ch: str) -> bool:
    return ch.islower() and _CAMEL.match(view, k) is None


def _token_before(view: str, end: int) -> str:
    """The word that ends at `end` (bounded look-back, so long tokens such as URLs stay cheap)."""
    i = end
    limit = max(0, end - 32)
    while i > limit and not view[i - 1].isspace():
        i -= 1
    return view[i:end].lstrip(_OPENERS)


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
