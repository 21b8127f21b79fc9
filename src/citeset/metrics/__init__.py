"""Metrics with numerators, denominators, strata and bootstrap intervals (DESIGN §6)."""

from citeset.metrics._aggregate import CORE_METRICS, aggregate, metric_names
from citeset.metrics._types import MetricValue, Tally

__all__ = ["CORE_METRICS", "MetricValue", "Tally", "aggregate", "metric_names"]
