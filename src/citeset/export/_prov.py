"""Cards' evidence as W3C PROV-O in JSON-LD: source versions, spans and cards as entities; fetching,
annotation, evaluation and adjudication as activities; the judge and the reviewers as agents."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from urllib.parse import quote

from citeset.cards import Card
from citeset.export._source import VERDICT_WITHHELD, WITHHELD, ExportSource

CONTEXT: dict[str, Any] = {
    "prov": "http://www.w3.org/ns/prov#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "citeset": "https://citeset.dev/ns#",
    "prov:generatedAtTime": {"@type": "xsd:dateTime"},
    "prov:startedAtTime": {"@type": "xsd:dateTime"},
    "prov:endedAtTime": {"@type": "xsd:dateTime"},
    "prov:atTime": {"@type": "xsd:dateTime"},
    "prov:wasGeneratedBy": {"@type": "@id"},
    "prov:wasDerivedFrom": {"@type": "@id"},
    "prov:wasAssociatedWith": {"@type": "@id"},
    "prov:used": {"@type": "@id"},
    "prov:wasAttributedTo": {"@type": "@id"},
    "prov:specializationOf": {"@type": "@id"},
    "prov:wasInvalidatedBy": {"@type": "@id"},
    "prov:atLocation": {"@type": "@id"},
    "citeset:startOffset": {"@type": "xsd:integer"},
    "citeset:endOffset": {"@type": "xsd:integer"},
}


def urn(kind: str, *parts: object) -> str:
    return f"urn:citeset:{kind}:" + "/".join(quote(str(p), safe="") for p in parts)


def _time(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def card_id(key: tuple[str, str | None, int | None, int]) -> str:
    case_id, claim_id, index, occurrence = key
    return urn("card", case_id, claim_id or "-", "-" if index is None else index, occurrence)


class ProvGraph:
    """Nodes by @id, so a version or span cited by many cards appears once."""

    def __init__(self, source: ExportSource) -> None:
        self.source = source
        self.nodes: dict[str, dict[str, Any]] = {}

    def add(self, node: dict[str, Any]) -> str:
        self.nodes.setdefault(node["@id"], {k: v for k, v in node.items() if v is not None})
        return str(node["@id"])

    def version(self, version_id: str) -> str:
        suite = self.source.suite
        version = suite.versions.get(version_id) if suite else None
        if version is None:
            return self.add({"@id": urn("version", version_id), "@type": "prov:Entity",
                             "citeset:versionId": version_id})
        fetch = self.add({"@id": urn("fetch", version_id), "@type": "prov:Activity",
                          "rdfs:label": f"capture of {version_id}", "prov:endedAtTime": _time(version.observed_at)})
        readable = self.source.readable(version_id)  # where and what a blocked document is stays withheld too
        source = self.add({"@id": urn("source", version.source_id), "@type": "prov:Entity",
                           "prov:atLocation": version.uri if readable else None,
                           "rdfs:label": version.title if readable else None})
        return self.add({
            "@id": urn("version", version_id), "@type": ["prov:Entity", "citeset:SourceVersion"],
            "citeset:versionId": version_id, "prov:specializationOf": source, "prov:wasGeneratedBy": fetch,
            "prov:generatedAtTime": _time(version.observed_at), "citeset:digest": suite.digests.get(version_id)
            if suite else None, "citeset:status": version.status, "citeset:publishedAt": _time(version.published_at),
            "citeset:readers": list(version.readers) or None})

    def span(self, version_id: str, start: int | None, end: int | None, ref: str, exact: str | None) -> str:
        version = self.version(version_id)
        withheld = bool(exact) and (not self.source.readable(version_id) or (exact or "").startswith(WITHHELD))
        return self.add({
            "@id": urn("span", version_id, f"{start}-{end}") if start is not None else urn("span", version_id, ref),
            "@type": ["prov:Entity", "citeset:Span"], "prov:wasDerivedFrom": version, "citeset:ref": ref,
            "citeset:startOffset": start, "citeset:endOffset": end,
            "citeset:exact": None if withheld else exact,
            "citeset:withheld": (exact if (exact or "").startswith(WITHHELD) else
                                 f"[withheld: text of version {version_id} is not readable]") if withheld else None})


def prov_document(source: ExportSource) -> dict[str, Any]:
    """The PROV graph of `source`'s cards for its reader. An adjudication of a card whose verdict is withheld from the
    reader (`ExportSource.verdict_shown`) is left out whole: its verdict, action and route say whether the claim is
    supported by text the reader may not read, and that the card was reviewed at all says it was escalated (the
    review app keeps such a card from that reader class altogether)."""
    graph = ProvGraph(source)
    report = source.report
    judge = graph.add({"@id": urn("judge", report.judge.key), "@type": ["prov:Agent", "prov:SoftwareAgent"],
                       "rdfs:label": str(report.judge), "citeset:judgeSpec": report.judge.model_dump_json()})
    software = graph.add({"@id": urn("software", f"citeset-{report.citeset_version}"),
                          "@type": ["prov:Agent", "prov:SoftwareAgent"], "rdfs:label": f"citeset {report.citeset_version}"})
    evaluation = graph.add({
        "@id": urn("evaluation", source.side.cards_digest), "@type": ["prov:Activity", "citeset:Evaluation"],
        "prov:endedAtTime": source.finished_at.isoformat(), "prov:wasAssociatedWith": [software, judge],
        "rdfs:label": "citeset evaluate"})
    cards: dict[tuple[str, str, int, int], str] = {}
    withheld: set[tuple[str, str, int, int]] = set()  # cards whose verdict the reader may not see
    for key, card in source.cards():
        row_key = (key[0], key[1] or "", -1 if key[2] is None else key[2], key[3])
        shown = source.verdict_shown(card)
        cards[row_key] = _card(graph, key, card, evaluation, shown)
        if not shown:
            withheld.add(row_key)
    graph.nodes[evaluation]["rdfs:label"] = f"citeset evaluate ({len(cards)} cards)"
    for row, decision in source.decisions:
        row_key = (row.case_id, row.claim_key, row.output_key, row.occurrence)
        if source.redactor is not None and source.redactor.active and (row_key in withheld or row_key not in cards):
            continue  # an adjudication of a card whose verdict is withheld (or left out) from this reader
        _decision(graph, cards.get(row_key), row, decision)
    return {"@context": CONTEXT, "@graph": list(graph.nodes.values())}


def _card(graph: ProvGraph, key: tuple[str, str | None, int | None, int], card: Card, evaluation: str,
          verdict_shown: bool) -> str:
    spans = [graph.span(c.version_id, c.start, c.end, c.ref, c.exact) for c in card.citations if c.version_id]
    routes = []
    for route in card.reference_routes:
        annotation = graph.add({"@id": urn("annotation", route.annotation_version), "@type": "prov:Activity",
                                "rdfs:label": f"annotation version {route.annotation_version}"})
        routes.append(graph.add({"@id": urn("route", card.case_id, card.claim_id or "-", route.set_id,
                                            route.annotation_version),
                                 "@type": ["prov:Entity", "citeset:Route"], "prov:wasGeneratedBy": annotation,
                                 "citeset:members": route.members, "citeset:status": route.status}))
    return graph.add({
        "@id": card_id(key), "@type": ["prov:Entity", "citeset:AcceptanceCard"], "prov:wasGeneratedBy": evaluation,
        "prov:wasDerivedFrom": spans + routes, "citeset:caseId": card.case_id, "citeset:claimId": card.claim_id,
        "citeset:claim": card.text, **(_assessment(card) if verdict_shown else _withheld_assessment())})


def _assessment(card: Card) -> dict[str, Any]:
    return {"citeset:verdict": card.verdict, "citeset:bucket": card.bucket, "citeset:jointBasis": card.joint_basis,
            "citeset:reasons": card.reasons}


def _withheld_assessment() -> dict[str, Any]:
    return {"citeset:verdict": VERDICT_WITHHELD, "citeset:bucket": None, "citeset:jointBasis": None,
            "citeset:reasons": []}


def _decision(graph: ProvGraph, card: str | None, row: Any, decision: Any) -> None:
    reviewer = graph.add({"@id": urn("reviewer", decision.reviewer), "@type": ["prov:Agent", "prov:Person"],
                          "rdfs:label": decision.reviewer, "citeset:readerClass": decision.reader})
    activity = graph.add({
        "@id": urn("adjudication", decision.id), "@type": ["prov:Activity", "citeset:Adjudication"],
        "prov:endedAtTime": decision.at.isoformat(), "prov:wasAssociatedWith": reviewer, "prov:used": card,
        "citeset:action": decision.action, "citeset:reason": graph.source.written(decision.reason, decision.reader),
        "citeset:verdict": decision.verdict})
    if decision.action != "override_verdict":
        graph.add({"@id": urn("route", row.case_id, row.claim_key or "-", decision.set_id,
                              decision.annotation_version),
                   "@type": ["prov:Entity", "citeset:Route"], "prov:wasGeneratedBy": activity,
                   "prov:wasAttributedTo": reviewer, "citeset:members": decision.members,
                   "citeset:status": "adjudicated" if decision.action == "accept_route" else "disputed"})
