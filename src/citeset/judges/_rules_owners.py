"""A number or name of the claim given to another name than the evidence gives it, through a relative clause or
an appositive: the fact of a bridge entity attributed to the final one (or the reverse).

"The trust that runs St Aldric's Hospital, which has 480 beds, also runs Carrick General Hospital" says St
Aldric's has 480 beds; "The trust also runs Carrick General Hospital, which has 480 beds" says it of Carrick.
"Kelby Moor station, operated by the Northern Uplands Observatory, was founded in 1968" says the station was
founded in 1968; "The Northern Uplands Observatory was founded in 1968" says it of the observatory (an audit
found both accepted: every word is in the evidence); so does "Larkspur Books, which acquired Wrenfield Press,
is led by Tomasz Bielak" with "Wrenfield Press is led by Tomasz Bielak" (audit 21 pu-10). A number's owner is the name a ", which ..." clause holding
it follows, else the name its sentence opens with; only those two forms are read, on both sides.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate

from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_tokens import (
    CLAUSE_REACH,
    DATE,
    ENT,
    NUM,
    SENT,
    WORD,
    CTok,
    Features,
    kept,
    name_after,
    uses,
    word_before,
)

_RELATIVE = frozenset({"which", "who", "whose"})
_RESTRICTIVE = _RELATIVE | {"that", "where", "whom"}
"""Words that open a clause of the noun before them: a name after one belongs to that noun, not to the opening
name ("Sigrun Alm heads the agency that operates the Halden-2 satellite")."""
_Run = tuple[str, ...]


def owner_elsewhere(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's owner of a claim number whose claim owner the evidence never gives it, described, or None."""
    for c in cf.content:
        if not _valued(c):
            continue
        mine = _owner(cf, c, appositive=True)
        if mine is None:
            continue
        theirs = [(f, u, _owner(f, u)) for f, u in uses(efs, c.norm) if _valued(u)]
        if not theirs or any(o is None or o == mine for _, _, o in theirs):
            continue
        if any(_says(f, u.sent, mine) for f, u, _ in theirs):
            continue  # the claim's owner is in the sentence too: the evidence may say it of both
        if not any(_says(cf, c.sent, o) for _, _, o in theirs if o is not None):
            continue  # the evidence's owner is not in the claim: coverage decides
        f, u, other = theirs[0]
        what = "fact" if c.kind == ENT else "number"
        return (f"{what} given to another name: claim '{cf.display(mine[0])} ... {cf.text[c.sstart : c.send]}', "
                f"evidence '{f.display(other[0]) if other else ''} ... {f.text[u.sstart : u.send]}'")
    return None


def _valued(c: CTok) -> bool:
    """A number, a year, or a name's word (its owner is read the same way; a name's first word has none)."""
    return c.kind in (NUM, ENT) or (c.kind == DATE and c.sub == "year")


def _runs(f: Features, sent: int) -> list[tuple[int, int, _Run]]:
    """The name runs of a sentence: (first raw index, last raw index, norms)."""
    return kept(f, "name runs", _read_runs).get(sent, [])


def _read_runs(f: Features) -> dict[int, list[tuple[int, int, _Run]]]:
    """Every sentence's name runs, read once per text in one pass (re-read for each name of a sentence, a long
    sentence repeating a name took minutes: a hardening audit)."""
    words: dict[int, list[tuple[int, int, list[str]]]] = {}
    for c in f.content:
        if c.kind != ENT:
            continue
        runs = words.setdefault(c.sent, [])
        if runs and runs[-1][1] == c.ri - 1:
            runs[-1] = (runs[-1][0], c.ri, runs[-1][2])
            runs[-1][2].append(c.norm)
        else:
            runs.append((c.ri, c.ri, [c.norm]))
    return {sent: [(lo, hi, tuple(key)) for lo, hi, key in runs] for sent, runs in words.items()}


def _owner(f: Features, c: CTok, appositive: bool = False) -> _Run | None:
    """The name a number belongs to by form: the name right before the ", which ..." clause it is in; else the
    name its sentence opens with, followed (with `appositive`, as a claim is read) by ", <words>," before the
    number, or (as evidence is read) by no other name up to it; None when the form is another, or the number is
    part of a name ("Senate Bill 563"). Read from a per-text index: each name of a long sentence reads it once."""
    at = kept(f, "owner index", _OwnerIndex)
    if c.sent not in at.sentence_start or c.ri - 1 in at.ending:
        return None
    ri = at.stop_before[c.ri]  # the nearest sentence end, comma or relative word before it
    if ri >= 1 and f.low[ri] in _RELATIVE and f.low[ri - 1] == ",":
        before = at.ending.get(ri - 2)
        return before[2] if before is not None else None
    start = at.sentence_start[c.sent]
    while start < c.ri and f.low[start] in ARTICLES:
        start += 1
    opening = at.starting.get(start)
    if opening is None or opening[1] >= c.ri:
        return None
    commas, parens = at.between(opening[1] + 1, c.ri)
    if appositive:
        shaped = commas == 2 and not parens and f.low[c.ri - 1] != ","
        return opening[2] if shaped else None
    others = at.run_starts_between(opening[1], c.ri)
    # "heads the agency that operates X": X is the agency's, not the opening name's
    restricted = at.relatives_between(opening[1] + 1, c.ri)
    return None if others or commas or parens or restricted else opening[2]


