"""Finding a chunk's text in its version when the run gives no offsets: exactly, else ignoring case and runs of
whitespace, never fuzzier, and in time linear in the version's length."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.resolve._resolve import find_text

TEXT = "The Orla Star,\n  built in 2019, is operated by\tCastor Lines. The CASTOR LINES fleet has six ships."


@pytest.mark.parametrize(("needle", "found"), [
    ("built in 2019, is operated by\tCastor Lines.", "built in 2019, is operated by\tCastor Lines."),
    ("the orla star, built in 2019", "The Orla Star,\n  built in 2019"),
    ("  castor   lines fleet ", "CASTOR LINES fleet"),
    ("Castor Lines fleet has seven ships", None),
    ("   ", None),
])
def test_a_chunk_is_found_exactly_or_ignoring_case_and_spacing(needle: str, found: str | None) -> None:
    at = find_text(TEXT, needle)
    assert (TEXT[at[0] : at[1]] if at else None) == found


def test_a_long_chunk_that_is_not_in_a_long_version_is_refused_in_linear_time() -> None:
    """A hardening audit: the fallback search was a regular expression tried at every position of the version, so
    a 40 KB chunk that is not there took 16 s against 400 KB of text (four times as long at twice the size)."""
    def run(n: int) -> None:
        text = "word " * (10 * n)
        needle = "word " * n + "other"
        assert find_text(text, needle) is None
    assert_linear(run, 8_000)


def test_a_dotted_capital_i_keeps_the_search_linear_and_right() -> None:
    """A hardening re-audit: one "İ" in a version sent every search back to the slow expression (12.6 s)."""
    text = "İstanbul office. " + "word " * 80_000
    assert find_text(text, "istanbul  OFFICE.") == (0, 16)
    def run(n: int) -> None:
        assert find_text("İstanbul office. " + "word " * (10 * n), "word " * n + "other") is None
    assert_linear(run, 8_000)
