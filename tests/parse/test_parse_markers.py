"""Inline citation markers: the forms of DESIGN §2, the code exclusions and the documented edge cases."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from citeset.parse import MAX_RANGE, Marker, find_markers


def labels(text: str) -> list[tuple[str, ...]]:
    return [m.labels for m in find_markers(text)]


def raws(text: str) -> list[str]:
    return [m.raw for m in find_markers(text)]


# --- the forms -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Paris [1].", [("1",)]),
        ("Big [12] and [123].", [("12",), ("123",)]),
        ("Both [1][2].", [("1",), ("2",)]),
        ("Both [1] [2].", [("1",), ("2",)]),
        ("List [1, 2].", [("1", "2")]),
        ("List [1,2].", [("1", "2")]),
        ("List [1; 2].", [("1", "2")]),
        ("Range [1-3].", [("1", "2", "3")]),
        ("En dash [1–3].", [("1", "2", "3")]),
        ("Em dash [1—3].", [("1", "2", "3")]),
        ("Spaced [1 - 3].", [("1", "2", "3")]),
        ("Mixed [1, 3-5, 9].", [("1", "3", "4", "5", "9")]),
        ("Same ends [4-4].", [("4",)]),
        ("Repeated [2][2] and [2].", [("2",), ("2",), ("2",)]),
        ("Padded [ 1 ] and [1 , 2].", [("1",), ("1", "2")]),
        ("Zero-padded [01] and [01-03].", [("01",), ("01", "02", "03")]),
        ("Footnote[^1] and [^12].", [("1",), ("12",)]),
        ("Dangling [99].", [("99",)]),
    ],
)
def test_marker_forms(text: str, expected: list[tuple[str, ...]]) -> None:
    assert labels(text) == expected


def test_marker_offsets_and_raw_are_those_of_the_original_text() -> None:
    text = "Claim [1, 2] here.[3][4] end [5–7]"
    found = find_markers(text)
    assert [m.raw for m in found] == ["[1, 2]", "[3]", "[4]", "[5–7]"]
    assert all(text[m.start : m.end] == m.raw for m in found)
    assert found[0] == Marker(("1", "2"), 6, 12, "[1, 2]")


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Backwards [5-1].", "5-1"),
        ("Backwards en dash [9–2].", "9–2"),
        (f"Too wide [1-{MAX_RANGE + 1}].", f"1-{MAX_RANGE + 1}"),
        ("Huge [1-99999999999999999999].", "1-99999999999999999999"),
        ("Absurd [1000-1].", "1000-1"),
    ],
)
def test_absurd_ranges_are_one_literal_label(text: str, label: str) -> None:
    assert labels(text) == [(label,)]


def test_widest_accepted_range_expands_fully() -> None:
    assert labels(f"[1-{MAX_RANGE}]") == [tuple(str(i) for i in range(1, MAX_RANGE + 1))]


def test_a_bad_range_inside_a_list_keeps_the_other_items() -> None:
    assert labels("[1, 7-3, 9]") == [("1", "7-3", "9")]


# --- links, footnotes and other brackets ------------------------------------------------------------------


def test_link_whose_text_is_a_marker_is_one_marker_covering_the_url() -> None:
    text = "Claim [1](https://example.com/a_(b)) and [[2]](http://x.org/p?q=1)."
    found = find_markers(text)
    assert [m.labels for m in found] == [("1",), ("2",)]
    assert [m.raw for m in found] == ["[1](https://example.com/a_(b))", "[[2]](http://x.org/p?q=1)"]


@pytest.mark.parametrize(
    "text",
    [
        "See [Wikipedia](https://en.wikipedia.org).",  # an ordinary link
        "An image ![1](figure.png).",
        "Footnote by name [^note].",
        "Letters [a], [x], [S1], [doc1], [1a].",
        "Task - [ ] and - [x].",
        "Decimal [1.5], negative [-1], trailing separator [1,], empty [].",
        "Escaped \\[1] and LaTeX \\[2\\].",
        "Full-width 【1】 and ［1］.",
        "Multi-line [1,\n2] is not a marker.",
    ],
)
def test_things_that_are_not_markers(text: str) -> None:
    assert find_markers(text) == []


def test_escaped_backslash_before_a_marker_does_not_escape_it() -> None:
    assert labels("Path C:\\\\[1]") == [("1",)]


def test_a_link_with_a_title_is_one_marker() -> None:
    assert raws('Claim [3](https://x.org "The source").') == ['[3](https://x.org "The source")']


def test_a_numeric_interval_in_prose_is_parsed_as_markers_for_the_caller_to_report() -> None:
    assert labels("x lies in [0, 1].") == [("0", "1")]


# --- source lists ------------------------------------------------------------------------------------------


def test_definition_labels_are_not_markers_but_mid_line_uses_are() -> None:
    text = "Claim [1]: as shown.\n[1]: https://example.com\n[^2]: A footnote citing [3].\n  [4]: http://x.org"
    assert labels(text) == [("1",), ("3",)]


def test_label_followed_only_by_a_url_is_a_source_entry() -> None:
    text = "Claim [1].\n[1] https://example.com/a\n- [2] <https://example.com/b>"
    assert labels(text) == [("1",)]


def test_sources_section_entries_are_not_markers() -> None:
    text = (
        "Paris is the capital [1]. Berlin too [2].\n\n"
        "**Sources:**\n[1] Encyclopaedia, Paris entry\n[2] Atlas, 2020 edition\n- [3] Another source\n\n"
        "In summary, both are capitals [1][2].\n"
    )
    assert labels(text) == [("1",), ("2",), ("1",), ("2",)]


def test_sources_section_ends_at_the_next_heading() -> None:
    text = "## References\n[1] A book\n\n## Answer\n[2] Leading marker claim."
    assert labels(text) == [("2",)]


# --- code ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Call `f([1])` here.",
        "Double ``a ` [1] b`` here.",
        "Triple ```x [1] y``` inline.",
        "```\ncode [1]\n```",
        "```python\nxs[1] = [2, 3]\n```",
        "~~~\n[1]\n~~~",
        "````\n```\n[1]\n```\n````",
        "  ```\n  indented fence [1]\n  ```",
        "> ```\n> quoted fence [1]\n> ```",
        "```\nnever closed [1]\n\nstill code [2]",
    ],
)
def test_markers_in_code_are_not_found(text: str) -> None:
    assert find_markers(text) == []


def test_markers_around_code_are_found() -> None:
    text = "Before [1] `x[2]` after [3].\n```\n[4]\n```\nEnd [5]."
    assert labels(text) == [("1",), ("3",), ("5",)]


def test_unmatched_backtick_does_not_hide_markers() -> None:
    assert labels("It costs `5 [1]. And more [2].") == [("1",), ("2",)]


def test_code_span_does_not_cross_a_blank_line_or_a_new_list_item() -> None:
    assert labels("A `tick [1].\n\nB [2] tick` end.") == [("1",), ("2",)]
    assert labels("- A `tick [1]\n- B [2] tick`") == [("1",), ("2",)]


def test_code_span_may_wrap_a_line_within_a_paragraph() -> None:
    assert labels("A `wrapped\ncode [1]` then [2].") == [("2",)]


def test_fence_closed_only_by_same_character_and_at_least_the_same_length() -> None:
    assert labels("````\n```\n[1]\n````\nafter [2]") == [("2",)]
    assert labels("~~~\n```\n[1]\n~~~\nafter [2]") == [("2",)]


# --- properties ----------------------------------------------------------------------------------------------

_words = st.text(alphabet="abcdefghij ,.", min_size=0, max_size=12)
_label_lists = st.lists(st.integers(min_value=0, max_value=999), min_size=1, max_size=4)


@settings(max_examples=80, deadline=None, database=None)
@given(
    st.lists(st.tuples(_words, _label_lists, st.sampled_from(["[{}]", "[{}]", "[ {} ]"])), max_size=8), _words
)
def test_generated_markers_are_recovered_with_offsets(
    parts: list[tuple[str, list[int], str]], tail: str
) -> None:
    text = ""
    expected: list[tuple[tuple[str, ...], str]] = []
    for prose, nums, shape in parts:
        raw = shape.format(", ".join(map(str, nums)))
        text += prose + raw
        expected.append((tuple(map(str, nums)), raw))
    text += tail
    found = find_markers(text)
    assert [(m.labels, m.raw) for m in found] == expected
    assert all(text[m.start : m.end] == m.raw for m in found)


@settings(max_examples=60, deadline=None, database=None)
@given(st.integers(0, 10_000), st.integers(0, 10_000))
def test_ranges_expand_exactly_or_stay_literal(lo: int, hi: int) -> None:
    [marker] = find_markers(f"[{lo}-{hi}]")
    if lo <= hi and hi - lo < MAX_RANGE:
        assert marker.labels == tuple(str(i) for i in range(lo, hi + 1))
    else:
        assert marker.labels == (f"{lo}-{hi}",)


# Non-empty: "``" alone is a run of two backticks, not an empty code span.
_code_inner = st.text(alphabet="ab [],0123-\n", min_size=1, max_size=20).filter(lambda s: "\n\n" not in s)


@settings(max_examples=80, deadline=None, database=None)
@given(st.lists(st.tuples(st.sampled_from(["span", "fence"]), _code_inner), max_size=5), _label_lists)
def test_no_marker_inside_code_is_found(chunks: list[tuple[str, str]], nums: list[int]) -> None:
    outside = "[" + ", ".join(map(str, nums)) + "]"
    text = "Start " + outside
    for kind, inner in chunks:
        if kind == "span":
            text += f" `{inner.replace(chr(10), ' ')}` {outside}"
        else:
            text += f"\n```\n{inner}\n```\n{outside}"
    found = find_markers(text)
    assert [m.raw for m in found] == [outside] * (len(chunks) + 1)


@settings(max_examples=150, deadline=None, database=None)
@given(st.one_of(st.text(), st.text(alphabet="[]()0123456789-–,; `~\n|#*>.!?^:\\ab")))
def test_find_markers_never_raises_and_offsets_slice_back(text: str) -> None:
    found = find_markers(text)
    assert all(text[m.start : m.end] == m.raw and m.labels for m in found)
    assert all(a.end <= b.start for a, b in pairwise(found))
