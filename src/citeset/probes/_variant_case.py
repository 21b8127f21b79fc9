"""The probed claim's setting, and turning one intervention into a Variant with its own case and evidence."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from citeset.corpus._models import SourceVersion, Span
from citeset.evidence._admit import admit
from citeset.probes._models import Change, Intervention, Outcome, ProbePassage, Variant
from citeset.suite._models import Case, ReferenceClaim, Route
from citeset.suite._suite import Suite
from citeset.systems._text import key_tokens, rank, replace_token, words


@dataclass
class ClaimSetting:
    """One required claim of one case, its selected route and what the interventions draw on."""

    suite: Suite
    case: Case
    claim: ReferenceClaim
    route: Route
    usable: list[Route]
    as_of: datetime | None
    answers: tuple[str, ...]
    holder: str
    """The route member that states the answer (else the last member)."""
    negatives: list[str]
    by_source: dict[str, list[str]] = field(default_factory=dict)
    """Span ids per source_id (for versions of the same source)."""
    _taken: set[str] | None = field(default=None, repr=False)

    def text(self, span_id: str) -> str:
        return self.suite.spans[span_id].exact

    def taken(self) -> set[str]:
        """Every identifier-like token in play, so a replacement value never collides with a real one."""
        if self._taken is None:
            texts = [self.claim.text, *self.answers, *(self.text(m) for r in self.claim.routes for m in r.members),
                     *(self.text(n) for n in self.negatives)]
            self._taken = {t for text in texts for t in key_tokens(text)}
        return self._taken

    def leading_words(self, span_id: str) -> set[str]:
        first = self.text(span_id).split(maxsplit=1)
        return {first[0].strip(".,:;")} if first else set()

    def version_of(self, span_id: str, made: Sequence[SourceVersion], spans: Sequence[Span] = ()) -> SourceVersion:
        """The version of a suite span or of a span made for the variant."""
        span = next((sp for sp in spans if sp.span_id == span_id), None) or self.suite.spans[span_id]
        vid = span.version_id
        for version in made:
            if version.version_id == vid:
                return version
        return self.suite.versions[vid]

    def _fresh(self, base: str, taken: dict[str, Any]) -> str:
        candidate = base
        while candidate in taken:
            candidate += "'"
        return candidate

    def synthetic(self, member: str, tag: str, text: str | None = None, **changes: Any) -> tuple[SourceVersion, Span]:
        """A version and span made for this variant from `member`, with ids of their own."""
        span = self.suite.spans[member]
        version = self.suite.versions[span.version_id]
        body = span.exact if text is None else text
        vid = self._fresh(f"{version.version_id}~{tag}", self.suite.versions)
        sid = self._fresh(f"{member}~{tag}", self.suite.spans)
        made = dataclasses.replace(version, version_id=vid, text=body, path=None, digest=None, **changes)
        return made, Span(span_id=sid, version_id=vid, start=0, end=len(body), exact=body)

    def replaced_claim(self, replace: dict[str, str]) -> ReferenceClaim:
        routes = tuple(r.model_copy(update={"members": tuple(replace.get(m, m) for m in r.members)})
                       for r in self.claim.routes)
        return self.claim.model_copy(update={"routes": routes})

    def perturbed_claim(self, old: str, new: str, replace: dict[str, str]) -> ReferenceClaim:
        """The claim the perturbed evidence supports: the value replaced in its text and accepted answers."""
        claim = self.replaced_claim(replace)
        return claim.model_copy(update={"text": replace_token(claim.text, old, new),
                                        "reference_answer": tuple(replace_token(a, old, new) for a in self.answers)})

    def added_route(self, member: str, twin: str) -> ReferenceClaim:
        extra = tuple(r.model_copy(update={"set_id": f"{r.set_id}~{twin}",
                                           "members": tuple(twin if m == member else m for m in r.members)})
                      for r in self.claim.routes if member in r.members)
        return self.claim.model_copy(update={"routes": self.claim.routes + extra})

    def out_of_time_sibling(self, member: str) -> str | None:
        """A suite span of another version of the same source that is out of the claim's time (and
        admissible otherwise) and says nearly the same thing (a replacement premise the suite supplies)."""
        version = self.version_of(member, [])
        mine = set(words(self.text(member)))
        best: tuple[float, str] | None = None
        for sid in self.by_source.get(version.source_id, ()):
            span = self.suite.spans[sid]
            other = self.suite.versions[span.version_id]
            if other.source_id != version.source_id or other.version_id == version.version_id:
                continue
            obstacles = admit(other, self.case.reader, self.case.cutoff, self.claim.applies_at).obstacles
            if obstacles != ("out_of_time",):  # only out of time: never text the reader may not see
                continue
            theirs = set(words(span.exact))
            overlap = len(mine & theirs) / max(1, len(mine | theirs))
            if overlap >= 0.5 and (best is None or (overlap, sid) > best):
                best = (overlap, sid)
        return best[1] if best else None

    def equivalent_pair(self) -> tuple[str, str] | None:
        """(x, y): x in the selected route, y in another usable route that differs from it only by y."""
        mine = set(self.route.members)
        for other in self.usable:
            theirs = set(other.members)
            if other.set_id != self.route.set_id and len(mine - theirs) == 1 and len(theirs - mine) == 1:
                return next(iter(mine - theirs)), next(iter(theirs - mine))
        return None

    def ranked(self, ids: Sequence[str], made: Sequence[Span]) -> list[str]:
        extra = {s.span_id: s.exact for s in made}
        return rank(self.case.question, [(i, extra.get(i) or self.text(i)) for i in ids])


def build_variant(s: ClaimSetting, intervention: Intervention, member: str | None, given: list[str],
                  changes: list[Change], *, claim: ReferenceClaim | None = None,
                  versions: Sequence[SourceVersion] = (), spans: Sequence[Span] = (),
                  allowed: list[str] | None = None, withheld: Sequence[str] = (),
                  order: list[str] | None = None, baseline: list[str] | None = None) -> Variant:
    """The variant: passages in display order, its case (routes that its evidence still holds) and the
    expected outcomes computed from the evidence actually given."""
    made = {sp.span_id: sp for sp in spans}
    shown = order if order is not None else s.ranked(given, spans)
    passages = tuple(_passage(s, sid, made, versions) for sid in shown)
    for sid in shown:  # the last line of defence: a variant never shows text its reader may not see
        if not s.version_of(sid, versions, spans).readable_by(s.case.reader):
            raise RuntimeError(f"variant would show {sid!r}, which is blocked for reader {s.case.reader!r}")
    known = set(shown) | set(withheld)
    citable = set(allowed) if allowed is not None else known
    base = claim or s.claim
    routes = tuple(r for r in base.routes if set(r.members) <= known and set(r.members) <= citable)
    answers = base.reference_answer or s.answers
    variant_claim = base.model_copy(update={"routes": routes, "reference_answer": answers})
    behaviour = s.case.expected_behavior if routes else "abstain"
    case = s.case.model_copy(update={"claims": (variant_claim,), "answerable": bool(routes),
                                     "reference_answer": answers, "expected_behavior": behaviour})
    variant_id = "/".join(p for p in (s.case.case_id, s.claim.claim_id, intervention, member) if p)
    return Variant(
        variant_id=variant_id, case_id=s.case.case_id, claim_id=s.claim.claim_id, route_id=s.route.set_id,
        intervention=intervention, changes=tuple(changes), question=s.case.question, reader=s.case.reader,
        as_of=s.as_of, passages=passages, allowed_citations=tuple(allowed) if allowed is not None else None,
        baseline_order=tuple(baseline) if baseline is not None else None, withheld=tuple(withheld),
        expected=_expected(s, case, set(shown) & citable, versions, made), case=case, versions=tuple(versions),
        spans=tuple(spans))


def _passage(s: ClaimSetting, sid: str, made: dict[str, Span], versions: Sequence[SourceVersion]) -> ProbePassage:
    span = made.get(sid) or s.suite.spans[sid]
    version = s.version_of(sid, versions, list(made.values()))
    return ProbePassage(id=sid, text=span.exact, title=version.title, uri=version.uri, version_id=version.version_id,
                        status=version.status, effective_from=version.effective_from,
                        effective_to=version.effective_to)


def _expected(s: ClaimSetting, case: Case, citable: set[str], versions: Sequence[SourceVersion],
              made: dict[str, Span]) -> tuple[Outcome, ...]:
    """A supported answer when a complete admissible adjudicated route can be cited from what was given;
    otherwise an abstention (removal shows necessity only relative to the remaining evidence)."""
    claim = case.claims[0]
    by_id = {v.version_id: v for v in versions}

    def admissible(sid: str) -> bool:
        span = made.get(sid) or s.suite.spans[sid]
        version = by_id.get(span.version_id) or s.suite.versions[span.version_id]
        return admit(version, case.reader, case.cutoff, claim.applies_at).ok

    for route in claim.routes:
        if route.in_reference_family and set(route.members) <= citable and all(map(admissible, route.members)):
            return ("supported_answer",)
    return ("appropriate_abstention",)
