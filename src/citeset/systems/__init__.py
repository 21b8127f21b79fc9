"""Systems under test for `citeset probe`: adapters (python, http, openai) and a reference RAG system."""

from citeset.systems._protocol import Request, System, SystemFailure
from citeset.systems._registry import ENTRY_POINT_GROUP, available_systems, load_system
from citeset.systems.reference import FLAWS, ReferenceSystem

__all__ = ["ENTRY_POINT_GROUP", "FLAWS", "ReferenceSystem", "Request", "System", "SystemFailure",
           "available_systems", "load_system"]
