"""Writing for a reader class: blocked evidence text replaced by a placeholder naming what and why."""

from __future__ import annotations

from datetime import datetime
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, TypeVar, get_args, get_origin

from pydantic import BaseModel

from citeset._lazyre import lazy_compile
from citeset.redact._corpus import FoldedCorpus
from citeset.redact._needles import (
    MIN_SPAN_CHARS,
    Needle,
    NeedleSet,
    pieces,
    replace,
    trim,
)
from citeset.redact._needles import fold as _fold
from citeset.redact._values import BlockedValues, StatedValues
from citeset.redact._words import (
    DIRECTIONAL,
    PLACEHOLDER,
    WORD,
    RunWords,
    Vocabulary,
    Withheld,
    Words,
    spelled_or_cut,
    spelled_out,
    whole_words,
    words_of,
)

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
        self._secret_words: Words | None = None
        self._ids: frozenset[str] | None = None
        self._values: BlockedValues | None = None
        self._stated: StatedValues | None = None
        self._vocabulary: Vocabulary | None = None

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

    def fragment(self, value: str, run: RunWords | None = None) -> str:
        """A whole value that is a piece of a blocked version (a quote, an unverified chunk text, a claim
        that is just a code from the vault) is withheld, however short a piece of a sentence it is; unless it holds
        a word of `run`'s the reader may not read (`_scrub`), or is a single word of `run`'s."""
        if not self.blocked:
            return value
        folded = _fold(value)
        if len(folded) < MIN_SPAN_CHARS or (run is not None and (run.own_unknown(folded) or _one_word(folded))):
            return value  # a run's single word the reader may read: a placeholder would say only that it is blocked
        vid = self._hidden_corpus().find(folded)
        if vid is None or self._readable_elsewhere(folded):
            return value
        return version_placeholder(vid, self.reader)

    def text(self, value: str, run: RunWords | None = None) -> str:
        """`value` with blocked text replaced (the same object when nothing is replaced); a piece that covers a word
        of `run`'s the reader may not read is left to the run's rule (`words`)."""
        if not self.blocked or (len(value) < MIN_SPAN_CHARS and value.isascii()):
            return value
        hit = self._memo.get(value)
        if hit is None:
            if len(self._memo) > _MEMO_SIZE:
                self._memo.clear()
            hit = self._memo[value] = self._scrub(value)
        if hit != value and run:  # only then can a piece cover a run's word
            hit = self._scrub(value, run)
        return value if hit == value else hit

    def _scrub(self, value: str, run: RunWords | None = None) -> str:
        """Blocked pieces in `value` replaced. With `run`, a piece that covers a word the run wrote and the reader
        may not read is not: that word is withheld by the run's rule as a wrong guess of it would be, and a
        placeholder naming the version told a run which of its candidates a blocked version states (a hardening
        re-audit). A piece made only of words the reader may read is still replaced."""
        value = DIRECTIONAL.sub("", value)  # "Orv\u202eena\u202c" shows "Orvane": the order shown is not the text's
        needles = self.needles
        if not needles:
            return value
        found = self._pieces(_fold(value), run)
        if not found:
            return value
        out = replace(value, found)
        if self._pieces(_fold(out), run):
            # Folding character by character did not locate it (exotic composition): withhold it all.
            return found[0].placeholder
        return out

    def _pieces(self, folded: str, run: RunWords | None) -> list[Needle]:
        """The secret needles in a folded text, but those covering a word of `run`'s the reader may not read."""
        found = [n for n in self.needles.find(folded) if self._secret(n)]
        own = run.own_unknown(folded) if run is not None and found else []
        if not own:
            return found
        return [n for n in found if not _covers(folded, n.text, own)]

    def citation(self, view: CitationView, run: RunWords | None = None) -> CitationView:
        """The structural rule for one citation: text and quote of a blocked version are withheld; so are
        evidence-carrying values (quote, exact, segment) that are pieces of a blocked version. `run`: the words of
        the card's run (`written`), by default the citation's own."""
        if not self.blocked:
            return view
        run = run if run is not None else self.run_words(self._written_by_run(view))
        update: dict[str, Any] = {}
        unread = self._run_range_of_blocked(view)
        if unread is not None:
            update = self._unchecked(view, unread)
        elif view.version_id is not None and view.version_id in self.blocked:
            whole = self.suite.versions[view.version_id].uri == view.ref
            placeholder = span_placeholder(view.ref, view.version_id, self.reader, "document" if whole else "span")
            update = {name: placeholder for name in ("exact", "quote") if getattr(view, name) is not None}
        for name in ("exact", "quote", "segment"):
            value = getattr(view, name)
            if name not in update and value is not None:
                shown = self._cited(name, value, run, view.ref in self._suite_ids())
                if shown != value:
                    update[name] = shown
        rendering = [self.finding(f, run) for f in view.rendering]
        if any(a is not b for a, b in zip(rendering, view.rendering, strict=True)):
            update["rendering"] = rendering
        for name in ("ref", "marker"):  # a run's own identifiers: a uri or chunk id built from a blocked title
            value = getattr(view, name)
            if name not in update and value is not None and value not in self._suite_ids():
                shown = self.words(value, run)
                if shown != value:
                    update[name] = shown
        return view.model_copy(update=update) if update else view

    def _run_range_of_blocked(self, view: CitationView) -> str | None:
        """The blocked version a run's own range or chunk cites (found in it or not), else None."""
        if view.ref in self._suite_ids():
            return None
        if view.version_id is not None:
            return view.version_id if view.version_id in self.blocked else None
        error = view.error or ""
        return next((vid for vid in sorted(self.blocked) if f"version {vid!r}" in error), None)

    def _unchecked(self, view: CitationView, version_id: str) -> dict[str, Any]:
        """A run's own range of a blocked version as one this reader's own evaluation shows it: a citation of the
        version, placed nowhere and checked for nothing. Whether and where its text was found, whether a quote
        was, and what it covers tell what the version says (a card evaluated for a reader who may read it,
        exported for one who may not: a hardening re-audit)."""
        placeholder = span_placeholder(view.ref, version_id, self.reader)
        return {"valid": True, "error": None, "version_id": version_id, "start": None, "end": None,
                "exact": placeholder, "quote": placeholder if view.quote is not None else None,
                "quote_faithful": None, "admissible": None, "obstacles": [], "covers": [], "necessity": None,
                "aligned": False, "warning": None}

    def finding(self, finding: RenderFinding, run: RunWords | None = None) -> RenderFinding:
        """A render check's finding as this reader may see it: the marker as displayed, the message and a span id the
        run made up (not the suite's) withheld word by word; the screenshot of an element so withheld is dropped."""
        update: dict[str, Any] = {}
        for name in ("marker", "message", "span_id"):
            value = getattr(finding, name)
            if value is None or (name == "span_id" and value in self._suite_ids()):
                continue
            run = self.run_words([finding.marker or ""]) if run is None else run
            shown = self._words_keeping_ids(self.text(value, run), run)
            if shown != value:
                update[name] = shown
        if update and finding.screenshot is not None:
            update["screenshot"] = None
        return finding.model_copy(update=update) if update else finding

    def _words_keeping_ids(self, value: str, run: RunWords) -> str:
        """`words`, the suite's own ids in the text kept as written ("span 'vault-map'", "text of vault-v1"): they
        name things, and placeholders name them too."""
        ids = self._suite_ids()
        kept = {token for token in _ID_LIKE.findall(value) if token in ids}
        for token in kept:
            value = value.replace(token, f"[withheld: {token}]")
        shown = self.words(value, run)
        for token in kept:
            shown = shown.replace(f"[withheld: {token}]", token)
        return shown

    def _suite_ids(self) -> frozenset[str]:
        """The suite's own span and version ids and uris: named in placeholders too, never withheld."""
        if self._ids is None:
            versions = self.suite.versions.values()
            self._ids = frozenset((*self.suite.spans, *self.suite.versions, *(v.uri for v in versions if v.uri)))
        return self._ids

    def _cited(self, name: str, value: str, run: RunWords, suites: bool) -> str:
        """A citation's text: the run's own (a quote, a segment, its own range's or chunk's text) by the run's rule
        too; a suite span's by the rule by blocked text only. `exact` is no explaining field (`card` withholds the
        words of those): the run's own exact is withheld word by word here."""
        if name != "exact":
            return self._evidence(value, run)
        return self._evidence(value) if suites else self.words(self._evidence(value, run), run)

    def _evidence(self, value: str, run: RunWords | None = None) -> str:
        scrubbed = self.text(value, run)
        return scrubbed if scrubbed is not value else self.fragment(value, run)

    def card(self, card: Card) -> Card:
        """The card as this reader may see it (the same object when nothing is blocked for the reader)."""
        if not self.blocked:
            return card
        run = self.run_words(self._written_on(card))
        citations = [self.citation(v, run) for v in card.citations]
        update: dict[str, Any] = {}
        if any(a is not b for a, b in zip(citations, card.citations, strict=True)):
            update["citations"] = citations
        findings = [self.finding(f, run) for f in card.render_findings]
        if any(a is not b for a, b in zip(findings, card.render_findings, strict=True)):
            update["render_findings"] = findings
        if card.kind == "omitted" and card.claim_id is not None and self._rests_on_blocked(card):
            update["text"] = reference_placeholder(card.claim_id, self.reader)
        elif self._evidence(card.text, run) is not card.text:
            update["text"] = self._evidence(card.text, run)
        said = _walk(card.model_copy(update=update) if update else card,
                     lambda value: self.words(self.text(value, run), run), _EXPLAINING)
        return self.model(said)  # every other string by the rule by blocked text (words withheld above match none)

    def _written_on(self, card: Card) -> list[str]:
        """What the run wrote on a card: its claim, and its citations' quotes, segments and own identifiers."""
        written = [card.text] if card.kind == "output" else []
        for view in card.citations:
            written += self._written_by_run(view)
        return written + [f.marker for f in card.render_findings if f.marker]

    def _written_by_run(self, view: CitationView) -> list[str]:
        own = [x for x in (view.ref, view.marker) if x and x not in self._suite_ids()]
        if view.ref not in self._suite_ids() and view.exact:
            own.append(view.exact)  # a run's own range or chunk: its text is the run's until checked
        return own + [x for x in (view.quote, view.segment) if x] + [f.marker for f in view.rendering if f.marker]

    def run_words(self, texts: list[str]) -> RunWords:
        """The words a run wrote in `texts` (`RunWords`): withheld when no readable version states them."""
        folded = [_fold(DIRECTIONAL.sub("", t)) for t in texts if t]
        if not folded:
            return RunWords()
        if self._stated is None:
            self._stated = StatedValues.of(self._readable_corpus().joined)
        if self._vocabulary is None:
            self._vocabulary = Vocabulary.of(self._words().readable)
        return RunWords.of(folded, self._vocabulary, self._stated)

    def checked_unreadably(self, card: Card) -> bool:
        """Whether the card's verdict rests on text this reader may not read (a card of a case whose reader may read
        it): a citation of a blocked version, by the suite's span or the run's own range. The verdict, its bucket
        and reasons then tell whether the run's claim, or the text it gave, is in that version."""
        return bool(self.blocked) and any(
            (v.version_id is not None and v.version_id in self.blocked) or self._run_range_of_blocked(v) is not None
            for v in card.citations)

    def _rests_on_blocked(self, card: Card) -> bool:
        """Whether every route of the card's reference claim has a member this reader may not read: the claim,
        written from those members, says what only they say, in whatever words."""
        spans = self.suite.spans
        return bool(card.reference_routes) and all(
            any(m not in spans or spans[m].version_id in self.blocked for m in route.members)
            for route in card.reference_routes)

    def prose(self, value: str) -> str:
        """Free text of the suite's or a reviewer's shown to the reader (a question, a reason): `text`, then
        `words`."""
        return self.words(self.text(value)) if self.blocked else value

    def written(self, value: str, author: str | None) -> str:
        """Text a person of reader class `author` wrote (a reviewer's reason, an adjudicator's decision) shown to this
        reader: as written when that class may read no version this reader may not (it cannot quote them, and
        withholding by blocked text would answer the guesses a reviewer types: a hardening re-audit); else `prose`
        (a cleared reviewer may quote what this reader may not read)."""
        if not self.blocked:
            return value
        versions = self.suite.versions
        if all(blocked_for(versions[vid], author) for vid in self.blocked):
            return DIRECTIONAL.sub("", value)
        return self.prose(value)

    def run_id(self, value: str) -> str:
        """A citation identifier a run gave (a uri, a chunk id, a span id) as this reader may see it: the suite's
        own ids as written (placeholders name them too); any other word by word as `said` shows the run's text
        (a uri or chunk id built from a blocked title or value)."""
        if not self.blocked or value in self._suite_ids():
            return value
        return self.said(value)

    def said(self, value: str) -> str:
        """Text a run or a user wrote shown to the reader (an answer, a user's report): `text`, then each of its
        words, spelled-out words, amounts and days that no readable version states withheld (`RunWords`)."""
        if not self.blocked:
            return value
        run = self.run_words([value])
        return self.words(self.text(value, run), run)

    def words(self, value: str, run: RunWords | None = None) -> str:
        """`value` with each word only blocked versions state replaced: judges' rationales, reasons and notes
        name a claim's or a passage's words one by one ("names/values not in evidence: Entity, R, ZEBRAQUARTZ"),
        under the length of the pieces `text` looks for. Words in `run` are withheld by its rule instead."""
        secret = self._words()
        run = RunWords() if run is None else run
        if not secret and not run:
            return value
        # the run's own values first: what it wrote is withheld by what the reader may read, before the rule by
        # blocked text could tell a right guess from a wrong one
        value = self._blocked_values().hidden(run.values.hidden(DIRECTIONAL.sub("", value)))
        withheld = run.withheld(secret)
        folded = _fold(value)
        if not any(withheld(w) for w in WORD.findall(folded)) and not spelled_or_cut(folded, withheld):
            return value
        parts = PLACEHOLDER.split(value)  # the placeholders' own words (ids) stay: odd parts are placeholders
        for i in range(0, len(parts), 2):
            parts[i] = self._withheld_in(parts[i], withheld)
        out = "".join(parts)
        return value if out == value else out

    @staticmethod
    def _withheld_in(text: str, withheld: Withheld) -> str:
        """Found folded (invisible marks, look-alikes and Markdown inside a word are no cover) and replaced where
        they stand in the original text."""
        text = spelled_out(text, withheld)
        found = {w for w in WORD.findall(_fold(text)) if withheld(w)}
        return whole_words(text, found) if found else text

    def _words(self) -> Words:
        if self._secret_words is None:
            self._secret_words = Words(words_of(self._hidden_corpus()), words_of(self._readable_corpus()))
        return self._secret_words

    def _blocked_values(self) -> BlockedValues:
        if self._values is None:
            if self._stated is None:
                self._stated = StatedValues.of(self._readable_corpus().joined)
            self._values = BlockedValues.of(self._hidden_corpus().joined, self._stated)
        return self._values

    def _hidden_corpus(self) -> FoldedCorpus:
        if self._hidden is None:
            self._hidden = FoldedCorpus((v, self.suite.texts.get(v, "")) for v in sorted(self.blocked))
        return self._hidden

    def _readable_corpus(self) -> FoldedCorpus:
        if self._readable is None:
            self._readable = FoldedCorpus((v, t) for v, t in self.suite.texts.items() if v not in self.blocked)
        return self._readable

    def model(self, value: M, run: RunWords | None = None) -> M:
        """Any record with every string in it (nested records, lists, dicts) passed through `text` (with `run`)."""
        if not self.blocked:
            return value
        return _walk(value, self.text if run is None else (lambda text: self.text(text, run)))


_EXPLAINING = frozenset({"text", "segment", "quote", "rationale", "reasons", "source_notes", "error", "warning",
                         "obstacles"})
"""Fields that state or explain a claim in words taken from it and its passages (an answer that restates a blocked
value in a sentence of its own, "The amount is 4,250,000.", is no piece of the blocked text, but says its word)."""
_ID_LIKE = lazy_compile(r"[\w.:/\-]+")


def _one_word(folded: str) -> bool:
    return len(WORD.findall(folded)) == 1


def _covers(folded: str, piece: str, spans: list[tuple[int, int]]) -> bool:
    """Whether an occurrence of `piece` in `folded` overlaps one of `spans`."""
    at = folded.find(piece)
    while at != -1:
        end = at + len(piece)
        if any(s < end and at < e for s, e in spans):
            return True
        at = folded.find(piece, at + 1)
    return False
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
