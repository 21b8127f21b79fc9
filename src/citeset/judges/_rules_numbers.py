"""Numbers for the rules judge's feature reader: a number token typed by its suffix and neighbours ("30 days",
"3rd", "1990s", "5pm", "$5" -> 5 + usd), its sign ("-63", "minus 63", "40 below zero") and its normal form
("1,000" -> "1000")."""

from __future__ import annotations

import re
from typing import Protocol

from citeset.judges._rules_lexicon import EVENT_WORDS, GLUED_ONLY_UNITS, MONTHS, POSSESSIVES, UNITS
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import DATE, ENT, NUM, UNIT, WORD, CTok, Features

_ORDINAL_SUFFIX = frozenset({"st", "nd", "rd", "th"})


def num_norm(s: str) -> str:
    s = s.replace(",", "")
    if "." in s:
        whole, frac = s.split(".", 1)
        frac = frac.rstrip("0")
        return _whole(whole) + ("." + frac if frac else "")
    return _whole(s)


def _whole(digits: str) -> str:
    """`digits` without leading zeros, in ASCII digits (int() reads any script's digits). Past 4,300 digits int()
    refuses the string (an answer may hold such a number): those only lose their leading zeros."""
    if not digits:
        return "0"
    if len(digits) <= 4000:
        return str(int(digits))
    return digits.lstrip("0") or "0"


class Add(Protocol):
    def __call__(self, norm: str, k: int, sub: str, s: int, e: int, value: float | None = None) -> None: ...


def sign_start(f: Features, text: str, at: int) -> int | None:
    """Where the sign of a negative number at `at` starts: a minus sign glued to it after a space or bracket
    ("-63", "(−63"; not "2019-20", "A-3", a bullet opening a line, or a range "10 -12"), or the word "minus"
    right before it ("minus 63 degrees"; not "10 minus 3", "plus or minus 3", "plus/minus 3")."""
    low, kind = f.low, f.kind
    after_number = bool(kind) and kind[-1] in (NUM, UNIT)
    if at >= 2 and text[at - 1] in "-−" and text[at - 2] in " \t([":
        return None if after_number and text[at - 2] == " " else at - 1
    glued = bool(low) and low[-1] == "minus" and kind[-1] == WORD and f.end[-1] + 1 == at
    if glued and len(low) >= 2 and (low[-2] == "plus" or (low[-2] == "or" and len(low) >= 3 and low[-3] == "plus")):
        return None  # "plus or minus 3 percent" is a margin, not -3
    return f.start[-1] if glued and (len(low) < 2 or kind[-2] not in (NUM, UNIT)) else None


_DIRECTION_BEFORE = frozenset(stem(w) for w in (
    "fell", "fall", "fallen", "dropped", "declined", "decreased", "down", "lost", "cut", "shrank", "shrunk", "slid",
    "slipped", "dipped", "sank", "sunk", "plunged", "tumbled", "lowered", "contracted", "negative", "minus", "depth"))
_DIRECTION_AFTER = frozenset({"below", "under", "lower", "down", "less", "deep"})


def signless(f: Features, c: CTok) -> bool:
    """Whether a number is a magnitude whose sign its words give: after a word of decrease ("fell 3 points",
    "dropped by 3", "negative 0.3%"; not the level of "fell to 3") or before a word of depth or deficit ("430 m
    below sea level", "3 under par"). Such a number and its negative written with a sign are one value."""
    before = c.ri - 1
    if before >= 0 and f.low[before] in ("to", "at"):
        return False
    if c.prev in _DIRECTION_BEFORE:
        return True
    ri = c.ri + 1
    while ri < len(f.low) and (f.kind[ri] == UNIT or (f.kind[ri] == ENT and len(f.low[ri]) == 1)):  # "m", "°C"
        ri += 1
    return ri < len(f.low) and f.low[ri] in _DIRECTION_AFTER


def same_magnitude(f: Features, c: CTok, g: Features, d: CTok) -> bool:
    """Whether two numbers are one signed value written two ways: opposite signs, one of them `signless`."""
    return (c.value is not None and d.value is not None and c.value == -d.value != 0 and c.units == d.units
            and (signless(f, c) or signless(g, d)))