class _OwnerIndex:
    """A text's name runs by their first and last raw index, each sentence's first raw index (of sentences with a
    name), running counts of commas and parentheses, and for each token the nearest sentence end, comma or relative
    word before it."""

    def __init__(self, f: Features) -> None:
        runs = _all_runs(f)
        self.ending = {r[1]: r for r in runs}
        self.starting = {r[0]: r for r in runs}
        self._starts = sorted(self.starting)
        ranges = f.sentences()[0]
        named = {f.content[f.cpos[r[0]]].sent for r in runs}
        self.sentence_start = {sent: ranges[sent][0] for sent in named if sent < len(ranges)}
        low, kind = f.low, f.kind
        self._commas = list(accumulate((word == "," for word in low), initial=0))  # running counts: C-level sums
        self._parens = list(accumulate((word == "(" for word in low), initial=0))
        self._relatives = list(accumulate((word in _RESTRICTIVE for word in low), initial=0))
        self.stop_before: list[int] = []
        stop = -1
        for ri, word in enumerate(low):
            self.stop_before.append(stop)
            if kind[ri] == SENT or word == "," or word in _RELATIVE:
                stop = ri

    def between(self, lo: int, hi: int) -> tuple[int, int]:
        """Commas and opening parentheses among raw tokens [lo, hi)."""
        return self._commas[hi] - self._commas[lo], self._parens[hi] - self._parens[lo]

    def relatives_between(self, lo: int, hi: int) -> int:
        """Relative words ("that", "which", "who", "where") among raw tokens [lo, hi)."""
        return self._relatives[hi] - self._relatives[lo]

    def run_starts_between(self, lo: int, hi: int) -> bool:
        """Whether a name run starts strictly between raw indexes `lo` and `hi`."""
        at = bisect_right(self._starts, lo)
        return at < len(self._starts) and self._starts[at] < hi


def _says(f: Features, sent: int, run: _Run) -> bool:
    return any(r[2] == run for r in _runs(f, sent))


_REST = frozenset({"rest", "remainder", "balance"})
_CLAUSE_END = frozenset({"and", "but", "while", "whereas", ";", "."})


def rest_given_value(cf: Features, efs: Sequence[Features]) -> str | None:
    """A number the claim gives to a name ("60 percent ... to the Brenna fleet") that the evidence gives to
    another, the name getting "the rest" ("60 percent ... to the Ostmark fleet and the rest to the Brenna
    fleet"; audit 21 fi-06): described, else None."""
    if not cf.cset.isdisjoint(_REST):
        return None  # the claim speaks of the rest itself
    read: set[tuple[str, tuple[str, _Run]]] = set()
    for c in cf.content:
        mine = _given_to(cf, c.ri) if c.kind == NUM else None
        if mine is None or (c.norm, mine) in read:
            continue  # no name; or the same number given to the same name, already read
        read.add((c.norm, mine))
        for f, u in uses(efs, c.norm):
            theirs = _given_to(f, u.ri) if u.kind == NUM else None
            if theirs is None or theirs == mine or theirs[0] != mine[0]:
                continue
            if _rest_to(f, u, mine):
                return (f"number given to another name: claim '{cf.text[c.sstart : c.send]} ... {mine[0]} "
                        f"{cf.display(mine[1][0])}', evidence '{f.text[u.sstart : u.send]} ... {theirs[0]} "
                        f"{f.display(theirs[1][0])}', the rest {mine[0]} {f.display(mine[1][0])}")
    return None


def _given_to(f: Features, ri: int) -> tuple[str, _Run] | None:
    """The first name after raw token `ri` in its clause, with the preposition right before it ("to", "for")
    (articles skipped); None when the name has none. A clause is read to CLAUSE_REACH tokens (a clause that never
    ended made the reading quadratic: hardening audit h40)."""
    at, stop = ri + 1, min(len(f.low), ri + 1 + CLAUSE_REACH)
    while at < stop and f.kind[at] != SENT and f.low[at] not in _CLAUSE_END and f.kind[at] != ENT:
        at += 1
    if at >= stop or f.kind[at] != ENT:
        return None
    before = word_before(f, at, ARTICLES)
    if before <= ri or f.low[before] not in ("to", "for"):
        return None
    return f.low[before], name_after(f, at - 1)


def _rest_to(f: Features, u: CTok, given: tuple[str, _Run]) -> bool:
    """Whether the sentence of `u` gives "the rest" (after `u`) to `given`'s name with its preposition."""
    at, stop = u.ri + 1, min(len(f.low), u.ri + 1 + CLAUSE_REACH)
    while at < stop and f.kind[at] != SENT:
        if f.low[at] in _REST and _given_to(f, at) == given:
            return True
        at += 1
    return False


