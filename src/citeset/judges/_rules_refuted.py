"""A report the evidence calls untrue, stated by the claim as fact (probe 51).

"Fenwold Wildlife Trust has sold Hobb's Meadow reserve" on "The Herald reported that the Trust had sold Hobb's
Meadow reserve. Its chair denied this, saying the site is not for sale": every word of the claim is in the evidence,
in the report the evidence goes on to deny. What the evidence refutes:

* "reports (in the Post) that we have sold X are untrue" (or "false", "wrong", "unfounded", "not true"), and "it is
  not true that ...": the claim is contradicted;
* "X reported that ... . Y denied this" (or "denied it", "dismissed the report"), and "Y denied reports that ...":
  someone denies it, so the claim is not entailed.

Read only where the claim says no word of report or denial of its own ("The Herald reported that the Trust had sold
the reserve" and "The chair denied that the Trust had sold it" are other claims), where two of the claim's words and
one of its lowercase words (its predicate: "sold") are in the refuted report (which ends at its clause: "..., but
admitted"), and where no clause of the evidence that neither reports nor denies, refuted reports left out, holds half
or more of those lowercase words ("She denied this at the time, but resigned a week later") or a lowercase word of
the claim the report lacks ("Claims that it raised charges are false: it has frozen them" for "has frozen charges").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, finds, kept, long_words, may_hold, search

_TALK = r"(?:reports?|rumou?rs?|claims?|suggestions?|allegations?|stories|speculation)"
_TURN = r"[.;:!?]|,?\s+(?:but|though|although|while|whereas|however|then)\b|,\s+and\b"
"""Where a clause ends: a stop, or a turn ("..., but admitted", "..., then admitted", "..., and the mill closed")."""
_REPORT = rf"(?P<report>[^.;:!?]{{1,300}}?)(?=\s*(?:{_TURN}|$))"
"""A report's words, to the end of its clause: "... that it had sold its ground, but admitted ..." ends at "but" (at
most 300 characters: a lazy run to a clause end read from every "that" of a long text would be quadratic)."""
_UNTRUE = (r"(?:untrue|false|wrong|incorrect|inaccurate|unfounded|baseless|groundless|not\s+true|not\s+correct|"
           r"simply\s+not\s+true|completely\s+untrue|entirely\s+untrue|totally\s+untrue|nonsense)")
_CALLED_UNTRUE = lazy_compile(rf"\b{_TALK}\b(?:\s+[\w'’,-]+){{0,8}}?\s+that\s+(?P<report>[^.;:!?]{{1,300}}?)\s+(?:is|are|was|were)"
                            rf"\s+{_UNTRUE}\b", re.IGNORECASE)
"""'Reports in the Post that we have sold the baths are untrue': the report, called untrue in its own sentence."""
_NOT_TRUE_THAT = lazy_compile(rf"\bit\s+(?:is|was)\s+{_UNTRUE}\s+that\s+{_REPORT}", re.IGNORECASE)
_DENIED_THAT = lazy_compile(rf"\b(?:denied|denies|dismissed|dismisses|rejected|rejects|refuted|refutes)\s+(?:the\s+)?"
                          rf"{_TALK}\s+that\s+{_REPORT}", re.IGNORECASE)
"""'The Trust denied reports that it had sold the reserve.'"""
_REPORTED = lazy_compile(r"\b(?:reported|claimed|alleged|suggested)\s+that\s+" + _REPORT, re.IGNORECASE)
_DENIED_AFTER = lazy_compile(r"^[^.!?]{0,120}?\b(?:denied|denies|dismissed|rejected|refuted)\s+(?:this|it|that|the\s+"
                           rf"{_TALK})\b|^[^.!?]{{0,80}}?\b(?:this|that|the\s+{_TALK})\s+(?:is|was)\s+{_UNTRUE}\b",
                           re.IGNORECASE)
"""What the sentence after a report says of it: 'Its chair denied this', 'This was untrue'."""
_OWN_TALK = lazy_compile(r"\b(?:reports?|reported|rumou?r\w*|claim(?:s|ed)?|alleg\w+|speculat\w+|suggest\w+|deni\w+|"
                       r"deny\w*|untrue|false|dismiss\w*|refut\w+|said|says|according)\b", re.IGNORECASE)
"""A claim word of report or denial: such a claim reports or denies, it does not state the report as fact."""
_MAX_REPORTS = 16
_CLAUSE = lazy_compile(_TURN, re.IGNORECASE)
_DENYING = lazy_compile(r"\b(?:not|no|never|untrue|false|wrong|incorrect|inaccurate|unfounded|baseless|nonsense|"
                      r"deni\w*|deny\w*|dismiss\w*|reject\w*|refut\w*)\b|n't\b", re.IGNORECASE)
"""A clause that denies or refutes: what it holds is not the claim said elsewhere."""
_REFUTING = lazy_compile(r"(?i)untrue|false|wrong|incorrect|inaccurate|unfounded|baseless|groundless|not\s+(?:true|"
                       r"correct)|nonsense|denie|dismiss|reject|refut")
"""Without one of these a text refutes nothing: most texts are passed over in one search."""
_REFUTING_PARTS = ("true", "false", "wrong", "correct", "inaccurate", "unfounded", "baseless", "groundless", "nonsense",
                   "denie", "dismiss", "reject", "refut")
"""A part of each alternative of `_REFUTING` ("untrue" and "not true" hold "true"): `may_hold`'s test before it."""


