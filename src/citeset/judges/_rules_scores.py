"""A comparison or a top score a claim gives people that their listed scores turn round (probe 51).

"Leila Farouk had the highest score in the final" on "Results of the final (three finalists): Barnaby Croft 60
points, Leila Farouk 51, Morwenna Tate 48"; "Jerome Baptiste outscored Fiona McAvoy" on "Fiona McAvoy scored 77
points, Jerome Baptiste 68 and Aileen Kerr 85": every name is the evidence's, and only the figures say who scored
more. A list is a sentence giving two or more named people a figure each as points or a score ("NAME (scored) N points,
NAME N and NAME N"). A claim that one listed person "outscored" (scored more than) another whose figure is higher, or
had "the highest" (top) or "the lowest" score where another listed figure is higher (lower), is contradicted. Only
where the claim's people are in exactly one list, and the evidence says nothing by which the lower figure may be the
better (a golf round, faults, times) and no figureless sentence naming both (it may say the comparison itself).
"Beat" and "finished ahead of" are not read: a match or a placing is no score.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_persons import NAME_RUN, is_person
from citeset.judges._rules_tokens import SENTENCE_TEXT, Features, finds, search

_ENTRY = lazy_compile(r"(?P<name>" + NAME_RUN + r")(?:\s+(?:scored|had|got|with|on))?\s+(?P<n>\d+(?:\.\d+)?)"
                    r"(?:\s+(?:points|pts|marks))?\b(?!\s*(?:%|per\s*cent|years?|minutes?|seconds?))")
_A, _B = r"(?P<a>" + NAME_RUN + r")", r"(?P<b>" + NAME_RUN + r")"
_MORE = lazy_compile(_A + r"\s+(?:outscored|outpointed|scored\s+(?:more|higher)\s+(?:points\s+)?than|had\s+a\s+higher\s+"
                   r"score\s+than)\s+" + _B)
_TOP = lazy_compile(_A + r"\s+(?:had|got|achieved|recorded|posted|earned)\s+the\s+(?P<end>highest|top|lowest)\s+"
                  r"(?:score|mark|total|points)")
_CUES = lazy_compile(r"\b(?:outscored|outpointed|scored|higher|highest|top|lowest)\b")
_POINTS = lazy_compile(r"\b(?:points|scored|scores?|marks)\b", re.IGNORECASE)
"""A list's sentence must say its figures are points or scores (not seedings, handicaps, ages or wins)."""
_LOWER_WINS = lazy_compile(r"\b(?:lowest|fewest|fewer|least|golf|strokes?|shots?|faults?|minutes?|seconds?|times?|handicaps?|"
                         r"seed(?:ing)?s?|darts|rounds?|heats?|stages?|legs?)\b", re.IGNORECASE)
"""Words by which a text may make the lower figure the better one, or give figures of several rounds."""


def _lists(text: str) -> list[dict[str, float]]:
    """The sentences of a text that give two or more named people a figure each, as points or a score: full name ->
    figure."""
    out = []
    for sentence in SENTENCE_TEXT.findall(text):
        if _POINTS.search(sentence) is None:
            continue
        found = {" ".join(m.group("name").split()): float(m.group("n")) for m in _ENTRY.finditer(sentence)
                 if is_person(m.group("name"))}
        if len(found) >= 2:
            out.append(found)
    return out


def scores_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's comparison or top score of listed people that their figures turn round (see the module docstring):
    described; else None. Not read where the evidence may make the lower figure the better ("the lowest score wins",
    "faults", "minutes") or gives several lists of the claim's people (rounds, heats), nor where it says the claim's
    comparison itself."""
    if search(_CUES, cf) is None or any(search(_LOWER_WINS, f) for f in efs):
        return None
    lists = [found for f in efs if any(ch.isdigit() for ch in f.text) for found in _lists(f.text)]
    if not lists:
        return None
    for m in finds(_MORE, cf):
        a, b = " ".join(m.group("a").split()), " ".join(m.group("b").split())
        holding = [found for found in lists if a in found and b in found]
        if len(holding) == 1 and holding[0][a] < holding[0][b] and not _said(efs, a, b):
            return f"the evidence gives {a} {holding[0][a]:g} and {b} {holding[0][b]:g}"
    for m in finds(_TOP, cf):
        a, low = " ".join(m.group("a").split()), m.group("end") == "lowest"
        holding = [found for found in lists if a in found]
        if len(holding) != 1:
            continue
        found = holding[0]
        best = (min if low else max)(found, key=lambda k: found[k])
        if found[best] != found[a]:
            return f"the evidence gives {a} {found[a]:g} and {best} {found[best]:g}"
    return None


def _said(efs: Sequence[Features], a: str, b: str) -> bool:
    """Whether an evidence sentence without figures names both people (it may say the comparison itself)."""
    return any(a in sentence and b in sentence and not any(ch.isdigit() for ch in sentence)
               for f in efs for sentence in SENTENCE_TEXT.findall(f.text))
