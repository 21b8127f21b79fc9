"""How a sentence binds the names of its reference claim: a word-level judge (and the `rules:strict` guard)
checks that every word of a claim is in its evidence, not which name a word belongs to or which name does
what. An audit found "Dr. Tomas Vik supervises Dr. Imani Okafor." accepted for "Dr. Imani Okafor supervises
Dr. Tomas Vik.", and "Dr. Imani Okafor heads Ward 24, which has 7 beds." for "Dr. Imani Okafor heads Ward 7."
Narrow, deterministic tests catch those (§3.4: another entity is not the reference claim's):

- a name of the reference claim ("Project Birch", "Ward 7") that the sentence has only with ordinary words
  between its parts ("Ward 24, which has 7") is split (a middle name or a title in between is not);
- the reference claim's verb, in the same form, between the same two names in the other order (no "by"), or
  its passive in any inflection ("is supervised by", "is led by" for "leads", "was written by" for "wrote":
  a small table of irregular participles, else the regular -ed/-d; "is leading by" is none) between them in
  the same order, swaps their roles. Where the sentence has the verb more than once ("B supervises A, who
  supervises C"), each place is read: a swap at one (with the names right beside it) counts unless another
  place states the reference claim the right way round;
- a role the reference claim gives one name of another ("Ana Ruiz is Ben Ito's mentor", "... is the mentor
  of Ben Ito", "Ben Ito's mentor is Ana Ruiz", "The mentor of Ben Ito is Ana Ruiz": all one reading) given
  the other way round ("Ben Ito is Ana Ruiz's mentor") swaps their roles, unless the sentence also gives it
  the right way round or the role holds both ways ("teammate", "brother");
- the reference claim's comparison or order ("is longer than", "was built before") between its two names, the
  same words (articles and degree words such as "much" aside) between them the other way round, swaps their
  sides ("The Petrel is longer than the Skua." for "The Skua is longer than the Petrel."), unless it holds both
  ways ("as old as") or the sentence also says it the right way round.

All are narrow on purpose: audits ran them on real HotpotQA, MuSiQue, WiCE, AttributionBench and MultiHop-RAG
text, where names run into each other across commas, dates and titles, and copulas and symmetric verbs
("married", "and") take either order; a role reading needs each name right beside the pattern's words, ending
its phrase, and the very same role words. Anything else is left to the judge: "whose lead is", another verb,
"led" for "leads" in the active, "is also led by" with a word between, "Ben Ito is mentored by Ana Ruiz" for
a role, a role in other words ("adviser" for "mentor", "former mentor"), a plural possessive ("the Joneses'
coach"), and a reference claim that is itself passive or gives two roles.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache
from itertools import accumulate, pairwise

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import SYMMETRIC_ROLES
from citeset.parse import NOT_PROSE

_WORD = lazy_compile(r"\w+")
_NOT_NAME = frozenset(["A", "An", "The", "In", "On", "At", "It", "Its", "This", "That", "These", "Those", "Yes",
                       "No", "By", "For", "Of", "To", "And", "Or", "But", "If", "As", "From", "With", "Since"])
"""Capitalised words that open a sentence without naming anything."""
_TITLES = frozenset(["Dr", "Mr", "Mrs", "Ms", "Mx", "Prof", "Sir", "Dame", "Jr", "Sr", "St"])
"""Titles are not part of a name: "Ana Ruiz" is "Dr. Ana Ruiz"."""
_NOT_VERB = frozenset(["is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "and", "or", "with",
                       "of", "to", "in", "on", "at", "for", "as", "from", "by", "s", "married", "marries", "marry",
                       "met", "meets", "meet", "merged", "merges", "merge", "borders", "bordered", "border",
                       "resembles", "equals", "matches", "faces", "faced", "played", "plays", "versus", "vs",
                       "joined", "partnered", "collaborated", "competed", "competes", "co", "divorced"])
"""Words after a first name that are no directed relation: copulas, conjunctions, prepositions and symmetric
verbs ("The capital of Senegal is Dakar", "A married B") read the same either way round."""

Name = tuple[str, ...]


def words(text: str) -> list[str]:
    """The words of `text` as written (case kept), without citation markers and code spans."""
    return _WORD.findall(NOT_PROSE.sub(" ", text))


def is_name(word: str) -> bool:
    return (word[:1].isupper() and word not in _NOT_NAME and word not in _TITLES) or any(ch.isdigit() for ch in word)


_PARTICLES = frozenset(["de", "da", "do", "dos", "das", "di", "del", "della", "van", "von", "der", "den", "la", "le",
                        "du", "bin", "bint", "al", "el", "y", "ibn", "ter", "zu"])
"""Lower-case words inside a person's name ("José de Sousa Saramago")."""
_DASHED = lazy_compile(r"\d[–—-]\d")


