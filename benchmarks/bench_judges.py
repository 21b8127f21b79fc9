"""Judge benchmarks: nli pairs/s at batch 1/8/32, citeset overhead over raw onnxruntime, cache hits/s.

    python benchmarks/bench_judges.py [--pairs 512] [--model PATH]

The nli figures use models built by `citeset.judges._testing.build_tiny_nli` (the same builder as the
tests; needs the `onnx` dev dependency): the "tiny" model of the tests, and a "small" one with per-token
dense layers so that inference costs something. `--model PATH` adds any real exported NLI model folder.
"Raw" is what a caller must do at minimum: tokenizer.encode_batch of the same (premise, claim) windows,
padded, and session.run, in the same batches; citeset adds token counting, windowing, combination and
Judgment objects on top.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from citeset.judges import JudgeRequest, JudgeSpec, Judgment, Label, Passage
from citeset.judges._cache import CachedJudge
from citeset.judges._nli import NLIJudge
from citeset.judges._testing import FILLER, SIGNALS, build_tiny_nli

THREADS = 1  # onnxruntime intra-op threads, for both citeset and raw (steadier on a shared machine)
REPEAT = 7


def make_requests(n: int, seed: int = 0) -> list[JudgeRequest]:
    rng = random.Random(seed)
    words = FILLER + list(SIGNALS)
    out = []
    for i in range(n):
        claim = " ".join(rng.choice(FILLER) for _ in range(rng.randint(8, 16)))
        passages = tuple(
            Passage(
                span_id=f"s{i}-{k}",
                text=" ".join(rng.choice(words) for _ in range(rng.randint(20, 50))) + ".",
            )
            for k in range(rng.randint(1, 3))
        )
        out.append(JudgeRequest(claim=f"{claim} {i}", evidence=passages))
    return out


def best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


_RAW_TOK: dict[int, Any] = {}


def raw_tokenizer(judge: NLIJudge) -> Any:
    """A plain tokenizers.Tokenizer with padding + truncation done in Rust (what a raw caller would use)."""
    if id(judge) not in _RAW_TOK:
        from tokenizers import Tokenizer

        assert judge._meta is not None
        tok = Tokenizer.from_file(str(judge._meta.folder / "tokenizer.json"))
        tok.enable_padding(pad_id=judge._pad_id)
        tok.enable_truncation(judge._meta.max_length)
        _RAW_TOK[id(judge)] = tok
    return _RAW_TOK[id(judge)]


def raw_ort(judge: NLIJudge, ordered: list[tuple[str, str]], batch: int) -> None:
    """The minimum without citeset: encode the same (premise, claim) pairs, pad, run the session."""
    import numpy as np

    tok, session, inputs = raw_tokenizer(judge), judge._session, judge._inputs
    for b in range(0, len(ordered), batch):
        enc = tok.encode_batch(ordered[b : b + batch])
        feed = {"input_ids": np.array([e.ids for e in enc], dtype=np.int64)}
        if "attention_mask" in inputs:
            feed["attention_mask"] = np.array([e.attention_mask for e in enc], dtype=np.int64)
        if "token_type_ids" in inputs:
            feed["token_type_ids"] = np.array([e.type_ids for e in enc], dtype=np.int64)
        session.run(None, feed)


def bench_nli(folder: Path, label: str, requests: Sequence[JudgeRequest]) -> None:
    print(f"\n nli judge, {label} model ({folder})")
    print(f" {'batch':>5} {'pairs':>6} {'citeset pairs/s':>16} {'raw ort pairs/s':>16} {'overhead':>9}")
    for batch in (1, 8, 32):
        judge = NLIJudge.from_arg(f"{folder},batch_size={batch},threads={THREADS}")
        judge.label_batch(requests[:4])  # load + warm up
        # the same pairs straight through tokenizer + session (all evidence fits one window here)
        pairs = [(" ".join(p.text for p in r.evidence), r.claim) for r in requests]
        ordered = sorted(pairs, key=lambda pair: len(pair[0]))
        # alternate the two so that load from other processes hits both alike; keep the best of each
        t_citeset, t_raw = float("inf"), float("inf")
        for _ in range(REPEAT):
            t_citeset = min(t_citeset, best_of(lambda j=judge: j.label_batch(requests), 1))  # type: ignore[misc]
            t_raw = min(t_raw, best_of(lambda j=judge, o=ordered, b=batch: raw_ort(j, o, b), 1))  # type: ignore[misc]
        n = len(requests)
        print(
            f" {batch:>5} {n:>6} {n / t_citeset:>16,.0f} {n / t_raw:>16,.0f} {(t_citeset / t_raw - 1):>8.1%}"
        )


class Fixed:
    spec = JudgeSpec(name="fixed", version="1")

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        return [
            Judgment(label=Label.ENTAILED, score=1.0, judge="fixed@1", spec_key=self.spec.key)
            for _ in requests
        ]


def bench_cache(tmp: Path, n: int = 50_000) -> None:
    cached = CachedJudge(Fixed(), tmp / "cache.sqlite")
    requests = make_requests(n, seed=1)
    asyncio.run(cached.judge(requests))
    keys = [r.key for r in requests]
    t_lookup = best_of(lambda: cached.lookup(keys))
    rounds = [
        [JudgeRequest(claim=r.claim, evidence=r.evidence) for r in requests] for _ in range(3)
    ]  # keys recomputed

    def full() -> None:
        asyncio.run(cached.judge(rounds.pop()))

    t_full = best_of(full, 3)
    print(f"\n cache: {n:,} entries in {cached.path.stat().st_size / 1e6:.1f} MB")
    print(f"   lookup() of known keys:          {n / t_lookup:>10,.0f} hits/s")
    print(f"   judge() incl. request key hashing: {n / t_full:>10,.0f} hits/s")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--pairs", type=int, default=512)
    parser.add_argument("--model", type=Path, action="append", default=[])
    args = parser.parse_args()
    requests = make_requests(args.pairs)
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        tiny = build_tiny_nli(tmp / "tiny", max_length=256)
        small = build_tiny_nli(tmp / "small", max_length=256, hidden=384, layers=4)
        small_q = build_tiny_nli(tmp / "small-int8", max_length=256, hidden=384, layers=4, quantize=True)
        print(
            f"{len(requests)} requests, {statistics.mean(len(r.evidence) for r in requests):.1f} passages each"
        )
        bench_nli(tiny, "tiny (test)", requests)
        bench_nli(small, "small (4 dense layers of 384 per token)", requests)
        bench_nli(small_q, "small, int8 quantised", requests)
        for folder in args.model:
            bench_nli(folder, "user", requests)
        bench_cache(tmp)


if __name__ == "__main__":
    main()
