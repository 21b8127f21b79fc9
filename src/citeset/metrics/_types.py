"""Metric values: numerator, denominator, value (None when undefined) and a bootstrap interval."""

from __future__ import annotations

from pydantic import Field

from citeset._model import Record

Tally = dict[str, tuple[float, float]]
"""One case's contribution to each metric: name -> (numerator, denominator)."""


class MetricValue(Record):
    """A ratio metric with its raw counts; `value` is None (undefined) when the denominator is 0."""

    numerator: float = Field(description="Count (or sum) in the numerator.")
    denominator: float = Field(description="Count in the denominator.")
    value: float | None = Field(description="numerator / denominator, or None when the denominator is 0.")
    ci: tuple[float, float] | None = Field(default=None, description="95% bootstrap interval, resampled by case.")

    @classmethod
    def of(cls, numerator: float, denominator: float, ci: tuple[float, float] | None = None) -> MetricValue:
        value = numerator / denominator if denominator else None
        return cls(numerator=numerator, denominator=denominator, value=value, ci=ci if value is not None else None)
