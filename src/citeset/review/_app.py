"""The review app: server-rendered pages (jinja2, autoescaped) over the review database.

Reviewers sign in with a name, a reader class and a role; every page shows span text only as that class may
read it (citeset.redact). A reviewer records blind per-dimension judgments; an adjudicator sees every
judgment and records the final decision. Sign-in is a signed cookie, not authentication: only the public
class and the reviewer role are offered unless whoever serves the app grants restricted classes (`--reader`)
or names adjudicators (`--adjudicator`); serve on loopback or behind a proxy that authenticates. Each sign-in
gets a random session nonce in its cookie; signing out records the nonce, and the cookie (any copy of it) is
refused from then on. State-changing posts are refused unless sent from the app's own origin and, once signed in,
with the session's form key (citeset.review._csrf).
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import hashlib
import hmac
import json
import secrets
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from jinja2 import Environment, PackageLoader, select_autoescape
from pydantic import ValidationError
from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import Session

from citeset._lazyre import lazy_compile
from citeset.cards import VERDICTS
from citeset.judges import Label
from citeset.redact import Redactors
from citeset.review._audit_view import audit_rows
from citeset.review._csrf import REFUSED, SAFE_METHODS, foreign_origin, form_key, key_matches
from citeset.review._db import Decision, Judgment, ReviewCard, Sampled, SignOut
from citeset.review._export_page import ExportRuns, ExportSettings, waiting
from citeset.review._forms import DecisionForm, next_annotation_version
from citeset.review._incident_views import incident_page, shown_card
from citeset.review._incidents import INCIDENT_PREFIX, incidents
from citeset.review._judgments import DIMENSIONS, FAILURE_BUCKETS, LABELS, QUESTIONS, JudgmentForm
from citeset.review._queue import queue_items, unshown
from citeset.review._store import ROLES, Outcome, Reviewer, audit, card_of, record_judgment, submit
from citeset.review._views import card_page
from citeset.suite import Suite

COOKIE = "citeset_reviewer"
REF = lazy_compile(r"[0-9a-f]{16}")  # a card's opaque reference (citeset.review._db.new_ref)
PUBLIC = ""


class ReviewApp:
    """State shared by the request handlers of one app."""

    def __init__(self, suite: Suite, engine: Engine, secret: bytes, readers: list[str],
                 adjudicators: list[str], export: ExportSettings | None = None) -> None:
        self.suite, self.engine, self.secret, self.export = suite, engine, secret, export
        self.exports = ExportRuns()
        self.readers, self.adjudicators = readers, set(adjudicators)
        self.redactors = Redactors(suite)
        self.env = Environment(loader=PackageLoader("citeset.review", "templates"),
                               autoescape=select_autoescape(default=True, default_for_string=True))

    def page(self, name: str, status: int = 200, **context: Any) -> HTMLResponse:
        return HTMLResponse(self.env.get_template(name).render(**context), status_code=status)

    def sign(self, reviewer: Reviewer) -> str:
        """A cookie for a new sign-in session: who, and a random nonce that sign-out ends."""
        values = [reviewer.name, reviewer.reader, reviewer.role, secrets.token_hex(16)]
        body = base64.urlsafe_b64encode(json.dumps(values).encode()).decode()
        mac = hmac.new(self.secret, body.encode(), hashlib.sha256).hexdigest()
        return f"{body}.{mac}"

    def session(self, request: Request) -> tuple[Reviewer, str] | None:
        """The signed-in reviewer and their session nonce; None for no cookie, a forged or malformed one, a
        cookie of an older app, or a session signed out."""
        body, _, mac = request.cookies.get(COOKIE, "").partition(".")
        expected = hmac.new(self.secret, body.encode("utf-8", "replace"), hashlib.sha256).hexdigest()
        if not body or not hmac.compare_digest(mac.encode("utf-8", "replace"), expected.encode()):
            return None
        try:
            values = json.loads(base64.urlsafe_b64decode(body))
        except (ValueError, binascii.Error):
            return None
        if not isinstance(values, list) or len(values) != 4 or values[2] not in ROLES:
            return None  # a cookie of an older app: sign in again
        name, reader, role, nonce = values
        with Session(self.engine) as session:
            if session.get(SignOut, str(nonce)) is not None:
                return None
        return Reviewer(name, reader, role, form_key(self.secret, str(nonce))), str(nonce)

    def reviewer(self, request: Request) -> Reviewer | None:
        found = self.session(request)
        return None if found is None else found[0]

    def forged(self, reviewer: Reviewer | None, form: Any) -> HTMLResponse | None:
        """The refusal of a signed-in post without its session's form key (None: the key is the session's)."""
        if reviewer is not None and key_matches(reviewer.csrf, form):
            return None
        return self.page("message.html", 403, title="Refused", reviewer=reviewer, message=REFUSED)


def suite_readers(suite: Suite) -> list[str]:
    found = {r for v in suite.versions.values() for r in v.readers}
    found |= {c.reader for c in suite.cases.values() if c.reader}
    return sorted(found)


LOOPBACK = ("localhost", "127.0.0.1", "::1")


def create_app(suite: Suite, engine: Engine, *, secret: bytes | None = None,
               readers: list[str] | None = None, adjudicators: list[str] | None = None,
               export: ExportSettings | None = None, hosts: Sequence[str] = LOOPBACK) -> FastAPI:
    """The FastAPI app; `readers`: reader classes a reviewer may sign in as ("" is the public). Default: the
    public only, since signing in is not authentication: whoever runs the app grants restricted classes.
    `adjudicators`: names that may sign in as adjudicator (default: none). `export`: what the adjudicator's
    export page exports and where to (default: the page only explains the CLI command). `hosts`: the names the
    app is reached by; a request naming another host is refused (default: this machine's loopback names)."""
    state = ReviewApp(suite, engine, secret or secrets.token_bytes(32), readers if readers else [PUBLIC],
                      list(adjudicators or []), export)
    app = FastAPI(title="citeset review", docs_url=None, redoc_url=None, openapi_url=None)
    _own_origin_posts(app, state)
    _only_hosts(app, {h.strip("[]").casefold() for h in hosts})

    @app.exception_handler(OperationalError)
    @app.exception_handler(DBAPIError)
    async def database_gone(request: Request, exc: Exception) -> Response:
        return state.page("message.html", 503, title="Database unavailable", reviewer=None,
                          message="The review database cannot be reached; nothing was saved. Try again in a moment.")

    _pages(app, state)
    _judgments(app, state)
    _decisions(app, state)
    _export(app, state)
    return app


def _only_hosts(app: FastAPI, names: set[str]) -> None:
    """Signing in is not authentication: the app trusts whoever reaches it. A web page whose own name is re-pointed
    at this machine (DNS rebinding) reaches it too, but names its own host; such a request is refused."""
    @app.middleware("http")
    async def served_names_only(request: Request, call_next: Any) -> Response:
        if _host_name(request.headers.get("host", "")) not in names:
            return Response("unknown host: this review app answers only to the names it is served by", 400,
                            media_type="text/plain")
        response: Response = await call_next(request)
        return response


def _own_origin_posts(app: FastAPI, state: ReviewApp) -> None:
    """A state-changing request from a page of another origin (same site: another port, a sibling subdomain) is
    refused before any handler reads it, signed in or not (a forged sign-in would record judgments under another
    name)."""
    @app.middleware("http")
    async def own_origin_only(request: Request, call_next: Any) -> Response:
        if request.method not in SAFE_METHODS and foreign_origin(request):
            return state.page("message.html", 403, title="Refused", reviewer=None, message=REFUSED)
        response: Response = await call_next(request)
        return response


def _host_name(header: str) -> str:
    """The host of a Host header, without its port ("[::1]:8000" is "::1")."""
    if header.startswith("["):
        return header[1 : header.find("]")].casefold() if "]" in header else ""
    return header.rsplit(":", 1)[0].casefold() if header.count(":") == 1 else header.casefold()


def _signin_page(state: ReviewApp, message: str = "", status: int = 200) -> HTMLResponse:
    roles = ROLES if state.adjudicators else ROLES[:1]
    return state.page("signin.html", status, title="Sign in", reviewer=None, readers=state.readers, roles=roles,
                      message=message)


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
        role = str(form.get("role", "reviewer"))
        if not name or len(name) > 100:
            return _signin_page(state, "give your name (at most 100 characters)", 400)
        if reader not in state.readers:
            return _signin_page(state, "choose one of the reader classes offered", 400)
        if role not in ROLES or (role == "adjudicator" and name not in state.adjudicators):
            return _signin_page(state, "only the names granted by whoever serves the app may adjudicate", 400)
        reviewer = Reviewer(name, reader or None, "adjudicator" if role == "adjudicator" else "reviewer")
        audit(state.engine, name, reviewer.reader, "signin", role=reviewer.role)
        response = RedirectResponse("/queue", status_code=303)
        response.set_cookie(COOKIE, state.sign(reviewer), httponly=True, samesite="strict")
        return response

    @app.post("/signout")
    async def signout(request: Request) -> Response:
        found = state.session(request)
        if found is not None and (refused := state.forged(found[0], await request.form())) is not None:
            return refused
        if found is not None:
            _end_session(state, *found)
        response = RedirectResponse("/", status_code=303)
        response.delete_cookie(COOKIE)
        return response

    @app.get("/queue", response_class=HTMLResponse)
    async def queue(request: Request) -> Response:
        reviewer = state.reviewer(request)
        if reviewer is None:
            return RedirectResponse("/", status_code=303)
        items = queue_items(state.engine, state.redactors.for_reader(reviewer.reader), reviewer)
        return state.page("queue.html", title="Review queue", reviewer=reviewer, items=items)

    @app.get("/cards/{ref}", response_class=HTMLResponse)
    async def card(request: Request, ref: str) -> Response:
        found = _card_visitor(state, request, ref)
        if isinstance(found, Response):
            return found
        reviewer, card_id = found
        done = {"recorded": "Recorded.", "duplicate": "That was already recorded (sent twice)."}
        return _card_response(state, reviewer, card_id, done.get(request.query_params.get("done", ""), ""))

    @app.get("/audit", response_class=HTMLResponse)
    async def audit_log(request: Request) -> Response:
        reviewer = state.reviewer(request)
        if reviewer is None:
            return RedirectResponse("/", status_code=303)
        rows, left_out = audit_rows(state.engine, state.redactors.for_reader(reviewer.reader), reviewer)
        return state.page("audit.html", title="Audit log", reviewer=reviewer, events=rows, left_out=left_out)


def _end_session(state: ReviewApp, reviewer: Reviewer, nonce: str) -> None:
    """Every copy of this session's cookie stops working, for the life of the database."""
    with contextlib.suppress(IntegrityError), Session(state.engine) as session, session.begin():
        if session.get(SignOut, nonce) is None:  # (a concurrent sign-out may add it first)
            session.add(SignOut(nonce=nonce))
    audit(state.engine, reviewer.name, reviewer.reader, "signout", role=reviewer.role)


def _card_visitor(state: ReviewApp, request: Request, ref: str) -> tuple[Reviewer, int] | Response:
    """Who asks for the card named `ref` (its opaque reference, never its id) and the card's id, or the response
    they get instead: sign-in when signed out, not found for a reference no card has or one kept from the
    reviewer's class (`unshown`)."""
    reviewer = state.reviewer(request)
    if reviewer is None:
        return RedirectResponse("/", status_code=303)
    if not REF.fullmatch(ref):
        return _no_card(state, reviewer, ref)
    with Session(state.engine) as session:
        row = session.scalar(select(ReviewCard).where(ReviewCard.ref == ref))
        if row is None or unshown(row, state.redactors.for_reader(reviewer.reader)):
            return _no_card(state, reviewer, ref)  # a card kept from this class is one there is not
        return reviewer, row.id


async def _card_post(state: ReviewApp, request: Request, ref: str) -> tuple[Reviewer, int, Any] | Response:
    """Who posts a form to the card named `ref`, the card's id and the form; or the response they get instead
    (`_card_visitor`'s, or the refusal of a form without the session's key)."""
    found = _card_visitor(state, request, ref)
    if isinstance(found, Response):
        return found
    reviewer, card_id = found
    raw = await request.form()
    if (refused := state.forged(reviewer, raw)) is not None:
        return refused
    return reviewer, card_id, raw


def _no_card(state: ReviewApp, reviewer: Reviewer, ref: str) -> HTMLResponse:
    return state.page("message.html", 404, title="Not found", reviewer=reviewer,
                      message=f"There is no card {ref}." if REF.fullmatch(ref) else "There is no such card.")


def _card_response(state: ReviewApp, reviewer: Reviewer, card_id: int, message: str = "",
                   status: int = 200, form: dict[str, Any] | None = None) -> HTMLResponse:
    with Session(state.engine) as session:
        row = session.get(ReviewCard, card_id)
        if row is None:
            return _no_card(state, reviewer, "")
        decisions = list(session.scalars(select(Decision).where(Decision.card_id == card_id)))
        judgments = list(session.scalars(select(Judgment).where(Judgment.card_id == card_id)))
        sampled = session.get(Sampled, card_id) is not None
        revision = row.revision
        card = card_of(row)
        stored = incidents(state.engine, [card_id]).get(card_id) if row.output_digest.startswith(INCIDENT_PREFIX) \
            else None
    redactor = state.redactors.for_reader(reviewer.reader)
    if stored is not None:
        card = shown_card(card, stored, redactor)
    page = card_page(card, state.suite, redactor, decisions, judgments, reviewer, sampled)
    if stored is not None:
        page = incident_page(page, stored, redactor, state.suite)
    return state.page("card.html", status, title=f"Card {row.ref}", reviewer=reviewer, card_ref=row.ref,
                      page=page, revision=revision, token=secrets.token_hex(16), verdicts=VERDICTS,
                      next_version=next_annotation_version(state.suite, card), message=message,
                      dimensions=DIMENSIONS, labels=LABELS, questions=QUESTIONS, buckets=FAILURE_BUCKETS,
                      entailment_labels=[label.value for label in Label], form=form or {},
                      error=status >= 400)


def _outcome_page(state: ReviewApp, reviewer: Reviewer, card_id: int, outcome: Outcome,
                  fields: dict[str, Any]) -> Response:
    if outcome.status == "missing":
        return state.page("message.html", 404, title="Not found", reviewer=reviewer, message=outcome.message)
    if outcome.status in ("invalid", "forbidden"):
        return _card_response(state, reviewer, card_id, outcome.message, 400 if outcome.status == "invalid"
                              else 403, fields)
    if outcome.status == "stale":
        return _card_response(state, reviewer, card_id, outcome.message, 409)
    with Session(state.engine) as session:
        ref = session.scalar(select(ReviewCard.ref).where(ReviewCard.id == card_id))
    return RedirectResponse(f"/cards/{ref}?done={outcome.status}", status_code=303)


def _invalid(state: ReviewApp, reviewer: Reviewer, card_id: int, exc: ValidationError,
             fields: dict[str, Any]) -> HTMLResponse:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"]).replace("_", " ")
    message = first["msg"].removeprefix("Value error, ")
    if first["type"] == "missing":
        message = "choose a label" if where in {d.replace("_", " ") for d in DIMENSIONS} else "required"
    text = message if where == "reasons" else f"{where}: {message}"
    if where == "revision":  # a tampered or corrupted form: the page's own value is always a small number
        text = "revision: this form's card revision is not valid: reload the page and try again"
    return _card_response(state, reviewer, card_id, text, 400, fields)


def _judgments(app: FastAPI, state: ReviewApp) -> None:
    @app.post("/cards/{ref}/judgments")
    async def judge(request: Request, ref: str) -> Response:
        posted = await _card_post(state, request, ref)
        if isinstance(posted, Response):
            return posted
        reviewer, card_id, raw = posted
        fields: dict[str, Any] = {k: str(raw.get(k, "")) for k in ("revision", "token", *DIMENSIONS)}
        fields["reasons"] = {d: str(raw.get(f"reason_{d}", "")) for d in DIMENSIONS}
        try:
            form = JudgmentForm.model_validate({k: v for k, v in fields.items() if v != ""})
        except ValidationError as exc:
            return _invalid(state, reviewer, card_id, exc, fields)
        outcome = record_judgment(state.engine, card_id, reviewer, form)
        return _outcome_page(state, reviewer, card_id, outcome, fields)


def _decisions(app: FastAPI, state: ReviewApp) -> None:
    @app.post("/cards/{ref}/decisions")
    async def decide(request: Request, ref: str) -> Response:
        posted = await _card_post(state, request, ref)
        if isinstance(posted, Response):
            return posted
        reviewer, card_id, raw = posted
        fields: dict[str, Any] = {k: str(raw.get(k, "")) for k in (
            "action", "reason", "revision", "token", "set_id", "annotation_version")}
        fields["members"] = [str(m) for m in raw.getlist("members")]
        fields["inference"] = [x.strip() for x in str(raw.get("inference", "")).splitlines() if x.strip()]
        fields["verdict"] = str(raw.get("verdict", "")) or None
        fields["bucket"] = str(raw.get("bucket", "")) or None
        fields["label"] = str(raw.get("label", "")) or None
        try:
            form = DecisionForm.model_validate(fields)
        except ValidationError as exc:
            return _invalid(state, reviewer, card_id, exc, fields)
        outcome = submit(state.engine, state.suite, card_id, reviewer, form)
        return _outcome_page(state, reviewer, card_id, outcome, fields)


def _export_page(state: ReviewApp, reviewer: Reviewer, result: Any = None) -> HTMLResponse:
    settings = state.export
    counts = None if settings is None else waiting(state.engine, settings)
    status = 200 if result is None or not result.error else 422
    return state.page("export.html", status, title="Export the adjudicated suite", reviewer=reviewer,
                      settings=settings, counts=counts, result=result, token=secrets.token_hex(16))


def _export(app: FastAPI, state: ReviewApp) -> None:
    def allowed(request: Request) -> Reviewer | Response:
        reviewer = state.reviewer(request)
        if reviewer is None:
            return RedirectResponse("/", status_code=303)
        if reviewer.role != "adjudicator":
            return state.page("message.html", 403, title="Adjudicators only", reviewer=reviewer,
                              message="Only an adjudicator exports the adjudicated suite.")
        if state.redactors.for_reader(reviewer.reader).active:  # its counts and scores cover cards kept from the class
            return state.page("message.html", 403, title="Not for this reader class", reviewer=reviewer,
                              message="Only an adjudicator whose reader class may read every version of the suite "
                                      "exports it: what is awaiting and the scores cover cards of every class.")
        return reviewer

    @app.get("/export", response_class=HTMLResponse)
    async def export_page(request: Request) -> Response:
        reviewer = allowed(request)
        return reviewer if isinstance(reviewer, Response) else _export_page(state, reviewer)

    @app.post("/export", response_class=HTMLResponse)
    async def export(request: Request) -> Response:
        reviewer = allowed(request)
        if isinstance(reviewer, Response):
            return reviewer
        raw = await request.form()
        if (refused := state.forged(reviewer, raw)) is not None:
            return refused
        settings = state.export
        if settings is None or settings.export_to is None:
            page = _export_page(state, reviewer)
            page.status_code = 400  # nothing to write to: the page explains the CLI command
            return page
        redactor = state.redactors.for_reader(reviewer.reader)
        token = str(raw.get("token", ""))
        result = await run_in_threadpool(state.exports.run, token, state.engine, settings, reviewer, redactor)
        return _export_page(state, reviewer, result)
