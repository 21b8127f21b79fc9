"""The rules judge's fast paths type every text exactly as its general path does.

Features are extracted once per unseen text, on the hot path of every evaluation, so extraction takes
shortcuts: ASCII texts are tokenised with ASCII character classes, capitalised words are typed from a memo
of their surface form, sentence term sets come from the content tokens. Each shortcut is compared here with
the general path (or with the reference implementation it replaced) on generated texts mixing names,
numbers, units, dates, cues, contractions, separators and non-ASCII characters.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citeset.judges import _rules_features as F
from citeset.judges._rules_tokens import CHECKED, SENT, Features

PIECES = [
    "Entity", "R17", "K0R30", "the", "rights", "holds", "may", "must", "not", "never", "no", "n't", "don't",
    "Cedar's", "30", "days", "$", "5", "%", "5%", "1,000", "5.5", "3rd", "1990s", "10:30", "2024-01-05", "1990",
    "U.S.", "e.g.", "-", " - ", ",", ";", ":", ".", "!", "?", "(", ")", "[1]", "\n\n", "\n", "Monday", "May",
    "may", "thirty", "five", "A", "a", "I", "Project", "Birch", "at", "least", "within", "about", "until",
    "_", "\x1c", "\x1f", "é", "Über", "²", "’", "'", "NASA", "THE", "USD", "percent", "Dr", "approved",
    "The", "Not", "Thirty", "Days", "Percent", "It's", "Don't", "Mon", "Sat", "Jan", "January", "Five", "Twenty",
]
texts = st.lists(
    st.tuples(st.sampled_from(PIECES), st.sampled_from([" ", "", "  ", "\n", "\t"])), max_size=24
).map(lambda parts: "".join(p + sep for p, sep in parts))


def fingerprint(f: Features) -> tuple[Any, ...]:
    content = [
        (c.norm, c.kind, c.sub, c.sent, c.ri, c.pos, c.sstart, c.send, c.value, c.prev, c.nxt, c.units, c.qual,
         c.qstart, c.qend)
        for c in f.content
    ]
    return (tuple(f.low), tuple(f.kind), tuple(f.start), tuple(f.end), tuple(f.cue), tuple(f.cpos), f.terms,
            f.cset, f.checkable, f.qualified, f.cue_sents, [c.norm for c in f.checked],
            [c.norm for c in f.valued], content)


def general_path(text: str, monkeypatch: pytest.MonkeyPatch) -> Features:
    """Features with the ASCII tokeniser and the capitalised-word memo switched off."""
    with monkeypatch.context() as m:
        m.setattr(F, "_TOKEN_ASCII", F._TOKEN)
        m.setattr(F, "_TITLE", {})
        m.setattr(F, "_title", lambda raw: None)
        return F._extract(text)


def reference_sentences(f: Features) -> tuple[list[tuple[int, int]], list[frozenset[str]]]:
    """`Features.sentences` as it was written before the speed work (raw-token ranges, then their terms)."""
    ranges: list[tuple[int, int]] = []
    first, kind, n = 0, f.kind, len(f.kind)
    for ri in range(n):
        if kind[ri] == SENT or ri == n - 1:
            ranges.append((first, ri + 1))
            first = ri + 1
    terms = [frozenset(f.low[ri] for ri in range(a, b) if f.cpos[ri] >= 0) for a, b in ranges]
    return ranges, terms


def reference_index(f: Features) -> tuple[dict[str, list[int]], ...]:
    where: dict[str, list[int]] = {}
    by_prev: dict[str, list[int]] = {}
    by_next: dict[str, list[int]] = {}
    for c in f.content:
        where.setdefault(c.norm, []).append(c.pos)
        if c.kind in CHECKED:
            if c.prev is not None:
                by_prev.setdefault(c.prev, []).append(c.pos)
            if c.nxt is not None:
                by_next.setdefault(c.nxt, []).append(c.pos)
    return where, by_prev, by_next


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=texts)
def test_fast_paths_type_texts_as_the_general_path(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    fast = F._extract(text)
    assert fingerprint(fast) == fingerprint(general_path(text, monkeypatch))
    assert fast.sentences() == reference_sentences(fast)
    terms = fast.sentence_terms()
    assert reference_sentences(fast)[1] == terms + [frozenset()] * (len(reference_sentences(fast)[1]) - len(terms))
    assert fast.index() == reference_index(fast)
    first_kinds: dict[str, int] = {}
    for c in fast.content:
        first_kinds.setdefault(c.norm, c.kind)
    assert fast.kinds() == first_kinds


@settings(max_examples=400, deadline=None)
@given(text=st.text(alphabet=st.characters(max_codepoint=127), max_size=60))
def test_ascii_tokeniser_finds_the_unicode_tokeniser_s_tokens(text: str) -> None:
    """Wherever extraction picks the ASCII pattern, it yields the same tokens as the Unicode one."""
    if F._NOT_ASCII_SPACE.search(text) is not None:
        return  # Unicode \\s also holds \\x1c-\\x1f: those texts keep the Unicode pattern
    def tokens(pattern: Any) -> list[tuple[str | None, tuple[int, int], str]]:
        return [(m.lastgroup, m.span(), m.group()) for m in pattern.finditer(text)]

    assert tokens(F._TOKEN_ASCII) == tokens(F._TOKEN)


def test_information_separators_keep_the_unicode_tokeniser() -> None:
    """\\x1c is whitespace to the Unicode pattern (a separator before ' - ' makes a clause boundary) but not to
    the ASCII one: such a text must be read as the Unicode pattern reads it."""
    text = "Entity R holds it\x1c- and more"
    unicode_tokens = [m.group() for m in F._TOKEN.finditer(text)]
    ascii_tokens = [m.group() for m in F._TOKEN_ASCII.finditer(text)]
    assert unicode_tokens != ascii_tokens  # the case the guard exists for
    assert "\x1c- " in unicode_tokens
    assert "-" in F._extract(text).low  # the clause boundary is read