_POSSESSIVE = ("'s", "’s", "'", "’")
_Possessed = tuple[_Run, _Run, int, int]


def _possessed(f: Features) -> list[_Possessed]:
    """Each name in the possessive with the words it owns right after it ("Kestrel Mobile's chief executive"):
    the name's words, the owned words (at most three, not names), and the raw range of the whole; read once per
    text."""
    return kept(f, "possessed", _read_possessed)


def _with_apostrophe(f: Features, ri: int) -> str:
    """Raw token `ri` with an apostrophe right after it ("Telecom's", "Networks'")."""
    return f.text[f.start[ri] : f.end[ri] + 1].rstrip()


def _read_possessed(f: Features) -> list[_Possessed]:
    out: list[_Possessed] = []
    for lo, hi, run in _all_runs(f) + _opening_names(f):
        word = _with_apostrophe(f, hi)
        if not word.endswith(_POSSESSIVE) or (not word.endswith(("s", "S")) and _quoted(f, lo)):
            continue  # "Telecom's", "Networks'" (the apostrophe after the word); not "'Salt Road' beat"
        end = hi + 1
        while end < len(f.low) and end - hi <= 3 and f.cpos[end] >= 0 and f.content[f.cpos[end]].kind == WORD:
            end += 1
        if end > hi + 1:
            out.append((run, tuple(f.low[hi + 1 : end]), lo, end - 1))
    return out


def _quoted(f: Features, lo: int) -> bool:
    """Whether the name starting at raw index `lo` opens with a quotation mark (a title: "'Salt Road'")."""
    return f.start[lo] > 0 and f.text[f.start[lo] - 1] in "'‘\""


def _opening_names(f: Features) -> list[tuple[int, int, _Run]]:
    """Each sentence's capitalised first word, which the features read as a word ("Brightwave's chief executive")."""
    return [(ri, ri, (f.low[ri],)) for ri in range(len(f.low)) if _opening_name(f, ri)]


def _opening_name(f: Features, ri: int) -> bool:
    return (ri == 0 or f.kind[ri - 1] == SENT) and f.kind[ri] == WORD and f.text[f.start[ri]].isupper()


def _all_runs(f: Features) -> list[tuple[int, int, _Run]]:
    """Every name run of the text, in order."""
    return [run for runs in kept(f, "name runs", _read_runs).values() for run in runs]


def possessor_elsewhere(cf: Features, efs: Sequence[Features]) -> str | None:
    """What the claim gives a name in the possessive ("Brightwave's chief executive is Priya Sandhu") that the
    evidence gives, each time, another name ("Kestrel Mobile's chief executive is Priya Sandhu"), while it names
    the claim's: the bridge's fact given to another entity (audit 22 te-13), described, else None."""
    for mine, owned, lo, hi in _possessed(cf):
        theirs = [(f, p) for f in efs for p in _possessed(f) if p[1] == owned]
        if not theirs or any(set(p[0]) & set(mine) for _, p in theirs):
            continue  # the claim's owner, or a name sharing a word with it ("India Women's squad" for "India's")
        if not any(_says_anywhere(f, mine) for f in efs):
            continue  # the claim's owner is not in the evidence: coverage decides
        if any(_owner_said(f, mine, owned) for f in efs):
            continue  # "..., and Orla's at 6:30"; "Ana Roe is also chief nurse at Orla": said another way
        others = [key for a, b, key in _all_runs(cf) if key != mine and not lo <= a <= hi]
        same_fact = [(f, p) for f, p in theirs if others and all(_in_sentence_of(f, p[2], key) for key in others)]
        if not same_fact:
            continue  # the other owner's phrase says another thing of it: the claim's may be said otherwise
        f, (_, _, their_lo, their_hi) = same_fact[0]
        return (f"owner given to another name: claim '{cf.text[cf.start[lo] : cf.end[hi]]}', "
                f"evidence '{f.text[f.start[their_lo] : f.end[their_hi]]}'")
    return None


def _in_sentence_of(f: Features, ri: int, run: _Run) -> bool:
    """Whether the sentence holding raw index `ri` names the run."""
    sent = f.content[f.cpos[ri]].sent if f.cpos[ri] >= 0 else -1
    return any(key == run for _, _, key in _runs(f, sent))


def _says_anywhere(f: Features, run: _Run) -> bool:
    return any(key == run for _, _, key in _all_runs(f))


def _owner_said(f: Features, mine: _Run, owned: _Run) -> bool:
    """Whether a sentence of the text names the owner in the possessive, or names it with the owned words."""
    ranges, _ = f.sentences()
    for sent, (lo, hi) in enumerate(ranges):
        opening = [(lo, lo, (f.low[lo],))] if lo < len(f.low) and _opening_name(f, lo) else []
        runs = [(a, b) for a, b, key in _runs(f, sent) + opening if key == mine]
        if not runs:
            continue
        if any(_with_apostrophe(f, b).endswith(_POSSESSIVE) for _, b in runs):
            return True
        if set(owned) <= set(f.low[lo:hi]):
            return True
    return False
