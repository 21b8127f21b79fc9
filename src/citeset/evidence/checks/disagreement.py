"""Cited spans that disagree with each other about what the claim states (DESIGN §3.7, §3.9; §4 accepts no claim
with an unresolved material contradiction).

"The Tarn laboratory is located in Bergen." and "The Tarn laboratory is located in Tromso.", both cited, give
two values for one named thing. A claim that states one of them rests on a cited span that contradicts it; read
together, though, the spans hold every word of the claim, and when the value sits in the second hop of a
multi-hop claim ("The laboratory run by Dr Ines Kowal is located in Bergen"), no span left out contradicts it
on its own words. The word-level judge finds such a claim entailed and an annotated route accepts it.

Two sentences of different cited spans disagree here when they are the same words but for one place, and in
that place each gives a value: a number, a time or a name (capitalised words). Their subject, before that
place, must name something ("The station was founded in 1961." and "... in 1974." may be two stations, whose
documents' titles say which; see `_names_its_subject`) and the claim must give one side's value, in the same place
(the word before or after it the same), with most of the shared words, and not the other side's value. Deciding
only on that, the check is deterministic and asks no judge.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from itertools import combinations

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import MONTHS, STOPWORDS, WEEKDAYS
from citeset.judges._rules_values import typed_placed
from citeset.parse import split_sentences

_TOKEN = lazy_compile(r"[^\W_]+(?:['’.:,-][^\W_]+)*")
_MAX_VALUE = 4
"""At most this many words in a side's value ("Saint Julian's", "10:30 pm"); longer differences are clauses."""
_MAX_SENTENCES = 40
"""Sentences read per cited span: a claim citing whole documents is compared on their openings only."""
_NOT_NAMES = STOPWORDS | frozenset(MONTHS) | frozenset(WEEKDAYS)


@dataclass(frozen=True)
class Disagreement:
    """A cited span (`against`) that gives `other` where another cited span (`supporting`) gives `value`, the
    claim's."""

    supporting: str
    against: str
    value: str
    other: str
    of_member: bool = False
    """`supporting` is a member of the route the claim's citations cover (`member_disputed`), not the claim."""

    @property
    def rationale(self) -> str:
        if self.of_member:
            return (f"cited span {self.against!r} gives {self.other!r} where cited route member {self.supporting!r}, "
                    f"which the claim rests on, gives {self.value!r}: the cited spans disagree")
        return (f"cited span {self.against!r} gives {self.other!r} where cited span {self.supporting!r} gives "
                f"{self.value!r}, the claim's: the cited spans disagree")


@dataclass(frozen=True)
class _Sentence:
    span_id: str
    words: tuple[str, ...]
    folded: tuple[str, ...]


def cited_disagreement(claim: str, passages: Sequence[tuple[str, str]],
                       same_side: Callable[[str, str], bool] | None = None) -> Disagreement | None:
    """The first pair of sentences of two cited spans (span id, text) that disagree about the value the claim
    states (see the module docstring), or None. Spans `same_side` pairs (lines of one document, members of one
    adjudicated route: several values of one relation, as a timetable or a prize list gives them) are not
    compared."""
    cited = list(dict.fromkeys(span_id for span_id, _ in passages))
    if len(cited) < 2:
        return None
    every_pair = getattr(same_side, "every_pair", None)  # (a reading that tells it without reading each pair)
    if same_side is not None and (every_pair(cited) if every_pair is not None
                                  else all(same_side(a, b) for a, b in combinations(cited, 2))):
        return None  # every pair is on one side (`same_side` is symmetric): no sentence pair would be compared
    sentences = [s for span_id, text in passages for s in _sentences(span_id, text)][:_MAX_CITED_SENTENCES]
    read: tuple[tuple[str, ...], dict[tuple[str, Decimal], str]] | None = None  # the claim, once a pair needs it
    for a, b in _candidates(sentences):
        if same_side is not None and same_side(a.span_id, b.span_id):
            continue
        if read is None:  # (most claims' spans give no pair to compare: their values are never read)
            read = (tuple(w.casefold() for w in _TOKEN.findall(claim)),
                    {(kind, amount): anchor for kind, amount, _, _, anchor, _ in typed_placed(claim, sure=False) or ()})
        said, amounts = read
        found = _disagree(said, amounts, a, b) or _disagree(said, amounts, b, a)
        if found is not None:
            return found
    return None


_MAX_CITED_SENTENCES = 200
"""Sentences read over all cited spans: pairs of them are compared."""


def _candidates(sentences: list[_Sentence]) -> Iterator[tuple[_Sentence, _Sentence]]:
    """Pairs of sentences of different spans with the same first or the same last word (the shared words are
    three or more, before or after the one place that differs), in the order the spans were cited; made as they
    are asked for (the first disagreement ends the search)."""
    by_end: dict[tuple[int, str], list[int]] = {}
    for i, s in enumerate(sentences):
        by_end.setdefault((0, s.folded[0]), []).append(i)
        by_end.setdefault((1, s.folded[-1]), []).append(i)
    seen: set[tuple[int, int]] = set()
    for j, s in enumerate(sentences):
        for key in ((0, s.folded[0]), (1, s.folded[-1])):
            for i in by_end[key]:
                if i >= j:
                    break
                if (i, j) not in seen and sentences[i].span_id != s.span_id:
                    seen.add((i, j))
                    yield sentences[i], s


