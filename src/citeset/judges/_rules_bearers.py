"""A role the claim gives a name that the evidence gives another name, and this name another role.

"Omar Castell is the store's manager" on "The store's technician, Omar Castell, counted the tablets while its manager,
Jutta Ree, phoned the doctor": every word is in the evidence, but the appositions say who holds which role. The
evidence's roles are read where English attaches them to a name: an apposition before it ("its manager, Jutta
Ree,"; at a sentence's end, from its article: "... with help from the taproom manager, Olu Adebayo."), one after it
(", the chief inspector,"; "elected Nadia Bell as its chair") and a copula ("Ivo Berg is the avionics lead", "... is
Hollin Brewery's head brewer", "The chain's compliance officer is Rafael Ibsen"). A claim that says a name holds a role ("X is the store's manager", "The
store's manager is X") is not entailed when the evidence gives the name a role of its own, gives another name a word
of the claim's role that it never gives this name, and no evidence clause naming this name holds all of the role's
words (it may say so another way: "X also manages the store"). A possessor ("store's") says whose role it is, not
which: it is not read as a word of the role.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from citeset.judges._rules_doers import clauses, possessor
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_tokens import ENT, SENT, WORD, Features, kept, surface_word

_COPULAS = frozenset({"is", "was", "are", "were"})
_ENDS = frozenset({",", ";", "and", "while", "whereas", "but", "who", "which", "whose"})
"""Where a role phrase ends (or, read backwards, starts)."""
_LEADS = ARTICLES | {"its", "their", "his", "her", "our"}
_ADVERBS = frozenset({"also", "now", "still", "currently", "formerly", "then", "already"})
"""Adverbs between a copula and its complement ("is also the club's treasurer")."""
_ROLE_VERBS = frozenset({"chairs", "chaired", "heads", "headed", "captains", "captained", "coaches", "coached"})
"""Verbs that give their subject a role ("chairs its board": its chair)."""
_ADJUNCTS = frozenset({"by", "in", "on", "at", "since", "from", "last", "this", "next", "after", "before", "until",
                       "for", "with", "earlier", "later"})
"""Words that end a role a naming verb gives ("elected chair of the board last year", "... by the board chair")."""
_ROLE_VERB_STEMS = frozenset({"chair", "head", "captain", "coach"})
_AUXILIARIES = frozenset({"was", "is", "has", "have", "had", "been", "were", "are", "be"})
_NAMING = frozenset({"elected", "appointed", "named", "made", "installed"})
"""Verbs whose complement is the role they give their object ("was elected chair of the board")."""
_Name = tuple[str, ...]
_Roles = dict[_Name, frozenset[str]]
_Shown = dict[_Name, str]


def name_runs(f: Features) -> Iterator[tuple[int, int]]:
    """Each name run of the text: (first raw index, raw index after its last)."""
    return _runs(f)


def _runs(f: Features) -> Iterator[tuple[int, int]]:
    """Each name run of the text: (first raw index, raw index after its last)."""
    n, ri = len(f.low), 0
    while ri < n:
        if f.kind[ri] == ENT and (ri == 0 or f.kind[ri - 1] != ENT):
            end = ri
            while end < n and f.kind[end] == ENT:
                end += 1
            yield ri, end
            ri = end
        else:
            ri += 1


def _role_words(f: Features, lo: int, hi: int) -> frozenset[str]:
    """The role's words of raw tokens lo..hi-1: content words that are no possessors and no names."""
    return frozenset(f.low[ri] for ri in range(lo, hi) if f.kind[ri] == WORD and f.cpos[ri] >= 0
                     and not possessor(f, ri))


def _before(f: Features, end: int) -> int:
    """The first raw index of the phrase ending right before `end`, read back to a clause boundary."""
    at = end
    while at > 0 and f.low[at - 1] not in _ENDS and f.kind[at - 1] != SENT:
        at -= 1
    return at


def _led(f: Features, end: int) -> int:
    """The raw index of the article or possessive leading the noun phrase that ends right before `end` (`end` when
    none stands between it and a clause boundary)."""
    for at in range(end - 1, _before(f, end) - 1, -1):
        if f.low[at] in _LEADS:
            return at
    return end


def _after(f: Features, start: int) -> int:
    """The raw index where the phrase starting at `start` ends: a clause boundary or the sentence's end."""
    at, n = start, len(f.low)
    while at < n and f.low[at] not in _ENDS and f.kind[at] != SENT:
        at += 1
    return at


def _roles_at(f: Features, lo: int, hi: int) -> frozenset[str]:
    """The role words English attaches to the name run lo..hi-1: an apposition before it or after it, a copula's
    complement after it, or a copula's subject before it."""
    low, n = f.low, len(f.low)
    words: set[str] = set()
    if lo >= 2 and low[lo - 1] == "," and hi < n and low[hi] in {",", "and"}:
        words |= _role_words(f, _before(f, lo - 1), lo - 1)  # "its manager, Jutta Ree,"
    elif lo >= 2 and low[lo - 1] == "," and (hi >= n or f.kind[hi] == SENT):
        words |= _role_words(f, _led(f, lo - 1), lo - 1)  # "... from the taproom manager, Olu Adebayo."
    if hi + 1 < n and low[hi] in (",", "as") and low[hi + 1] in _LEADS:
        words |= _role_words(f, hi + 1, _after(f, hi + 1))  # "Jutta Ree, the store's manager,", "Ana Lee as its chair"
    lead = hi + 1
    while lead < n and low[lead] in _ADVERBS:
        lead += 1
    if lead < n and hi < n and low[hi] in _COPULAS and (low[lead] in _LEADS or possessor(f, lead)):
        words |= _role_words(f, lead, _after(f, lead))  # "Ivo Berg is the avionics lead", "... is also the ..."
    if lo >= 2 and low[lo - 1] in _COPULAS and (hi >= n or low[hi] in _ENDS or f.kind[hi] == SENT):
        words |= _role_words(f, _before(f, lo - 1), lo - 1)  # "The compliance officer is Rafael Ibsen."
    return frozenset(words | _roles_told(f, hi))


