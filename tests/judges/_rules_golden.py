"""Golden decisions of the `rules` judge: the pairs, how they are replayed, and how the fixture is recorded.

The fixture `rules_golden.json` holds what the judge decided (label, score, rationale; for the training
path also the analysis override, score and feature vector) on four workloads, recorded by the code
before a speed change so that the change can be shown to decide exactly the same:

* `short`: the synthetic engine-like pairs of `benchmarks/bench_rules.py` (stored verbatim);
* `engine`: every judge call, in order, that `citeset evaluate` makes on a small generated suite
  (`benchmarks/bench_evaluate.py`) and that `citeset demo` makes (boundary questions of the scored
  judge and the precision guard of its strict sibling, stored verbatim);
* `attributionbench`, `wice`: a subset of the real dev pairs, read from the shared data folder
  (only digests of their texts are stored; the tests skip when the data is absent).

Re-record (only with the code whose decisions are the reference):
    python tests/judges/_rules_golden.py record [--out FILE] [--every N]
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout, suppress
from pathlib import Path
from typing import Any

from citeset.judges import Passage
from citeset.judges._rules import RulesJudge

FIXTURE = Path(__file__).with_name("rules_golden.json")
REAL_EVERY = 8  # every 8th real dev pair goes into the fixture (the full sets are checked by `record --every 1`)
Call = tuple[str, str, tuple[str, ...]]  # (variant, claim, evidence texts)


def digest(claim: str, texts: tuple[str, ...]) -> str:
    return hashlib.sha256(json.dumps([claim, list(texts)]).encode()).hexdigest()[:16]


def decision(judge: RulesJudge, claim: str, texts: tuple[str, ...]) -> list[Any]:
    j = judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)])
    return [str(j.label), j.score, j.rationale]


def training_view(probe: RulesJudge, claim: str, texts: tuple[str, ...]) -> list[Any]:
    """What `calibration._training.load_pairs` reads from an analysis (override, score, vector)."""
    a = probe.analyse(claim, texts, with_vector=True)
    decided = None if a.decided is None else [str(a.decided[0]), a.decided[1], a.decided[2]]
    return [decided, a.score, a.vector]


def short_pairs(n: int = 200) -> list[tuple[str, tuple[str, ...]]]:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from bench_rules import short_pairs as bench_short

    return [(claim, tuple(p.text for p in ev)) for claim, ev in bench_short(n)]


_SWAPS = ((" is ", " is not "), (" was ", " was not "), (" not ", " "), (" may ", " must "), (" must ", " may "))


def _perturbed(claim: str) -> str:
    """The claim with its digits shifted, a negation toggled or a modal swapped, and an opposite relation word
    (exercises the slot, polarity and opposite-relation checks on real text)."""
    from citeset.judges._rules_lexicon import OPPOSITE_PAIRS

    out = "".join(str((int(c) + 1) % 10) if c in "0123456789" else c for c in claim)
    for a, b in _SWAPS:
        if a in out:
            out = out.replace(a, b, 1)
            break
    for a, b in OPPOSITE_PAIRS:
        if f" {a} " in out:
            return out.replace(f" {a} ", f" {b} ", 1)
    return out


def real_pairs(data: Path, every: int) -> list[tuple[str, str, tuple[str, ...]]]:
    """(dataset, claim, texts) of AttributionBench dev and WiCE dev, as calibration reads them, plus perturbed
    claims against the same evidence and WiCE claims against their page's first three sentences only."""
    from citeset.calibration._items import read_attributionbench, read_wice

    ab = read_attributionbench(data / "attributionbench/dev_all_subset_balanced.jsonl")[::every]
    wice = read_wice(data / "wice/claim_dev.jsonl")[::every]
    out = [("attributionbench", i.claim, tuple(i.evidence)) for i in ab]
    out += [("wice", i.claim, tuple(i.evidence)) for i in wice]
    out += [("attributionbench~", _perturbed(i.claim), tuple(i.evidence)) for i in ab]
    out += [("wice~", _perturbed(i.claim), tuple(i.evidence)) for i in wice]
    return out + [("wice:3", i.claim, tuple(i.evidence[:3])) for i in wice]


@contextmanager
def recording_calls() -> Iterator[list[Call]]:
    """Record every judge decision (variant, claim, texts) made inside the block: every path (`label`, the engine's
    batched `judge`) decides through `RulesJudge.label_texts`."""
    calls: list[Call] = []
    original = RulesJudge.label_texts

    def label_texts(self: RulesJudge, claim: str, texts: tuple[str, ...]) -> Any:
        calls.append((self.variant, claim, tuple(texts)))
        return original(self, claim, texts)

    RulesJudge.label_texts = label_texts  # type: ignore[method-assign]
    try:
        yield calls
    finally:
        RulesJudge.label_texts = original  # type: ignore[method-assign]


