"""Writing for a reader class: blocked evidence text replaced by a placeholder naming what and why."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, TypeVar, get_args, get_origin

from pydantic import BaseModel

from citeset.redact._corpus import FoldedCorpus
from citeset.redact._needles import (
    MIN_SPAN_CHARS,
    WITHHELD,
    Needle,
    NeedleSet,
    folded_with_origins,
    pieces,
    replace,
    replaced_at,
    trim,
)
from citeset.redact._needles import fold as _fold
from citeset.redact._values import BlockedValues

if TYPE_CHECKING:  # evidence imports this package to redact its cards: no import cycle at run time
    from citeset.cards import Card, CitationView, RenderFinding
    from citeset.corpus._models import SourceVersion
    from citeset.suite._models import Case
    from citeset.suite._suite import Suite

M = TypeVar("M", bound=BaseModel)
_MEMO_SIZE = 50_000


def blocked_for(version: SourceVersion, reader: str | None) -> bool:
    """The engine's rule (evidence._admit.admit calls the same `SourceVersion.readable_by`): a version with
    a non-empty `readers` list is blocked for every reader class not in it, and when there is no reader."""
    return not version.readable_by(reader)


def _by(reader: str | None) -> str:
    return "without a reader class" if reader is None else f"by reader '{reader}'"


def span_placeholder(span_id: str, version_id: str, reader: str | None, what: str = "span") -> str:
    return f"[withheld: {what} {span_id} ({version_id}) is not readable {_by(reader)}]"


def reference_placeholder(claim_id: str, reader: str | None) -> str:
    return f"[withheld: reference claim {claim_id} rests on text not readable {_by(reader)}]"


def version_placeholder(version_id: str, reader: str | None) -> str:
    return f"[withheld: text of version {version_id} is not readable {_by(reader)}]"


class Redactor:
    """Redacts cards and free text for one reader class of one suite.

    Structural: a citation resolving to a blocked version shows a placeholder instead of its text and of
    the quote given for it. Defensive: every string on the card (claim text, reasons, judge rationales,
    notes ...) has any blocked span text, and any sentence, line or long clause of a blocked version,
    replaced; and a claim, quote or cited text that is as a whole a piece of a blocked version (however
    short, from 8 characters) is withheld. Text that a version the reader may read also states is kept."""

    def __init__(self, suite: Suite, reader: str | None) -> None:
        self.suite = suite
        self.reader = reader
        self.blocked = frozenset(vid for vid, v in suite.versions.items() if blocked_for(v, reader))
        self._needles: NeedleSet | None = None
        self._readable: FoldedCorpus | None = None
        self._hidden: FoldedCorpus | None = None
        self._public: dict[str, bool] = {}
        self._memo: dict[str, str] = {}  # rationales, reasons and notes repeat across cards
        self._secret_words: _Words | None = None
        self._ids: frozenset[str] | None = None
        self._values: BlockedValues | None = None

    @property
    def active(self) -> bool:
        """False when nothing in the suite is blocked for this reader: every call is then the identity."""
        return bool(self.blocked)

    @property
    def needles(self) -> NeedleSet:
        if self._needles is None:
            self._needles = NeedleSet(self._collect())
        return self._needles

    def _collect(self) -> list[Needle]:
        found: dict[str, Needle] = {}
        for span in self.suite.spans.values():
            if span.version_id in self.blocked:
                folded = _fold(span.exact)
                if len(folded) < MIN_SPAN_CHARS:
                    continue
                for text in (folded, trim(folded)):  # the bare span too: a quote may change its end punctuation
                    if len(text) >= MIN_SPAN_CHARS and text not in found:
                        found[text] = Needle(text, span_placeholder(span.span_id, span.version_id, self.reader))
        for vid in sorted(self.blocked):
            placeholder = version_placeholder(vid, self.reader)
            for text in pieces(self.suite.texts.get(vid, "")):
                found.setdefault(text, Needle(text, placeholder))
        return list(found.values())

    def _secret(self, needle: Needle) -> bool:
        return not self._readable_elsewhere(needle.text)

    def _readable_elsewhere(self, folded: str) -> bool:
        """Blocked text that a readable version also states is not secret from this reader."""
        hit = self._public.get(folded)
        if hit is None:
            hit = self._public[folded] = self._readable_corpus().find(folded) is not None
        return hit

    def fragment(self, value: str) -> str:
        """A whole value that is a piece of a blocked version (a quote, an unverified chunk text, a claim
        that is just a code from the vault) is withheld, however short a piece of a sentence it is."""
        if not self.blocked:
            return value
        folded = _fold(value)
        if len(folded) < MIN_SPAN_CHARS:
            return value
        vid = self._hidden_corpus().find(folded)
        if vid is None or self._readable_elsewhere(folded):
            return value
        return version_placeholder(vid, self.reader)

    def text(self, value: str) -> str:
        """`value` with blocked text replaced (the same object when nothing is replaced)."""
        if not self.blocked or (len(value) < MIN_SPAN_CHARS and value.isascii()):
            return value
        hit = self._memo.get(value)
        if hit is None:
            if len(self._memo) > _MEMO_SIZE:
                self._memo.clear()
            hit = self._memo[value] = self._scrub(value)
        return value if hit == value else hit

    def _scrub(self, value: str) -> str:
        value = _DIRECTIONAL.sub("", value)  # "Orv\u202eena\u202c" shows "Orvane": the order shown is not the text's
        needles = self.needles
        if not needles:
            return value
        found = [n for n in needles.find(_fold(value)) if self._secret(n)]
        if not found:
            return value
        out = replace(value, found)
        if [n for n in needles.find(_fold(out)) if self._secret(n)]:
            # Folding character by character did not locate it (exotic composition): withhold it all.
            return found[0].placeholder
        return out

    def citation(self, view: CitationView) -> CitationView:
        """The structural rule for one citation: text and quote of a blocked version are withheld; so are
        evidence-carrying values (quote, exact, segment) that are pieces of a blocked version."""
        if not self.blocked:
            return view
        update: dict[str, Any] = {}
        if view.version_id is not None and view.version_id in self.blocked:
            whole = self.suite.versions[view.version_id].uri == view.ref
            placeholder = span_placeholder(view.ref, view.version_id, self.reader, "document" if whole else "span")
            update = {name: placeholder for name in ("exact", "quote") if getattr(view, name) is not None}
            if view.ref not in self._suite_ids():
                # A run's own range of it: where its text was found, and whether a quote was, tell what it says
                # (a card evaluated for a reader who may read it, exported for one who may not).
                update.update(start=None, end=None, quote_faithful=None)
        elif view.error is not None and any(f"version {vid!r}" in view.error for vid in self.blocked):
            update["error"] = "the run's text was not checked against a version this reader may not read"
        for name in ("exact", "quote", "segment"):
            value = getattr(view, name)
            if name not in update and value is not None and self._evidence(value) is not value:
                update[name] = self._evidence(value)
        rendering = [self.finding(f) for f in view.rendering]
        if any(a is not b for a, b in zip(rendering, view.rendering, strict=True)):
            update["rendering"] = rendering
        for name in ("ref", "marker"):  # a run's own identifiers: a uri or chunk id built from a blocked title
            value = getattr(view, name)
            if name not in update and value is not None and value not in self._suite_ids():
                shown = self.words(value)
                if shown != value:
                    update[name] = shown
        return view.model_copy(update=update) if update else view

    def finding(self, finding: RenderFinding) -> RenderFinding:
        """A render check's finding as this reader may see it: the marker as displayed, the message and a span id the
        run made up (not the suite's) withheld word by word; the screenshot of an element so withheld is dropped."""
        update: dict[str, Any] = {}
        for name in ("marker", "message", "span_id"):
            value = getattr(finding, name)
            if value is None or (name == "span_id" and value in self._suite_ids()):
                continue
            shown = self._words_keeping_ids(self.text(value))
            if shown != value:
                update[name] = shown
        if update and finding.screenshot is not None:
            update["screenshot"] = None
        return finding.model_copy(update=update) if update else finding

    def _words_keeping_ids(self, value: str) -> str:
        """`words`, the suite's own ids in the text kept as written ("span 'vault-map'", "text of vault-v1"): they
        name things, and placeholders name them too."""
        ids = self._suite_ids()
        kept = {token for token in _ID_LIKE.findall(value) if token in ids}
        for token in kept:
            value = value.replace(token, f"[withheld: {token}]")
        shown = self.words(value)
        for token in kept:
            shown = shown.replace(f"[withheld: {token}]", token)
        return shown

    def _suite_ids(self) -> frozenset[str]:
        """The suite's own span and version ids and uris: named in placeholders too, never withheld."""
        if self._ids is None:
            versions = self.suite.versions.values()
            self._ids = frozenset((*self.suite.spans, *self.suite.versions, *(v.uri for v in versions if v.uri)))
        return self._ids

    def _evidence(self, value: str) -> str:
        scrubbed = self.text(value)
        return scrubbed if scrubbed is not value else self.fragment(value)

    def card(self, card: Card) -> Card:
        """The card as this reader may see it (the same object when nothing is blocked for the reader)."""
        if not self.blocked:
            return card
        citations = [self.citation(v) for v in card.citations]
        update: dict[str, Any] = {}
        if any(a is not b for a, b in zip(citations, card.citations, strict=True)):
            update["citations"] = citations
        findings = [self.finding(f) for f in card.render_findings]
        if any(a is not b for a, b in zip(findings, card.render_findings, strict=True)):
            update["render_findings"] = findings
        if card.kind == "omitted" and card.claim_id is not None and self._rests_on_blocked(card):
            update["text"] = reference_placeholder(card.claim_id, self.reader)
        elif self._evidence(card.text) is not card.text:
            update["text"] = self._evidence(card.text)
        return _walk(self.model(card.model_copy(update=update) if update else card), self.words, _EXPLAINING)

    def _rests_on_blocked(self, card: Card) -> bool:
        """Whether every route of the card's reference claim has a member this reader may not read: the claim,
        written from those members, says what only they say, in whatever words."""
        spans = self.suite.spans
        return bool(card.reference_routes) and all(
            any(m not in spans or spans[m].version_id in self.blocked for m in route.members)
            for route in card.reference_routes)

    def prose(self, value: str) -> str:
        """Free text shown to the reader (an answer, a question, a reviewer's reason): `text`, then `words`."""
        return self.words(self.text(value)) if self.blocked else value

    def words(self, value: str) -> str:
        """`value` with each word only blocked versions state replaced: judges' rationales, reasons and notes
        name a claim's or a passage's words one by one ("names/values not in evidence: Entity, R, ZEBRAQUARTZ"),
        under the length of the pieces `text` looks for."""
        secret = self._secret_words
        if secret is None:
            secret = self._secret_words = _Words(_words_of(self._hidden_corpus()), _words_of(self._readable_corpus()))
        if not secret:
            return value
        value = self._blocked_values().hidden(_DIRECTIONAL.sub("", value))
        folded = _fold(value)
        if not any(secret.withheld(w) for w in _WORD.findall(folded)) and not _spelled(folded, secret) \
                and not _cut(folded, secret):
            return value
        parts = _PLACEHOLDER.split(value)  # the placeholders' own words (ids) stay: odd parts are placeholders
        for i in range(0, len(parts), 2):
            # Found folded (invisible marks, look-alikes and Markdown inside a word are no cover) and replaced
            # where they stand in the original text.
            parts[i] = _spelled_out(parts[i], secret)
            found = {w for w in _WORD.findall(_fold(parts[i])) if secret.withheld(w)}
            if found:
                parts[i] = _whole_words(parts[i], found)
        out = "".join(parts)
        return value if out == value else out

    def _blocked_values(self) -> BlockedValues:
        if self._values is None:
            self._values = BlockedValues.of(self._hidden_corpus().joined, self._readable_corpus().joined)
        return self._values

    def _hidden_corpus(self) -> FoldedCorpus:
        if self._hidden is None:
            self._hidden = FoldedCorpus((v, self.suite.texts.get(v, "")) for v in sorted(self.blocked))
        return self._hidden

    def _readable_corpus(self) -> FoldedCorpus:
        if self._readable is None:
            self._readable = FoldedCorpus((v, t) for v, t in self.suite.texts.items() if v not in self.blocked)
        return self._readable

    def model(self, value: M) -> M:
        """Any record with every string in it (nested records, lists, dicts) passed through `text`."""
        return _walk(value, self.text) if self.blocked else value


_EXPLAINING = frozenset({"text", "segment", "quote", "rationale", "reasons", "source_notes", "error", "warning",
                         "obstacles"})
"""Fields that state or explain a claim in words taken from it and its passages (an answer that restates a blocked
value in a sentence of its own, "The amount is 4,250,000.", is no piece of the blocked text, but says its word)."""
_ID_LIKE = re.compile(r"[\w.:/\-]+")
_DIRECTIONAL = re.compile("[\u202a-\u202e\u2066-\u2069]")
"""Directional overrides and isolates: shown, a text's letters may read in another order than stored; a reader of
redacted text is shown none."""
_GAP = " \u00a0\u2009\u202f"
_JOIN = ",.'’·/\\-" + _GAP
_WORD = re.compile(rf"\d+(?:[{_JOIN}]\d+)+|\w+")
"""A word, or a number whose digit groups are joined by separators of any kind ("4,250,000", "4.250.000", "4 250
000", "4-250-000", "4/250/000": a hardening audit wrote a blocked number each of these ways)."""
_AFFIX = 3
"""Characters a blocked word may carry before and after it and still be withheld ("ZEBRAQUARTZ2", "xOrvanex")."""
_STEM = 4
_LONG = 6
"""Secret words of this many letters or more are withheld inside any word, whatever surrounds them."""
_SCAN_LIMIT = 64
"""The shortest blocked word looked for inside a longer one."""
_PLACEHOLDER = re.compile(r"(\[withheld: [^\]]*\])")


def _words_of(corpus: FoldedCorpus) -> frozenset[str]:
    """The words (numbers as their digits: "4,250,000" and "4 250 000" are 4250000) of a folded corpus."""
    return frozenset(_key(w) for w in _WORD.findall(corpus.joined) if len(w) >= 3 or any(c.isdigit() for c in w))


_LAST_GROUP = re.compile(r"[.,](\d+)$")
_NOT_DIGITS = re.compile(r"\D")
_NUMBER = re.compile(rf"\d+(?:[{_JOIN}]\d+)*")


def _key(word: str) -> str:
    """A word as it is compared: a number as its digits, its groups' separators dropped ("4,250,000", "4 250 000"
    and "4.250.000" are 4250000), its decimals kept after a "." and without trailing zeros ("4,250,000.00" is
    4250000, "12,5" is 12.5). A last group of three digits after the separator the number groups with is a group
    ("4,000" and "4.000" are 4000); after the other separator, decimals ("4,250,000.000")."""
    if not word[:1].isdigit() or not word[-1:].isdigit() or not _NUMBER.fullmatch(word):
        return word  # "1orvane" is a word, not the number 1
    last = _LAST_GROUP.search(word)
    if last is None:
        return _NOT_DIGITS.sub("", word)
    whole, decimals = word[: last.start()], last.group(1)
    grouped = len(decimals) == 3 and not any(sep in whole for sep in ",." if sep != word[last.start()])
    if grouped:
        return _NOT_DIGITS.sub("", word)
    decimals = decimals.rstrip("0")
    return _NOT_DIGITS.sub("", whole) + (f".{decimals}" if decimals else "")


@dataclass(frozen=True, slots=True)
class _Words:
    """The words only blocked versions state (`secret`), and those a readable version states."""

    secret: frozenset[str]
    readable: frozenset[str]
    long: frozenset[str] = frozenset()
    long_lengths: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "secret", self.secret - self.readable)
        long = frozenset(w for w in self.secret if len(w) >= _LONG and w.isalpha())
        object.__setattr__(self, "long", long)
        object.__setattr__(self, "long_lengths", tuple(sorted({len(w) for w in long})))

    def __bool__(self) -> bool:
        return bool(self.secret)

    def withheld(self, word: str) -> bool:
        """Whether a folded word of a text says a secret word: itself; with up to `_AFFIX` characters more before
        and after it ("ZEBRAQUARTZ2", "xOrvanex"); or two secret words run together ("OrvaneHoldings"). A word a
        readable version states is kept whole."""
        key = _key(word)
        if key in self.secret:
            return True
        if key in self.readable or len(key) <= _STEM:
            return False
        n = len(key)
        inner = any(key[i : n - j] in self.secret for i in range(_AFFIX + 1) for j in range(_AFFIX + 1 - i)
                    if n - i - j >= _STEM)
        if inner or self._long_inside(key):
            return True
        # two secret words run together; a word longer than any two is none (and trying each split of a 200 KB
        # word took 15 s: a hardening audit)
        return n <= _SCAN_LIMIT and any(key[:i] in self.secret and key[i:] in self.secret
                                        for i in range(_STEM, n - _STEM + 1))

    def _long_inside(self, key: str) -> bool:
        """Whether a secret word of `_LONG` letters or more stands anywhere inside `key` ("preOrvanexHoldingsCorp"),
        whatever surrounds it."""
        n = len(key)
        if not self.long or n <= _LONG:
            return False
        if n > _SCAN_LIMIT:  # a very long token: each long secret word looked for in it
            return any(w in key for w in self.long)
        return any(key[i : i + size] in self.long for size in self.long_lengths if size < n
                   for i in range(n - size + 1))


