"""What the evidence says was only due, or only asked for, stated as having come about (probe 54).

* An event dated by the day it was due on: "The sevens tournament took place on 25 July 2026" where it "was due to
  take place on 25 July 2026 but was postponed"; "The board met on 17 August 2026" where "the meeting ... due on 17
  August 2026 was cancelled"; "opened on 23 February 2026" where "The opening ..., planned for 23 February 2026, was
  delayed". A claim saying the event happened on a day the evidence gives only as the day it was due, planned or
  scheduled for, in a sentence that puts it off or calls it off, is not entailed.
* A request stated as granted: "Calder District Council has given the society £6,500" where "The society has asked
  Calder District Council for a grant of £6,500"; "The Fund has given the band permission to ..." where "An
  application has been made ... for permission to ...". The evidence's sentence holding most of the claim's words
  asks for it, and no evidence text says anything was granted, awarded, approved or received: not entailed.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_dates import MonthDay, dates_in_spans, days_of_year, same_day
from citeset.judges._rules_tokens import NEG, PROSE_SENTENCE, YEAR, Features, finds, holds, kept, search

_HAPPENED = lazy_compile(r"\b(?:took\s+place|was\s+held|were\s+held|went\s+ahead|was\s+staged|happened|was\s+played|"
                       r"were\s+played|was\s+run|opened|reopened|met|launched|began|started|ran|was\s+completed|"
                       r"finished|was\s+opened|was\s+launched|held\s+(?:its|their|the|a|an))\b", re.IGNORECASE)
"""A claim's words saying an event came about."""
_CLAIM_KEEPS = lazy_compile(r"\b(?:due|planned|scheduled|originally|postpon\w*|delay\w*|cancel\w*|called\s+off|put\s+"
                          r"back|put\s+off|moved|reschedul\w*|deferred|not|never|was\s+to|were\s+to|expected|set\s+"
                          r"for|set\s+to)\b", re.IGNORECASE)
"""A claim's words by which it keeps the day as only the one the event was due on, or its putting off."""
_DUE_BEFORE = lazy_compile(r"\b(?:due|planned|scheduled|originally|set|meant|intended|was\s+to|were\s+to|expected|"
                         r"booked|pencilled\s+in|no\s+longer)\b(?:\s+[\w'’-]+){0,6}?\s+(?:on|for|in)?\s*(?:the\s+)?$",
                         re.IGNORECASE)
"""What, before a day, makes it the day an event was due on ("was due to take place on", "planned for",
"Originally scheduled for")."""
_PUT_OFF = lazy_compile(r"\b(?:postponed|delayed|put\s+back|put\s+off|cancell?ed|called\s+off|abandoned|scrapped|"
                      r"deferred|rescheduled|moved\s+to|pushed\s+back|did\s+not\s+(?:go\s+ahead|take\s+place|happen)|"
                      r"was\s+not\s+held|could\s+not\s+(?:go\s+ahead|take\s+place)|fell\s+through|no\s+longer\s+(?:take\s+place|go\s+"
                      r"ahead|be\s+held|happen))\b", re.IGNORECASE)
"""Words by which a sentence puts an event off or calls it off."""
_WENT_AHEAD = lazy_compile(r"\b(?:despite|though|although|as\s+(?:planned|scheduled)|original\s+date|briefly|went\s+"
                         r"ahead|took\s+place|was\s+held|were\s+held|calls\s+for|fears?|minutes?|hours?|some|several|most|"
                         r"many|part|partly|session|kicked\s+off|began|started|ran|as\s+usual|elsewhere)\b|\d\s*[ap]\.?m\b|"
                         r"\b\d{1,2}[:.]\d\d\b", re.IGNORECASE)