def engine_calls(workdir: Path, n_claims: int = 120) -> list[Call]:
    """The judge calls of `citeset evaluate` on a generated suite and of `citeset demo`, in order."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from bench_evaluate import generate

    from citeset.cli import cli

    suite = workdir / "suite"
    generate(suite, n_claims)
    with recording_calls() as calls, redirect_stdout(io.StringIO()):
        for argv in (
            ["evaluate", str(suite), str(suite / "run.jsonl"), "--out", str(workdir / "out"), "--force",
             "--no-progress", "--workers", "1"],
            ["demo"],
        ):
            with suppress(SystemExit):
                cli.main(argv, standalone_mode=False)
    return list(dict.fromkeys(calls))  # each distinct call once, in first-call order


def replay(calls: list[Call]) -> list[list[Any]]:
    """Decisions of the calls in order, by one scored judge and its strict sibling (as the engine does)."""
    scored = RulesJudge()
    judges = {"scored": scored, "strict": scored.strict_sibling()}
    return [decision(judges[variant], claim, texts) for variant, claim, texts in calls]


def real_records(data: Path, every: int) -> list[dict[str, Any]]:
    scored, strict = RulesJudge(cache=0), RulesJudge(variant="strict", cache=0)
    return [
        {"dataset": name, "digest": digest(c, t), "scored": decision(scored, c, t),
         "strict": decision(strict, c, t), "training": training_view(strict, c, t)}
        for name, c, t in real_pairs(data, every)
    ]


def record(out: Path, every: int, data: Path) -> dict[str, Any]:
    import tempfile

    fixture: dict[str, Any] = {"real_every": every}
    pairs = short_pairs()
    fixture["short"] = [
        {"claim": c, "texts": list(t), "scored": decision(RulesJudge(cache=0), c, t),
         "strict": decision(RulesJudge(variant="strict", cache=0), c, t)}
        for c, t in pairs
    ]
    with tempfile.TemporaryDirectory() as tmp:
        calls = engine_calls(Path(tmp))
    fixture["engine"] = [
        {"variant": v, "claim": c, "texts": list(t), "decision": d}
        for (v, c, t), d in zip(calls, replay(calls), strict=True)
    ]
    fixture["real"] = real_records(data, every)
    out.write_text(json.dumps(fixture, ensure_ascii=False, indent=0) + "\n")
    return fixture


def main() -> None:
    from citeset.calibration.train import default_data

    parser = argparse.ArgumentParser(description="record the rules judge's golden decisions")
    parser.add_argument("command", choices=["record", "check"])
    parser.add_argument("--out", type=Path, default=FIXTURE)
    parser.add_argument("--every", type=int, default=REAL_EVERY)
    parser.add_argument("--data", type=Path, default=None)
    args = parser.parse_args()
    data = args.data or default_data()
    if args.command == "check":  # compare today's decisions with a fixture (e.g. one recorded with --every 1)
        fx = json.loads(args.out.read_text())
        now = real_records(data, fx["real_every"])
        bad = [i for i, (a, b) in enumerate(zip(fx["real"], now, strict=True)) if a != json.loads(json.dumps(b))]
        calls = [(e["variant"], e["claim"], tuple(e["texts"])) for e in fx["engine"]]
        bad_engine = [i for i, (e, d) in enumerate(zip(fx["engine"], replay(calls), strict=True)) if e["decision"] != d]
        bad_short = [i for i, e in enumerate(fx["short"])
                     if [e["scored"], e["strict"]] != [decision(RulesJudge(cache=0), e["claim"], tuple(e["texts"])),
                        decision(RulesJudge(variant="strict", cache=0), e["claim"], tuple(e["texts"]))]]
        print(f"{args.out}: {len(now)} real pairs, {len(bad)} differ {bad[:10]}; {len(calls)} engine calls, "
              f"{len(bad_engine)} differ; {len(fx['short'])} short pairs, {len(bad_short)} differ")
        raise SystemExit(1 if bad or bad_engine or bad_short else 0)
    fx = record(args.out, args.every, data)
    print(f"wrote {args.out}: {len(fx['short'])} short, {len(fx['engine'])} engine calls, {len(fx['real'])} real")


if __name__ == "__main__":
    main()
