"""Words as the redactor compares them: which a text's words, spelled-out words and cut words say a secret word,
and the words a run wrote that no readable version states."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from citeset._lazyre import lazy_compile
from citeset.redact._corpus import FoldedCorpus
from citeset.redact._needles import WITHHELD, folded_with_origins, replaced_at
from citeset.redact._values import NO_VALUES, BlockedValues, StatedValues

DIRECTIONAL = lazy_compile("[\u202a-\u202e\u2066-\u2069]")
"""Directional overrides and isolates: shown, a text's letters may read in another order than stored; a reader of
redacted text is shown none."""
_GAP = " \u00a0\u2009\u202f"
_JOIN = ",.'’·/\\-" + _GAP
WORD = lazy_compile(rf"\d+(?:[{_JOIN}]\d+)+|\w+")
"""A word, or a number whose digit groups are joined by separators of any kind ("4,250,000", "4.250.000", "4 250
000", "4-250-000", "4/250/000": a hardening audit wrote a blocked number each of these ways)."""
_AFFIX = 3
"""Characters a blocked word may carry before and after it and still be withheld ("ZEBRAQUARTZ2", "xOrvanex")."""
_STEM = 4
_LONG = 6
"""Secret words of this many letters or more are withheld inside any word, whatever surrounds them."""
_SCAN_LIMIT = 64
"""The shortest blocked word looked for inside a longer one."""
PLACEHOLDER = lazy_compile(r"(\[withheld: [^\]]*\])")


def words_of(corpus: FoldedCorpus) -> frozenset[str]:
    """The words (numbers as their digits: "4,250,000" and "4 250 000" are 4250000) of a folded corpus."""
    return frozenset(_key(w) for w in WORD.findall(corpus.joined) if _counted(w))


_LAST_GROUP = lazy_compile(r"[.,](\d+)$")
_NOT_DIGITS = lazy_compile(r"\D")
_NUMBER = lazy_compile(rf"\d+(?:[{_JOIN}]\d+)*")


def _key(word: str) -> str:
    """A word as it is compared: a number as its digits, its groups' separators dropped ("4,250,000", "4 250 000"
    and "4.250.000" are 4250000), its decimals kept after a "." and without trailing zeros ("4,250,000.00" is
    4250000, "12,5" is 12.5). A last group of three digits after the separator the number groups with is a group
    ("4,000" and "4.000" are 4000); after the other separator, decimals ("4,250,000.000")."""
    if not word[:1].isdigit() or not word[-1:].isdigit() or not _NUMBER.fullmatch(word):
        return word  # "1orvane" is a word, not the number 1
    last = _LAST_GROUP.search(word)
    if last is None:
        return _NOT_DIGITS.sub("", word)
    whole, decimals = word[: last.start()], last.group(1)
    grouped = len(decimals) == 3 and not any(sep in whole for sep in ",." if sep != word[last.start()])
    if grouped:
        return _NOT_DIGITS.sub("", word)
    decimals = decimals.rstrip("0")
    return _NOT_DIGITS.sub("", whole) + (f".{decimals}" if decimals else "")


@dataclass(frozen=True, slots=True)
class Words:
    """The words only blocked versions state (`secret`), and those a readable version states."""

    secret: frozenset[str]
    readable: frozenset[str]
    long: frozenset[str] = frozenset()
    long_lengths: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "secret", self.secret - self.readable - COMMON)
        long = frozenset(w for w in self.secret if len(w) >= _LONG and w.isalpha())
        object.__setattr__(self, "long", long)
        object.__setattr__(self, "long_lengths", tuple(sorted({len(w) for w in long})))

    def __bool__(self) -> bool:
        return bool(self.secret)

    def withheld(self, word: str) -> bool:
        """Whether a folded word of a text says a secret word: itself; with up to `_AFFIX` characters more before
        and after it ("ZEBRAQUARTZ2", "xOrvanex"); or two secret words run together ("OrvaneHoldings"). A word a
        readable version states is kept whole."""
        key = _key(word)
        if key in self.secret:
            return True
        if key in self.readable or len(key) <= _STEM:
            return False
        n = len(key)
        inner = any(key[i : n - j] in self.secret for i in range(_AFFIX + 1) for j in range(_AFFIX + 1 - i)
                    if n - i - j >= _STEM)
        if inner or self._long_inside(key):
            return True
        # two secret words run together; a word longer than any two is none (and trying each split of a 200 KB
        # word took 15 s: a hardening audit)
        return n <= _SCAN_LIMIT and any(key[:i] in self.secret and key[i:] in self.secret
                                        for i in range(_STEM, n - _STEM + 1))

    def _long_inside(self, key: str) -> bool:
        """Whether a secret word of `_LONG` letters or more stands anywhere inside `key` ("preOrvanexHoldingsCorp"),
        whatever surrounds it."""
        n = len(key)
        if not self.long or n <= _LONG:
            return False
        if n > _SCAN_LIMIT:  # a very long token: each long secret word looked for in it
            return any(w in key for w in self.long)
        return any(key[i : i + size] in self.long for size in self.long_lengths if size < n
                   for i in range(n - size + 1))


