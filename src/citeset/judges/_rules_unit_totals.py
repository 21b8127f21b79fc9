"""A total multiplied out of a unit price or rate and a count given in another sentence or passage (probe 57).

"The Ashby Scout Group paid £160 altogether for its climbing sessions" on "Northcrag Climbing Centre sells climbing
sessions at £8 each" and "The Ashby Scout Group bought 20 climbing sessions from Northcrag Climbing Centre": no
sentence says £160, but a careful reader multiplies £8 by 20. So too "£70 per call-out" with "made 8 call-outs", and
"£40 per patron a year" with "has 30 patrons". A step for `_rules_derived` (`priced_total`), read only when the claim
says a total ("altogether", "a total of", "between them") and the figure and the count are bound to one thing and
one buyer: the count is of the priced noun (its words, "20 climbing sessions", not "20 chalk bags"); the clause
counting names no one the claim and the pricing clause do not ("The Denby Youth Club bought 20 ..." counts another
buyer's); neither clause hedges or excepts ("up to 8 call-outs", "half of them paying a reduced rate"); and a year
the counting clause gives is the claim's.

A count is of units bought at the unit figure only when a verb of buying stands right before it ("bought 20 climbing
sessions"; for a rate "per" unit, also "made 8 call-outs", "has 30 members"): "was given", "won", "needs" and
"X offered 20 ... to the group" count units nobody paid for. The counting clause states no other price ("in a bundle
for £152") and returns nothing ("later returned 10 of them"); the pricing sentence gives no year but the claim's ("In
2022 ... at £8 each; in 2024 it charged £10 each"); a seller's or charger's price is not what the seller paid ("The
Museum charges £40 per patron" is no "The Museum paid"); and every other word the claim says of who paid and for what
is in the two clauses ("The group's members paid" where the group bought). A claim saying what a purchase cost
without a word of total ("bought 10 microphones, spending £450") is read against a count and a price of one clause
("bought 10 microphones at £45 each").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import NUMBER_WORDS, SMALL_COUNTS
from citeset.judges._rules_sums import TOTAL, TOTAL_WORDS
from citeset.judges._rules_tokens import NAMED_WORD, NUM, CTok, Features, raw_words, search, text_around

_EACH_BEFORE = lazy_compile(r"(?P<noun>(?:[a-z][\w'\u2019-]*\s+){0,2}[a-z][\w-]*s)\s+(?:at|for|cost|costs)\s+$")
"""A plural noun priced by the figure after it, when "each" follows the figure ("sells hut passes at £45 each")."""
_EACH_AFTER = lazy_compile(r"\s*(?:each|apiece)\b")
_PER_AFTER = lazy_compile(r"\s*(?:per|for\s+each|for\s+every)\s+(?P<noun>[a-z][\w-]*)\b")
"""A singular noun the figure before it is each one's price or rate ("£70 per call-out", "£40 per patron a year")."""
_COUNT_WORDS = "|".join(SMALL_COUNTS)
_HEDGED = lazy_compile(r"\b(?:up\s+to|at\s+least|at\s+most|as\s+many\s+as|about|around|nearly|almost|over|more\s+than|"
                     r"fewer\s+than|less\s+than|could|would|may|might|will|expects?|expected|plans?|planned|hopes?|"
                     r"aims?|target|forecasts?|reduced|discount\w*|concession\w*|free|half|some|most|except|but|only|"
                     r"not|no|never|cancelled|refunded|refunds?|returned|returns?|grants?|gifts?|gifted|donated|won|given|prizes?|"
                     r"raffles?)\b", re.IGNORECASE)
"""A clause's words by which not every unit counted is paid the unit figure, or the count is not sure."""
_BOUGHT = lazy_compile(r"\b(?:bought|buys|purchased|purchases|booked|books|ordered|orders|hired|hires|paid\s+for|"
                     r"pays\s+for)\s+$", re.IGNORECASE)
