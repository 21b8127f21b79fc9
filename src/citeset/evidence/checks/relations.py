"""The opposite relation, for DESIGN §3.4 "another value, another entity": an output claim that says "lost"
where its reference claim says "won", between the same words, does not state it.

The rules judge reads such a pair as another word in the same place (insufficient), not as a contradiction,
for pairs whose two words can both be true of other parties or at other times: "B bought it from A" restates
"A sold it to B", and a port can open a terminal and close it later. With the answer string present the claim
then counted correct (an audit: "lost the 2022 cup final" for "won", "fired" for "hired", "acquitted" for
"convicted"). In the same place, the claim otherwise its reference claim word for word, it states the other
event: "Harrow Mutual sold the warehouse" is no statement of "Harrow Mutual bought the warehouse".
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.evidence.checks.values import statement_of
from citeset.judges._rules_features import stem
from citeset.judges._rules_lexicon import IRREGULAR, OPPOSITE_PAIRS

REVERSED: tuple[tuple[str, str], ...] = (
    # outcomes and decisions
    ("win", "lose"), ("victory", "defeat"), ("winner", "loser"), ("succeed", "fail"), ("success", "failure"),
    ("convict", "acquit"), ("pass", "defeat"), ("pass", "fail"), ("pass", "reject"), ("sign", "veto"),
    ("elect", "defeat"), ("ratify", "reject"), ("enact", "repeal"), ("adopt", "repeal"), ("adopt", "reject"),
    ("adopt", "abandon"), ("impose", "lift"), ("introduce", "abolish"), ("introduce", "scrap"),
    ("grant", "revoke"), ("grant", "withdraw"), ("issue", "revoke"), ("affirm", "reverse"), ("uphold", "reverse"),
    ("sustain", "overrule"), ("plaintiff", "defendant"), ("prosecution", "defence"), ("prosecution", "defense"),
    # events that undo one another
    ("buy", "sell"), ("purchase", "sell"), ("acquire", "divest"), ("buyer", "seller"), ("lend", "borrow"),
    ("lender", "borrower"), ("creditor", "debtor"), ("import", "export"), ("hire", "fire"), ("hire", "dismiss"),
    ("appoint", "dismiss"), ("appoint", "fire"), ("promote", "demote"), ("upgrade", "downgrade"),
    ("join", "leave"), ("join", "quit"), ("enter", "exit"), ("arrive", "depart"), ("open", "close"),
    ("open", "shut"), ("opening", "closing"), ("start", "stop"), ("start", "end"), ("start", "finish"),
    ("begin", "end"), ("begin", "finish"), ("launch", "cancel"), ("launch", "discontinue"),
    ("complete", "abandon"), ("finish", "abandon"), ("create", "abolish"), ("create", "eliminate"),
    ("create", "destroy"), ("build", "demolish"), ("establish", "abolish"),
    ("establish", "dissolve"), ("found", "dissolve"), ("add", "remove"), ("add", "drop"), ("add", "delete"),
    ("insert", "delete"), ("install", "remove"), ("install", "uninstall"), ("include", "omit"),
    ("activate", "deactivate"), ("lock", "unlock"), ("encrypt", "decrypt"), ("connect", "disconnect"),
    ("gain", "lose"), ("gain", "loss"), ("receive", "send"), ("employer", "employee"), ("landlord", "tenant"),
    ("predecessor", "successor"), ("ancestor", "descendant"), ("parent", "subsidiary"),
    # directions of change
    ("rise", "drop"), ("rise", "decline"), ("increase", "drop"), ("increase", "fall"), ("increase", "decline"),
    ("increase", "lower"), ("raise", "cut"), ("raise", "reduce"), ("hike", "cut"), ("boost", "cut"),
    ("grow", "shrink"), ("grow", "decline"), ("expand", "contract"), ("expand", "reduce"), ("widen", "narrow"),
    ("strengthen", "weaken"), ("improve", "worsen"), ("improve", "deteriorate"), ("accelerate", "slow"),
    ("tighten", "loosen"), ("tighten", "ease"), ("appreciate", "depreciate"), ("inflation", "deflation"),
    ("overestimate", "underestimate"), ("overvalued", "undervalued"), ("overweight", "underweight"),
    ("inhibit", "stimulate"), ("suppress", "enhance"), ("upregulate", "downregulate"),
    ("outperform", "underperform"), ("soar", "plunge"), ("climb", "fall"), ("sink", "rise"), ("double", "halve"),
    ("upturn", "downturn"), ("upward", "downward"), ("inflow", "outflow"), ("hawkish", "dovish"),
    ("bullish", "bearish"), ("born", "die"), ("birth", "death"), ("marry", "divorce"), ("arrest", "release"),
    ("promote", "relegate"), ("acquire", "sell"), ("win", "loss"), ("approval", "rejection"),
    ("conviction", "acquittal"), ("opening", "closure"), ("arrival", "departure"), ("purchase", "sale"),
    ("growth", "decline"), ("inclusion", "exclusion"), ("expansion", "contraction"), ("freeze", "melt"),
    ("upload", "download"), ("ascending", "descending"), ("compress", "decompress"),
    ("synchronous", "asynchronous"), ("endothermic", "exothermic"), ("acidic", "alkaline"),
    ("agonist", "antagonist"), ("tachycardia", "bradycardia"), ("anterior", "posterior"), ("attract", "repel"),
    ("clockwise", "counterclockwise"), ("clockwise", "anticlockwise"), ("highland", "lowland"), ("top", "bottom"),
    ("summer", "winter"), ("home", "away"), ("day", "night"), ("junior", "senior"), ("major", "minor"),
    ("have", "lack"), ("prequel", "sequel"), ("valid", "void"), ("ally", "enemy"), ("left", "right"),
    # states, degrees and places
    ("surplus", "deficit"), ("credit", "debit"), ("asset", "liability"), ("majority", "minority"),
    ("benign", "malignant"), ("acute", "chronic"), ("dominant", "recessive"), ("alive", "dead"),
    ("survive", "die"), ("hypertension", "hypotension"), ("hyperthyroidism", "hypothyroidism"),
    ("sensitive", "resistant"), ("susceptible", "resistant"), ("with", "without"), ("symptomatic", "asymptomatic"),
    ("admissible", "inadmissible"), ("accessible", "inaccessible"), ("animate", "inanimate"),
    ("hotter", "colder"), ("hottest", "coldest"), ("richer", "poorer"), ("richest", "poorest"), ("wetter", "drier"),
    ("deeper", "shallower"), ("wider", "narrower"), ("cooler", "warmer"), ("coolest", "warmest"),
    ("high", "low"), ("higher", "lower"), ("large", "small"), ("larger", "smaller"), ("largest", "smallest"),
    ("big", "small"), ("bigger", "smaller"), ("biggest", "smallest"), ("long", "short"), ("longer", "shorter"),
    ("longest", "shortest"), ("tall", "short"), ("taller", "shorter"), ("tallest", "shortest"),
    ("old", "young"), ("older", "younger"), ("oldest", "youngest"), ("old", "new"), ("older", "newer"),
    ("oldest", "newest"), ("fast", "slow"), ("faster", "slower"), ("fastest", "slowest"), ("heavy", "light"),
    ("heavier", "lighter"), ("more", "less"), ("more", "fewer"), ("most", "least"), ("most", "fewest"),
    ("many", "few"), ("good", "bad"), ("better", "worse"), ("best", "worst"), ("right", "wrong"),
    ("rich", "poor"), ("strong", "weak"), ("stronger", "weaker"), ("hot", "cold"), ("warm", "cold"),
    ("warmer", "colder"), ("wet", "dry"), ("cheap", "expensive"), ("wide", "narrow"), ("deep", "shallow"),
    ("thick", "thin"), ("near", "far"), ("above", "below"), ("over", "under"), ("inside", "outside"),
    ("inner", "outer"), ("upper", "lower"), ("interior", "exterior"), ("domestic", "foreign"),
    ("domestic", "international"), ("urban", "rural"), ("indoor", "outdoor"), ("online", "offline"),
    ("manual", "automatic"), ("male", "female"), ("men", "women"), ("inbound", "outbound"),
    ("incoming", "outgoing"), ("input", "output"), ("upstream", "downstream"), ("north", "south"),
    ("east", "west"), ("northern", "southern"), ("eastern", "western"), ("northeast", "southwest"),
    ("northwest", "southeast"), ("before", "after"), ("earlier", "later"), ("early", "late"), ("first", "last"),
    ("previous", "next"), ("preceding", "following"), ("prior", "subsequent"), ("past", "future"),
    ("mandatory", "voluntary"), ("compulsory", "voluntary"), ("compulsory", "optional"), ("safe", "dangerous"),
    ("inclusive", "exclusive"), ("like", "dislike"), ("presence", "absence"),
    # negating prefixes that are not general ("inflammable" is "flammable", "invaluable" more than "valuable")
    ("possible", "impossible"), ("accurate", "inaccurate"), ("correct", "incorrect"), ("complete", "incomplete"),
    ("consistent", "inconsistent"), ("effective", "ineffective"), ("sufficient", "insufficient"),
    ("adequate", "inadequate"), ("appropriate", "inappropriate"), ("compatible", "incompatible"),
    ("dependent", "independent"), ("direct", "indirect"), ("formal", "informal"), ("visible", "invisible"),
    ("mature", "immature"), ("perfect", "imperfect"), ("proper", "improper"), ("regular", "irregular"),
    ("relevant", "irrelevant"), ("responsible", "irresponsible"), ("reversible", "irreversible"),
    ("literate", "illiterate"), ("logical", "illogical"), ("legitimate", "illegitimate"), ("secure", "insecure"),
    ("capable", "incapable"), ("competent", "incompetent"), ("curable", "incurable"), ("finite", "infinite"),
    ("honest", "dishonest"), ("loyal", "disloyal"), ("qualify", "disqualify"), ("continue", "discontinue"),
    ("obey", "disobey"), ("prove", "disprove"), ("approve", "disapprove"), ("similar", "dissimilar"),
)
"""Pairs whose two words between the same things, in the same place, state incompatible facts or the undoing
of one another. Between other parties most restate the fact (converses) or can both be true (events), which is
why the judge's `OPPOSITE_PAIRS` leaves them out; here they are read only in the same place. Each pair works
both ways and in every inflection; "un-" and "non-" before a word make its opposite ("unsafe", "non-binding")."""

_IRREGULAR_FORMS = {"lend": ("lent",), "shrink": ("shrank", "shrunk"), "die": ("dying",), "sink": ("sank", "sunk"),
                    "freeze": ("froze", "frozen"), "have": ("had", "has")}
"""Irregular forms of lexicon words that the judge's `IRREGULAR` does not lead back to their base ("won", "sold",
"left" and the rest it does: `_key` reads them through it)."""


@lru_cache(maxsize=65536)
def _key(word: str) -> str:
    """A word's stem; an irregular form's by its base ("lost" and "loses" are both "los")."""
    return stem(IRREGULAR.get(word, word))


def _forms(base: str) -> set[str]:
    """The inflections of `base` (over-generated: a form no text uses costs nothing)."""
    forms = {base, base + "s", base + "es", base + "ed", base + "ing", base + base[-1] + "ed",
             base + base[-1] + "ing", *_IRREGULAR_FORMS.get(base, ())}
    if base.endswith("e"):
        forms |= {base + "d", base[:-1] + "ing"}  # not "wind" from "win", "band" from "ban"
    if base.endswith("y"):
        forms |= {base[:-1] + "ies", base[:-1] + "ied"}
    return forms


def _table() -> dict[str, frozenset[str]]:
    table: dict[str, set[str]] = {}
    for a, b in (*OPPOSITE_PAIRS, *REVERSED):
        keys_a, keys_b = {_key(f) for f in _forms(a)}, {_key(f) for f in _forms(b)}
        for k in keys_a:
            table.setdefault(k, set()).update(keys_b - keys_a)
        for k in keys_b:
            table.setdefault(k, set()).update(keys_a - keys_b)
    return {k: frozenset(v) for k, v in table.items() if v}


OPPOSITES: dict[str, frozenset[str]] = _table()


def word_key(word: str) -> str:
    """A lowercase word's key in `OPPOSITES`: its stem, an irregular form's by its base ("won" -> "win")."""
    return _key(word)


def opposed(keys: AbstractSet[str], others: AbstractSet[str]) -> bool:
    """Whether a word of `keys` is an opposite of a word of `others` (both as `word_key`s)."""
    return any(OPPOSITES.get(k, frozenset()) & others for k in keys)
"""Key of a word -> keys of its opposites."""

_TOKEN = lazy_compile(r"[^\W_]+(?:['’-][^\W_]+)*")
SET_ASIDE = frozenset(["the", "a", "an", "its", "is", "are", "was", "were", "be", "been", "being", "has", "have", "had",
                   "did", "does", "do", "also", "then", "just", "already", "recently"])
"""Words set aside when comparing the two sentences: articles and auxiliaries ("has sold the" is "sold")."""
_PREFIXES = ("non-", "non", "un")
_NOT_NEGATED = frozenset(["unravel", "unravelled", "unraveled", "unravels", "unloose", "unloosed", "unloosen",
                          "unthaw", "unthawed", "unless", "untoward", "unduly", "unite", "united", "unites", "unto",
                          "union", "unit", "units", "universe", "university", "unique", "unison", "under"])
"""Words that start with a negating prefix and negate nothing ("unravel" is "ravel")."""


def _words(text: str) -> list[str]:
    """Words case-folded, without a possessive "'s", `SET_ASIDE` set aside."""
    out = []
    for raw in _TOKEN.findall(text):
        word = raw.casefold().replace("’", "'")
        word = word[:-2] if word.endswith("'s") else word
        if word not in SET_ASIDE:
            out.append(word)
    return out


@lru_cache(maxsize=65536)
def _opposites(word: str) -> frozenset[str]:
    """The keys of `word`'s opposites, a negating prefix included ("unsafe" for "safe" and back)."""
    found = set(OPPOSITES.get(_key(word), ()))
    for prefix in _PREFIXES:
        if word.startswith(prefix) and len(word) - len(prefix) >= 4 and word not in _NOT_NEGATED:
            found.add(_key(word[len(prefix):]))
        elif len(word) >= 4 and prefix + word not in _NOT_NEGATED:
            found.add(_key(prefix + word))
    return frozenset(found)


