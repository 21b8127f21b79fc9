"""Roles swapped: the claim relates two names by words that the evidence uses the other way round.

"Corvus Trust is the parent of Halden Bank" against "Halden Bank is the parent company of Corvus Trust"
has every claim word in the evidence, so coverage alone would entail it. A relation is read as two
neighbouring names of one sentence and the content words between them (at most `_MAX_BETWEEN`, none a
number or date, no comma or bracket). A passive agent ("acquired by") or a possessive turns the pair round,
so "B was acquired by A" is "A acquired B" and "B's parent is A" is "A is the parent of B"; "A is B's parent"
is too. A converse relation is read both ways ("B is a subsidiary of A" is also "A is the parent of B",
`_CONVERSE_PAIRS`), and its words count as found where the evidence states the converse. The claim's roles
are swapped when the evidence holds the same two names in the other order, between them the claim's words
and at most two more, and nowhere in the claim's order.

Only relations that cannot hold both ways are read: their words must include one of `_DIRECTED_WORDS`
(owner, parent, acquired, founded, led, older, defeated, ...), and none of the symmetric ones ("married",
"borders", "played against", `SYMMETRIC_ROLES`); a list of symmetric relations alone would always miss some
("divorced", "resembles", "trades with"). The words between the names that turn a relation round must be the
same ("trained" is not "trained under"), and the evidence's clause that says it the other way round must
hold the claim's other words that the evidence says ("defeated B in the final" is not contradicted by "B
defeated A in the 2019 semifinal").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from citeset._lazyre import lazy_compile
from citeset.judges._rules_clauses import namelike
from citeset.judges._rules_features import stem
from citeset.judges._rules_lexicon import ARTICLES, SYMMETRIC_ROLES
from citeset.judges._rules_tokens import BOUND, NEG, SENT, WORD, CTok, Features, kept

_MAX_BETWEEN = 4
_EXTRA_WORDS = 2
_SYMMETRIC_WORDS = (
    "and or nor with together both alongside between among versus vs against married marry marriage wed met meet "
    "partnered border borders bordered adjacent near next beside "
    "equal equals same similar like unlike tied tie drew draw played play faced face rival rivals merged merge "
    "collaborated collaborate co-wrote co-founded co-authored shared share compared also"
)
_SYMMETRIC = frozenset(stem(w) for w in (*_SYMMETRIC_WORDS.split(), *SYMMETRIC_ROLES))
_DIRECTED_WORDS = (
    "parent subsidiary owner owns owned acquired acquires acquisition bought buys purchased sold sells founded founder "
    "leads led leader manages managed manager supervised supervises supervisor employs employed employer hired hires "
    "succeeded succeeds successor preceded precedes predecessor taught teaches teacher trained trains mentor mentored "
    "coached coaches defeated defeats beat beats capital child son daughter father mother heir controls controlled "
    "governs governed appointed appoints replaced replaces larger smaller older younger taller shorter longer bigger "
    "higher lower faster slower heavier lighter wider richer poorer greater earlier later above below outranks "
    "outranked funds funded sponsors sponsored sued invaded annexed absorbed commands commanded directs directed "
    "wrote authored painted composed designed built created killed shot attacked arrested interviewed nominated "
    "member affiliate branch division department chapter"
)
_CONVERSE_LINKS = frozenset({"under", "from", "for", "with"})  # "trained under", "bought from", "worked for"
_COPULA = frozenset({"is", "was", "are", "were", "be", "been", "being", "became", "becomes", "remains", "remained"})
_AUXILIARY = frozenset({"has", "have", "had"})  # only before a copula: "has been", not "had B's son"
_CONVERSE_PAIRS = (
    ("parent", "subsidiary"), ("parent", "child"), ("parent", "son"), ("parent", "daughter"), ("father", "son"),
    ("father", "daughter"), ("father", "child"), ("mother", "son"), ("mother", "daughter"), ("mother", "child"),
    ("employer", "employee"), ("teacher", "student"), ("teacher", "pupil"), ("mentor", "mentee"),
    ("mentor", "protégé"), ("mentor", "protege"), ("predecessor", "successor"), ("preceded", "succeeded"),
    ("older", "younger"), ("larger", "smaller"), ("bigger", "smaller"), ("taller", "shorter"), ("longer", "shorter"),
    ("heavier", "lighter"), ("higher", "lower"), ("earlier", "later"), ("above", "below"), ("richer", "poorer"),
    ("faster", "slower"), ("wider", "narrower"),
)
"""Relations that hold between the same two names the other way round: "B is a subsidiary of A" is "A is
the parent of B", "B is younger than A" is "A is older than B"."""


def _converse_table() -> dict[str, frozenset[str]]:
    table: dict[str, set[str]] = {}
    for a, b in _CONVERSE_PAIRS:
        table.setdefault(stem(a), set()).add(stem(b))
        table.setdefault(stem(b), set()).add(stem(a))
    return {k: frozenset(v) for k, v in table.items()}


