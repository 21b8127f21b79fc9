"""A comparison of two names that their figures turn round (probe 46).

"In 2022, Marrow Valley registered more rated players than Dunsford" on "Marrow Valley registered 2,860 rated
players ... Its neighbour Dunsford registered 3,400 over the same period", or on a table in prose ("Figures for
2019 (loaves): Hadley, 89,190; Wheatsheaf, 87,150"): every word of the claim is the evidence's, and only the figures
say which is more. The claim's "A ... more/fewer N than B", "A trailed B in N" or "A outsold B" is read against the
one figure the evidence gives each name (a name right before its figure: "Hadley, 89,190", "Dunsford registered
3,400"); where the figures give the other order, the claim is contradicted. A name with two figures (two years, two
measures), a noun the evidence never says, or a comparison the claim negates is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_amounts import SCALE_WORDS
from citeset.judges._rules_nominal_roles import name_key, same_name
from citeset.judges._rules_persons import NAME_RUN
from citeset.judges._rules_tokens import NEG, YEAR, Features, finds, opening, search

_A, _B = (f"(?P<{group}>{NAME_RUN})" for group in ("a", "b"))
_MORE = lazy_compile(_A + r"\s+(?:[\w-]+\s+){0,2}?(?P<way>more|fewer|less)\s+(?P<noun>[\w-]+(?:\s+[\w-]+){0,3}?)\s+than\s+"
                   r"(?:the\s+)?" + _B)
_TRAILED = lazy_compile(_A + r"\s+(?P<way>trailed|lagged\s+behind|outsold|outnumbered|outperformed|outscored)\s+(?:the\s+)?"
                      + _B + r"(?:\s+(?:in|on|for)\s+(?P<noun>[\w-]+))?")
_COMPARING = lazy_compile(r"\b(?:more|fewer|less|number|amount|total|trailed|lagged|outsold|outnumbered|outperformed|outscored|"
                        r"twice|times|half|newer|older)\b")
_LESS = frozenset({"fewer", "less", "trailed", "lagged"})
_FIGURE = lazy_compile(r"(?P<name>" + NAME_RUN + r")(?:,\s+|\s+(?:[a-z][\w-]*\s+){1,2}?)(?<![\d,.])(?P<n>\d{1,3}(?:,\d{3})+|\d+)"
                     r"(?P<frac>\.\d+)?(?![\d,]\d)(?:\s*(?P<scale>thousand|million|billion|bn|m|k)\b)?(?=(?P<after>[^.;]{0,60}))")
"""A name and its figure: "Hadley Loaf Company, 89,190", "Dunsford Chess Union registered 3,400", "produced 2.1
million litres" (the scale applied), with what follows it in its clause."""
_SCALES = {**SCALE_WORDS, "k": 1e3, "m": 1e6, "bn": 1e9}
"""The scale words (`SCALE_WORDS`) and their letters ("2.1m", "£40k")."""
_AFTER_WORD = lazy_compile(r"\s*([a-z][\w-]*)")
_FREE = frozenset({"over", "in", "during", "last", "this", "that", "the", "a", "an", "for", "across", "from", "by", "and",
                   "to", "at", "of", "up", "down", "compared", "against", "while", "whereas", "but", "when", "with"})
"""Words after a figure that name no other measure ("3,400 over the same period")."""