def _tokens(text: str) -> list[tuple[str, bool]]:
    """Words of `text` with whether only a space separates each from the word before (punctuation between
    two words ends a name: "Douglas, Robert De Niro", "In 2011, Sahel Grain"; the full stop of a title or
    an initial does not: "Dr. Ana Ruiz", "Hyman B. Samuels"). A score or range ("Arsenal 5–4") is not a
    name's number."""
    text = NOT_PROSE.sub(" ", text)
    out: list[tuple[str, bool]] = []
    end, last = None, ""
    for m in _WORD.finditer(text):
        gap = text[end:m.start()] if end is not None else ""
        short = last in _TITLES or (len(last) == 1 and last.isupper())
        joined = end is not None and (gap.isspace() or (short and gap.startswith(".") and gap[1:].isspace()))
        word = m.group()
        if word.isdigit() and _DASHED.match(text, m.end() - 1):
            word = "#" + word  # never a name's number
        elif len(word) == 1 and word.isupper() and text.startswith(". ", m.end()):
            word = "~" + word  # an initial ("B. Samuels"), not an identifier ("Division K")
        out.append((word, joined))
        end, last = m.end(), m.group()
    return out


def _skipped(word: str) -> bool:
    """Titles and initials stay inside a name without being part of it: "Dr. Ana Ruiz" is "Ana Ruiz"."""
    return word in _TITLES or word.startswith("~")


def names(tokens: Sequence[tuple[str, bool]]) -> list[tuple[int, int, Name]]:
    """Names, with the positions they start at and end before: a capitalised word and the capitalised words
    and numbers that follow it with only a space between (a number does not start one: "2011 Sahel Grain")."""
    found: list[tuple[int, int, Name]] = []
    run: list[str] = []
    first = 0
    for i, (word, joined) in enumerate([*tokens, ("", False)]):
        if run and word and joined and (is_name(word) or _skipped(word)):
            if not _skipped(word):
                run.append(word)
            continue
        if run:
            found.append((first, i, tuple(run)))
        run, first = ([word], i) if word and word[:1].isupper() and is_name(word) else ([], i)
    return found


def misbinds(claim: str, reference: str) -> str | None:
    """How `claim` splits a name of `reference`, swaps the roles of two of its names (around a verb or a role
    such as "X's mentor") or says its relation of another name (None: none of these)."""
    ours, theirs = _tokens(claim), _tokens(reference)
    mine, refs = names(ours), names(theirs)  # read once: every reading below compares them
    split = _split_name([w for w, _ in ours], [n for _, _, n in mine], [n for _, _, n in refs])
    if split is not None:
        return f"splits the name {' '.join(split)!r}"
    return (_swapped(ours, theirs, mine, refs) or _possessive_swapped(ours, theirs, mine, refs)
            or _swapped_sides(ours, theirs, mine, refs) or _attached_elsewhere(ours, theirs, mine, refs))


def _split_name(tokens: list[str], mine: list[Name], wanted: list[Name]) -> Name | None:
    """A name of two or more words whose first word the claim makes part of another name ("Ward 24" for
    "Ward 7", `mine` are the claim's names), and that `tokens` has only in order with an ordinary
    (lower-case) word between two of its words: never side by side, not even as a shortened name of its
    first words ("Verve Forecast" for "Verve Forecast Records"), nor with middle names, particles or a title
    between ("José de Sousa Saramago", "Rutgers, The State University"). Prose names an entity by its parts
    ("Minnesota ... the Vikings"); only a part bound to another name is a misbinding."""
    where: dict[str, list[int]] = {}
    for i, word in enumerate(tokens):
        where.setdefault(word, []).append(i)
    ordinary = list(accumulate((w[:1].islower() and w not in _PARTICLES for w in tokens), initial=0))
    for name in wanted:
        if len(name) < 2 or any(i + 1 in where.get(name[1], ()) for i in where.get(name[0], ())):
            continue
        if not any(len(other) > 1 and other[0] == name[0] and other[1] != name[1] for other in mine):
            continue
        orders = [_in_order(where, ordinary, start, name) for start in where.get(name[0], ())]
        found = [broken for broken in orders if broken is not None]
        if found and all(found):
            return name
    return None


