"""The in-memory suite: versions with verified text, anchored spans and cases, indexed by id."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from citeset.corpus._anchor import Reanchor
from citeset.corpus._manifest import Manifest
from citeset.corpus._models import SourceVersion, Span
from citeset.suite._models import Case


@dataclass
class Suite:
    """A loaded suite. Every record is verified against the freeze manifest when the suite is frozen."""

    versions: dict[str, SourceVersion]
    texts: dict[str, str]
    digests: dict[str, str]
    spans: dict[str, Span]
    cases: dict[str, Case]
    root: Path | None = None
    manifest: Manifest | None = None
    reanchored: list[Reanchor] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    unfrozen: list[str] = field(default_factory=list)
    """Records added beside a frozen manifest and not frozen yet ("version v2", "route A/c/r3", ...)."""
    _by_uri: dict[str, list[str]] | None = field(default=None, repr=False)

    @property
    def frozen(self) -> bool:
        """True when every version (text and metadata), span, case and route was verified against a manifest
        that covers them all."""
        return self.manifest is not None and self.manifest.complete and not self.unfrozen

    def versions_by_uri(self, uri: str) -> list[str]:
        if self._by_uri is None:
            index: dict[str, list[str]] = {}
            for vid, version in self.versions.items():
                if version.uri:
                    index.setdefault(version.uri, []).append(vid)
            self._by_uri = index
        return self._by_uri.get(uri, [])
