"""Observing one page in the browser: wait for the stream to settle, then activate every marker by mouse
and keyboard and read what it opened, collecting every string the page holds along the way."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from citeset.render._browser import Target
from citeset.render._checks import Activation, MarkerObs, ScopeObs, SourceObs
from citeset.render._mapping import Mapping
from citeset.render._scripts import (
    ACTIVE_PROBE,
    COLLECT,
    COUNTERS,
    FOCUSABLE_COUNT,
    OPENED,
    QUIET,
    STRINGS,
    collect_config,
    init_script,
)

ACTION_QUIET_MS = 60
"""After a click or key press, the page has reacted once the DOM is unchanged this long."""
ACTION_MAX_MS = 1500
ACTION_TIMEOUT_MS = 2000
MAX_TABS = 3000
MAX_MARKERS = 64
"""Markers activated on one page (mouse, then keyboard); the rest are a finding, never checked silently. An answer
cites a handful of passages (citeset's own pages show a marker per citation, some dozen at most), and at 0.3-0.7 s
a marker 64 take some 20-45 s; a hardening audit's 150 buttons in a 10 KB rendered answer took 88 s."""
PAGE_BUDGET_S = 120.0
"""Wall time for one page's check, from its loading on: once spent, no further marker is activated (and the rest
are a finding). The per-step deadline (`page_timeout_ms`) starts again after each marker; this one never does."""


@dataclass(slots=True)
class PageObs:
    """What the browser saw on one page."""

    target: Target
    scopes: list[ScopeObs] = field(default_factory=list)
    changes: list[dict[str, Any]] = field(default_factory=list)
    quiet: bool = True
    strings: set[tuple[str, str, str | None]] = field(default_factory=set)  # (where, text, marker probe)
    error: str | None = None


def first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


class Deadline:
    """A page's time budget. Playwright's `page.evaluate` has no timeout, so a script that never yields (`for (;;)
    {}` after `load`) would hold the check for ever; once the budget is spent, the page's context is closed from
    Playwright's own event loop (which runs whenever the sync API waits, so also during a call that hangs), and
    every call on the page then fails at once."""

    def __init__(self, context: Any, seconds: float) -> None:
        self.seconds = seconds
        self.expired = False
        self.ends = time.monotonic() + PAGE_BUDGET_S  # the page's overall budget (`observe` stops activating)
        self._loop, self._context = context._loop, context  # the sync API's event loop
        self._handle = self._loop.call_later(seconds, self._expire)

    def progress(self) -> None:
        """A step of the check ended (the page loaded, a marker was activated): the budget starts again, so a page
        with many markers is not taken for a stuck one (at about 0.7 s a marker, 30 s held some 40 markers)."""
        if not self.expired:
            self._handle.cancel()
            self._handle = self._loop.call_later(self.seconds, self._expire)

    def _expire(self) -> None:
        self.expired = True
        task = self._loop.create_task(self._context._impl_obj.close(reason=None))
        task.add_done_callback(lambda done: done.cancelled() or done.exception())  # closing may race: no log

    def message(self) -> str:
        return f"the page did not respond within {self.seconds:g} s"

    def cancel(self) -> None:
        self._handle.cancel()


def new_context(browser: Any, target: Target, mapping: Mapping) -> tuple[Any, Deadline]:
    """A fresh context for one page, with its deadline running."""
    context = browser.new_context()
    return context, Deadline(context, mapping.page_timeout_ms / 1000)


def open_page(context: Any, target: Target, mapping: Mapping) -> tuple[Any, PageObs]:
    """A page in `context` with the observer installed, loaded and settled (or an error recorded)."""
    from playwright.sync_api import Error

    context.route("**/*", target.route)
    context.route_web_socket(lambda _url: True, target.route_socket)
    context.add_init_script(init_script(mapping))
    page = context.new_page()
    page.set_default_timeout(ACTION_TIMEOUT_MS)
    obs = PageObs(target)
    try:
        response = page.goto(target.url, wait_until="load", timeout=mapping.load_timeout_ms)
        if response is not None and response.status >= 400:
            obs.error = f"the page answered HTTP {response.status}"
            return page, obs
        obs.quiet = bool(page.evaluate(QUIET, [mapping.quiet_ms, mapping.stream_timeout_ms]))
        _validate_selectors(page, mapping)
    except Error as exc:
        obs.error = f"the page could not be loaded: {first_line(exc)}"
    return page, obs


def _validate_selectors(page: Any, mapping: Mapping) -> None:
    from citeset.errors import InputError

    for name in ("answer", "marker", "source", "opened", "excerpt"):
        selector = getattr(mapping, name)
        if selector is None:
            continue
        ok = page.evaluate("(s) => { try { document.querySelector(s); return true; } catch (e) { return false; } }",
                           selector)
        if not ok:
            raise InputError(f"not a valid CSS selector: {selector!r}", field=name)


def observe(page: Any, obs: PageObs, mapping: Mapping, progress: Callable[[], None] = lambda: None,
            ends: float | None = None) -> None:
    """Fill `obs`: markers, sources, stream changes, what each activation opens, and every string seen;
    `progress` is told after each step. At most MAX_MARKERS markers are activated, and none once the monotonic
    time `ends` (the page's overall budget) has passed: the others are kept as the scope's unchecked markers."""
    budget = PAGE_BUDGET_S
    ends = time.monotonic() + budget if ends is None else ends
    cfg = collect_config(mapping)
    data = page.evaluate(COLLECT, cfg)
    progress()
    obs.changes = data[-1]["changes"]
    room = MAX_MARKERS
    for r, raw in enumerate(data[:-1]):
        markers = [MarkerObs(**m) for m in raw["markers"]]
        sources = [SourceObs(**s) for s in raw["sources"]]
        scope = ScopeObs(raw["case_id"], markers[:room], sources)
        if len(markers) > room:
            scope.unchecked = markers[room:]
            scope.unchecked_why.append(f"a page's check activates at most {MAX_MARKERS} "
                                       f"marker{'s' if MAX_MARKERS != 1 else ''}")
        room -= len(scope.markers)
        obs.scopes.append(scope)
        for i, m in enumerate(scope.markers):
            if time.monotonic() >= ends:
                _leave(scope, i, budget)
                break
            _strings(page, obs)
            _click(page, m, cfg, r)
            progress()
        _strings(page, obs)
    _strings(page, obs)
    if time.monotonic() < ends:
        _tab_through(page, obs)
    for r, scope in enumerate(obs.scopes):
        for i, m in enumerate(scope.markers):
            if time.monotonic() >= ends:
                _leave(scope, i, budget)
                break
            if not m.tab_reached:
                continue
            m.enter = _press(page, m, "Enter", cfg, r)
            if m.is_button or not m.is_control:
                m.space = _press(page, m, "Space", cfg, r)
            progress()


def _leave(scope: ScopeObs, start: int, budget: float) -> None:
    """The scope's markers from `start` on, left unchecked: the page's time budget is spent."""
    scope.unchecked[:0] = scope.markers[start:]
    del scope.markers[start:]
    why = f"the page's check ran out of its {budget:g} s time budget"
    if why not in scope.unchecked_why:
        scope.unchecked_why.insert(0, why)


def _locator(page: Any, m: MarkerObs) -> Any:
    return page.locator(f'[data-cs-probe="{m.probe}"]').first


def _settle(page: Any) -> None:
    page.evaluate(QUIET, [ACTION_QUIET_MS, ACTION_MAX_MS])


def _click(page: Any, m: MarkerObs, cfg: dict[str, Any], r: int) -> None:
    from playwright.sync_api import Error

    loc = _locator(page, m)
    try:
        loc.hover(timeout=ACTION_TIMEOUT_MS)
        _settle(page)  # a preview or tooltip opened by hovering is part of what the reader sees
        loc.click(timeout=ACTION_TIMEOUT_MS)
    except Error as exc:
        m.click_error = first_line(exc)
        return
    _settle(page)
    m.opened = page.evaluate(OPENED, [cfg, r])


def _tab_through(page: Any, obs: PageObs) -> None:
    """Press Tab from the top of the page until focus comes back round; note every marker reached."""
    by_probe = {m.probe: m for scope in obs.scopes for m in scope.markers}
    if not by_probe:
        return
    page.evaluate("() => { if (document.activeElement) { document.activeElement.blur(); } window.scrollTo(0, 0); }")
    limit = min(int(page.evaluate(FOCUSABLE_COUNT)) + 3, MAX_TABS)
    first: str | None = None
    for _ in range(limit):
        page.keyboard.press("Tab")
        probe = page.evaluate(ACTIVE_PROBE)
        if probe is None:
            continue
        if probe == first:
            break
        first = first or probe
        if probe in by_probe:
            by_probe[probe].tab_reached = True
            if all(m.tab_reached for m in by_probe.values()):
                break  # every marker checked is reached: the rest of the page need not be walked


def _press(page: Any, m: MarkerObs, key: str, cfg: dict[str, Any], r: int) -> Activation | None:
    from playwright.sync_api import Error

    try:
        _locator(page, m).focus(timeout=ACTION_TIMEOUT_MS)
        before = page.evaluate(COUNTERS)
        page.keyboard.press(key)
    except Error:
        return None
    _settle(page)
    after = page.evaluate(COUNTERS)
    # Activation shows as a click event (what Enter/Space on a button or Enter on a link dispatch) or as
    # any change the app made to the page in response.
    activated = after[0] > before[0] or after[1] > before[1]
    return Activation(activated, page.evaluate(OPENED, [cfg, r]))


def _strings(page: Any, obs: PageObs) -> None:
    for where, text, probe in page.evaluate(STRINGS):
        obs.strings.add((where, text, probe))


def screenshot(page: Any, probe: str | None) -> bytes | None:
    """A PNG of the offending marker (with its surroundings), or None when it cannot be taken."""
    from playwright.sync_api import Error

    if probe is None:
        return None
    try:
        return bytes(page.locator(f'[data-cs-probe="{probe}"]').first.screenshot(timeout=ACTION_TIMEOUT_MS))
    except Error:
        return None