_CONVERSES = _converse_table()
_DIRECTED = frozenset(stem(w) for w in _DIRECTED_WORDS.split()) | frozenset(_CONVERSES)
_GENDERED = frozenset(stem(w) for w in ("father", "mother", "son", "daughter"))
_KIND_NOUNS = frozenset(stem(w) for w in ("company", "firm", "corporation", "group", "organisation", "organization",
                                          "business"))
"""Nouns that name what the parties are, not the relation ("the parent company of B")."""


@dataclass(frozen=True, slots=True)
class _Relation:
    first: tuple[str, ...]  # the name before the relation words (after the passive is turned round)
    words: frozenset[str]
    second: tuple[str, ...]
    start: int  # text span of the phrase
    end: int
    links: frozenset[str]  # the words between the names that turn a relation round ("trained under")
    sentence: int
    first_ri: int  # raw token span of the phrase
    last_ri: int


def _name_runs(f: Features) -> dict[int, list[list[CTok]]]:
    """The runs of adjacent names of each sentence, read in one pass."""
    runs: dict[int, list[list[CTok]]] = {}
    for c in f.content:
        if not namelike(f, c) or c.sub == "letter":  # a lone capital is a variable: "length (L"
            continue
        sentence = runs.setdefault(c.sent, [])
        if sentence and sentence[-1][-1].pos == c.pos - 1 and sentence[-1][-1].ri == c.ri - 1:
            sentence[-1].append(c)
        else:
            sentence.append([c])
    return runs


def _possessive(f: Features, c: CTok) -> bool:
    """"Cedar's", and a plural's "Rovers'" (an apostrophe after a final "s" and before a space, where no quote
    opened before it is still open: "'The Pearls' was sold" closes a title)."""
    text = f.text
    if text[c.send : c.send + 2] in ("'s", "’s") or text[c.send - 2 : c.send] in ("'s", "’s"):
        return True
    return (text[c.send : c.send + 1] in ("'", "’") and text[c.send - 1 : c.send] in ("s", "S")
            and text[c.send + 1 : c.send + 2] in (" ", "") and not _OPENING_QUOTE.findall(text, 0, c.send))


_OPENING_QUOTE = lazy_compile(r"(?:^|(?<=[\s(\[]))['‘](?=\w)")


def _relations(f: Features) -> list[_Relation]:
    """The relations between adjacent names of the text (`_read_relations`), read once per text: a claim is read for
    each pair it is checked in, by two readings."""
    return kept(f, "role relations", _read_relations)


def _read_relations(f: Features) -> list[_Relation]:
    out = []
    for sent, runs in _name_runs(f).items():
        for a, b in pairwise(runs):
            between = f.content[a[-1].pos + 1 : b[0].pos]
            if not between:
                complement = _possessive_complement(f, a, b, sent)
                if complement is not None:
                    out.append(complement)
                continue
            if len(between) > _MAX_BETWEEN or any(c.kind != WORD for c in between):
                continue
            if any(k == BOUND for k in f.kind[a[-1].ri + 1 : b[0].ri]):  # a comma or bracket ends the relation
                continue
            if NEG in f.cue[a[-1].ri + 1 : b[0].ri]:  # "B is not older than A" says neither order
                continue
            words = frozenset(c.norm for c in between)
            raw = [w for w in f.low[a[-1].ri + 1 : b[0].ri] if w not in ARTICLES]
            if words & _SYMMETRIC or set(raw) & _SYMMETRIC or not words & _DIRECTED or _possessive(f, b[-1]):
                continue  # "taught Hanna Lund's son": the relation is to the son
            owner = _possessive(f, a[-1])
            if owner and between[0].norm not in _DIRECTED:
                continue  # "Nora Vik's company acquired ...": the company acquired it
            first, second = tuple(c.norm for c in a), tuple(c.norm for c in b)
            if (raw and raw[-1] == "by") or owner:
                first, second = second, first  # "B was acquired by A"; "B's parent is A"
            links = frozenset(raw) & _CONVERSE_LINKS
            out.append(_Relation(first, words, second, a[0].sstart, b[-1].send, links, sent, a[0].ri, b[-1].ri))
    return out


