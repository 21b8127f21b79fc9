"""Finding and replacing blocked text inside free text: needles, a fast screen, and exact localisation.

A needle is a piece of blocked text (a span's `exact`, or a sentence, line or clause of a blocked version)
folded the way quotes are compared (NFKC, casefolded, whitespace folded), so re-spacing or re-casing a quote
does not get it past. Most strings on a card contain no needle; the screen that says so costs one fold, one
split and one set intersection: every needle of three or more words is indexed by its rarest inner word,
which a text containing the needle must contain as a whole word. Shorter needles are indexed by their first
characters. Only when the screen finds a needle is the string mapped character by character and rewritten.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from citeset._lazyre import lazy_compile
from citeset.corpus._normalize import normalize
from citeset.parse._sentences import split_sentences

MIN_PIECE_CHARS = 12
"""Sentences and lines of a blocked version shorter than this (folded) are not needles: too generic."""
MIN_CLAUSE_CHARS = 24
"""Clauses (sentence parts between , ; :) must be longer still to count as secret on their own."""
MIN_SPAN_CHARS = 8
"""A blocked span's exact text is a needle from this length on (shorter ones would erase common words)."""
_PREFIX = MIN_SPAN_CHARS
_CLAUSE = lazy_compile(r"[,;:]\s+")


_EDGE = " .!?;:,\"'`()[]{}<>«»“”‘’…-–—"


def trim(folded: str) -> str:
    """A folded needle without the punctuation at its ends: a quote that drops or changes a sentence's final
    period ("... record R30!", "... record R30 --") or wraps it in quotation marks still contains it."""
    return folded.strip(_EDGE)


_MARKUP = str.maketrans("", "", "*_`~")
"""Markdown emphasis and code marks, dropped: "**4,250,000**" states "4,250,000"."""
_LOOK_ALIKES = str.maketrans("авекмнорстухіјѕһԁԛԝӏαβεζηικμνορτυχօᴏıȷᴀʙᴄᴅᴇɢʜɪᴊᴋʟᴍɴᴘʀꜱᴛᴜᴠᴡʏᴢѵɑʋⲟⲣⲥꓳꓠꓮꓑꓔꓖꓰᎪᎬᎾᏴ",
                             "abekmhopctyxijshdqwlabezhikmvoptuxooijabcdeghijklmnprstuvwyzvavopconaptgeaeob")
"""Cyrillic, Greek, Armenian, Coptic, Lisu, Cherokee and small-capital letters that look like Latin ones, read as
those after casefolding. Greek "ν" looks like "v" but its capital "Ν" like "N": the capital is read before casefolding
(`_CAPITALS`), so "VAΝTOR" and "Orνane" both fold to the Latin word (hardening audits 23 and 24)."""
_CAPITALS = str.maketrans("ΝΥ", "NY")
"""Greek capitals whose small letters look like other Latin letters ("ν" like "v", "υ" like "u")."""
_FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u17b4\u17b5")
"""Letters (Unicode category Lo) that show nothing: dropped as invisible format characters are."""


_IGNORABLE = ((0x2060, 0x206F), (0xFFF0, 0xFFF8), (0xE0000, 0xE0FFF), (0x1D173, 0x1D17A), (0x2800, 0x2800))
"""Code points shown as nothing: Unicode's default-ignorable ranges, unassigned ones included (U+2065, U+FFF0, the
gaps of the tag block), and the braille blank."""


def _shown(ch: str) -> bool:
    """Whether a character shows (not an invisible format character, a filler or a Markdown emphasis mark)."""
    if ch in _FILLERS or unicodedata.category(ch) == "Cf":
        return False
    code = ord(ch)
    return not any(lo <= code <= hi for lo, hi in _IGNORABLE) if code >= 0x2060 else True


def fold(text: str) -> str:
    """`citeset.corpus` normalisation (NFKC, whitespace folded, casefolded), without invisible format
    characters (zero-width spaces, joiners, soft hyphens: Unicode category Cf) and Markdown emphasis, with
    look-alike letters read as Latin ones; for ASCII text, where NFKC changes nothing, the same result without
    the regular expression (most strings on a card are ASCII)."""
    if text.isascii():
        return " ".join(text.translate(_MARKUP).split()).casefold()
    visible = "".join(ch for ch in text if _shown(ch)).translate(_MARKUP).translate(_CAPITALS)
    bare = unicodedata.normalize("NFD", normalize(visible))
    return "".join(_plain(ch) for ch in bare if unicodedata.category(ch) not in _MARKS).translate(_LOOK_ALIKES)


_SEPARATORS_OF_DIGITS = {"\u066c": ",", "\u066b": "."}
"""The Arabic thousands and decimal separators, read as "," and "."."""


def _plain(ch: str) -> str:
    """A decimal digit of any script as its ASCII digit ("٤" is "4": a hardening audit wrote a blocked number in
    Arabic-Indic and Devanagari digits), an Arabic separator as its Latin one; any other character as it is."""
    if ch.isascii():
        return ch
    digit = unicodedata.decimal(ch, None)
    return str(digit) if digit is not None else _SEPARATORS_OF_DIGITS.get(ch, ch)


_MARKS = frozenset({"Mn", "Me", "Cf"})
"""Marks (variation selectors, a combining grapheme joiner, accents, once letters are decomposed) are dropped on
both sides: "Couńsel" is "counsel" to the redactor; invisible or not, they do not hide the text."""


