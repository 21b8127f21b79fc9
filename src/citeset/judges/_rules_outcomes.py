"""Outcomes the claim states otherwise than the evidence: a place in a ranking, and an event that did not happen
(probe 41).

* "Goldcrust finished first at the awards, ahead of Oven Lane" on "Oven Lane took first place and Goldcrust came
  second": the evidence gives each name its place ("took first place", "came second", "finished third", "was
  runner-up"); a claim giving a name another place is contradicted.
* "The spring sale took place at Marchmont on 12 May" on "... had planned to hold the spring sale ... / The event
  was cancelled two weeks beforehand": a claim that the event happened ("took place", "was held", "went ahead")
  where an evidence sentence says it was cancelled, called off or postponed (a sentence holding the claim's words
  or referring back: "The event", "It"), and no evidence text says it happened, is not entailed.
* "Ben Achterberg secured a £52,000 grant from the Fund" on "the Fund turned down an application for £52,000 from
  the Trust": a claim that a request succeeded ("secured", "won", "was awarded", "received") where an evidence
  sentence holding its words says the request was turned down, rejected or refused (probe 42), and no evidence text
  says a request succeeded, is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import features
from citeset.judges._rules_nominal_roles import name_key, same_name
from citeset.judges._rules_tokens import NEG, Features, finds, search, sentences_in_turn

_NAME = r"(?<![\w'\u2019&-])(?:the\s+)?(?P<name>(?<![\w'\u2019&-])[A-Z][\w'\u2019&-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w'\u2019&-]*){0,5})"
_PLACE_WORD = (r"(?P<place>first|second|third|fourth|fifth|sixth|last|1st|2nd|3rd|4th|5th|runner-up|"
               r"top(?=\s+(?:place|spot|position|of)\b|\s*[,.;:]|\s*$))")
"""A place ("top" alone: "in the top 10" is none)."""
_PLACE = lazy_compile(_NAME + r"\s+(?:took|came|finished|(?:was\s+|were\s+|is\s+)?placed|was|were|"
                    r"(?:was\s+|were\s+|is\s+)?ranked|ended|won)\s+(?:in\s+)?(?:as\s+)?"
                    r"(?:the\s+)?" + _PLACE_WORD + r"(?:\s+place)?\b")
_PLACE_LISTED = lazy_compile(r"\b(?:ahead\s+of|with|followed\s+by|and|then)\s+" + _NAME + r"\s+(?:in\s+)?(?:the\s+)?" + _PLACE_WORD
                           + r"(?:\s+place)?\b")
"""A place given in a list after another's ("ahead of Apron One in second and Redwing in third", "with Calder Cloth
third"; probe 45)."""
_WON = lazy_compile(_NAME + r"\s+won\b(?=\s*[;,.:]|\s*$|\s+(?:the|this|last)\s+(?:[\w'-]+\s+){0,8}?(?:prize|award|cup|"
                  r"trophy|title|contest|competition|championships?|race|final|league|show|class|category|"
                  r"tournament)s?\b)")
"""A win said without a place ("Threadneedle Collection won;", "won the national puppetry prize"): first."""
_ORDINALS = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth", "top": "first",
             "runner-up": "second"}


_PLACE_CUE = lazy_compile(r"\b(?:first|second|third|fourth|fifth|sixth|last|1st|2nd|3rd|4th|5th|runner-up|top|won)\b")
"""A word without one of which no text says a place `placings` reads."""


class Placing(NamedTuple):
    """A name's place in a text, where the place is said (for a win said without one, the verb "won")."""

    name: str
    place: str
    said: str
    at: tuple[int, int]
    written: str


def placings(text: str) -> list[Placing]:
    """The places `text` gives names, in order of where they are said ("X took first place", "X finished as
    runner-up", "ahead of Y in second", "with Z third", "X won the prize")."""
    found = [Placing(name_key(m.group("name")), _ordinal(m.group("place")), m.group(0).strip(), m.span("place"),
                     m.group("name")) for pattern in (_PLACE, _PLACE_LISTED) for m in pattern.finditer(text)]
    found += [Placing(name_key(m.group("name")), "first", m.group(0).strip(), (m.end() - 3, m.end()), m.group("name"))
              for m in finds(_WON, text)]
    return sorted(found, key=lambda p: p.at)


