"""A thing and a person joined through an unnamed group that the evidence never makes one (probes 52 and 53's skipped
hop).

"Nell Ashdown leads the subcommittee that organises the Harvest Show" on "The Harvest Show is organised by the shows
subcommittee" and "Nell Ashdown leads the newsletter team" (or "Nell Ashdown has been a member of the Society for many
years"): the claim says one group both organises the show and is led by Nell; the evidence gives the show to one group
and Nell to another, or to none. Likewise "Skerry Point is overseen by the committee that Julia Novak chairs" where
"Julia Novak chairs its finance committee" and "Skerry Point is the responsibility of the heritage committee". The claim
joins two hops that do not meet (DESIGN §2: a route is complete only with every hop), so it is not entailed.

Read where the claim has one of the shapes "P leads the N that/responsible for A", "P is the head of a N (in X) that
A", "A is <verb>ed by a/the N led by P", "A is <verb>ed by the N that P chairs", "The N that/responsible for A is led
by P", "The N led by P <verb>s A" or "The N that P chairs <verb>s A" (leads, heads, chairs, runs, manages, convenes,
coordinates, directs). The evidence's clauses (a sentence split at ";", ", and", ", while", ", whereas", ", but"; a
question read with its answer) that hold A's words (its capitalised words, else its long words but the relation's)
and those that hold P's last name are read for the groups they name: a group noun with the words before it ("the
shows subcommittee", "its finance committee") or a capitalised name of two words or more ("the Referral Desk"). Two
mentions are one group when every word of the shorter begins a word of the other or is begun by one ("the events
committee" and "the annual events committee", "Hort. Soc." and "Horticultural Society"). Not entailed when no clause
holds both A's and P's words; none of those clauses refers back ("it", "they", "this", "its chair", "the committee"
named by its noun alone: it may be the other's group); no clause without A's words gives a group the relation while
naming A in part ("The fair is organised by ...") or naming nothing else ("These days the events committee organises
the event"), and no group is named by its initials ("(KEG)"); A's clauses and P's clauses share no group (P's clauses
that give P another place in a group, "a member of", "has volunteered with", are not read for it); and either
* both name groups, and a clause of P's puts P at its group's head ("leads", "chair", "coordinated", ...), or
* A's clauses name a group, and no clause of P's puts P at the head of anything ("a member of", "volunteered with").
At most `_MAX_GROUPS` group mentions of a clause are read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from citeset._lazyre import lazy_compile
from citeset.judges._rules_persons import NAME_RUN
from citeset.judges._rules_tokens import (
    CLAUSE_TURN,
    PROSE_SENTENCE,
    Features,
    kept,
    long_words,
    opening,
    word_set,
)

_TITLES = frozenset({"dr", "mr", "mrs", "ms", "miss", "prof", "professor", "sister", "father", "canon", "revd", "rev",
                     "sir", "dame", "cllr", "councillor"})
_TITLE = r"(?:(?:" + "|".join(sorted((t.capitalize() for t in _TITLES), key=lambda t: (-len(t), t))) + r")\.?\s+)?"
"""A title before a name ("Dr.", "Cllr"): not the name's."""
_PERSON = rf"(?P<person>{_TITLE}{NAME_RUN})"
_LEAD = r"(?:leads|heads|chairs|runs|manages|convenes|co-?ordinates|directs)"
_LED = r"(?:led|headed|chaired|run|managed|convened|co-?ordinated|directed)"
_BE = r"(?:is|are|was|were|will\s+be|has\s+been|have\s+been)"
_GROUP = r"(?P<group>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?)"
_REL = r"(?:that|which|who|whom)"
_END = r"\s*[.!]?\s*$"
_WITHIN = r"(?:\s+(?:in|of|at|within|for)\s+[^,]{1,80}?)?"
"""'... a group in the Tolland food bank network that ...': where the group belongs, not what it does."""
_HEAD_NOUN = r"(?:leader|head|chair|chairman|chairwoman|chairperson|coordinator|co-ordinator|manager|convener|convenor|" \
             r"captain|director)"
