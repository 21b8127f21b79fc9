"""Input text shown to a reader is literal: no Markdown structure, no terminal control, bounded length."""

from __future__ import annotations

import re
from io import StringIO

from hypothesis import given
from hypothesis import strategies as st
from rich.console import Console

from citeset.report._text import cell, md, neutral

_PIECES = [*"ab |`#-*_[]<>()\\\n\r\t1.", "\x1b", "\x07", "\x9b", "\u202e", "[/red]", "[bold]"]
hostile = st.lists(st.sampled_from(_PIECES), max_size=30).map("".join)


@given(hostile)
def test_markdown_text_cannot_open_structure(text: str) -> None:
    out = md(text)
    assert "\n" not in out and "\r" not in out
    assert not re.search(r"(?<!\\)(?:\\\\)*[|`<>\[\]]", out.replace("\\\\", "")), out
    assert not re.match(r"\s*(#|[-+=]|\d+[.)])", out), out


@given(hostile)
def test_terminal_text_has_no_control_characters(text: str) -> None:
    out = neutral(text)
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]", out)
    buffer = StringIO()
    Console(file=buffer, width=200, force_terminal=False).print(cell(text))
    printed = buffer.getvalue()
    assert "\x1b" not in printed and "[/red]" in printed if "[/red]" in text else True


def test_long_text_is_cut_with_an_ellipsis() -> None:
    out = neutral("x" * 10_000, 100)
    assert len(out) < 150 and "…" in out and "+9900 characters" in out


def test_invisible_characters_are_shown_not_written() -> None:
    """Zero-width spaces, directional marks, line and paragraph separators, byte-order marks and Unicode tag
    characters (invisible ASCII, a way to hide instructions in text) print as nothing: they are shown as escapes,
    as controls and directional overrides are. Joiners stay (emoji sequences and scripts need them)."""
    hidden = "".join(chr(0xE0000 + ord(c)) for c in "hi")
    text = f"a\u200bb\u200ec\u200fd\u061ce\u2028f\u2029g\u2060h\ufeffi\u00adj{hidden}k\u180el"
    out = neutral(text)
    assert out == ("a\\u200bb\\u200ec\\u200fd\\u061ce\\u2028f\\u2029g\\u2060h\\ufeffi\\u00adj"
                   "\\U000e0068\\U000e0069k\\u180el")
    assert md(text) == out.replace("\\", "\\\\")  # Markdown escapes the backslashes
    assert neutral("man\u200d\U0001f4bb \u0645\u200c\u0627") == "man\u200d\U0001f4bb \u0645\u200c\u0627"
