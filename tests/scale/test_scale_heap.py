"""Shard workers (local processes, Ray actors) run the cyclic collector once between shards and freeze what
outlives a shard (the judge and its caches), so collections do not walk those again after every shard. A
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


def test_a_shard_own_cycles_are_collected_when_it_ends(heap: ShardHeap) -> None:
    node = _Node()
    gone = weakref.ref(node)
    del node
    heap.settle()
    assert gone() is None
