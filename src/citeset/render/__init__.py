"""Citations as users see them: a reference HTML rendering of answers, and checks of rendered answers
(citeset's own or a user's app) in a real browser (Debian's chromium driven through Playwright).

`answer_views` + `render_case_html` write what `citeset render` writes; `check_target` runs the
`render-check` checks and returns a typed `RenderReport`; `Mapping` says how a page marks its citations;
`make_render_checker` gives `evaluate` the same checks on each record's `trace.rendered_html`.
"""

from citeset.render._answer import AnswerView, MarkerView, SourceView, UnitView
from citeset.render._browser import CHROMIUM, launch, missing_browser_message, targets_of
from citeset.render._check import CheckInputs, check_target
from citeset.render._evaluate import RenderChecker, check_rendered, make_render_checker, rendered_cases
from citeset.render._mapping import Mapping, load_mapping
from citeset.render._pages import answer_views, page_name, render_case_html
from citeset.render._report import CHECKS, CheckResult, Finding, RenderReport, to_markdown

__all__ = ["CHECKS", "CHROMIUM", "AnswerView", "CheckInputs", "CheckResult", "Finding", "Mapping", "MarkerView",
           "RenderChecker", "RenderReport", "SourceView", "UnitView", "answer_views", "check_rendered", "check_target",
           "launch", "load_mapping", "make_render_checker", "missing_browser_message", "page_name",
           "render_case_html", "rendered_cases", "targets_of", "to_markdown"]