def _in_order(where: dict[str, list[int]], ordinary: list[int], start: int, name: Name) -> bool | None:
    """Whether `name`'s words follow `start` in order (each at its next position) with an ordinary word
    between two of them (`ordinary`: running count of ordinary words); None when they do not all follow."""
    at, broken = start, False
    for part in name[1:]:
        places = where.get(part, [])
        k = bisect_right(places, at)
        if k == len(places):
            return None
        nxt = places[k]
        broken = broken or ordinary[nxt] - ordinary[at + 1] > 0
        at = nxt
    return broken


def _swapped(ours_t: list[tuple[str, bool]], theirs_t: list[tuple[str, bool]], mine: list[tuple[int, int, Name]],
             ref_names: list[tuple[int, int, Name]]) -> str | None:
    """The reference claim's verb (its word after its first name, when that names a directed relation)
    between the two names the other way round, or in its passive between them the same way round. Each place
    the sentence has the verb is read ("B supervises A, who supervises C"): a swap at one counts unless
    another states the reference claim the right way round. `mine` and `ref_names` are the two token lists' `names`."""
    if len(ref_names) < 2 or ref_names[0][2] == ref_names[1][2]:
        return None
    theirs, ours = [w for w, _ in theirs_t], [w for w, _ in ours_t]
    (_, end_a, a), (start_b, _, b) = ref_names[0], ref_names[1]
    between = theirs[end_a:start_b]
    if not between or not between[0].isalpha() or not between[0].islower() or between[0] in _NOT_VERB:
        return None
    if _BE & set(between):
        return None  # "The Vardo pier is as old as ...": a noun of the first name, then a copula (`_swapped_sides`)
    verb = between[0]
    actives = [i for i, w in enumerate(ours) if w == verb]
    passives = _passives(ours, verb)
    # Said once, the nearest names are read; said more than once (a noun as often as a verb: "bus"), a swap
    # needs the names right beside it, with the reference claim's words between the verb and its second name.
    gap = between[1:]
    swaps: list[str] = []
    right = False
    for k, at in enumerate(actives):
        # "by" after the verb (up to its next use) reads as a passive or an agent, not as the active order.
        if "by" in ours[at:actives[k + 1] if k + 1 < len(actives) else len(ours)]:
            continue
        right = right or _around(mine, at) == (a, b)
        if (_around(mine, at) if len(actives) == 1 else _beside(mine, ours, at, at, gap)) == (b, a):
            swaps.append(repr(verb))
    for at in passives:
        right = right or _around(mine, at) == (b, a)
        if (_around(mine, at) if len(passives) == 1 else _beside(mine, ours, at - 1, at + 1, [])) == (a, b):
            swaps.append(repr(" ".join(ours[at - 1:at + 2])))
    if not swaps or right:
        return None
    return f"swaps the roles of {' '.join(a)!r} and {' '.join(b)!r} ({swaps[0]})"


_BE = frozenset(["is", "are", "was", "were", "be", "been", "being"])
_IRREGULAR = {"lead": ("led", "led"), "hold": ("held", "held"), "write": ("wrote", "written"),
              "build": ("built", "built"), "buy": ("bought", "bought"), "sell": ("sold", "sold"),
              "teach": ("taught", "taught"), "make": ("made", "made"), "win": ("won", "won"),
              "beat": ("beat", "beaten"), "take": ("took", "taken"), "give": ("gave", "given"),
              "drive": ("drove", "driven"), "draw": ("drew", "drawn"), "choose": ("chose", "chosen"),
              "know": ("knew", "known"), "see": ("saw", "seen"), "sing": ("sang", "sung"),
              "begin": ("began", "begun"), "bring": ("brought", "brought"), "keep": ("kept", "kept"),
              "send": ("sent", "sent"), "pay": ("paid", "paid"), "find": ("found", "found"),
              "catch": ("caught", "caught"), "fight": ("fought", "fought"), "lose": ("lost", "lost"),
              "leave": ("left", "left"), "tell": ("told", "told"), "speak": ("spoke", "spoken"),
              "steal": ("stole", "stolen"), "break": ("broke", "broken"), "shoot": ("shot", "shot"),
              "feed": ("fed", "fed"), "forgive": ("forgave", "forgiven"), "overtake": ("overtook", "overtaken")}
"""Irregular verbs: base -> (past, past participle). A verb not here takes the regular -ed/-d."""
_VOWELS = frozenset("aeiou")


