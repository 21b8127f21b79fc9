"""Provenance exports of an evaluation output (`citeset export`): W3C PROV-O and W3C Web Annotation, both
JSON-LD, written for one reader class (blocked text withheld, see citeset.redact)."""

from citeset.export._annotation import annotation_collection
from citeset.export._prov import prov_document
from citeset.export._source import ExportSource, open_source

__all__ = ["ExportSource", "annotation_collection", "open_source", "prov_document"]