_SPELLED = lazy_compile(r"[^\W_](?:[\W_]{1,3}[^\W_])++")
"""Letters or digits joined by one to three other characters (dots, slashes, bars, dashes, spaces...), found
without backtracking (each run once); a word spelled out ("O.r.v.a.n.e", "O/r/v/a/n/e") is a run's single
letters, read by `spelled_or_cut`."""
_CUT = lazy_compile(r"(?<![^\W_])[^\W\d_]++(?:(?:[-\u2010\u2011\u2013]\s?|\.)[^\W\d_]++)++(?![^\W_])")
"""Words of letters joined by hyphens or dashes ("Orv-ane", "Orv–ane", a line-break hyphen) or by a dot with no space
after it ("Orv.ane": "dollar. Sign" is a sentence end), each run once (numbers joined so are read as numbers,
`WORD`)."""
_LETTERS = lazy_compile(r"[^\W\d_]+")
_MOST_CUT = 4
"""Parts of a cut word read together (a blocked word cut in up to four)."""
_LETTER = lazy_compile(r"(?<![^\W_])[^\W_](?![^\W_])")


Withheld = Callable[[str], bool]
"""Whether a folded word (a text's word, or letters read together as one) is to be withheld."""


def _spelled_runs(folded: str) -> Iterator[tuple[int, int, str]]:
    """Each run of four or more single letters of a folded text (start, end, the letters read together), not part of
    a longer word at either end ("a b c de": "de" is a word)."""
    for m in _SPELLED.finditer(folded):
        if m.start() > 0 and folded[m.start() - 1] in ".-":
            continue  # inside a dotted or hyphenated word ("e.g.", "x-y-z")
        letters = list(_LETTER.finditer(folded, m.start(), m.end() + 1))
        if letters and letters[-1].end() < len(folded) and folded[letters[-1].end()] == "-":
            letters = letters[:-1]
        if len(letters) >= 4:
            yield letters[0].start(), letters[-1].end(), "".join(x.group() for x in letters)


def _cut_runs(folded: str) -> Iterator[tuple[int, int, list[str]]]:
    """Each two to `_MOST_CUT` neighbouring parts of a word cut by hyphens or dots (start, end, the parts)."""
    for m in _CUT.finditer(folded):
        parts = list(_LETTERS.finditer(m.group()))
        for i in range(len(parts)):
            for j in range(i + 1, min(i + _MOST_CUT, len(parts))):
                yield (m.start() + parts[i].start(), m.start() + parts[j].end(),
                       [p.group() for p in parts[i : j + 1]])


def spelled_or_cut(folded: str, withheld: Withheld) -> list[tuple[int, int]]:
    """The spans of a folded text that spell a withheld word letter by letter, or cut it into parts joined by
    hyphens or dots ("orv-ane"), none of them withheld on its own."""
    return ([(s, e) for s, e, letters in _spelled_runs(folded) if withheld(letters)]
            + [(s, e) for s, e, parts in _cut_runs(folded) if withheld("".join(parts))])


def spelled_out(text: str, withheld: Withheld) -> str:
    """`text` with each withheld word spelled out letter by letter, or cut into parts, replaced where it stands."""
    folded, origin = folded_with_origins(text)
    return replaced_at(text, origin, spelled_or_cut(folded, withheld), WITHHELD)


def whole_words(text: str, found: set[str]) -> str:
    """`text` with each occurrence of the folded words `found` (whole words of the folded text) replaced."""
    folded, origin = folded_with_origins(text)
    spans = [(m.start(), m.end()) for m in WORD.finditer(folded) if m.group() in found]
    return replaced_at(text, origin, spans, WITHHELD)


def _counted(word: str) -> bool:
    """Words of three characters or more, and numbers, are compared; shorter words say too little to withhold."""
    return len(word) >= 3 or any(c.isdigit() for c in word)


_COMMON_WORDS = """
a about above across after against all almost along already also although always am among an and another any are
around as at away be because been before being below besides between both but by can cannot could did do does doing
done down during each either else even ever every few for from further had has have having he her here hers herself
him himself his how however i if in instead into is it its itself just least less many may me might more most much
must my myself neither never no nor not now of off often on once only onto or other others otherwise our ours out
over own per perhaps rather same shall she should since so some still such than that the their theirs them
themselves then there therefore these they this those though through throughout thus to together too toward towards
under unless until up upon us very via was we were what whatever when whenever where whereas whether which while who
whom whose why will with within without would yes yet you your yours
also according answer answers cited cites citing claim claims evidence named names say says said source sources
state states stated text document documents record records see shows shown given gives include includes including
chunk chunks doc docs span spans page pages section sections part parts http https www com org net html pdf
term terms threshold entailed entailment contradicted insufficient mismatch qualifier differs noun
phrase negation modal modality doer verb verbs swapped reversed relates drops exchanged exchanges withheld
"""
COMMON = frozenset(_COMMON_WORDS.split())
"""English function words, words answers use to speak of their sources, and words judges and reasons use to
describe a reading ("5/5 claim terms in evidence", "qualifier differs"): never withheld, as unknown or as blocked (a
blocked version that says "under" or "terms" hid them in every rationale a reader saw). A fixed list, so showing
them tells a run nothing about blocked text."""
_SMALL = lazy_compile(r"\d{1,2}")
"""A number under 100 is never withheld as unknown (nor as blocked, when the run wrote it): markers ("[2]"), list
numbers and counts are in most answers, and a run could try every one of them."""


