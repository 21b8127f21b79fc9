"""LangChain documents and LlamaIndex nodes, as live objects or as their JSON dumps, -> `TraceDocument`.

Duck-typed, so the importers read exported files without the frameworks installed: a LangChain
`Document` (`page_content`, `metadata`, `id`; also its `dumpd` form `{"lc": 1, "kwargs": {...}}`) and a
LlamaIndex `NodeWithScore` (`node` with `id_`, `text`, `metadata`, `start_char_idx`, `end_char_idx`, the
source document in `relationships`; `score`; also its `to_dict()` form).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from citeset.errors import InputError
from citeset.integrations._core import TraceDocument, as_score


def _metadata(value: Any, where: str) -> dict[str, Any]:
    if value is None:
        return {}
    if isinstance(value, str):  # OpenInference records metadata as a JSON string
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            raise InputError("metadata is not a JSON object", field=where) from None
    if not isinstance(value, Mapping):
        raise InputError("metadata must be an object", field=where)
    return dict(value)


def langchain_document(obj: Any, where: str = "documents[0]") -> TraceDocument:
    """A LangChain `Document` (object, `model_dump()` or `dumpd` dict) as a trace document."""
    if isinstance(obj, Mapping):
        kwargs = obj.get("kwargs")
        data: Mapping[str, Any] = kwargs if obj.get("lc") is not None and isinstance(kwargs, Mapping) else obj
        text, meta, ident = data.get("page_content"), data.get("metadata"), data.get("id")
    elif hasattr(obj, "page_content"):
        text, meta, ident = obj.page_content, getattr(obj, "metadata", None), getattr(obj, "id", None)
    else:
        raise InputError("not a LangChain Document (no page_content)", field=where)
    if not isinstance(text, str):
        raise InputError("a document without text (page_content)", field=f"{where}.page_content")
    metadata = _metadata(meta, f"{where}.metadata")
    ident = ident if ident is not None else metadata.get("id")
    return TraceDocument(id=str(ident) if ident is not None else None, text=text,
                         score=as_score(metadata.get("score", metadata.get("relevance_score"))), metadata=metadata,
                         start=_start_index(metadata.get("start_index"), f"{where}.metadata.start_index"))


def _start_index(value: Any, where: str) -> int | None:
    """A text splitter's `start_index` (an int, or a string of ASCII digits); None when there is none or it is
    not a number (the text is then looked for). A string of other digits ('²', '٣': digits to str.isdigit(),
    no number to int()) is refused in words."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if not isinstance(value, str) or not value.isdigit():
        return None
    if not value.isascii():
        raise InputError(f"{value!r} is not a character offset (a whole number in ASCII digits)", field=where)
    return int(value)


def _node_fields(node: Any) -> dict[str, Any]:
    if isinstance(node, Mapping):
        return dict(node)
    return {"id_": getattr(node, "node_id", None), "text": getattr(node, "text", None),
            "metadata": getattr(node, "metadata", None), "start_char_idx": getattr(node, "start_char_idx", None),
            "end_char_idx": getattr(node, "end_char_idx", None), "ref_doc_id": getattr(node, "ref_doc_id", None)}


def _ref_doc(fields: Mapping[str, Any]) -> str | None:
    if fields.get("ref_doc_id") is not None:
        return str(fields["ref_doc_id"])
    source = (fields.get("relationships") or {}).get("1")  # NodeRelationship.SOURCE
    if isinstance(source, Mapping) and source.get("node_id") is not None:
        return str(source["node_id"])
    return None


def llamaindex_node(obj: Any, where: str = "source_nodes[0]") -> TraceDocument:
    """A LlamaIndex `NodeWithScore` (object or `to_dict()`), or a bare node, as a trace document."""
    if isinstance(obj, Mapping):
        node, score = (obj.get("node"), obj.get("score")) if "node" in obj else (obj, obj.get("score"))
    else:
        node, score = (obj.node, getattr(obj, "score", None)) if hasattr(obj, "node") else (obj, None)
    if node is None:
        raise InputError("a source node without its node", field=f"{where}.node")
    fields = _node_fields(node)
    text = fields.get("text")
    if not isinstance(text, str) or not text.strip():
        raise InputError("a LlamaIndex node without text", field=f"{where}.node.text")
    ident = fields.get("id_", fields.get("node_id"))
    start, end = fields.get("start_char_idx"), fields.get("end_char_idx")
    return TraceDocument(
        id=str(ident) if ident is not None else None, text=text, score=as_score(score),
        metadata=_metadata(fields.get("metadata"), f"{where}.node.metadata"),
        start=start if isinstance(start, int) and not isinstance(start, bool) else None,
        end=end if isinstance(end, int) and not isinstance(end, bool) else None, source=_ref_doc(fields))
