"""HoVer (`uid, claim, supporting_facts [[title, sentence]], label, num_hops`).

HoVer annotates one evidence group per claim, so each claim gets one route whose members are its
supporting sentences (every gold group is a route; HoVer just has one). Like FEVER, the release holds
sentence ids without Wikipedia text: each sentence is a placeholder version whose text is its id
string, e.g. `"Life Goes On (Fergie song) sentence 2"` (id `hover:Life Goes On (Fergie song):2`).

HoVer's NOT_SUPPORTED merges refuted and not-enough-info claims, but still lists the facts that
decide them; those claims stay answerable, with reference answer NOT_SUPPORTED and the facts as route.
`hops` is HoVer's `num_hops`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citeset.datasets._common import Options, SuiteBuilder, case_id, dedupe, strata
from citeset.datasets._fever import placeholder
from citeset.datasets._io import in_folder, is_index, iter_json_items, require
from citeset.errors import InputError
from citeset.suite._models import Case, ReferenceClaim, Route


def build(src: Path, opts: Options) -> SuiteBuilder:
    builder = SuiteBuilder("hover")
    path = src
    if src.is_dir():
        picks = sorted(p for p in src.iterdir() if p.suffix in (".json", ".jsonl"))
        if not picks:
            raise InputError("no HoVer file (*.json) in the folder", path=src)
        path = in_folder(src, picks[0])
    for line, _, item in builder.take(iter_json_items(path, tick=opts.tick), opts.limit):
        with builder.row(path, line):
            _claim(builder, item, path, line)
    return builder


def _claim(builder: SuiteBuilder, item: Any, path: Path, line: int) -> None:
    raw_id = require(item, "uid", path, line, kinds=())
    uid = case_id(raw_id, path, line, "uid")
    claim = require(item, "claim", path, line)
    label = str(require(item, "label", path, line)).upper()
    facts = require(item, "supporting_facts", path, line, kinds=(list,))
    members: list[str] = []
    for j, fact in enumerate(facts):
        if not (isinstance(fact, list) and len(fact) == 2 and is_index(fact[1])):
            raise InputError("a supporting fact must be [title, sentence index]", path=path, line=line,
                             field=f"supporting_facts[{j}]")
        members.append(placeholder(builder, "hover", str(fact[0]), fact[1]))
    if not members:
        builder.skip(path, line, f"claim {uid}: no supporting facts, so no route")
        return
    members = dedupe(members)
    hops = int(item.get("num_hops") or len({f[0] for f in facts}))
    ref = ReferenceClaim(claim_id="c1", text=f"The claim \"{claim}\" is {label.lower()}.",
                         routes=(Route(set_id="r1", members=tuple(members), annotation_version="hover-1.1"),))
    case = Case(case_id=uid, question=claim, reference_answer=(label,), claims=(ref,),
                strata=strata(hops, label.lower(), 1, dataset="hover"))
    builder.add_case(case, path, line, raw_id=raw_id, id_field="uid")