_HAPPENED = lazy_compile(r"\b(?:took\s+place|was\s+held|were\s+held|went\s+ahead|was\s+staged|were\s+staged|"
                       r"happened|was\s+run|(?:held|hosted|staged)\s+(?:the|its|their|a|an)\s+(?:[\w-]+\s+){0,3}?(?:event|festival|fair|"
                       r"show|race|match|meeting|concert|day|party|gala|ceremony|championships?|conference|exhibition|"
                       r"regatta|tournament|sale|market|parade|service|dinner|ball|auction|launch|workshop|open\s+day))"
                       r"\b", re.IGNORECASE)
_CALLED_OFF = lazy_compile(r"\b(?:was|were|had\s+been|has\s+been)\s+(?:later\s+|eventually\s+|then\s+)?(?:cancell?ed|"
                         r"called\s+off|scrapped|abandoned|shelved|axed)\b", re.IGNORECASE)
"""(Not "postponed": a postponed event may still have taken place, "was postponed to 12 June, and played to a full
house".)"""


def place_changed(cf: Features, efs: Sequence[Features]) -> str | None:
    """A place the claim gives a name that the evidence gives it otherwise (see the module docstring), described;
    else None."""
    if search(_PLACE_CUE, cf) is None:
        return None  # (the common claim: one search)
    found = placings(cf.text)
    if not found:
        return None
    said_places = [(p.name, p.place) for f in efs for p in placings(f.text)]
    for mine in found:
        if any(same_name(mine.name, n) and p == mine.place for n, p in said_places):
            continue  # the evidence gives the name the claim's place somewhere: another event, other readings
        event = cf.cset - _words(mine.said) - _PLACE_WORDS
        alone = sum(bool(event & f.cset) for f in efs) and len(said_places) <= _ONE_RANKING
        for f in efs:
            for (lo, hi), said in zip(*f.sentences(), strict=False):
                if lo >= hi or not (said & event or alone):
                    continue  # a sentence about another event ("In the heats Kim was first")
                found_here = _placed_otherwise(f.text[f.start[lo] : f.end[hi - 1]], mine, event, bool(said & event))
                if found_here is not None:
                    return found_here or None
    return None


def _placed_otherwise(text: str, mine: Placing, event: frozenset[str], named: bool) -> str | None:
    """The sentence's words giving the claim's name another place, described; "" when the sentence gives the claim's
    place otherwise too (no reading); None when it says neither. `event`: the claim's words but its placing's;
    `named`: whether the sentence says one of them, and so whether each clause read must (two places said: "In the
    heats Kim was first; in the final Kim took second place"); a sentence of one ranking after the one naming the
    event names none ("X won; Y finished as runner-up, with Z third"; probe 45)."""
    places = placings(text)
    if _unattached(text, places, mine.place):
        return ""  # "was second at halfway but finished first": the claim's place is said too
    for clause in _PARTS.split(text):
        if named and len(places) > 1 and not _words(clause) & event:
            continue
        for p in placings(clause):
            if same_name(mine.name, p.name) and mine.place != p.place:
                if any(same_name(mine.name, q.name) and q.place == mine.place for q in places):
                    return ""  # the claim's place is the name's in another clause
                return f"the evidence says '{p.said}', the claim that {mine.written} came {mine.place}"
    return None


def _named(group: str) -> str:
    return _NAME.replace("?P<name>", f"?P<{group}>")


_AHEAD = lazy_compile(_named("a") + r"\s+(?:(?:finished|came|placed|was\s+placed|was\s+ranked|ranked|ended|came\s+in|"
                    r"was|were)\s+(?:[\w-]+\s+)?)?(?P<way>ahead\s+of|above|higher\s+than|behind|below|lower\s+than|"
                    r"beat|outscored|outranked|outperformed|defeated|edged(?:\s+out)?)\s+" + _named("b"))
"""An order of two names ("A finished ahead of B", "A beat B", "A came in behind B")."""
_PLACED_BESIDE = lazy_compile(_named("a") + r"\s+(?:was|were|is)\s+(?:ranked|placed)\s+[^.;]{1,80}?,\s+(?P<way>behind|"
                            r"ahead\s+of)\s+" + _named("b"))
"""An order the evidence gives after a placing ("A was ranked second in the category, behind B"; probe 46)."""
_ORDER_WORD = lazy_compile(r"\b(?:ahead|above|higher|behind|below|lower|beat|outscored|outranked|outperformed|defeated|"
                         r"edged)\b")