def comparison_by_figures(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's figures for the claim's two names, when they give the other order (see the module
    docstring); else None."""
    if NEG in cf.cue or search(_COMPARING, cf) is None:
        return None  # (the common claim: one search)
    return _names_by_figures(cf, efs) or _things_by_figures(cf, efs) or _things_by_ratio_or_age(cf, efs)


def _names_by_figures(cf: Features, efs: Sequence[Features]) -> str | None:
    """`comparison_by_figures` of two names ("Hadley", "Dunsford Chess Union")."""
    compared = [m for pattern in (_MORE, _TRAILED) for m in pattern.finditer(cf.text)]
    if not compared:
        return None
    text = " ".join(f.text for f in efs).lower()
    years = frozenset(YEAR.findall(cf.text))
    for m in compared:
        noun = ((m.group("noun") or "").split() or [""])[-1].lower()
        if noun and noun[:5] not in text:
            continue  # the evidence never says what is compared
        figures = _figures(efs, noun, years)
        a, b = _one(figures, name_key(m.group("a"))), _one(figures, name_key(m.group("b")))
        if a is None or b is None or a == b:
            continue
        less = m.group("way").split()[0].lower() in _LESS
        if (a < b) != less:
            return (f"the evidence gives {m.group('a')} {_shown(a)} and {m.group('b')} {_shown(b)}, the claim "
                    f"'{m.group(0)}'")
    return None


def _figures(efs: Sequence[Features], noun: str, years: frozenset[str]) -> list[tuple[str, float]]:
    """Each name's figure of the measured noun (the first word after the figure is the noun's or names no other
    measure), in a clause of the claim's year or of no other (`years`: the claim's years)."""
    found = []
    for f in efs:
        for m in _FIGURE.finditer(f.text):
            digits = m.group("n")
            if YEAR.fullmatch(digits) and not m.group("frac"):
                continue  # a year
            after = m.group("after")
            if f.text[m.end("name") : m.start("n")].startswith(",") and after.lstrip().startswith(","):
                continue  # "Tom Reyes, 34, scored 21 points": an age in apposition, not a listed figure
            word = _AFTER_WORD.match(after)
            if word is not None and word.group(1) not in _FREE and word.group(1)[:5] != noun[:5]:
                continue  # a figure of another measure ("3,100 members" for "more visitors")
            said_years = frozenset(YEAR.findall(after))
            if years and said_years and not said_years & years:
                continue  # a figure of another year
            value = float(digits.replace(",", "") + (m.group("frac") or "")) * _SCALES.get(m.group("scale") or "", 1)
            found.append((name_key(m.group("name")), value))
    return found


def _one(figures: list[tuple[str, float]], name: str) -> float | None:
    """The one figure the evidence gives the name, else None (none or several)."""
    held = {value for n, value in figures if same_name(n, name)}
    return next(iter(held)) if len(held) == 1 else None


def _shown(value: float) -> str:
    return f"{value:,.0f}" if value == int(value) else f"{value:,}"


_OF_BODY = r"(?:\s+of\s+(?:the\s+)?[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*){0,5})"
"""Whose a thing is ("the Holloway shop of Larkspur Hospice")."""
_THE_MORE = lazy_compile(r"\b[Tt]he\s+(?P<a>[\w'’–-]+(?:\s+[\w'’–-]+){0,3}?)" + _OF_BODY + r"?\s+(?P<verb>[a-z][\w-]*)\s+"
                       r"(?P<way>more|fewer|less|a\s+(?:larger|greater|higher|bigger|smaller|lower)\s+(?:number|amount|total)"
                       r"\s+of)(?:\s+(?P<noun>[\w-]+(?:\s+[\w-]+){0,3}?))?\s+than\s+the\s+"
                       r"(?P<b>[\w'’–-]+(?:\s+[\w'’–-]+){0,3}?)" + _OF_BODY
                       + r"?(?=\s+(?:in|on|during|at|over|last|this|across)\b|\s*[.,;]|\s*$)")
"""Two things named by their nouns ("the inshore lifeboat made fewer launches than the all-weather lifeboat"), each
perhaps with whose it is ("the Holloway shop of Larkspur Hospice"), the measure perhaps the verb's own ("raised more
than")."""
_BARE = frozenset({"more", "fewer", "less"})
_LESSER = frozenset({"fewer", "less", "smaller", "lower"})
"""The comparisons that say the first has less ("fewer", "a smaller number of")."""
_NUMBER = r"(?<![\d,.])(?P<n>\d{1,3}(?:,\d{3})+|\d+)(?P<frac>\.\d+)?(?![\d,]\d)"


def _things_by_figures(cf: Features, efs: Sequence[Features]) -> str | None:
    """`comparison_by_figures` of two things the claim names by their nouns, each given one figure in the evidence
    right after its name ("the inshore lifeboat made 77 launches, while the all-weather lifeboat made 29"; "The
    Millbrook branch, 2019: 15,254 book loans"; probe 47)."""
    text = " ".join(f.text for f in efs)
    years = frozenset(YEAR.findall(cf.text))
    for m in finds(_THE_MORE, cf):
        nouns = [w.lower() for w in (m.group("noun") or "").split()]
        if nouns and not any(n[:5] in text.lower() for n in nouns):
            continue  # the evidence never says what is compared
        verb = None if nouns else m.group("verb")  # "raised more than": the measure is what the verb gives
        a, b = (_thing_figure(text, m.group(side), nouns, years, verb) for side in ("a", "b"))
        if a is None or b is None or a == b:
            continue
        if (a < b) != (m.group("way").split()[-1 if m.group("way") in _BARE else 1] in _LESSER):
            return (f"the evidence gives the {m.group('a')} {_shown(a)} and the {m.group('b')} {_shown(b)}, the "
                    f"claim '{m.group(0)}'")
    return None


