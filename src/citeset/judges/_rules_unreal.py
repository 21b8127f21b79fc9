"""What the evidence says only as unreal or unfinished, stated by the claim as done (probe 41).

* A figure the evidence gives only as what would have been ("Replacing it would have cost £80,000, but the
  saleroom repaired it for £7,000"): a claim stating it without "would"/"could" ("spent £80,000 replacing it") is
  not entailed. Every evidence occurrence of the claim's number must follow "would have", "could have" or "might
  have" within its clause ("could last up to 10 hours" says an ability, "would spend" a plan: other readings).
* A completion the evidence says is near ("was nearly complete", "almost finished", "virtually sold out"): a
  claim saying it is complete ("had been finished", "was complete") with no "nearly"/"almost" of its own is not
  entailed. Read in the evidence sentences holding at least half of the claim's words.
* What the evidence gives only as a rumour ("Rumours circulated in July of a merger between A and B, but neither
  side would comment"; "speculation", "unconfirmed reports"): a claim that states it ("A and B agreed to merge")
  with no word of report of its own ("rumour", "reported", "speculation", "alleged", "said") is not entailed. Read
  in the evidence sentences holding at least half of the claim's names and words, when no other sentence holds as
  many without a rumour.
* What the evidence gives as an open condition ("If the grant application to the Trust succeeds, Greyfold will buy a
  van"; "Should our application to the Fund be approved, we will purchase ...") stated as having happened ("The grant
  application to the Trust succeeded, and ..."): not entailed, unless a text says it happened. The claim must say
  an outcome ("succeeded", "was approved", "won") and two of the condition's words, and no word of condition.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.judges._rules_forecasts import met_after
from citeset.judges._rules_tokens import (
    BOUND,
    ENT,
    NEG,
    NUM,
    SENT,
    WORD,
    Features,
    finds,
    kept,
    long_words,
    may_hold,
    occurrences,
    search,
)

_UNREAL = frozenset({"would", "could", "might", "would've", "could've"})
_UNREAL_REACH = 6
"""Raw tokens before a number read for "would have"/"would cost" (in its clause)."""
_ESTIMATED = frozenset({"cost", "be", "total", "come", "amount", "run"})
"""Verbs after "would" by which a text gives an estimate ("would cost £80,000", "would be €2 million")."""
_PLANNED = frozenset({"plan", "expect", "estimat", "propos", "intend", "forecast", "project", "budget", "aim", "promis",
                      "pledg", "would", "could", "might", "will"})
"""Words by which a claim says a plan or an estimate (as the features hold them)."""
_SET_AGAINST = frozenset({"rather", "instead", "over", "versus", "against", "compar", "than", "not", "alternativ"})
"""Words before a claim's number that set it against what was done: the claim does not state it as done."""
_NEAR = frozenset({"nearly", "almost", "virtually", "practically", "largely", "mostly", "partly", "partially",
                   "substantially", "close"})
_DONE = frozenset({"complet", "finish", "done", "full", "readi", "ready", "sold", "fill", "built", "restor", "repair",
                   "paid", "concluded", "conclud"})
"""Words (as the features hold them) that say a thing is done (not "end", "over": "by the end of April", "over the
year" date a claim as often as they finish it)."""


