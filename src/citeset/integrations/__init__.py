"""Framework integrations: LangChain, LlamaIndex and OpenInference traces -> citeset run records.

`citeset.integrations.langchain` (needs langchain-core) and `citeset.integrations.llamaindex` build records
from live objects; `citeset import openinference|langchain|llamaindex --suite SUITE` reads exported files.
Framework documents are evidence only where their text is found in a frozen suite version
(`citeset.integrations._core`).
"""

from citeset.integrations._core import Placement, SuiteIndex, TraceDocument, build_record, write_run

__all__ = ["Placement", "SuiteIndex", "TraceDocument", "build_record", "write_run"]
