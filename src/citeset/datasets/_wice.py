"""WiCE (`claim_dev.jsonl`: `label, supporting_sentences, claim, evidence, meta`).

Each claim cites one web page, given as its list of sentences (`evidence`). The page becomes one
version whose text is the sentences joined by newlines, each referenced sentence a span with its
offsets. `supporting_sentences` is a list of **alternative** sufficient sets of sentence indices: each
non-empty set of a `supported` claim becomes an alternative route (duplicates collapse).

`partially_supported` and `not_supported` claims are not entailed by the page, so they are
unanswerable cases (expected behaviour `abstain`) without routes; their partial sets are not routes
(no set is sufficient) and are only counted in `strata.partial_sets`. A set index outside the page's
sentences skips the claim and is reported. The page title is taken from the `(meta data) TITLE:`
line WiCE puts first, when present.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citeset.datasets._common import Options, SuiteBuilder, case_id, join_with_offsets, strata
from citeset.datasets._io import in_folder, is_index, iter_json_items, require
from citeset.errors import InputError
from citeset.suite._models import Case, ReferenceClaim, Route

_TITLE = "(meta data) TITLE:"


def build(src: Path, opts: Options) -> SuiteBuilder:
    builder = SuiteBuilder("wice")
    path = src
    if src.is_dir():
        path = src / "claim_dev.jsonl"
        if not path.exists():
            picks = sorted(p for p in src.glob("*.jsonl") if "oracle" not in p.name)
            if not picks:
                raise InputError("no WiCE claim file (*.jsonl) in the folder", path=src)
            path = picks[0]
        path = in_folder(src, path)
    for line, _, item in builder.take(iter_json_items(path, tick=opts.tick), opts.limit):
        with builder.row(path, line):
            _claim(builder, item, path, line)
    return builder


def _claim(builder: SuiteBuilder, item: object, path: Path, line: int) -> None:
    claim = require(item, "claim", path, line)
    assert isinstance(item, dict)
    label = str(require(item, "label", path, line))
    sentences = require(item, "evidence", path, line, kinds=(list,))
    sets = require(item, "supporting_sentences", path, line, kinds=(list,))
    raw_meta = item.get("meta")
    meta: dict[str, Any] = raw_meta if isinstance(raw_meta, dict) else {}
    raw_id = meta.get("id")
    raw_id = None if raw_id == "" else raw_id
    cid = f"line{line}" if raw_id is None else case_id(raw_id, path, line, "meta.id")
    if label not in ("supported", "partially_supported", "not_supported"):
        builder.skip(path, line, f"claim {cid}: unknown label {label!r}")
        return
    text, offsets = join_with_offsets([str(s) for s in sentences], "\n")
    title = next((s[len(_TITLE):].strip() for s in sentences if isinstance(s, str) and s.startswith(_TITLE)), None)
    vid = builder.add_version(f"wice:{cid}", text, source_id=f"wice:{cid}", title=title)
    nonempty = [s for s in sets if isinstance(s, list) and s]
    if label != "supported":
        case = Case(case_id=cid, question=claim, answerable=False, expected_behavior="abstain",
                    strata=strata(0, "claim", 0, dataset="wice", wice_label=label, partial_sets=len(nonempty)))
        builder.add_case(case, path, line, raw_id=raw_id, id_field="meta.id")
        return
    routes: list[Route] = []
    seen: set[frozenset[int]] = set()
    for sentence_set in nonempty:
        if not all(is_index(i) and 0 <= i < len(offsets) for i in sentence_set):
            builder.skip(path, line, f"claim {cid}: supporting set {sentence_set} points outside the page's "
                                     f"{len(offsets)} sentence(s)")
            return
        key = frozenset(sentence_set)
        if key in seen:
            continue
        seen.add(key)
        if any(offsets[i][0] == offsets[i][1] for i in sentence_set):
            builder.skip(path, line, f"claim {cid}: supporting set {sentence_set} includes an empty sentence")
            return
        members = tuple(builder.add_span(vid, *offsets[i]) for i in sorted(key))
        routes.append(Route(set_id=f"s{len(routes) + 1}", members=members, annotation_version="wice-dev"))
    if not routes:
        builder.skip(path, line, f"claim {cid}: supported but no supporting sentence set")
        return
    ref = ReferenceClaim(claim_id="c1", text=claim, routes=tuple(routes))
    case = Case(case_id=cid, question=claim, reference_answer=(), claims=(ref,),
                strata=strata(min(len(r.members) for r in routes), "claim", len(routes), dataset="wice",
                              wice_label=label))
    builder.add_case(case, path, line, raw_id=raw_id, id_field="meta.id")