"""A word without one of which no claim says an order `_AHEAD` reads."""
_BEHIND = frozenset({"behind", "below", "lower"})
_RANKS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def standing_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's order of two names ("A finished ahead of B", "B beat A") that the evidence turns round: by the
    order it states, or by the one place it gives each name ("A took first place, ahead of B in second and C in
    third"; probe 45: "C finished ahead of B" was entailed), described; else None."""
    if search(_ORDER_WORD, cf) is None:
        return None  # (the common claim: one search)
    claimed = [(*_ahead(m), m.group(0)) for m in finds(_AHEAD, cf)]
    if not claimed:
        return None
    orders = [(*_ahead(m), m.group(0)) for f in efs for pattern in (_AHEAD, _PLACED_BESIDE)
              for m in pattern.finditer(f.text)]
    places: dict[str, set[str]] = {}
    for f in efs:
        for p in placings(f.text):
            places.setdefault(p.name, set()).add(p.place)
    for first, second, said in claimed:
        ranks = [_one_rank(places, name) for name in (first, second)]
        if any(same_name(o[0], first) and same_name(o[1], second) for o in orders) or (
                None not in ranks and ranks[0] < ranks[1]):  # type: ignore[operator]
            continue  # the evidence says the claim's order, outright ("In the cup, A beat B") or by places
        turned = next((o for o in orders if same_name(o[0], second) and same_name(o[1], first)), None)
        if turned is not None:
            return f"the evidence says '{turned[2]}', the claim '{said}'"
        if None not in ranks and ranks[0] > ranks[1]:  # type: ignore[operator]
            return f"the evidence places {first} {_word_of(ranks[0])} and {second} {_word_of(ranks[1])}, the claim '{said}'"
    return None


def _ahead(m: re.Match[str]) -> tuple[str, str]:
    """The names of an order, the one ahead first."""
    a, b = name_key(m.group("a")), name_key(m.group("b"))
    return (b, a) if m.group("way").split()[0].lower() in _BEHIND else (a, b)


def _one_rank(places: dict[str, set[str]], name: str) -> int | None:
    """The one place the evidence gives the name (by its number), else None (none, several, or "last")."""
    held = {p for n, ps in places.items() if same_name(n, name) for p in ps}
    return _RANKS.get(next(iter(held))) if len(held) == 1 else None


def _word_of(rank: int | None) -> str:
    return next(w for w, r in _RANKS.items() if r == rank)


_ONE_RANKING = 4
"""The most places the evidence may give for its sentences to be read as one ranking ("X won the trophy. / Y was
runner-up": the second sentence names no event of its own)."""
_PARTS = lazy_compile(r";|,\s+(?:and|but|while|whereas)\s+|\s+but\s+")


_PLACE_WORDS = frozenset({"took", "take", "came", "come", "finish", "place", "plac", "first", "second", "third",
                          "fourth", "fifth", "last", "rank", "end", "won", "win", "runner", "top", "1st", "2nd", "3rd"})


def _words(text: str) -> frozenset[str]:
    return features(text).cset


def _unattached(text: str, places: list[Placing], place: str) -> bool:
    """Whether the sentence says the claim's place other than as another name's ("but finished first")."""
    spans = [p.at for p in places if p.place == place]
    for w in re.finditer(r"\b(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|runner-up|top|won)\b", text):
        said = "first" if w.group(0) == "won" else _ordinal(w.group(0))
        if said == place and (w.start(), w.end()) not in spans:
            return True  # ("came third in the 800m and won the 400m": a win of the name's, unnamed)
    return False


def _ordinal(word: str) -> str:
    return _ORDINALS.get(word.lower(), word.lower())


def held_though_called_off(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words calling an event off, when the claim says it happened and no evidence text does (see
    the module docstring); else None."""
    if NEG in cf.cue or search(_HAPPENED, cf) is None or any(search(_HAPPENED, f) for f in efs):
        return None  # ("No drill took place": the claim says it did not happen)
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            text = f.text[f.start[lo] : f.end[hi - 1]] if lo < hi else ""
            m = search(_CALLED_OFF, text)
            if m is not None and (said & cf.cset or _REFERRING.match(text)):
                return f"the evidence says it {m.group(0)} ('{text}'), the claim that it happened"
    return None


_REFERRING = lazy_compile(r"(?:It|The\s+event|This|That|The\s+(?:sale|fair|show|day|meeting|race|match|concert))\b")
"""How a sentence refers back to the event the sentence before it names ("The event was cancelled")."""


_SUCCEEDED = frozenset({"secur", "won", "win", "award", "grant", "receiv", "obtain", "got", "get", "land", "gain",
                        "approv", "gave", "give", "given"})
"""Verbs (as the features hold them) by which a claim says a request succeeded."""
_REFUSING = frozenset({"reject", "refus", "declin", "deni", "deny", "dismiss", "unsuccessful", "fail"})
_TURNED_DOWN = lazy_compile(r"\b(?:turned\s+down|rejected|refused|declined|denied|dismissed)\s+(?:an?\s+|the\s+|its\s+|their\s+)?"
                          r"(?:[\w-]+\s+){0,2}(?:application|bid|request|proposal|appeal|claim|offer)s?\b|\b(?:application|"
                          r"bid|request|proposal|appeal)s?\b[^.;]{0,80}?\b(?:was|were|had\s+been)\s+(?:turned\s+down|"
                          r"rejected|refused|declined|unsuccessful|denied)\b", re.IGNORECASE)


_TRIED_AND_FAILED = lazy_compile(r"\b(?:attempt(?:ed|s)?|tried|tries|bid|effort|try)\b[^.;]{0,160}?\b(?:fell\s+short|failed|"
                               r"was\s+unsuccessful|were\s+unsuccessful|did\s+not\s+succeed|came\s+up\s+short|in\s+vain|"
                               r"still\s+stands|survived|missed)\b|\b(?:attempt(?:ed|s)?|tried|tries|bid|effort)\b[^.]{0,160}[.;]\s+"
                               r"(?:It|This|The\s+attempt|The\s+bid|The\s+effort)\s+(?:failed|fell\s+short|was\s+unsuccessful)",
                               re.IGNORECASE)
_SUCCEEDING = lazy_compile(r"\b(?:successfully|succeeded|managed\s+to|set\s+a\s+new|broke\s+the|beat(?:ing)?\s+the|"
                         r"achieved)\b", re.IGNORECASE)


def attempt_failed_as_success(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words saying an attempt failed, where the claim says it succeeded ("successfully set a new
    mark" for "attempted to beat the record, but the attempt fell short"; probe 43), quoted; else None."""
    if NEG in cf.cue or search(_SUCCEEDING, cf) is None or search(_FAILING, cf):
        return None  # ("The attempt to beat the record was unsuccessful": the claim says it failed)
    if len(frozenset().union(*(f.cset for f in efs)) & cf.cset) < 2:
        return None
    m = _TRIED_AND_FAILED.search(" ".join(f.text for f in efs))  # ("... made an attempt on the record. / It failed")
    return None if m is None else (f"the evidence says the attempt failed ('{m.group(0)[:120]}'), the claim that it "
                                   f"succeeded")


_FAILING = lazy_compile(r"\b(?:unsuccessful|failed|fell\s+short|in\s+vain|missed|came\s+up\s+short)\b", re.IGNORECASE)


def request_refused_as_granted(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words refusing a request a claim says succeeded (see the module docstring), quoted; else
    None."""
    if (NEG in cf.cue or _SUCCEEDED.isdisjoint(cf.low) or search(_TURNED_DOWN, cf) or not _REFUSING.isdisjoint(cf.low)
            or any(not _SUCCEEDED.isdisjoint(f.low) for f in efs)):
        return None  # (a claim saying the refusal, or evidence saying a request succeeded too, is left to the others)
    for f, lo, hi, shared, earlier in sentences_in_turn(efs, cf.cset):
        if lo >= hi:
            continue
        text = f.text[f.start[lo] : f.end[hi - 1]]
        if shared < 2 and not (earlier >= 2 and _REFERRING_REQUEST.match(text)):
            continue  # ("The application was refused in July" refers to the request the sentence before names)
        m = search(_TURNED_DOWN, text)
        if m is not None:
            return f"the evidence says the request was refused ('{m.group(0)}'), the claim that it succeeded"
    return None


_REFERRING_REQUEST = lazy_compile(r"(?:The|That|This|Its|Their)\s+(?:[\w-]+\s+)?(?:application|bid|request|proposal|appeal)"
                                r"\b|(?:It|This|That)\s+(?:was|had\s+been)\b")
"""How a sentence refers to the request the sentence before it names ("The application was refused in July")."""
