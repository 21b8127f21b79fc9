"""`citeset render`: the reader's view of each answer of a run, as self-contained HTML pages."""

from __future__ import annotations

import hashlib
from itertools import chain, count

from citeset._lazyre import lazy_compile
from citeset.errors import InputError
from citeset.parse import AttachRule
from citeset.redact import Redactors
from citeset.render._answer import AnswerView, build_view
from citeset.render._html import render_html
from citeset.runs import Run
from citeset.suite import Suite

_UNSAFE = lazy_compile(r"[^A-Za-z0-9._-]+")


def answer_views(suite: Suite, run: Run, case_id: str | None = None, reader: str | None = None,
                 attach: AttachRule = "sentence") -> list[AnswerView]:
    """Views of the run's answers (or of one case), each redacted for its case's reader (or for `reader`)."""
    if case_id is not None and case_id not in run.records:
        raise InputError(f"case {case_id!r} is not in the run", path=run.path, field="--case")
    redactors = Redactors(suite, reader)
    ids = [case_id] if case_id is not None else list(run.records)
    views = []
    for cid in ids:
        case = suite.cases[cid]
        views.append(build_view(suite, case, run.records[cid], redactors.for_case(case), attach))
    return views


def render_case_html(view: AnswerView) -> str:
    """One page for one answer."""
    return render_html([view], title=f"citeset answer {view.case_id}")


def page_name(case_id: str, taken: set[str]) -> str:
    """A file name for a case: its id where that is a safe name, else a slug with a short digest, and never a name
    `taken` holds (compared without case: a file system that ignores case holds one of 'A.html' and 'a.html').

    The digest name was not checked: a case whose id is another case's digest name ('a_b-<digest of "a b">')
    lost its page to that case's, which another reader class may read (a hardening audit)."""
    slug = _UNSAFE.sub("_", case_id).strip("._") or "case"
    stem = slug[:80]
    digest = hashlib.sha256(case_id.encode()).hexdigest()[:10]
    own = [stem] if slug == case_id else []
    stems = chain(own, [f"{stem}-{digest}"], (f"{stem}-{digest}-{n}" for n in count(2)))
    name = next(f"{s}.html" for s in stems if f"{s}.html".casefold() not in taken)
    taken.add(name.casefold())
    return name