def _possessive_complement(f: Features, a: list[CTok], b: list[CTok], sent: int) -> _Relation | None:
    """"A is B's parent (company)": A is the parent of B. Only after a copula, so "A met B's father" is no
    relation between A and B; a relation word that is itself possessive ("B's employer's son") is none."""
    raw = [w for w in f.low[a[-1].ri + 1 : b[0].ri] if w not in ARTICLES]
    if not set(raw) & _COPULA or not set(raw) <= _COPULA | _AUXILIARY or not _possessive(f, b[-1]):
        return None
    words: list[CTok] = []
    for c in f.content[b[-1].pos + 1 : b[-1].pos + 3]:
        if c.kind != WORD or c.sent != sent or c.ri != (words[-1].ri if words else b[-1].ri) + 1:
            break
        if _possessive(f, c):
            return None
        words.append(c)
    norms = frozenset(c.norm for c in words)
    if not norms & _DIRECTED or norms & _SYMMETRIC:
        return None
    first, second = tuple(c.norm for c in a), tuple(c.norm for c in b)
    return _Relation(first, norms, second, a[0].sstart, words[-1].send, frozenset(), sent, a[0].ri, words[-1].ri)


def _readings(c: _Relation) -> list[_Relation]:
    """The relation as written and, for a converse word alone (beside a noun of kind), each converse the other
    way round: "B is a subsidiary of A" is also "A is the parent of B" ("the largest subsidiary" is not)."""
    core = c.words - _KIND_NOUNS
    if len(core) != 1 or next(iter(core)) not in _CONVERSES:
        return [c]
    return [c, *(_Relation(c.second, frozenset({w}), c.first, c.start, c.end, c.links, c.sentence, c.first_ri,
                           c.last_ri) for w in sorted(_CONVERSES[next(iter(core))]))]


def conversely_stated(cf: Features, efs: Sequence[Features], missing: frozenset[str]) -> frozenset[str]:
    """The claim's converse words (of `missing`) whose converse the evidence states between the same two names
    the same way round, and not the other way round too: "subsidiary" in "B is a subsidiary of A" on "A is
    the parent company of B". A word that names a sex ("father", "son") is not found: "B is the son of A"
    does not say whether A is B's father or mother."""
    if not _CONVERSES.keys() & (missing - _GENDERED):
        return frozenset()
    stated = [r for f in efs for r in _relations(f)]
    found: set[str] = set()
    for c in _relations(cf):
        for reading in _readings(c)[1:]:
            matching = [r for r in stated if _says(r, reading)]
            if any(r.first == reading.first and r.second == reading.second for r in matching) and not any(
                r.first == reading.second and r.second == reading.first for r in matching
            ):
                found |= (c.words - _KIND_NOUNS - _GENDERED) & missing
    return frozenset(found)


def _fits(r: _Relation, c: _Relation) -> bool:
    """Whether the evidence relation `r` uses the claim relation's words, and at most `_EXTRA_WORDS` more."""
    return c.words <= r.words and len(r.words) <= len(c.words) + _EXTRA_WORDS and r.links == c.links


def _says(r: _Relation, reading: _Relation) -> bool:
    """Whether the evidence relation `r` uses the words of a converse reading: exactly its relation word (and
    nouns of kind), so "succeeded in persuading" is not "succeeded"."""
    return r.words - _KIND_NOUNS == reading.words and r.links == reading.links


def swapped_roles(cf: Features, efs: Sequence[Features]) -> str | None:
    """The first claim relation that the evidence states only the other way round, described, else None."""
    claimed = _relations(cf)
    if not claimed:
        return None
    stated = [(f, r) for f in efs for r in _relations(f)]
    said = frozenset(t for f in efs for t in f.cset)
    both_ways = {(c.first, c.words, c.second) for c in claimed}
    for c in claimed:
        if (c.second, c.words, c.first) in both_ways:  # "some say A is older than B, but B is older than A"
            continue
        readings = _readings(c)
        fits = [(reading, f, r) for reading in readings for f, r in stated
                if (_says(r, reading) if reading is not c else _fits(r, c))]
        if any(r.first == reading.first and r.second == reading.second for reading, _, r in fits):
            continue
        rest = (cf.sentence_terms()[c.sentence] - c.words - set(c.first) - set(c.second)) & said
        swapped = next(((f, r) for reading, f, r in fits if r.first == reading.second and r.second == reading.first
                        and rest <= _clause_terms(f, r)), None)
        if swapped is not None:
            f, r = swapped
            return f"roles swapped: claim '{cf.text[c.start : c.end]}', evidence '{f.text[r.start : r.end]}'"
    return None


def _clause_terms(f: Features, r: _Relation) -> set[str]:
    """The content terms of the part of its sentence that states `r`, between semicolons: "In 2010 A replaced
    B; in 2015 she returned and replaced him" does not date A's replacing B to 2015."""
    lo, hi = r.first_ri, r.last_ri
    while lo > 0 and f.kind[lo - 1] != SENT and f.low[lo - 1] != ";":
        lo -= 1
    while hi + 1 < len(f.low) and f.kind[hi + 1] != SENT and f.low[hi + 1] != ";":
        hi += 1
    return {f.content[f.cpos[ri]].norm for ri in range(lo, hi + 1) if f.cpos[ri] >= 0}
