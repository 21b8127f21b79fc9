"""The `nli` judge: a cross-encoder NLI / fact-checking model run with onnxruntime + tokenizers.

Spec string: `nli:PATH_OR_HF_ID[,option=value...]`, options `file` (ONNX file inside the folder, e.g.
`onnx/model_quantized.onnx` for int8), `max_length`, `batch_size`, `entailed`, `contradicted`
(thresholds), `threads`, `download` (1: fetch a Hugging Face id missing from the local cache; no network otherwise).

The folder holds `model.onnx` (or `onnx/model.onnx`; int8-quantised files work the same), `tokenizer.json`
and `config.json` with `id2label`. Label names are mapped to citeset labels: entailment/supported →
entailed, contradiction/refuted → contradicted, neutral/unsupported/not_entailment → insufficient. An
optional `citeset.json` overrides this: `{"label_map": {"LABEL_1": "entailed", ...}, "thresholds":
{...}, "max_length": 512, "pair_order": "evidence_claim" | "claim_evidence"}`. A 3-way model can say
contradicted; a 2-way (supported / unsupported, MiniCheck-style) model cannot, and a single-logit
output is read through a sigmoid as p(supported).

The score of a judgment is the support score: the best window's p(entailed). Windowing and the
combination rule are documented in `citeset.judges._nli_windows`.

What the model reads as premise: the route's inference assumptions first, as one sentence "Assume: ..."
(repeated at the start of every window), then each passage preceded by its source metadata ("Source
title: T. Effective from 2024-01-01 to open."). Requests without either are encoded as before.

Problems with the model (missing file, config without id2label, unmappable labels, a download that
fails) do not stop the run: one warning is printed and every claim escalates with the reason.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

import numpy as np
from pydantic import Field, ValidationError

from citeset._lazyre import lazy_compile
from citeset._model import FrozenRecord
from citeset.judges._common import OnceWarner, as_float, as_int, split_options
from citeset.judges._nli_windows import Piece, Window, combine, plan, split_passage
from citeset.judges._protocol import JudgeRequest, JudgeSpec, Judgment, Label, Passage, failed

VERSION = "1"  # input without assumptions or metadata is unchanged, so cached labels stay valid
_OPTIONS = {"file", "max_length", "batch_size", "entailed", "contradicted", "threads", "download"}
_HF_ID = lazy_compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")
_MIN_BUDGET = 8  # evidence tokens a window must hold; a claim leaving less escalates
_MARGIN = 4  # tokens kept free for joins that tokenise differently from their parts


def map_label_name(name: str) -> Label | None:
    """Map a model's label name to a citeset label (None when it cannot be read)."""
    n = re.sub(r"[^a-z]+", "_", name.lower()).strip("_")
    if n in {
        "neutral",
        "not_entailment",
        "non_entailment",
        "not_entailed",
        "unsupported",
        "not_supported",
        "inconsistent",
        "hallucinated",
        "hallucination",
        "not_attributable",
        "unattributable",
        "nei",
        "not_enough_info",
    }:
        return Label.INSUFFICIENT
    if n.startswith("entail") or n in {
        "supported",
        "support",
        "supports",
        "consistent",
        "attributable",
        "factual",
    }:
        return Label.ENTAILED
    if n.startswith("contradict") or n.startswith("refute"):
        return Label.CONTRADICTED
    return None


class ModelProblem(Exception):
    """The model folder cannot be used (the message says why)."""


@dataclass
class _Meta:
    folder: Path
    onnx_file: Path
    labels: list[Label]  # citeset label per output index
    max_length: int
    pair_order: str
    thresholds: dict[str, float]
    fingerprint: str
    pad_token_id: int | None = None


_WHOLE_BYTES = 64 << 20
"""Files up to this size are hashed whole; larger ones by size, 1 MiB at each end and 16 pieces between."""
_PIECE = 1 << 20
_SAMPLES = 16


