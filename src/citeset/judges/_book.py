"""Deduplicating, batching access to a judge for the evaluation engine."""

from __future__ import annotations

import asyncio
from collections import Counter

from citeset.judges._cache import BrokenCache
from citeset.judges._protocol import Judge, JudgeRequest, Judgment, failed


class LabelBook:
    """Asks each distinct question once and batches the questions of concurrent cases.

    Many case coroutines call `label()`; requests made in the same event-loop turn are sent to the
    judge as one batch, so model judges can batch across cases while the engine stays sequential.
    """

    def __init__(self, judge: Judge, max_batch: int = 256, dedupe: bool = True) -> None:
        self.judge = judge
        self.max_batch = max_batch
        self.dedupe = dedupe
        self._futures: dict[str, asyncio.Future[Judgment]] = {}
        self._pending: list[tuple[JudgeRequest, asyncio.Future[Judgment]]] = []
        self._flush_scheduled = False
        self._tasks: set[asyncio.Task[None]] = set()
        self.calls = 0
        self.asked = 0
        self.by_purpose: Counter[str] = Counter()

    async def label(self, request: JudgeRequest) -> Judgment:
        self.asked += 1
        key = request.key
        fut = self._futures.get(key) if self.dedupe else None
        if fut is None:
            loop = asyncio.get_running_loop()
            fut = loop.create_future()
            self._futures[key] = fut
            self._pending.append((request, fut))
            self.calls += 1
            self.by_purpose[request.purpose] += 1
            if not self._flush_scheduled:
                self._flush_scheduled = True
                loop.call_soon(self._flush)
        return await fut

    def forget(self) -> None:
        """Drop settled answers (bounded memory on long runs); pending ones are kept."""
        self._futures = {k: f for k, f in self._futures.items() if not f.done()}

    def _flush(self) -> None:
        self._flush_scheduled = False
        pending, self._pending = self._pending, []
        for i in range(0, len(pending), self.max_batch):
            task = asyncio.ensure_future(self._run(pending[i : i + self.max_batch]))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _run(self, batch: list[tuple[JudgeRequest, asyncio.Future[Judgment]]]) -> None:
        requests = [r for r, _ in batch]
        try:
            results = await self.judge.judge(requests)
            if len(results) != len(requests):
                raise RuntimeError(f"judge returned {len(results)} labels for {len(requests)} requests")
        except BrokenCache as exc:  # a label cache SQLite cannot read: the run ends (exit 2), no claim escalates
            for _, fut in batch:
                if not fut.done():
                    fut.set_exception(exc)
            return
        except Exception as exc:  # a judge bug must not crash the run: every claim escalates instead
            results = [failed(self.judge.spec, f"{type(exc).__name__}: {exc}") for _ in requests]
        for (_, fut), result in zip(batch, results, strict=True):
            if not fut.done():
                fut.set_result(result)
