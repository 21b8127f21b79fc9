"""Redaction for a reader class: nothing blocked for the reader an output is written for leaves citeset.

`Redactors(suite)` gives one `Redactor` per reader class (`.for_case(case)`, `.for_reader(reader)`);
`Redactor.card(card)` and `Redactor.text(str)` return what that reader may see: the text of a span
blocked for the reader becomes `[withheld: span a2 (rights-v3) is not readable by reader 'public']`.
The evaluation applies it to every card before anything is written (citeset.evidence._run).
"""

from citeset.redact._redactor import Redactor, Redactors, blocked_for, span_placeholder, version_placeholder

__all__ = ["Redactor", "Redactors", "blocked_for", "span_placeholder", "version_placeholder"]