@dataclass(frozen=True, slots=True)
class Needle:
    """Folded blocked text and the placeholder that replaces it."""

    text: str
    placeholder: str


def pieces(text: str) -> Iterable[str]:
    """Sentences, lines and long clauses of a version text, folded, long enough to be needles."""
    seen: set[str] = set()
    raw = [text[s:e] for s, e in split_sentences(text)] + text.splitlines()
    for piece in raw:
        candidates = [piece] + [c for c in _CLAUSE.split(piece) if len(c) >= MIN_CLAUSE_CHARS]
        for candidate in candidates:
            folded = fold(candidate)
            if len(folded) < MIN_PIECE_CHARS:
                continue
            for needle in (folded, trim(folded)):  # the bare piece too: a quote may change its end punctuation
                if len(needle) >= MIN_SPAN_CHARS and needle not in seen:
                    seen.add(needle)
                    yield needle


class NeedleSet:
    """The needles of one reader class, indexed for a fast screen."""

    def __init__(self, needles: Iterable[Needle]) -> None:
        self._by_word: dict[str, list[Needle]] = {}
        self._by_prefix: dict[str, list[Needle]] = {}
        items = [(n, n.text.split(" ")) for n in needles]
        # Each needle is filed under its rarest inner word (inner words are whole words in any text that
        # contains the needle), so the screen checks few needles per word a text shares with the vault.
        seen = Counter(w for _, words in items if len(words) >= 3 for w in set(words[1:-1]))
        for needle, words in items:
            if len(words) >= 3:
                anchor = min(words[1:-1], key=lambda w: (seen[w], -len(w)))
                self._by_word.setdefault(anchor, []).append(needle)
            else:
                self._by_prefix.setdefault(needle.text[:_PREFIX], []).append(needle)
        self._words = frozenset(self._by_word)

    def __bool__(self) -> bool:
        return bool(self._by_word or self._by_prefix)

    def find(self, folded: str) -> list[Needle]:
        """Needles occurring in an already folded text."""
        found: list[Needle] = []
        for word in self._words.intersection(folded.split(" ")):
            found += [n for n in self._by_word[word] if n.text in folded]
        if self._by_prefix and len(folded) >= _PREFIX:
            grams = {folded[i : i + _PREFIX] for i in range(len(folded) - _PREFIX + 1)}
            for gram in grams.intersection(self._by_prefix):
                found += [n for n in self._by_prefix[gram] if n.text in folded]
        return found


def folded_with_origins(text: str) -> tuple[str, list[tuple[int, int]]]:
    """Fold `text` as `fold` does, recording for every folded character the original range it came from.
    Combining marks stay with their base character so that NFKC composes them as it would in one pass."""
    out: list[str] = []
    origin: list[tuple[int, int]] = []
    i, n = 0, len(text)
    while i < n:
        j = i + 1
        while j < n and unicodedata.combining(text[j]):
            j += 1
        group = text[i:j]
        if group.isspace():
            if out and out[-1] != " ":
                out.append(" ")
                origin.append((i, j))
        elif group[0] not in "*_`~" and _shown(group[0]):  # dropped as `fold` drops them
            for ch in unicodedata.normalize("NFD", unicodedata.normalize("NFKC", group.translate(_CAPITALS)).casefold()):
                if unicodedata.category(ch) not in _MARKS:
                    ch = _plain(ch).translate(_LOOK_ALIKES)
                    out.append(ch)
                    origin.append((i, j))
        i = j
    if out and out[-1] == " ":
        out.pop()
        origin.pop()
    return "".join(out), origin


WITHHELD = "[withheld]"
"""What stands where a word, a value or a spelled-out word only blocked versions state was."""


def merged_spans(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans in order, those that overlap made one."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(set(spans)):
        if out and start < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def replaced_at(text: str, origin: list[tuple[int, int]], spans: Iterable[tuple[int, int]], placeholder: str) -> str:
    """`text` with the folded spans `spans` replaced by `placeholder` where they stand (`origin`: each folded
    character's range in `text`, `folded_with_origins`); overlapping spans are replaced as one."""
    parts, cursor = [], 0
    for start, end in merged_spans(spans):
        parts += [text[cursor : origin[start][0]], placeholder]
        cursor = origin[end - 1][1]
    return "".join(parts) + text[cursor:]


def replace(text: str, needles: list[Needle]) -> str:
    """Replace every occurrence of the needles in `text` (compared folded) by their placeholders."""
    folded, origin = folded_with_origins(text)
    ranges: list[tuple[int, int, str]] = []
    for needle in sorted(needles, key=lambda n: -len(n.text)):
        at = folded.find(needle.text)
        while at != -1:
            end = at + len(needle.text) - 1
            ranges.append((origin[at][0], origin[end][1], needle.placeholder))
            at = folded.find(needle.text, at + 1)
    ranges.sort()
    merged: list[tuple[int, int, str]] = []
    for start, end, placeholder in ranges:
        if merged and start < merged[-1][1]:
            last = merged[-1]
            merged[-1] = (last[0], max(last[1], end), last[2])
        else:
            merged.append((start, end, placeholder))
    parts, cursor = [], 0
    for start, end, placeholder in merged:
        parts += [text[cursor:start], placeholder]
        cursor = end
    parts.append(text[cursor:])
    return "".join(parts)
