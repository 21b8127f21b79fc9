"""DESIGN §3.4: a plan stated as done is another fact ("changed modality").

"The Ashwell seed library has a second branch in Tolworth" for "... is planned to open a second branch in Tolworth
in 2027": the claim keeps the words and the answer, so it was taken as correct and its annotation transferred
(audit 39's S24, S41). The reference claim states a plan, an expectation or a future ("is planned to", "plans to",
"is expected to", "will"); the claim states none, and says the fact now or done: in the present without the plan's
date, or in the past. A claim with a cue of its own ("will", "is due to", "is planned", "plans") or that keeps the
plan's date in the present ("opens a diving pool in 2028") states the plan. Deterministic; no judge is asked.
"""

from __future__ import annotations

import re

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import may_hold

_FUTURE_DATED = r"(?:will|shall)(?=(?:\s+[\w'’-]+){0,12}?\s+(?:in\s+(?:1[89]|20)\d\d|next\s+\w+|from\s+next)\b)"
_STRIVING = (r"(?:(?:is|are|was|were)\s+)?(?:raising|saving|fundraising|campaigning|bidding|seeking|trying|"
             r"working|applying|lobbying|fighting|striving|seeks?|strives?|tries|try)\s+(?:(?:funds?|money|"
             r"donations|permission|approval|(?:a\s+)?grants?)\s+)?to")
"""Work towards a deed not yet done ("is raising funds to buy", "seeks to open", "is applying for ... to"): audit 45
found "has bought a second Land Rover" accepted for "is raising funds to buy" one."""
_PLAN = lazy_compile(r"\b(?:(?:is|are|was|were)\s+(?:planned|scheduled|expected|set|slated|proposed|intended|going|"
                   r"projected|budgeted|earmarked)\s+to|(?:is|are)\s+due\s+to(?=\s+(?:be|open|close|move|start|begin|"
                   r"finish|reopen|launch|end|arrive|return|retire|expand|merge|relocate|complete|take|host)\b)|(?:plans?|planning|intends?|aims?|hopes?|proposes?|expects?|"
                   r"wants?|wanted|wishes|would\s+like|is\s+looking|are\s+looking)\s+to|(?:is|are|was|were)\s+"
                   r"(?:considering|exploring|studying|discussing|weighing|planning|proposing)|" + _STRIVING + "|" + _FUTURE_DATED
                   + r")\s+(?:be\s+|have\s+)?(?P<verb>[a-z]+)", re.IGNORECASE)
"""A plan, a wish or an option weighed ("is planned to open", "wants to open", "is considering building"), an
expectation, or a future dated ahead ("will run ... from next spring"): a
bare "will" is as often a rule ("Members will receive a key") and "due to" a cause."""
_CUE = lazy_compile(r"\b(?:will|shall|'ll|going\s+to|plans?|planned|planning|wants?|wanted|wish(?:es)?|considering|"
                  r"considered|consider|proposal|intends?|intended|intention|aims?|aimed|hopes?|hoped|scheduled|"
                  r"expected|expects?|due\s+(?:in|by|for|to\s+(?:be|open|close|move|start|begin|reopen|launch))|"
                  r"slated|proposed|proposes?|projected|set\s+to|is\s+to|are\s+to|upcoming|future|forthcoming|"
                  r"prospective|[a-z]+ing\s+to\s+open|next\s+(?:week|month|year|spring|summer|autumn|winter|season)|"
                  r"soon|coming|raising|fundraising|saving|seek(?:s|ing)?|applying|campaigning|bidding|trying|"
                  r"lobbying|striving)\b", re.IGNORECASE)
"""Words by which a claim states a plan or a future as such."""
_PLAN_WORDS = ("to", "will", "shall", "consider", "explor", "studying", "discussing", "weighing", "planning",
               "proposing")
"""What every `_PLAN` match holds ("to" after the plan's words, or a weighing, or a dated future), looked for first
(`may_hold`): the pattern costs thirty microseconds a text."""
_DATE = lazy_compile(r"\b(?:(?:1[89]|20)\d\d|january|february|march|april|may|june|july|august|september|october|"
                   r"november|december|spring|summer|autumn|winter|next\s+\w+)\b", re.IGNORECASE)
_PAST = lazy_compile(r"\b(?:was|were|had|did|has\s+been|have\s+been|[a-z]{3,}ed)\b", re.IGNORECASE)


def plan_as_done(claim: str, reference: str) -> str | None:
    """How `claim` states as a fact now or done what `reference` states as a plan or a future (None: it does
    not)."""
    plan = _PLAN.search(reference) if may_hold(reference, _PLAN_WORDS) else None
    if plan is None or _PLAN.search(claim) is not None or _CUE.search(claim) is not None:
        return None
    dates = {d.casefold() for d in _DATE.findall(reference[plan.start():])}
    kept_date = any(d.casefold() in dates for d in _DATE.findall(claim))
    if kept_date and _PAST.search(claim) is None:
        return None  # "opens a diving pool in 2028": the present of a dated future
    return f"states as done what its reference claim plans ({plan.group(0)})"