def _fingerprint(*files: Path) -> str:
    h = hashlib.sha256()
    for f in files:
        if not f.exists():
            continue
        size = f.stat().st_size
        h.update(f"{f.name}:{size}".encode())
        with f.open("rb") as fh:
            if size <= _WHOLE_BYTES:
                for block in iter(lambda: fh.read(_PIECE), b""):
                    h.update(block)
                continue
            # head, tail and evenly spaced pieces: cheap for GB-sized models, changes with any re-export or
            # retrained weights (which change nearly every byte)
            for i in range(_SAMPLES + 2):
                fh.seek(min(size - _PIECE, i * (size - _PIECE) // (_SAMPLES + 1)))
                h.update(fh.read(_PIECE))
    return h.hexdigest()[:16]


_LOCATION = lazy_compile(rb"\x0a\x08location\x12([\x01-\x7f])")
"""An ONNX tensor's external-data entry `location` (a StringStringEntryProto: key, then value of length < 128)."""


def external_data(onnx_file: Path) -> list[Path]:
    """The external-data files the ONNX model names (weights kept beside `model.onnx`, as every export over 2 GB
    has them), found by their `location` entries, and any `<model>.data` / `<model>_data` file beside it."""
    names: set[str] = set()
    with onnx_file.open("rb") as fh:
        carry = b""
        for block in iter(lambda: fh.read(16 << 20), b""):
            data = carry + block
            for found in _LOCATION.finditer(data):
                end = found.end() + found.group(1)[0]
                if end <= len(data):
                    names.add(data[found.end():end].decode("utf-8", "replace"))
            carry = data[-160:]
    names |= {onnx_file.name + ".data", onnx_file.name + "_data"}
    folder = onnx_file.parent
    inside = [name for name in names if not Path(name).is_absolute() and ".." not in Path(name).parts]
    return sorted({folder / name for name in inside if (folder / name).is_file()})


_CONFIG_BYTES = 16 << 20
"""Largest JSON configuration file of a model folder read (they hold kilobytes; a link to /dev/zero holds no end)."""
_ROBERTA_LIKE = frozenset({"roberta", "xlm-roberta", "camembert"})
_UNKNOWN_LENGTH = 100_000
"""A model_max_length above this is Hugging Face's sentinel for 'unknown'."""


class _Extra(FrozenRecord):
    """A model folder's optional citeset.json: how citeset reads the model's outputs."""

    label_map: dict[str, str] = Field(default_factory=dict, description="Model label name or index -> citeset label.")
    thresholds: dict[str, Annotated[float, Field(allow_inf_nan=False)]] = Field(
        default_factory=dict, description="Score thresholds by citeset label (entailed, contradicted).")
    max_length: int | None = Field(default=None, gt=0, description="Tokens per model input.")
    pair_order: Literal["evidence_claim", "claim_evidence"] = Field(
        default="evidence_claim", description="Which text the model reads first.")


def _json_object(path: Path) -> dict[str, Any]:
    """A model folder's JSON file as an object; anything else is a ModelProblem naming the file."""
    try:
        with path.open("rb") as handle:
            raw = handle.read(_CONFIG_BYTES + 1)
        if len(raw) > _CONFIG_BYTES:
            raise ModelProblem(f"cannot read the model config {path}: larger than {_CONFIG_BYTES >> 20} MiB")
        data = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError, RecursionError) as exc:  # JSON and UTF-8 errors are ValueErrors
        raise ModelProblem(f"cannot read the model config {path}: {type(exc).__name__}: {exc}") from None
    if not isinstance(data, dict):
        raise ModelProblem(f"cannot read the model config {path}: not a JSON object")
    return data


def _extra(path: Path) -> _Extra:
    if not path.exists():
        return _Extra()
    try:
        return _Extra.model_validate(_json_object(path))
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(part) for part in err["loc"])
        raise ModelProblem(f"cannot read the model config {path}: field {where!r}: {err['msg']}") from None


def _positive_int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def _tokenizer_max_length(folder: Path) -> int | None:
    """tokenizer_config.json's model_max_length: only a hint, so an unreadable file or value is ignored."""
    path = folder / "tokenizer_config.json"
    if not path.exists():
        return None
    try:
        return _positive_int(_json_object(path).get("model_max_length"))
    except ModelProblem:
        return None


