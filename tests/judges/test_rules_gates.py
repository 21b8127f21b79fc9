"""The words one of which every match of a pattern holds (`_rules_gates`), and the searches that test them first
(`_rules_tokens.search`, `finds`, `holds`): a text the test turns away must be one the pattern does not match, so
the readings answer as if they had searched."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import citeset.judges as judges
from citeset._lazyre import LazyPattern
from citeset.judges._rules_gates import gate, required_parts
from citeset.judges._rules_tokens import Features, finds, holds, search


@pytest.mark.parametrize(("pattern", "parts"), [
    (r"\b(?:accepted|took\s+up|declin\w*)\b", ("took", "declin", "accepted")),
    (r"\b(?:offer\w*|offered)\b", ("offer",)),  # "offered" holds "offer": one test
    (r"(?:once|twice)\s+a\s+(?:week|month)", ("once", "twice")),
    (r"\b[Tt]alk\s+of\b", ("alk",)),
    (r"(?:every\s+)?day", ("day",)),  # an optional word is no gate
    (r"Had\s+(?!been\b)\w+", ("had",)),  # the case is ignored in the test, whatever the pattern's flags
])
def test_a_patterns_words(pattern: str, parts: tuple[str, ...]) -> None:
    assert required_parts(re.compile(pattern, re.IGNORECASE)) == parts


@pytest.mark.parametrize("pattern", [
    r"\b(?:offer|no)\b",  # an alternative of two letters: in most texts
    r"(?=report)\w+",  # a lookahead's words are not read
    r"(?:x{0,3}|yes)",  # an alternative that may match nothing
    r"[a-z]+ed\b",
])
def test_patterns_without_words_worth_testing(pattern: str) -> None:
    assert required_parts(re.compile(pattern)) is None


TEXTS = ["The committee accepted the offer on Tuesday.", "Talk of a merger grew.", "No one came.", "",
         "Had it rained, the fête would have moved.", "The KELVIN scale (\u212a) starts at zero.",
         "Ships leave every other day; TWICE A WEEK in winter."]


def _rules_patterns() -> list[re.Pattern[str]]:
    found = {}
    for module in pkgutil.iter_modules(judges.__path__):
        if module.name.startswith("_rules"):
            for value in vars(importlib.import_module(f"citeset.judges.{module.name}")).values():
                if isinstance(value, (re.Pattern, LazyPattern)) and isinstance(value.pattern, str):
                    found[(value.pattern, value.flags)] = value
    assert len(found) > 300  # (module-level patterns are compiled when first used: `citeset._lazyre`)
    return list(found.values())


@pytest.mark.parametrize("text", TEXTS)
def test_a_gated_search_answers_as_the_search(text: str) -> None:
    """Every pattern of the rules judge's modules, searched with its gate and without, on a text and its features."""
    for pattern in _rules_patterns():
        plain = pattern.search(text)
        for target in (text, Features(text)):
            found = search(pattern, target)
            assert (found and found.span()) == (plain and plain.span()), pattern.pattern
            assert [m.span() for m in finds(pattern, target)] == [m.span() for m in pattern.finditer(text)]
        assert holds(Features(text), pattern) is (plain is not None)
    found = gate(re.compile(r"\b(?:accepted|agreed)\b"))  # (re's parser takes out the "a" both open with)
    assert found == ("greed", "ccepted")
