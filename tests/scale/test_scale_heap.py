"""Shard workers (local processes, Ray actors) run the cyclic collector between shards, and only every few
shards while collections find next to nothing, and freeze what outlives a shard (the judge and its caches),
so collections do not walk those again after every shard. A
third-party judge may keep objects in reference cycles in such a cache: once evicted they are garbage among
frozen objects, which only a full collection finds. It must find them within a few shards, so that a long run
does not grow without bound."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from citeset.scale._shard import ShardHeap


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the cyclic collector frees it
        self.payload = bytearray(1024)


@pytest.fixture
def heap() -> Iterator[ShardHeap]:
    """A `ShardHeap` owning this test process's collector for the test, which gets it back as it was."""
    was_enabled = gc.isenabled()
    try:
        yield ShardHeap()
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()


def test_cycles_evicted_from_what_outlived_earlier_shards_are_reclaimed_within_a_few_shards(heap: ShardHeap) -> None:
    assert not gc.isenabled()
    cache = [_Node() for _ in range(200)]  # a judge's cache, filled during the first shard
    heap.settle()
    first = weakref.ref(cache[0])
    cache.clear()  # evicted during a later shard: garbage now, among frozen objects
    for _ in range(ShardHeap.FULL_EVERY):
        heap.settle()
    assert first() is None


def _shard_leaving_cycles(n: int) -> weakref.ref[_Node]:
    nodes = [_Node() for _ in range(n)]
    first = weakref.ref(nodes[0])
    del nodes
    return first


def test_a_shard_own_cycles_are_collected_when_it_ends_while_shards_leave_cyclic_garbage(heap: ShardHeap) -> None:
    for _ in range(ShardHeap.FULL_EVERY + 3):
        gone = _shard_leaving_cycles(500)
        heap.settle()
        assert gone() is None


def _collections_during(heap: ShardHeap, shards: int, cycles_per_shard: int) -> list[int]:
    """The shards (from 1) after which the collector ran."""
    ran: list[int] = []
    shard = [0]

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            ran.append(shard[0])

    gc.callbacks.append(seen)
    try:
        for shard[0] in range(1, shards + 1):
            _shard_leaving_cycles(cycles_per_shard)
            heap.settle()
    finally:
        gc.callbacks.remove(seen)
    return sorted(set(ran))


def test_shards_that_leave_almost_no_cyclic_garbage_are_collected_only_every_few_shards(heap: ShardHeap) -> None:
    # Walking what outlives a shard (a judge's feature cache) costs as much as the collection itself: when
    # collections find next to nothing, the next ones wait, but never more than FULL_EVERY shards.
    ran = _collections_during(heap, 3 * ShardHeap.FULL_EVERY, cycles_per_shard=2)
    assert ran == [1, ShardHeap.FULL_EVERY, 2 * ShardHeap.FULL_EVERY, 3 * ShardHeap.FULL_EVERY]


def test_once_shards_leave_cyclic_garbage_again_every_shard_is_collected(heap: ShardHeap) -> None:
    _collections_during(heap, 2, cycles_per_shard=2)  # quiet: the collector waits
    ran = _collections_during(heap, ShardHeap.FULL_EVERY, cycles_per_shard=1000)
    found_by = ShardHeap.FULL_EVERY - 2  # the full collection after the 8th shard overall finds the garbage
    assert ran == [found_by, *range(found_by + 1, ShardHeap.FULL_EVERY + 1)]
