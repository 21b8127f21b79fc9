"""Dense retrieval from a local ONNX model folder, with a tiny bag-of-words model built in the test."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from citeset.errors import InputError
from citeset.retrieval import DenseRetriever, make_retriever, retrieve
from citeset.suite import Case, ReferenceClaim, Route, load_suite, write_suite

onnx = pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")
tokenizers = pytest.importorskip("tokenizers")

DOCS = ["paris is the capital of france", "rome is the capital of italy", "cheese is made from milk"]


def tiny_model(folder: Path) -> Path:
    """One-hot word embeddings + masked output: mean pooling then gives a bag-of-words vector."""
    from onnx import TensorProto, helper, numpy_helper
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers

    words = sorted({w for d in DOCS for w in d.split()})
    vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
    tok.normalizer = normalizers.Lowercase()
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    folder.mkdir(parents=True)
    tok.save(str(folder / "tokenizer.json"))

    table = np.zeros((len(vocab), len(vocab)), dtype=np.float32)
    for i in range(2, len(vocab)):
        table[i, i] = 1.0
    nodes = [
        helper.make_node("Gather", ["table", "input_ids"], ["emb"]),
        helper.make_node("Cast", ["attention_mask"], ["maskf"], to=TensorProto.FLOAT),
        helper.make_node("Unsqueeze", ["maskf", "axis"], ["mask3"]),
        helper.make_node("Mul", ["emb", "mask3"], ["token_embeddings"]),
    ]
    graph = helper.make_graph(
        nodes, "bow",
        [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["b", "t"]),
         helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["b", "t"])],
        [helper.make_tensor_value_info("token_embeddings", TensorProto.FLOAT, ["b", "t", len(vocab)])],
        [numpy_helper.from_array(table, "table"), numpy_helper.from_array(np.array([2], dtype=np.int64), "axis")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    onnx.save(model, str(folder / "model.onnx"))
    return folder


def test_dense_ranks_by_embedding_similarity(tmp_path: Path) -> None:
    engine = DenseRetriever(str(tiny_model(tmp_path / "m")))
    engine.index(DOCS)
    hits = engine.search(["capital of italy", "milk"], k=2)
    assert [i for i, _ in hits[0]] == [1, 0]
    assert hits[1][0][0] == 2 and hits[1][0][1] == pytest.approx(1 / np.sqrt(5), rel=1e-5)  # 1 of 5 words


def test_dense_retrieve_over_suite(tmp_path: Path) -> None:
    from citeset.corpus import SourceVersion, Span

    versions = [SourceVersion(version_id=f"v{i}", source_id=f"v{i}", text=t) for i, t in enumerate(DOCS)]
    spans = [Span(span_id="g", version_id="v1", start=0, end=len(DOCS[1]), exact=DOCS[1])]
    claim = ReferenceClaim(claim_id="c", text="Rome is the capital of Italy.", routes=(Route(set_id="r", members=("g",)),))
    suite = load_suite(write_suite(tmp_path / "s", versions, spans,
                                   [Case(case_id="q", question="capital of italy", claims=(claim,))]))
    model = tiny_model(tmp_path / "m")
    (record,) = retrieve(suite, make_retriever(f"dense:{model}"), k=1, chunking="versions")
    assert record.trace is not None and record.trace.chunks[0].version_id == "v1"


def test_dense_folder_without_model_is_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError) as err:
        make_retriever(f"dense:{tmp_path}")
    assert err.value.field == "retriever"


@pytest.mark.parametrize(("name", "content"), [("model.onnx", b"not a model"), ("tokenizer.json", b"{"),
                                               ("tokenizer.json", b"\xff\xfe"), ("model.onnx", b"")])
def test_a_dense_folder_whose_model_cannot_load_is_input_error(tmp_path: Path, name: str, content: bytes) -> None:
    """A broken model.onnx or tokenizer.json is bad input naming the file (exit 2), not an onnxruntime or
    tokenizers exception ending `citeset retrieve` as an internal error (exit 3; a hardening audit)."""
    model = tiny_model(tmp_path / "m")
    (model / name).write_bytes(content)
    with pytest.raises(InputError) as err:
        make_retriever(f"dense:{model}")
    assert err.value.field == "retriever" and name in str(err.value), err.value


def test_a_dense_model_that_does_not_embed_is_input_error(tmp_path: Path) -> None:
    """A model whose inputs or outputs are not an embedding model's fails at the first batch as bad input."""
    from onnx import TensorProto, helper

    model = tiny_model(tmp_path / "m")
    graph = helper.make_graph(
        [helper.make_node("Identity", ["x"], ["y"])], "other",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])])
    other = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    other.ir_version = 8
    onnx.save(other, str(model / "model.onnx"))
    engine = make_retriever(f"dense:{model}")
    with pytest.raises(InputError) as err:
        engine.index(DOCS)
    assert err.value.field == "retriever" and "model.onnx" in str(err.value), err.value