_SUFFIXES = ("ings", "ing", "edly", "ed", "ers", "er", "ies", "es", "ly", "s", "d")


def stem(word: str) -> str:
    """A word without one common English ending ("supports", "liked", "roughly" as "support", "lik", "rough"): a
    run's word is known when a readable version states the word in another form."""
    for suffix in _SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word.removesuffix("e") if len(word) > 3 else word


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """What a reader may read, as a run's words are compared with it: the readable versions' words and their stems,
    `COMMON` and numbers under 100. Nothing here depends on blocked text."""

    words: frozenset[str]
    stems: frozenset[str]

    @classmethod
    def of(cls, readable: frozenset[str]) -> Vocabulary:
        return cls(readable, frozenset(stem(w) for w in readable if w.isalpha()))

    def knows(self, key: str) -> bool:
        return (key in self.words or key in COMMON or bool(_SMALL.fullmatch(key))
                or (key.isalpha() and stem(key) in self.stems))


@dataclass(frozen=True, slots=True)
class RunWords:
    """The words a run wrote: each word, and each spelled-out or cut word read as one (`written`), and those of
    them the reader's `Vocabulary` does not know (`unknown`); `text` and `digits` hold the run's folded text and
    numbers, for a word that is a piece of one of its words ("x_Orvane", "4250-77").

    What a reader is shown of a run's own text must not depend on what blocked versions say: withholding exactly the
    words only a blocked version states would tell a run that lists candidates which ones are right (a hardening
    re-audit recovered a blocked name, amount and day that way). So a word the run wrote, or a piece of one, is
    withheld when it is unknown, and never for being blocked; the rule by blocked text applies only to words the run
    did not write (a passage's, in a judge's rationale)."""

    written: frozenset[str] = frozenset()
    unknown: frozenset[str] = frozenset()
    values: BlockedValues = NO_VALUES
    """The amounts and days the run wrote that no readable version states."""
    text: str = ""
    digits: str = ""
    vocabulary: Vocabulary | None = None

    @classmethod
    def of(cls, folded_texts: Iterable[str], vocabulary: Vocabulary, stated: StatedValues) -> RunWords:
        folded_texts = list(folded_texts)
        written: set[str] = set()
        unknown: set[str] = set()
        for folded in folded_texts:
            words = {_key(w) for w in WORD.findall(folded) if _counted(w)}
            spelled = {letters for _, _, letters in _spelled_runs(folded)}
            written |= words | spelled
            unknown |= {k for k in words | spelled if not vocabulary.knows(k)}
            for _, _, parts in _cut_runs(folded):
                joined = "".join(parts)
                written.add(joined)
                # a compound of known words ("well-known") is known; parts too short to be words ("Or-va-ne") are not
                if not vocabulary.knows(joined) and not all(_counted(p) and vocabulary.knows(p) for p in parts):
                    unknown.add(joined)
        text = "\n".join(folded_texts)
        digits = " ".join(_NOT_DIGITS.sub("", n) for n in _NUMBER.findall(text))
        return cls(frozenset(written), frozenset(unknown), BlockedValues.of(text, stated), text, digits, vocabulary)

    def __bool__(self) -> bool:
        return bool(self.unknown or self.values)

    def own_unknown(self, folded: str) -> list[tuple[int, int]]:
        """Where in a folded text the run's own words (spelled-out and cut words, amounts and days too) stand that
        the reader may not read: the spans its rule withholds as the run's."""
        if not self:
            return []
        spans = [(m.start(), m.end()) for m in WORD.finditer(folded) if _key(m.group()) in self.unknown]
        spans += [(s, e) for s, e, letters in _spelled_runs(folded) if letters in self.unknown]
        spans += [(s, e) for s, e, parts in _cut_runs(folded) if "".join(parts) in self.unknown]
        return spans + self.values.spans(folded)

    def withheld(self, secret: Words) -> Withheld:
        """The rule for a text that may hold the run's words: the run's own words, and pieces of them, by what the
        reader may read; others by `secret`."""
        def withheld(word: str) -> bool:
            key = _key(word)
            if key in self.written:
                return key in self.unknown
            if self.vocabulary is not None and _counted(key) and self._inside(key):
                return not self.vocabulary.knows(key)
            return secret.withheld(word)
        return withheld

    def _inside(self, key: str) -> bool:
        """Whether `key` is a piece of a word or number the run wrote (a judge names a claim's terms one by one)."""
        number = _NOT_DIGITS.sub("", key)
        if number and number == key.replace(".", ""):
            return number in self.digits
        return key in self.text
