"""Each delivered citation as a W3C Web Annotation: the claim (and its verdict) as bodies, the cited text as
the target, selected by a TextPositionSelector and a TextQuoteSelector on the source version."""

from __future__ import annotations

from typing import Any

from citeset.cards import Card, CitationView
from citeset.export._prov import card_id, urn
from citeset.export._source import VERDICT_WITHHELD, WITHHELD, ExportSource

CONTEXT = "http://www.w3.org/ns/anno.jsonld"
AFFIX = 32  # characters of prefix and suffix in a TextQuoteSelector


def annotation_collection(source: ExportSource) -> dict[str, Any]:
    items: list[dict[str, Any]] = []
    cards = 0
    for key, card in source.cards():
        cards += 1
        base = card_id(key)
        items.extend(_annotation(source, f"{base}/citation/{i}", card, view)
                     for i, view in enumerate(card.citations) if view.valid and view.version_id)
    return {"@context": CONTEXT, "id": urn("annotations", source.side.cards_digest), "type": "AnnotationCollection",
            "label": f"citations of {source.side.path} ({cards} cards)", "total": len(items),
            "first": {"type": "AnnotationPage", "items": items}}


def _target_source(source: ExportSource, version_id: str) -> str:
    version = source.suite.versions.get(version_id) if source.suite else None
    if version and version.uri and source.readable(version_id):
        return version.uri
    return urn("version", version_id)


def _selectors(source: ExportSource, view: CitationView) -> tuple[list[dict[str, Any]], bool]:
    selectors: list[dict[str, Any]] = []
    if view.start is not None and view.end is not None:
        selectors.append({"type": "TextPositionSelector", "start": view.start, "end": view.end})
    withheld = not source.readable(view.version_id) or (view.exact or "").startswith(WITHHELD)
    if view.exact and not withheld:
        quote: dict[str, Any] = {"type": "TextQuoteSelector", "exact": view.exact}
        text = source.suite.texts.get(view.version_id or "") if source.suite else None
        if text is not None and view.start is not None and view.end is not None:
            quote["prefix"] = source.text(text[max(0, view.start - AFFIX):view.start])
            quote["suffix"] = source.text(text[view.end:view.end + AFFIX])
        selectors.append(quote)
    return selectors, withheld


def _annotation(source: ExportSource, ident: str, card: Card, view: CitationView) -> dict[str, Any]:
    selectors, withheld = _selectors(source, view)
    target: dict[str, Any] = {"source": _target_source(source, view.version_id or ""), "type": "Text"}
    if selectors:
        target["selector"] = selectors if len(selectors) > 1 else selectors[0]
    assessment = (f"verdict: {card.verdict}" + (f" ({card.bucket})" if card.bucket else "")
                  + (f"; citation {view.necessity}" if view.necessity else "")) if source.verdict_shown(card) \
        else f"verdict: {VERDICT_WITHHELD}"
    bodies = [{"type": "TextualBody", "purpose": "describing", "format": "text/plain", "value": card.text},
              {"type": "TextualBody", "purpose": "assessing", "format": "text/plain", "value": assessment}]
    if withheld:
        bodies.append({"type": "TextualBody", "purpose": "commenting", "format": "text/plain",
                       "value": view.exact or f"[withheld: text of version {view.version_id} is not readable]"})
    return {"id": ident, "type": "Annotation", "motivation": "linking", "body": bodies, "target": target,
            "generator": {"id": urn("software", "citeset"), "type": "Software", "name": "citeset"}}
