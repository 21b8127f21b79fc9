"""Baseline retrievers: BM25 (bm25s) and dense retrieval from a local ONNX embedding model folder.

Both are optional dependencies imported lazily (`pip install citeset[retrieval]` for BM25,
`citeset[nli]` brings onnxruntime + tokenizers for dense), so `import citeset` works without them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

from citeset.errors import InputError

Hits = list[list[tuple[int, float]]]
"""Per query: (document index, score), best first."""


class Retriever(Protocol):
    name: str

    def index(self, texts: Sequence[str]) -> None: ...

    def search(self, queries: Sequence[str], k: int) -> Hits: ...


def _need(module: str, extra: str) -> Any:
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        raise InputError(f"this retriever needs the optional package '{module}' "
                         f"(pip install 'citeset[{extra}]')", field="retriever") from None


class BM25Retriever:
    """Okapi BM25 (Lucene variant, k1=1.5, b=0.75) over English tokens with stopwords removed."""

    name = "bm25"

    def __init__(self, k1: float = 1.5, b: float = 0.75, threads: int = 0) -> None:
        self.k1, self.b, self.threads = k1, b, threads
        self._model: Any = None
        self._tokenizer: Any = None
        self._size = 0

    def index(self, texts: Sequence[str]) -> None:
        bm25s = _need("bm25s", "retrieval")
        from bm25s.tokenization import Tokenizer

        self._tokenizer = Tokenizer(stopwords="en")
        tokens = self._tokenizer.tokenize(list(texts), show_progress=False, return_as="tuple")
        self._model = bm25s.BM25(k1=self.k1, b=self.b)
        self._model.index(tokens, show_progress=False)
        self._size = len(texts)

    def search(self, queries: Sequence[str], k: int) -> Hits:
        if self._model is None:
            raise RuntimeError("index() first")
        k = min(k, self._size)
        if k <= 0 or not queries:
            return [[] for _ in queries]
        # Unknown query words must not grow the vocabulary: they match nothing.
        ids = self._tokenizer.tokenize(list(queries), update_vocab=False, show_progress=False, return_as="ids")
        docs, scores = self._model.retrieve(ids, k=k, show_progress=False, n_threads=self.threads)
        out: Hits = []
        for row_docs, row_scores in zip(docs, scores, strict=True):
            # Zero-score hits are arbitrary documents (no shared term): drop them rather than rank noise.
            out.append([(int(d), float(s)) for d, s in zip(row_docs, row_scores, strict=True) if s > 0])
        return out


@contextmanager
def _unusable(path: Path, what: str) -> Iterator[None]:
    """A model file onnxruntime or tokenizers cannot use is bad input naming it (exit 2): their exceptions have
    no common base class, and ended `citeset retrieve` as an internal error."""
    try:
        yield
    except Exception as exc:
        raise InputError(f"{what}: {type(exc).__name__}: {exc}", path=path, field="retriever") from None


class DenseRetriever:
    """Cosine similarity of mean-pooled embeddings from a local sentence-transformers ONNX export.

    The folder must hold `tokenizer.json` and an ONNX model (`model.onnx` or `onnx/model.onnx`)
    taking `input_ids` and `attention_mask` (and `token_type_ids` when declared) and returning token
    embeddings (or an already pooled `sentence_embedding`).
    """

    name = "dense"

    def __init__(self, folder: str, batch_size: int = 32, max_length: int = 256,
                 tick: Callable[[int, int], None] | None = None) -> None:
        self.folder = Path(folder)
        self.batch_size, self.max_length, self.tick = batch_size, max_length, tick
        model = next((p for p in (self.folder / "model.onnx", self.folder / "onnx" / "model.onnx") if p.exists()),
                     None)
        tok = self.folder / "tokenizer.json"
        if model is None or not tok.exists():
            raise InputError("a dense model folder needs tokenizer.json and model.onnx (or onnx/model.onnx)",
                             path=self.folder, field="retriever")
        ort = _need("onnxruntime", "nli")
        tokenizers = _need("tokenizers", "nli")
        self.model = model
        with _unusable(model, "cannot load the dense model"):
            self._session = ort.InferenceSession(str(model), providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        with _unusable(tok, "cannot load the dense model's tokenizer"):
            self._tokenizer = tokenizers.Tokenizer.from_file(str(tok))
        self._tokenizer.enable_truncation(max_length=max_length)
        self._tokenizer.enable_padding()
        self._matrix: Any = None

    def embed(self, texts: Sequence[str]) -> Any:
        import numpy as np

        rows: list[Any] = []
        for first in range(0, len(texts), self.batch_size):
            with _unusable(self.model, "the dense model does not embed text (token ids and attention mask in, "
                                       "token or sentence embeddings out)"):
                rows.append(self._embed_batch(texts[first : first + self.batch_size]))
            if self.tick is not None:
                self.tick(min(first + self.batch_size, len(texts)), len(texts))
        if not rows:
            return np.zeros((0, 1), dtype=np.float32)
        return np.vstack(rows).astype(np.float32)

    def _embed_batch(self, texts: Sequence[str]) -> Any:
        """Unit-length embeddings of one batch."""
        import numpy as np

        batch = self._tokenizer.encode_batch(list(texts))
        ids = np.array([e.ids for e in batch], dtype=np.int64)
        mask = np.array([e.attention_mask for e in batch], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        outputs = self._session.run(None, {k: v for k, v in feed.items() if k in self._inputs})
        names = [o.name for o in self._session.get_outputs()]
        if "sentence_embedding" in names:
            pooled = outputs[names.index("sentence_embedding")]
        else:
            tokens = outputs[0]
            weights = mask[..., None].astype(tokens.dtype)
            pooled = (tokens * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        if pooled.ndim != 2 or len(pooled) != len(texts):
            raise ValueError(f"embeddings of shape {pooled.shape} for {len(texts)} text(s)")
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return pooled / np.maximum(norms, 1e-12)

    def index(self, texts: Sequence[str]) -> None:
        self._matrix = self.embed(texts)

    def search(self, queries: Sequence[str], k: int) -> Hits:
        import numpy as np

        if self._matrix is None:
            raise RuntimeError("index() first")
        if not queries or len(self._matrix) == 0:
            return [[] for _ in queries]
        sims = self.embed(queries) @ self._matrix.T
        k = min(k, sims.shape[1])
        top = np.argpartition(-sims, k - 1, axis=1)[:, :k]
        out: Hits = []
        for row, cand in zip(sims, top, strict=True):
            order = cand[np.argsort(-row[cand], kind="stable")]
            out.append([(int(i), float(row[i])) for i in order])
        return out


def make_retriever(spec: str, tick: Callable[[int, int], None] | None = None) -> Retriever:
    """`bm25` or `dense:PATH`."""
    if spec == "bm25":
        return BM25Retriever()
    if spec.startswith("dense:") and len(spec) > len("dense:"):
        return DenseRetriever(spec[len("dense:"):], tick=tick)
    raise InputError(f"unknown retriever {spec!r}: use bm25 or dense:PATH_TO_MODEL_FOLDER", field="retriever")
