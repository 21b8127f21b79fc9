"""Cases, reference claims and their alternative evidence routes."""

from __future__ import annotations

import math
from typing import Any, Literal

from pydantic import Field, field_validator

from citeset._model import SCHEMA_VERSION, FrozenRecord, Instant

RouteStatus = Literal["adjudicated", "proposed", "disputed"]
ExpectedBehavior = Literal["answer", "abstain", "mention_conflict"]


class Route(FrozenRecord):
    """An inclusion-minimal set of spans jointly sufficient to entail a claim."""

    set_id: str = Field(min_length=1, description="Id of the evidence set, unique within its claim.")
    members: tuple[str, ...] = Field(min_length=1, description="span_ids; each is necessary within this set.")
    inference: tuple[str, ...] = Field(
        default=(), description="Stated assumptions that join the members (join, arithmetic, identity ...)."
    )
    annotation_version: str = Field(default="1", description="Version of the annotation that made this route.")
    status: RouteStatus = Field(default="adjudicated", description="adjudicated, proposed or disputed.")

    @property
    def in_reference_family(self) -> bool:
        """Whether the route belongs to G(c): only adjudicated routes make a collection *complete* (DESIGN §1).
        The one definition used by citations, retrieval and every metric."""
        return self.status == "adjudicated"

    @field_validator("inference", mode="before")
    @classmethod
    def _inference_list(cls, value: Any) -> Any:
        if value is None:
            return ()
        return (value,) if isinstance(value, str) else value


class ReferenceClaim(FrozenRecord):
    """An atomic assertion a correct answer must make, with its known routes G(c)."""

    claim_id: str = Field(min_length=1, description="Id unique within the case.")
    text: str = Field(min_length=1, description="The assertion.")
    applies_at: Instant = Field(default=None, description="The time the claim is about (None: as of the cutoff).")
    consequential: bool = Field(default=False, description="A claim a policy may require to be accepted.")
    required: bool = Field(default=True, description="Whether a complete answer must state it.")
    reference_answer: tuple[str, ...] | None = Field(
        default=None, description="Accepted strings for this claim (defaults to the case's reference_answer)."
    )
    routes: tuple[Route, ...] = Field(default=(), description="Alternative sufficient evidence sets.")

    @field_validator("reference_answer", mode="before")
    @classmethod
    def _answers_list(cls, value: Any) -> Any:
        return (value,) if isinstance(value, str) else value


class Case(FrozenRecord):
    """One question put to the system under test, with what a justified answer needs."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this record.")
    case_id: str = Field(min_length=1, description="Unique id of the case.")
    question: str = Field(description="The question asked.")
    reader: str | None = Field(default=None, description="Reader class the answer is for (None: public only).")
    cutoff: Instant = Field(default=None, description="Latest observation time admissible for this case.")
    answerable: bool = Field(default=True, description="Whether the suite declares the case answerable.")
    reference_answer: tuple[str, ...] = Field(default=(), description="Accepted answer strings.")
    expected_behavior: ExpectedBehavior = Field(default="answer", description="answer, abstain or mention_conflict.")
    strata: dict[str, str | int | float | bool] = Field(default_factory=dict, description="Free tags for breakdowns.")
    annotated: bool | None = Field(
        default=None, description="Whether the case has gold evidence (None: it does when any claim has a route, "
        "or when it is declared unanswerable). Unannotated cases are judged on alignment alone (DESIGN §3).")
    claims: tuple[ReferenceClaim, ...] = Field(default=(), description="The reference claims.")

    @field_validator("reference_answer", mode="before")
    @classmethod
    def _answers_list(cls, value: Any) -> Any:
        if value is None:
            return ()
        return (value,) if isinstance(value, str) else value

    @field_validator("strata")
    @classmethod
    def _finite_tags(cls, value: dict[str, Any]) -> dict[str, Any]:
        for key, tag in value.items():
            if isinstance(tag, float) and not math.isfinite(tag):
                raise ValueError(f"stratum {key!r} is {tag}: a tag is text, a finite number or a boolean")
        return value

    @property
    def has_gold(self) -> bool:
        """Whether verdicts can use reference routes: explicitly annotated, or any claim has a route, or the
        case is declared unanswerable (its gold is that there is no evidence)."""
        if self.annotated is not None:
            return self.annotated
        return not self.answerable or any(c.routes for c in self.claims)