_SPELLED = re.compile(r"[^\W_](?:[\W_]{1,3}[^\W_])++")
"""Letters or digits joined by one to three other characters (dots, slashes, bars, dashes, spaces...), found
without backtracking (each run once); a word spelled out ("O.r.v.a.n.e", "O/r/v/a/n/e") is a run's single
letters, read by `_spelled`."""
_CUT = re.compile(r"(?<![^\W_])[^\W\d_]++(?:(?:[-\u2010\u2011\u2013]\s?|\.)[^\W\d_]++)++(?![^\W_])")
"""Words of letters joined by hyphens or dashes ("Orv-ane", "Orv–ane", a line-break hyphen) or by a dot with no space
after it ("Orv.ane": "dollar. Sign" is a sentence end), each run once (numbers joined so are read as numbers,
`_WORD`)."""
_LETTERS = re.compile(r"[^\W\d_]+")
_MOST_CUT = 4
"""Parts of a cut word read together (a blocked word cut in up to four)."""
_LETTER = re.compile(r"(?<![^\W_])[^\W_](?![^\W_])")


def _spelled(folded: str, secret: _Words) -> list[tuple[int, int]]:
    """The spans of a folded text that spell a secret word letter by letter: four or more single letters in a run,
    not part of a longer word at either end ("a b c de": "de" is a word)."""
    found = []
    for m in _SPELLED.finditer(folded):
        if m.start() > 0 and folded[m.start() - 1] in ".-":
            continue  # inside a dotted or hyphenated word ("e.g.", "x-y-z")
        letters = list(_LETTER.finditer(folded, m.start(), m.end() + 1))
        if letters and letters[-1].end() < len(folded) and folded[letters[-1].end()] == "-":
            letters = letters[:-1]
        if len(letters) >= 4 and secret.withheld("".join(x.group() for x in letters)):
            found.append((letters[0].start(), letters[-1].end()))
    return found


