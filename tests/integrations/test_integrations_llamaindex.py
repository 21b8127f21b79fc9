"""LlamaIndex: a real query pipeline (sentence splitter, vector index, mock embedding and LLM, all local)
-> `Response.source_nodes` -> run record and chunk table; the same through a file and `citeset import`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("llama_index.core")

from llama_index.core import Document, Settings, VectorStoreIndex
from llama_index.core.base.response.schema import Response
from llama_index.core.embeddings import MockEmbedding
from llama_index.core.llms import MockLLM
from llama_index.core.node_parser import SentenceSplitter
from llama_index.core.schema import NodeWithScore, TextNode

import citeset
from citeset.cli import main
from citeset.errors import InputError
from citeset.integrations.llamaindex import dump_row, to_record
from conftest import TEXTS, cedar_case, make_suite, oak_case

ANSWER = "Entity R holds the rights associated with Project Cedar. [1][2]"
QUESTION = "Which entity holds the rights associated with Project Cedar?"


@pytest.fixture
def suite_dir(tmp_path: Path) -> Path:
    return make_suite(tmp_path / "suite", [cedar_case("cedar"), oak_case("oak")])


@pytest.fixture
def response() -> Any:
    """What a LlamaIndex query engine over the suite's documents returns (answer text replaced)."""
    Settings.llm, Settings.embed_model = MockLLM(max_tokens=8), MockEmbedding(embed_dim=8)
    docs = [Document(text=TEXTS[v], id_=v) for v in ("map-v1", "rights-v3", "registry-v2")]
    nodes = SentenceSplitter(chunk_size=24, chunk_overlap=0).get_nodes_from_documents(docs)
    engine = VectorStoreIndex(nodes).as_query_engine(similarity_top_k=len(nodes))
    got = engine.query(QUESTION)
    wanted = ("Project Cedar is mapped", "Entity R holds")  # put the two supporting nodes first, as cited
    first = [n for w in wanted for n in got.source_nodes if w in n.node.get_content()]
    rest = [n for n in got.source_nodes if n not in first]
    return Response(response=ANSWER, source_nodes=first + rest)


def test_response_source_nodes_become_record_and_chunk_table(suite_dir: Path, response: Any) -> None:
    suite = citeset.load_suite(suite_dir)
    record = to_record(suite, response, question=QUESTION)
    nodes = response.source_nodes
    assert record.case_id == "cedar"
    assert [(r.span_id, r.rank, r.score) for r in record.trace.retrieved] == [
        (n.node.node_id, i + 1, n.score) for i, n in enumerate(nodes)]
    for chunk, node in zip(record.trace.chunks, nodes, strict=True):
        # placed by the node's source document and its own offsets, which reproduce its text
        assert chunk.version_id == node.node.ref_doc_id
        assert (chunk.start, chunk.end) == (node.node.start_char_idx, node.node.end_char_idx)
    result = citeset.evaluate(suite, citeset.Run.from_records([record], suite), cases="run")
    assert [c.verdict for c in result.cards] == ["accept"]


def test_a_node_placed_nowhere_is_not_evidence(suite_dir: Path) -> None:
    suite = citeset.load_suite(suite_dir)
    node = TextNode(text="Entity R holds the rights associated with Project Cedar.", id_="made-up",
                    metadata={"version_id": "memo-v1x"})
    record = to_record(suite, Response(response="Entity R holds it. [1]", source_nodes=[NodeWithScore(node=node)]),
                       case_id="cedar")
    assert record.trace.chunks == [] and [r.span_id for r in record.trace.retrieved] == ["made-up"]


def test_a_node_without_text_is_bad_input(suite_dir: Path) -> None:
    suite = citeset.load_suite(suite_dir)
    empty = NodeWithScore(node=TextNode(text="", id_="n"), score=0.1)
    with pytest.raises(InputError, match="without text"):
        to_record(suite, Response(response="x", source_nodes=[empty]), case_id="cedar")


def test_file_export_imports_as_the_same_record(suite_dir: Path, response: Any, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    suite = citeset.load_suite(suite_dir)
    bad = {"query": QUESTION, "response": "x", "source_nodes": [{"node": {"id_": "n"}, "score": 1.0}],
           "case_id": "oak"}
    src = tmp_path / "responses.jsonl"
    src.write_text(json.dumps(dump_row(QUESTION, response)) + "\n" + json.dumps(bad) + "\n")
    main(["import", "llamaindex", str(src), "--suite", str(suite_dir), "--out", str(tmp_path / "run.jsonl")])
    err = capsys.readouterr().err
    assert "responses.jsonl:2: field 'source_nodes[0].node.text': a LlamaIndex node without text" in err
    imported = citeset.load_run(tmp_path / "run.jsonl", suite).records["cedar"]
    assert imported == to_record(suite, response, case_id="cedar")
