"""Shared builders: small real suites and runs written to disk as users write them."""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from citeset.judges import Judgment, Passage, RulesJudge

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"


def write_jsonl(path: Path, rows: Iterable[dict[str, Any]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    return path


def span_of(span_id: str, version_id: str, text: str, exact: str) -> dict[str, Any]:
    start = text.index(exact)
    return {"span_id": span_id, "version_id": version_id, "start": start, "end": start + len(exact), "exact": exact}


# A small world: two routes to "Entity R holds Cedar's rights", a superseded schedule, a restricted map.
TEXTS = {
    "map-v1": "Project map.\nProject Cedar is mapped to record R17.\nProject Birch is mapped to record R22.\n",
    "rights-v3": "Rights schedule.\nEntity R holds the rights associated with record R17.\n",
    "registry-v2": "Registry entries.\nRegistry entry: Cedar → R17.\n",
    "rights-v1": "Rights schedule.\nEntity S holds the rights associated with record R17.\n",
    "secret-v1": "Restricted map.\nProject Oak is mapped to record R30.\n",
    "rights-oak": "Rights schedule.\nEntity Q holds the rights associated with record R30.\n",
    "memo-v1": "Memo.\nEntity R holds the rights associated with Project Cedar, as agreed in 2024.\n",
    "map-v2": "Project map, second edition.\nProject Cedar is mapped to record R17.\n",
}
SPANS = [
    ("a1", "map-v1", "Project Cedar is mapped to record R17."),
    ("a2", "rights-v3", "Entity R holds the rights associated with record R17."),
    ("b1", "registry-v2", "Registry entry: Cedar → R17."),
    ("a2old", "rights-v1", "Entity S holds the rights associated with record R17."),
    ("oak-map", "secret-v1", "Project Oak is mapped to record R30."),
    ("oak-rights", "rights-oak", "Entity Q holds the rights associated with record R30."),
    ("memo", "memo-v1", "Entity R holds the rights associated with Project Cedar, as agreed in 2024."),
    ("a1v2", "map-v2", "Project Cedar is mapped to record R17."),
]
CEDAR_CLAIM = {
    "claim_id": "c", "text": "Entity R holds the rights associated with Project Cedar.", "consequential": True,
    "routes": [{"set_id": "via-map", "members": ["a1", "a2"]}, {"set_id": "via-registry", "members": ["b1", "a2"]}],
}


SOURCE_OF = {"map-v1": "map", "map-v2": "map", "rights-v3": "rights", "rights-v1": "rights",
             "registry-v2": "registry", "secret-v1": "oak-map", "rights-oak": "oak-rights", "memo-v1": "memo"}


def world_sources() -> list[dict[str, Any]]:
    rows = []
    for vid, text in TEXTS.items():
        row: dict[str, Any] = {"version_id": vid, "source_id": SOURCE_OF[vid], "uri": f"https://x.example/{vid}",
                               "text": text, "observed_at": "2025-03-01", "status": "current"}
        if vid == "rights-v1":
            row.update(status="superseded", effective_to="2025-01-01")
        if vid == "secret-v1":
            row.update(readers=["legal"])
        rows.append(row)
    return rows


def world_spans() -> list[dict[str, Any]]:
    return [span_of(sid, vid, TEXTS[vid], exact) for sid, vid, exact in SPANS]


def cedar_case(case_id: str, **over: Any) -> dict[str, Any]:
    case = {"case_id": case_id, "question": "Which entity holds the rights associated with Project Cedar?",
            "cutoff": "2026-01-01", "reference_answer": ["Entity R"], "claims": [CEDAR_CLAIM],
            "strata": {"question_type": "bridge"}}
    case.update(over)
    return case


def oak_case(case_id: str, **over: Any) -> dict[str, Any]:
    case = {"case_id": case_id, "question": "Which entity holds the rights associated with Project Oak?",
            "cutoff": "2026-01-01", "reference_answer": ["Entity Q"],
            "claims": [{"claim_id": "o", "text": "Entity Q holds the rights associated with Project Oak.",
                        "routes": [{"set_id": "oak", "members": ["oak-map", "oak-rights"]}]}]}
    case.update(over)
    return case


def make_suite(root: Path, cases: list[dict[str, Any]], sources: list[dict[str, Any]] | None = None,
               spans: list[dict[str, Any]] | None = None) -> Path:
    write_jsonl(root / "sources.jsonl", sources if sources is not None else world_sources())
    write_jsonl(root / "spans.jsonl", spans if spans is not None else world_spans())
    write_jsonl(root / "cases.jsonl", cases)
    return root


def output_cards(tmp_path: Path, texts: dict[str, str], spans: list[tuple[str, str, str]], case: dict[str, Any],
                 answer: str, sources: list[tuple[str, str]], judge: Any = None,
                 titles: dict[str, str] | None = None) -> list[Any]:
    """The output cards of one answer (markers -> span ids, in the order given) to `case`, evaluated in a world
    of `texts` (version id -> text, each its own source, titled as `titles` says) and `spans` ((span id,
    version id, exact text))."""
    import citeset

    rows = [{"version_id": v, "source_id": v, "text": t, "observed_at": "2025-02-01",
             **({"title": titles[v]} if titles and v in titles else {})} for v, t in texts.items()]
    suite_dir = make_suite(tmp_path / "suite", [case], rows,
                           [span_of(sid, vid, texts[vid], exact) for sid, vid, exact in spans])
    run = [{"case_id": case["case_id"], "answer_text": answer,
            "sources": [{"marker": m, "span_id": s} for m, s in sources]}]
    suite = citeset.load_suite(suite_dir)
    ev = citeset.evaluate(suite, citeset.load_run(write_jsonl(tmp_path / "run.jsonl", run), suite), judge,
                          citeset.EvalConfig(n_boot=0))
    return [c for c in ev.cards_for(case["case_id"]) if c.kind == "output"]


def retrieved(*ids: str) -> dict[str, Any]:
    return {"retrieved": [{"span_id": s, "rank": i + 1} for i, s in enumerate(ids)]}


@pytest.fixture
def world(tmp_path: Path):
    """Returns a function (cases, run_rows) -> (suite_dir, run_path) over the small world."""

    def build(cases: list[dict[str, Any]], run_rows: list[dict[str, Any]]) -> tuple[Path, Path]:
        suite = make_suite(tmp_path / "suite", cases)
        run = write_jsonl(tmp_path / "run.jsonl", run_rows)
        return suite, run

    return build


def install_judge_plugin(root: Path, module: str, source: str, entry: str) -> None:
    """An installed-looking third-party judge in `root` (put it on the path): `module`.py holding `source`,
    and a dist-info whose `citeset.judges` entry point is `entry` ("name = module:attr")."""
    (root / f"{module}.py").write_text(source)
    dist = root / f"{module}-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {module.replace('_', '-')}\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text(f"[citeset.judges]\n{entry}\n")


def judged(claim: str, evidence: str, variant: str = "scored") -> Judgment:
    """The rules judge's label of `claim` on one evidence passage."""
    return RulesJudge(variant=variant).label(claim, [Passage(span_id="e", text=evidence)])  # type: ignore[arg-type]


def cli_streams(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run the command line as a user does: (status, stdout, stderr), kept apart."""
    from citeset.cli import main

    try:
        main(args)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out = capsys.readouterr()
    return code, out.out, out.err


def cli_run(*args: str) -> tuple[int, str]:
    """Run the command line as a user does (exit status mapped by `main`): (status, stdout + stderr)."""
    from citeset.cli import main

    buffer = io.StringIO()
    code = 0
    with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(buffer):
        try:
            main(list(args))
        except SystemExit as exc:
            code = int(exc.code or 0)
    return code, buffer.getvalue()
