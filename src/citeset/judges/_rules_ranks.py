"""A superlative given to the entity the evidence gives the opposite one: "In 2024 the north yard produced the least
honey" on "Of the three sites, the north yard produced the most honey in 2024 and the orchard yard the least" (probe
39: accepted; every word of the claim is in the sentence). Each superlative after "the" is read with its holder, the
words that open its clause (a gapped clause "and the orchard yard the least" included, a verb right before "the"
left out); the claim's holder given the opposite superlative in the evidence, and never the claim's, is another
value in the role (DESIGN §3.4)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_agents import active_verb
from citeset.judges._rules_features import features
from citeset.judges._rules_lexicon import CLAUSE_OPENERS
from citeset.judges._rules_only import OPPOSITE
from citeset.judges._rules_opposites import symmetric_table
from citeset.judges._rules_tokens import (
    BOUND,
    DATE,
    ENT,
    NUM,
    SENT,
    WORD,
    Features,
    kept,
    surface_set,
    surface_word,
)

_QUANTITIES = symmetric_table((("most", "least"), ("most", "fewest")))
_OPPOSITES: dict[str, frozenset[str]] = {**OPPOSITE, **_QUANTITIES}
_ENDS = frozenset({"in", "on", "at", "during", "since", "last", "this"})
"""Words after "than B" that end B ("than the river quarry in 2022")."""
_AFTER_STOPS = CLAUSE_OPENERS | _ENDS
_REACH = 6  # content words read back from a superlative for its holder


def superlative_moved(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's superlative whose holder the evidence gives the opposite one (see the module docstring),
    described; else None."""
    if surface_set(cf).isdisjoint(_OPPOSITES) and surface_set(cf).isdisjoint(_COMPARATIVES):
        return None
    theirs = [held for f in efs if not surface_set(f).isdisjoint(_OPPOSITES)
              for held in kept(f, "superlative holders", _holders)]
    if not theirs:
        return None
    if not surface_set(cf).isdisjoint(_COMPARATIVES):
        found = _comparative_against(cf, theirs)
        if found is not None:
            return found
    for word, holder, measured in kept(cf, "superlative holders", _holders)[:_CLAIM_RANKS]:
        if not holder:
            continue
        same = [h for w, h, m in theirs if w == word and _measures(measured, m)]
        if any(not h or holder <= h for h in same):
            return None  # the evidence gives the claim's holder the claim's superlative, or may (a pronoun: "it")
        opposite = _OPPOSITES.get(word, frozenset())
        for w, h, m in theirs:
            if w in opposite and holder <= h and _measures(measured, m):
                return f"the claim says 'the {word}' of '{_shown(cf, holder)}', the evidence 'the {w}'"
    return None


_CLAIM_RANKS = 8  # a claim's superlatives and comparatives read at most (each against every one of the evidence)
Held = tuple[str, frozenset[str], frozenset[str]]
"""A superlative, its holder's words, and what it measures ("the most honey": honey; "the least": None)."""


