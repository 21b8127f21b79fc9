"""The review app: server-rendered pages (jinja2, autoescaped) over the review database.

Reviewers sign in with a name and a reader class; every page shows span text only as that class may read
it (citeset.redact). Sign-in is a signed cookie, not authentication: only the public class is offered unless
whoever serves the app grants restricted classes (`--reader`); serve on loopback or behind a proxy that
authenticates.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from jinja2 import Environment, PackageLoader, select_autoescape
from pydantic import ValidationError
from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import Session

from citeset.cards import VERDICTS
from citeset.redact import Redactors
from citeset.review._db import AuditEvent, Decision, ReviewCard
from citeset.review._forms import DecisionForm, next_annotation_version
from citeset.review._store import Reviewer, audit, card_of, disagreements, submit
from citeset.review._views import card_page
from citeset.suite import Suite

COOKIE = "citeset_reviewer"
PUBLIC = ""


class ReviewApp:
    """State shared by the request handlers of one app."""

    def __init__(self, suite: Suite, engine: Engine, secret: bytes, readers: list[str]) -> None:
        self.suite, self.engine, self.secret = suite, engine, secret
        self.readers = readers
        self.redactors = Redactors(suite)
        self.env = Environment(loader=PackageLoader("citeset.review", "templates"),
                               autoescape=select_autoescape(default=True, default_for_string=True))

    def page(self, name: str, status: int = 200, **context: Any) -> HTMLResponse:
        return HTMLResponse(self.env.get_template(name).render(**context), status_code=status)

    def sign(self, reviewer: Reviewer) -> str:
        body = base64.urlsafe_b64encode(json.dumps([reviewer.name, reviewer.reader]).encode()).decode()
        mac = hmac.new(self.secret, body.encode(), hashlib.sha256).hexdigest()
        return f"{body}.{mac}"

    def reviewer(self, request: Request) -> Reviewer | None:
        value = request.cookies.get(COOKIE, "")
        body, _, mac = value.partition(".")
        if not body or not hmac.compare_digest(mac, hmac.new(self.secret, body.encode(), hashlib.sha256).hexdigest()):
            return None
        name, reader = json.loads(base64.urlsafe_b64decode(body))
        return Reviewer(name, reader)


def suite_readers(suite: Suite) -> list[str]:
    found = {r for v in suite.versions.values() for r in v.readers}
    found |= {c.reader for c in suite.cases.values() if c.reader}
    return sorted(found)


def create_app(suite: Suite, engine: Engine, *, secret: bytes | None = None,
               readers: list[str] | None = None) -> FastAPI:
    """The FastAPI app; `readers`: reader classes a reviewer may sign in as ("" is the public). Default: the
    public only, since signing in is not authentication: whoever runs the app grants restricted classes."""
    state = ReviewApp(suite, engine, secret or secrets.token_bytes(32), readers if readers else [PUBLIC])
    app = FastAPI(title="citeset review", docs_url=None, redoc_url=None, openapi_url=None)

    @app.exception_handler(OperationalError)
    @app.exception_handler(DBAPIError)
    async def database_gone(request: Request, exc: Exception) -> Response:
        return state.page("message.html", 503, title="Database unavailable", reviewer=None,
                          message="The review database cannot be reached; nothing was saved. Try again in a moment.")

    _pages(app, state)
    _decisions(app, state)
    return app


def _signin_page(state: ReviewApp, message: str = "", status: int = 200) -> HTMLResponse:
    return state.page("signin.html", status, title="Sign in", reviewer=None, readers=state.readers, message=message)


def _pages(app: FastAPI, state: ReviewApp) -> None:
    @app.get("/", response_class=HTMLResponse)
    async def home(request: Request) -> Response:
        if state.reviewer(request) is None:
            return _signin_page(state)
        return RedirectResponse("/queue", status_code=303)

    @app.post("/signin")
    async def signin(request: Request) -> Response:
        form = await request.form()
        name, reader = str(form.get("name", "")).strip(), str(form.get("reader", ""))
        if not name or len(name) > 100:
            return _signin_page(state, "give your name (at most 100 characters)", 400)
        if reader not in state.readers:
            return _signin_page(state, "choose one of the reader classes offered", 400)
        reviewer = Reviewer(name, reader or None)
        audit(state.engine, name, reviewer.reader, "signin")
        response = RedirectResponse("/queue", status_code=303)
        response.set_cookie(COOKIE, state.sign(reviewer), httponly=True, samesite="strict")
        return response

    @app.post("/signout")
    async def signout() -> Response:
        response = RedirectResponse("/", status_code=303)
        response.delete_cookie(COOKIE)
        return response

    @app.get("/queue", response_class=HTMLResponse)
    async def queue(request: Request) -> Response:
        reviewer = state.reviewer(request)
        if reviewer is None:
            return RedirectResponse("/", status_code=303)
        redactor = state.redactors.for_reader(reviewer.reader)
        with Session(state.engine) as session:
            rows = session.scalars(select(ReviewCard).order_by(ReviewCard.id)).all()
            by_card: dict[int, list[Decision]] = {}
            for decision in session.scalars(select(Decision)):
                by_card.setdefault(decision.card_id, []).append(decision)
        items = [(row, redactor.card(card_of(row)), len(by_card.get(row.id, [])),
                  disagreements(by_card.get(row.id, []))) for row in rows]
        items.sort(key=lambda item: (0 if item[2] == 0 else 1 if item[3] else 2, item[0].id))  # undecided first
        return state.page("queue.html", title="Escalated claims", reviewer=reviewer, items=items)

    @app.get("/cards/{card_id}", response_class=HTMLResponse)
    async def card(request: Request, card_id: int) -> Response:
        reviewer = state.reviewer(request)
        if reviewer is None:
            return RedirectResponse("/", status_code=303)
        done = {"recorded": "Decision recorded.", "duplicate": "That decision was already recorded (sent twice)."}
        return _card_response(state, reviewer, card_id, done.get(request.query_params.get("done", ""), ""))

    @app.get("/audit", response_class=HTMLResponse)
    async def audit_log(request: Request) -> Response:
        reviewer = state.reviewer(request)
        if reviewer is None:
            return RedirectResponse("/", status_code=303)
        redactor = state.redactors.for_reader(reviewer.reader)
        with Session(state.engine) as session:
            events = session.scalars(select(AuditEvent).order_by(AuditEvent.id.desc()).limit(500)).all()
            shown = [(e.id, e.at.isoformat(timespec="seconds"), e.who, e.reader or "(public)", e.action, e.card_id,
                      redactor.text(json.dumps(e.detail, ensure_ascii=False))) for e in events]
        return state.page("audit.html", title="Audit log", reviewer=reviewer, events=shown)


def _card_response(state: ReviewApp, reviewer: Reviewer, card_id: int, message: str = "",
                   status: int = 200, form: dict[str, Any] | None = None) -> HTMLResponse:
    with Session(state.engine) as session:
        row = session.get(ReviewCard, card_id)
        if row is None:
            return state.page("message.html", 404, title="Not found", reviewer=reviewer,
                              message=f"There is no card {card_id}.")
        decisions = list(session.scalars(select(Decision).where(Decision.card_id == card_id)))
        revision = row.revision
        card = card_of(row)
    redactor = state.redactors.for_reader(reviewer.reader)
    page = card_page(card, state.suite, redactor, decisions, reviewer.name)
    return state.page("card.html", status, title=f"Card {card_id}", reviewer=reviewer, card_id=card_id,
                      page=page, revision=revision, token=secrets.token_hex(16), verdicts=VERDICTS,
                      next_version=next_annotation_version(state.suite, card), message=message,
                      disagreement=disagreements(decisions) and not page.hidden, form=form or {})


def _decisions(app: FastAPI, state: ReviewApp) -> None:
    @app.post("/cards/{card_id}/decisions")
    async def decide(request: Request, card_id: int) -> Response:
        reviewer = state.reviewer(request)
        if reviewer is None:
            return RedirectResponse("/", status_code=303)
        raw = await request.form()
        fields: dict[str, Any] = {k: str(raw.get(k, "")) for k in (
            "action", "reason", "revision", "token", "set_id", "annotation_version")}
        fields["members"] = [str(m) for m in raw.getlist("members")]
        fields["inference"] = [x.strip() for x in str(raw.get("inference", "")).splitlines() if x.strip()]
        fields["verdict"] = str(raw.get("verdict", "")) or None
        try:
            form = DecisionForm.model_validate(fields)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            return _card_response(state, reviewer, card_id, f"{where}: {first['msg']}", 400, fields)
        outcome = submit(state.engine, state.suite, card_id, reviewer, form)
        if outcome.status == "missing":
            return state.page("message.html", 404, title="Not found", reviewer=reviewer, message=outcome.message)
        if outcome.status == "invalid":
            return _card_response(state, reviewer, card_id, outcome.message, 400, fields)
        if outcome.status == "stale":
            return _card_response(state, reviewer, card_id, outcome.message, 409)
        return RedirectResponse(f"/cards/{card_id}?done={outcome.status}", status_code=303)