def _max_length(config: dict[str, Any], config_path: Path, hint: int | None) -> int:
    """Tokens per input: the hint when known, else the model's positions (less two for RoBERTa's offset)."""
    if hint and hint <= _UNKNOWN_LENGTH:
        return min(hint, 4096)
    positions = config.get("max_position_embeddings") or 512
    length = _positive_int(positions)
    model_type = config.get("model_type")
    if length and isinstance(model_type, str) and model_type in _ROBERTA_LIKE:
        length = _positive_int(length - 2)
    if length is None:
        raise ModelProblem(f"{config_path}: max_position_embeddings must be a positive integer, not {positions!r}")
    return min(length, 4096)


def resolve_folder(model: str, file: str | None = None, download: bool = False) -> Path:
    """A local folder, or a Hugging Face model id found in the local HF cache, or downloaded when `download` is
    set: citeset reaches no network unless asked (a hardening audit found it calling the Hub)."""
    path = Path(model).expanduser()
    if path.exists():
        return path
    if not _HF_ID.match(model):
        raise ModelProblem(f"nli model folder not found: {model}")
    try:
        from huggingface_hub import snapshot_download
    except ImportError:
        raise ModelProblem(f"{model} is not a local folder and huggingface_hub is not installed") from None
    # only the configs and the one ONNX file needed (hub repos often hold fp16/int8/q4 variants too)
    patterns = ["*.json", file] if file else ["*.json", "model.onnx", "onnx/model.onnx"]
    try:
        return Path(snapshot_download(model, allow_patterns=patterns, local_files_only=True))
    except Exception:
        if not download:
            raise ModelProblem(f"{model} is not a local folder nor in the local Hugging Face cache; add download=1 "
                               f"(--judge nli:{model},download=1) to fetch it from the Hub") from None
    try:
        return Path(snapshot_download(model, allow_patterns=patterns))
    except Exception as exc:
        raise ModelProblem(
            f"cannot download {model} from the Hugging Face Hub: {type(exc).__name__}: {exc}"
        ) from None


def _find_onnx(folder: Path, file: str | None) -> Path:
    if file:
        target = folder / file
        if not target.exists():
            raise ModelProblem(f"model file missing: {target}")
        return target
    for candidate in ("model.onnx", "onnx/model.onnx"):
        if (folder / candidate).exists():
            return folder / candidate
    found = sorted(folder.glob("*.onnx")) + sorted(folder.glob("onnx/*.onnx"))
    if len(found) == 1:
        return found[0]
    if not found:
        raise ModelProblem(f"model file missing: no model.onnx in {folder}")
    names = ", ".join(str(f.relative_to(folder)) for f in found)
    raise ModelProblem(f"several ONNX files in {folder} ({names}); choose one with nli:PATH,file=NAME")


def load_meta(model: str, opts: dict[str, str]) -> _Meta:
    if not model:
        raise ModelProblem("no nli model given: use --judge nli:PATH_OR_HF_ID")
    folder = resolve_folder(model, opts.get("file"), opts.get("download", "0").lower() in {"1", "true", "yes", "on"})
    onnx_file = _find_onnx(folder, opts.get("file"))
    tokenizer = folder / "tokenizer.json"
    if not tokenizer.exists():
        raise ModelProblem(f"tokenizer file missing: {tokenizer} (export it with the model)")
    config_path = folder / "config.json"
    if not config_path.exists():
        raise ModelProblem(f"config file missing: {config_path}")
    config = _json_object(config_path)
    extra = _extra(folder / "citeset.json")
    id2label = config.get("id2label")
    if not isinstance(id2label, dict) or not id2label:
        raise ModelProblem(f"{config_path} has no id2label: citeset cannot tell which output means what")
    label_map = extra.label_map
    labels: list[Label] = []
    unknown: list[str] = []
    for i in range(len(id2label)):
        name = str(id2label.get(str(i), id2label.get(i, "")))
        target = label_map.get(name) or label_map.get(str(i))
        mapped = Label(target) if target in {lbl.value for lbl in Label} else map_label_name(name)
        if mapped is None:
            unknown.append(name or str(i))
        else:
            labels.append(mapped)
    if unknown:
        raise ModelProblem(
            f"{config_path} id2label has labels citeset cannot map ({', '.join(unknown)}); add citeset.json "
            '{"label_map": {"NAME": "entailed|contradicted|insufficient"}}'
        )
    if Label.ENTAILED not in labels:
        raise ModelProblem(f"{config_path} id2label has no label meaning entailment/supported")
    max_length = _max_length(config, config_path, extra.max_length or _tokenizer_max_length(folder))
    if "max_length" in opts:
        max_length = as_int(opts, "max_length", max_length, "nli") or max_length
    thresholds = {"entailed": 0.5}
    if Label.CONTRADICTED in labels:
        thresholds["contradicted"] = 0.5
    thresholds.update({k: v for k, v in extra.thresholds.items() if k in thresholds})
    for key in list(thresholds):
        thresholds[key] = as_float(opts, key, thresholds[key], "nli")
    pair_order = extra.pair_order
    fingerprint = _fingerprint(onnx_file, *external_data(onnx_file), tokenizer, config_path, folder / "citeset.json")
    pad = config.get("pad_token_id")
    return _Meta(
        folder,
        onnx_file,
        labels,
        max_length,
        pair_order,
        thresholds,
        fingerprint,
        pad if isinstance(pad, int) else None,
    )


