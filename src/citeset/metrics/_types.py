"""Metric values: numerator, denominator, value (None when undefined) and a bootstrap interval."""

from __future__ import annotations

import math

from pydantic import Field, model_validator

from citeset._model import Record

Tally = dict[str, tuple[float, float]]
"""One case's contribution to each metric: name -> (numerator, denominator)."""


class MetricValue(Record):
    """A ratio metric with its raw counts; `value` is None (undefined) when the denominator is 0."""

    numerator: float = Field(description="Count (or sum) in the numerator.")
    denominator: float = Field(description="Count in the denominator.")
    value: float | None = Field(description="numerator / denominator, or None when the denominator is 0.")
    ci: tuple[float, float] | None = Field(default=None, description="95% bootstrap interval, resampled by case.")

    @model_validator(mode="after")
    def _undefined_is_null(self) -> MetricValue:
        # A report read back (`report`, `diff`, the review app) must not show 0/0 as 100% or NaN as "nan%".
        numbers = [self.numerator, self.denominator, *(() if self.value is None else (self.value,)), *(self.ci or ())]
        if not all(math.isfinite(x) for x in numbers):
            raise ValueError("metric counts, value and interval must be finite numbers")
        if self.denominator == 0 and self.value is not None:
            raise ValueError("the value of a metric with denominator 0 is null (undefined)")
        if self.numerator < 0 or self.denominator < 0:
            raise ValueError("metric counts are never negative")
        if self.denominator and (self.value is None or not math.isclose(
                self.value, self.numerator / self.denominator, rel_tol=1e-9, abs_tol=1e-12)):
            raise ValueError("the value of a metric is its numerator over its denominator")
        if self.ci is not None and self.ci[0] > self.ci[1]:
            raise ValueError("a metric's interval runs from its lower to its upper bound")
        return self

    @classmethod
    def of(cls, numerator: float, denominator: float, ci: tuple[float, float] | None = None) -> MetricValue:
        value = numerator / denominator if denominator else None
        return cls(numerator=numerator, denominator=denominator, value=value, ci=ci if value is not None else None)