@lru_cache(maxsize=4096)
def _participles(verb: str) -> frozenset[str]:
    """The past participles the reference claim's verb (third person "leads", past "led", or base "beat") may
    have: from the irregular table, else the regular -ed/-d (with a doubled last consonant, "admits" ->
    "admitted", and -ies -> -ied). Generous spellings cost nothing: a form counts only as "<be> FORM by"."""
    found = {pp for base, (past, pp) in _IRREGULAR.items() if verb in (base, base + "s", base + "es", past)}
    if verb.endswith("ed"):
        return frozenset({verb, *found})  # a regular past is its own participle
    bases = {verb}
    if verb.endswith("ies"):
        bases.add(verb[:-3] + "y")
    elif verb.endswith("es"):
        bases.update((verb[:-1], verb[:-2]))
    elif verb.endswith("s") and not verb.endswith("ss"):
        bases.add(verb[:-1])
    for base in bases:
        if len(base) < 3:
            continue
        if base.endswith("e"):
            found.add(base + "d")
        elif base.endswith("y") and base[-2] not in _VOWELS:
            found.add(base[:-1] + "ied")
        else:
            found.add(base + "ed")
            if base[-1] not in _VOWELS and base[-2] in _VOWELS and base[-3] not in _VOWELS:
                found.add(base + base[-1] + "ed")
    return frozenset(found)


def _passives(ours: list[str], verb: str) -> list[int]:
    """Where `ours` has the passive of the reference claim's verb ("is supervised by" for "supervises", "is led
    by" for "leads", "was mentored by" for "mentored")."""
    forms = _participles(verb)
    return [i for i in range(1, len(ours) - 1) if ours[i] in forms and ours[i + 1] == "by" and ours[i - 1] in _BE]


def _beside(mine: list[tuple[int, int, Name]], ours: list[str], before: int, after: int,
            gap: list[str]) -> tuple[Name | None, Name | None]:
    """The name ending right at position `before` and the one starting right after `after` and `gap`."""
    if ours[after + 1:after + 1 + len(gap)] != gap:
        return None, None
    left = next((n for _, e, n in mine if e == before), None)
    right = next((n for s, _, n in mine if s == after + 1 + len(gap)), None)
    return left, right


def _around(mine: list[tuple[int, int, Name]], at: int) -> tuple[Name | None, Name | None]:
    """The names nearest before and after position `at`."""
    left = [n for _, e, n in mine if e <= at]
    right = [n for s, _, n in mine if s > at]
    return (left[-1] if left else None, right[0] if right else None)


_ARTICLES = frozenset(["the", "a", "an", "The", "A", "An"])
_NOT_ROLE = _NOT_VERB | _BE | _ARTICLES | frozenset(["who", "whom", "whose", "which", "that", "since", "until",
                                                     "when", "while", "after", "before", "during", "but"])
Role = tuple[Name, Name, tuple[str, ...]]


_PRONOUNS = frozenset(["He", "She", "They", "We", "I", "You", "Who", "What", "Which", "Where", "When", "How", "Why",
                       "There", "Here", "His", "Her", "Their", "Our", "My", "Your"])
"""Capitalised words that may open a sentence and are no name to bind a role to."""


class _Spots:
    """The names of a tokenised sentence by where they start and end, for the role patterns."""

    def __init__(self, tokens: list[tuple[str, bool]], found: list[tuple[int, int, Name]]) -> None:
        self.tokens, self.words = tokens, [w for w, _ in tokens]
        self.named = [(s, e, n) for s, e, n in found if n[0] not in _PRONOUNS or len(n) > 1]

    def owns(self, at: int) -> bool:
        """Whether position `at` is a possessive "s" ("Ito's": the apostrophe keeps it apart)."""
        return at < len(self.words) and self.words[at] == "s" and not self.tokens[at][1]

    def starting(self, at: int) -> tuple[int, Name] | None:
        """The name at `at` (after a "the" or a title there) that ends its phrase: not the owner of something
        else ("the mentor of Ana Ruiz's daughter") nor a word of a longer one ("is South African fast bowler
        X", "of the HBO news series")."""
        at += at < len(self.words) and self.words[at] == "the"
        while at < len(self.words) and _skipped(self.words[at]):
            at += 1
        found = next(((e, n) for s, e, n in self.named if s == at), None)
        if found is None or not self.tokens[at][1] or self.owns(found[0]):
            return None
        end = found[0]
        ends = end == len(self.words) or not self.tokens[end][1] or self.words[end] in _NOT_ROLE
        return found if ends else None

    def ending(self, at: int, owner: bool = False) -> tuple[int, Name] | None:
        """The name right before position `at` (only a space between, or an apostrophe for an `owner`), and
        where it starts, titles included; not the object of a word before it ("The ambassador in Beijing is")."""
        found = next(((s, n) for s, e, n in self.named if e == at), None)
        if found is None or at >= len(self.words) or not (owner or self.tokens[at][1]):
            return None
        start = found[0]
        while start >= 1 and _skipped(self.words[start - 1]):
            start -= 1
        before = self.words[start - 1] if start >= 1 and self.tokens[start][1] and not owner else ""
        return None if before.isalpha() and before.islower() and before not in _ARTICLES else (start, found[1])


