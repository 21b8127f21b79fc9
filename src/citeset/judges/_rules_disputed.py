"""What the evidence gives only as a report someone disputes, stated as so or as said, for the rules judge.

"The ferry board confirmed that the Sunday sailing would be withdrawn" on "The ferry board dismissed as nonsense
reports that the Sunday sailing would be withdrawn"; "Ines Roper said the crane would be sold" on "Ines Roper said
claims that the crane would be sold were untrue"; "According to Ines Roper, the crane will be sold" on '"There is no
truth in the idea that the crane will be sold," Ines Roper said'. Every word of the claim is the evidence's, but the
evidence holds the claim's proposition only inside a report, claim, suggestion or rumour that it rejects, dismisses,
denies, plays down or calls untrue: the speaker says the opposite of what the claim gives them (DESIGN §3.4: a claim
asserting what its evidence does not).

Read when the claim neither negates nor keeps the report ("denied reports that", "rumours that", "not"); its words
other than words of saying all stand in one evidence sentence, within the disputed proposition (from "that" to the
clause's end) or as names, or before the disputing words (who disputes it); and no other evidence sentence holds as
many of them without a dispute, and nothing after the proposition in its sentence turns ("but later confirmed it").
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator, Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_refuted import report_called_untrue, report_denied
from citeset.judges._rules_stem import cue_words
from citeset.judges._rules_tokens import ENT, NEG, Features, holds

_REPORT = (r"(?:reports?|claims?|suggestions?|rumou?rs?|speculation|allegations?|accusations?|ideas?|notions?|talk|"
           r"stories|story|assertions?|fears?)")
_UNTRUE = (r"(?:(?:simply|completely|wholly|entirely|quite|totally|utterly|plainly)\s+)?(?:wrong|untrue|false|"
           r"unfounded|incorrect|mistaken|inaccurate|baseless|groundless|nonsense|rubbish|not\s+true|wide\s+of\s+the\s+"
           r"mark|without\s+foundation|misleading|fabricated|not\s+accurate|not\s+the\s+case)")
_DISPUTING = lazy_compile(
    r"\b(?:dismiss(?:ed|es|ing)?|reject(?:ed|s|ing)?|den(?:y|ied|ies|ying)|refut(?:ed|es|ing)|rebut(?:ted|s|ting)?|"
    r"play(?:ed|s|ing)?\s+down|downplay(?:ed|s|ing)?|pour(?:ed|s|ing)?\s+cold\s+water\s+on|rul(?:ed|es|ing)\s+out|"
    r"brush(?:ed|es|ing)?\s+(?:aside|off)|scotch(?:ed|es|ing)?|quash(?:ed|es|ing)?|laugh(?:ed|s|ing)?\s+off|"
    r"hit\s+back\s+at|no\s+truth(?:\s+whatsoever|\s+at\s+all)?(?:\s*,[^,.;]{1,60},)?\s+in|"
    r"took\s+issue\s+with|contested|disputed|disputes|challenged|rubbish(?:ed|es|ing)?|pour(?:ed|s|ing)?\s+scorn\s+on|"
    r"sh(?:ot|oots?|ooting)\s+down|hit\s+out\s+at|slam(?:med|s|ming)?|contradict(?:ed|s|ing)?)"
    r"(?:\s+as\s+(?:[\w-]+\s+){0,2}?(?:nonsense|rubbish|untrue|false|wrong|speculation|scaremongering|fantasy|"
    r"inaccurate|baseless|fiction|unfounded|misleading))?"
    r"\s+(?:(?:the|any|all|some|recent|these|those|such|local|press|media|newspaper|online|repeated|persistent|"
    r"widespread|growing|a|an)\s+)*(?:[\w'’-]+\s+){0,2}?" + _REPORT + r"\s+that\s+|"
    r"\bden(?:y|ied|ies|ying)\s+(?:(?:outright|flatly|strongly|firmly|categorically|emphatically|vehemently|"
    r"strenuously|publicly|repeatedly)\s+)?that\s+|"
    r"\bit\s+(?:was|is|had\s+been|has\s+been)\s+(?:simply\s+|completely\s+|quite\s+)?(?:untrue|not\s+true|false|wrong|"
    r"incorrect|not\s+the\s+case)\s+that\s+",
    re.IGNORECASE)
"""Words that dispute the proposition after them ("dismissed as nonsense reports that", "rejected claims that",
"There is no truth in the idea that", "denied that")."""
_PASSIVE_DISPUTE = (r"(?:(?:has|have|had)\s+been|(?:was|were|is|are)(?:\s+(?:being|firmly|flatly|strongly|quickly))?)\s+"
                    r"(?:dismissed|rejected|denied|refuted|rebutted|played\s+down|downplayed|ruled\s+out|brushed\s+"
                    r"aside|scotched|quashed|laughed\s+off|contested|disputed)")
"""A report disputed in the passive ("Reports that ... have been dismissed by D. O. as 'nonsense'")."""
_CALLED_UNTRUE = lazy_compile(
    r"\b" + _REPORT + r"\s+that\s+(?P<p>[^.;!?\"“”]{1,240}?)\s+(?:(?:was|were|is|are|had\s+been|have\s+been|has\s+been)\s+"
    r"|as\s+)[\"“‘']?" + _UNTRUE + r"\b|\b" + _REPORT + r"\s+that\s+(?P<q>[^.;!?\"“”]{1,240}?)\s+(?:" + _PASSIVE_DISPUTE + r")\b",
    re.IGNORECASE)
"""A report called untrue or disputed after its proposition ("said claims that the crane would be sold were untrue",
"described reports that ... as wrong", "Reports that ... have been dismissed")."""
_CLAUSE_END = lazy_compile(r"[.;:!?\"”(]|['’](?![a-z])|\s[—–-]+\s|,?\s+(?:but|however|although|though|whereas|while|"
                           r"and\s+(?:said|added|insisted|confirmed|announced|stressed|revealed|explained|promised|"
                           r"disclosed|noted)|adding|saying|noting|explaining|pointing\s+out|stressing|insisting|citing|"
                           r"promising)\b|,\s*(?:and|which|who)\b")
"""Where a disputed proposition ends: a stop, a colon, a dash, a bracket, a turn or a saying after it ("denied that it
was struggling: it doubled its revenue", "... (the museum will reopen in May)", ", explaining that ...")."""
_REACH = 300
"""Characters read after a dispute (its proposition, what turns after it): a sentence may hold thousands of them."""
_SPEAKER_REACH = 200
"""Characters read before a dispute for who disputes it."""
_SPEAKER_AFTER = lazy_compile(r"\s*(?:[,\"”’']+\s*|by\s)")
"""What opens the words after a proposition when they name its speaker: a closing quotation ('...,\" Mina Holt said')
or a passive's agent ("... were rejected by Priya Lowe")."""
_TURN_INSIDE = lazy_compile(r"\b(?:in\s+fact|instead|rather|actually)\b", re.IGNORECASE)
"""Words inside a proposition that turn it ("denied that it would cut jobs - in fact it will hire 100")."""
_ASKED_WHETHER = lazy_compile(r"\b(?:asked|questioned|pressed|quizzed)\s+(?:\w+\s+){0,3}?(?:about\s+|on\s+|as\s+to\s+)?"
                              r"whether\s+", re.IGNORECASE)
"""A question whose proposition follows ("Asked whether the club would sell the layout, ...")."""
_QUESTION_END = lazy_compile(r"[,.;!?\"”]|\s+(?:and|but)\s")
"""Where a question's proposition ends."""
_LEFT_OPEN = lazy_compile(r"\b(?:no\s+(?:final\s+)?decision|not\s+(?:yet\s+)?(?:been\s+)?(?:decided|agreed|settled)|"
                          r"undecided|too\s+early|(?:could|would|can|will)\s+not\s+(?:yet\s+)?(?:say|be\s+drawn|comment|"
                          r"confirm)|(?:can|could|would|wo)n['’]t\s+(?:say|comment|confirm)|declined|refused|nothing\s+"
                          r"(?:had|has|was)\s+(?:yet\s+)?been\s+(?:decided|agreed)|not\s+(?:yet\s+)?known|remains\s+to\s+"
                          r"be\s+seen|under\s+review|being\s+considered|no\s+comment|open\s+question)\b", re.IGNORECASE)
"""What, after a question, leaves it open ("..., C. H. said that no decision had been taken")."""
_ANSWERED = lazy_compile(r"\b(?:yes|it\s+would|they\s+would|it\s+will|they\s+will|confirmed|agreed|would\s+go\s+ahead)\b|;",
                         re.IGNORECASE)
"""An answer before what leaves a question open, which may say yes ("said it would, and declined to say when")."""
_ANSWER_REACH = 120
"""Characters after a question read for its answer."""
_REPORTED_THAT = lazy_compile(r"\b(?:reported|claimed|alleged|suggested|speculated|rumou?red)\s+that\s+", re.IGNORECASE)
"""A report whose proposition follows ("A local paper reported that ...")."""
_REPORT_NOUN = r"(?:reports?|claims?|stor(?:y|ies)|suggestions?|articles?|accounts?|rumou?rs?|allegations?)"
_DISPUTED_BACK = lazy_compile(
    r"\b(?:the|that|this|its|their|these|those|such)\s+(?:[\w'’-]+\s+){0,3}?" + _REPORT_NOUN + r"\s+(?:(?:was|were|is|are|"
    r"had\s+been|has\s+been|have\s+been)\s+)" + _UNTRUE + r"\b|\b(?:den(?:ied|ies|y)|dismiss(?:ed|es)?|reject(?:ed|s)?|"
    r"refut(?:ed|es))\s+(?:this|it|that|the\s+(?:[\w'’-]+\s+){0,3}?" + _REPORT_NOUN + r")\b", re.IGNORECASE)
"""A sentence disputing a report given before it ("said the local paper's report was wrong", "denied this")."""
_NOT_DISPUTED_BEFORE = lazy_compile(r"\b(?:not|never|nor|or|no|nobody|no\s+one|none|few|hardly|longer|stopped|"
                                    r"declin\w*|refus\w*|without|n['’]t|unable\s+to|cannot|can['’]t|failed\s+to|"
                                    r"whether\s+to)\s+(?:\w+\s+){0,3}$", re.IGNORECASE)
"""Words before a disputing word that take the dispute back ("declined to confirm or deny", "did not deny", "Nobody
has disputed reports that", "There is no denying")."""
_TURN = lazy_compile(r"\b(?:but|however|although|though|yet|later|since|now|subsequently|eventually|in\s+fact|"
                     r"confirm\w*|admit\w*|conceded?)\b", re.IGNORECASE)
"""Words after the proposition by which the sentence may grant it after all ("..., but later confirmed it")."""
_CLAIM_KEEPS = lazy_compile(
    r"\b(?:deni\w*|deny\w*|dismiss\w*|reject\w*|refut\w*|rebut\w*|rumou?rs?|reports?|reported(?:ly)?|claims?|claimed|"
    r"suggest\w*|alleg\w*|untrue|false|wrong|speculat\w*|ruled?\s+out|play\w*\s+down|truth|whether|nonsense|"
    r"disput\w*|contest\w*|challeng\w*|not|never|no|n['’]t)\b", re.IGNORECASE)
"""A claim's words by which it keeps the report or the dispute, or negates: not read."""
_SAYING = cue_words("said", "says", "say", "saying", "confirmed", "confirms", "confirm", "announced", "announces",
                    "stated", "states", "told", "tells", "according", "explained", "insisted", "added", "that",
                    "revealed", "reveals", "admitted", "acknowledged", "agreed", "would", "will")
"""Words of saying (as written and stemmed), which the claim may give the speaker in other words than the evidence."""
_MAY_DISPUTE = lazy_compile(r"whether|dismiss|reject|den[iy]|refut|rebut|down|water|rul|aside|scotch|quash|off|back|"
                            r"truth|issue|contest|disput|challeng|rubbish|scorn|hit|slam|contradict|true|false|wrong|"
                            r"found|correct|mistaken|accurate|baseless|groundless|nonsense|mark|mislead|fabricat|case",
                            re.IGNORECASE)
"""What a text disputing a report holds (a substring search, far cheaper than the patterns): a word of each pattern's
alternatives, at most 40 of them, or `_rules_gates` cannot read it and every text is searched whole (stop 63: +2.4%
of a benchmark run's instructions)."""


def disputed_as_said(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words disputing the report the claim states as so or as said (see the module docstring),
    quoted; else None."""
    if NEG in cf.cue or _CLAIM_KEEPS.search(cf.text) is not None:
        return None
    if not any(holds(f, _MAY_DISPUTE) for f in efs):
        return None
    if report_denied(cf, efs) or report_called_untrue(cf, efs):
        return None  # (`_rules_refuted`'s reading, read among the statement checks, says it)
    words = cf.cset - _SAYING
    names = frozenset(c.norm for c in cf.content if c.kind == ENT)
    if len(words - names) < 2:
        return None
    rows = [(f, lo, hi, said & words) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    if not any(held == words for *_, held in rows):
        later = _report_disputed_after(rows, words, names)
        return f"the evidence gives it only as {later}" if later else None
    found = None
    for f, lo, hi, held in rows:
        if held != words:
            continue
        frame = _disputed_frame(f, lo, hi, words, names)
        if frame is None:
            return None  # a sentence holding every claim word says it without a dispute
        found = found or frame
    if found is None or any((len(held) * 2 > len(words) or _borne_out(f, lo, hi)) and not _disputes(f, lo, hi)
                            for f, lo, hi, held in rows):
        return None  # (another sentence may say it undisputed: "On Friday the board confirmed the sailing would go";
        # or bear it out in few words: "Internal emails confirm the decision")
    return f"the evidence gives it only as {found}"


def _report_disputed_after(rows: Sequence[tuple[Features, int, int, frozenset[str]]], words: frozenset[str],
                           names: frozenset[str]) -> str | None:
    """A report ("A local paper reported that the theatre plans to stop the showcase") holding the claim's words but
    those of one other sentence that disputes it by referring back ("who chairs the theatre, said the local paper's
    report was wrong"), when no third sentence holds half the claim's words; described, else None. The sentences
    referring back are found once, and at most `_MAX_REPORTS` reports are read."""
    backs = [(g, glo, gheld, m) for g, glo, ghi, gheld in rows if glo < ghi
             for m in [_DISPUTED_BACK.search(g.text, g.start[glo], g.end[ghi - 1])] if m is not None]
    if not backs:
        return None
    reports = 0
    for f, lo, hi, held in rows:
        if lo >= hi or len(held - names) < 2:
            continue
        m = _REPORTED_THAT.search(f.text, f.start[lo], f.end[hi - 1])
        if m is None:
            continue
        reports += 1
        if reports > _MAX_REPORTS:
            return None
        reach = min(f.end[hi - 1], m.end() + _REACH)
        stop = _CLAUSE_END.search(f.text, m.end(), reach)
        inside = _terms(f, m.end(), stop.start() if stop is not None else reach) & words
        if len(inside - names) < 2:
            continue
        for g, glo, gheld, back in backs:
            if (g is f and glo == lo) or not words - inside - names <= gheld:
                continue
            if any(len(other) * 2 > len(words) for h, olo, _, other in rows
                   if (h, olo) not in ((f, lo), (g, glo))):
                return None  # (a third sentence may say it: "In June the theatre confirmed it would stop the showcase")
            return f"a report it disputes ('{back.group(0).strip()}')"
    return None


_MAX_REPORTS = 16
"""Reports read for a dispute referring back: a text giving more reads as a list."""


def _disputed_frame(f: Features, lo: int, hi: int, words: frozenset[str], names: frozenset[str]) -> str | None:
    """What the evidence gives the proposition as, in a sentence whose disputed proposition holds the claim's words (those before the
    disputing words, and names, aside), when nothing after the proposition turns; else None."""
    if lo >= hi:
        return None
    start, end = f.start[lo], f.end[hi - 1]
    for frame_at, p_start, p_end, frame_end, frame in _propositions(f.text, start, end):
        inside = _terms(f, p_start, p_end) & words
        before = _terms(f, max(start, frame_at - _SPEAKER_REACH), frame_at) & words
        if not inside - names or not words - inside - before <= names:
            continue
        after = min(end, frame_end + _REACH)
        said_after = _terms(f, frame_end, after)
        told_after = words - inside - before  # (names only, by the test above)
        if told_after and _SPEAKER_AFTER.match(f.text, frame_end) is None and told_after & said_after:
            return None  # a name the claim gives, told after the proposition, is no speaker's ("It is not true that
            # the library will close on Mondays; it will close on Tuesdays" for "will close on Tuesdays")
        if _TURN.search(f.text, p_end, after) is not None or (words - names - before) <= said_after:
            return None  # ("..., but later confirmed it"; "Reports that both will close are wrong: only A will close")
        return frame
    return None


def _propositions(text: str, start: int, end: int) -> Iterator[tuple[int, int, int, int, str]]:
    """(where the disputing words start, the disputed proposition's start and end, where the dispute ends, what the
    evidence gives it as) of each dispute in text[start:end]. Each is read within `_REACH` characters after it."""
    for m in _DISPUTING.finditer(text, start, end):
        if _NOT_DISPUTED_BEFORE.search(text, max(start, m.start() - 40), m.start()) is not None:
            continue  # "declined to confirm or deny that ...", "did not deny reports that ..."
        reach = min(end, m.end() + _REACH)
        stop = _CLAUSE_END.search(text, m.end(), reach)
        p_end = stop.start() if stop is not None else reach
        if _TURN_INSIDE.search(text, m.end(), p_end) is None:
            yield m.start(), m.end(), p_end, p_end, _disputed(m)
    for m in _ASKED_WHETHER.finditer(text, start, end):
        stop = _QUESTION_END.search(text, m.end(), min(end, m.end() + _REACH))
        if stop is None:
            continue
        p_end = stop.start()
        answer_end = min(end, p_end + _ANSWER_REACH)
        left_open = _LEFT_OPEN.search(text, p_end, answer_end)
        if left_open is not None and _ANSWERED.search(text, p_end, left_open.start()) is None:
            yield m.start(), m.end(), p_end, p_end, f"a question left open ('{m.group(0).strip()}')"
    for m in _CALLED_UNTRUE.finditer(text, start, end):
        group = "p" if m.group("p") is not None else "q"
        yield m.start(), m.start(group), m.end(group), m.end(), _disputed(m)


def _disputed(m: re.Match[str]) -> str:
    return f"a report it disputes ('{m.group(0).strip()}')"


def _borne_out(f: Features, lo: int, hi: int) -> bool:
    """Whether the sentence lo..hi bears something out ("Internal emails confirm the decision", "It later did so")."""
    return lo < hi and _BORNE_OUT.search(f.text, f.start[lo], f.end[hi - 1]) is not None


_BORNE_OUT = lazy_compile(r"\b(?:confirm\w*|(?:was|were|is|are|proved|turned\s+out\s+to\s+be)\s+(?:true|correct|right|"
                          r"accurate)|went\s+ahead|did\s+so|has\s+since|have\s+since|had\s+since|admitted|conceded)\b",
                          re.IGNORECASE)


def _terms(f: Features, a: int, b: int) -> frozenset[str]:
    """The content norms of the raw tokens within characters a..b."""
    return f.terms_in(bisect_left(f.start, a), bisect_left(f.start, b))


def _disputes(f: Features, lo: int, hi: int) -> bool:
    """Whether the sentence lo..hi disputes a report."""
    return lo < hi and next(_propositions(f.text, f.start[lo], f.end[hi - 1]), None) is not None