"""A verb of buying right before a count: its units were bought (at a seller's price "each")."""
_HAD = lazy_compile(r"\b(?:had|has|have|made|makes)\s+$", re.IGNORECASE)
"""A verb by which units are had or made, right before a count: each is charged the rate "per" unit."""
_HAD_OR_SPAN = lazy_compile(r"\b(?:had|has|have|made|makes|for|over)\s+$", re.IGNORECASE)
"""`_HAD`, or the span of a rate that is no price ("60 ml per hour for 8 hours"; "vouchers for 20 sessions" of a
price per session counts nothing bought)."""
_CURRENCIES = frozenset({"pound", "dollar", "euro", "yen", "franc", "rupee", "krona"})
"""A unit figure in these is a price: the claim's words of who paid must be the evidence's."""
_SELLS = lazy_compile(r"^\s*(?P<seller>.*?)\s+(?:sells|sold|charges|charged|costs?|prices|priced)\b", re.IGNORECASE)
"""A pricing clause by a seller or charger (who is then not the payer)."""
_MONEY = lazy_compile(r"[£$€¥]\s?\d|\b\d[\d,.]*\s*(?:pounds|dollars|euros|pence)\b", re.IGNORECASE)
_UNSAID = frozenset({"the", "a", "an", "of", "for", "in", "on", "to", "its", "their", "his", "her", "them", "s",
                     "between", "altogether", "total", "all", "together", "overall", "combined", "told", "paid",
                     "pay", "pays", "spent", "spend", "spends", "spending", "cost", "costs", "costing", "at", "and", "by",
                     "from", "with",
                     "was", "were", "is", "are", "has", "have", "had"})
"""Words of a claim the unit figure and the count need not repeat (its payment verb, its total words, its glue)."""
_YEAR = lazy_compile(r"\b(?:19|20)\d\d\b")
_SPENT = lazy_compile(r"\b(?:spending|spent|spend|costing|at\s+a\s+(?:total\s+)?cost\s+of)\b", re.IGNORECASE)
"""A claim giving what a purchase cost without a word of total ("bought 10 microphones, spending £450"): read only
against a count and a price of one clause ("bought 10 microphones at £45 each")."""
_SPENT_WORDS = frozenset({"spend", "spending", "spent", "cost", "costing"})
_MOST_READ = 8
"""Unit figures read at most per claim number (a price list is not a sentence of one purchase)."""


def priced_total(cf: Features, t: CTok, want: tuple[float, str], approx: bool,
                 efs: Sequence[Features]) -> frozenset[str] | None:
    """The claim's words of a total when an evidence unit figure times a count of the same noun and buyer is the
    claim's amount (see the module docstring); else None."""
    totalled = search(TOTAL, cf) is not None
    if approx or t.value is None or (not totalled and _SPENT.search(cf.text) is None):
        return None
    read = 0
    for f in efs:
        for u in f.content:
            if u.kind != NUM or u.value is None or u.sub == "year" or u.units != t.units or not u.value:
                continue
            paid = not _CURRENCIES.isdisjoint(u.units)
            priced = _priced_noun(f.text, u.sstart, u.send, paid)
            if priced is None:
                continue
            read += 1
            if read > _MOST_READ:
                return None
            pricing = text_around(f.text, u.sstart, semicolon=True)
            if not _pricing_fits(pricing, text_around(f.text, u.sstart, semicolon=False), cf.text):
                continue
            if any(count * u.value == t.value and (not paid or _said(cf.text, pricing, counting))
                   and (totalled or counting == pricing) for count, counting in _counts(priced, pricing, cf.text, efs)):
                return cf.cset & (TOTAL_WORDS | _SPENT_WORDS)
    return None