def _roles_told(f: Features, hi: int) -> set[str]:
    """Role words a verb after the name run ending before `hi` gives it (probe 44): "Orla Dunmore chairs its board",
    "Delia Quayle was elected chair of ...", "Niall Yeoman, who has been the service's chief fire officer"."""
    low, n = f.low, len(f.low)
    if hi >= n:
        return set()
    verb = surface_word(f, hi)
    if verb in _ROLE_VERBS:
        return {low[hi]}
    at = hi + 2 if low[hi] == "," and surface_word(f, hi + 1) == "who" else hi
    while at < n and surface_word(f, at) in _AUXILIARIES:
        at += 1
    if at == hi or at >= n:
        return set()
    if surface_word(f, at) in _NAMING and at + 1 < n:
        start = at + 2 if low[at + 1] == "as" else at + 1
        if start < n and f.kind[start] == WORD:  # "was elected chair of ...", "named as head of", to an adjunct
            end = next((at for at in range(start, _after(f, start)) if surface_word(f, at) in _ADJUNCTS), None)
            return set(_role_words(f, start, _after(f, start) if end is None else end))
    if surface_word(f, at - 1) in _COPULAS | {"been"} and (low[at] in _LEADS or possessor(f, at)) and at > hi + 2:
        return set(_role_words(f, at, _after(f, at)))  # ", who has been the service's chief fire officer"
    return set()


_BESIDE = _COPULAS | {",", "as"}
"""The words one of which `_roles_at` needs right beside a name run: a text without any gives no name a role."""


def _read_roles(f: Features) -> tuple[_Roles, _Shown]:
    roles: dict[_Name, set[str]] = {}
    shown: _Shown = {}
    if _BESIDE.isdisjoint(f.low) and _ROLE_VERB_STEMS.isdisjoint(f.low):
        return {}, shown
    for lo, hi in _runs(f):
        words = _roles_at(f, lo, hi)
        if words:
            roles.setdefault(tuple(f.low[lo:hi]), set()).update(words)
            shown.setdefault(tuple(f.low[lo:hi]), f.span(lo, hi))
    return {name: frozenset(words) for name, words in roles.items()}, shown


def roles(f: Features) -> _Roles:
    """Each name of the text with the role words English attaches to it (`_roles_at`), read once per text."""
    return kept(f, "bearer roles", _read_roles)[0]


def _shown(f: Features, name: _Name) -> str:
    return kept(f, "bearer roles", _read_roles)[1].get(name, " ".join(name))


def role_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """A role the claim's copula gives its name whose word the evidence gives only another name, while it gives this
    name a role of its own (see the module docstring), described; else None."""
    if len(cf.sentences()[0]) != 1 or len(claimed := roles(cf)) != 1:
        return None
    (name, role), = claimed.items()
    own: set[str] = set()
    others: dict[str, str] = {}
    named = [tuple(cf.low[lo:hi]) for lo, hi in _runs(cf)]  # a possessor's own role is no other's ("Y's manager")
    for f in efs:
        for held, words in roles(f).items():
            if _same(held, name):
                own |= words
            elif not any(_same(held, other) for other in named):
                others.update((w, _shown(f, held)) for w in words)
    first = {w: i for i, w in reversed(list(enumerate(cf.low)))}
    told = sorted((w for w in role - own if w in others), key=lambda w: (first.get(w, len(first)), w))  # claim order:
    # the same word on every run (a set's order changes with each process's string hashing)
    if not own or not told:
        return None
    if any(_says_otherwise(f, name, role) for f in efs):
        return None  # a clause naming it holds every word of the role: it may say so another way
    return (f"the evidence gives '{cf.display(told[0])}' to '{others[told[0]]}', and '{_shown(cf, name)}' another "
            f"role")


def _says_otherwise(f: Features, name: _Name, role: frozenset[str]) -> bool:
    """Whether a clause of the text naming `name` holds every word of `role` besides the roles it attaches to other
    names ("its chief inspector, Ravi Menon," says "chief inspector" of Ravi Menon only)."""
    held = roles(f)
    for *_, words, _ in clauses(f):
        if name[-1] not in words:
            continue
        theirs = set().union(*(w for other, w in held.items() if not _same(other, name) and other[-1] in words))
        if role <= words - (theirs - held.get(name, frozenset())):
            return True
    return False


def _same(a: _Name, b: _Name) -> bool:
    """Whether two name runs name the same one: one holds the other's last word ("Ree" for "Jutta Ree")."""
    return a[-1] in b or b[-1] in a