def _thing_figure(text: str, thing: str, nouns: list[str], years: frozenset[str], verb: str | None) -> float | None:
    """The one figure the evidence gives "the THING" (perhaps "of" whose it is) right after it (a verb or two between,
    or a comma or colon and a year), of the claim's measure or of none named, in the claim's year or of none; with
    `verb` (a claim naming no measure), only a figure after that verb; else None."""
    pattern = re.compile(r"\b[Tt]he\s+" + re.escape(thing) + _OF_BODY + r"?(?P<gap>(?:,\s+(?:(?:18|19|20)\d\d:\s+)?|:\s+|"
                         r"\s+(?:[a-z][\w-]*\s+){1,2}?)(?:£|\$|€)?)" + _NUMBER + r"(?=(?P<after>[^.;]{0,60}))", re.IGNORECASE)
    held = set()
    for m in pattern.finditer(text):
        if verb is not None and verb[:4].lower() not in m.group("gap").lower():
            continue  # another deed's figure
        gap_years = frozenset(YEAR.findall(m.group("gap")))
        if years and gap_years and not gap_years & years:
            continue  # another year's figure
        word = _AFTER_WORD.match(m.group("after"))
        if word is not None and word.group(1) not in _FREE and not any(word.group(1)[:5] == n[:5] for n in nouns):
            continue  # a figure of another measure
        held.add(float(m.group("n").replace(",", "") + (m.group("frac") or "")))
    return next(iter(held)) if len(held) == 1 else None


_LISTED_SUPERLATIVE = lazy_compile(
    r"^\s*Of\s+(?P<names>[^.;:]{3,300}?),\s+(?:the\s+)?(?P<holder>" + NAME_RUN + r")\s+(?P<verb>has|had|have|holds|held)"
    r"\s+the\s+(?P<way>most|fewest|least|lowest|highest|largest|smallest|biggest|greatest)\s+(?:number\s+of\s+)?"
    r"(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s*[.!]?\s*$")
"""'Of A, B and C, A has the fewest hot desks' (probe 53): the claim names the rivals and the measure."""
_LOWEST = frozenset({"fewest", "least", "lowest", "smallest"})
_LISTED_NAME = lazy_compile(r"^(?:the\s+)?(?P<name>" + NAME_RUN + r")$")


