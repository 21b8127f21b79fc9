"""Runs: the answers, citations and traces of the system under test."""

from citeset.runs._load import Run, load_run
from citeset.runs._models import Chunk, Citation, OutputClaim, Retrieved, RunRecord, SourceRef, Trace

__all__ = ["Chunk", "Citation", "OutputClaim", "Retrieved", "Run", "RunRecord", "SourceRef", "Trace", "load_run"]
