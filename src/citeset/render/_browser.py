"""Debian's chromium driven through Playwright: launched headless with no network of its own.

Only the system browser is used (`/usr/bin/chromium`, from `apt-get install chromium`); a downloaded
browser never is. Every request a page makes is routed through citeset: an HTML file (and files beside it,
never outside its folder) is served from a private origin that never reaches the network; a URL may load
from its own origin only. Anything else is refused, so checking a page cannot call out. WebSockets, which
requests routing does not see, are routed too (a URL's own origin only; a file's none: a hardening audit had a
page send a file beside it out through WebSocket ports); and a browser that checks only files is launched
with no way out at all (a proxy that is not there, no name resolution, no WebRTC but through the proxy).
"""

from __future__ import annotations

import mimetypes
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from citeset.errors import InputError
from citeset.judges._llm_limits import MAX_RESPONSE_BYTES

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic", "--disable-extensions",
        "--disable-blink-features=WebTransport"]
def _only_to(reach: tuple[str, ...]) -> list[str]:
    """Arguments that send every connection but those to `reach` ("host:port") to a proxy that is not there (loopback
    included), resolve no name but theirs (a lookup of any other name could carry data out), and let WebRTC send
    nothing but through that proxy."""
    hosts = dict.fromkeys(place.rsplit(":", 1)[0] for place in reach)
    return ["--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=" + ";".join(("<-loopback>", *reach)),
            "--host-resolver-rules=MAP * ~NOTFOUND" + "".join(f", EXCLUDE {host}" for host in hosts),
            "--webrtc-ip-handling-policy=disable_non_proxied_udp", "--force-webrtc-ip-handling-policy"]


OFFLINE_ARGS = _only_to(())
"""For a browser that checks only pages served from files: whatever routing would miss goes nowhere."""


def reach_of(url: str) -> str:
    """The "host:port" a URL's page loads from (its scheme's port when it names none)."""
    parts = urlsplit(url)
    host = f"[{parts.hostname}]" if ":" in (parts.hostname or "") else parts.hostname
    return f"{host}:{parts.port or (443 if parts.scheme == 'https' else 80)}"
FILE_ORIGIN = "http://citeset.invalid"
MAX_FILE_BYTES = MAX_RESPONSE_BYTES
"""The largest file beside a page that is served to it (its size is read before the file is): a larger one is a 404.
A hardening audit had a 1 KB page fetch a 60 MB file beside it twice (670 MB in citeset), 200 MB four times (1.6 GB)."""
MAX_PAGE_BYTES = 2 * MAX_FILE_BYTES
"""Bytes served to one page in all: past them, every further file is a 404 (a page fetching one file over and over).
A file costs citeset some 8 times its size while Playwright ships it (bytes, base64, JSON): one of 16 MiB took its
peak memory from 70 to 194 MB, four to 343 MB; with two, eight fetches of one peaked at 194 MB."""


def missing_browser_message(executable: Path | None = None) -> str | None:
    """Why the browser cannot be used, or None when it can."""
    executable = executable or CHROMIUM
    if not executable.exists():
        return (f"chromium is not installed ({executable} is missing); install Debian's chromium with "
                "`apt-get install chromium`")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the render checks need Playwright for Python: pip install 'citeset[render]'"
    return None


@contextmanager
def launch(executable: Path | None = None, *, offline: bool = False, reach: tuple[str, ...] = ()) -> Iterator[Any]:
    """One headless browser for a whole check (reused across pages and answers); `offline` when it checks
    only files (`OFFLINE_ARGS`); `reach`: the only "host:port" places it may connect to, when it checks URLs
    (everything else goes to a proxy that is not there: workers, frames and navigations too, which a hardening
    re-audit found reaching other ports of a URL's host)."""
    executable = executable or CHROMIUM
    problem = missing_browser_message(executable)
    if problem:
        raise InputError(problem)
    from playwright.sync_api import Error, sync_playwright

    with sync_playwright() as pw:
        try:
            args = ARGS + OFFLINE_ARGS if offline else ARGS + _only_to(reach) if reach else ARGS
            browser = pw.chromium.launch(executable_path=str(executable), headless=True, args=args)
        except Error as exc:
            raise InputError(f"chromium at {executable} did not start: {str(exc).splitlines()[0]}") from None
        try:
            yield browser
        finally:
            browser.close()


