"""Baseline retrievers (BM25, dense), offset-keeping chunking, and partial-coverage retrieval metrics."""

from citeset.retrieval._bm25 import BM25Retriever, DenseRetriever, Retriever, make_retriever
from citeset.retrieval._chunk import ChunkSpec, TextChunk, chunk_text, chunk_versions, parse_chunking
from citeset.retrieval._metrics import complete_within, ranked_items, retrieval_tallies
from citeset.retrieval._retrieve import retrieve, write_run

__all__ = [
    "BM25Retriever",
    "ChunkSpec",
    "DenseRetriever",
    "Retriever",
    "TextChunk",
    "chunk_text",
    "chunk_versions",
    "complete_within",
    "make_retriever",
    "parse_chunking",
    "ranked_items",
    "retrieval_tallies",
    "retrieve",
    "write_run",
]