def _cut(folded: str, secret: _Words) -> list[tuple[int, int]]:
    """The spans of a folded text that are a secret word cut into parts joined by hyphens or dots, none of them
    secret ("orv-ane"): two to `_MOST_CUT` neighbouring parts read as one word."""
    found = []
    for m in _CUT.finditer(folded):
        parts = list(_LETTERS.finditer(m.group()))
        for i in range(len(parts)):
            for j in range(i + 1, min(i + _MOST_CUT, len(parts))):
                if secret.withheld("".join(p.group() for p in parts[i : j + 1])):
                    found.append((m.start() + parts[i].start(), m.start() + parts[j].end()))
    return found


def _spelled_out(text: str, secret: _Words) -> str:
    """`text` with each secret word spelled out letter by letter, or cut into parts, replaced where it stands."""
    folded, origin = folded_with_origins(text)
    return replaced_at(text, origin, _spelled(folded, secret) + _cut(folded, secret), WITHHELD)


def _whole_words(text: str, found: set[str]) -> str:
    """`text` with each occurrence of the folded words `found` (whole words of the folded text) replaced."""
    folded, origin = folded_with_origins(text)
    spans = [(m.start(), m.end()) for m in _WORD.finditer(folded) if m.group() in found]
    return replaced_at(text, origin, spans, WITHHELD)


