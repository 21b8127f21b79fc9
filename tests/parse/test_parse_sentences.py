"""The sentence splitter on plain prose: where it must split and where it must not."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from citeset.parse import split_sentences


def sentences(text: str) -> list[str]:
    return [text[s:e] for s, e in split_sentences(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Prices rose, e.g. for fuel, and fell, i.e. for food.",
        "Dr. Smith met Mr. Jones and Prof. Lee at St. Mary's.",
        "The U.S. economy grew while the U.K. one shrank.",
        "See No. 5 on p. 12, Fig. 3 and Vol. 2 from Jan. 2020.",
        "The rate was 3.5 percent, up from 2.25 in v1.2 of the report.",
        "J. K. Rowling and J. R. R. Tolkien wrote books.",
        "He paused... then went on.",
        "He paused… then went on.",
        'She said "Stop. Now." to everyone.',
        "The result (see Smith et al. The Study. Nature) was clear.",
        "It was approx. five metres, cf. the plan.",
        "Visit https://example.com/a.b.c for details.",
        "Apple Inc. CEO Tim Cook spoke.",
        "Smith et al. Found this.",
        "Is it true? yes, it is.",
        "The figure rose 5 pct. and then fell.",
    ],
)
def test_does_not_split(text: str) -> None:
    assert sentences(text) == [text]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("One. Two! Three? Four", ["One.", "Two!", "Three?", "Four"]),
        ("It grew in 2019. The next year it fell.", ["It grew in 2019.", "The next year it fell."]),
        ("It ended... The end.", ["It ended...", "The end."]),
        ('He said "stop." Then he left.', ['He said "stop."', "Then he left."]),
        ("(This is aside.) Next one.", ["(This is aside.)", "Next one."]),
        ("Fruit, nuts, etc. The rest was sold.", ["Fruit, nuts, etc.", "The rest was sold."]),
        ("Look at No. The answer is no.", ["Look at No.", "The answer is no."]),
        ("So am I. Then we left.", ["So am I.", "Then we left."]),
        ("It rose. 2020 was worse.", ["It rose.", "2020 was worse."]),
        ("First.\nSecond on a new line.", ["First.", "Second on a new line."]),
        ("No stop at the end\n\nbut a blank line", ["No stop at the end", "but a blank line"]),
        ("**Bold claim.** Next one.", ["**Bold claim.**", "Next one."]),
        ("Sales rose. eBay sales too.", ["Sales rose.", "eBay sales too."]),
        ("第一句。第二句！第三句？", ["第一句。", "第二句！", "第三句？"]),
        ("“Quoted whole.” Next.", ["“Quoted whole.”", "Next."]),
    ],
)
def test_splits(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


def test_punctuation_only_pieces_join_the_sentence_before() -> None:
    assert sentences("It works. !! Then more.") == ["It works. !!", "Then more."]
    assert sentences("... Start here. Then more.") == ["... Start here.", "Then more."]


def test_unbalanced_bracket_does_not_swallow_the_rest() -> None:
    text = "It opened (in 2019. " + "Then it grew a lot. " * 30 + "End."
    assert len(sentences(text)) == 32


def test_empty_and_blank_text() -> None:
    assert split_sentences("") == []
    assert split_sentences("  \n\t ") == []


def test_offsets_are_trimmed_and_refer_to_the_input() -> None:
    text = "  Alpha one.   Beta two.  "
    assert split_sentences(text) == [(2, 12), (15, 24)]


@settings(max_examples=150, deadline=None, database=None)
@given(st.one_of(st.text(), st.text(alphabet="ab AB.!?…\"“”()[]\n\t3,'")))
def test_spans_are_ordered_trimmed_and_cover_all_text(text: str) -> None:
    spans = split_sentences(text)
    covered = [False] * len(text)
    prev_end = 0
    for s, e in spans:
        assert prev_end <= s < e <= len(text)
        assert not text[s].isspace() and not text[e - 1].isspace()
        covered[s:e] = [True] * (e - s)
        prev_end = e
    assert all(covered[i] or ch.isspace() for i, ch in enumerate(text))