def _sentences(span_id: str, text: str) -> list[_Sentence]:
    return [_Sentence(span_id, words, folded) for words, folded in _read(text)]


@lru_cache(maxsize=8192)
def _read(text: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """The words of each statement of a span's text, as written and case-folded (a span is cited by many
    claims). A label line ("Title: Holm Municipal Airport") or one of names alone states nothing to disagree
    with."""
    lines = (text[start:end] for start, end in split_sentences(text)[:_MAX_SENTENCES])
    return tuple(read for line in lines if not _LABEL.match(line) and (read := _statement(line)) is not None)


def _statement(text: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The words of a sentence or clause, as written and case-folded, when it states something (three words or
    more, one of them a lower-case content word: not a line of names alone); else None."""
    words = tuple(_TOKEN.findall(text))
    if len(words) >= 3 and any(w.islower() and w not in STOPWORDS for w in words):
        return words, tuple(w.casefold() for w in words)
    return None


_LABEL = lazy_compile(r"\W*[A-Z][\w ]{0,30}:\s")


def _disagree(said: tuple[str, ...], amounts: dict[tuple[str, Decimal], str], ours: _Sentence,
              theirs: _Sentence, named: bool = False) -> Disagreement | None:
    """`theirs` contradicting the claim, which gives `ours`'s value in its place, as words or as an amount
    (`amounts`: the claim's values with the word before each). `named`: the two sentences are known to be about
    one named thing although their subject names none (`member_disputed`)."""
    a, b = ours.folded, theirs.folded
    if a == b:
        return None
    head = _common_head(a, b)
    tail = _common_head(a[head:][::-1], b[head:][::-1])
    mine, other = ours.words[head:len(a) - tail], theirs.words[head:len(b) - tail]
    if not (0 < len(mine) <= _MAX_VALUE and 0 < len(other) <= _MAX_VALUE):
        return None
    if not (_is_value(mine) and _is_value(other)):
        return None
    shared = ours.words[:head] + ours.words[len(a) - tail:]
    if len(shared) < 3 or not _names_its_subject(ours.words, head, named):
        return None
    value, against = a[head:len(a) - tail], b[head:len(b) - tail]
    before, after = (a[head - 1] if head else None), (a[len(a) - tail] if tail else None)
    if _contains(said, against):
        return None
    if not _placed(said, value, before, after) and not _amount_placed(amounts, ours.words, theirs.words):
        return None
    if not _mostly_said(said, shared):
        return None
    return Disagreement(ours.span_id, theirs.span_id, " ".join(mine), " ".join(other))


def _common_head(a: Sequence[str], b: Sequence[str]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _is_value(words: Sequence[str]) -> bool:
    """A number, a time or a name: every word has a digit or a capital, or is a clock's am/pm."""
    return all(any(c.isdigit() for c in w) or w[:1].isupper() or w.casefold() in ("am", "pm") for w in words) \
        and any(any(c.isdigit() for c in w) or w[:1].isupper() for w in words)


def _names_its_subject(words: Sequence[str], start: int, named: bool = False) -> bool:
    """Whether the sentence's subject, before the place that differs (`start`), holds a name: "The Tarn
    laboratory is ...", "Pilot boarding at Gate North begins ...". A subject that is a pronoun or names no thing
    ("It has a Roud Folk Song Index number of 326.", "The episode aired on NBC on ...") may be another thing in
    each document; a subject that holds the place that differs ("Southaven is a city in DeSoto County", "The
    Independent Spirit Award for Best Editing is ...") is two things. The subject ends at the first function
    word other than an article or a preposition, or at a past participle ("aired"); a name is a capitalised
    word that is no function word, month or weekday, and not the sentence's first."""
    end = next((i for i, w in enumerate(words) if _ends_subject(w)), len(words))
    if start < end < len(words):
        return False
    return named or any(w[:1].isupper() and w.casefold() not in _NOT_NAMES for w in words[1:min(end, start)])


def _ends_subject(word: str) -> bool:
    folded = word.casefold()
    if folded in STOPWORDS and folded != "am":  # "10 am" is a time
        return folded not in _IN_SUBJECT
    return word.islower() and len(word) > 4 and folded.endswith("ed")


_IN_SUBJECT = frozenset(["the", "a", "an", "of", "at", "for", "in", "on"])


def _placed(said: Sequence[str], value: Sequence[str], before: str | None, after: str | None) -> bool:
    """Whether the claim gives `value` with the word before or after it the same as in the sentence."""
    n = len(value)
    for i in range(len(said) - n + 1):
        if tuple(said[i:i + n]) != tuple(value):
            continue
        if (before is not None and i > 0 and said[i - 1] == before) or (
                after is not None and i + n < len(said) and said[i + n] == after):
            return True
    return False


def _amount_placed(amounts: dict[tuple[str, Decimal], str], ours: Sequence[str], theirs: Sequence[str]) -> bool:
    """Whether the claim gives, read by amount, the values only `ours` gives, each after the same content word, and none
    that only `theirs` gives: "start at 9:00 a.m." gives "start at 9 am", not "start at 11 am"."""
    mine = typed_placed(" ".join(ours), sure=False) or []
    other = {(kind, amount) for kind, amount, *_ in typed_placed(" ".join(theirs), sure=False) or ()}
    only_mine = [(kind, amount, anchor) for kind, amount, _, _, anchor, _ in mine if (kind, amount) not in other]
    if not only_mine or other - {(k, a) for k, a, *_ in mine} & amounts.keys():
        return False
    return all(amounts.get((kind, amount)) == anchor for kind, amount, anchor in only_mine)


def _contains(said: Sequence[str], words: Sequence[str]) -> bool:
    n = len(words)
    return any(tuple(said[i:i + n]) == tuple(words) for i in range(len(said) - n + 1))


def _mostly_said(said: Sequence[str], shared: Sequence[str]) -> bool:
    """Whether the claim has at least half of the shared content words (compared on their first five letters:
    "located"/"locates", "registered"/"register")."""
    content = {w.casefold()[:5] for w in shared if w.casefold() not in STOPWORDS}
    if not content:
        return False
    have = {w[:5] for w in said}
    return 2 * len(content & have) >= len(content)


def title_names(title: str | None) -> frozenset[str]:
    """The names a document's title gives (capitalised words other than function words, months and weekdays,
    case-folded): two documents whose titles share one are about one named thing ("Skarn Library board minutes",
    "Skarn Gazette")."""
    return frozenset(w.casefold() for w in re.findall(r"[^\W\d_][\w'’-]*", title or "")
                     if w[:1].isupper() and w.casefold() not in _NOT_NAMES)


def member_disputed(members: Sequence[tuple[str, str]], extras: Sequence[tuple[str, str]],
                    same_thing: Callable[[str, str], bool] | None = None) -> Disagreement | None:
    """The first cited span of `extras` (span id, text: citations that cover no member) giving another value
    than a cited member of the claim's covered route (`members`) for the same statement, or None. The member is
    a premise the claim rests on even where the claim does not repeat its value: "Mona Dahl directs the library
    that holds the Iver Psalter" rests on "The Iver Psalter is held by the Skarn Library", which "The Iver
    Psalter has been held by the Brenna Archive since 2024" disputes. A member is read clause by clause ("...
    chaired by Ivo Lind, and its treasurer is ..."), and a statement of the present with a since-clause or "now"
    as the present it asserts. `same_thing(member, extra)` says whether two spans are about one named thing
    when the subject they share names none ("the library board": their documents' titles share a name)."""
    for member_id, member_text in members:
        for ours in _statements(member_id, member_text):
            for extra_id, extra_text in extras:
                named = same_thing is not None and same_thing(member_id, extra_id)
                for theirs in _statements(extra_id, extra_text):
                    found = _disagree(ours.folded, {}, ours, theirs, named)
                    if found is not None:
                        return Disagreement(found.supporting, found.against, found.value, found.other, True)
    return None


def _statements(span_id: str, text: str) -> list[_Sentence]:
    return [_Sentence(span_id, words, folded) for words, folded in _read_clauses(text)]


@lru_cache(maxsize=4096)
def _read_clauses(text: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """`_read`, each sentence split into its coordinated clauses and each clause read in the present it asserts
    (`_in_present`)."""
    lines = (text[start:end] for start, end in split_sentences(text)[:_MAX_SENTENCES])
    clauses = (clause for line in lines if not _LABEL.match(line) for clause in _CLAUSE_BREAK.split(line))
    return tuple(read for clause in clauses if (read := _statement(_in_present(clause))) is not None)


_CLAUSE_BREAK = lazy_compile(r",\s+(?:and|but|while|whereas)\s+|;\s+")
_MONTH_NAMES = "|".join(sorted(MONTHS, key=len, reverse=True))
_SINCE = lazy_compile(rf",?\s*\b(?:since|as of)\s+(?:(?:early|mid|late)\s+)?(?:\d{{1,2}}\s+)?(?:(?:{_MONTH_NAMES})\.?\s+)?"
                    rf"(?:\d{{1,2}},?\s+)?(?:1[5-9]|20)\d\d\b,?", re.IGNORECASE)
_NOW = lazy_compile(r"\b(?:now|currently)\b,?", re.IGNORECASE)
_PERFECT = lazy_compile(r"\b(has|have)\s+been\b", re.IGNORECASE)


def _in_present(clause: str) -> str:
    """A clause with a since-clause or "now" ("Since April 2025 the board has been chaired by Petra Holm") as the
    present it asserts ("the board is chaired by Petra Holm"); other clauses as they are: "has been chaired by"
    alone may speak of any time."""
    bare = _NOW.sub(" ", _SINCE.sub(" ", clause))
    if bare == clause:
        return clause
    return _PERFECT.sub(lambda m: "is" if m.group(1).casefold() == "has" else "are", bare)
