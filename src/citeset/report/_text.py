"""Making text from inputs (answers, claims, ids, reasons) safe to show.

Input text is data, never markup or control: on a terminal it must not be read as rich markup
(`[/red]`) nor reach the terminal as escape sequences; in Markdown it must not open a table cell, a
heading or a code span; and a 50 MB claim must not be laid out in a terminal table.
"""

from __future__ import annotations

import contextlib
import re
import sys
import warnings
from collections.abc import Iterator
from typing import TextIO

from rich.text import Text

from citeset._lazyre import lazy_compile

CELL_LIMIT = 300  # characters of one input text shown in a terminal table cell
LINE_LIMIT = 2000  # characters of one input text in a terminal line or Markdown cell

# C0 and C1 controls (except tab and newline), DEL, bidirectional overrides/isolates and marks that can
# reorder what a reader sees ("Trojan Source"), and characters a reader does not see: zero-width space, line and
# paragraph separators, word joiner and invisible operators, byte-order mark, soft hyphen, Mongolian vowel
# separator, interlinear annotation marks and Unicode tag characters (invisible ASCII, a way to hide instructions
# in text). Zero-width joiners (U+200C, U+200D) stay: emoji sequences and several scripts need them.
_CONTROL = lazy_compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\xad\u061c\u180e\u200b\u200e\u200f\u2028\u2029"
                      "\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]")
# Structure, not emphasis: `_` and `*` inside ids (answer_correctness) stay readable; what could open a
# cell, a code span, a link or raw HTML is escaped.
_MD_SPECIAL = lazy_compile(r"([\\`\[\]<>|])")


def _visible(match: re.Match[str]) -> str:
    code = ord(match.group(0))
    if code < 0x100:
        return f"\\x{code:02x}" if code != 0xAD else "\\u00ad"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def neutral(text: object, limit: int | None = LINE_LIMIT) -> str:
    """Control characters shown as `\\xNN`; cut to `limit` characters with an ellipsis."""
    value = str(text)
    if limit is not None and len(value) > limit:
        value = value[:limit] + f"… (+{len(value) - limit} characters)"
    return _CONTROL.sub(_visible, value)


def plain(text: object, limit: int | None = LINE_LIMIT, style: str = "") -> Text:
    """A rich Text that prints `text` literally (no markup, no highlighting, no control sequences)."""
    return Text(neutral(text, limit), style=style)


def cell(text: object, limit: int = CELL_LIMIT) -> Text:
    """A terminal table cell: literal, neutralised, at most `limit` characters plus an ellipsis note."""
    return plain(text, limit)


def md(text: object, limit: int | None = LINE_LIMIT) -> str:
    """Input text as literal Markdown on one line: table pipes, code spans, links, HTML and a leading
    heading or list marker are escaped; newlines become spaces."""
    value = neutral(text, limit).replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    value = _MD_SPECIAL.sub(r"\\\1", value)
    stripped = value.lstrip()
    indent = value[: len(value) - len(stripped)]
    if stripped[:1] in ("#", "-", "+", "=", ">"):
        return indent + "\\" + stripped
    return indent + re.sub(r"^(\d+)([.)])", r"\1\\\2", stripped)


def _show_warning(message: Warning | str, category: type[Warning], filename: str, lineno: int,
                  file: TextIO | None = None, line: str | None = None) -> None:
    text = neutral(" ".join(str(message).splitlines()), LINE_LIMIT)
    print(f"warning: {text}", file=sys.stderr, flush=True)


@contextlib.contextmanager
def one_line_warnings() -> Iterator[None]:
    """Within the block, a Python warning (a judge cache that cannot be trusted, unreadable cache entries) is one
    `warning:` line on stderr like every other message, without the source file and line of citeset that raised
    it and that line's code (hardening audit 42)."""
    shown = warnings.showwarning
    warnings.showwarning = _show_warning
    try:
        yield
    finally:
        warnings.showwarning = shown
