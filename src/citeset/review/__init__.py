"""Human adjudication of escalated cards in a browser (`citeset review serve`), and adjudicated routes back
into the suite (`citeset review export`). Needs the `review` extra (fastapi, sqlalchemy, uvicorn, psycopg)."""

from citeset.review._app import create_app, suite_readers
from citeset.review._db import AuditEvent, Decision, ReviewCard, open_db
from citeset.review._export import AdjudicatedRoute, adjudicated_routes, adjudicated_suite
from citeset.review._forms import DecisionForm
from citeset.review._store import Loaded, Outcome, Reviewer, load_output, record, submit

__all__ = ["AdjudicatedRoute", "AuditEvent", "Decision", "DecisionForm", "Loaded", "Outcome", "ReviewCard",
           "Reviewer", "adjudicated_routes", "adjudicated_suite", "create_app", "load_output", "open_db", "record",
           "submit", "suite_readers"]
