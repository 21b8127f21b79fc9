"""Variant generation: every intervention of DESIGN §8 (and the metamorphic checks) on a selected route.

For each required claim of each answerable case, the selected route is its first complete adjudicated route
that is admissible for the case's reader and time. Perturbed passages get ids of their own (`a1~contradiction`)
and live in versions made for the variant, so they resolve within the variant's suite and nowhere else.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import timedelta
from typing import Any

from citeset.corpus._models import SourceVersion, Span
from citeset.evidence._admit import admit
from citeset.probes._models import INTERVENTIONS, Change, Intervention, Variant
from citeset.probes._variant_case import ClaimSetting, build_variant
from citeset.suite._models import Case, ReferenceClaim, Route
from citeset.suite._suite import Suite
from citeset.systems._text import BM25, has_token, incompatible, key_tokens, lookalike, replace_token

NEGATIVES, MORE_NEGATIVES = 2, 4
NO_ACCESS = "citeset-probe-no-access"


class VariantFactory:
    """Generates variants for a suite; the hard-negative index is built once."""

    def __init__(self, suite: Suite) -> None:
        self.suite = suite
        self._ids = list(suite.spans)
        self._index = BM25([suite.spans[s].exact for s in self._ids])
        self._by_source: dict[str, list[str]] = {}
        for sid, span in suite.spans.items():
            self._by_source.setdefault(suite.versions[span.version_id].source_id, []).append(sid)

    def variants(self, interventions: Iterable[Intervention] = INTERVENTIONS,
                 cases: Iterable[str] | None = None, skipped: dict[str, str] | None = None) -> Iterator[Variant]:
        """Every variant of the chosen interventions, case by case in suite order."""
        wanted = set(interventions)
        chosen = set(cases) if cases is not None else None
        for case in self.suite.cases.values():
            if chosen is not None and case.case_id not in chosen:
                continue
            if not case.answerable:
                continue
            for claim in case.claims:
                if not claim.required:
                    continue
                setting = self._setting(case, claim)
                if setting is None:
                    if skipped is not None:
                        skipped[f"{case.case_id}/{claim.claim_id}"] = "no complete admissible adjudicated route"
                    continue
                for name in INTERVENTIONS:
                    if name in wanted:
                        yield from _GENERATORS[name](setting)

    def _setting(self, case: Case, claim: ReferenceClaim) -> ClaimSetting | None:
        as_of = claim.applies_at or case.cutoff
        usable = [r for r in claim.routes if r.in_reference_family and self._admissible(case, claim, r)]
        if not usable:
            return None
        route = usable[0]
        answers = tuple(claim.reference_answer or case.reference_answer)
        holder = next((m for m in route.members if any(
            a.casefold() in self.suite.spans[m].exact.casefold() for a in answers if a)), route.members[-1])
        members = {m for r in claim.routes for m in r.members}
        return ClaimSetting(self.suite, case, claim, route, usable, as_of, answers, holder,
                            self._negatives(case, claim, members, answers), self._by_source)

    def _admissible(self, case: Case, claim: ReferenceClaim, route: Route) -> bool:
        return all(admit(self.suite.versions[self.suite.spans[m].version_id], case.reader, case.cutoff,
                         claim.applies_at).ok for m in route.members)

    def _negatives(self, case: Case, claim: ReferenceClaim, members: set[str], answers: tuple[str, ...]) -> list[str]:
        """Hard negatives: BM25-nearest admissible non-members that do not state an accepted answer."""
        scores = self._index.scores(f"{case.question} {claim.text}", common=max(64, len(self._ids) // 100))
        found: list[str] = []
        texts = {self.suite.spans[m].exact.casefold() for m in members}
        for index, _ in sorted(scores.items(), key=lambda kv: (-kv[1], self._ids[kv[0]])):
            sid = self._ids[index]
            span = self.suite.spans[sid]
            text = span.exact.casefold()
            if sid in members or text in texts or any(a and a.casefold() in text for a in answers):
                continue
            if not admit(self.suite.versions[span.version_id], case.reader, case.cutoff, claim.applies_at).ok:
                continue
            found.append(sid)
            if len(found) == MORE_NEGATIVES:
                break
        return found


# --- one generator per intervention ----------------------------------------------------------------------------

def _gold_only(s: ClaimSetting) -> Iterator[Variant]:
    yield build_variant(s, "gold_only", None, list(s.route.members), [])


def _remove_hop(s: ClaimSetting) -> Iterator[Variant]:
    for member in s.route.members:
        rest = [m for m in s.route.members if m != member]
        yield build_variant(s, "remove_hop", member, rest,
                            [Change(kind="removed", member=member, label="route member removed")])


def _alternative_route(s: ClaimSetting) -> Iterator[Variant]:
    others = [r for r in s.usable if r.set_id != s.route.set_id]
    shared = {m for r in others for m in r.members}
    removed = next((m for m in s.route.members if m not in shared), None)
    if not others or removed is None:
        return
    given = _unique([m for r in s.usable for m in r.members if m != removed] + s.negatives[:NEGATIVES])
    yield build_variant(s, "alternative_route", None, given, [Change(
        kind="removed", member=removed, label=f"member unique to route {s.route.set_id} removed; "
        f"alternatives: {', '.join(r.set_id for r in others)}")])


def _contradiction(s: ClaimSetting) -> Iterator[Variant]:
    for member in s.route.members:
        token = _fact_token(s, member)
        if token is None:
            continue
        new = incompatible(token, s.taken())
        text = replace_token(s.text(member), token, new)
        perturbs_answer = has_token(s.claim.text, token) or any(has_token(a, token) for a in s.answers)
        version, span = s.synthetic(member, "contradiction", text=text)
        change = Change(kind="replaced", member=member, new_id=span.span_id, old=token, new=new,
                        label="incompatible premise" + (" (the answer changes with it)" if perturbs_answer else
                                                        " (the route no longer holds)"))
        given = [span.span_id if m == member else m for m in s.route.members]
        claim = s.perturbed_claim(token, new, {member: span.span_id}) if perturbs_answer else None
        yield build_variant(s, "contradiction", member, given, [change], claim=claim, versions=[version],
                            spans=[span])


def _citation_restriction(s: ClaimSetting) -> Iterator[Variant]:
    bridge = [m for m in s.route.members if m != s.holder]
    barred = bridge[0] if bridge else s.holder
    given = _unique(list(s.route.members) + s.negatives[:NEGATIVES])
    allowed = [m for m in given if m != barred]
    yield build_variant(s, "citation_restriction", None, given, [Change(
        kind="restricted", member=barred, label="shown, but may not be cited")], allowed=allowed)


def _identity(s: ClaimSetting) -> Iterator[Variant]:
    for member in s.route.members:
        if member == s.holder:
            continue
        others = " ".join(s.text(m) for m in s.route.members if m != member)
        keys = [t for t in key_tokens(s.text(member)) if has_token(others, t) and not has_token(s.claim.text, t)]
        if not keys:
            continue
        key = sorted(keys, key=lambda t: (not any(c.isdigit() for c in t), -len(t)))[0]
        new = lookalike(key, s.taken())
        version, span = s.synthetic(member, "identity", text=replace_token(s.text(member), key, new))
        given = [span.span_id if m == member else m for m in s.route.members]
        yield build_variant(s, "identity", member, given, [Change(
            kind="replaced", member=member, new_id=span.span_id, old=key, new=new,
            label="identity mapping swapped for a similar identifier")], versions=[version], spans=[span])
        return


def _temporal(s: ClaimSetting) -> Iterator[Variant]:
    member = s.holder
    sibling = s.out_of_time_sibling(member)
    versions: list[SourceVersion] = []
    spans: list[Span] = []
    if sibling is None:
        changes: dict[str, Any] = {"status": "superseded"}
        if s.as_of is not None:
            changes.update(effective_from=s.as_of - timedelta(days=730), effective_to=s.as_of - timedelta(days=365),
                           observed_at=s.as_of - timedelta(days=730), published_at=s.as_of - timedelta(days=730))
        version, span = s.synthetic(member, "temporal", **changes)
        versions, spans, sibling = [version], [span], span.span_id
    version_of = s.version_of(sibling, versions, spans)
    label = (f"version outside the claim's time ({version_of.status}, effective "
             f"{_day(version_of.effective_from)} to {_day(version_of.effective_to)})")
    given = [sibling if m == member else m for m in s.route.members]
    claim = s.replaced_claim({member: sibling})
    yield build_variant(s, "temporal", member, given, [Change(
        kind="replaced", member=member, new_id=sibling, old=version_of.version_id, label=label)],
        claim=claim, versions=versions, spans=spans)


def _permission(s: ClaimSetting) -> Iterator[Variant]:
    bridge = [m for m in s.route.members if m != s.holder]
    member = bridge[0] if bridge else s.holder
    version, span = s.synthetic(member, "permission", readers=(NO_ACCESS if s.case.reader != NO_ACCESS else
                                                               NO_ACCESS + "-2",))
    given = [m for m in s.route.members if m != member]
    yield build_variant(s, "permission", member, given, [Change(
        kind="blocked", member=member, new_id=span.span_id, label="blocked for the reader: not shown")],
        claim=s.replaced_claim({member: span.span_id}), versions=[version], spans=[span],
        withheld=[span.span_id])


def _order_swap(s: ClaimSetting) -> Iterator[Variant]:
    given = _unique(list(s.route.members) + s.negatives[:NEGATIVES])
    baseline = s.ranked(given, [])
    swapped = list(reversed(baseline))
    if swapped == baseline:
        return
    yield build_variant(s, "order_swap", None, swapped, [Change(kind="reordered", label="display order reversed")],
                        order=swapped, baseline=baseline)


def _equivalent_swap(s: ClaimSetting) -> Iterator[Variant]:
    pair = s.equivalent_pair()
    versions: list[SourceVersion] = []
    spans: list[Span] = []
    claim = None
    if pair is None:
        x = s.holder
        version, span = s.synthetic(x, "equivalent")
        versions, spans, pair = [version], [span], (x, span.span_id)
        claim = s.added_route(x, span.span_id)
    x, y = pair
    given = _unique([*s.route.members, y, *s.negatives[:NEGATIVES]])
    baseline = s.ranked(given, spans)
    swapped = list(baseline)
    i, j = swapped.index(x), swapped.index(y)
    swapped[i], swapped[j] = y, x
    yield build_variant(s, "equivalent_swap", None, swapped, [Change(
        kind="duplicated" if spans else "reordered", member=x, new_id=y,
        label="equivalent chunks swapped in display order")], claim=claim, versions=versions, spans=spans,
        order=swapped, baseline=baseline)


def _newer_version(s: ClaimSetting) -> Iterator[Variant]:
    member = s.holder
    token = _fact_token(s, member)
    if token is None or not any(has_token(a, token) for a in s.answers):
        return
    new = incompatible(token, s.taken())
    old_version = s.version_of(member, [])
    when = None
    if s.as_of is not None:
        when = min(s.as_of, s.case.cutoff or s.as_of) - timedelta(days=1)
    dates = {} if when is None else {"effective_from": when, "observed_at": when, "published_at": when}
    newer, newer_span = s.synthetic(member, "newer", text=replace_token(s.text(member), token, new),
                                    status="current", effective_to=None, **dates)
    older, older_span = s.synthetic(member, "older", status="superseded",
                                    effective_to=when if when is not None else old_version.effective_to)
    claim = s.perturbed_claim(token, new, {member: newer_span.span_id})
    given = [m for m in s.route.members if m != member] + [older_span.span_id, newer_span.span_id]
    yield build_variant(s, "newer_version", member, given, [
        Change(kind="replaced", member=member, new_id=older_span.span_id, label="now superseded"),
        Change(kind="added", member=member, new_id=newer_span.span_id, old=token, new=new,
               label=f"newer effective version from {_day(when)}: the answer changes")],
        claim=claim, versions=[newer, older], spans=[newer_span, older_span])


def _hard_negatives(s: ClaimSetting) -> Iterator[Variant]:
    given = [m for m in s.route.members if m != s.holder] + s.negatives[:MORE_NEGATIVES]
    yield build_variant(s, "hard_negatives", None, _unique(given), [Change(
        kind="removed", member=s.holder, label=f"supporting chunk removed; {len(s.negatives)} hard negative(s) kept")])


_GENERATORS = {
    "gold_only": _gold_only, "remove_hop": _remove_hop, "alternative_route": _alternative_route,
    "contradiction": _contradiction, "citation_restriction": _citation_restriction, "identity": _identity,
    "temporal": _temporal, "permission": _permission, "order_swap": _order_swap,
    "equivalent_swap": _equivalent_swap, "newer_version": _newer_version, "hard_negatives": _hard_negatives,
}


def _fact_token(s: ClaimSetting, member: str) -> str | None:
    """The token to contradict: an answer token in the answer-holding member, else a join key shared with
    another member, else any number or identifier."""
    tokens = key_tokens(s.text(member))
    tokens = [t for t in tokens if t not in s.leading_words(member)]
    if not tokens:
        return None
    others = " ".join(s.text(m) for m in s.route.members if m != member)
    answer = sorted((t for t in tokens if any(has_token(a, t) for a in s.answers)), key=_specificity)
    shared = [t for t in tokens if has_token(others, t)]
    digits = [t for t in tokens if any(c.isdigit() for c in t)]
    for group in (answer, shared, digits, tokens):
        if group:
            return group[0]
    return None


def _specificity(token: str) -> tuple[bool, bool]:
    """Numbers and short codes ("30", "R17", "R") carry the fact; capitalised words ("Entity") less so."""
    return (not any(c.isdigit() for c in token), not (token.isupper() and len(token) <= 4))


def _day(value: object) -> str:
    return value.date().isoformat() if hasattr(value, "date") else "unknown"


def _unique(ids: list[str]) -> list[str]:
    return list(dict.fromkeys(ids))