"""What makes a sentence's putting off conceded, denied or minor, or says the event happened after all ("went ahead
despite calls for it to be postponed", "briefly delayed by a fire alarm, but the ribbon was cut": the stop 60
review); a delay of hours ("delayed by two hours ... kicked off at 5pm") or a part called off ("Some trains on 23
December were cancelled, but most trains ran") leaves the day the event's."""
_CALLED_OFF_AFTER = lazy_compile(r"[^.;:,]{0,40}?\b(?:is|was|has\s+been|had\s+been|were|have\s+been)\s+(?:cancell?ed|called"
                               r"\s+off|abandoned|scrapped)\b", re.IGNORECASE)
"""A day the sentence then calls off ("the finals day on 9 August is cancelled because of rain")."""
_DUE_REACH = 60
"""Characters before a day read for `_DUE_BEFORE`."""


def held_on_day_put_off(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's day of an event that the evidence gives only as the day it was due on, in a sentence putting it
    off (see the module docstring), described; else None."""
    if search(_HAPPENED, cf) is None or search(_CLAIM_KEEPS, cf) is not None or NEG in cf.cue:
        return None
    days = {day for day, _, _ in days_of_year(cf.text)}
    if not days:
        return None
    read = [kept(f, "days due", _days_due) for f in efs]
    years = frozenset(YEAR.findall(cf.text))
    for day in sorted(days):
        due = [said for found in read for d, said, named in found[0]
               if same_day(day, (d,)) and not (years and named and named.isdisjoint(years))]
        if due and not any(same_day(day, found[1]) for found in read):
            return f"the evidence gives the day only as the one it was due on ('{due[0]}'), and puts it off"
    return None


def _days_due(f: Features) -> tuple[tuple[tuple[MonthDay, str, frozenset[str]], ...], frozenset[MonthDay]]:
    """(each day a text gives as the one an event was due on, in a sentence putting it off, with the sentence; every
    other day it says), read once per text."""
    due: list[tuple[MonthDay, str, frozenset[str]]] = []
    other: set[MonthDay] = set()
    dates = days_of_year(f.text)
    if not dates:
        return (), frozenset()
    spans = [(m.start(), m.end()) for m in PROSE_SENTENCE.finditer(f.text)]
    for (lo, hi), held in zip(spans, dates_in_spans(dates, spans), strict=True):
        put_off = bool(held) and _PUT_OFF.search(f.text, lo, hi) is not None \
            and _WENT_AHEAD.search(f.text, lo, hi) is None
        said = f.text[lo:hi].strip() if put_off else ""  # (once per sentence: a sentence may hold thousands of days)
        named = frozenset(YEAR.findall(said))  # the years it names: "The 2023 show was scheduled for 6 March" is no day
        # of "The 2024 show took place on 6 March" (the stop 60 review)
        for day, start, _ in held:
            before = f.text[max(lo, start - _DUE_REACH) : start]
            if put_off and (_DUE_BEFORE.search(before) is not None or _CALLED_OFF_AFTER.match(f.text, start, hi)):
                due.append((day, said, named))
            else:
                other.add(day)
    return tuple(due), frozenset(other)


_GRANTED_CLAIM = lazy_compile(r"\b(?:given|gave|gives|granted|grants|awarded|awards|received|receives|got|won|secured|"
                            r"is\s+funding|are\s+funding|funded|is\s+being\s+paid\s+for|paid\s+for|met|approved|"
                            r"agreed|allowed|permitted|accepted|lent|loaned)\b", re.IGNORECASE)
"""A claim's words saying a request came about."""
_ASKED = lazy_compile(r"\b(?:(?:has|have|had)\s+(?:asked|applied|approached|requested|appealed|petitioned|bid)|asked\s+"
                    r"(?:[\w'’-]+\s+){1,5}?for|applied\s+(?:to|for)|an?\s+(?:application|request|bid|appeal)\s+"
                    r"(?:has|have|had)\s+been\s+(?:made|submitted|lodged|sent)|requesting|bids?\s+submitted|"
                    r"(?:is|are)\s+(?:seeking|applying|asking))\b", re.IGNORECASE)
"""Words by which a sentence asks for something."""
_CLAIM_ASKS = lazy_compile(r"\b(?:ask\w*|appl\w*|request\w*|bid|bids|appeal\w*|seek\w*|sought|approach\w*|petition\w*|"
                         r"not|never|no|refus\w*|reject\w*|declin\w*|turned\s+down)\b", re.IGNORECASE)
_ANSWERED = lazy_compile(r"\b(?:granted|awarded|approved|agreed|accepted|received|given|gave|successful|succeeded|won|"
                       r"secured|refused|rejected|declined|turned\s+down|unsuccessful|offered|paid|funded|met)\b",
                       re.IGNORECASE)
"""Words by which a text says how a request was answered (either way: the other readings read a refusal)."""


def request_as_granted(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's request the claim says was granted (see the module docstring), quoted; else None."""
    if search(_GRANTED_CLAIM, cf) is None or _CLAIM_ASKS.search(cf.text) is not None:
        return None
    if any(holds(f, _ANSWERED) for f in efs):
        return None
    return _asked_in_best(cf, efs, _ASKED, "asked for")


_OFFERED = lazy_compile(r"\b(?:(?:has|have|had)\s+(?:kindly\s+)?(?:offered|volunteered)|offered\s+to|volunteered\s+to|"
                      r"(?:an?|the)\s+offer\s+(?:of|from|to))\b", re.IGNORECASE)
_TAKEN_UP = lazy_compile(r"\b(?:accept\w*|took\s+up|taken\s+up|agreed|declin\w*|refus\w*|turned\s+down|rejected|"
                       r"appointed|approved|thank\w*|welcomed|co-opted|elected|signed)\b", re.IGNORECASE)
"""Words by which a text says how an offer was answered (either way)."""
_CLAIM_TAKES = lazy_compile(r"\b(?:taken|took|takes|acting|acts|serving|serves|holds|received|receives|got|funded|funding|"
                          r"is\s+paying|are\s+paying|paid|hosting|hosts|hosted|leases|leased|donated|gave|given)\b",
                          re.IGNORECASE)
"""A claim's words by which it says an offer was taken up in the offer's own terms ("is acting as treasurer", "has
taken a lease")."""
_CLAIM_OFFERS = lazy_compile(r"\b(?:offer\w*|volunteer\w*|not|never|no)\b", re.IGNORECASE)


def offer_as_accepted(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's offer the claim says was taken up (see the module docstring), quoted; else None. A claim saying
    "offer" says it was taken up only with a word of accepting ("has accepted an offer")."""
    accepted = search(_TAKEN_UP, cf)
    if accepted is None and (_CLAIM_OFFERS.search(cf.text) is not None or search(_CLAIM_TAKES, cf) is None):
        return None  # (a claim that says no taking up: "The gala will include the fireworks", after "X offered to pay")
    if NEG in cf.cue:
        return None
    if any(holds(f, _TAKEN_UP) for f in efs):
        return None
    return _asked_in_best(cf, efs, _OFFERED, "offered")


_PERMANENT = lazy_compile(r"\b(?:permanent(?:ly)?|for\s+good|here\s+to\s+stay|indefinitely|no\s+end\s+date|long[-\s]term|"
                        r"from\s+now\s+on)\b", re.IGNORECASE)
_CLAIM_PERMANENT = lazy_compile(r"\bpermanent(?:ly)?\b", re.IGNORECASE)
_TRIAL = lazy_compile(r"\b(?:trial|pilot|piloting|piloted|temporar\w*|experiment\w*|for\s+a\s+(?:few|six|three|two|four)\s+(?:weeks|"
                    r"months))\b", re.IGNORECASE)


def trial_as_permanent(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "permanent" where the evidence gives only a trial or a pilot (see the module docstring), quoted;
    else None."""
    if search(_CLAIM_PERMANENT, cf) is None or search(_TRIAL, cf) is not None or NEG in cf.cue:
        return None
    if any(holds(f, _PERMANENT) for f in efs):
        return None
    return _asked_in_best(cf, efs, _TRIAL, "a trial", share=0.4)


_ASKING = lazy_compile(r"\b(?:asks?|asked|asking|whether|question\s+\d+|surveying|consulting|(?:survey|consultation|"
                     r"questionnaire|poll|ballot)\s+(?:closes|will\s+close|runs\s+until|is\s+open))\b", re.IGNORECASE)
_FOUND = lazy_compile(r"\b(?:found|finds|showed|shows|shown|revealed|reveals|results?|majority|most|per\s+cent|percent|"
                    r"respondents|backed|supported|opposed|favour\w*|voted|said|told|answered|replied|ticked|"
                    r"responded|responses)\b|%", re.IGNORECASE)
"""Words by which a text says what a survey found."""
_CLAIM_FINDS = lazy_compile(r"\b(?:found|finds|showed|shows|revealed|reveals|results?|majority|most|respondents|backed|"
                          r"supported|support|want|wanted|favour\w*|said|agreed)\b|%", re.IGNORECASE)
_CLAIM_ASKS_TOO = lazy_compile(r"\b(?:asks?|asked|asking|whether|question\w*)\b", re.IGNORECASE)
_SURVEY = lazy_compile(r"\b(?:survey\w*|consultation|questionnaire|poll|respondents)\b", re.IGNORECASE)


def question_as_finding(cf: Features, efs: Sequence[Features]) -> str | None:
    """A survey's question the claim states as its finding (see the module docstring), quoted; else None."""
    if search(_SURVEY, cf) is None or _CLAIM_FINDS.search(cf.text) is None or NEG in cf.cue \
            or search(_CLAIM_ASKS_TOO, cf) is not None:
        return None  # ("The questionnaire asked students whether they want ...": the question, restated)
    if any(holds(f, _FOUND) for f in efs):
        return None
    return _asked_in_best(cf, efs, _ASKING, "asked", share=0.4)


def _asked_in_best(cf: Features, efs: Sequence[Features], pattern: re.Pattern[str], what: str,
                   share: float = 0.5) -> str | None:
    """`pattern`'s words in the one evidence sentence that says the claim's words (at least `share` of them, two at
    least), described; else None. The answer may be told in any words ("... 40 ventilators, which were delivered on
    Friday"; "The cheque for £10,000 was handed over"; the stop 60 review), so a clause after the words, or a second
    sentence saying a claim word in three of the claim's words (one at least), leaves the reading silent."""
    need = max(2, int(share * len(cf.cset) + 0.5))
    told = max(1, len(cf.cset) // 3)
    if not any(holds(f, pattern) for f in efs):
        return None  # (most evidence: no sentence to read)
    found, saying = None, 0
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            n = len(said & cf.cset)
            if n >= told:
                saying += 1
            if lo >= hi or n < need or found is not None:
                continue
            m = pattern.search(f.text, f.start[lo], f.end[hi - 1])
            if m is None or _TURN_AFTER.search(f.text, m.end(), f.end[hi - 1]) is not None:
                return None
            found = m.group(0)
    return f"the evidence gives it only as {what} ('{found}')" if found and saying == 1 else None


_TURN_AFTER = lazy_compile(r",\s*(?:and|which|who|but|so)\b|;|\s(?:and|but|so)\s+(?:the|it|he|she|they|its|his|her|their|"
                         r"was|were|has|have|now|then)\b|\b(?:since|now)\b", re.IGNORECASE)
"""A clause after a request, an offer or a trial that may tell its answer ("..., and the trust said yes", "..., and
has been doing the accounts since March")."""


_DECLINED = lazy_compile(r"\b(?:(?:declined|refused)\s+to\s+(?:comment|discuss|confirm|say|be\s+drawn|speak|elaborate|answer|"
                       r"respond)|would\s+not\s+(?:be\s+drawn|comment|say|confirm|discuss|elaborate)|no\s+comment|nothing\s+"
                       r"(?:more\s+)?to\s+add|(?:did\s+not|didn't)\s+(?:respond|reply|comment)|made\s+no\s+comment|(?:has|have)\s+"
                       r"not\s+commented|could\s+not\s+be\s+reached|wouldn't\s+comment|(?:was|were)\s+unavailable\s+for\s+comment|"
                       r"remained\s+tight-lipped|(?:did\s+not|didn't)\s+return\s+calls|declined\s+requests?\s+for\s+comment|"
                       r"refused\s+comment|declined\s+to\s+be\s+interviewed)\b", re.IGNORECASE)
"""Words by which a text says someone would not say."""
_SAYS_TOO = lazy_compile(r"(?<!['’\"”] )(?<!['’\"”], )\b(?:said|says|saying|confirmed|confirms|confirming|told|telling|"
                       r"announced|acknowledged|denied|insisted|added|adding|stated|explained)\b(?!\s*:)", re.IGNORECASE)
"""A saying word beside a refusal, by which the sentence may say the claim after all ("declined to comment on the
injury, and said the team was unchanged", "..., saying only that ..."; the stop 60 review), but not the one that
gives a refusal its speaker ("'No comment,' said C. B.", "said: 'We have nothing to add'")."""
_CLAIM_SAYS = lazy_compile(r"\b(?:said|says|confirmed|confirms|denied|denies|acknowledged|acknowledges|admitted|admits|"
                         r"dismissed|dismisses|announced|revealed|stated|told|insisted|explained|conceded|claimed)\b",
                         re.IGNORECASE)
_CLAIM_DECLINES = lazy_compile(r"\b(?:declin\w*|refus\w*|comment\w*|not|never|no|nothing|drawn|silent|reached)\b",
                             re.IGNORECASE)


def comment_declined_as_said(cf: Features, efs: Sequence[Features]) -> str | None:
    """A refusal to comment the claim states as what the person said (see the module docstring), quoted; else None."""
    if search(_CLAIM_SAYS, cf) is None or _CLAIM_DECLINES.search(cf.text) is not None:
        return None
    if not any(holds(f, _DECLINED) for f in efs) or any(holds(f, _SAID_THEN_DECLINED) for f in efs):
        return None  # ("N. P. said the project had worked well, though she declined to say how much it had cost")
    if any(_says_beside_refusal(f) for f in efs):
        return None
    return _asked_in_best(cf, efs, _DECLINED, "a refusal to comment", share=0.4)


_SAID_THEN_DECLINED = lazy_compile(r"\b(?:said|says|confirmed|told|stated)\b[^.:;'\"“‘]{0,200}?,\s*(?:though|but|although|while|"
                                 r"and)\s+(?:\w+\s+){0,3}?" + _DECLINED.pattern[2:], re.IGNORECASE)
"""Something said, then a refusal to say more: the claim may be what was said."""


def _says_beside_refusal(f: Features) -> bool:
    """Whether a sentence of the text holds a refusal and a saying word of `_SAYS_TOO` (read once per text, each
    sentence once: a passage may hold thousands of refusals)."""
    return kept(f, "says beside refusal", _read_says_beside_refusal)


def _read_says_beside_refusal(f: Features) -> bool:
    if not f.low:
        return False
    read: set[tuple[int, int]] = set()
    for m in finds(_DECLINED, f):
        lo, hi = f.sentence_at(min(bisect_left(f.start, m.start()), len(f.low) - 1))
        if (lo, hi) in read or lo >= hi:
            continue
        read.add((lo, hi))
        if _SAYS_TOO.search(f.text, f.start[lo], f.end[hi - 1]) is not None:
            return True
    return False