def _roles(tokens: list[tuple[str, bool]], found_names: list[tuple[int, int, Name]]) -> list[Role]:
    """(holder, whose, role) for each "Y <be> X's ROLE", "X's ROLE <be> Y", "Y <be> the ROLE of X" and "The
    ROLE of X <be> Y": Y is X's ROLE. ROLE is a run of ordinary lower-case words, and each name stands right
    beside the pattern's words. `found_names` are the tokens' `names`."""
    spots, found = _Spots(tokens, found_names), []
    for i, word in enumerate(spots.words):
        if spots.owns(i):
            found += _possessive_roles(spots, i)
        elif word == "of":
            found += _of_roles(spots, i)
    return found


def _possessive_roles(spots: _Spots, i: int) -> list[Role]:
    """"X's ROLE <be> Y" and "Y <be> X's ROLE", for the possessive "s" at `i`."""
    words, whose = spots.words, spots.ending(i, owner=True)
    j = i + 1
    while j < len(words) and spots.tokens[j][1] and _role_word(words[j]):
        j += 1
    role = tuple(words[i + 1:j])
    # The role ends its phrase: "Ana Ruiz's mentor's son" is not her mentor, "X's new Toronto office" no "new".
    if whose is None or not role or spots.owns(j) or (j < len(words) and spots.tokens[j][1]
                                                      and words[j] not in _NOT_ROLE):
        return []
    found: list[Role] = []
    holder = spots.starting(j + 1) if j < len(words) and words[j] in _BE else None
    if holder is not None:
        found.append((holder[1], whose[1], role))
    start = whose[0]
    before = spots.ending(start - 1) if start >= 1 and words[start - 1] in _BE else None
    if before is not None:
        found.append((before[1], whose[1], role))
    return found


def _of_roles(spots: _Spots, i: int) -> list[Role]:
    """"Y <be> the ROLE of X" and "The ROLE of X <be> Y", for the "of" at `i` (a or an for the)."""
    words, whose = spots.words, spots.starting(i + 1)
    j = i
    while j > 0 and spots.tokens[j][1] and _role_word(words[j - 1]):
        j -= 1
    role = tuple(words[j:i])
    if whose is None or not role or j == 0 or words[j - 1] not in _ARTICLES:
        return []
    end = whose[0]
    holder = spots.ending(j - 2) if j >= 2 and words[j - 2] in _BE else None
    if holder is None and end < len(words) and words[end] in _BE:
        after = spots.starting(end + 1)
        holder = None if after is None else (end + 1, after[1])
    return [] if holder is None else [(holder[1], whose[1], role)]


def _role_word(word: str) -> bool:
    return word.isalpha() and word.islower() and word not in _NOT_ROLE


def _possessive_swapped(ours_t: list[tuple[str, bool]], theirs_t: list[tuple[str, bool]],
                        mine: list[tuple[int, int, Name]], refs: list[tuple[int, int, Name]]) -> str | None:
    """The reference claim's role ("Ana Ruiz is Ben Ito's mentor") given to the other name ("Ben Ito is Ana
    Ruiz's mentor", "Ben Ito is the mentor of Ana Ruiz", "Ana Ruiz's mentor is Ben Ito"), unless the sentence
    also gives it the right way round or the role holds both ways ("teammate")."""
    theirs = _roles(theirs_t, refs)
    if len(theirs) != 1:
        return None
    a, b, role = theirs[0]
    if a == b or any(w in SYMMETRIC_ROLES for w in role):
        return None
    readings = {(holder, whose) for holder, whose, r in _roles(ours_t, mine) if r == role}
    if (b, a) in readings and (a, b) not in readings:
        return f"swaps the roles of {' '.join(a)!r} and {' '.join(b)!r} ({' '.join(role)!r} of whom)"
    return None


