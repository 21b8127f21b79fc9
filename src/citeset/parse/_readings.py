"""Readings of a sentence that opens with a pronoun: the pronoun replaced by a name of the sentence before.

DESIGN §1 defines a claim as "an atomic assertion whose truth can be judged on its own". In prose, "Norvale
was founded in 1999 [1]. It is headquartered in Porto [2]." the second sentence cannot be: its subject is in
the first. The candidates are the names the previous sentence mentions (runs of capitalised words or codes,
"Project Birch", "Norvale 0", "Dr. Amara Quist"), in order; a possessive pronoun ("Its", "Their") becomes the
name's possessive. Which candidate the pronoun refers to is not decided here, and a lexical check cannot decide
it ("Tom Berg hired Lena Marsh. She leads the team."): the engine uses readings only to escalate, rather than
report omitted, a reference claim one of them states (`citeset.evidence.checks.linking.pronoun_readings`).
"He", "She", "His" and "Her" are read as the first name only (the previous sentence's subject). Only a leading subject or possessive pronoun is read; pronouns inside a sentence
and demonstratives ("This", "That") are left as written.
"""

from __future__ import annotations

import re

from citeset._lazyre import lazy_compile
from citeset.parse._markers import NOT_PROSE

_SUBJECT = frozenset(["it", "he", "she", "they"])
_POSSESSIVE = frozenset(["its", "his", "her", "their"])
_PERSONAL = frozenset(["he", "she", "his", "her"])
"""Pronouns for a person, in prose nearly always the subject of the sentence before: read as its first name
only ("Dana Reyes leads Project Birch. She ..." is about Dana Reyes, never about the project)."""
_OPENING = lazy_compile(r"^(?P<lead>\W*)(?P<pronoun>[A-Za-z]+)\b(?P<rest>.*)$", re.DOTALL)
_TOKEN = lazy_compile(r"[\w'’.-]+")
_FUNCTION = frozenset([
    "a", "an", "the", "in", "on", "at", "of", "for", "by", "to", "from", "with", "as", "after", "before",
    "since", "during", "under", "over", "this", "that", "these", "those", "its", "his", "her", "their",
    "our", "my", "your", "it", "he", "she", "they", "we", "i", "you", "there", "here", "however", "also",
    "and", "but", "or", "so", "then"])
"""Capitalised only because they open a sentence: not names."""


_AFFIRMATION = lazy_compile(
    r"^\s*(?P<word>yes|yeah|yep|indeed|correct|right|true|sure|certainly|absolutely|that(?:'s| is) (?:right|correct))"
    r"\s*[,.;:!—–-]+\s*(?P<rest>\w.*)$", re.IGNORECASE | re.DOTALL)


def without_affirmation(text: str) -> tuple[str, str] | None:
    """("Dana Reyes leads Project Birch.", "Yes") for "Yes, Dana Reyes leads Project Birch.": an opening
    affirmation answers a yes/no question and asserts nothing of its own (None: `text` opens with none)."""
    m = _AFFIRMATION.match(text)
    if m is None:
        return None
    rest = m.group("rest")
    return rest[:1].upper() + rest[1:], m.group("word")


def _opening(text: str) -> re.Match[str] | None:
    """`text` split after the pronoun it opens with; None when it opens with none."""
    m = _OPENING.match(text)
    if m is None or m.group("lead").strip() or m.group("pronoun").casefold() not in _SUBJECT | _POSSESSIVE:
        return None
    return m


def leading_pronoun(text: str) -> str | None:
    """The pronoun `text` opens with ("It", "Their"), or None."""
    m = _opening(text)
    return None if m is None else m.group("pronoun")


def names_in(text: str) -> list[str]:
    """Names `text` mentions, in order, each once: maximal runs of words that start with a capital letter or
    hold a digit; a number alone is not a name, and neither is a sentence-opening function word."""
    names: list[str] = []
    text = NOT_PROSE.sub(" , ", text)
    run: list[re.Match[str]] = []
    for i, m in enumerate([*_TOKEN.finditer(text), None]):
        token = m.group().strip(".'’-") if m is not None else ""
        named = bool(token) and (token[0].isupper() or any(ch.isdigit() for ch in token))
        if named and i == 0 and token.casefold() in _FUNCTION:
            named = False
        if named and m is not None and run and text[run[-1].end():m.start()].strip():
            _close(text, run, names)  # "In 2019, Acme": a comma ends a name
            run = []
        if named and m is not None:
            run.append(m)
            continue
        _close(text, run, names)
        run = []
    return list(dict.fromkeys(names))


def _close(text: str, run: list[re.Match[str]], names: list[str]) -> None:
    name = text[run[0].start():run[-1].end()].rstrip(".,'’-") if run else ""
    if name and not all(ch.isdigit() or ch in ",. " for ch in name):
        names.append(name)


def readings(text: str, previous: str) -> list[tuple[str, str]]:
    """`text` with its leading pronoun replaced by each name of `previous`, as (reading, name) pairs in the
    order the names occur; [] when `text` does not open with a pronoun or `previous` names nothing."""
    m = _opening(text)
    if m is None:
        return []
    pronoun = m.group("pronoun")
    possessive = pronoun.casefold() in _POSSESSIVE
    names = names_in(previous)
    out = []
    for name in names[:1] if pronoun.casefold() in _PERSONAL else names:
        if name.casefold() in _SUBJECT | _POSSESSIVE:
            continue
        subject = f"{name}'s" if possessive else name
        out.append((f"{subject}{m.group('rest')}", name))
    return out
