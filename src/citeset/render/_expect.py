"""What a page showing one case must show, taken from the run (and the suite, when given)."""

from __future__ import annotations

from dataclasses import dataclass, field

from citeset._lazyre import lazy_compile
from citeset.corpus._normalize import normalize
from citeset.parse import AttachRule, parse_answer
from citeset.redact import Redactor
from citeset.resolve._resolve import Resolved, Resolver
from citeset.runs import RunRecord
from citeset.suite import Suite

_MARKUP = lazy_compile(r"[*_`~]+")
_TOKEN = lazy_compile(r"[^\W_][\w\-./]*[^\W_]")
MIN_TOKEN_CHARS = 6
MIN_TITLE_CHARS = 8


def fold(text: str) -> str:
    """Text compared between the run and a page: markdown emphasis dropped, then quote normalisation."""
    return normalize(_MARKUP.sub("", text))


@dataclass(frozen=True, slots=True)
class Target:
    """Where a cited id resolves in the suite."""

    version_id: str
    source_id: str
    text: str
    blocked: bool


@dataclass(slots=True)
class Expected:
    """The citations of one case as the run states them."""

    case_id: str
    reader: str | None
    cited: list[str]  # distinct cited ids, first-citation order
    by_label: dict[str, str]  # the run's marker label -> cited id
    units: list[tuple[str, frozenset[str]]]  # folded claim text (as the reader sees it) -> ids it cites
    targets: dict[str, Target] = field(default_factory=dict)  # with a suite
    leaks: LeakFinder | None = None  # with a suite


def expected_for(record: RunRecord, suite: Suite | None, reader: str | None,
                 attach: AttachRule = "sentence") -> Expected:
    by_label = {s.marker.strip().strip("[]"): _ref(s.span_id, s.chunk_id, s.uri) for s in record.sources or ()}
    redactor = Redactor(suite, reader) if suite is not None else None
    show = redactor.said if redactor is not None else (lambda s: s)  # as the page shows it (`render._answer`)
    units: list[tuple[str, frozenset[str]]] = []
    cited: list[str] = []
    if record.claims is not None:
        for claim in record.claims:
            refs = [c.target for c in claim.citations]
            units.append((fold(show(claim.text)), frozenset(refs)))
            cited.extend(refs)
    elif record.answer_text.strip():
        for unit in parse_answer(record.answer_text, attach=attach).units:
            refs = [by_label[lbl] for lbl in unit.labels if lbl in by_label]
            units.append((fold(show(unit.text)), frozenset(refs)))
            cited.extend(refs)
    expected = Expected(record.case_id, reader, list(dict.fromkeys(cited)), by_label, units)
    if suite is not None and redactor is not None:
        resolver = Resolver(suite, record.trace.chunks if record.trace else None,
                            readable=lambda vid: vid not in redactor.blocked)  # (no search of what it may not read)
        for ref in expected.cited:
            hit = resolver.resolve_id(ref) if not _is_uri(ref, suite) else _uri(resolver, ref)
            if isinstance(hit, Resolved):
                version = suite.versions[hit.version_id]
                expected.targets[ref] = Target(hit.version_id, version.source_id, hit.text,
                                               hit.version_id in redactor.blocked)
        expected.leaks = LeakFinder(suite, redactor)
    return expected


def _ref(span_id: str | None, chunk_id: str | None, uri: str | None) -> str:
    return str(span_id or chunk_id or uri)


def _is_uri(ref: str, suite: Suite) -> bool:
    return ref not in suite.spans and bool(suite.versions_by_uri(ref))


def _uri(resolver: Resolver, uri: str) -> object:
    from citeset.runs import Citation

    return resolver.resolve(Citation(uri=uri))


class LeakFinder:
    """Blocked text for one reader: the redactor's rule (span texts, sentences, lines and long clauses of
    blocked versions not also stated by a readable one), plus identifier-like tokens and titles that occur
    only in blocked versions (a code such as ZZSECRET-4711 leaks even without its sentence)."""

    def __init__(self, suite: Suite, redactor: Redactor) -> None:
        self.redactor = redactor
        readable = " ".join(normalize(t) for vid, t in suite.texts.items() if vid not in redactor.blocked)
        readable_titles = {normalize(v.title or "") for vid, v in suite.versions.items() if vid not in redactor.blocked}
        secret: dict[str, str] = {}
        for vid in sorted(redactor.blocked):
            for token in _TOKEN.findall(suite.texts.get(vid, "")):
                low = normalize(token)
                if len(low) >= MIN_TOKEN_CHARS and any(c.isdigit() for c in low) and low not in readable:
                    secret.setdefault(low, vid)
            title = normalize(suite.versions[vid].title or "")
            if len(title) >= MIN_TITLE_CHARS and title not in readable_titles and title not in readable:
                secret.setdefault(title, vid)
        self.secret = secret

    @property
    def active(self) -> bool:
        return self.redactor.active

    def find(self, text: str) -> list[str]:
        """Versions whose blocked text occurs in `text` (named by id: the finding never repeats the text)."""
        if not self.active or not text:
            return []
        found: set[str] = set()
        if self.redactor.text(text) != text:
            found |= {v for v in self.redactor.blocked if v in self.redactor.text(text)}
            if not found:
                found.add("a blocked version")
        if self.secret:
            folded = normalize(text)
            found |= {vid for token, vid in self.secret.items() if token in folded}
        return sorted(found)