def superlative_of_listed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's holder of the most or fewest among the names it lists, where the evidence says of each listed name,
    in a sentence of its own, "<name> has <figure> <the claim's measure>." and nothing after ("Quayside Workspace has
    115 hot desks."; a rate, a plan or a second figure is another measure, "or 5 per resident", "but has 93 now"), and
    the holder's figure is not the extreme one: described; else None."""
    m = opening(_LISTED_SUPERLATIVE, cf.text)
    if m is None or NEG in cf.cue:
        return None
    listed = [_LISTED_NAME.match(n.strip()) for n in re.split(r",\s*|\s+(?:and|or)\s+", m.group("names")) if n.strip()]
    if len(listed) < 2 or len(listed) > 12 or any(n is None for n in listed):
        return None
    names = [n.group("name") for n in listed if n is not None]
    if not any(same_name(name_key(n), name_key(m.group("holder"))) for n in names):
        return None
    values = [_stated(efs, name, m.group("verb"), m.group("noun")) for name in names]
    if any(v is None for v in values):
        return None
    mine = _stated(efs, m.group("holder"), m.group("verb"), m.group("noun"))
    extreme = (min if m.group("way") in _LOWEST else max)(v for v in values if v is not None)
    if mine is not None and mine != extreme:
        return (f"the claim gives {m.group('holder')} the {m.group('way')} {m.group('noun')}, the evidence gives it "
                f"{_shown(mine)} and another {_shown(extreme)}")
    return None


def _stated(efs: Sequence[Features], name: str, verb: str, noun: str) -> float | None:
    """The one figure the evidence states of `name` in a sentence "(The) <name> <verb> <figure> <noun>." (nothing
    after the noun but the stop), else None."""
    pattern = re.compile(r"(?:^|(?<=[.!?]\s))(?:The\s+)?" + re.escape(name) + r"\s+" + re.escape(verb) + r"\s+"
                         + _NUMBER + r"\s+" + re.escape(noun) + r"\s*(?:[.!]|$)")
    held = {float(x.group("n").replace(",", "") + (x.group("frac") or "")) for f in efs for x in pattern.finditer(f.text)}
    return next(iter(held)) if len(held) == 1 else None


_THE_RATIO = lazy_compile(r"\b[Tt]he\s+(?P<a>[\w'’–-]+(?:\s+[\w'’–-]+){0,3}?)" + _OF_BODY + r"?\s+(?P<verb>[a-z][\w-]*)\s+"
                        r"(?P<k>twice|three\s+times|four\s+times|half)\s+as\s+(?:many|much)"
                        r"(?:\s+(?P<noun>[\w-]+(?:\s+[\w-]+){0,3}?))?\s+as\s+the\s+"
                        r"(?P<b>[\w'’–-]+(?:\s+[\w'’–-]+){0,3}?)" + _OF_BODY
                        + r"?(?=\s+(?:in|on|during|at|over|last|this|across)\b|\s*[.,;]|\s*$)")
"""Two things compared by a ratio ("the night ferry carried twice as many cars as the day ferry")."""
_RATIOS = {"twice": 2.0, "three times": 3.0, "four times": 4.0, "half": 0.5}
_THE_AGE = lazy_compile(r"\b[Tt]he\s+(?P<a>[\w'’–-]+(?:\s+[\w'’–-]+){0,3}?)" + _OF_BODY + r"?\s+(?:is|was|are|were)\s+"
                      r"(?P<way>newer|older)\s+than\s+the\s+(?P<b>[\w'’–-]+(?:\s+[\w'’–-]+){0,3}?)" + _OF_BODY
                      + r"?(?=\s*[.,;]|\s*$)")
"""Two things compared by age ("the east wall is newer than the cave wall")."""
_FOUNDED = lazy_compile(r"\b(?:opened|founded|built|established|formed|started|began|launched|created|set\s+up|"
                      r"dates\s+from|completed)\b", re.IGNORECASE)
_RATIO_SLACK = 0.1
"""How far the figures' ratio may be from the claim's and still bear it out ("twice" of 3,200 and 1,620)."""


def _things_by_ratio_or_age(cf: Features, efs: Sequence[Features]) -> str | None:
    """`comparison_by_figures` of two things the claim compares by a ratio of their figures, or by their age read from
    the year each opened (was founded, built ...), when the figures give another ratio or the other order."""
    text = " ".join(f.text for f in efs)
    years = frozenset(YEAR.findall(cf.text))
    for m in finds(_THE_RATIO, cf):
        nouns = [w.lower() for w in (m.group("noun") or "").split()]
        if nouns and not any(n[:5] in text.lower() for n in nouns):
            continue
        verb = None if nouns else m.group("verb")
        a, b = (_thing_figure(text, m.group(side), nouns, years, verb) for side in ("a", "b"))
        if a is None or b is None or b == 0:
            continue
        ratio = _RATIOS[" ".join(m.group("k").split()).lower()]
        if abs(a / b - ratio) > _RATIO_SLACK * ratio:
            return (f"the evidence gives the {m.group('a')} {_shown(a)} and the {m.group('b')} {_shown(b)}, the "
                    f"claim '{m.group(0)}'")
    if search(_FOUNDED, text) is None:
        return None
    for m in finds(_THE_AGE, cf):
        a, b = (_founded(text, m.group(side)) for side in ("a", "b"))
        if a is None or b is None or a == b:
            continue
        if (a > b) != (m.group("way") == "newer"):
            return (f"the evidence dates the {m.group('a')} to {a:.0f} and the {m.group('b')} to {b:.0f}, the claim "
                    f"'{m.group(0)}'")
    return None


def _founded(text: str, thing: str) -> float | None:
    """The one year the evidence gives "the THING" opened (was founded, built ...) in, else None."""
    pattern = re.compile(r"\b[Tt]he\s+" + re.escape(thing) + _OF_BODY + r"?\s+(?:was\s+|were\s+)?(?P<verb>[a-z][\w-]*"
                         r"(?:\s+up|\s+from)?)\s+(?:in\s+)?(?P<year>(?:1[0-9]|20)\d\d)\b")  # (case kept: a name's words are capitals)
    held = {float(m.group("year")) for m in pattern.finditer(text) if _FOUNDED.fullmatch(m.group("verb"))}
    return next(iter(held)) if len(held) == 1 else None