def report_called_untrue(cf: Features, efs: Sequence[Features]) -> str | None:
    """A report the evidence calls untrue, stated by the claim as fact (module docstring); else None."""
    return _refuted(cf, efs, untrue=True)


def report_denied(cf: Features, efs: Sequence[Features]) -> str | None:
    """A report the evidence says someone denied, stated by the claim as fact (module docstring); else None."""
    return _refuted(cf, efs, untrue=False)


def _refuted(cf: Features, efs: Sequence[Features], *, untrue: bool) -> str | None:
    refuted = [(report, called) for f in efs for report, called, _ in kept(f, "refuted_spans", _refuted_spans)]
    if not refuted or search(_OWN_TALK, cf):
        return None  # (the common evidence: no refuted report at all)
    words = long_words(cf.text)
    predicates = long_words(_lowercase_words(cf.text))  # (of `words`: the lowercase ones)
    for report, called_untrue in dict.fromkeys(refuted):
        if called_untrue != untrue:
            continue
        said = long_words(report)
        shared = words & said
        if len(shared) < 2 or not shared & predicates:
            continue
        if any(_said_elsewhere(f, shared & predicates) for f in efs):
            continue
        if any((predicates - said) & other
               for f in efs for other in kept(f, "unrefuted_predicates", _unrefuted_predicates)):
            continue  # "Claims that it raised charges are false: it has frozen them" for "has frozen charges"
        how = "calls untrue" if untrue else "says was denied"
        return f"the claim states as fact a report the evidence {how}: '{report.strip()}'"
    return None


def _lowercase_words(text: str) -> str:
    """The words of a text that begin in lowercase (its predicate and common nouns, not its names)."""
    return " ".join(w for w in text.split() if w[:1].islower())


def _refuted_spans(f: Features) -> tuple[tuple[str, bool, tuple[int, int]], ...]:
    """Each report a text refutes, whether it calls it untrue (not only denied), and its span: at most `_MAX_REPORTS`
    (a text refuting more reads as a list)."""
    text = f.text
    if not may_hold(text, _REFUTING_PARTS) or not search(_REFUTING, text):
        return ()
    found = [(m.group("report"), True, m.span("report"))
             for pattern in (_CALLED_UNTRUE, _NOT_TRUE_THAT) for m in pattern.finditer(text)]
    found += [(m.group("report"), False, m.span("report")) for m in finds(_DENIED_THAT, text)]
    for m in finds(_REPORTED, text):
        after = text[m.end():m.end() + 200]
        rest = after[1:] if after[:1] in ".!?" else None  # the report ends its sentence; the next one may deny it
        if rest is not None and _DENIED_AFTER.search(rest.lstrip()):
            found.append((m.group("report"), False, m.span("report")))
    return tuple(sorted(found, key=lambda r: r[2])[:_MAX_REPORTS])


def _said_elsewhere(f: Features, predicates: set[str]) -> bool:
    """Whether a sentence of the text holds half or more of the claim's predicate words (of the report) outside every
    report it refutes: "A week later the club signed Lowe", not "The pier remains open" for "closed the pier"."""
    need = (len(predicates) + 1) // 2
    return any(len(predicates & said) >= need for said in kept(f, "unrefuted_predicates", _unrefuted_predicates))


def _unrefuted_predicates(f: Features) -> tuple[set[str], ...]:
    """The lowercase long words of each clause of the text that neither reports nor denies, the reports it refutes
    left out: "She denied this at the time, but resigned a week later" says "resigned"."""
    chars = list(f.text)
    for _, _, (start, end) in kept(f, "refuted_spans", _refuted_spans):
        chars[start:end] = " " * (end - start)
    clauses = _CLAUSE.split("".join(chars))
    return tuple(long_words(_lowercase_words(c)) for c in clauses if c.strip() and not _DENYING.search(c))