_AUX = frozenset(["is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "also", "now", "still",
                  "currently"])
_RELATIVE = frozenset(["who", "which", "whose"])


def _attached_elsewhere(ours_t: list[tuple[str, bool]], theirs_t: list[tuple[str, bool]],
                        mine: list[tuple[int, int, Name]], ref_names: list[tuple[int, int, Name]]) -> str | None:
    """The reference claim's relation word ("registered" of "Vessel Aurora is registered in Malta") said in a
    relative clause of another name: "Captain Lio Brandt, who is registered in Malta, commands Vessel Aurora"
    says the captain is registered. Only for a clause right after the name that opens the sentence, when the
    claim names the reference claim's subject elsewhere and the other name shares no word with it ("Aurora,
    which is registered" is the same ship)."""
    if not ref_names:
        return None
    theirs, ours = [w for w, _ in theirs_t], [w for w, _ in ours_t]
    _, end_a, a = ref_names[0]
    relation = next((w for w in theirs[end_a:] if w not in _AUX), None)
    if relation is None or not relation.isalpha() or not relation.islower() or ours.count(relation) != 1:
        return None
    at = ours.index(relation) - 1
    while at >= 0 and ours[at] in _AUX:
        at -= 1
    if at < 0 or ours[at] not in _RELATIVE:
        return None
    # Only the sentence's opening name, before its verb: in "A, the largest employer in B, which ..." and
    # "A and B, who ..." the clause may belong to A, and an audit found those read as B's.
    antecedent = next((n for s, e, n in mine if e == at and s <= 1), None)
    present = any(tuple(ours[i:i + len(a)]) == a for i in range(len(ours)))
    if antecedent is None or set(antecedent) & set(a) or not present:
        return None
    return f"attaches {relation!r} to {' '.join(antecedent)!r}, not {' '.join(a)!r}"


_ORDERED = frozenset(["than", "before", "after"])
_SYMMETRIC = frozenset(["as", "same", "different", "equal", "similar", "like", "unlike", "near", "next", "adjacent",
                        "married", "and", "or", "with", "from", "between"]) | SYMMETRIC_ROLES
"""Words of a relation that reads the same either way round ("as old as", "different than")."""
_DEGREE = frozenset(["the", "a", "an", "much", "far", "also", "still", "even", "slightly", "significantly",
                     "considerably", "somewhat", "substantially", "way", "markedly", "notably"])
"""Words a comparison may add or drop without changing which side it favours ("much longer than the")."""


def _swapped_sides(ours_t: list[tuple[str, bool]], theirs_t: list[tuple[str, bool]],
                   mine: list[tuple[int, int, Name]], ref_names: list[tuple[int, int, Name]]) -> str | None:
    """The reference claim's comparison or order ("is longer than the", "pier was built before the") between
    its first two names, word for word between the same two names the other way round: "The Petrel is (much)
    longer than the Skua." for "The Skua is longer than the Petrel.". A copula puts these out of `_swapped`'s
    reach. Only the same words count (articles and degree words aside): a converse ("shorter than") or another
    wording is left to the judge, a symmetric relation ("as old as") is no swap, and a sentence that also says
    it the right way round ("Some say B is longer than A, but A is longer than B") is not flagged."""
    if len(ref_names) < 2 or ref_names[0][2] == ref_names[1][2]:
        return None
    (_, end_a, a), (start_b, _, b) = ref_names[0], ref_names[1]
    between = _relation(theirs_t[end_a:start_b])
    if not _directed(between):
        return None
    pairs = [(first, second) for (_, end, first), (start, _, second) in pairwise(mine)
             if _relation(ours_t[end:start]) == between]
    if (b, a) in pairs and (a, b) not in pairs:
        return f"swaps the sides of {' '.join(a)!r} and {' '.join(b)!r} ({' '.join(between)!r})"
    return None


def _relation(tokens: Sequence[tuple[str, bool]]) -> list[str]:
    return [w for w, _ in tokens if not _skipped(w) and w.lower() not in _DEGREE]


def _directed(between: list[str]) -> bool:
    """Ordinary words that relate the first name to the second one way: a comparison or an order ("than",
    "before", "after"). (A relation noun, "the parent company of", is `_possessive_swapped`'s.)"""
    if not between or not all(w.isalpha() and w.islower() for w in between) or _SYMMETRIC & set(between):
        return False
    return bool(_ORDERED & set(between))
