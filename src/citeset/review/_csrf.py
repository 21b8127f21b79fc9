"""Cross-site request forgery. The reviewer's cookie is SameSite=Strict, which keeps it from other *sites* only:
a page on another port of this host, or on a sibling subdomain behind a proxy, is the same site and its form posts
carry the cookie. So every state-changing request (sign-in, sign-out, judgments, decisions, export) must come from
the app's own origin (its Origin, else its Referer, else its Sec-Fetch-Site header says so), and every signed-in
one must carry the session's form key: an HMAC of the session nonce with the app's secret, which only the app's own
pages hold."""

from __future__ import annotations

import hashlib
import hmac
from typing import Any
from urllib.parse import urlsplit

from fastapi import Request

FIELD = "csrf"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
REFUSED = ("Refused: this form was not sent from this review app's own pages, so nothing was recorded (a page of "
           "another origin may have tried to act in your name). Reload the page in the review app and try again.")


def form_key(secret: bytes, nonce: str) -> str:
    """The form key of the session with `nonce`: in each of its pages' forms, checked on each of its posts."""
    return hmac.new(secret, b"csrf\0" + nonce.encode("utf-8", "replace"), hashlib.sha256).hexdigest()


def key_matches(expected: str, form: Any) -> bool:
    sent = str(form.get(FIELD, ""))
    return bool(expected) and hmac.compare_digest(sent.encode("utf-8", "replace"), expected.encode())


def foreign_origin(request: Request) -> bool:
    """Whether a request names an origin other than the host it was sent to (a browser always sends Origin with a
    form post; "null" for an opaque origin is foreign too). Only the host and port are compared: behind a proxy
    that ends TLS, the app sees http while the page was https; one that rewrites the Host header names the host
    the browser used in X-Forwarded-Host (which a page cannot add to a form post)."""
    own = {request.headers.get("host", "").casefold()}
    own |= {h.strip().casefold() for h in request.headers.get("x-forwarded-host", "").split(",")[:1] if h.strip()}
    origin = request.headers.get("origin")
    if origin is not None:
        return _netloc(origin) not in own
    referer = request.headers.get("referer")
    if referer:
        return _netloc(referer) not in own
    return request.headers.get("sec-fetch-site", "same-origin").casefold() not in ("same-origin", "none")


def _netloc(url: str) -> str:
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return ""
    return parts.netloc.casefold() if parts.scheme in ("http", "https") else ""
