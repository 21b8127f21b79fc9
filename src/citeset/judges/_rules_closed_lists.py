"""A name the claim puts in a group whose members the evidence lists without it (probe 52's closed list).

"The Elowen Pascoe is one of the station's boats" on "The station's boats are the Spirit of Gwithian, the Mary
Rosewarne and the Jago" and "The neighbouring Porthkerris station operates the Elowen Pascoe": the evidence lists the
station's boats, and the Elowen Pascoe is not among them; it is named only with another relation. Not entailed.

Read where the claim says "X is one of / is among <group>" or "<group> include(s) X", and an evidence sentence opens
with the same group (its words, "the" aside) followed by "are", "comprise", "consist of" or "are made up of" and a list
of two or more ("A, B and C"), with no word leaving it open ("such as", "including", "among others", "mainly", a
number); a list of another time ("were ... until 2021") is not read. Not entailed when the list shares no word with X
(a member sharing one may be X in other words: "Gate 8" of "7, 8 and 9"), the list's sentence does not name X
beside it ("...; on Saturdays there is also the Sourdough"), and every other sentence naming X ties it to another than
the group's owner: a capitalised word of its own ("Greystone Cheeses trades at the Westbury market"; not a first word,
a month or X's own name, "Cook House") and no word by which the list may have grown ("added", "joined", "since",
"now", "also", "bought": "At the 2024 AGM, X was added to them"), or "neighbouring", "nearby" or "rival". A sentence naming
X otherwise may say the list grew ("Since then, Wren Cottage has been added"). Words are compared without accents, curly apostrophes or
quotes ("Nestlé", "Ann 'Annie' Cole"). At most `_MAX_LISTS` lists of a text are read.

`name_outside_only_list` reads the same of "S <verb> X" where "S <verb> only the following N: A, B and C" (probe 53).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import MONTHS, WEEKDAYS
from citeset.judges._rules_tokens import Features, kept, opening, prose_sentences

_CLAIM_SHAPES = (
    lazy_compile(r"^\s*(?P<item>[^,;]{1,120}?)\s+(?:is|are)\s+(?:one\s+of|among)\s+(?P<group>(?:the|its|their)\s+[^,;]{1,120}?|"
               r"[A-Z][^,;]{0,120}?)\s*[.!]?\s*$"),
    lazy_compile(r"^\s*(?P<group>(?:The|Its|Their)\s+[^,;]{1,120}?|[A-Z][^,;]{0,120}?)\s+(?:include|includes)\s+"
               r"(?P<item>[^,;]{1,120}?)\s*[.!]?\s*$"),
)
_LIST = lazy_compile(r"(?P<group>[^.;:!?]{1,160}?)\s+(?:are|comprise|consist\s+of|are\s+made\s+up\s+of)\s+(?P<list>[^;!?]{1,600})")
_OPEN = lazy_compile(r"\b(?:such\s+as|including|among\s+others|and\s+others|amongst|among|etc|others|also|includes?|"
                   r"mainly|mostly|chiefly|many|several|some|two|three|four|five|six|seven|eight|nine|ten)\b",
                   re.IGNORECASE)
"""Words that leave a list open, or make it something other than the group's members."""
_FRAME = frozenset({"the", "a", "an"})
_MAX_LISTS = 32
"""Lists of a text read at most."""