def _opposite_parts(word: str, wanted: str) -> bool:
    """Compounds alike but for one part, an opposite: "worst-selling" for "best-selling", "second-smallest"
    for "second-largest", "open-circuit" for "closed-circuit"."""
    ours, theirs = word.split("-"), wanted.split("-")
    if len(ours) < 2 or len(ours) != len(theirs):
        return False
    differ = [(a, b) for a, b in zip(ours, theirs, strict=True) if a != b]
    return len(differ) == 1 and _key(differ[0][1]) in _opposites(differ[0][0])


_TURNED = frozenset([("to", "from"), ("from", "to"), ("into", "from"), ("from", "into"), ("out", "in"),
                     ("in", "out")])
"""A preposition an opposite verb turns round with it, between the same parties: "lends to" for "borrows from",
"sends to" for "receives from" (a converse with the parties exchanged restates the fact and is not aligned)."""


def opposite_relation(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """The reference claim word for word but for one word, its opposite, which no cited span says: "lost the
    2022 final" for "won the 2022 final". Only the whole sentence pins the place: between other parties a
    converse restates the fact ("Women earn less than men" for "Men earn more than women", "B bought it from
    A"), and a claim that also says more ("Sales rose in 2023, after they fell in 2022") is not read here."""
    ours, theirs = _words(claim), _words(statement_of(reference))
    if len(ours) != len(theirs) or len(ours) < 2:
        return None
    differ = [i for i, (a, b) in enumerate(zip(ours, theirs, strict=True)) if a != b and _key(a) != _key(b)]
    if len(differ) == 2 and (ours[differ[1]], theirs[differ[1]]) in _TURNED:
        differ = differ[:1]  # "lends its engine to X" for "borrows its engine from X": the verb's own preposition
    if len(differ) != 1:
        return None
    word, wanted = ours[differ[0]], theirs[differ[0]]
    if (word, wanted) in _TURNED:
        # the same verb with its preposition turned round: "rents its loft from X" for "rents its loft to X"
        return None if any(_says_there(ours, differ[0], _words(text)) for text in evidence) else \
            f"turns the direction round ('{word}' where it says '{wanted}')"
    if _key(wanted) not in _opposites(word) and not _opposite_parts(word, wanted):
        return None
    if any(_says_there(ours, differ[0], _words(text)) for text in evidence):
        return None  # a cited span says it, between the same words: the judge decides
    return f"gives the opposite ('{word}' where it says '{wanted}')"


def _says_there(ours: Sequence[str], at: int, text: Sequence[str]) -> bool:
    """Whether `text` has the claim's word `ours[at]` (by key) before the word the claim has after it: a cited
    span that gives "sells" of another good ("sells surplus honey") does not say "sells wax foundation"."""
    window = [_key(w) for w in ours[at:at + 2]]
    keys = [_key(w) for w in text]
    n = len(window)
    return any(keys[k:k + n] == window for k in range(len(keys) - n + 1))
