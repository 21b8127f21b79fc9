"""A generated suite and run of a few hundred cases in several strata, for sharded evaluation tests."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from citeset.errors import InputError
from conftest import cli_run, install_judge_plugin


def outcome(call: Callable[[], Any]) -> tuple[str, ...]:
    """("ok",), or the InputError `call` raised as (message, file, line, field): two checks refuse alike."""
    try:
        call()
    except InputError as exc:
        return ("error", exc.message, str(exc.path), str(exc.line), str(exc.field))
    return ("ok",)


SET = ("report.json", "cards.jsonl", "report.md", "manifest.json")
"""The files of a report set, compared byte for byte between runs."""


def evaluate(suite: Path, run: Path, out: Path, *extra: str, bootstrap: int = 200) -> tuple[int, str]:
    """`citeset evaluate SUITE RUN --out OUT` with a small bootstrap and `extra` options."""
    return cli_run("evaluate", str(suite), str(run), "--out", str(out), "--bootstrap", str(bootstrap), *extra)


TYPES = ["bridge", "comparison", "lookup"]
DOMAINS = ["law", "music"]


def _doc(src, spn, vid: str, sentences: list[str]) -> list[str]:
    text, ids = "", []
    for h, sentence in enumerate(sentences):
        start = len(text)
        text += sentence + " "
        sid = f"{vid}-s{h}"
        spn.write(json.dumps({"span_id": sid, "version_id": vid, "start": start, "end": start + len(sentence),
                              "exact": sentence}) + "\n")
        ids.append(sid)
    src.write(json.dumps({"version_id": vid, "source_id": vid, "text": text, "observed_at": "2025-01-01"}) + "\n")
    return ids


def _case(rng: random.Random, i: int, src, spn) -> tuple[dict, list[list[str]], str, str]:
    entity, project = f"Entity E{i}", f"Project P{i}"
    routes = []
    for r in range(rng.randint(1, 3)):
        hops = rng.randint(2, 3)
        chain = [f"{project} maps to record K{i}R{r}0."]
        chain += [f"Record K{i}R{r}{h - 1} links to record K{i}R{r}{h}." for h in range(1, hops - 1)]
        chain.append(f"{entity} holds the rights of record K{i}R{r}{hops - 2}.")
        routes.append(_doc(src, spn, f"d{i}-{r}", chain))
    claim = f"{entity} holds the rights associated with {project}."
    case = {"case_id": f"c{i}", "question": f"Who holds the rights of {project}?", "reference_answer": [entity],
            "strata": {"question_type": TYPES[i % 3], "domain": DOMAINS[rng.randrange(2)]},
            "claims": [{"claim_id": "c", "text": claim, "consequential": i % 7 == 0,
                        "routes": [{"set_id": f"r{r}", "members": m} for r, m in enumerate(routes)]}]}
    return case, routes, claim, entity


def make_world(root: Path, n_cases: int = 300, seed: int = 7, missing_every: int = 17) -> Path:
    """Write sources, spans, cases and run.jsonl under `root` (the suite folder); return the run path."""
    rng = random.Random(seed)
    root.mkdir(parents=True, exist_ok=True)
    with (root / "sources.jsonl").open("w") as src, (root / "spans.jsonl").open("w") as spn, \
            (root / "cases.jsonl").open("w") as cas, (root / "run.jsonl").open("w") as run:
        noise = [_doc(src, spn, f"noise-{d}", [f"Record D{d} lists figure {rng.randint(1, 999)} units."])[0]
                 for d in range(40)]
        for i in range(n_cases):
            case, routes, claim, entity = _case(rng, i, src, spn)
            cas.write(json.dumps(case) + "\n")
            if missing_every and i % missing_every == 5:
                continue  # no record: unanswered and a retrieval miss
            route = routes[rng.randrange(len(routes))]
            cited = route if rng.random() < 0.6 else route[1:]
            if rng.random() < 0.1:
                cited = [rng.choice(noise)]  # cites the wrong thing
            retrieved = ([m for r in routes for m in r] + rng.sample(noise, 10))[:10]
            rng.shuffle(retrieved)
            trace = {"retrieved": [{"span_id": s, "rank": k + 1} for k, s in enumerate(retrieved)]}
            answer = claim if i % 5 else f"{entity} holds the rights."
            row = {"case_id": f"c{i}", "answer_text": answer, "trace": trace,
                   "claims": [{"text": answer, "claim_id": "c", "citations": [{"span_id": s} for s in cited]}]}
            run.write(json.dumps(row) + "\n")
    return root / "run.jsonl"


COUNTING = """
import os
from citeset.judges import RulesJudge


def counting(arg):
    # Each construction is one line in the log: which process built a judge (a model load, for a model judge).
    with open(arg, "a") as log:
        log.write(f"{os.getpid()}\\n")
    return RulesJudge()
"""


@pytest.fixture(scope="module")
def plugins(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A third-party judge (entry point `counting`) that logs every construction, importable here, in worker
    processes and in Ray workers."""
    root = tmp_path_factory.mktemp("plugins")
    install_judge_plugin(root, "counting_judge", COUNTING, "counting = counting_judge:counting")
    sys.path.insert(0, str(root))
    yield root
    sys.path.remove(str(root))


def judge_builders(world: tuple[Path, Path, Path], tmp_path: Path, *sharded: str) -> list[str]:
    """Evaluate `world` with the `counting` judge in one process, then with the `sharded` options; the report
    sets must match. Returns the processes (other than this one) that built a judge for the sharded run."""
    import os

    suite, run, _ = world
    log = tmp_path / "built.log"
    spec = f"counting:{log}"
    code, output = evaluate(suite, run, tmp_path / "one", "--workers", "1", "--judge", spec)
    assert code == 0, output
    log.unlink()
    code, output = evaluate(suite, run, tmp_path / "sharded", *sharded, "--judge", spec)
    assert code == 0, output
    for name in SET:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "sharded" / name).read_bytes(), name
    return [line for line in log.read_text().split() if line != str(os.getpid())]


def traced_peak(call: Callable[..., Any], *args: Any, chunk: int | None = None, **kwargs: Any) -> tuple[int, Any]:
    """`call(*args, **kwargs)` in a fresh interpreter: (the peak of the Python heap it allocated, what it returned).

    A peak traced in the test process counts whatever else allocates meanwhile: threads earlier tests left
    running, and process-wide memos that happen to grow. A full test run once read 8 MB where the call alone
    takes 3. The child runs the call once untraced first (imports, the judge's model), on `warm_up` if given,
    so that the traced call is a steady one. `chunk` sets the frozen-manifest reader's scan buffer (not what is
    measured)."""
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(1) as pool:
        return pool.apply(_traced, (call, args, kwargs, chunk))


def _traced(call: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any],
            chunk: int | None) -> tuple[int, Any]:
    import tracemalloc

    import citeset.scale._frozen

    if chunk is not None:
        citeset.scale._frozen._CHUNK = chunk
    warm_up = kwargs.pop("warm_up", None)
    if warm_up is not None:
        call(warm_up, *args[1:], **kwargs)
    tracemalloc.start()
    result = call(*args, **kwargs)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak, result
