"""Claim units and marker attachment: sentences, bullets, table cells, paragraphs and what is not a claim."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from citeset.parse import ClaimUnit, ParsedAnswer, find_markers, parse_answer


def units(text: str, attach: str = "sentence") -> list[tuple[str, tuple[str, ...]]]:
    return [(u.text, u.labels) for u in parse_answer(text, attach).units]  # type: ignore[arg-type]


def unattached(text: str, attach: str = "sentence") -> list[str]:
    return [m.raw for m in parse_answer(text, attach).unattached]  # type: ignore[arg-type]


# --- attachment in prose ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Paris is the capital [1]. Berlin is large.",
        "Paris is the capital.[1] Berlin is large.",
        "Paris is the capital. [1] Berlin is large.",
        "Paris is the capital.  [1]  Berlin is large.",
        "Paris is the capital.\n[1]\nBerlin is large.",
        "Paris is the capital ([1]). Berlin is large.",
        "Paris is the capital. ([1]) Berlin is large.",
    ],
)
def test_marker_before_or_after_final_punctuation_attaches_to_the_sentence_it_ends(text: str) -> None:
    assert units(text) == [("Paris is the capital.", ("1",)), ("Berlin is large.", ())]


def test_each_sentence_gets_its_own_markers() -> None:
    text = "Paris is in France [1][2]. It has 2.1 million people [3, 4]. The Seine crosses it [2-3]."
    assert units(text) == [
        ("Paris is in France.", ("1", "2")),
        ("It has 2.1 million people.", ("3", "4")),
        ("The Seine crosses it.", ("2", "3")),
    ]


def test_repeated_markers_keep_markers_but_deduplicate_labels() -> None:
    [unit] = parse_answer("Paris is large [2][2] and old [1, 2].").units
    assert unit.labels == ("2", "1")
    assert [m.raw for m in unit.markers] == ["[2]", "[2]", "[1, 2]"]


def test_marker_in_the_middle_of_a_sentence_stays_with_it() -> None:
    assert units("Paris [1] and Lyon [2] are French cities.") == [
        ("Paris and Lyon are French cities.", ("1", "2"))
    ]


def test_leading_marker_attaches_to_the_first_unit_of_its_block() -> None:
    assert units("[1] Paris is the capital. Lyon is second.") == [
        ("Paris is the capital.", ("1",)),
        ("Lyon is second.", ()),
    ]


def test_unit_text_is_tidy() -> None:
    assert units("Claim ([1], [2]).") == [("Claim.", ("1", "2"))]
    assert units("Claim [1] , next [2] ; end [3] .") == [("Claim, next; end.", ("1", "2", "3"))]
    assert units("Claim (see [1]) holds.") == [("Claim (see) holds.", ("1",))]
    assert units("Claim ([1] and more) holds.") == [("Claim (and more) holds.", ("1",))]
    assert units("Several   spaces\nand a [1]\n  wrapped line.") == [
        ("Several spaces and a wrapped line.", ("1",))
    ]
    assert units("Linked [1](https://x.org/a) claim.") == [("Linked claim.", ("1",))]


def test_removing_a_marker_never_leaves_marker_syntax_behind() -> None:
    # Removing the inner "[1]" of "[[1]2]" joins "[" and "2]" into "[2]", which must not survive as text.
    [unit] = parse_answer("Odd [[1]2] text.").units
    assert unit.labels == ("1",)
    assert find_markers(unit.text) == []


def test_unit_offsets_point_at_the_sentence_in_the_original_text() -> None:
    text = "Intro here. Paris is big [1]. Lyon too. [2]"
    got = parse_answer(text).units
    assert [text[u.start : u.end] for u in got] == ["Intro here.", "Paris is big [1].", "Lyon too."]


def test_abbreviations_decimals_initials_and_ellipses_do_not_split_claims() -> None:
    text = "Dr. J. K. Smith, e.g. in the U.S., measured 3.5 kg... roughly [1]. No. 5 was lighter [2]."
    assert units(text) == [
        ("Dr. J. K. Smith, e.g. in the U.S., measured 3.5 kg... roughly.", ("1",)),
        ("No. 5 was lighter.", ("2",)),
    ]


# --- unattached markers ------------------------------------------------------------------------------------


def test_marker_alone_in_its_paragraph_is_unattached_not_dropped() -> None:
    parsed = parse_answer("Paris is the capital.\n\n[3]\n\nBerlin is large [1].")
    assert [(u.text, u.labels) for u in parsed.units] == [
        ("Paris is the capital.", ()),
        ("Berlin is large.", ("1",)),
    ]
    assert [(m.labels, m.raw) for m in parsed.unattached] == [(("3",), "[3]")]


def test_markers_in_headings_are_unattached_and_headings_are_not_claims() -> None:
    text = "# Capitals [1]\n\nParis is one [2].\n\nOverview [3]\n========\n\n## Notes\nEnd."
    assert units(text) == [("Paris is one.", ("2",)), ("End.", ())]
    assert unattached(text) == ["[1]", "[3]"]


def test_marker_only_bullet_is_unattached() -> None:
    assert units("- Paris [1]\n- [2]") == [("Paris", ("1",))]
    assert unattached("- Paris [1]\n- [2]") == ["[2]"]


# --- bullets -----------------------------------------------------------------------------------------------


def test_each_bullet_is_a_unit() -> None:
    text = "Intro:\n- Paris [1]\n* Lyon [2]\n+ Nice [3]\n1. Lille [4]\n2) Metz [5]\n• Caen [6]"
    parsed = parse_answer(text)
    assert [(u.text, u.kind, u.labels) for u in parsed.units] == [
        ("Intro:", "sentence", ()),
        ("Paris", "bullet", ("1",)),
        ("Lyon", "bullet", ("2",)),
        ("Nice", "bullet", ("3",)),
        ("Lille", "bullet", ("4",)),
        ("Metz", "bullet", ("5",)),
        ("Caen", "bullet", ("6",)),
    ]


def test_long_bullet_is_split_into_sentences_that_stay_bullets() -> None:
    parsed = parse_answer("- Paris is big [1]. It is old [2].\n- Lyon [3]")
    assert [(u.text, u.kind, u.labels) for u in parsed.units] == [
        ("Paris is big.", "bullet", ("1",)),
        ("It is old.", "bullet", ("2",)),
        ("Lyon", "bullet", ("3",)),
    ]


def test_bullet_continuation_lines_nesting_and_task_boxes() -> None:
    text = "- [ ] Paris is\n  the capital [1]\n  - nested Lyon [2]\n- [x] Nice [3]\n\n  More on Nice [4].\n\nProse [5]."
    parsed = parse_answer(text)
    assert [(u.text, u.kind, u.labels) for u in parsed.units] == [
        ("Paris is the capital", "bullet", ("1",)),
        ("nested Lyon", "bullet", ("2",)),
        ("Nice", "bullet", ("3",)),
        ("More on Nice.", "bullet", ("4",)),
        ("Prose.", "sentence", ("5",)),
    ]


def test_leading_marker_in_a_bullet_attaches_to_it() -> None:
    assert units("- [1] Paris is the capital") == [("Paris is the capital", ("1",))]


def test_hard_wrapped_number_does_not_start_a_list() -> None:
    assert units("Sales rose in\n2010. They fell [1].") == [
        ("Sales rose in 2010.", ()),
        ("They fell.", ("1",)),
    ]


# --- tables ------------------------------------------------------------------------------------------------

TABLE = """Cities:

| City | Population |
|------|:----------:|
| Paris [1] | 2.1M [2] |
| Lyon | 0.5M |
"""


def test_table_data_cells_are_units_and_header_and_separator_are_not() -> None:
    parsed = parse_answer(TABLE)
    assert [(u.text, u.kind, u.labels) for u in parsed.units] == [
        ("Cities:", "sentence", ()),
        ("Paris", "cell", ("1",)),
        ("2.1M", "cell", ("2",)),
        ("Lyon", "cell", ()),
        ("0.5M", "cell", ()),
    ]


def test_marker_only_cell_attaches_to_the_text_cell_before_it() -> None:
    text = "| Claim | Source |\n|---|---|\n| Paris is big | [1] |\n| [2] | Lyon is old |\n| [3] | |"
    assert units(text) == [("Paris is big", ("1",)), ("Lyon is old", ("2",))]
    assert unattached(text) == ["[3]"]


def test_table_without_outer_pipes_and_markers_in_the_header() -> None:
    text = "City [9] | Note\n--- | ---\nParis | big [1]\n"
    assert units(text) == [("Paris", ()), ("big", ("1",))]
    assert unattached(text) == ["[9]"]


def test_cells_are_never_split_into_sentences_and_table_ends_at_a_line_without_pipes() -> None:
    text = "| a | b |\n|---|---|\n| One. Two [1]. | x |\nAfter the table [2]. Done."
    assert [(u.text, u.kind) for u in parse_answer(text).units] == [
        ("One. Two.", "cell"),
        ("x", "cell"),
        ("After the table.", "sentence"),
        ("Done.", "sentence"),
    ]


def test_pipe_without_separator_row_is_prose() -> None:
    assert units("Either a | b holds [1].") == [("Either a | b holds.", ("1",))]


# --- paragraph attachment ----------------------------------------------------------------------------------


def test_paragraph_attachment_collects_all_markers_of_a_paragraph() -> None:
    text = "Paris is big [1]. It is old [2].\n\n- Lyon [3]. Nice [4].\n\n| a | b |\n|---|---|\n| x [5] | y |"
    parsed = parse_answer(text, attach="paragraph")
    assert parsed.attach == "paragraph"
    assert [(u.text, u.kind, u.labels) for u in parsed.units] == [
        ("Paris is big. It is old.", "paragraph", ("1", "2")),
        ("Lyon. Nice.", "bullet", ("3", "4")),
        ("x", "cell", ("5",)),
        ("y", "cell", ()),
    ]


def test_attach_rule_is_recorded_and_validated() -> None:
    assert parse_answer("A [1].").attach == "sentence"
    with pytest.raises(ValueError, match="attach"):
        parse_answer("A [1].", attach="word")  # type: ignore[arg-type]


# --- not claims --------------------------------------------------------------------------------------------


def test_code_blocks_are_not_claims_and_code_spans_stay_in_claim_text() -> None:
    text = "Run `pip install x[1]` first [2].\n\n```bash\necho [3]\n```\n\n~~~\nnot a claim\n~~~\nDone."
    parsed = parse_answer(text)
    assert [(u.text, u.labels) for u in parsed.units] == [
        ("Run `pip install x[1]` first.", ("2",)),
        ("Done.", ()),
    ]
    assert parsed.unattached == ()


def test_sentence_is_not_split_inside_a_code_span() -> None:
    assert units("Call `a. B.` now [1]. Next.") == [("Call `a. B.` now.", ("1",)), ("Next.", ())]


def test_source_lists_and_definitions_are_not_claims() -> None:
    text = (
        "Paris is the capital [1]. Lyon is second [2].\n\n"
        "Sources:\n[1] Atlas of France. 2020.\n[2] https://example.com/lyon\n\n"
        "[^3]: A footnote\n  continued here.\n[4]: https://example.com/4\n- [5] https://example.com/5\n\n"
        "Final remark [3]."
    )
    assert units(text) == [
        ("Paris is the capital.", ("1",)),
        ("Lyon is second.", ("2",)),
        ("Final remark.", ("3",)),
    ]


def test_thematic_breaks_and_blockquotes() -> None:
    text = "Paris [1].\n\n---\n\n> Quoted claim [2]. Another\n> quoted line [3].\n\n***"
    assert units(text) == [("Paris.", ("1",)), ("Quoted claim.", ("2",)), ("Another quoted line.", ("3",))]


def test_windows_line_endings() -> None:
    assert units("First [1].\r\nSecond.\r\n\r\n- Item [2]\r\n") == [
        ("First.", ("1",)),
        ("Second.", ()),
        ("Item", ("2",)),
    ]


def test_empty_answer() -> None:
    assert parse_answer("") == ParsedAnswer((), "sentence", ())
    assert parse_answer("  \n\n ") == ParsedAnswer((), "sentence", ())


# --- properties ----------------------------------------------------------------------------------------------

_WORDS = ["river", "market", "growth", "policy", "report", "data", "result", "value", "city", "model"]
_sentence_words = st.lists(st.sampled_from(_WORDS), min_size=1, max_size=4)
_markers = st.lists(st.lists(st.integers(1, 30), min_size=1, max_size=3), max_size=3)
_placement = st.sampled_from(["before", "after", "after_space"])


def _render(words: list[str], end: str, markers: list[list[int]], placement: str) -> tuple[str, str]:
    body = " ".join(words)
    body = body[0].upper() + body[1:]
    marks = "".join("[" + ", ".join(map(str, m)) + "]" for m in markers)
    if not marks:
        return body + end, body + end
    if placement == "before":
        return f"{body} {marks}{end}", body + end
    if placement == "after":
        return f"{body}{end}{marks}", body + end
    return f"{body}{end} {marks}", body + end


def _dedup(markers: list[list[int]]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(n) for m in markers for n in m))


_sentence = st.tuples(_sentence_words, st.sampled_from([".", "!", "?"]), _markers, _placement)


@settings(max_examples=60, deadline=None, database=None)
@given(
    st.lists(st.lists(_sentence, min_size=1, max_size=3), min_size=1, max_size=3),
    st.sampled_from(["\n\n", "\n\n- ", "\n- "]),
    st.sampled_from([" ", "\n"]),
)
def test_generated_answers_recover_each_sentences_labels(
    blocks: list[list[tuple[list[str], str, list[list[int]], str]]], block_sep: str, sentence_sep: str
) -> None:
    text_blocks: list[str] = []
    expected: list[tuple[str, tuple[str, ...]]] = []
    expected_paragraphs: list[tuple[str, tuple[str, ...]]] = []
    for block in blocks:
        rendered = [_render(*s) for s in block]
        text_blocks.append(sentence_sep.join(r for r, _ in rendered))
        expected.extend((clean, _dedup(s[2])) for (_, clean), s in zip(rendered, block, strict=True))
        expected_paragraphs.append(
            (
                " ".join(clean for _, clean in rendered),
                tuple(dict.fromkeys(lb for s in block for lb in _dedup(s[2]))),
            )
        )
    text = block_sep.join(text_blocks)
    assert units(text) == expected
    assert units(text, "paragraph") == expected_paragraphs
    assert unattached(text) == []


def _check_invariants(text: str, parsed: ParsedAnswer) -> None:
    found = find_markers(text)
    attached = [m for u in parsed.units for m in u.markers]
    assert sorted(attached + list(parsed.unattached), key=lambda m: m.start) == found
    prev_end = 0
    for u in parsed.units:
        assert isinstance(u, ClaimUnit)
        assert prev_end <= u.start < u.end <= len(text)
        prev_end = u.end
        assert u.text and u.text == u.text.strip() and "  " not in u.text
        assert find_markers(u.text) == []
        assert u.labels == tuple(dict.fromkeys(lb for m in u.markers for lb in m.labels))
        assert all(text[m.start : m.end] == m.raw for m in u.markers)


_markdownish = st.text(alphabet="[]()0123-,. `~\n|#*>-:^!?abAB", max_size=120)


@settings(max_examples=150, deadline=None, database=None)
@given(st.one_of(st.text(max_size=200), _markdownish), st.sampled_from(["sentence", "paragraph"]))
def test_parse_never_raises_and_keeps_every_marker_exactly_once(text: str, attach: str) -> None:
    parsed = parse_answer(text, attach)  # type: ignore[arg-type]
    assert parsed.attach == attach
    _check_invariants(text, parsed)
