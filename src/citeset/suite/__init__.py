"""Suites: frozen sources and spans, and cases whose claims carry alternative evidence routes."""

from citeset.suite._check import RouteCheck, RouteFinding, check_routes
from citeset.suite._freeze import freeze_suite
from citeset.suite._load import load_suite
from citeset.suite._models import Case, ReferenceClaim, Route
from citeset.suite._suite import Suite
from citeset.suite._write import write_suite

__all__ = ["Case", "ReferenceClaim", "Route", "RouteCheck", "RouteFinding", "Suite", "check_routes",
           "freeze_suite", "load_suite", "write_suite"]
