"""A comparison or a top score a claim gives people that their listed scores turn round (probe 51).

"Leila Farouk had the highest score in the final" on "Results of the final (three finalists): Barnaby Croft 60
points, Leila Farouk 51, Morwenna Tate 48"; "Jerome Baptiste outscored Fiona McAvoy" on "Fiona McAvoy scored 77
points, Jerome Baptiste 68 and Aileen Kerr 85": every name is the evidence's, and only the figures say who scored
more. A list is a sentence giving two or more named people a figure each ("NAME (scored) N (points), NAME N and NAME
N"). A claim that one listed person "outscored" (beat, finished ahead of, scored more than) another whose figure is
higher, or had "the highest" (top, best) or "the lowest" score where another listed figure is higher (lower), is
contradicted. Only where every name the claim compares is in one list.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_persons import NAME_RUN, is_person
from citeset.judges._rules_tokens import Features

_ENTRY = re.compile(r"(?P<name>" + NAME_RUN + r")(?:\s+(?:scored|had|got|with|on))?\s+(?P<n>\d+(?:\.\d+)?)"
                    r"(?:\s+(?:points|pts|marks))?\b(?!\s*(?:%|per\s*cent|years?|minutes?|seconds?))")
_SENTENCE = re.compile(r"[^.!?]+")
_A, _B = r"(?P<a>" + NAME_RUN + r")", r"(?P<b>" + NAME_RUN + r")"
_MORE = re.compile(_A + r"\s+(?:outscored|outpointed|beat|finished\s+(?:ahead\s+of|above)|scored\s+(?:more|higher)\s+"
                   r"(?:points\s+)?than|had\s+a\s+higher\s+score\s+than)\s+" + _B)
_TOP = re.compile(_A + r"\s+(?:had|got|achieved|recorded|posted|earned)\s+the\s+(?P<end>highest|top|best|lowest)\s+"
                  r"(?:score|mark|total|points)")
_CUES = re.compile(r"\b(?:outscored|outpointed|beat|finished|scored|higher|highest|top|best|lowest)\b")


def _lists(text: str) -> list[dict[str, float]]:
    """The sentences of a text that give two or more named people a figure each: name -> figure."""
    out = []
    for sentence in _SENTENCE.findall(text):
        found = {m.group("name").split()[-1]: float(m.group("n")) for m in _ENTRY.finditer(sentence)
                 if is_person(m.group("name"))}
        if len(found) >= 2:
            out.append(found)
    return out


def scores_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's comparison or top score of listed people that their figures turn round (see the module docstring):
    described; else None."""
    if _CUES.search(cf.text) is None:
        return None
    lists = [found for f in efs if any(ch.isdigit() for ch in f.text) for found in _lists(f.text)]
    if not lists:
        return None
    for m in _MORE.finditer(cf.text):
        a, b = m.group("a").split()[-1], m.group("b").split()[-1]
        for found in lists:
            if a in found and b in found and found[a] < found[b]:
                return f"the evidence gives {m.group('a')} {found[a]:g} and {m.group('b')} {found[b]:g}"
    for m in _TOP.finditer(cf.text):
        a, low = m.group("a").split()[-1], m.group("end") == "lowest"
        for found in lists:
            if a in found and (min if low else max)(found.values()) != found[a]:
                other = (min if low else max)(found, key=lambda k: found[k])
                return f"the evidence gives {m.group('a')} {found[a]:g} and {other} {found[other]:g}"
    return None