def name_outside_closed_list(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's closed list of the claim's group that leaves out the claim's name (module docstring); else
    None."""
    shape = next((m for pattern in _CLAIM_SHAPES if (m := opening(pattern, cf.text)) is not None), None)
    if shape is None:
        return None
    group = _words(shape.group("group")) - _FRAME
    item = _words(shape.group("item")) - _FRAME
    if not group or not item or group & item:
        return None
    lists = [(key, members, text) for f in efs for key, members, text in kept(f, "closed_lists", _closed_lists)]
    left_out = next(((members, text) for key, members, text in lists if key == group and item.isdisjoint(members)),
                    None)
    if left_out is None or any(key == group and not item.isdisjoint(members) for key, members, _ in lists):
        return None  # (a member sharing a word may be the item in other words: "Gate 8" of "7, 8 and 9")
    if item <= _words(left_out[1]):
        return None  # "...; on Saturdays there is also the Sourdough": named beside the list
    known = item | group | left_out[0]
    for f in efs:
        for sentence in prose_sentences(f):
            words = _words(sentence)
            if item <= words and sentence.strip() != left_out[1] and not _elsewhere(sentence, known):
                return None  # "Since then, Wren Cottage has been added": the list may have grown
    return f"the evidence lists {shape.group('group').strip()} without '{shape.group('item').strip()}': '{left_out[1]}'"


def _elsewhere(sentence: str, known: set[str]) -> bool:
    """Whether a sentence naming the item ties it to another than the group's owner: a capitalised word of its own (not
    its first, a month's or a day's: "Greystone Cheeses trades at the Westbury market"), or "neighbouring", "another"."""
    if _ANOTHER.search(sentence):
        return True
    if _GROWN.search(sentence):
        return False  # "At the 2024 AGM, X was added to them", "has since added another: X"
    first = sentence.strip().split()[0] if sentence.strip() else ""
    for run in _CAPITALISED_RUN.finditer(sentence):
        if _words(run.group(0)) & known:
            continue  # the item's own name ("Cook House" of "Cook"), the list's or the group's
        words = [w for w in run.group(0).split() if w != first]
        if any(_words(w) - known - _CALENDAR for w in words):
            return True
    return False


_GROWN = lazy_compile(r"\b(?:added|adds|joined|joins|since|now|also|too|as\s+well|new|newest|latest|bought|acquired|"
                    r"created|opened|reopened|became|become|fourth|fifth|sixth|total)\b", re.IGNORECASE)
"""Words by which a sentence naming the item may say the list grew, whatever else it names."""
_ANOTHER = lazy_compile(r"\b(?:neighbouring|neighboring|nearby|rival)\b", re.IGNORECASE)
_CALENDAR = frozenset(MONTHS) | frozenset(WEEKDAYS) | {"i"}
_WORDS = lazy_compile(r"\w+(?:['’-]\w+)*")
_CAPITALISED_RUN = lazy_compile(r"(?<![\w'’-])[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")


def _words(text: str) -> set[str]:
    """A text's words, casefolded, accents, curly apostrophes and quotes left out ("Nestlé", "Ann 'Annie' Cole")."""
    plain = unicodedata.normalize("NFKD", text)
    return {w.casefold().replace("’", "'") for w in _WORDS.findall("".join(c for c in plain if not unicodedata.combining(c)))}


def _closed_lists(f: Features) -> tuple[tuple[frozenset[str], frozenset[str], str], ...]:
    """(the group's words, the members' words, the sentence) of each sentence of a text that lists a group's members
    now ("The station's boats are A, B and C")."""
    found = []
    for sentence in prose_sentences(f):
        m = _LIST.match(sentence)
        if m is None or _OPEN.search(m.group("list")) is not None:
            continue
        members = m.group("list")
        if "," not in members and " and " not in members and " or " not in members:
            continue
        found.append((frozenset(_words(m.group("group")) - _FRAME), frozenset(_words(members)), sentence.strip()))
        if len(found) >= _MAX_LISTS:
            break
    return tuple(found)




_ONLY_LIST = lazy_compile(r"(?P<subject>[^.;:!?]{1,120}?)\s+(?P<verb>[a-z]+)\s+only\s+the\s+following\s+(?:[\w'’-]+\s+){0,3}?"
                        r"[\w'’-]+\s*:\s*(?P<list>[^.;!?]{1,600})")
"""'Parkside Pool offers only the following classes: tai chi, pilates, spin and Zumba' (probe 53)."""


def name_outside_only_list(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim "S <verb> X" where the evidence says "S <verb> only the following N: A, B and C" without X (sharing no
    word with the list, "Parkside Pool offers yoga"): described; else None."""
    claim = cf.text.strip().rstrip(".!")
    for f in efs:
        if "only the following" not in f.text:
            continue  # (most texts: their sentences are not cut for it, which costs more than this search)
        for sentence in prose_sentences(f):
            if "only the following" not in sentence:
                continue
            m = _ONLY_LIST.search(sentence)
            if m is None:
                continue
            said = f"{m.group('subject').strip()} {m.group('verb')} "
            if not claim.casefold().startswith(said.casefold()):
                continue
            item = _words(claim[len(said):]) - _FRAME
            if item and item.isdisjoint(_words(m.group("list"))):
                return f"the evidence says {said}only the following, without '{claim[len(said):]}': '{sentence.strip()}'"
    return None
