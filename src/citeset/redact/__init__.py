"""Redaction for a reader class: nothing blocked for the reader an output is written for leaves citeset.

`Redactors(suite)` gives one `Redactor` per reader class (`.for_case(case)`, `.for_reader(reader)`);
`Redactor.card(card)` and `Redactor.text(str)` return what that reader may see.
"""

from citeset.redact._redactor import Redactor, Redactors, blocked_for, span_placeholder, version_placeholder

__all__ = ["Redactor", "Redactors", "blocked_for", "span_placeholder", "version_placeholder"]
