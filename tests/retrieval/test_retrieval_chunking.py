"""Chunks are exact, trimmed substrings whose offsets round-trip through a written run."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from citeset.errors import InputError
from citeset.retrieval import chunk_text, parse_chunking

TEXT = "First sentence here. Second one! Third?\n\nNew paragraph (Dr. Who) starts. And ends.\nLine two."


def pieces(text: str, spec: str) -> list[str]:
    return [text[s:e] for s, e in chunk_text(text, parse_chunking(spec))]


def test_sentences_paragraphs_versions() -> None:
    assert pieces(TEXT, "sentences") == ["First sentence here.", "Second one!", "Third?",
                                         "New paragraph (Dr.", "Who) starts.", "And ends.", "Line two."]
    assert pieces(TEXT, "paragraphs") == ["First sentence here. Second one! Third?",
                                          "New paragraph (Dr. Who) starts. And ends.\nLine two."]
    assert pieces(TEXT, "versions") == [TEXT]


def test_windows_overlap() -> None:
    words = " ".join(f"w{i}" for i in range(10))
    assert pieces(words, "window:4:1") == ["w0 w1 w2 w3", "w3 w4 w5 w6", "w6 w7 w8 w9"]
    assert pieces(words, "window:20:5") == [words]
    assert pieces("", "window:3:0") == [] and pieces("  ", "sentences") == []


@pytest.mark.parametrize("spec", ["window:0:0", "window:3:3", "window:x", "lines", "window:2:-1"])
def test_bad_chunking_is_input_error(spec: str) -> None:
    with pytest.raises(InputError) as err:
        parse_chunking(spec)
    assert err.value.field == "chunking"


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .!?\n\t\"'")), max_size=120),
       st.sampled_from(["sentences", "paragraphs", "window:3:1", "window:1:0", "versions"]))
def test_offsets_round_trip(text: str, spec: str) -> None:
    chunks = chunk_text(text, parse_chunking(spec))
    for start, end in chunks:
        piece = text[start:end]
        assert piece and piece == piece.strip()
    # Every non-space character is in some chunk, and chunks come in text order.
    covered = {i for s, e in chunks for i in range(s, e)}
    assert all(i in covered for i, ch in enumerate(text) if not ch.isspace())
    assert [s for s, _ in chunks] == sorted(s for s, _ in chunks)
