"""Resolving citations and retrieved ids to exact ranges of frozen versions, and route coverage (DESIGN §1).

Below both the retrieval metrics and the evidence engine, so that both read one definition of *covers* and
*complete*."""

from citeset.resolve._resolve import Resolved, Resolver, Unresolved, covers, find_text
from citeset.resolve._routes import (
    ChunkIndex,
    RouteCover,
    closest,
    first_complete,
    first_pending,
    rank_needed,
    route_covers,
)

__all__ = [
    "ChunkIndex",
    "Resolved",
    "Resolver",
    "RouteCover",
    "Unresolved",
    "closest",
    "covers",
    "find_text",
    "first_complete",
    "first_pending",
    "rank_needed",
    "route_covers",
]
