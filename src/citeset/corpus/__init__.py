"""The frozen evidence universe: source versions, spans, normalisation, and anchoring. Freezing a suite lives in `citeset.suite`."""

from citeset.corpus._anchor import AnchorError, Reanchor, anchor_span
from citeset.corpus._manifest import FreezeActivity, Manifest
from citeset.corpus._models import SourceVersion, Span, VersionStatus, sha256_text
from citeset.corpus._normalize import normalize, quote_in

__all__ = [
    "AnchorError",
    "FreezeActivity",
    "Manifest",
    "Reanchor",
    "SourceVersion",
    "Span",
    "VersionStatus",
    "anchor_span",
    "normalize",
    "quote_in",
    "sha256_text",
]
