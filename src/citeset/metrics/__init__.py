"""Metrics with numerators, denominators, strata and bootstrap intervals (DESIGN §6)."""

from citeset.metrics._types import MetricValue, Tally

__all__ = ["MetricValue", "Tally"]