class Target:
    """A page to check: a URL of the user's app, or an HTML file served from a private origin."""

    def __init__(self, shown: str, url: str, root: Path | None = None) -> None:
        self.shown = shown
        self.url = url
        self.root = root  # for a file: the only folder its resources may come from
        self.served = 0  # bytes of files served to the page (MAX_PAGE_BYTES)
        self.requested: set[str] = set()  # files of the page's folder it asked for (the page itself included)
        self.refused: dict[str, str] = {}  # file -> why it was not served (over a limit): findings of the report
        parts = urlsplit(url)
        self.origin = f"{parts.scheme}://{parts.netloc}"

    @classmethod
    def of_file(cls, path: Path, root: Path) -> Target:
        rel = path.resolve().relative_to(root.resolve()).as_posix()
        return cls(str(path), f"{FILE_ORIGIN}/{rel}", root.resolve())

    def route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith(("data:", "blob:")):
            route.continue_()
            return
        parts = urlsplit(url)
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            route.abort("blockedbyclient")
            return
        if self.root is None:
            route.continue_()
            return
        body = self._file(unquote(parts.path))
        if isinstance(body, str):
            route.fulfill(status=404, body=body)
        else:
            kind = mimetypes.guess_type(parts.path)[0] or "application/octet-stream"
            route.fulfill(status=200, body=body, headers={"content-type": kind})

    def route_socket(self, socket: Any) -> None:
        """A WebSocket reaches its server only from a URL to that URL's own host and port; else it is closed."""
        parts = urlsplit(socket.url)
        scheme = {"ws": "http", "wss": "https"}.get(parts.scheme)
        if self.root is None and scheme is not None and f"{scheme}://{parts.netloc}" == self.origin:
            socket.connect_to_server()
        else:
            socket.close(code=1008, reason="citeset: a checked page has no network")

    def _file(self, path: str) -> bytes | str:
        """The file's bytes, or why it is not served (the 404's body)."""
        assert self.root is not None
        candidate = (self.root / path.lstrip("/")).resolve()
        if not candidate.is_relative_to(self.root) or not candidate.is_file():
            return "not found"
        limit = min(MAX_FILE_BYTES, MAX_PAGE_BYTES - self.served)
        try:
            size = candidate.stat().st_size
            if size <= limit:
                with candidate.open("rb") as f:
                    body = f.read(limit + 1)  # a file that grew since is refused too
                size = len(body)
        except OSError:
            return "not found"
        self.requested.add(path)
        if size > limit:
            why = (f"the file is larger than {MAX_FILE_BYTES} bytes" if size > MAX_FILE_BYTES
                   else f"the page has had its {MAX_PAGE_BYTES} bytes of files")
            self.refused.setdefault(path, why)
            return f"citeset: not served, {why}"
        self.served += size
        return body


def targets_of(target: str) -> list[Target]:
    """TARGET as pages: a URL, an HTML file, or every *.html file of a folder (in name order)."""
    if target.startswith(("http://", "https://")):
        if not urlsplit(target).netloc:
            raise InputError(f"not a URL: {target!r}", field="TARGET")
        return [Target(target, target)]
    if "://" in target:
        raise InputError(f"only http(s) URLs, HTML files and folders can be checked, not {target!r}", field="TARGET")
    path = Path(target)
    if path.is_dir():
        files = sorted(p for p in path.glob("*.html") if p.is_file())
        if not files:
            raise InputError("the folder holds no .html file", path=path, field="TARGET")
        for page in files:
            if not page.resolve().is_relative_to(path.resolve()):  # its resources would come from elsewhere
                raise InputError("is a symlink leading outside the folder checked; name the page itself",
                                 path=page, field="TARGET")
        return [Target.of_file(p, path) for p in files]
    if not path.is_file():
        raise InputError("no such file or folder", path=path, field="TARGET")
    real = path.resolve()  # a page named through a link is served from where it is, with the files beside it
    return [Target(str(path), f"{FILE_ORIGIN}/{real.name}", real.parent)]
