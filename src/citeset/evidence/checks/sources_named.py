"""What a claim may add beyond its cited spans without asserting anything new: the names and titles of the
documents it cites, and words of attribution ("according to", "the guide says")."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from citeset.evidence.checks.material import CUES, Guard, material_terms
from citeset.judges._protocol import Judgment, years_in_effect
from citeset.suite._suite import Suite

ATTRIBUTION = "according to it says states reports notes shows lists mentions indicates follows from"
"""Words an answer uses to attribute a statement to its source; they assert nothing about the world."""


def guard_over_sources(guard: Guard, claim: str, spans: Sequence[str], version_ids: Iterable[str],
                       suite: Suite) -> Judgment:
    """The precision gate over what a claim rests on: every word it adds must be in the spans, be a name or
    title of their documents ("the Ward W4 guide says ..."), or be a word of attribution. Other words of the
    documents are not what the claim cites: "closes at 4 pm and serves fish soup [1]" citing only the closing
    time was accepted because another passage of the same page mentions the soup (an audit of this stop)."""
    ids = list(dict.fromkeys(version_ids))
    return guard(claim, [*spans, *_document_names(suite, ids), *_years_in_effect(suite, ids), ATTRIBUTION])


def _years_in_effect(suite: Suite, version_ids: Iterable[str]) -> list[str]:
    """"In effect in 2025." for each calendar year a cited version was in effect throughout: a claim may date what
    it cites by its version ("cost £8.60 in 2025" citing the 2025 fares)."""
    return [f"In effect in {year}." for vid in version_ids
            for year in years_in_effect(suite.versions[vid].effective_from, suite.versions[vid].effective_to)]


def _document_names(suite: Suite, version_ids: Iterable[str]) -> list[str]:
    """The titles of the given versions, a short first line of their texts (a heading: "Ward guide."), and the
    material terms their texts mention other than cue words (capitalised words inside a sentence, codes and
    numbers), each alone so that the guard reads no sentence of them."""
    out: list[str] = []
    for vid in dict.fromkeys(version_ids):
        title, text = suite.versions[vid].title, suite.texts[vid]
        if title:
            out.append(title)
        out.extend(_names_of(text))
    return out


_HEADING_WORDS = 12


@lru_cache(maxsize=4096)
def _names_of(text: str) -> tuple[str, ...]:
    """A document's short first line and its names, codes and numbers (`_document_names`), read once per
    document."""
    heading = text.lstrip().split("\n", 1)[0]
    names = sorted(material_terms(text) - CUES)
    return (heading, *names) if len(heading.split()) <= _HEADING_WORDS else tuple(names)


def cited_documents(suite: Suite, version_ids: Iterable[str]) -> list[str]:
    """The titles and whole texts of the given versions (each once): what a claim's added words may come from."""
    documents: list[str] = []
    for vid in dict.fromkeys(version_ids):
        title = suite.versions[vid].title
        documents.extend([title, suite.texts[vid]] if title else [suite.texts[vid]])
    return documents
