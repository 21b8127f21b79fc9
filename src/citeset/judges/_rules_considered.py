"""What the evidence only considers, and what it requires, stated otherwise: read at any coverage, since the claim's
verb is often one the evidence lacks ("has obtained" for "is considering").

- "The estate has obtained biodynamic certification" on "... is considering biodynamic certification"; "The service
  has opened a response car for the coast" on "... has opened one in the city and is considering a second one for the
  coast" (probe 37: six such claims entailed): a word of the claim that the evidence says only in what it is
  considering, exploring or discussing, when the claim says no such thing itself, is not entailed (DESIGN §3.4,
  changed modality).
- "Dosing ewes before tupping is optional" on "every ewe must be dosed before tupping" (probe 37: seven entailed): an
  option or a preference where the evidence states an obligation contradicts it.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import ENT, WORD, Features, finds, holds, kept, search

_CONSIDERING = lazy_compile(
    r"\b(?:(?:is|are|was|were|been)\s+(?:now\s+|still\s+|also\s+)?(?:considering|exploring|discussing|weighing|"
    r"debating|investigating|looking\s+into|thinking\s+about)|(?:is|are)\s+(?:being\s+considered|"
    r"under\s+consideration)|(?:put\s+forward|made|submitted|tabled|drew\s+up)\s+(?:a|the)\s+proposal"
    r"(?:\s+[\w’']+){0,4}?\s+to|proposed\s+(?:to|that)|proposal\s+to)\b", re.IGNORECASE)
"""What opens a clause the evidence only considers or proposes ("put forward a proposal in June to increase the fee":
probe 40). Not "proposed" alone ("the proposed bridge was built"), nor "plans to", "aims to", "wants to": purposes ("The prize aims to
celebrate ..."), conditions ("if you intend to visit") and titles say them as often, and a verb the evidence only
plans is `stated_as_done`'s."""
_ADOPTED = lazy_compile(r"(?<!\bstill be )(?<!\byet to be )(?<!\bnot )(?<!\bnot been )(?<!\bnot yet been )(?<!\bnever been )"
                      r"\b(?:adopted|approved|accepted|agreed|passed|carried|implemented|went\s+ahead|enacted|"
                      r"endorsed|ratified|built|opened|completed)\b", re.IGNORECASE)
"""What says a proposal was carried out: then the text states what it proposed. Not after "still be", "yet to be" or
"not (yet) been": "It must still be approved", "has not been approved" say it was not (probe 49); but "will be
implemented from August" says it will be (the stop 60 review)."""
_PROPOSAL_ADOPTED = lazy_compile(r"\b(?:proposals?|motions?|recommendations?|suggestions?|the\s+change|it)\b[^.;]{0,40}?"
                               + _ADOPTED.pattern, re.IGNORECASE)
"""What says, in a text of its own, that a proposal was adopted ("The proposal was carried at the following meeting"):
not any word of `_ADOPTED` ("the new sports hall was completed"; the stop 60 review)."""
_CLAUSE_END = lazy_compile(r"[.;:!?,]|\s(?:and|but|while|whereas)\s", re.IGNORECASE)
_OWN = lazy_compile(r"\b(?:consider\w*|plan\w*|propos\w*|intend\w*|hope\w*|aim\w*|explor\w*|may|might|could|would|"
                  r"possibl\w*|perhaps|proposal)\b", re.IGNORECASE)
"""What makes the claim say it only considers, too."""


def _considered(f: Features) -> tuple[frozenset[str], frozenset[str]]:
    """`_read_considered` of a text whose proposals no other text says were adopted."""
    return _read_considered(f, None)


def _considered_adopted(f: Features) -> tuple[frozenset[str], frozenset[str]]:
    """`_read_considered` of a text whose proposals another text says were adopted ("A proposal to raise X was tabled"
    / "The proposal was carried at the following meeting": probe 54)."""
    return _read_considered(f, True)


def _read_considered(f: Features, adopted: bool | None) -> tuple[frozenset[str], frozenset[str]]:
    """(words said only in considered clauses, words said elsewhere) of a text. A clause is read up to its end
    (`_CLAUSE_END`, a comma included: "The estate, which is considering organic certification, produces ..."), at
    most `_REACH` characters. `adopted`: whether a proposal is said adopted (None: read from the text, when asked)."""
    spans: list[tuple[int, int]] = []
    for m in finds(_CONSIDERING, f):
        if spans and m.start() < spans[-1][1]:
            continue  # inside the clause of the one before
        if "propos" in m.group(0).lower():
            if adopted is None:
                adopted = search(_ADOPTED, f) is not None
            if adopted:
                continue  # "the proposal to extend the line was adopted, and the line was extended in 2019"
        end = _CLAUSE_END.search(f.text, m.end(), m.end() + _REACH)
        spans.append((m.end(), end.start() if end is not None else min(len(f.text), m.end() + _REACH)))
    if not spans:
        return frozenset(), f.cset
    starts = [lo for lo, _ in spans]
    inside: set[str] = set()
    outside: set[str] = set()
    for c in f.content:
        at = bisect_right(starts, c.sstart) - 1
        (inside if at >= 0 and c.sstart < spans[at][1] else outside).add(c.norm)
    return frozenset(inside - outside), frozenset(outside)


_REACH = 300


def considered_only(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's words that the evidence says only in what it considers (see the module docstring), described;
    else None."""
    if search(_OWN, cf) is not None:
        return None
    if any(holds(f, _PROPOSAL_ADOPTED) for f in efs):
        readings = [kept(f, "considered, adopted", _considered_adopted) for f in efs]
    else:
        readings = [kept(f, "considered", _considered) for f in efs]
    if not any(inside for inside, _ in readings):
        return None  # (the common evidence: nothing considered, so no words of the texts to gather)
    only = frozenset().union(*(inside for inside, _ in readings)) - frozenset().union(*(out for _, out in readings))
    found = [c for c in cf.content if c.kind in (WORD, ENT) and c.norm in only]
    if not found:
        return None
    return f"the evidence only considers or plans what the claim states: '{cf.text[found[0].sstart : found[0].send]}'"


_OBLIGING = lazy_compile(r"\b(?:must|required|mandatory|compulsory|obliged|obligatory|(?:has|have)\s+to)\b", re.IGNORECASE)
_OPTION = lazy_compile(r"\b(?:optional|voluntary|advisable|ideally|not\s+(?:mandatory|required|obliged|compulsory|"
                     r"obligatory)|if\s+(?:they|he|she|you|it)\s+(?:prefer|prefers|wish|wishes|like|likes)|"
                     r"if\s+(?:asked|requested|time\s+allows|convenient|busy)|(?:may|can)\s+(?:choose|decide|skip|opt)|"
                     r"free\s+to|at\s+(?:their|his|her|its)\s+discretion)\b", re.IGNORECASE)
_CHOOSING = frozenset({"may", "can"})
"""An option that opens with these ("may skip the check") governs what comes after it: the obliged verb must follow."""


def _content_starts(f: Features) -> list[int]:
    """Where each content token of a text starts, in order."""
    return [c.sstart for c in f.content]


def obligation_made_optional(cf: Features, efs: Sequence[Features]) -> str | None:
    """An option or a preference the claim states where the evidence states an obligation on the same words (see
    the module docstring), described; else None. The evidence's sentence with the obligation must hold two of the
    claim's words, and the verb it obliges ("must *book*") must be the claim's, after "may choose", "may skip"
    ("Members who book a court may choose grass or clay" makes no booking optional)."""
    option = search(_OPTION, cf)
    if option is None:
        return None
    if any(search(_OPTION, f) is not None for f in efs):
        return None  # the evidence gives an option of its own
    words = {c.norm for c in cf.content if c.kind == WORD}
    after = {c.norm for c in cf.content if c.kind == WORD and c.sstart >= option.end()}
    chooses = option.group(0).split()[0].casefold() in _CHOOSING
    for f in efs:
        terms, starts = f.sentence_terms(), kept(f, "content_starts", _content_starts)
        for m in _OBLIGING.finditer(f.text):
            at = bisect_left(starts, m.end())  # the first content token after the obligation
            c = f.content[at] if at < len(starts) else None
            if c is None or len(words & terms[c.sent]) < 2:
                continue
            if chooses and c.norm not in after:
                continue
            return f"the claim says '{option.group(0)}', the evidence '{m.group(0)}'"
    return None
