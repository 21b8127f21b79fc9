"""The in-memory suite: versions with verified text, anchored spans and cases, indexed by id."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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
    unadjudicated: list[tuple[str, str, str]] = field(default_factory=list)
    """(case_id, claim_id, set_id) of each route marked adjudicated that the frozen manifest does not cover:
    loaded as proposed (it escalates, never accepts) until `citeset freeze` covers it."""
    _by_uri: dict[str, list[str]] | None = field(default=None, repr=False)

    @classmethod
    def from_records(cls, sources: Iterable[Any], spans: Iterable[Any], cases: Iterable[Any], *,
                     base: str | Path | None = None) -> Suite:
        """A suite built in memory from records (dicts or models), checked as `load_suite` checks files.

        Errors name the record and field, e.g. `field 'spans[2].exact'`. See `citeset.suite._records`.
        """
        from citeset.suite._records import suite_from_records

        empty = cls(versions={}, texts={}, digests={}, spans={}, cases={})
        return suite_from_records(empty, sources, spans, cases, base=base)

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