_PLAIN = (bool, int, float, type(None))


@cache
def _text_fields(model: type[BaseModel]) -> tuple[str, ...]:
    """Fields of a record that can hold free text (directly or nested); flags, numbers, times and fixed
    vocabularies (Literal labels) cannot, and are not walked."""
    return tuple(name for name, info in model.model_fields.items() if _may_hold_text(info.annotation))


def _may_hold_text(annotation: Any) -> bool:
    if annotation is str or annotation is Any:
        return True
    if isinstance(annotation, type):
        if issubclass(annotation, BaseModel):
            return bool(_text_fields(annotation))
        return not issubclass(annotation, (bool, int, float, datetime, type(None)))
    if get_origin(annotation) is Literal:
        return False
    args = get_args(annotation)
    return any(_may_hold_text(a) for a in args) if args else True


def _walk(value: Any, scrub: Any, only: frozenset[str] | None = None) -> Any:
    """`value` with `scrub` applied to its strings (in nested records, lists and dicts too); with `only`, to the
    strings of the fields so named and everything inside them."""
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, str):
        return scrub(value) if only is None else value
    if isinstance(value, BaseModel):
        update = {}
        for name in _text_fields(type(value)):
            old = getattr(value, name)
            if old is None:
                continue
            new = _walk(old, scrub, None if only is None or name in only else only)
            if new is not old:
                update[name] = new
        return value.model_copy(update=update) if update else value
    if isinstance(value, list | tuple):
        if not value:
            return value
        items = [_walk(v, scrub, only) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return items if isinstance(value, list) else tuple(items)
    if isinstance(value, dict):
        pairs = [(_walk(k, scrub, only), _walk(v, scrub, only)) for k, v in value.items()]
        if all(k is a and v is b for (k, v), (a, b) in zip(pairs, value.items(), strict=True)):
            return value
        return dict(pairs)
    return value


class Redactors:
    """One redactor per reader class for a whole run (needles are built once per reader, on first need).

    `reader` fixes the reader class every output is written for; None writes each case for its own reader.
    Pass "" to write for the public (no reader class) whatever the cases say."""

    def __init__(self, suite: Suite, reader: str | None = None) -> None:
        self.suite = suite
        self.fixed = reader
        self._cache: dict[str | None, Redactor] = {}

    def for_reader(self, reader: str | None) -> Redactor:
        hit = self._cache.get(reader)
        if hit is None:
            hit = self._cache[reader] = Redactor(self.suite, reader)
        return hit

    def for_case(self, case: Case) -> Redactor:
        if self.fixed is not None:
            return self.for_reader(self.fixed or None)
        return self.for_reader(case.reader)