def _assumptions(request: JudgeRequest) -> tuple[str, ...]:
    """The route's inference assumptions, read by the model as one more premise sentence."""
    stated = request.premise_sentences()
    return ("Assume: " + " ".join(stated),) if stated else ()


def _passage_text(passage: Passage) -> str:
    """A passage as the model reads it: its source metadata (title, effective dates) first."""
    meta = passage.metadata_line()
    return f"{meta} {passage.text}" if meta else passage.text


class NLIJudge:
    """Batches (evidence window, claim) pairs through one onnxruntime session."""

    def __init__(self, model: str, options: dict[str, str] | None = None) -> None:
        opts = dict(options or {})
        self.model = model
        self.batch_size = max(1, as_int(opts, "batch_size", 16, "nli") or 16)
        self.threads = as_int(opts, "threads", 0, "nli") or 0
        self._broken: str | None = None
        self._warn = OnceWarner()
        self._meta: _Meta | None = None
        self._session: Any = None
        self._pair_tok: Any = None
        self._count_tok: Any = None
        try:
            self._meta = load_meta(model, opts)
        except ModelProblem as exc:
            self._broken = str(exc)
            self._warn(f"nli judge unusable, claims will escalate: {exc}")
        meta = self._meta
        self.spec = JudgeSpec(
            name="nli",
            version=VERSION,
            model=model,
            thresholds=meta.thresholds if meta else {},
            params={
                "fingerprint": meta.fingerprint if meta else None,
                "file": meta.onnx_file.name if meta else opts.get("file"),
                "labels": [lbl.value for lbl in meta.labels] if meta else [],
                "max_length": meta.max_length if meta else None,
                "pair_order": meta.pair_order if meta else None,
            },
        )
        self.pairs_run = 0

    @classmethod
    def from_arg(cls, arg: str | None) -> NLIJudge:
        model, opts = split_options(arg, "nli", _OPTIONS)
        return cls(model, opts)

    # -- loading ---------------------------------------------------------------------------------

    def _load(self) -> None:
        if self._session is not None or self._broken:
            return
        assert self._meta is not None
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError:
            self._broken = "nli judge needs onnxruntime and tokenizers: pip install 'citeset[nli]'"
            self._warn(self._broken)
            return
        meta = self._meta
        try:
            options = ort.SessionOptions()
            if self.threads:
                options.intra_op_num_threads = self.threads
            session = ort.InferenceSession(str(meta.onnx_file), options, providers=["CPUExecutionProvider"])
            raw = (meta.folder / "tokenizer.json").read_text(encoding="utf-8")
            count_tok, pair_tok = Tokenizer.from_str(raw), Tokenizer.from_str(raw)
        except Exception as exc:
            self._broken = f"cannot load the nli model {meta.onnx_file}: {type(exc).__name__}: {exc}"
            self._warn(self._broken)
            return
        count_tok.no_truncation()
        count_tok.no_padding()
        pair_tok.no_padding()
        pair_tok.enable_truncation(meta.max_length, strategy="longest_first")
        pad_ids = [pair_tok.token_to_id(t) for t in ("[PAD]", "<pad>", "<|pad|>")] + [meta.pad_token_id]
        self._pad_id = next((i for i in pad_ids if i is not None), 0)
        self._inputs = {i.name: i.type for i in session.get_inputs()}
        missing = {"input_ids"} - set(self._inputs)
        if missing:
            self._broken = (
                f"the ONNX graph {meta.onnx_file} has no input_ids input (inputs: {sorted(self._inputs)})"
            )
            self._warn(self._broken)
            return
        self._out_dim = session.get_outputs()[0].shape[-1]
        if isinstance(self._out_dim, int) and self._out_dim not in (1, len(meta.labels)):
            self._broken = f"the model has {self._out_dim} outputs but config.json id2label has {len(meta.labels)} labels"
            self._warn(self._broken)
            return
        self._special = pair_tok.num_special_tokens_to_add(True)
        self._session, self._pair_tok, self._count_tok = session, pair_tok, count_tok
        self._free_tok = count_tok  # no truncation, no padding: full pairs for the fast path

    # -- judging ---------------------------------------------------------------------------------

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        return self.label_batch(requests)

    def label(self, claim: str, passages: Sequence[Any]) -> Judgment:
        """Synchronous convenience for one claim (passages: Passage objects)."""
        return self.label_batch([JudgeRequest(claim=claim, evidence=tuple(passages))])[0]

    def label_batch(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        self._load()
        if self._broken:
            return [failed(self.spec, self._broken) for _ in requests]
        assert self._meta is not None
        max_length = self._meta.max_length
        results: list[Judgment | None] = [None] * len(requests)
        plans: list[tuple[int, list[Window]]] = []
        jobs: list[tuple[int, Any]] = []  # (request index, encoding of one window)
        # Fast path: the whole evidence and the claim fit the window -> one pair, encoded once.
        with_evidence = [i for i, r in enumerate(requests) if r.evidence]
        whole = [
            self._pair(
                " ".join((*_assumptions(requests[i]), *map(_passage_text, requests[i].evidence))),
                requests[i].claim,
            )
            for i in with_evidence
        ]
        too_long: list[int] = []
        for i, enc in zip(with_evidence, self._free_tok.encode_batch(whole) if whole else [], strict=True):
            if len(enc.ids) <= max_length:
                window = Window(tuple(Piece(k, p.text, 0) for k, p in enumerate(requests[i].evidence)))
                plans.append((i, [window]))
                jobs.append((i, enc))
            else:
                too_long.append(i)
        for i, r in enumerate(requests):
            if not r.evidence:
                results[i] = self._judgment(Label.INSUFFICIENT, 0.0, "no evidence passages were cited")
        if too_long:
            self._plan_windows(requests, too_long, plans, jobs, results)
        probs = self._run([enc for _, enc in jobs])
        per_request: dict[int, list[dict[Label, float]]] = {}
        for (i, _), p in zip(jobs, probs, strict=True):
            per_request.setdefault(i, []).append(p)
        t_e = self._meta.thresholds["entailed"]
        t_c = self._meta.thresholds.get("contradicted", 2.0)  # 2-way models never contradict
        for i, windows in plans:
            c = combine(windows, per_request[i], t_e, t_c)
            results[i] = (
                self._judgment(c.label, c.score, c.rationale) if c.label else failed(self.spec, c.rationale)
            )
        return [r if r is not None else failed(self.spec, "internal: no result") for r in results]

    def _pair(self, premise: str, claim: str) -> tuple[str, str]:
        assert self._meta is not None
        return (claim, premise) if self._meta.pair_order == "claim_evidence" else (premise, claim)

    def _plan_windows(
        self,
        requests: Sequence[JudgeRequest],
        indices: list[int],
        plans: list[tuple[int, list[Window]]],
        jobs: list[tuple[int, Any]],
        results: list[Judgment | None],
    ) -> None:
        """Evidence longer than the window: count tokens, split into windows, encode each window."""
        assert self._meta is not None
        # The route's inference assumptions open every window, so they count against its budget.
        prefixes = [" ".join(_assumptions(requests[i])) for i in indices]
        claim_sizes = self._count(
            [f"{requests[i].claim} {pre}" for i, pre in zip(indices, prefixes, strict=True)]
        )
        texts = list(dict.fromkeys(_passage_text(p) for i in indices for p in requests[i].evidence))
        sizes = dict(zip(texts, self._count(texts), strict=True))
        window_pairs: list[tuple[int, tuple[str, str]]] = []
        for i, claim_size, prefix in zip(indices, claim_sizes, prefixes, strict=True):
            request = requests[i]
            budget = self._meta.max_length - self._special - claim_size - _MARGIN
            if budget < _MIN_BUDGET:
                results[i] = failed(
                    self.spec,
                    f"claim is too long for the model window ({claim_size} of {self._meta.max_length} tokens)",
                )
                continue
            pieces: list[Piece] = []
            for k, passage in enumerate(request.evidence):
                text = _passage_text(passage)
                pieces += split_passage(k, text, sizes[text], budget, self._count, self._cut)
            windows = plan(pieces, budget)
            plans.append((i, windows))
            window_pairs += [(i, self._pair(f"{prefix} {w.text}".strip(), request.claim)) for w in windows]
        encodings = self._pair_tok.encode_batch([pair for _, pair in window_pairs]) if window_pairs else []
        jobs += [(i, enc) for (i, _), enc in zip(window_pairs, encodings, strict=True)]

    def _judgment(self, label: Label, score: float, rationale: str) -> Judgment:
        return Judgment(
            label=label,
            score=round(score, 6),
            rationale=rationale,
            judge=str(self.spec),
            spec_key=self.spec.key,
        )

    def _count(self, texts: list[str]) -> list[int]:
        if not texts:
            return []
        return [len(e.ids) for e in self._count_tok.encode_batch(texts, add_special_tokens=False)]

    def _cut(self, text: str, budget: int) -> list[str]:
        """Cut a text longer than `budget` tokens at token boundaries (by character offsets)."""
        enc = self._count_tok.encode(text, add_special_tokens=False)
        offsets = enc.offsets
        parts = []
        for start in range(0, len(offsets), budget):
            chunk = offsets[start : start + budget]
            parts.append(text[chunk[0][0] : chunk[-1][1]])
        return [p for p in parts if p.strip()] or [text]

    def _run(self, encodings: list[Any]) -> list[dict[Label, float]]:
        """Label probabilities per encoded pair, in batches of similar length (sorted, padded per batch)."""
        order = sorted(range(len(encodings)), key=lambda k: len(encodings[k].ids))
        out: list[dict[Label, float]] = [{} for _ in encodings]
        for b in range(0, len(order), self.batch_size):
            idx = order[b : b + self.batch_size]
            probs = self.run_encoded([encodings[k] for k in idx])
            for k, row in zip(idx, probs, strict=True):
                out[k] = self._as_labels(row)
        self.pairs_run += len(encodings)
        return out

    def run_encoded(self, encodings: list[Any]) -> np.ndarray:
        """Pad a batch of encodings to its longest, run the session, return probabilities (batch, outputs)."""
        width = max(len(e.ids) for e in encodings)
        feed: dict[str, np.ndarray] = {}
        for name, attr in (
            ("input_ids", "ids"),
            ("attention_mask", "attention_mask"),
            ("token_type_ids", "type_ids"),
        ):
            if name not in self._inputs:
                continue
            dtype = np.int32 if "int32" in self._inputs[name] else np.int64
            fill = self._pad_id if name == "input_ids" else 0
            array = np.full((len(encodings), width), fill, dtype=dtype)
            for row, e in enumerate(encodings):
                values = getattr(e, attr)
                array[row, : len(values)] = values
            feed[name] = array
        logits = self._session.run(None, feed)[0].astype(np.float64)
        if logits.ndim == 1:
            logits = logits[:, None]
        if logits.shape[-1] == 1:  # one logit: p(supported) through a sigmoid
            p = 1.0 / (1.0 + np.exp(-logits[:, 0]))
            single: np.ndarray = np.stack([1.0 - p, p], axis=1)
            return single
        z = np.exp(logits - logits.max(axis=1, keepdims=True))
        result: np.ndarray = z / z.sum(axis=1, keepdims=True)
        return result

    def _as_labels(self, row: np.ndarray) -> dict[Label, float]:
        assert self._meta is not None
        labels = self._meta.labels
        if self._out_dim == 1:  # single-logit output, read as (unsupported, supported)
            return {Label.INSUFFICIENT: float(row[0]), Label.ENTAILED: float(row[1])}
        probs: dict[Label, float] = {}
        for label, p in zip(labels, row, strict=False):
            probs[label] = probs.get(label, 0.0) + float(p)
        return probs
