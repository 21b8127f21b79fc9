"""Human adjudication of escalated cards (and a blind sample of judge decisions) in a browser (`citeset review serve`), and adjudicated routes back
into the suite (`citeset review export`); user-reported incidents reviewed the same way and exported as regression
cases (`citeset feedback add|export`). Needs the `review` extra (fastapi, sqlalchemy, uvicorn, psycopg)."""

from citeset.review._app import LOOPBACK, create_app, suite_readers
from citeset.review._db import SCHEMA, AuditEvent, Decision, Judgment, ReviewCard, Sampled, open_db
from citeset.review._export import AdjudicatedRoute, adjudicated_routes, adjudicated_suite
from citeset.review._feedback_export import ExportSummary, export_regression
from citeset.review._forms import DecisionForm
from citeset.review._incidents import AddOutcome, IncidentRecord, add_incident
from citeset.review._judgments import DIMENSIONS, FAILURE_BUCKETS, LABELS, JudgmentForm
from citeset.review._sample import SampleLoaded, load_sample
from citeset.review._store import Loaded, Outcome, Reviewer, load_output, record, record_judgment, submit

__all__ = ["DIMENSIONS", "FAILURE_BUCKETS", "LABELS", "LOOPBACK", "SCHEMA", "AddOutcome", "AdjudicatedRoute", "AuditEvent",
           "Decision", "DecisionForm", "ExportSummary", "IncidentRecord", "Judgment", "JudgmentForm", "Loaded",
           "Outcome", "ReviewCard", "Reviewer", "SampleLoaded", "Sampled", "add_incident", "adjudicated_routes",
           "adjudicated_suite", "create_app", "export_regression", "load_output", "load_sample", "open_db", "record",
           "record_judgment", "submit", "suite_readers"]