def _measures(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two superlatives may measure the same thing ("the most honey" and "the least", not "the least wax")."""
    return not a or not b or bool(a & b)


def _shown(f: Features, words: frozenset[str]) -> str:
    """The words as the text writes them: the first run of content tokens holding them all (else the words)."""
    content = f.content
    for i in range(len(content)):
        seen: set[str] = set()
        for j in range(i, min(len(content), i + len(words) + _REACH)):
            if content[j].norm not in words:
                break
            seen.add(content[j].norm)
            if seen == words:
                return f.text[f.start[content[i].ri] : f.end[content[j].ri]]
    return " ".join(sorted(words))


def _holders(f: Features) -> list[Held]:
    """Each superlative after "the" with its holder's words and what it measures (see the module docstring); "the
    lowest number of visitors" is "the fewest visitors" (probe 40)."""
    out = []
    for ri in range(1, len(f.low)):
        word = surface_word(f, ri)
        if word not in _OPPOSITES or surface_word(f, ri - 1) != "the":
            continue
        counted = _COUNTED.get(word)
        if counted is not None and surface_word(f, ri + 1) in _COUNTS and surface_word(f, ri + 2) == "of":
            out.append((counted, _holder_before(f, ri - 1), _measured(f, ri + 2)))
            continue
        out.append((word, _holder_before(f, ri - 1), _measured(f, ri)))  # "produced the most": before the verb
    return out


_COUNTED = {**{w: "most" for w in ("highest", "largest", "greatest", "biggest")},
            **{w: "fewest" for w in ("lowest", "smallest")}}
"""A superlative before "number of" and the superlative of quantity it says ("the lowest number of visitors")."""
_COUNTS = frozenset({"number", "amount", "count", "total"})
_EXTREME = {"most": max, "fewest": min, "least": min}
_LISTED_VALUES = 8
"""The most figures of an evidence sentence a superlative is read against."""


_CLEFT = lazy_compile(r"^\s*(?:Of|Among|Between)\s+[^.;]{1,200}?,\s+it\s+(?:was|is)\s+(?P<holder>.{1,120}?)\s+(?:that|which|who)\s+"
                    r"(?P<rest>.+)$", re.IGNORECASE | re.DOTALL)
"""A cleft superlative ("Of A, B and C, it was C that registered the most games")."""


def superlative_by_figures(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's superlative of quantity ("X had the lowest number of passengers") where an evidence sentence
    gives each of several holders one figure ("X had 6,739 passengers, Y had 1,702, and Z had 385") and the claim's
    holder's is not the extreme one: described; else None (probe 40)."""
    if surface_set(cf).isdisjoint(_OPPOSITES):
        return None
    cleft = _CLEFT.match(cf.text)
    if cleft is not None:  # "Of A, B and C, it was C that drew the most": read as "C drew the most"
        cf = features(f"{cleft.group('holder')} {cleft.group('rest')}")
    claimed = [(w, h, m) for w, h, m in kept(cf, "superlative holders", _holders)[:_CLAIM_RANKS]
               if w in _EXTREME and h and m]
    for word, holder, measured in claimed:
        for f in efs:
            for lo, hi in f.sentences()[0]:
                figures = _figures(f, lo, hi, measured)
                mine = [v for words, v in figures if holder <= words]
                if len(figures) < 2 or len(mine) != 1:
                    continue
                extreme = _EXTREME[word](v for _, v in figures)
                if mine[0] != extreme:
                    return (f"the claim says '{_shown(cf, holder)}' had the {word}, the evidence gives it {mine[0]:g} "
                            f"and another {extreme:g}")
    return None


def _figures(f: Features, lo: int, hi: int, measured: frozenset[str]) -> list[tuple[frozenset[str], float]]:
    """(the words before it in its part, the figure) of each part of raw tokens lo..hi-1 (parts cut at a boundary,
    "and" or "while") that names its holder and gives one figure of what the claim measures: the figure's noun is
    one of `measured`, or none follows it ("North Quay had 1,702"). A total, an age or a budget is no rival
    ("a total of 515", "aged 35", "a budget of 9,000 pounds"): those parts name no holder or count another noun."""
    out: list[tuple[frozenset[str], float]] = []
    words: set[str] = set()
    value: float | None = None
    count, named, counted = 0, False, True
    for ri in range(lo, hi + 1):
        if ri < hi and f.low[ri] == ":" and words and value is None and ri + 1 < hi and f.kind[ri + 1] == NUM:
            continue  # "the pilots: £2,200": a listed holder's figure after its colon (probe 47)
        if ri == hi or f.kind[ri] in (BOUND, SENT) or f.low[ri] in ("and", "while", "whereas"):
            if value is not None and words and named and counted and count == 1 and words.isdisjoint(_WHOLES):
                out.append((frozenset(words), value))
            words, value, count, named, counted = set(), None, 0, False, True
            if len(out) > _LISTED_VALUES:
                return []
            continue
        c = f.content[f.cpos[ri]] if f.cpos[ri] >= 0 else None
        if c is None:
            if f.low[ri] == "the" and not words and value is None:
                named = True  # "the aviary 1,466": a holder named by its noun (probe 43)
            continue
        if c.kind == NUM and c.value is not None:
            count += 1
            value = c.value
            counted = _counts_measured(f, ri, hi, measured)
        elif value is None and c.kind != DATE:
            words.add(c.norm)
            named = named or c.kind == ENT or f.text[f.start[ri]].isupper()  # (a name opening a sentence is a word)
    return out


_WHOLES = frozenset({"whol", "whole", "total", "overall", "altogether", "combin", "entir", "all"})
"""Words by which a part gives the whole, no rival ("the county as a whole 30,000")."""


def _counts_measured(f: Features, ri: int, hi: int, measured: frozenset[str]) -> bool:
    """Whether the figure at raw token `ri` counts what the claim measures: the noun right after it (in its part) is
    one of `measured`, or none follows ("York 60 and Hull 55"), or it is a currency where the claim measures money
    ("raised the most money" on "raised £2,000", read as "2000 pound"; probe 47)."""
    for rj in range(ri + 1, min(hi, ri + 3)):
        if f.kind[rj] in (BOUND, SENT) or f.low[rj] in ("and", "while", "whereas"):
            return True
        if f.cpos[rj] >= 0:
            norm = f.content[f.cpos[rj]].norm
            return norm in measured or (norm in _CURRENCIES and not measured.isdisjoint(_MONEY))
    return True


_CURRENCIES = frozenset({"pound", "dollar", "euro", "yen", "franc", "rupe", "rupee", "krona", "kron"})
_MONEY = frozenset({"money", "fund", "funds", "cash", "sum", "amount", "donat", "donation"})
"""What a claim measures that a currency figure counts ("the most money" for "£2,000")."""


def _measured(f: Features, ri: int) -> frozenset[str]:
    """The content words right after the superlative or comparative at raw index `ri`, up to three and to "than"
    ("most honey", "fewer loads of stone"); empty when none follows ("the least.")."""
    out: set[str] = set()
    at = ri + 1
    while at < len(f.low) and at <= ri + 4 and f.kind[at] not in (SENT, DATE, NUM) and surface_word(f, at) != "than" \
            and surface_word(f, at) not in CLAUSE_OPENERS:
        if f.cpos[at] >= 0:
            out.add(f.content[f.cpos[at]].norm)
        at += 1
    return frozenset(out)


_COMPARATIVES = {"more": "most", "fewer": "fewest", "less": "least"}
"""A comparative of quantity and the superlative that says it of the first of the two ("A logged more hours than
B" is what "A logged the most hours" says beside B)."""


def _comparative_against(cf: Features, theirs: list[Held]) -> str | None:
    """"A <verb> more X than B" where the evidence gives A the opposite superlative and B the matching one, of the
    same measure ("the summit dome logged more hours than the west dome" on "the west dome logged the most hours and
    the summit dome the fewest"), described; else None."""
    read = 0
    for ri in range(1, len(cf.low)):
        word = surface_word(cf, ri)
        if word not in _COMPARATIVES:
            continue
        read += 1
        if read > _CLAIM_RANKS:
            return None
        than = next((j for j in range(ri + 1, min(len(cf.low), ri + _REACH + 2)) if surface_word(cf, j) == "than"), None)
        if than is None:
            continue
        first, second, measured = _holder_before(cf, ri), _words_after(cf, than), _measured(cf, ri)
        if not first or not second:
            continue
        same = _COMPARATIVES[word]
        fits = [(w, h) for w, h, m in theirs if _measures(measured, m)]
        if any(w == same and (not h or first <= h) for w, h in fits):
            return None
        if any(w in _OPPOSITES.get(same, frozenset()) and first <= h for w, h in fits) and \
                any(w == same and second <= h for w, h in fits):
            return (f"the claim says '{_shown(cf, first)}' has '{word}' than '{_shown(cf, second)}', the evidence gives "
                    f"'the {same}' to the other")
    return None


def _holder_before(f: Features, ri: int) -> frozenset[str]:
    """The words opening the clause of the word at raw index `ri`, a verb right before it left out (a date or a
    number ends them: "In 2022 the river quarry")."""
    at = ri - 1
    if at >= 0 and f.cpos[at] >= 0 and active_verb(f, at):
        at -= 1
    return _clause_words(f, at, -1, CLAUSE_OPENERS)


def _words_after(f: Features, ri: int) -> frozenset[str]:
    """The content words after raw token `ri` up to the clause's end."""
    return _clause_words(f, ri + 1, 1, _AFTER_STOPS)


def _clause_words(f: Features, at: int, step: int, stops: frozenset[str]) -> frozenset[str]:
    """The content words from raw token `at` on, `step` by `step`, up to `_REACH` of them and to a sentence's end, a
    date, a number or one of `stops`."""
    words: set[str] = set()
    while 0 <= at < len(f.low) and f.kind[at] not in (SENT, DATE, NUM) and surface_word(f, at) not in stops \
            and len(words) < _REACH:
        if f.cpos[at] >= 0:
            words.add(f.content[f.cpos[at]].norm)
        at += step
    return frozenset(words)


_ORDINALS = frozenset({"first", "second"})
_RANKED_AFTER = frozenset({"its", "their", "his", "her", "a", "an", "our"})
"""A rank the claim gives a thing of an owner's, or a new one ("its first grant", "a second shed"). Not after "the"
("The second Gigantour began ..." on evidence saying it "will kick off its second year"), and not the later ranks
("their fifth Super Bowl win" counted from a list): both were entailed on WiCE and AttributionBench dev."""


def rank_words_unsaid(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[str]:
    """The claim's ranks of a thing ("its first grant", "a second shed") that no evidence text says: read as values
    the evidence lacks (probe 39: "..., its first grant" and "to build a second extraction shed" were entailed by
    evidence saying neither). A rank after no determiner ("first opened in 1990", "came second") is left alone, and
    so are the ranks `_ORDINALS` and `_RANKED_AFTER` leave out."""
    if not any(c.kind == WORD and c.norm in _ORDINALS for c in cf.content):
        return []
    if any(not surface_set(f).isdisjoint(_RANKED_OTHERWISE) for f in efs):
        return []  # "another shop", "again in 2021", "their eldest child": a rank in other words
    return [c.norm for c in cf.content if c.kind == WORD and c.norm in _ORDINALS and c.norm not in covered
            and surface_word(cf, c.ri - 1) in _RANKED_AFTER]


_RANKED_OTHERWISE = frozenset({"another", "again", "eldest", "oldest", "earliest", "inaugural", "maiden", "debut",
                               "additional", "also", "too", "then", "before", "previous", "previously", "later"})
