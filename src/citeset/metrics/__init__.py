"""Metrics with numerators, denominators, strata and bootstrap intervals (DESIGN §6)."""

from citeset.metrics._aggregate import aggregate, metric_names
from citeset.metrics._catalogue import (
           BY_NAME,
           CATALOGUE,
           CONDITIONAL,
           CORE_METRICS,
           MetricDef,
           definition,
           known_metric,
)
from citeset.metrics._pools import OutcomePools
from citeset.metrics._types import MetricValue, Tally

__all__ = ["BY_NAME", "CATALOGUE", "CONDITIONAL", "CORE_METRICS", "MetricDef", "MetricValue", "OutcomePools", "Tally", "aggregate",
           "definition", "known_metric", "metric_names"]