def _pricing_fits(pricing: str, sentence: str, claim: str) -> bool:
    """Whether a pricing clause is sure, its sentence gives no year but the claim's, and its seller is not the claim's
    payer."""
    if _HEDGED.search(pricing) is not None or not set(_YEAR.findall(sentence)) <= set(_YEAR.findall(claim)):
        return False
    sells = _SELLS.match(pricing)
    if sells is None:
        return True
    seller = " ".join(w for w in re.findall(r"[\w'\u2019-]+", sells.group("seller").casefold()) if w != "the")
    payer = " ".join(w for w in re.findall(r"[\w'\u2019-]+", claim.casefold()) if w != "the")
    return not seller or not payer.startswith(seller)


def _said(claim: str, pricing: str, counting: str) -> bool:
    """Whether every word the claim says of who paid and for what is in the pricing or the counting clause."""
    said = {w for w in raw_words(claim) if not any(c.isdigit() for c in w)} - _UNSAID - TOTAL_WORDS
    return said <= raw_words(pricing) | raw_words(counting)


def _priced_noun(text: str, start: int, end: int,
                 paid: bool) -> tuple[tuple[str, ...], frozenset[str], re.Pattern[str]] | None:
    """The noun a figure (a price if `paid`) is each one's figure of: (the plural forms its count may be written in,
    the words that may stand between the count and it, the verbs that may stand right before the count), else
    None."""
    before = _EACH_BEFORE.search(text, max(0, start - 80), start)
    if before is not None and _EACH_AFTER.match(text, end):
        words = before.group("noun").split()
        return (words[-1],), frozenset(words[:-1]), _BOUGHT
    per = _PER_AFTER.match(text, end)
    if per is not None:
        noun = per.group("noun")
        plurals = (noun + "s", noun + "es") + ((noun[:-1] + "ies",) if noun.endswith("y") else ())
        return plurals, frozenset(), _HAD if paid else _HAD_OR_SPAN
    return None


def _counts(priced: tuple[tuple[str, ...], frozenset[str], re.Pattern[str]], pricing: str, claim: str,
            efs: Sequence[Features]) -> list[tuple[int, str]]:
    """The counts the evidence gives of the priced noun in a clause bound to the claim's buyer, each with its clause
    (see the module docstring)."""
    plurals, modifiers, verb = priced
    pattern = re.compile(rf"\b(?P<count>\d{{1,4}}|{_COUNT_WORDS})\s+(?P<mods>(?:[a-z][\w'\u2019-]*\s+){{0,2}}?)"
                         rf"(?:{'|'.join(map(re.escape, plurals))})\b", re.IGNORECASE)
    known = raw_words(claim) | raw_words(pricing)
    out = []
    for f in efs:
        for m in pattern.finditer(f.text):
            counting = text_around(f.text, m.start(), semicolon=True)
            if (set(m.group("mods").split()) <= modifiers and verb.search(f.text, max(0, m.start() - 40), m.start())
                    and _priced_once(counting, pricing) and _bound(counting, pricing, claim, known)):
                count = m.group("count")
                out.append((int(count) if count.isdigit() else NUMBER_WORDS[count.lower()], counting))
            if len(out) >= _MOST_READ:
                return out
    return out


def _priced_once(counting: str, pricing: str) -> bool:
    """Whether a counting clause states no price of its own: none, or it is the pricing clause with its one price
    ("bought 10 microphones at £45 each"), not "in a bundle for £152"."""
    found = len(_MONEY.findall(counting))
    return found == 0 or (counting == pricing and found == 1)


def _bound(counting: str, pricing: str, claim: str, known: set[str]) -> bool:
    """Whether a counting clause is sure, names only whom the claim or the pricing clause names, the pricing clause
    only whom the claim or the counting clause names, and gives no year but the claim's."""
    if _HEDGED.search(counting) is not None:
        return False
    if not {w.casefold() for w in NAMED_WORD.findall(counting)} <= known:
        return False
    if not {w.casefold() for w in NAMED_WORD.findall(pricing)} <= raw_words(claim) | raw_words(counting):
        return False
    years = set(_YEAR.findall(counting))
    return not years or years == set(_YEAR.findall(claim))
