"""Build a tiny but real NLI model folder (ONNX graph + tokenizers tokenizer.json + config.json).

Used by the tests and by `benchmarks/bench_judges.py`; needs the `onnx` package (a dev dependency),
never imported by citeset at run time.

The graph is embedding -> masked sum over tokens -> (optional dense layers) -> linear -> logits. Its
"semantics" are readable: word `confirms` pushes towards entailment, `denies` towards contradiction,
and `hopa` + `hopb` entail only when both are in the same input (a two-hop joint-support probe).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"]
SIGNALS = {"confirms": (6.0, 0.0), "denies": (0.0, 6.0), "hopa": (3.0, 0.0), "hopb": (3.0, 0.0)}
FILLER = [
    "the",
    "a",
    "an",
    "of",
    "in",
    "on",
    "is",
    "was",
    "to",
    "and",
    "it",
    "that",
    "this",
    "by",
    "for",
    "with",
    "as",
    "at",
    "from",
    "be",
    "are",
    "were",
    "has",
    "have",
    "had",
    "not",
    "paris",
    "france",
    "capital",
    "city",
    "river",
    "population",
    "million",
    "year",
    "company",
    "founded",
    "report",
    "says",
    "claim",
    "evidence",
    "source",
    "window",
    "passage",
    "policy",
    "returns",
    "days",
    "within",
    "customers",
    "may",
    "items",
    "thirty",
    "sixty",
    "entity",
    "holds",
    "rights",
]
THREE_WAY = {"0": "CONTRADICTION", "1": "NEUTRAL", "2": "ENTAILMENT"}  # roberta-large-mnli order
TWO_WAY = {"0": "unsupported", "1": "supported"}  # MiniCheck-style


def vocabulary(extra_words: int = 0) -> dict[str, int]:
    words = SPECIAL + list(SIGNALS) + FILLER + [f"w{i}" for i in range(extra_words)]
    return {w: i for i, w in enumerate(dict.fromkeys(words))}


def build_tokenizer(vocab: dict[str, int]) -> Any:
    from tokenizers import Tokenizer, normalizers, pre_tokenizers, processors
    from tokenizers.models import WordLevel

    tok = Tokenizer(WordLevel(vocab, unk_token="[UNK]"))
    tok.normalizer = normalizers.Lowercase()
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]",
        pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", vocab["[CLS]"]), ("[SEP]", vocab["[SEP]"])],
    )
    return tok


def _graph(vocab: dict[str, int], labels: str, hidden: int, layers: int, seed: int) -> Any:
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(seed)
    n_out = 3 if labels == "3way" else 2
    # semantic dims: [entail, contradict, neutral-bias]
    sem = np.zeros((len(vocab), 2), dtype=np.float32)
    for word, (e, c) in SIGNALS.items():
        sem[vocab[word]] = (e, c)
    nodes = [
        helper.make_node("Gather", ["emb", "input_ids"], ["tok"]),
        helper.make_node("Cast", ["attention_mask"], ["maskf"], to=TensorProto.FLOAT),
        helper.make_node("Unsqueeze", ["maskf", "axis2"], ["mask3"]),
        helper.make_node("Mul", ["tok", "mask3"], ["masked"]),
    ]
    inits = [numpy_helper.from_array(np.array([2], dtype=np.int64), "axis2")]
    if hidden:  # extra compute for benchmarks: per-token dense layers, semantics kept in 2 dims
        emb = np.concatenate([sem, rng.normal(0, 0.1, (len(vocab), hidden - 2)).astype(np.float32)], axis=1)
        x = "masked"
        for i in range(layers):
            w = rng.normal(0, 0.05, (hidden, hidden)).astype(np.float32)
            w[:2, :] = 0.0
            w[:, :2] = 0.0
            w[0, 0] = w[1, 1] = 1.0  # pass the semantic dims through unchanged
            inits.append(numpy_helper.from_array(w, f"w{i}"))
            nodes += [
                helper.make_node("MatMul", [x, f"w{i}"], [f"h{i}"]),
                helper.make_node("Relu", [f"h{i}"], [f"r{i}"]),
            ]
            x = f"r{i}"
        pooled_in, dim = x, hidden
    else:
        emb, pooled_in, dim = sem, "masked", 2
    inits.append(numpy_helper.from_array(emb, "emb"))
    nodes.append(helper.make_node("ReduceSum", [pooled_in, "axis1"], ["pooled"], keepdims=0))
    inits.append(numpy_helper.from_array(np.array([1], dtype=np.int64), "axis1"))
    w_out = np.zeros((dim, n_out), dtype=np.float32)
    if labels == "3way":  # outputs in THREE_WAY order: contradiction, neutral, entailment
        w_out[0, 2], w_out[1, 0] = 1.0, 1.0
        bias = np.array([-4.0, 1.0, -4.0], dtype=np.float32)
    else:  # TWO_WAY: unsupported, supported
        w_out[0, 1] = 1.0
        bias = np.array([1.0, -4.0], dtype=np.float32)
    inits += [numpy_helper.from_array(w_out, "w_out"), numpy_helper.from_array(bias, "b_out")]
    nodes += [
        helper.make_node("MatMul", ["pooled", "w_out"], ["lin"]),
        helper.make_node("Add", ["lin", "b_out"], ["logits"]),
    ]
    graph = helper.make_graph(
        nodes,
        "citeset-tiny-nli",
        [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "seq"]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "seq"]),
        ],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", n_out])],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def build_tiny_nli(
    folder: Path,
    *,
    labels: str = "3way",
    max_length: int = 64,
    id2label: bool = True,
    quantize: bool = False,
    hidden: int = 0,
    layers: int = 0,
    extra_words: int = 0,
    seed: int = 0,
) -> Path:
    """Write model.onnx, tokenizer.json and config.json into `folder` and return it."""
    import onnx

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    vocab = vocabulary(extra_words)
    build_tokenizer(vocab).save(str(folder / "tokenizer.json"))
    model = _graph(vocab, labels, hidden, layers, seed)
    target = folder / "model.onnx"
    if quantize:
        from onnxruntime.quantization import QuantType, quantize_dynamic

        raw = folder / "model.fp32.onnx"
        onnx.save(model, str(raw))
        quantize_dynamic(str(raw), str(target), weight_type=QuantType.QInt8)
        raw.unlink()
    else:
        onnx.save(model, str(target))
    config: dict[str, Any] = {
        "model_type": "citeset-tiny",
        "max_position_embeddings": max_length,
        "pad_token_id": 0,
    }
    if id2label:
        config["id2label"] = THREE_WAY if labels == "3way" else TWO_WAY
    (folder / "config.json").write_text(json.dumps(config, indent=2))
    return folder