_SHAPES = tuple(lazy_compile(p) for p in (
    rf"^\s*{_PERSON}\s+{_LEAD}\s+(?:the|a|an)\s+{_GROUP}{_WITHIN}\s+(?:{_REL}|responsible\s+for)\s+(?P<thing>.+?){_END}",
    rf"^\s*{_PERSON}\s+(?:is|was|has\s+been)\s+(?:the|a)\s+{_HEAD_NOUN}\s+of\s+(?:the|a|an)\s+{_GROUP}{_WITHIN}\s+"
    rf"(?:{_REL}|responsible\s+for)\s+(?P<thing>.+?){_END}",
    rf"^\s*(?:The|A|An)\s+{_GROUP}\s+{_LED}\s+by\s+{_PERSON}\s+(?P<thing>[a-z].+?){_END}",
    rf"^\s*(?P<thing>.+?)\s+{_BE}\s+(?:[\w-]+\s+)?(?:by|under)\s+(?:a|an|the)\s+{_GROUP}\s+(?:(?:that|which)\s+{_BE}\s+)?"
    rf"{_LED}\s+by\s+{_PERSON}{_END}",
    rf"^\s*(?P<thing>.+?)\s+{_BE}\s+(?:[\w-]+\s+)?(?:by|under)\s+(?:a|an|the)\s+{_GROUP}\s+{_REL}\s+{_PERSON}\s+{_LEAD}"
    rf"{_END}",
    rf"^\s*(?:The|A|An)\s+{_GROUP}\s+(?:{_REL}|responsible\s+for)\s+(?P<thing>.+?)\s+{_BE}\s+{_LED}\s+by\s+{_PERSON}{_END}",
    rf"^\s*(?:The|A|An)\s+{_GROUP}\s+{_REL}\s+{_PERSON}\s+{_LEAD}\s+(?P<thing>.+?){_END}",
))
"""The claim's shapes: a person at the head of a group, and the group's relation to a thing, in one sentence."""
_RELATION = frozenset({
    "organises", "organizes", "organised", "organized", "organising", "organizing", "oversees", "overseen",
    "overseeing", "responsible", "runs", "running", "manages", "managed", "managing", "operates", "operated",
    "operating", "arranges", "arranged", "arranging", "coordinates", "co-ordinates", "coordinated", "co-ordinated",
    "hosts", "hosted", "plans", "planned", "looks", "after", "staff", "staffs", "staffed", "maintains", "maintained",
    "supervises", "supervised", "puts", "stages", "staged", "that", "which", "this", "year's", "year’s", "each",
    "every", "annual", "also",
})
"""Words of the claim's relation and frame, not of the thing ("oversees the River Studio": the thing is the studio)."""
_RELATION_STEMS = frozenset(w[:5] for w in _RELATION if len(w) > 4) - {"which", "every", "annua", "year'", "year’"}
"""The relation's words as a clause may say them ("organis" of "Organising it falls to ...")."""
_WORD = lazy_compile(r"[\w'’-]+")
_NAME = lazy_compile(r"(?<![\w'’-])[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|of|and|&))*")
_BACK = frozenset({"it", "they", "them", "this", "these", "he", "she", "him", "his", "hers"})
"""Words of a clause that refer back: what the clause says of "it" may be said of the other's group."""
_POSSESSIVE = frozenset({"its", "their", "her", "his"})
_NOT_LEAD = frozenset({"member", "members", "volunteer", "volunteers", "volunteered", "volunteering", "joined", "sits",
                       "serves", "served", "deputy", "vice", "secretary", "treasurer", "former", "formerly", "until",
                       "used", "trustee", "helper", "helps", "helped"})