def unreal_as_fact(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's number the evidence gives only as what would have been (see the module docstring), described;
    else None."""
    if (not _UNREAL.isdisjoint(cf.low) or NUM not in cf.kind or not _PLANNED.isdisjoint(cf.low)
            or all(_UNREAL.isdisjoint(f.low) for f in efs)):
        return None  # (a claim of a plan or an estimate keeps it unreal: "announced plans to spend £2m")
    for t in cf.valued:
        if t.kind != NUM:
            continue
        if not _SET_AGAINST.isdisjoint(cf.low[max(0, t.ri - _UNREAL_REACH) : t.ri]):
            continue  # "rather than spending £80,000", "over a £89,000 replacement": the claim keeps it unreal
        occ = occurrences(efs, t.norm)
        if occ and all(_unreal_before(f, u.ri) >= 0 for f, u in occ):
            f, u = occ[0]
            lo = _unreal_before(f, u.ri)
            return (f"the evidence gives {f.text[u.sstart : u.send]} only as what would have been "
                    f"('{f.text[f.start[lo] : u.send]}')")
    return None


def _unreal_before(f: Features, ri: int) -> int:
    """The raw index of "would"/"could" before the number at `ri` in its clause (within `_UNREAL_REACH`), else -1."""
    for at in range(ri - 1, max(-1, ri - 1 - _UNREAL_REACH), -1):
        if f.kind[at] in (BOUND, SENT):
            return -1
        if f.low[at] in _UNREAL and at + 1 < len(f.low) and (
                f.low[at + 1] in ("have", "'ve") or (f.low[at] == "would" and f.low[at + 1] in _ESTIMATED
                                                       and not _passive_after(f, at + 1))):
            return at  # "would have cost", "would cost": what would be ("could last up to 10 hours" is an ability)
        if f.low[at] in ("would've", "could've"):
            return at
    return -1


def _passive_after(f: Features, be: int) -> bool:
    """Whether "would be" at raw index `be` is a passive ("would be held in Helston on 8 September"): a said future,
    not an estimate ("would be £2 million", "would be worth")."""
    nxt = be + 1
    if f.low[be] != "be" or nxt >= len(f.low) or f.kind[nxt] != WORD:
        return False
    raw = f.text[f.start[nxt] : f.end[nxt]].casefold()
    return raw.endswith("ed") or raw in _PARTICIPLES


_PARTICIPLES = frozenset({"held", "run", "built", "shown", "given", "sent", "set", "paid", "sold", "made", "won", "hit",
                          "shut", "put", "cut", "begun", "done", "seen", "taken", "known", "thrown", "kept", "led", "met",
                          "brought", "bought", "sung", "drawn", "flown", "grown", "spent", "split", "laid"})
"""Irregular past participles read after "would be" as a passive."""


_RUMOUR = frozenset({"rumour", "rumor", "speculat", "speculation", "unconfirm", "gossip", "hearsay"})
"""Words (as the features hold them) by which a text gives something only as a rumour."""
_REPORTING = _RUMOUR | {"report", "reportedly", "alleg", "accus", "claim", "said", "say", "suggest", "specul",
                        "according", "believ", "understood", "thought"}
"""Words (as the features hold them) by which a claim keeps a report as one."""


def rumour_as_fact(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's rumour a claim states as a fact (see the module docstring), described; else None."""
    if not _REPORTING.isdisjoint(cf.low) or search(_TALK_KEPT, cf) or all(not _rumour_words(f) for f in efs):
        return None
    sentences = [(f, lo, hi, len(said & cf.cset)) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    best = max((n for *_, n in sentences), default=0)
    if best < max(2, (len(cf.cset) + 1) // 2):
        return None
    found = None
    for f, lo, hi, n in sentences:
        if n == best:
            if not _rumoured(cf, f, lo, hi, n):
                return None  # a sentence as good says it without a rumour of it
            found = found or f.text[f.start[lo] : f.end[hi - 1]]
    if found and _confirmed_elsewhere(cf, sentences):
        return None
    return f"the evidence gives it only as a rumour ('{found}')" if found else None


def _confirmed_elsewhere(cf: Features, sentences: Sequence[tuple[Features, int, int, int]]) -> bool:
    """Whether a sentence without a rumour confirms something of the claim's names (every one of them, two at least):
    "On 14 March the chairs of A and B confirmed that the merger would go ahead" settles talk that A will merge with
    B, in other words than the claim's (probe 54)."""
    names = frozenset(c.norm for c in cf.content if c.kind == ENT)
    for f, lo, hi, n in sentences:
        if _CONFIRMS.isdisjoint(f.low[lo:hi]):
            continue  # (a rumour's own sentence may confirm it: "Peter Entwistle has confirmed the rumour")
        if (len(names) >= 2 and names <= f.terms_in(lo, hi)) or (len(names) < 2 and 2 * n >= len(cf.cset) >= 2):
            return True  # (without two names, half the claim's words: "On Friday the club confirmed he will leave")
    return False


_CONFIRMS = frozenset({"confirm", "confirmed", "announc", "announced", "agreed", "agre", "verifi", "verified",
                       "approv", "approved", "sign", "signed"})
"""Words (as the features may hold them) by which a sentence settles what the talk was of."""


def _rumoured(cf: Features, f: Features, lo: int, hi: int, n: int) -> bool:
    """Whether the rumour's own phrase (from its word to its clause's end) holds at least half of the `n` claim
    words the sentence holds ("Rumours ... of a merger between A and B, but ..."; not "Amid speculation about his
    future, Smith signed", "A and B merged, ending rumours of a rivalry"), and the sentence confirms nothing."""
    told = _rumour_words(f)
    at = next((ri for ri in range(lo, hi) if ri in told), None)
    if at is None or not _CONFIRMING.isdisjoint(f.low[lo:hi]):
        return False
    inside = set()
    for ri in range(at + 1, hi):
        if f.kind[ri] in (BOUND, SENT) and f.low[ri] != "of":
            break
        if f.cpos[ri] >= 0:
            inside.add(f.low[ri])
    return 2 * len(inside & cf.cset) >= n


_TALK = lazy_compile(r"\b(?:(?:is|was|has\s+been|have\s+heard|has\s+heard|heard|hear|amid|there's)\s+(?:some\s+|much\s+|"
                   r"growing\s+|a\s+lot\s+of\s+|local\s+|idle\s+)?(?P<a>talk)(?=\s+(?:that|of|in|among|around|across|"
                   r"about|within|on)\b)|(?:^|[.!?:]\s+)(?P<b>[Tt]alk)\s+(?:of|has\s+it|on|in|that)\b)", re.IGNORECASE)
"""Talk a text gives as a rumour ("There has been talk in the village that ...", "you may have heard talk that", "Talk
of a merger ..."), not a talk given ("gave a talk in the village hall that drew 80 people", "was talk therapy")."""


_TALK_KEPT = lazy_compile(r"\btalk\s+(?:that|of|about)\b|" + _TALK.pattern, re.IGNORECASE)
"""A claim's talk that keeps the rumour ("has not commented on talk that she will leave"), not talks held ("is in
merger talks with")."""


def _rumour_words(f: Features) -> frozenset[int]:
    """The raw tokens of a text's words of rumour (`_RUMOUR`, or talk as `_TALK` reads it), read once per text."""
    return kept(f, "rumour words", _read_rumour_words)


def _read_rumour_words(f: Features) -> frozenset[int]:
    found = {ri for ri, word in enumerate(f.low) if word in _RUMOUR}
    if "talk" in f.low:
        talks = {m.start("a") if m.group("a") else m.start("b") for m in finds(_TALK, f)}
        found |= {ri for ri, word in enumerate(f.low) if word == "talk" and f.start[ri] in talks}
    return frozenset(found)


_CONFIRMING = frozenset({"confirm", "confirmed", "verifi", "verified", "true", "dismiss", "denied", "deni", "end",
                         "ended", "despit", "amid", "after"})
"""Words by which a sentence settles or sets aside its rumour ("confirmed the rumour that", "dismissing rumours")."""


_COUNTERFACTUAL = lazy_compile(r"(?:^|[.;:]\s+|,\s+)(?:Had|had)\s+(?!been\b)[^,.;]{3,120},\s+[^.;]{0,160}?\bwould\s+have\b|"
                             r"\bwould\s+have\b[^.;]{0,120}?\bif\b[^.;]{0,120}?\bhad\b|\bif\b[^.;,]{0,120}?\bhad\b"
                             r"[^.;]{0,120}?\bwould\s+have\b")
_IRREALIS = frozenset({"would", "had", "if", "could", "might", "hope", "hoped", "want", "wanted", "not", "never"})


def antecedent_as_fact(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's counterfactual ("Had the grant arrived in time, the school would have opened a second area")
    whose words a claim states as what happened ("The grant arrived in time for the school to open a second area"):
    not entailed (probe 43). The claim must say none of "would", "had", "if", "could", "hoped" and hold most of the
    sentence's words (half of the claim's words at least)."""
    if not _IRREALIS.isdisjoint(cf.low) or NEG in cf.cue:
        return None
    need = max(3, (len(cf.cset) + 1) // 2)
    for f in efs:
        if "would" not in f.low:
            continue
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if lo < hi and len(said & cf.cset) >= need:
                m = _COUNTERFACTUAL.search(f.text, f.start[lo], f.end[hi - 1])
                if m is not None:
                    return f"the evidence says it only as what would have been ('{m.group(0).strip(' ,.;')}')"
    return None


def near_as_done(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's "nearly complete" where the claim says it is complete (see the module docstring), described;
    else None."""
    if _DONE.isdisjoint(cf.low) or not _NEAR.isdisjoint(cf.low) or NEG in cf.cue or "clos" in cf.low:
        return None  # ("not quite finished", "close to completion": the claim keeps the nearness)
    done = _DONE & cf.cset
    if any(not done.isdisjoint(_done_plainly(f)) for f in efs):
        return None  # "was nearly complete by 1960 and was completed in 1962": the evidence says it done too
    need = max(2, (len(cf.cset) + 1) // 2)
    for f in efs:
        if _NEAR.isdisjoint(f.low):
            continue
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if len(said & cf.cset) < need:
                continue
            for ri in range(lo, hi - 1):
                if f.low[ri] in _NEAR and _done_after(f, ri + 1, hi):
                    return f"the evidence says '{f.text[f.start[ri] : f.end[_done_after(f, ri + 1, hi)]]}'"
    return None


def _done_plainly(f: Features) -> frozenset[str]:
    """The words of `_DONE` the text says with no word of nearness right before them (read once per text)."""
    return kept(f, "done plainly", _read_done_plainly)


def _read_done_plainly(f: Features) -> frozenset[str]:
    low = f.low
    return frozenset(w for ri, w in enumerate(low)
                     if w in _DONE and not (ri and (low[ri - 1] in _NEAR or (ri > 1 and low[ri - 2] in _NEAR))))


def _done_after(f: Features, ri: int, hi: int) -> int:
    """The raw index of a word of `_DONE` at `ri` or right after "to" ("close to completion" is read as "close to
    complet"), else 0."""
    if ri < hi and f.low[ri] in ("to", "been") and ri + 1 < hi:
        ri += 1
    return ri if ri < hi and f.low[ri] in _DONE else 0


_OUTCOME = (r"(?:succeeds?|(?:is|are|be)\s+(?:approved|successful|granted|accepted|awarded|agreed)|wins?|goes\s+ahead|"
            r"go\s+ahead|passes|pass)")
_CONDITION = lazy_compile(r"\b(?:[Ii]f|[Ss]hould|[Pp]rovided(?:\s+that)?|[Oo]nce)\s+(?P<ante>[^,.;]{5,160}?)\s+" + _OUTCOME
                        + r"\s*,")
"""An open condition on an outcome: "If the grant application ... succeeds,", "Should our application ... be approved,"."""
_HAPPENED = lazy_compile(r"\b(?:succeeded|(?:was|were|has\s+been|have\s+been)\s+(?:approved|successful|granted|accepted|"
                       r"awarded|agreed)|won|went\s+ahead|has\s+secured|secured|passed|obtained|received)\b",
                       re.IGNORECASE)
"""Words by which a text says an outcome happened."""
_CONDITIONAL = frozenset({"if", "should", "provided", "once", "unless", "would", "could", "might", "pending", "subject",
                          "depends", "depend", "hope", "hopes", "hoped", "plans", "applied", "applying", "bid"})
_LIGHT = frozenset({"the", "our", "its", "their", "for", "from", "with", "this", "that"})


def condition_as_fact(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's outcome that the evidence gives only as an open condition (see the module docstring): described;
    else None."""
    if search(_HAPPENED, cf) is None or not _CONDITIONAL.isdisjoint(w.casefold() for w in cf.text.split()):
        return None
    if any(search(_HAPPENED, f) for f in efs):
        return None  # the evidence says the outcome came about (of this condition or another)
    mine = long_words(cf.text) - _LIGHT
    for f in efs:
        for m in finds(_CONDITION, f):
            said = long_words(m.group("ante")) - _LIGHT
            if len(said & mine) >= min(2, len(said)):
                return f"the evidence says it only as a condition ('{m.group(0).strip(' ,')}')"
    return None



_EXPECTING = lazy_compile(r"\b(?:expects?|expected|expecting|anticipates?|anticipated|anticipating|forecasts?|forecast|"
                        r"predicts?|predicted|predicting|hopes?\s+(?:to|for)|hoped\s+(?:to|for)|hoping\s+(?:to|for)|"
                        r"aims?\s+(?:to|for)|aimed\s+(?:to|for)|aiming\s+(?:to|for)|(?:is|are)\s+set\s+to|likely\s+to|projections?|"
                        r"projected|projecting)\b",
                        re.IGNORECASE)
"""Words by which a text gives a figure as expected, not as what came about."""
_EXPECTING_PARTS = ("expect", "anticipat", "forecast", "predict", "hope", "hoping", "aim", "set", "likely", "project")
"""A part of each alternative of `_EXPECTING`: `may_hold`'s test before it."""
_EXPECTED_REACH = lazy_compile(r"[^.;:!?]{0,120}$")
"""The clause before a figure (bounded) read for a word of expecting."""
_CLAIM_HEDGES = lazy_compile(_EXPECTING.pattern + r"|\b(?:goal|target|aim|plan|plans|planned|will|would|could|may|might|"
                           r"should|preview|estimated?|projected|projection|forecast|budgeted|anticipated|seek|seeks|seeking|counting\s+on|"
                           r"due\s+to)\b", re.IGNORECASE)
"""A claim's words by which it keeps the figure expected, or speaks of a goal ("reached its goal of 500")."""


def expected_as_fact(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's figure that the evidence gives only as expected ("organisers expect around 1,850 visitors",
    "anticipate a crowd of about 1,800"), stated by a claim that says no word of expecting ("Around 1,850 visitors
    attended"): described; else None."""
    if not any(_expects(f.text) for f in efs) or search(_CLAIM_HEDGES, cf) is not None:
        return None
    for t in cf.valued:
        if t.kind != NUM or t.sub == "year":
            continue
        found = occurrences(efs, t.norm)
        if found and all(_expected(f, u.sstart) and not met_after(f.text, u.send) for f, u in found):
            return f"the evidence gives {cf.text[t.sstart : t.send]} only as expected"
    return None


@lru_cache(maxsize=16384)
def _expects(text: str) -> bool:
    """Whether a text says a word of expecting at all (memoised: a passage is read for many claims)."""
    return may_hold(text, _EXPECTING_PARTS) and search(_EXPECTING, text) is not None


def _expected(f: Features, at: int) -> bool:
    """Whether the figure at raw offset `at` of a text is what a word of expecting governs: the word comes before it
    in its clause, with at most six words between and no comma or verb of being ("expect around 1,850", "anticipate a
    crowd of about 1,800"; not "which aims to grow, has 240 members")."""
    clause = _EXPECTED_REACH.search(f.text, max(0, at - 120), at)
    if clause is None:
        return False
    words = list(_EXPECTING.finditer(clause.group(0)))
    if not words:
        return False
    last = words[-1]
    before = clause.group(0)[: last.start()].split()
    if before and before[-1].casefold() in _ATTRIBUTIVE:
        return False  # "as expected, 500 attended", "the expected 500": expected and come about
    between = clause.group(0)[last.end() :].casefold().split()
    return all(w.strip(".,;:'’") in _GOVERNING for w in between)


_ATTRIBUTIVE = frozenset({"as", "the", "an", "than", "of", "what", "were"})
_GOVERNING = frozenset({"around", "about", "roughly", "some", "approximately", "nearly", "almost", "up", "to", "at",
                        "least", "a", "an", "the", "crowd", "crowds", "of", "attendance", "audience", "turnout",
                        "total", "raise", "attract", "draw", "reach", "welcome", "sell", "see", "host", "receive",
                        "over", "more", "than", "as", "many", "for"})
"""The words a figure an expecting word governs may follow it by ("expect around 1,850", "anticipate a crowd of about
1,800", "aims to raise £20,000"): any other word ("expects growth after handling 3.2 million") ends the reach."""
