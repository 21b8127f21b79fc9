"""The shipped artefact of the scored `rules` judge: a logistic model over the graded coverage features.

The artefact is plain JSON (no pickle): feature names, standardisation, coefficients, intercept, the
decision threshold and a record of how it was trained (data digests, folds, cross-validated figures).
Its `digest` is the sha256 of everything else in the file; it is checked on load (a mismatch is an input
error, never a silently different judge) and it is part of the judge spec, so a new artefact is a new
spec and cached labels of the old one are not reused. Inference needs only the standard library.

Re-create it with `python -m citeset.calibration.train` (see `citeset.calibration.train`).
"""

from __future__ import annotations

import hashlib
import json
import math
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError, model_validator

from citeset._files import refuse_special
from citeset._model import FrozenRecord
from citeset.errors import InputError
from citeset.judges._rules_scored import FEATURE_NAMES

MODEL_SCHEMA_VERSION = "1.0"
DEFAULT_MODEL_PATH = Path(__file__).with_name("rules_model.json")


class RulesModel(FrozenRecord):
    """Coefficients of the scored rules judge (one JSON file shipped inside the package)."""

    schema_version: str = Field(default=MODEL_SCHEMA_VERSION, description="Format version of this file.")
    model_version: str = Field(description="Version of the features + learner; part of the judge spec.")
    features: tuple[str, ...] = Field(description="Feature names, in the order of the coefficients.")
    mean: tuple[float, ...] = Field(description="Per-feature mean used to standardise inputs.")
    scale: tuple[float, ...] = Field(description="Per-feature standard deviation used to standardise inputs.")
    coef: tuple[float, ...] = Field(description="Logistic regression coefficients (standardised features).")
    intercept: float = Field(description="Logistic regression intercept.")
    threshold: float = Field(
        ge=0.0, le=1.0, description="p(entailed) at or above which the pair is entailed."
    )
    training: dict[str, Any] = Field(default_factory=dict, description="How it was fitted, and CV figures.")
    digest: str = Field(default="", description="sha256 of the canonical JSON of every other field.")

    @model_validator(mode="after")
    def _shapes(self) -> RulesModel:
        n = len(self.features)
        if not (len(self.mean) == len(self.scale) == len(self.coef) == n):
            raise ValueError(f"mean, scale and coef must each have {n} values (one per feature)")
        if any(s <= 0 for s in self.scale):
            raise ValueError("every scale must be positive")
        return self

    def content_digest(self) -> str:
        body = self.model_dump(mode="json", exclude={"digest"})
        blob = json.dumps(body, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()

    def sealed(self) -> RulesModel:
        """A copy whose digest matches its content (what the training command writes)."""
        return self.model_copy(update={"digest": self.content_digest()})

    def probability(self, x: list[float]) -> float:
        z = self.intercept
        for v, m, s, c in zip(x, self.mean, self.scale, self.coef, strict=True):
            z += c * (v - m) / s
        if z < -60:
            return 0.0
        return 1.0 / (1.0 + math.exp(-z))


def load_model(path: Path | None = None) -> RulesModel:
    """Read and verify an artefact; any problem is an InputError naming the file (exit 2)."""
    return _load(Path(path) if path is not None else DEFAULT_MODEL_PATH)


@lru_cache(maxsize=8)
def _load(path: Path) -> RulesModel:
    refuse_special(path)  # /dev/zero would be read without end
    try:
        model = RulesModel.model_validate_json(path.read_bytes())
    except OSError as exc:
        raise InputError(f"cannot read the rules judge model: {exc.strerror}", path=path) from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "model"
        raise InputError(f"invalid rules judge model: {first['msg']}", path=path, field=where) from None
    if model.features != FEATURE_NAMES:
        raise InputError(
            "the model was trained on other features than this citeset computes; retrain it with "
            "`python -m citeset.calibration.train`",
            path=path,
            field="features",
        )
    if model.digest != model.content_digest():
        raise InputError(
            "sha256 mismatch: the model file was changed after training; retrain it with "
            "`python -m citeset.calibration.train`",
            path=path,
            field="digest",
        )
    return model