"""Words by which a clause naming a person and a group gives the person a place in it other than its head."""
_LEAD_WORDS = frozenset({
    "lead", "leads", "led", "leader", "leaders", "leading", "head", "heads", "headed", "heading", "chair", "chairs",
    "chaired", "chairing", "chairman", "chairwoman", "chairperson", "coordinator", "coordinates", "coordinated",
    "co-ordinator", "co-ordinates", "co-ordinated", "manager", "manages", "managed", "managing", "runs", "run",
    "running", "convener", "convenor", "convenes", "convened", "captain", "captains", "captained", "director",
    "directs", "directed", "charge", "under", "boss", "president", "supervises", "supervisor", "supervised", "helm",
    "steers", "steered", "took", "oversees", "overseen",
})
"""Words by which a clause naming a person and a group may put the person at its head ("Nell Ashdown leads the shows
subcommittee", "the Fundraising Team (chair: Owen Pask)"); "member of" and "volunteered with" do not."""
_NOT_MODIFIER = frozenset({"the", "a", "an", "its", "their", "his", "her", "our", "this", "that", "these", "those",
                           "each", "every", "by", "of", "to", "for", "from", "under", "with", "and", "or", "is", "are",
                           "was", "were", "be", "been", "leads", "heads", "chairs", "runs", "manages", "led",
                           "headed", "chaired", "new", "same", "which", "who", "whose", "in", "on", "at", "q"})
"""A word before a group's noun that is not part of its name ("the", "its", "by" of "organised by the ... team")."""
_GROUP_NOUNS = frozenset({"committee", "subcommittee", "sub-committee", "team", "group", "section", "panel", "board",
                          "unit", "department", "crew", "squad", "council", "party", "club", "society", "branch",
                          "division", "office", "service", "body", "forum", "network", "association", "trust", "desk",
                          "round"})
"""Nouns that name a group by themselves ("the committee"), singular ("trust" of "trusts")."""
_MAX_GROUPS = 16
"""Group mentions of a clause read at most (a clause naming more is a directory, not a hop)."""


class _Unit(NamedTuple):
    """A clause of the evidence (a question's read with its answer)."""

    words: frozenset[str]
    """Its words, casefolded."""
    groups: frozenset[frozenset[str]]
    """The words of each group it names ("the shows subcommittee": shows, subcommittee; "the Referral Desk": referral,
    desk)."""
    back: bool
    """Whether it refers back ("it", "its chair", "the committee" by its noun alone)."""
    acronym: bool
    """Whether it names something by its initials in brackets ("the Kingsmead Events Group (KEG)")."""
    capitalised: frozenset[str]
    """Its capitalised words but its first, casefolded ("... oversees Cutters' Row": cutters', row)."""