def number(
    ms: list[re.Match[str]], i: int, currency: bool, add: Add, after_month: bool = False, sign: int | None = None
) -> None:
    m = ms[i]
    raw, start, end = m.group(), m.start(), m.end()
    digits, suf = m.group("num"), m.group("suf")
    norm = num_norm(digits)
    sl = suf.lower() if suf else ""
    if sign is not None:
        _signed(norm, suf, sign, end, add)
        return
    if not suf:
        nxt = ms[i + 1].group().lower() if i + 1 < len(ms) else ""
        unit_next = nxt in UNITS and nxt not in GLUED_ONLY_UNITS
        if (
            not currency
            and not unit_next
            and len(digits) == 4
            and digits.isdigit()
            and 1000 <= int(digits) <= 2999
        ):
            add(norm, DATE, "year", start, end, float(norm))
        else:
            add(norm, NUM, "plain", start, end, float(norm))
    elif sl in _ORDINAL_SUFFIX and "." not in digits:
        if digits.isdigit() and 1 <= int(digits) <= 31 and _day(ms, i, after_month):
            add(norm, NUM, "plain", start, end, float(norm))  # a day: "the 4th of June" is "4 June"
        else:
            add(norm + sl, NUM, "ordinal", start, end, float(norm))
    elif sl == "s" and digits.isdigit() and digits.endswith("0") and len(digits) in (2, 4):
        add(norm + "s", NUM, "decade", start, end)
    elif sl in ("am", "pm"):
        add(norm + sl, NUM, "time", start, end)
    elif sl in UNITS:
        split = start + len(digits)
        add(norm, NUM, "plain", start, split, float(norm))
        add(UNITS[sl], UNIT, "", split, end)
    else:
        add(raw.lower(), ENT, "id", start, end)


def _signed(norm: str, suf: str | None, start: int, end: int, add: Add) -> None:
    """A negative number ("-63", "-4.5%", "minus 40 °C") from its sign's `start`: a plain amount, never a
    year, rank or time."""
    sl = suf.lower() if suf else ""
    split = end - len(suf) if suf else end
    add("-" + norm, NUM, "plain", start, split, -float(norm))
    if sl in UNITS:
        add(UNITS[sl], UNIT, "", split, end)


def _day(ms: list[re.Match[str]], i: int, after_month: bool) -> bool:
    """Whether the ordinal at match i is a day of a month ("the 4th of June 2024", "June 4th", "On 4th June
    Holm Council ..."), not a rank ("her 3rd June Open", "its 5th March concert", "the 2nd May Day parade")."""
    if i > 0 and (ms[i - 1].group().lower() in POSSESSIVES or ms[i - 1].group().lower().endswith(("'s", "’s"))):
        return False
    if after_month:
        return True
    j = i + 1
    if j < len(ms) and ms[j].group().lower() == "of":
        j += 1
    if not (j < len(ms) and ms[j].group()[:1].isupper() and ms[j].group().lower() in MONTHS):  # not "the 2nd may"
        return False
    after = ms[j + 1] if j + 1 < len(ms) else None
    return not (after is not None and after.start() - ms[j].end() == 1 and after.group().lower() in EVENT_WORDS)



def below_zero(f: Features) -> bool:
    """Make the number before "below zero" negative ("40 degrees below zero" is -40), if there is one."""
    low, kind = f.low, f.kind
    if not low or low[-1] != "below":
        return False
    ri = len(low) - 2
    while ri >= 0 and (kind[ri] == UNIT or (kind[ri] == ENT and low[ri] in ("c", "f"))):
        ri -= 1
    if ri < 0 or kind[ri] != NUM:
        return False
    c = f.content[f.cpos[ri]]
    if c.value is None or c.sub != "plain" or c.value < 0:
        return False
    c.norm, c.value = "-" + c.norm, -c.value
    low[ri] = c.norm  # type: ignore[index]  # a list while the text is read
    return True
