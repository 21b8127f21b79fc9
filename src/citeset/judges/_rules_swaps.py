"""Two names, values or words of the claim that the evidence holds each in the other's place.

"Dunmore Capital acquired Pelham from Orvane Systems" against "Orvane Systems acquired Pelham from Dunmore
Capital": every word of the claim is in the evidence, and the claim says the opposite (two audits found such
swaps accepted: ports, drugs, buyer and seller, payer and payee, lessor and lessee, two amounts). A place is
what stands right before a name or value (a word, a preposition, the start of its sentence), or the content
word before a word; a list's separators ("," "and") are no places, so a list in another order is no swap.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from citeset.judges._rules_checks import Mismatch
from citeset.judges._rules_lexicon import ARTICLES, BE_FORMS
from citeset.judges._rules_opposites import opposites_table
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import (
    BOUND,
    CLAUSE_REACH,
    DATE,
    ENT,
    NUM,
    SENT,
    WORD,
    CTok,
    Features,
    kept,
    sentence_span,
    word_before,
)

_Placed = dict[str, list[tuple[str | None, CTok, CTok | None]]]
_Units = dict[tuple[str, ...], list[tuple[str | None, int, int, int]]]


def _placed_words(f: Features) -> _Placed:
    """Each name or word of a text (not a value) with the content word right before it in its sentence (None
    at a sentence's start or after a value): its place."""
    return kept(f, "words", _read_placed_words)


def _read_placed_words(f: Features) -> _Placed:
    out: _Placed = {}
    before: CTok | None = None
    kind, low = f.kind, f.low
    for c in f.content:  # (plain loops, no generator: every token of every text is read here)
        if before is not None:
            if before.sent != c.sent or before.kind not in (WORD, ENT):
                before = None
            else:
                for ri in range(before.ri + 1, c.ri):
                    if kind[ri] == BOUND or low[ri] in _LISTING:
                        before = None  # "Wales, and Northern Ireland": a list's neighbour is no place
                        break
        if c.kind in (WORD, ENT):
            place = (before.norm if before is not None else None, c, before)
            found = out.get(c.norm)
            if found is None:
                out[c.norm] = [place]
            else:
                found.append(place)
        before = c
    return out


_LISTING = frozenset({"and", "or", "nor", "but", "&"})
_OPPOSITES = opposites_table(stem)
"""Opposite outcomes ("upheld" / "dismissed", "approved" / "rejected"): exchanged between two subjects, a swap."""
_START = "<start>"
_PREPOSITIONS = frozenset({"to", "by", "from", "of", "on", "at", "in", "for", "with", "into", "onto", "via"})
_DENYING = frozenset({"not", "never", "except", "excluding", "nor"})
_NO_PLACE = frozenset({",", "and", "or", "nor", "&", "/", ";", "(", ")", "-", "–"})


def crossed_words(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """Two words of the claim that the evidence holds each in the other's place, the word before each
    exchanged: "levels of Corvex but no effect on dalmorine" against "levels of dalmorine but no effect on
    Corvex"; "left Bremerhaven ... due in Gdynia" against "left Gdynia ... due in Bremerhaven". Each word and
    each word before it is said once on either side (a word said twice may hold both places), and one of the
    two is a name or the two are opposites ("the claim for wages was upheld, ... for costs dismissed"); two plain
    words are not ("vulnerable groups ... disproportionately" against "marginalized groups" is a paraphrase)."""
    ours = {w: places[0] for w, places in _placed_words(cf).items() if len(places) == 1 and w in covered}
    if len(ours) < 2 or not any(c.kind == ENT or w in _OPPOSITES for w, (_, c, _) in ours.items()):
        return []  # neither a name nor an opposite outcome to exchange
    at = {anchor: w for w, (anchor, _, _) in ours.items() if anchor is not None}
    theirs = _Places([(f, _placed_words(f)) for f in efs], {*ours, *at})
    for w, (anchor, c, before) in ours.items():
        if before is None or anchor is None:
            continue
        there = theirs.get(w)
        if len(there) != 1 or there[0][0] in (None, anchor):
            continue
        their_anchor, u, their_before, f = there[0]
        if their_anchor is None:
            continue
        other = at.get(their_anchor)  # the claim's word in the place the evidence gives w
        if other is None or other == w or len(theirs.get(other)) != 1 or theirs.get(other)[0][0] != anchor:
            continue
        if (ENT not in (c.kind, ours[other][1].kind) and other not in _OPPOSITES.get(w, ())) or their_before is None:
            continue  # two plain words exchanged are as often a paraphrase; two opposite outcomes are not
        if theirs.get(other)[0][3] is not f or theirs.get(other)[0][1].sent != u.sent:
            continue  # each said in a sentence of its own: no swap
        if _passive(cf, c.sent) != _passive(f, u.sent):
            continue  # "A teaches X on Tuesdays" / "X is taught by A on Tuesdays": the voice moves the words
        if len(theirs.get(anchor)) + len(theirs.get(their_anchor)) != 2:
            continue  # the words before must be said once each: the places are theirs alone
        return [Mismatch(f"place ({cf.display(w)} and {cf.display(other)} swapped)", w,
                         cf.text[before.sstart : c.send], f.text[their_before.sstart : u.send])]
    return []


class _Places:
    """The evidence's places of the claim words `keys` (each place with its text), gathered for a word when first
    asked for: most claims are settled after a few of their words. A word not of `keys` has none."""

    __slots__ = ("found", "keys", "placed")

    def __init__(self, placed: list[tuple[Features, _Placed]], keys: set[str]) -> None:
        self.placed, self.keys = placed, keys
        self.found: dict[str, list[tuple[str | None, CTok, CTok | None, Features]]] = {}

    def get(self, w: str) -> list[tuple[str | None, CTok, CTok | None, Features]]:
        found = self.found.get(w)
        if found is None:
            if w not in self.keys:
                return []
            found = self.found[w] = [(*place, f) for f, words in self.placed for place in words.get(w, ())]
        return found


def _converse(cf: Features, f: Features, sent: int) -> bool:
    """Whether the claim compares with a word ("smaller" before "than") that the evidence's sentence lacks: a
    converse comparison, which names its sides the other way round."""
    ranges = f.sentences()[0]
    said = set(f.low[slice(*ranges[sent])]) if sent < len(ranges) else set()
    return any(cf.low[i + 1] == "than" and cf.low[i] not in said for i in range(len(cf.low) - 1))


_PARTICIPLE = ("ed", "en", "wn", "lt", "ught", "ung", "ade", "id")


def _passive(f: Features, sent: int) -> bool:
    """Whether a sentence is in the passive voice, which orders its words otherwise: it names a doer with "by", or
    a form of "be" comes right before a participle ("was launched ... aboard a rocket": audit 21 sa-01)."""
    ranges = f.sentences()[0]
    if sent >= len(ranges):
        return False
    lo, hi = ranges[sent]
    if "by" in f.low[lo:hi]:
        return True
    return any(f.low[i] in BE_FORMS and f.kind[i + 1] == WORD
               and f.text[f.start[i + 1] : f.end[i + 1]].lower().endswith(_PARTICIPLE) for i in range(lo, hi - 1))


def _units(f: Features) -> _Units:
    """The names (runs of name tokens) and numbers of a text, each with its place (the raw token before it,
    articles skipped; `_START` at its sentence's start; None after a list separator), its character span and its
    sentence."""
    return kept(f, "units", _read_units)


def _read_units(f: Features) -> _Units:
    out: _Units = {}
    content, n = f.content, len(f.content)
    i = 0
    while i < n:
        c = content[i]
        if c.kind not in (ENT, NUM):
            i += 1
            continue
        j = i + 1
        while c.kind == ENT and j < n and content[j].kind == ENT and content[j].ri == content[j - 1].ri + 1:
            j += 1
        key = tuple(x.norm for x in content[i:j])
        out.setdefault(key, []).append((_place(f, c.ri), c.sstart, content[j - 1].send, c.sent))
        i = j
    return out


def _place(f: Features, ri: int) -> str | None:
    at = word_before(f, ri, ARTICLES)
    if at < 0 or f.kind[at] == SENT:
        return _START
    word = f.low[at]
    if word == "," and _after_opening_phrase(f, at):
        return _START  # "In Harrowgate ward, Malik Osei won ...": the clause starts after the opening phrase
    if word in _NO_PLACE:
        return None
    if word in _PREPOSITIONS and at > 0 and (f.low[at - 1] in _DENYING or f.low[at - 1].endswith("n't")):
        return f"not {word}"  # "sold at A, but not at B": the denied place is another
    return word


def _after_opening_phrase(f: Features, comma: int) -> bool:
    """Whether the comma at raw index `comma` ends a sentence's opening phrase: its first comma, in a sentence that
    opens with a preposition ("In Harrowgate ward,", "On 3 May,", "From 1 April 2026,")."""
    start = sentence_span(f, comma)[0]
    return f.low[start] in _PREPOSITIONS and comma == kept(f, "first commas", _first_commas).get(start)


def _first_commas(f: Features) -> dict[int, int]:
    """Each sentence's first comma, by the sentence's first raw index."""
    out: dict[int, int] = {}
    for lo, hi in f.sentences()[0]:
        at = next((i for i in range(lo, hi) if f.low[i] == ","), None)
        if at is not None:
            out[lo] = at
    return out


def _related(ours: dict[tuple[str, ...], tuple[str | None, int, int, int]], a: tuple[str, ...],
             b: tuple[str, ...]) -> bool:
    """Whether two names of the claim are next to each other (no name or number between them): the subject and
    object of one relation, which may be symmetric ("married") or converse ("parent of" / "subsidiary of"), unless
    each follows a preposition of its own."""
    if any(t.isdigit() for t in a + b if t[:1].isdigit()):
        return False
    if str(ours[a][0]).split(" ")[-1] in _PREPOSITIONS and str(ours[b][0]).split(" ")[-1] in _PREPOSITIONS:
        return False  # "leased to A by B": two phrases of one verb, not a relation between A and B
    lo, hi = sorted((ours[a][1], ours[b][1]))
    return not any(lo < start < hi for key, (_, start, _, _) in ours.items() if key not in (a, b))


def _at(place: str, shown: str) -> str:
    return shown if place == _START else f"{place} ... {shown}"


def crossed_places(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """Two names or numbers of the claim that the evidence holds each in the other's place: "ordered Kelmark to
    pay costs to Amara Dorsey" against "ordered Amara Dorsey to pay costs to Kelmark"; "recorded 948 mm ...
    compared with 1,126 mm" against "recorded 1,126 mm ... compared with 948 mm". Each is said once on
    either side, in places of its own, and the evidence says both in one sentence."""
    ours = {k: v[0] for k, v in _units(cf).items() if len(v) == 1 and all(t in covered for t in k)}
    if len(ours) < 2:
        return []
    units = [(f, _units(f)) for f in efs]
    gathered: dict[tuple[str, ...], list[tuple[str | None, int, int, int, Features]]] = {}

    def places(key: tuple[str, ...]) -> list[tuple[str | None, int, int, int, Features]]:
        """The evidence's places of a claim unit, gathered when first asked for (`ours`' units only)."""
        found = gathered.get(key)
        if found is None:
            if key not in ours:
                return []
            found = gathered[key] = [(*place, f) for f, found_ in units for place in found_.get(key, ())]
        return found

    by_place: dict[str, list[tuple[str, ...]]] = {}
    for key, (place, _, _, _) in ours.items():
        if place is not None:
            by_place.setdefault(place, []).append(key)
    for key, (place, start, end, _) in ours.items():
        if place is None:
            continue
        there = places(key)
        if len(there) != 1 or there[0][0] in (None, place):
            continue
        others = by_place.get(there[0][0], [])  # claim units in the place the evidence gives this one
        if len(others) != 1 or others[0] == key:
            continue
        other = others[0]
        rival = places(other)
        if len(rival) != 1 or rival[0][0] != place or len(by_place.get(place, [])) != 1:
            continue
        if rival[0][4] is not there[0][4] or rival[0][3] != there[0][3]:
            continue  # said in two sentences, each of one of them ("A is run by T. T also runs B."): no swap
        if _related(ours, key, other) or ("than" in (place, there[0][0]) and _converse(cf, there[0][4], there[0][3])):
            continue  # "A married B", "A is the parent of B", "A is smaller than B" (for "B is larger than A"):
            # the relation decides (`_rules_roles`)
        f = there[0][4]
        shown = cf.text[start:end]
        return [Mismatch(f"place ({shown} and {cf.text[ours[other][1]:ours[other][2]]} swapped)", key[0],
                         _at(place, shown), _at(there[0][0], f.text[there[0][1]:there[0][2]]))]
    return []


_WAY = {"from": -1, "to": 1, "into": 1}
_ROUND_TRIP = frozenset({"back", "return", "returns", "returned", "returning", "again", "round"})
_End = tuple[tuple[str, ...], int, frozenset[str], int, int]


def _move_ends(f: Features) -> list[_End]:
    """Each name or date right after "from", "to" or "into" (articles skipped): its words, the way (-1 from, +1
    to), the words (not names or values) before it in its sentence, and the raw indexes of the preposition and of
    the name's last word."""
    return kept(f, "ends", _read_move_ends)


def _read_move_ends(f: Features) -> list[_End]:
    """The words before an end are read back CLAUSE_REACH tokens at most, and each sentence is looked at for a
    round trip once (a sentence of thousands of moves was read again for each: hardening audit h40)."""
    out: list[_End] = []
    round_trips: dict[tuple[int, int], bool] = {}
    for ri, word in enumerate(f.low):
        if word not in _WAY:
            continue
        at = ri + 1
        while at < len(f.low) and f.low[at] in ARTICLES:
            at += 1
        end = at
        while end < len(f.low) and (f.kind[end] == ENT or (end == at and f.kind[end] == DATE)):
            end += 1
        if end == at:
            continue
        lo, hi = sentence_span(f, ri)
        if (lo, hi) not in round_trips:
            round_trips[lo, hi] = not _ROUND_TRIP.isdisjoint(f.low[lo:hi])
        if round_trips[lo, hi]:
            continue  # "moved to A in 2019 and back to B": a round trip has both ways
        before = frozenset(f.low[i] for i in range(max(lo, ri - CLAUSE_REACH), ri) if f.kind[i] == WORD)
        out.append((tuple(f.low[at:end]), _WAY[word], before, ri, end - 1))
    return out


def ends_exchanged(cf: Features, efs: Sequence[Features]) -> list[Mismatch]:
    """A name or date the claim moves "from" (or "to") that the evidence moves, each time, the other way, after the
    same words: "moved from October to August" against "moved from August to October"; "transferred from A to B"
    against "transferred from B" (audit 22 ff-05, zo-03). A claim whose words before it the evidence lacks is read
    otherwise ("sold the mill to A" is "A bought the mill from B")."""
    ours = _move_ends(cf)
    if not ours or any(_ROUND_TRIP & set(f.low) for f in efs):
        return []  # "... moved to Orla. It returned to Kell in 1995": a round trip has both ways
    keys = Counter(end[0] for end in ours)
    theirs: dict[tuple[str, ...], list[tuple[Features, _End]]] = {}
    for f in efs:
        for end in _move_ends(f):
            theirs.setdefault(end[0], []).append((f, end))
    if any(end[1] == way for key, way, _, _, _ in ours for _, end in theirs.get(key, ())):
        return []  # an end the evidence moves the claim's way: the claim's move may be another of its moves
    for key, way, before, ri, last in ours:
        there = theirs.get(key, [])
        if keys[key] != 1 or not there or any(end[1] != -way or not before <= end[2] for _, end in there):
            continue  # said twice, or the evidence moves it the claim's way, or another verb moves it
        f, (_, _, _, at, their_last) = there[0]
        return [Mismatch("end of a move", key[0], cf.text[cf.start[ri] : cf.end[last]],
                         f.text[f.start[at] : f.end[their_last]])]
    return []