def group_hop_skipped(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's unnamed group that the evidence never makes one (module docstring); else None."""
    shape = _claim_shape(cf.text)
    if shape is None:
        return None
    thing_text, head, person_text = shape
    units = [u for f in efs for u in kept(f, "group_chain_units", _units)]
    present = set().union(*(u.words for u in units)) if units else set()
    thing = _thing_words(thing_text) & present
    person = {w for w in word_set(person_text) - _TITLES if w in present}
    surname = person_text.split()[-1].casefold()
    if not thing or surname not in present or any(thing <= u.words and surname in u.words for u in units):
        return None  # (nothing to read, or one clause says both)
    of_thing = [u for u in units if thing <= u.words]
    of_person = [u for u in units if surname in u.words]
    if not of_person or any(u.back for u in of_thing + of_person) or _said_of_another_name(units, thing, person):
        return None
    thing_groups = {g for u in of_thing for g in u.groups if not g <= thing}
    person_groups = {g for u in of_person if not _LEAD_WORDS.isdisjoint(u.words) or _NOT_LEAD.isdisjoint(u.words)
                     for g in u.groups if not g & person}  # (not "a member of", "has volunteered with")
    if any(_same_group(a, b) for a in thing_groups for b in person_groups):
        return None  # one group of both, as far as the words tell ("the events committee", "the annual events ...")
    leads = any(not _LEAD_WORDS.isdisjoint(u.words) for u in of_person)
    if thing_groups and (person_groups or not leads):
        return (f"the evidence gives '{thing_text.strip()}' to a {head} that it does not say '{person_text.strip()}' "
                f"leads")
    return None


def _same_group(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two groups' words may name one group: every word of the shorter begins a word of the other, or is begun
    by one ("the events committee" and "the annual events committee"; "Upton Hort. Soc." and "Upton Horticultural
    Society"; "volunteer team" and "volunteers team")."""
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    return all(any(x.startswith(y) or y.startswith(x) for x in long_ if min(len(x), len(y)) >= 3) for y in short)


def _said_of_another_name(units: Sequence[_Unit], thing: set[str], person: set[str]) -> bool:
    """Whether the evidence names a group by its initials ("(KEG)"), or a clause without all the thing's words gives a
    group the claim's relation and names the thing in part ("The fair is organised by the events committee"), or, not
    being the person's, names nothing else ("These days the events committee organises the event", "Organising it
    falls to ..."; not "the events committee oversees Cutters' Row"): the thing may be named there in other words."""
    for u in units:
        if u.acronym:
            return True
        if not u.groups or thing <= u.words or not any(w[:5] in _RELATION_STEMS for w in u.words):
            continue
        if thing & u.words or (person.isdisjoint(u.words) and (u.back or not u.capitalised - person)):
            return True
    return False


def _claim_shape(text: str) -> tuple[str, str, str] | None:
    """(the thing, the group's noun, the person) of a claim of one of `_SHAPES`, else None."""
    if len(text) > 600:
        return None  # (a claim this long is not one relation)
    for shape in _SHAPES:
        m = opening(shape, text)
        if m:
            head = m.group("group").split()[-1].casefold()
            return m.group("thing"), head, m.group("person")
    return None


def _thing_words(text: str) -> set[str]:
    """The thing's capitalised words ("the Mill Street vault": mill, street), else its long words but the relation's."""
    names = {w.casefold() for w in _WORD.findall(text) if w[:1].isupper()} - _RELATION - {"the", "a", "an", "our"}
    return names or long_words(text) - _RELATION


def _units(f: Features) -> tuple[_Unit, ...]:
    """Each clause of a text (module docstring); a question is read with the sentence after it, not alone."""
    found: list[_Unit] = []
    question = ""
    for sentence in PROSE_SENTENCE.finditer(f.text):
        clauses = CLAUSE_TURN.split(question + " " + sentence.group(0) if question else sentence.group(0))
        if f.text[sentence.end():sentence.end() + 1] == "?":
            question = sentence.group(0)
            continue
        question = ""
        found.extend(_unit(clause) for clause in clauses)
    if question:
        found.extend(_unit(clause) for clause in CLAUSE_TURN.split(question))
    return tuple(found)


def _unit(clause: str) -> _Unit:
    tokens = [w.casefold().replace("’", "'") for w in _WORD.findall(clause)]
    groups: set[frozenset[str]] = set()
    back = not _BACK.isdisjoint(tokens)
    for i, w in enumerate(tokens):
        if w.rstrip("s") not in _GROUP_NOUNS and w not in _GROUP_NOUNS:
            continue
        modifiers = []
        for prior in reversed(tokens[max(0, i - 3):i]):
            if prior in _NOT_MODIFIER or prior.endswith(("'s", "'")):
                break
            modifiers.append(prior)
        if modifiers:
            groups.add(frozenset((*modifiers, w.rstrip("s"))))
        elif i == 0 or tokens[i - 1] in ("the", "this", "that", "its", "their"):
            back = True  # "the committee", "its committee": the one named before
        if len(groups) >= _MAX_GROUPS:
            break
    for i, w in enumerate(tokens[:-1]):
        if w in _POSSESSIVE and (tokens[i + 1] in _LEAD_WORDS or tokens[i + 1].rstrip("s") in _GROUP_NOUNS):
            back = True  # "its chair", "their committee"
    for m in _NAME.finditer(clause):
        key = frozenset(_key_word(w) for w in m.group(0).split()) - _NOT_MODIFIER - _NAME_FRAME
        if len(m.group(0).split()) > 1 and key:
            groups.add(key)
    capitalised = frozenset(w.casefold() for w in _WORD.findall(clause)[1:] if w[:1].isupper())
    return _Unit(frozenset(tokens), frozenset(groups), back, _ACRONYM.search(clause) is not None, capitalised)


def _key_word(word: str) -> str:
    """A name's word as compared: casefolded, its possessive dropped ("Riverside FM's": fm)."""
    word = word.casefold().replace("’", "'")
    return word[:-2] if word.endswith("'s") else word.rstrip("'")


_ACRONYM = lazy_compile(r"\([A-Z]{2,}\)")
_NAME_FRAME = frozenset({"q", "a", "on", "in", "at", "since", "from", "every", "each", "one", "several"})
